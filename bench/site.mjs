// The built demo, served the way `npm start` serves it, for every bench figure
// that needs the site (navigation, heap, images, carousel, layout shift,
// Lighthouse). One server per bench run, started here and stopped at the end.
import { spawn } from 'node:child_process';
import { build } from 'esbuild';
import { setTimeout as sleep } from 'node:timers/promises';

const HOST = '127.0.0.1';
const SERVER = 'dist/server.mjs';

async function answers(url) {
  try {
    await fetch(url, { signal: globalThis.AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts the production server (`node dist/server.mjs`, written by
 * `npm run build`) on `port` and resolves once the site answers. `stop()`
 * ends the server's process group and resolves when it has exited.
 * Refuses a port that already answers: the figures would measure someone
 * else's server.
 */
export async function startSite(port, { timeoutMs = 30_000 } = {}) {
  const origin = `http://${HOST}:${port}`;
  if (await answers(origin + '/')) throw new Error(`bench: something already answers at ${origin}; pick a free port`);
  const child = spawn(process.execPath, [SERVER], { env: { ...process.env, PORT: String(port), HOST }, stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  let stderr = '';
  child.stderr.on('data', (chunk) => { stderr = (stderr + chunk).slice(-2000); });
  let stopping = false;
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => {
    // Said at once: the figures that follow will fail on a refused connection.
    if (!stopping) console.error(`bench: the site's server exited on its own (code ${code}, signal ${signal})${stderr ? `\n${stderr}` : ''}`);
    resolve();
  }));
  let gone = false;

  // The whole group, should the server ever start helpers of its own.
  const signal = (name) => {
    try {
      process.kill(-child.pid, name);
    } catch {
      // already gone
    }
  };
  // A bench that dies half-way (an exception, a closed pipe) leaves no server behind.
  const onExit = () => signal('SIGKILL');
  process.once('exit', onExit);
  exited.then(() => {
    gone = true;
    process.off('exit', onExit);
  });
  const stop = async () => {
    stopping = true;
    if (gone) return;
    signal('SIGTERM');
    // A server still draining its connections after 5 s is killed.
    const late = new globalThis.AbortController();
    sleep(5000, undefined, { signal: late.signal }).then(() => signal('SIGKILL'), () => undefined);
    await exited;
    late.abort();
  };

  const deadline = Date.now() + timeoutMs;
  while (!(await answers(origin + '/'))) {
    if (gone) throw new Error(`bench: ${SERVER} exited before answering\n${stderr}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`bench: no answer at ${origin} after ${timeoutMs} ms\n${stderr}`);
    }
    await sleep(100);
  }
  return { origin, server: `node ${SERVER}`, stop };
}

/** Chromium's flags on these machines: root, no GPU, a closed network. */
export const CHROME_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

let consentCookieValue;

/**
 * Makes `context` a returning visitor who has made a consent choice (rejected
 * everything, the runtime's behaviour before consent existed): without one
 * the demo's consent platform opens its modal banner over every first page,
 * and a figure about navigation, images or dragging would measure clicks and
 * scrolls into that dialog. The cookie is the platform's own TC string
 * (demo/cmp/consent-cookie.ts, bundled once). Lighthouse and the layout-shift
 * figure keep a first-time visitor, banner included.
 */
export async function returningVisitor(context, origin) {
  if (consentCookieValue === undefined) {
    const out = 'bench/.out/consent-cookie.mjs';
    await build({ entryPoints: ['demo/cmp/consent-cookie.ts'], bundle: true, format: 'esm', platform: 'neutral', outfile: out, logLevel: 'warning' });
    const { choiceString } = await import(new URL(`../${out}`, import.meta.url).href);
    consentCookieValue = choiceString([], Date.now()).tcString;
  }
  await context.addCookies([{ name: 'euconsent-v2', value: consentCookieValue, url: origin, sameSite: 'Lax' }]);
}
