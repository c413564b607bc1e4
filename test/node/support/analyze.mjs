// The Custom Elements Manifest as `npm run build` generates it: the analyzer
// run with the project's own config, written nowhere. Shared by the node tests
// of the manifest itself and of the React wrappers generated from it.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cli } from '@custom-elements-manifest/analyzer/cli.js';

export const repo = join(fileURLToPath(new URL('.', import.meta.url)), '..', '..', '..');

let analyzed;

/** The manifest, analyzed once per test process (a few seconds each time); every caller gets its own copy. */
export async function analyzeElements() {
  analyzed ??= cli({ argv: ['analyze', '--config', 'custom-elements-manifest.config.mjs', '--quiet'], cwd: repo, noWrite: true });
  return globalThis.structuredClone(await analyzed);
}
