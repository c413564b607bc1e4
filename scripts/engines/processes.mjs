// Helper processes of the engine runs (the WebKit launcher and the
// cross-engine walk): a free port, and waits on a child's output or on an
// HTTP endpoint it serves, on state with a ceiling, failing with what it said.
import { createServer } from 'node:net';
import { clearTimeout, setTimeout } from 'node:timers';
import { setTimeout as sleep } from 'node:timers/promises';

/** A port nothing listens on now, chosen by the system. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Resolves with the first match of `pattern` in `stream`'s text; fails if `child` exits or cannot start first, or after `timeoutMs`. */
export function waitForOutput(child, stream, pattern, name, timeoutMs = 30_000) {
  return new Promise((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error(`${name} said nothing usable in ${timeoutMs} ms: ${text}`)), timeoutMs);
    stream.on('data', (chunk) => {
      text += chunk;
      const match = text.match(pattern);
      if (match) {
        clearTimeout(timer);
        resolve(match[1] ?? match[0]);
      }
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`${name} did not start: ${error.message}`));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (code ${code ?? 'a signal'}) before it was ready: ${text}`));
    });
  });
}

/** Resolves once `url` answers 2xx; fails if `child` exits or cannot start first, or after `timeoutMs`. */
export async function waitForHttp(child, url, name, timeoutMs = 30_000) {
  let failed = null;
  child.once('error', (error) => { failed = `did not start: ${error.message}`; });
  child.once('exit', (code) => { failed = `exited (code ${code ?? 'a signal'})`; });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (failed) throw new Error(`${name} ${failed} before answering ${url}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${name} did not answer ${url} in ${timeoutMs} ms`);
    await sleep(100);
  }
}
