/**
 * Helpers of the demo TV-everywhere service tests: a JSONP answer run as a
 * page would run it, and the staff scenario cookie.
 */
import { SCENARIO_COOKIE, type Scenario } from '../../../demo/tve/scenario.js';

/** Runs a JSONP answer as the page would, with `callback` bound to a recorder. */
export async function jsonp(path: string): Promise<{ status: number; type: string | null; answer?: unknown; body: string }> {
  const response = await fetch(path);
  const body = await response.text();
  const query = new URL(path, location.href).searchParams;
  const callback = query.get('callback') ?? '';
  let answer: unknown;
  if (response.ok) {
    const root = callback.split('.')[0]!;
    const target: Record<string, unknown> = {};
    // Builds `root.a.b` as nested objects whose last property records the answer.
    const parts = callback.split('.').slice(1);
    let holder: Record<string, unknown> = target;
    for (const part of parts.slice(0, -1)) holder = (holder[part] = {}) as Record<string, unknown>;
    const record = (value: unknown) => (answer = value);
    if (parts.length === 0) new Function(root, body)(record);
    else {
      holder[parts[parts.length - 1]!] = record;
      new Function(root, body)(target);
    }
  }
  return { status: response.status, type: response.headers.get('content-type'), answer, body };
}

export function useScenario(scenario: Scenario): void {
  document.cookie = scenario === 'normal' ? `${SCENARIO_COOKIE}=; Path=/; Max-Age=0` : `${SCENARIO_COOKIE}=${scenario}; Path=/`;
}

