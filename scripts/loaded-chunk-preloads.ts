import type { Plugin, Rolldown } from 'vite';

type ResolveDependencies = (filename: string, deps: string[], context: { hostId: string; hostType: 'html' | 'js' }) => string[];

/** A chunk's file name and every chunk it imports statically, each once. */
function staticClosure(bundle: Rolldown.OutputBundle, fileName: string, out = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (out.has(fileName) || chunk?.type !== 'chunk') return out;
  out.add(fileName);
  for (const imported of chunk.imports) staticClosure(bundle, imported, out);
  return out;
}

/**
 * The chunks in the page before any lazy chunk runs: every entry's static
 * closure, held by all entries. An entry that `isLoader` names (its facade
 * module's id) is not a page's own: it imports another entry before
 * anything lazy runs (the boot of a server-drawn page), so it is left out.
 */
export function chunksEveryPageLoads(bundle: Rolldown.OutputBundle, isLoader: (id: string) => boolean = () => false): Set<string> {
  let common: Set<string> | undefined;
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || !chunk.isEntry || (chunk.facadeModuleId !== null && isLoader(chunk.facadeModuleId))) continue;
    const closure = staticClosure(bundle, chunk.fileName);
    common = common === undefined ? closure : new Set([...common].filter((file) => closure.has(file)));
  }
  return common ?? new Set();
}

/**
 * Vite's preload helper adds a `<link rel="modulepreload">` for each chunk a
 * lazy chunk imports, and looks only at the page's `<link>`s to tell what it
 * has: the entry chunk, which the page's `<script type="module">` loaded, gets
 * a link too when a lazy chunk imports from it. Firefox fires an `error` event
 * at a modulepreload of a module it already has, which every error monitor
 * would count once per page view. What the entries load statically is in the
 * page before any lazy chunk runs, so lazy chunks never list it for preload;
 * the HTML's own preloads (hints for the entry's imports) stay.
 *
 * Nor does a lazy chunk preload itself. The helper adds its link and calls
 * `import()` a microtask later; on a busy main thread Firefox has not begun
 * the link's fetch by then, finds the module already fetching, and fires
 * `error` at the link. The `import()` fetches the chunk at once anyway; the
 * chunks it imports are still preloaded, and their links are in well before
 * the chunk has arrived and asks for them.
 *
 * Nor is a chunk preloaded that an entry imports lazily by itself (the
 * element chunks the entry defines on first use of their tag, as soon as the
 * tag is in the document): that `import()` may be fetching it at the moment
 * another lazy chunk's preloads are added, and Firefox fires `error` at a
 * link to a module already fetching. A chunk that imports it fetches it
 * after its own arrival instead, one round trip later.
 *
 * `plugin` reads the bundle before Vite writes the preload lists, and
 * `resolveDependencies` goes in `build.modulePreload`.
 */
export function loadedChunkPreloads(isLoader?: (id: string) => boolean): { plugin: Plugin; resolveDependencies: ResolveDependencies } {
  let loaded = new Set<string>();
  let importedByEntries = new Set<string>();
  return {
    plugin: {
      name: 'tf:loaded-chunk-preloads',
      apply: 'build',
      generateBundle: {
        order: 'pre',
        handler(_options, bundle) {
          loaded = chunksEveryPageLoads(bundle, isLoader);
          importedByEntries = new Set(Object.values(bundle).flatMap((chunk) => (chunk.type === 'chunk' && chunk.isEntry ? chunk.dynamicImports : [])));
        },
      },
    },
    resolveDependencies: (filename, deps, { hostType }) =>
      (hostType === 'js' ? deps.filter((dep) => dep !== filename && !loaded.has(dep) && !importedByEntries.has(dep)) : deps),
  };
}
