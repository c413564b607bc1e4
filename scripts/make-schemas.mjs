// A build step: the JSON Schema of the manifest answer, generated from the
// TypeScript interfaces the runtime reads manifests as (`Manifest`, `Zone`
// and what they use, in runtime/types.ts), so the schema a content team
// validates against cannot drift from the reader's own types. Written to
// dist/schemas/ (the package's `./schemas/*`) and beside the demo site, which
// serves it for the formats guide.
//
// Only the shapes those interfaces use are translated: string, number,
// boolean, unknown, literal unions, arrays, `Record<string, T>`, inline
// object types with an index signature, and references to other interfaces
// of the same file. Anything else fails the build instead of guessing.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

export const SCHEMA_FILE = 'manifest.schema.json';
const SCHEMA_ID = 'https://laughtrack.example/schemas/manifest.schema.json';

/** The JSDoc text of a declaration, when it has one. */
function docOf(node) {
  const text = (node.jsDoc ?? []).map((doc) => (typeof doc.comment === 'string' ? doc.comment : '')).join('\n').trim();
  return text === '' ? {} : { description: text.replace(/\s+/g, ' ') };
}

/** One object type (an interface or an inline type literal) as a schema. */
function objectSchema(members, toSchema) {
  const properties = {};
  const required = [];
  // Fields the interface does not name are allowed (the runtime ignores them) unless an index signature types them.
  let additional;
  for (const member of members) {
    if (ts.isIndexSignatureDeclaration(member)) {
      additional = toSchema(member.type);
    } else if (ts.isPropertySignature(member) && member.type) {
      const name = member.name.getText();
      properties[name] = { ...toSchema(member.type), ...docOf(member) };
      if (!member.questionToken) required.push(name);
    } else {
      throw new Error(`make-schemas: a member the schema cannot say: ${member.getText()}`);
    }
  }
  return { type: 'object', properties, ...(required.length ? { required } : {}), ...(additional ? { additionalProperties: additional } : {}) };
}

/** The definitions of the interface `root` and of every interface it reaches, from the source of runtime/types.ts. */
export function schemaOf(source, root) {
  const file = ts.createSourceFile('types.ts', source, ts.ScriptTarget.Latest, true);
  const interfaces = new Map(file.statements.filter(ts.isInterfaceDeclaration).map((node) => [node.name.text, node]));
  const definitions = {};
  const define = (name) => {
    if (name in definitions) return;
    const node = interfaces.get(name);
    if (!node) throw new Error(`make-schemas: no interface ${name} in runtime/types.ts`);
    definitions[name] = {};
    definitions[name] = { ...objectSchema(node.members, toSchema), ...docOf(node) };
  };
  function toSchema(type) {
    switch (type.kind) {
      case ts.SyntaxKind.StringKeyword: return { type: 'string' };
      case ts.SyntaxKind.NumberKeyword: return { type: 'number' };
      case ts.SyntaxKind.BooleanKeyword: return { type: 'boolean' };
      case ts.SyntaxKind.UnknownKeyword: return {};
      default: break;
    }
    if (ts.isLiteralTypeNode(type)) {
      if (type.literal.kind === ts.SyntaxKind.FalseKeyword) return { const: false };
      if (type.literal.kind === ts.SyntaxKind.TrueKeyword) return { const: true };
      if (ts.isStringLiteral(type.literal) || ts.isNumericLiteral(type.literal)) return { const: JSON.parse(type.literal.getText().replace(/^'|'$/g, '"')) };
    }
    if (ts.isUnionTypeNode(type)) return { anyOf: type.types.map(toSchema) };
    if (ts.isArrayTypeNode(type)) return { type: 'array', items: toSchema(type.elementType) };
    if (ts.isTypeLiteralNode(type)) return objectSchema(type.members, toSchema);
    if (ts.isTypeReferenceNode(type)) {
      const name = type.typeName.getText();
      if (name === 'Record' && type.typeArguments?.[0]?.kind === ts.SyntaxKind.StringKeyword) {
        return { type: 'object', additionalProperties: toSchema(type.typeArguments[1]) };
      }
      define(name);
      return { $ref: `#/definitions/${name}` };
    }
    throw new Error(`make-schemas: a type the schema cannot say: ${type.getText()}`);
  }
  define(root);
  return definitions;
}

/**
 * The manifest answer: `{"manifest": {...}}` for a page the runtime draws,
 * `{"manifest": false}` for one the browser loads itself.
 */
export function manifestAnswerSchema(source) {
  const definitions = schemaOf(source, 'Manifest');
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: SCHEMA_ID,
    title: 'Triforce manifest answer',
    description: 'What GET {manifest-src}?url={page URL} answers. The runtime reads more leniently than this (a field of the wrong type is ignored where it is used); a content server should send exactly this.',
    type: 'object',
    properties: { manifest: { anyOf: [{ $ref: '#/definitions/Manifest' }, { const: false }] } },
    required: ['manifest'],
    definitions,
  };
}

function main() {
  const repo = fileURLToPath(new URL('..', import.meta.url));
  const schema = `${JSON.stringify(manifestAnswerSchema(readFileSync(join(repo, 'runtime', 'types.ts'), 'utf8')), null, 2)}\n`;
  for (const dir of [join(repo, 'dist', 'schemas'), join(repo, 'dist', 'demo', 'schemas')]) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, SCHEMA_FILE), schema);
  }
  console.log(`make-schemas: dist/schemas/${SCHEMA_FILE}, dist/demo/schemas/${SCHEMA_FILE}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
