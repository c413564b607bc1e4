// The islands' styles as stylesheet files, for pages the server draws: a
// server-drawn island must be styled before any script runs, and the strict
// CSP (`style-src 'self'`) allows no inline `<style>`. The CSS is the very
// strings the browser adopts by script: each island module's (and
// `<tf-page>`'s) `adoptStyles('id', importedCss)` call is found in its
// source, the imported string evaluated here, in Node, and written out.
// Plain JavaScript on purpose: it runs in the build before anything is
// compiled (demo/server/build.mjs).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import ts from 'typescript';

const repo = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** Light-DOM styles outside the islands that a server-drawn page shows before its script runs: the page layout. */
export const PAGE_STYLE_MODULES = [join(repo, 'elements', 'tf-page', 'tf-page.component.ts')];
/**
 * The `:not(:defined)` boxes of the lazily defined elements (an island's
 * carousel or collapsible before it upgrades, or with no script at all),
 * under the id lazy-elements.ts reads from the link.
 */
const LAZY_TAGS_MODULE = join(repo, 'elements', 'shared', 'lazy-tags.ts');
const LAZY_ELEMENTS_MODULE = join(repo, 'elements', 'shared', 'lazy-elements.ts');
/**
 * The boxes zones hold while their islands load, under the id reservations.ts
 * adopts them by: written by a function, not imported, so named here. Without
 * them in the sheet every loading zone of a server-drawn page grows to its
 * box only when the script starts, moving all below it.
 */
const RESERVATIONS_MODULE = join(repo, 'islands', 'reservations.ts');
const RESERVATIONS_ID = 'tf-zone-reservations';

/** Where the server finds what this wrote, beside Vite's manifest (not served). */
export const ISLAND_STYLES_MANIFEST = join('.vite', 'island-styles.json');

/** `./x.js` as TypeScript resolves it: the .ts or .tsx file beside the named .js. */
function resolveSource(from, specifier) {
  const stem = join(dirname(from), specifier).replace(/\.js$/, '');
  for (const ext of ['.ts', '.tsx', '.js']) {
    try {
      readFileSync(stem + ext);
      return stem + ext;
    } catch { /* next */ }
  }
  throw new Error(`${from}: cannot resolve ${specifier}`);
}

/**
 * The `adoptStyles('id', css)` calls of the module `file`, each as
 * `{ id, module, name }`: the id, and the module and export name the CSS
 * string is imported from. A call whose CSS is not an imported name is a
 * build error: its rules could not be written out.
 */
export function adoptCalls(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
  const imports = new Map();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !statement.importClause?.namedBindings || !ts.isNamedImports(statement.importClause.namedBindings)) continue;
    const specifier = statement.moduleSpecifier.text;
    for (const element of statement.importClause.namedBindings.elements) {
      imports.set(element.name.text, { specifier, name: (element.propertyName ?? element.name).text });
    }
  }
  const calls = [];
  const visit = (node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'adoptStyles') {
      const [id, css] = node.arguments;
      const imported = css && ts.isIdentifier(css) ? imports.get(css.text) : undefined;
      if (!id || !ts.isStringLiteral(id) || !imported || !imported.specifier.startsWith('.')) {
        throw new Error(`${file}: adoptStyles needs a literal id and a CSS string imported from a module of the repository`);
      }
      calls.push({ id: id.text, module: resolveSource(file, imported.specifier), name: imported.name });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return calls;
}

/**
 * Evaluates, in Node, the exports `wanted` (`[{ key, module, name }]`): one
 * bundle of the modules (dynamic imports left out: nothing here loads code),
 * run once. Returns key → value.
 */
async function evaluateExports(wanted) {
  const lines = wanted.map(({ module, name }, i) => `import { ${name} as v${i} } from ${JSON.stringify(module)};`);
  lines.push(`module.exports = [${wanted.map((_, i) => `v${i}`).join(', ')}];`);
  const { outputFiles } = await esbuild.build({
    stdin: { contents: lines.join('\n'), resolveDir: repo, loader: 'js' },
    bundle: true, write: false, format: 'cjs', platform: 'neutral', target: 'es2022', logLevel: 'silent',
    plugins: [{ name: 'no-dynamic-imports', setup(build) {
      build.onResolve({ filter: /.*/ }, (args) => (args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined));
    } }],
  });
  const module = { exports: [] };
  new Function('module', 'exports', 'require', outputFiles[0].text)(module, module.exports, (specifier) => {
    throw new Error(`a style module imports ${specifier} at load`);
  });
  return Object.fromEntries(wanted.map(({ key }, i) => [key, module.exports[i]]));
}

/**
 * Every sheet's CSS by id, in a stable order, with the drivers each island's
 * id belongs to: `{ css: { id: text }, drivers: { driver: [id] } }`.
 * `islandFiles` is driver → the island module's path.
 */
export async function collectStyles(islandFiles) {
  const calls = new Map();
  const drivers = {};
  for (const [driver, file] of Object.entries(islandFiles)) {
    const found = adoptCalls(file);
    if (found.length === 0) throw new Error(`${file}: the island of ${driver} adopts no styles`);
    drivers[driver] = found.map((call) => call.id);
    for (const call of found) calls.set(call.id, call);
  }
  for (const file of PAGE_STYLE_MODULES) for (const call of adoptCalls(file)) calls.set(call.id, call);
  const wanted = [...calls.values()].map((call) => ({ key: call.id, module: call.module, name: call.name }));
  wanted.push({ key: ' lazyTags', module: LAZY_TAGS_MODULE, name: 'lazyTags' }, { key: ' pendingId', module: LAZY_ELEMENTS_MODULE, name: 'PENDING_STYLE_ID' },
    { key: ' reservations', module: RESERVATIONS_MODULE, name: 'reservationCss' });
  const { ' lazyTags': lazyTags, ' pendingId': pendingId, ' reservations': reservations, ...values } = await evaluateExports(wanted);
  values[pendingId] = Object.values(lazyTags).map((element) => element.pending).filter(Boolean).join('\n');
  values[RESERVATIONS_ID] = reservations();
  const css = {};
  for (const id of Object.keys(values).sort()) {
    if (typeof values[id] !== 'string' || values[id].trim() === '') throw new Error(`styles ${id}: not a CSS string`);
    css[id] = values[id].trim() + '\n';
  }
  return { css, drivers };
}

const hashOf = (text) => createHash('sha256').update(text).digest('base64url').replace(/[-_]/g, '').slice(0, 10);

/**
 * One id's rules as the sheet holds them: minified (whitespace and comments,
 * about a seventh of the gzipped bytes), never lowered for older engines, so
 * the rules are the ones the browser adopts by script.
 */
export async function minifyCss(text) {
  return (await esbuild.transform(text, { loader: 'css', minify: true, logLevel: 'silent' })).code;
}

/** One sheet holding every id's rules, each minified, in id order. */
export async function siteSheet(css) {
  const parts = [];
  for (const text of Object.values(css)) parts.push(await minifyCss(text));
  return parts.join('');
}

/**
 * Writes the site sheet into `siteDir`'s `assets/` (content-hashed, so the
 * server's caching of hashed assets keeps it a year) and the facts the
 * server reads (server/styles.ts), `{ href, ids, drivers }`: the sheet's
 * address, the ids it holds (the islands', the page layout's and the lazy
 * elements' boxes), and each island driver's ids.
 */
export async function writeIslandStyles(siteDir, islandFiles) {
  const { css, drivers } = await collectStyles(islandFiles);
  const text = await siteSheet(css);
  const file = `assets/island-styles-${hashOf(text)}.css`;
  mkdirSync(join(siteDir, 'assets'), { recursive: true });
  writeFileSync(join(siteDir, file), text);
  const facts = { href: `/${file}`, ids: Object.keys(css), drivers };
  mkdirSync(dirname(join(siteDir, ISLAND_STYLES_MANIFEST)), { recursive: true });
  writeFileSync(join(siteDir, ISLAND_STYLES_MANIFEST), JSON.stringify(facts));
  return facts;
}
