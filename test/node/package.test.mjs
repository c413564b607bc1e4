// The package as npm publishes it: package.json's fields and entries, the
// release dry run (scripts/release.mjs) and what the build ships beside the
// code (scripts/make-package-data.mjs). The tarball itself is installed and
// type-checked after the build by test/pack/.
// Run: node --test test/node/
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import { analyzeElements, repo } from './support/analyze.mjs';
import { nextVersion, releaseChangelog } from '../../scripts/release.mjs';
import { jsxDeclarations, shippedManifest, vscodeCustomData, webTypes } from '../../scripts/make-package-data.mjs';

const pkg = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8'));
const tags = readdirSync(join(repo, 'elements')).filter((tag) => existsSync(join(repo, 'elements', tag, `${tag}.component.ts`)));
const wrappers = readdirSync(join(repo, 'islands', 'shared', 'generated')).filter((file) => file.endsWith('.ts')).map((file) => file.slice(0, -3));

describe('package.json', () => {
  it('is publishable under the network\'s scope, with a license file and a supported Node line', () => {
    assert.match(pkg.name, /^@[a-z0-9-]+\/triforce$/);
    assert.equal(pkg.private, undefined);
    assert.match(pkg.version, /^\d+\.\d+\.\d+$/);
    assert.equal(pkg.license, 'MIT');
    assert.match(readFileSync(join(repo, 'LICENSE'), 'utf8'), /^MIT License/);
    assert.match(pkg.engines.node, /\^22\.\d+\.\d+ \|\| >=24/);
    assert.match(readFileSync(join(repo, 'CHANGELOG.md'), 'utf8'), /^## Unreleased$/m);
  });

  it('exports the runtime, each element standalone, each class alone, each React wrapper, each with its types', () => {
    const { exports } = pkg;
    assert.deepEqual(exports['.'], { types: './dist/types/elements/index.d.ts', default: './dist/tf.js' });
    for (const tag of tags) {
      assert.deepEqual(exports[`./components/${tag}`], { types: `./dist/types/elements/${tag}/${tag}.component.d.ts`, default: `./dist/components/${tag}.js` }, tag);
    }
    for (const tag of wrappers) {
      assert.deepEqual(exports[`./react/${tag}`], { types: `./dist/types/islands/shared/generated/${tag}.d.ts`, default: `./dist/react/${tag}.js` }, tag);
    }
    const standalone = Object.keys(exports).filter((key) => key.startsWith('./elements/')).map((key) => key.slice('./elements/'.length));
    const built = readFileSync(join(repo, 'scripts', 'standalone-elements.ts'), 'utf8');
    const declared = [...built.matchAll(/^ {2}'(tf-[a-z-]+)': '/gm)].map((m) => m[1]);
    assert.deepEqual(standalone.sort(), declared.sort(), 'one ./elements/ entry per standalone build');
    for (const key of ['./jsx', './custom-elements.json', './vscode.html-custom-data.json', './web-types.json', './schemas/manifest.schema.json']) assert.ok(exports[key], key);
    for (const [key, target] of Object.entries(exports)) {
      if (typeof target === 'object') assert.equal(Object.keys(target)[0], 'types', `${key}: "types" comes first`);
    }
  });

  it('ships only the built package: dist outputs, types, manifest, editor data, changelog', () => {
    for (const entry of pkg.files) assert.match(entry, /^(dist\/(tf\.js|chunks\/|elements\/|components\/|react\/|types\/|custom-elements\.json|vscode\.html-custom-data\.json|web-types\.json|schemas\/)|CHANGELOG\.md)$/);
    assert.ok(!pkg.files.some((entry) => entry.includes('demo') || entry.includes('server')));
    assert.ok(!pkg.sideEffects.some((entry) => entry.includes('components')), 'the class entries are side-effect free');
    assert.ok(pkg.sideEffects.includes('./dist/tf.js'));
    // The repository's own builds bundle the sources: without them listed, the demo's entry would be shaken away.
    for (const dir of ['elements', 'islands', 'runtime']) assert.ok(pkg.sideEffects.includes(`./${dir}/**`), dir);
  });

  it('has React as an optional peer, and the server\'s run-time packages as dependencies', () => {
    for (const name of ['react', 'react-dom']) {
      assert.ok(pkg.peerDependencies[name], name);
      assert.equal(pkg.peerDependenciesMeta[name]?.optional, true, name);
      assert.equal(pkg.dependencies[name], undefined, name);
    }
    for (const name of ['fastify', '@fastify/compress', '@fastify/static', 'msw', 'sharp', 'lit', '@lit/react']) assert.ok(pkg.dependencies[name], name);
  });
});

describe('the release dry run', () => {
  it('moves the version by patch, minor or major', () => {
    assert.equal(nextVersion('0.1.9', 'patch'), '0.1.10');
    assert.equal(nextVersion('0.1.9', 'minor'), '0.2.0');
    assert.equal(nextVersion('0.1.9', 'major'), '1.0.0');
    assert.throws(() => nextVersion('0.1.9', 'huge'), /patch, minor or major/);
  });

  it('moves the unreleased changes under the new version, and refuses a release of nothing', () => {
    const text = '# Changelog\n\n## Unreleased\n\n- A fix.\n\n## 0.1.0\n\n- First.\n';
    assert.equal(releaseChangelog(text, '0.1.1', '2026-11-28'), '# Changelog\n\n## Unreleased\n\n## 0.1.1 (2026-11-28)\n\n- A fix.\n\n## 0.1.0\n\n- First.\n');
    assert.throws(() => releaseChangelog('# Changelog\n\n## Unreleased\n\n## 0.1.0\n\n- First.\n', '0.1.1', '2026-11-28'), /nothing under/);
  });

  it('`npm run release` prints the next version and its section, and writes nothing', () => {
    const before = ['package.json', 'CHANGELOG.md'].map((file) => readFileSync(join(repo, file), 'utf8'));
    const out = execFileSync('npm', ['run', 'release', '--silent'], { cwd: repo, encoding: 'utf8' });
    assert.match(out, new RegExp(`${pkg.name.replace('/', '\\/')} ${pkg.version.replaceAll('.', '\\.')} → ${nextVersion(pkg.version, 'patch').replaceAll('.', '\\.')} \\(dry run`));
    assert.match(out, /npm pack would ship \d+ files/);
    assert.deepEqual(['package.json', 'CHANGELOG.md'].map((file) => readFileSync(join(repo, file), 'utf8')), before);
  });
});

describe('what the build ships beside the code', () => {
  let manifest;
  before(async () => {
    manifest = await analyzeElements();
  });

  it('a manifest whose paths are the shipped files, each one a package export', () => {
    const shipped = shippedManifest(manifest);
    const paths = JSON.stringify(shipped).match(/"(?:path|module)":"[^"]*"/g);
    assert.ok(paths.length > 0);
    const exported = new Set(Object.values(pkg.exports).map((target) => (typeof target === 'string' ? target : target.default)));
    for (const entry of paths) {
      const path = entry.split(':')[1].slice(1, -1);
      assert.match(path, /^dist\/components\/tf-[a-z-]+\.js$/);
      assert.ok(exported.has(`./${path}`), `${path} is exported`);
    }
  });

  it('React JSX types naming each tag, attribute and event of the manifest', () => {
    const text = jsxDeclarations(manifest);
    assert.match(text, /declare module 'react' \{\n {2}namespace JSX \{\n {4}interface IntrinsicElements \{/);
    for (const tag of tags) assert.match(text, new RegExp(`'${tag}': ElementProps<`), tag);
    assert.match(text, /'autoplay'\?: TfCarousel\['autoplay'\];/);
    assert.match(text, /'ontf:select'\?: \(event: GlobalEventHandlersEventMap\['tf:select'\]\) => void;/);
  });

  it('editor data for VS Code and JetBrains IDEs with every tag', () => {
    const vscode = vscodeCustomData(manifest);
    assert.equal(vscode.version, 1.1);
    assert.deepEqual(vscode.tags.map((t) => t.name).sort(), [...tags].sort());
    const carousel = vscode.tags.find((t) => t.name === 'tf-carousel');
    assert.ok(carousel.attributes.some((a) => a.name === 'autoplay' && a.description));
    const jetbrains = webTypes(manifest, pkg);
    const element = jetbrains.contributions.html.elements.find((e) => e.name === 'tf-carousel');
    assert.deepEqual(element.events.find((e) => e.name === 'tf:select').type, 'CustomEvent<{ index: number; }>');
    assert.equal(jetbrains.name, pkg.name);
  });
});
