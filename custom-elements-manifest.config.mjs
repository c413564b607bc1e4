import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Custom Elements Manifest of every element, written by
 * `npm run build` as `custom-elements.json` at the root; the build script
 * copies it into `dist/`, so this config has no side effects and
 * `test/node/custom-elements.test.mjs` can run it without touching `dist/`.
 * Each element's class lives in `elements/{tag}/{tag}.component.ts`
 * and documents itself with JSDoc (`@attr @fires @slot @csspart
 * @cssproperty`); Lit's `static properties` give the attributes and fields.
 * A new element folder is picked up by the file pattern alone.
 */

const COMPONENT_FILE = /(?:^|\/)elements\/([a-z][a-z0-9]*-[a-z0-9-]+)\/\1\.component\.ts$/;

/**
 * The tag is defined in the sibling `{tag}.ts` (through `defineElement`, which
 * the analyzer cannot follow), so it is read off the file name instead: the
 * one exported class of `{tag}.component.ts` is `<{tag}>`. An explicit `@tag`
 * in the class's JSDoc still wins.
 */
function tagFromFileName() {
  return {
    name: 'triforce-tag-from-file-name',
    moduleLinkPhase({ moduleDoc }) {
      const tag = COMPONENT_FILE.exec(moduleDoc.path)?.[1];
      if (!tag) return;
      const exported = new Set((moduleDoc.exports ?? []).filter((e) => e.kind === 'js').map((e) => e.declaration.name));
      const classes = (moduleDoc.declarations ?? []).filter((d) => d.kind === 'class' && exported.has(d.name));
      if (classes.length !== 1) return;
      const [element] = classes;
      element.tagName ||= tag;
      element.customElement = true;
      const defined = (moduleDoc.exports ?? []).some((e) => e.kind === 'custom-element-definition');
      if (!defined) {
        moduleDoc.exports.push({
          kind: 'custom-element-definition',
          name: element.tagName,
          declaration: { name: element.name, module: moduleDoc.path },
        });
      }
    },
  };
}

/**
 * The manifest lists the public surface only. Lit's analyzer plugin reads
 * `static properties` but not `state: true` (internal reactive state, no
 * attribute), so those lose the attribute it gave them and are marked
 * private; `#private` members are not reachable from outside and are dropped.
 */
function publicSurfaceOnly() {
  const states = new Map();
  return {
    name: 'triforce-public-surface-only',
    analyzePhase({ ts, node, moduleDoc }) {
      if (!ts.isClassDeclaration(node) || !node.name) return;
      const properties = node.members.find((m) => ts.isPropertyDeclaration(m) && m.name.getText() === 'properties' &&
        m.modifiers?.some((mod) => mod.kind === ts.SyntaxKind.StaticKeyword));
      const init = properties?.initializer;
      if (!init || !ts.isObjectLiteralExpression(init)) return;
      const names = init.properties.filter((p) => ts.isPropertyAssignment(p) && ts.isObjectLiteralExpression(p.initializer) &&
        p.initializer.properties.some((o) => ts.isPropertyAssignment(o) && o.name.getText() === 'state' &&
          o.initializer.kind === ts.SyntaxKind.TrueKeyword)).map((p) => p.name.getText());
      states.set(`${moduleDoc.path}#${node.name.getText()}`, new Set(names));
    },
    moduleLinkPhase({ moduleDoc }) {
      for (const declaration of moduleDoc.declarations ?? []) {
        if (declaration.kind !== 'class') continue;
        const internal = states.get(`${moduleDoc.path}#${declaration.name}`) ?? new Set();
        declaration.members = (declaration.members ?? []).filter((m) => !m.name.startsWith('#'));
        for (const member of declaration.members) {
          if (!internal.has(member.name)) continue;
          member.privacy = 'private';
          delete member.attribute;
          delete member.reflects;
        }
        declaration.attributes = (declaration.attributes ?? []).filter((a) => !internal.has(a.fieldName));
      }
    },
  };
}

/**
 * Defaults set from imported constants (`this.manifestSrc =
 * DEFAULT_MANIFEST_SRC`) would read as the constant's name; they are replaced
 * by its literal value when the constant is an exported literal of a project
 * file (`runtime/constants.ts`), so the manifest says what the default is.
 */
function importedConstantDefaults() {
  const byModule = new Map();
  function literalsOf(ts, file) {
    if (!existsSync(file)) return new Map();
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
    const found = new Map();
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement) || !statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
      for (const d of statement.declarationList.declarations) {
        const init = d.initializer;
        if (init && (ts.isStringLiteral(init) || ts.isNumericLiteral(init))) found.set(d.name.getText(), init.getText());
      }
    }
    return found;
  }
  return {
    name: 'triforce-imported-constant-defaults',
    analyzePhase({ ts, node, moduleDoc }) {
      if (!ts.isImportDeclaration(node) || !ts.isStringLiteral(node.moduleSpecifier)) return;
      const specifier = node.moduleSpecifier.text;
      const bindings = node.importClause?.namedBindings;
      if (!specifier.startsWith('.') || !bindings || !ts.isNamedImports(bindings)) return;
      const literals = literalsOf(ts, join(dirname(moduleDoc.path), specifier).replace(/\.js$/, '.ts'));
      const known = byModule.get(moduleDoc.path) ?? new Map();
      for (const element of bindings.elements) {
        const value = literals.get((element.propertyName ?? element.name).getText());
        if (value !== undefined) known.set(element.name.getText(), value);
      }
      byModule.set(moduleDoc.path, known);
    },
    moduleLinkPhase({ moduleDoc }) {
      const known = byModule.get(moduleDoc.path);
      if (!known) return;
      for (const declaration of moduleDoc.declarations ?? []) {
        for (const item of [...(declaration.members ?? []), ...(declaration.attributes ?? [])]) {
          if (known.has(item.default)) item.default = known.get(item.default);
        }
      }
    },
  };
}

/**
 * Every event's detail type, from where the event is declared once: the
 * `GlobalEventHandlersEventMap` entries of each element's `{tag}.events.ts`
 * and of runtime/events.ts. An event whose `@fires` tag names no type gets
 * the one TypeScript resolves for it there (`CustomEvent<{ index: number; }>`),
 * so the manifest, the editor data and the JSX types generated from it say
 * what `event.detail` holds. An event declared nowhere keeps no type (and
 * fails the React wrappers' type check).
 */
function eventDetailTypes() {
  return {
    name: 'triforce-event-detail-types',
    packageLinkPhase({ customElementsManifest }) {
      const untyped = customElementsManifest.modules.flatMap((m) => m.declarations ?? []).flatMap((d) => d.events ?? []).filter((e) => e.name && !e.type?.text);
      if (untyped.length === 0) return;
      const files = [join(root, 'elements', 'index.ts'), ...readdirSync(join(root, 'elements'))
        .map((tag) => join(root, 'elements', tag, `${tag}.events.ts`)).filter((file) => existsSync(file))];
      const program = ts.createProgram(files, { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'], types: [], skipLibCheck: true, noEmit: true, strict: true });
      const checker = program.getTypeChecker();
      const source = program.getSourceFile(files[0]);
      const map = checker.getSymbolsInScope(source, ts.SymbolFlags.Interface).find((symbol) => symbol.name === 'GlobalEventHandlersEventMap');
      if (!map) throw new Error('custom-elements manifest: no GlobalEventHandlersEventMap in scope of elements/index.ts');
      const mapType = checker.getDeclaredTypeOfSymbol(map);
      for (const event of untyped) {
        const property = checker.getPropertyOfType(mapType, event.name);
        if (!property) continue;
        const text = checker.typeToString(checker.getTypeOfSymbol(property), undefined, ts.TypeFormatFlags.NoTruncation);
        event.type = { text: text.replace(/^globalThis\./, '') };
      }
    },
  };
}

export default {
  globs: ['elements/**/*.component.ts'],
  exclude: ['**/*.test.ts', 'node_modules/**', 'dist/**'],
  outdir: '.',
  litelement: true,
  // package.json names the manifest itself ("customElements"); the analyzer
  // would otherwise rewrite package.json on every build.
  packagejson: false,
  plugins: [publicSurfaceOnly(), importedConstantDefaults(), tagFromFileName(), eventDetailTypes()],
};
