// The layer table of ARCHITECTURE.md, held against every import of the
// product code: the table is the rule, this test reads both and fails on an
// import the table does not allow, a product file no row covers, or a row
// that names a path that does not exist. Run: node --test test/node/
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const PRODUCT = ['runtime', 'elements', 'islands', 'server'];

/**
 * Rows of the table that follows the `<!-- layers -->` marker: the first
 * cell names a folder (ending in `/`) or a file, the second the paths it may
 * import, each in backticks. A file belongs to the longest row naming it.
 */
function readLayerTable(markdown) {
  const start = markdown.indexOf('<!-- layers -->');
  assert.ok(start >= 0, 'ARCHITECTURE.md has a <!-- layers --> table');
  const rows = [];
  for (const line of markdown.slice(start).split('\n').slice(1)) {
    if (!line.startsWith('|')) {
      if (rows.length > 0) break;
      continue;
    }
    const cells = line.split('|').slice(1, -1).map((cell) => cell.trim());
    const ticked = (cell) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
    const [layer] = ticked(cells[0] ?? '');
    if (!layer) continue;
    rows.push({ layer, mayImport: ticked(cells[1] ?? '') });
  }
  return rows;
}

const rowOf = (rows, file) =>
  rows.filter((row) => file === row.layer || (row.layer.endsWith('/') && file.startsWith(row.layer)))
    .sort((a, b) => b.layer.length - a.layer.length)[0];

function productFiles() {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', ...PRODUCT], { cwd: repo, encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.(ts|tsx)$/.test(file) && existsSync(join(repo, file)));
}

/** Relative imports, static, re-exported and dynamic, type-only ones included: a type is a dependency too. */
function importsOf(file) {
  const source = readFileSync(join(repo, file), 'utf8');
  const found = [];
  for (const match of source.matchAll(/(?:^|\n)\s*(?:import|export)\s[^'";]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g)) {
    const target = normalize(join(dirname(file), match[1] ?? match[2]));
    const candidates = [target, target.replace(/\.js$/, '.ts'), target.replace(/\.js$/, '.tsx'), target.replace(/\.js$/, '.d.ts')];
    found.push(candidates.find((candidate) => existsSync(join(repo, candidate))) ?? target);
  }
  return found;
}

const rows = readLayerTable(readFileSync(join(repo, 'ARCHITECTURE.md'), 'utf8'));

describe('the layer table of ARCHITECTURE.md', () => {
  it('names only paths that exist', () => {
    const missing = rows.flatMap((row) => [row.layer, ...row.mayImport]).filter((path) => !existsSync(join(repo, path)));
    assert.deepEqual([...new Set(missing)], []);
  });

  it('covers every product file', () => {
    const uncovered = productFiles().filter((file) => !rowOf(rows, file));
    assert.deepEqual(uncovered, []);
  });

  it('allows every import the product code makes', () => {
    const refused = [];
    for (const file of productFiles()) {
      const row = rowOf(rows, file);
      if (!row) continue;
      for (const target of importsOf(file)) {
        const allowed = [row.layer, ...row.mayImport].some((path) => target === path || (path.endsWith('/') && target.startsWith(path)));
        if (!allowed) refused.push(`${file} → ${target} (row ${row.layer})`);
      }
    }
    assert.deepEqual(refused, []);
  });

  it('refuses an import the table does not list', () => {
    const table = readLayerTable('<!-- layers -->\n| layer | may import |\n| --- | --- |\n| `runtime/util/` | `runtime/constants.ts` |\n');
    assert.deepEqual(table, [{ layer: 'runtime/util/', mayImport: ['runtime/constants.ts'] }]);
    const row = rowOf(table, 'runtime/util/guards.ts');
    assert.equal(row.layer, 'runtime/util/');
    assert.equal(rowOf(table, 'runtime/visit.ts'), undefined);
  });
});
