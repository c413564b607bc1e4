/**
 * `node dist/server.mjs` (bundled by demo/server/build.mjs): serves the built
 * site beside it, `dist/demo/`, on `HOST` (default 127.0.0.1) and `PORT`
 * (default 5173), prints the URL, then one line per request (request-log.ts).
 * Imported instead of run, it only exports `createServer`, so tests start
 * the same bundle on port 0.
 */
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createServer } from './app.js';

export { createServer, type ServerOptions } from './app.js';

async function main(): Promise<void> {
  const host = process.env.HOST || '127.0.0.1';
  const port = Number(process.env.PORT || 5173);
  const app = await createServer({
    root: fileURLToPath(new URL('./demo/', import.meta.url)),
    trustProxy: process.env.TRUST_PROXY === '1',
    // One line per request on standard output, where a host's log collector reads it.
    requestLog: (line) => void process.stdout.write(`${line}\n`),
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close().then(() => process.exit(0)));
  await app.listen({ host, port });
  const address = app.server.address();
  const shown = typeof address === 'object' && address ? address.port : port;
  console.log(`Laugh Track Network demo: http://${host.includes(':') ? `[${host}]` : host}:${shown}/`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
