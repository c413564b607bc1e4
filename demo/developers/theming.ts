/**
 * The theming guide's reference (demo/docs/theming.md): every element's CSS
 * parts and custom properties as Markdown, generated from
 * `custom-elements.json`, put where the guide's marker stands.
 */
import type { ElementDoc, NamedDoc } from './element-docs.js';

export const THEMING_MARKER = '<!-- generated: parts and custom properties -->';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ');
const rows = (list: readonly NamedDoc[]) => list.map((item) => `| \`${item.name}\` | ${cell(item.description)} |`).join('\n');

/** The Markdown of every element with a part or a custom property. */
export function themingReference(elements: readonly ElementDoc[]): string {
  return elements.filter((element) => element.cssParts.length > 0 || element.cssProperties.length > 0).map((element) => [
    `## \`<${element.tag}>\``,
    ...(element.cssProperties.length ? ['', '| custom property | what it sets |', '| --- | --- |', rows(element.cssProperties)] : []),
    ...(element.cssParts.length ? ['', '| part | what it is |', '| --- | --- |', rows(element.cssParts)] : []),
  ].join('\n')).join('\n\n');
}

/** The guides with the theming guide's marker replaced by the reference. */
export function withThemingReference(guides: Readonly<Record<string, string>>, elements: readonly ElementDoc[]): Record<string, string> {
  return Object.fromEntries(Object.entries(guides).map(([file, markdown]) => [file, markdown.replace(THEMING_MARKER, () => themingReference(elements))]));
}
