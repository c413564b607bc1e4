/**
 * The demo's TV-everywhere scenarios (issues 15 and 16): staff pick one on
 * `/tve-scenarios` and every stand-in (the services, the entitlement library,
 * the cookie-check page, the storage script) reads it from one cookie, so each
 * failure of the sign-in's error catalogue can be reached by hand and by the e2e suite. The
 * product code never reads this cookie: it only meets the failure.
 * Node-safe: no DOM access at import time.
 */
import { readCookie, type CookieSource } from '../../runtime/util/cookies.js';

/** The cookie the scenario lives in (path `/`, readable by the stand-ins' scripts). */
export const SCENARIO_COOKIE = 'tve_scenario';

export const SCENARIOS = {
  normal: 'Normal: every service answers and any provider signs in',
  'library-never-loads': 'The entitlement library never loads (it never calls entitlementLoaded)',
  'empty-provider-list': 'The provider allow list is empty',
  'whitelist-failing': 'The provider allow list fails (HTTP 500, not a script)',
  'third-party-cookies-blocked': 'Third-party cookies are blocked (the cookie check says false, the library answers N130)',
  'local-storage-unavailable': 'Local storage is unavailable (window.localStorage throws)',
  'expired-token': 'Tokens expire after 5 seconds',
  // Issue 16: the free pass, the special preview and house-based access.
  'free-pass-short': 'The 24-hour free pass lasts 2 minutes: start one (Sign in, "Don\'t see your provider?") and watch its countdown run out',
  'free-pass-expired': 'This device\'s free pass expired an hour ago: the offer gives way to "Your 24 hour free preview session has already expired."',
  'free-pass-failing': 'The free pass service fails: starting a pass shows Internal TVE Services Error',
  'preview-ended': 'The special preview has no time left: pick a special provider (Harvest Moon Cable) and sign in to see "Your full access has ended"',
  'preview-terminated': 'The special providers no longer offer the preview: picking one, or a preview already running, ends on the terminated screen',
  'preview-failing': 'The special preview service fails: picking a special provider shows Internal VIP Services Error',
  'hba-household': 'This browser is on a recognized home network: the site signs in with Skyline Cable by itself (house-based access)',
} as const;

export type Scenario = keyof typeof SCENARIOS;

export const SCENARIO_NAMES = Object.keys(SCENARIOS) as Scenario[];

/** Issue 16's scenarios (the free pass, the special preview, house-based access), listed apart on the staff page. */
export const PASS_SCENARIOS: readonly Scenario[] = SCENARIO_NAMES.filter((name) => /^(free-pass|preview|hba)-/.test(name));

/** The authorization token's ttl under `expired-token`: short enough to watch it lapse. */
export const EXPIRED_TOKEN_TTL_MS = 5_000;

/** The free pass's length under `free-pass-short`, in seconds: long enough to look at, short enough to watch end. */
export const SHORT_FREE_PASS_SECONDS = 120;

export function isScenario(value: unknown): value is Scenario {
  return typeof value === 'string' && Object.hasOwn(SCENARIOS, value);
}

/** The scenario a cookie string names; anything unknown (or no cookie) is `normal`. */
export function scenarioOf(cookies: CookieSource | string | undefined): Scenario {
  if (cookies === undefined) return 'normal';
  const value = readCookie(SCENARIO_COOKIE, typeof cookies === 'string' ? { cookie: cookies } : cookies);
  return isScenario(value) ? value : 'normal';
}

/** The scenario of a request's parsed cookies (msw's `cookies`: the Cookie header in Node, document.cookie in the browser worker). */
export function scenarioOfCookies(cookies: Readonly<Record<string, string>>): Scenario {
  const value = Object.hasOwn(cookies, SCENARIO_COOKIE) ? cookies[SCENARIO_COOKIE] : undefined;
  return isScenario(value) ? value : 'normal';
}

/** The Set-Cookie value choosing `scenario` (`normal` clears the cookie). */
export function scenarioSetCookie(scenario: Scenario): string {
  return scenario === 'normal'
    ? `${SCENARIO_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`
    : `${SCENARIO_COOKIE}=${scenario}; Path=/; Max-Age=${30 * 24 * 3600}; SameSite=Lax`;
}
