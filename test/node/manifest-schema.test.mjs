// The manifest answer's JSON Schema (scripts/make-schemas.mjs, generated
// from runtime/types.ts): every manifest the demo's content server answers
// is valid under it, and the runtime's own reader accepts each; answers the
// reader refuses are invalid under it too.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { manifestAnswerSchema, schemaOf } from '../../scripts/make-schemas.mjs';

const repo = join(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
const load = async (path) => (await runnerImport(join(repo, path), { configFile: false, root: repo, logLevel: 'silent' })).module;
const schema = manifestAnswerSchema(readFileSync(join(repo, 'runtime', 'types.ts'), 'utf8'));

const TYPES = {
  object: (v) => typeof v === 'object' && v !== null && !Array.isArray(v),
  array: Array.isArray,
  string: (v) => typeof v === 'string',
  number: (v) => typeof v === 'number' && Number.isFinite(v),
  boolean: (v) => typeof v === 'boolean',
};

/**
 * The problems of `value` under `node`, as `path: what`. The subset of JSON
 * Schema the generator writes: type, const, anyOf, $ref, properties,
 * required, additionalProperties and items.
 */
function problems(value, node, path = '$') {
  if (node.$ref) return problems(value, schema.definitions[node.$ref.replace('#/definitions/', '')], path);
  if ('const' in node && value !== node.const) return [`${path}: not ${JSON.stringify(node.const)}`];
  if (node.anyOf) return node.anyOf.some((option) => problems(value, option, path).length === 0) ? [] : [`${path}: matches no option`];
  if (node.type && !TYPES[node.type](value)) return [`${path}: not a ${node.type}`];
  const found = [];
  if (node.type === 'object') {
    for (const key of node.required ?? []) if (!(key in value)) found.push(`${path}.${key}: missing`);
    for (const [key, item] of Object.entries(value)) {
      const rule = node.properties?.[key] ?? (typeof node.additionalProperties === 'object' ? node.additionalProperties : undefined);
      if (rule) found.push(...problems(item, rule, `${path}.${key}`));
    }
  }
  if (node.type === 'array') value.forEach((item, i) => found.push(...problems(item, node.items, `${path}[${i}]`)));
  return found;
}

describe('the manifest answer schema', () => {
  it('is generated from the reader\'s types: every field of Manifest and Zone, the required ones required', () => {
    assert.deepEqual(schema.definitions.Manifest.required, ['zones']);
    assert.deepEqual(schema.definitions.Zone.required, ['zone']);
    assert.deepEqual(schema.definitions.Manifest.properties.zones, { type: 'object', additionalProperties: { $ref: '#/definitions/Zone' }, description: schema.definitions.Manifest.properties.zones.description });
    assert.deepEqual(schema.definitions.Zone.properties.priority.type, 'number');
    assert.ok(schema.definitions.Zone.properties.driver.description.length > 0, 'descriptions come from the JSDoc');
  });

  it('fails the build on a type it cannot say, instead of guessing', () => {
    assert.throws(() => schemaOf('export interface Manifest { zones: Map<string, string> }', 'Manifest'), /no interface Map/);
    assert.throws(() => schemaOf('export interface Manifest { when: () => void }', 'Manifest'), /cannot say/);
  });

  it('holds every manifest the demo answers, and the runtime reads each as a page', async () => {
    const { pages } = await load('demo/content/pages.ts');
    const { parseManifestAnswer } = await load('runtime/assembly/manifest-client.ts');
    let checked = 0;
    for (const [path, source] of Object.entries(pages)) {
      const url = new URL(path.replace('/*', '/the-printer-has-unionized'), 'https://laughtrack.example');
      if (path === '/search') url.searchParams.set('keywords', 'desk');
      const manifest = typeof source === 'function' ? source(url) : source;
      const answer = JSON.parse(JSON.stringify({ manifest }));
      assert.deepEqual(problems(answer, schema), [], path);
      assert.deepEqual(parseManifestAnswer(answer), answer, path);
      checked += 1;
    }
    assert.ok(checked > 30, `${checked} pages`);
  });

  it('refuses what the reader refuses', async () => {
    const { parseManifestAnswer } = await load('runtime/assembly/manifest-client.ts');
    for (const answer of [{}, { manifest: 'page' }, { manifest: true }, { manifest: [] }, []]) {
      assert.notDeepEqual(problems(answer, schema), [], JSON.stringify(answer));
      assert.equal(parseManifestAnswer(answer).manifest, null, JSON.stringify(answer));
    }
  });

  it('names the field of a wrong type', () => {
    const answer = { manifest: { title: 7, zones: { t1_1c: { zone: 't1_1c', priority: 'first', libraries: [{ hash: 'x' }] } } } };
    assert.deepEqual(problems(answer, schema), [
      '$.manifest: matches no option',
    ]);
    assert.deepEqual(problems(answer.manifest, { $ref: '#/definitions/Manifest' }, '$.manifest'), [
      '$.manifest.title: not a string',
      '$.manifest.zones.t1_1c.priority: not a number',
      '$.manifest.zones.t1_1c.libraries[0].script: missing',
    ]);
  });
});
