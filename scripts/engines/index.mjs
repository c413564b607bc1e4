// The engines the browser unit tests run in, by the name `TF_ENGINE` takes.
// Each runs as its own web-test-runner run (scripts/test.mjs), so a count and
// a time are reported per engine and one engine's crash voids only its own.
import { chromium } from './chromium.mjs';
import { firefox } from './firefox.mjs';
import { webkit } from './webkit.mjs';

/** Each engine's launcher and how many test files it runs at once on this machine's 2 cores. */
export const engines = {
  chromium: { launcher: chromium, concurrency: 2 },
  firefox: { launcher: firefox, concurrency: 1 },
  // One file at a time: with more, the WebDriver launcher runs files in iframes of one page, where
  // pointer actions are refused and a frame scrolled out of view is throttled.
  webkit: { launcher: webkit, concurrency: 1 },
};

/** The engine `TF_ENGINE` names (Chromium when unset), or an error naming the ones there are. */
export function selectedEngine(name = process.env.TF_ENGINE || 'chromium') {
  const engine = engines[name];
  if (!engine) throw new Error(`TF_ENGINE=${name}: not an engine (${Object.keys(engines).join(', ')})`);
  return { name, ...engine };
}
