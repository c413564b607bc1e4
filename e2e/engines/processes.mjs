// Helper processes of the walk: a free port, and waits on a child's output
// or its port (on state, with a ceiling), failing with what it said.
import { createServer, connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** A port nothing listens on now, chosen by the system. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Resolves with the first match of `pattern` in `stream`'s text; fails if `child` exits first or after `timeoutMs`. */
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
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (code ${code}) before it was ready: ${text}`));
    });
  });
}

const accepts = (port) => new Promise((resolve) => {
  const socket = connect(port, '127.0.0.1');
  socket.once('connect', () => { socket.destroy(); resolve(true); });
  socket.once('error', () => resolve(false));
});

/** Resolves once `port` accepts a connection; fails if `child` exits first or after `timeoutMs`. */
export async function waitForPort(child, port, name, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await accepts(port))) {
    if (child.exitCode !== null) throw new Error(`${name} exited (code ${child.exitCode}) before listening on ${port}`);
    if (Date.now() > deadline) throw new Error(`${name} did not listen on ${port} in ${timeoutMs} ms`);
    await sleep(50);
  }
}
