// The package as another team gets it, after `npm run build`: `npm pack`
// into a scratch folder outside the repository, the tarball unpacked into a
// scratch app's node_modules, its dependencies (and React, its optional
// peer) linked from this checkout's node_modules so nothing is downloaded,
// then a TypeScript app that imports `.`, a standalone element, an element's
// class and a React wrapper is type-checked with the app's own tsconfig
// (wrong attributes, props and event details must fail it) and bundled.
// Run: npm run build && node --test test/pack/   (scripts/test.mjs runs it after the build)
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const pkg = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8'));

/** The app's sources: one that must type-check, and files that must each fail with the error named. */
const GOOD = `import { lazyElements, TfImage, type Manifest } from '${pkg.name}';
import '${pkg.name}/elements/tf-carousel';
import { TfCarousel } from '${pkg.name}/components/tf-carousel';
import { TfCarousel as Carousel } from '${pkg.name}/react/tf-carousel';
import type {} from '${pkg.name}/jsx';

const carousel: TfCarousel = document.createElement('tf-carousel');
carousel.autoplay = '3000';
carousel.addEventListener('tf:select', (event) => console.log(event.detail.index + 1));
document.addEventListener('tf:pageready', (event) => console.log(event.detail.url.length));
const image: TfImage | null = document.querySelector('tf-image');
export const manifests: Manifest[] = [];
export const found = [carousel, image, lazyElements, TfCarousel.name];
export const wrapped = <Carousel autoplay="3000" dots onSelect={(event) => console.log(event.detail.index + 1)} />;
export const intrinsic = <tf-carousel dots autoplay="3000" ontf:select={(event) => console.log(event.detail.index + 1)} />;
`;
const BAD = {
  'bad-attribute.tsx': [`import type {} from '${pkg.name}/jsx';\nexport const bad = <tf-carousel autoplayy="3000" />;\n`, 'TS2322'],
  'bad-attribute-type.tsx': [`import type {} from '${pkg.name}/jsx';\nexport const bad = <tf-carousel dots="yes" />;\n`, 'TS2322'],
  'bad-detail.ts': [`import '${pkg.name}/elements/tf-carousel';\ndocument.createElement('tf-carousel').addEventListener('tf:select', (event) => { const index: string = event.detail.index; console.log(index); });\n`, 'TS2322'],
  'bad-react-prop.tsx': [`import { TfCarousel } from '${pkg.name}/react/tf-carousel';\nexport const bad = <TfCarousel onSelect={(event) => { const index: string = event.detail.index; console.log(index); }} />;\n`, 'TS2322'],
  'bad-export.ts': [`import { TfNothing } from '${pkg.name}';\nconsole.log(TfNothing);\n`, 'TS2305'],
};

/** What the app needs installed: the package's dependencies and peers, and React's types. */
const LINKED = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies ?? {}), '@types/react', '@types/react-dom'];

describe('the packed package, installed in an app', () => {
  let dir;
  let app;
  let packed;
  let typeCheck;

  before(() => {
    assert.ok(existsSync(join(repo, 'dist', 'types', 'elements', 'index.d.ts')), 'run `npm run build` first');
    dir = mkdtempSync(join(tmpdir(), 'tf-pack-'));
    [packed] = JSON.parse(execFileSync('npm', ['pack', '--pack-destination', dir, '--ignore-scripts', '--json', '--loglevel=error'], { cwd: repo, encoding: 'utf8' }));
    app = join(dir, 'app');
    const installed = join(app, 'node_modules', ...pkg.name.split('/'));
    mkdirSync(dirname(installed), { recursive: true });
    execFileSync('tar', ['-xzf', join(dir, packed.filename), '-C', dir]);
    renameSync(join(dir, 'package'), installed);
    for (const name of LINKED) {
      const link = join(app, 'node_modules', ...name.split('/'));
      mkdirSync(dirname(link), { recursive: true });
      symlinkSync(join(repo, 'node_modules', ...name.split('/')), link, 'dir');
    }
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'scratch-app', private: true, type: 'module', dependencies: { [pkg.name]: `file:../${packed.filename}` } }));
    writeFileSync(join(app, 'tsconfig.json'), JSON.stringify({ compilerOptions: {
      target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', lib: ['ES2023', 'DOM', 'DOM.Iterable'], jsx: 'react-jsx',
      strict: true, noEmit: true, types: [],
    }, include: ['*.ts', '*.tsx'] }));
    writeFileSync(join(app, 'good.tsx'), GOOD);
    for (const [file, [text]] of Object.entries(BAD)) writeFileSync(join(app, file), text);
    const tsc = spawnSync(process.execPath, [join(repo, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.json', '--pretty', 'false'], { cwd: app, encoding: 'utf8' });
    typeCheck = tsc.stdout;
  });
  after(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('ships the built files and nothing of the sources, tests or demo', () => {
    const files = packed.files.map((file) => file.path);
    for (const file of ['package.json', 'LICENSE', 'README.md', 'CHANGELOG.md', 'dist/tf.js', 'dist/custom-elements.json', 'dist/types/jsx.d.ts',
      'dist/vscode.html-custom-data.json', 'dist/web-types.json', 'dist/schemas/manifest.schema.json', 'dist/elements/tf-carousel.js', 'dist/components/tf-carousel.js', 'dist/react/tf-carousel.js']) {
      assert.ok(files.includes(file), file);
    }
    for (const file of files) {
      assert.doesNotMatch(file, /^(test|e2e|demo|runtime|islands|elements|server|scripts|bench)\//, file);
      assert.doesNotMatch(file, /^dist\/(demo|server)/, file);
      assert.ok(!file.endsWith('.ts') || file.endsWith('.d.ts'), file);
    }
  });

  it('names a file that exists for every export', () => {
    const installed = join(app, 'node_modules', ...pkg.name.split('/'));
    for (const [key, target] of Object.entries(pkg.exports)) {
      for (const file of typeof target === 'string' ? [target] : Object.values(target)) assert.ok(existsSync(join(installed, file)), `${key}: ${file}`);
    }
  });

  it('type-checks an app importing the runtime, an element, its class and its React wrapper', () => {
    const errors = typeCheck.split('\n').filter((line) => line.startsWith('good.tsx'));
    assert.deepEqual(errors, []);
  });

  for (const [file, [, code]] of Object.entries(BAD)) {
    it(`fails the type check of ${file}`, () => {
      const errors = typeCheck.split('\n').filter((line) => line.startsWith(`${file}(`));
      assert.ok(errors.some((line) => line.includes(`error ${code}`)), `${file}: ${code} expected, got:\n${errors.join('\n') || typeCheck}`);
    });
  }

  it('bundles the app, the runtime with its lazy chunks included', async () => {
    const result = await esbuild.build({
      absWorkingDir: app, entryPoints: ['good.tsx'], bundle: true, format: 'esm', splitting: true, outdir: 'out',
      jsx: 'automatic', platform: 'browser', target: 'es2022', minify: true, logLevel: 'silent', metafile: true,
      define: { 'process.env.NODE_ENV': '"production"' },
    });
    assert.deepEqual(result.errors, []);
    const inputs = Object.keys(result.metafile.inputs);
    assert.ok(inputs.some((input) => input.endsWith(`${pkg.name}/dist/tf.js`)), 'the runtime is bundled');
    assert.ok(inputs.some((input) => input.includes(`${pkg.name}/dist/react/tf-carousel.js`)), 'the React wrapper is bundled');
    const code = Object.keys(result.metafile.outputs).map((file) => readFileSync(join(app, file), 'utf8')).join('\n');
    assert.match(code, new RegExp(`["'\`]${pkg.version.replaceAll('.', '\\.')}["'\`]`), 'the build carries its version (window.Triforce.version)');
  });
});
