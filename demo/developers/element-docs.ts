/**
 * The element gallery's reading of `custom-elements.json` (the analyzer's
 * schema, written by `npm run generate` from each element's JSDoc): every
 * custom element with its attributes, properties, slots, events, CSS parts
 * and custom properties, and the form control that can change each
 * attribute. Pure and tolerant: an entry of the wrong shape is left out,
 * never thrown on, so a hand-edited manifest cannot take the gallery down.
 */

export type Control =
  | { kind: 'checkbox' }
  | { kind: 'number' }
  | { kind: 'text' }
  | { kind: 'select'; options: string[] };

export interface AttributeDoc {
  name: string;
  type: string;
  description: string;
  default: string;
  control: Control;
}

export interface MemberDoc {
  name: string;
  type: string;
  description: string;
  readonly: boolean;
  attribute: string;
}

export interface NamedDoc {
  name: string;
  description: string;
}

export interface MethodDoc extends NamedDoc {
  /** Takes no parameter: the gallery offers a button that calls it. */
  callable: boolean;
}

export interface ElementDoc {
  tag: string;
  className: string;
  /** The first sentence of the description. */
  summary: string;
  description: string;
  /** The module that declares it, as the manifest names it. */
  path: string;
  attributes: AttributeDoc[];
  properties: MemberDoc[];
  methods: MethodDoc[];
  slots: NamedDoc[];
  events: NamedDoc[];
  cssParts: NamedDoc[];
  cssProperties: NamedDoc[];
}

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const records = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isRecord) : []);
const typeText = (value: unknown): string => (isRecord(value) ? text(value.text) : '');
/** Whitespace of the JSDoc source folded into single spaces. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/** The first sentence: up to the first `. ` (or the whole text). */
export function firstSentence(description: string): string {
  const flat = oneLine(description);
  const end = flat.search(/\.(\s|$)/);
  return end < 0 ? flat : flat.slice(0, end + 1);
}

/**
 * The control for an attribute of `type`: a checkbox for a boolean, a number
 * input for a number, a select for a union of string literals (plus an empty
 * choice when the attribute may be absent), and a text input otherwise.
 */
export function controlFor(type: string): Control {
  const parts = type.split('|').map((part) => part.trim()).filter(Boolean);
  const values = parts.filter((part) => part !== 'undefined' && part !== 'null');
  if (values.length === 1 && values[0] === 'boolean') return { kind: 'checkbox' };
  if (values.length === 1 && values[0] === 'number') return { kind: 'number' };
  const literals = values.map((part) => /^'([^']*)'$|^"([^"]*)"$/.exec(part)).filter((match) => match !== null);
  if (values.length > 0 && literals.length === values.length) {
    const options = literals.map((match) => match[1] ?? match[2] ?? '');
    return { kind: 'select', options: values.length < parts.length ? ['', ...options] : options };
  }
  return { kind: 'text' };
}

const named = (list: unknown): NamedDoc[] =>
  records(list).filter((entry) => typeof entry.name === 'string').map((entry) => ({ name: text(entry.name), description: oneLine(text(entry.description)) }));

function elementOf(declaration: Json, path: string): ElementDoc | undefined {
  const tag = text(declaration.tagName);
  if (!/^[a-z][a-z0-9]*-[a-z0-9-]*$/.test(tag)) return undefined;
  const members = records(declaration.members);
  const description = text(declaration.description);
  const attributes = records(declaration.attributes).filter((entry) => typeof entry.name === 'string' && entry.name !== '').map((entry) => {
    // The field's type when the attribute has none of its own.
    const field = members.find((member) => member.name === entry.fieldName);
    const type = typeText(entry.type) || typeText(field?.type);
    return { name: text(entry.name), type, description: oneLine(text(entry.description)), default: text(entry.default), control: controlFor(type) };
  });
  const visible = members.filter((member) => member.static !== true && member.privacy !== 'private' && member.privacy !== 'protected' && typeof member.name === 'string' && !text(member.name).startsWith('#'));
  return {
    tag,
    className: text(declaration.name),
    summary: firstSentence(text(declaration.summary) || description),
    description: oneLine(description),
    path,
    attributes,
    properties: visible.filter((member) => member.kind === 'field').map((member) => ({
      name: text(member.name),
      type: typeText(member.type),
      description: oneLine(text(member.description)),
      readonly: member.readonly === true,
      attribute: text(member.attribute),
    })),
    methods: visible.filter((member) => member.kind === 'method').map((member) => ({
      name: text(member.name),
      description: oneLine(text(member.description)),
      callable: records(member.parameters).length === 0,
    })),
    slots: named(declaration.slots),
    events: named(declaration.events),
    cssParts: named(declaration.cssParts),
    cssProperties: named(declaration.cssProperties),
  };
}

/** Every custom element of a `custom-elements.json` value, sorted by tag; [] for anything else. */
export function readElementDocs(manifest: unknown): ElementDoc[] {
  if (!isRecord(manifest)) return [];
  const found = new Map<string, ElementDoc>();
  for (const module of records(manifest.modules)) {
    for (const declaration of records(module.declarations)) {
      const element = elementOf(declaration, text(module.path));
      if (element && !found.has(element.tag)) found.set(element.tag, element);
    }
  }
  return [...found.values()].sort((a, b) => a.tag.localeCompare(b.tag));
}
