/**
 * The element gallery's pages, `/elements/` and `/elements/{tag}`, as HTML
 * strings: everything a developer needs to use one element, rendered from
 * `custom-elements.json` (element-docs.ts) and the example of examples.ts.
 * The page's script (gallery.ts) wires the attribute form, the event log and
 * the copy buttons to the live element; it reads what it needs from the
 * page's JSON data block and `data-gallery-*` attributes. Every manifest
 * text goes through `escapeHtml`: the manifest is data, never markup.
 */
import { escapeHtml } from '../../server/escape-html.js';
import { scriptSafeJson } from '../../server/script-safe-json.js';
import type { AttributeDoc, ElementDoc, MemberDoc, MethodDoc, NamedDoc } from './element-docs.js';
import { exampleOf, type Example } from './examples.js';
import { renderInline } from './markdown.js';
import { developerPage, GALLERY_PATH, GALLERY_SCRIPT } from './page-chrome.js';

/** The name the package is published under. */
export const PACKAGE_NAME = '@laughtrack/triforce';

export interface ReactWrapper {
  /** The component's export name. */
  component: string;
  /** Event name → the component's `on…` prop. */
  events: Record<string, string>;
}

export interface GalleryFacts {
  elements: readonly ElementDoc[];
  /** Tags with a standalone file, served at `/elements/{tag}.js`. */
  standalone: ReadonlySet<string>;
  /** Tag → its generated React component; an element without one has none. */
  react: Readonly<Record<string, ReactWrapper>>;
  /** The site's runtime entry (defines every element, each on first use), for elements without a standalone file. */
  runtimeScript?: string;
  /** The site's stylesheet, under this section's. */
  siteStylesheet?: string;
}

/** What gallery.ts reads from the element page's data block. */
export interface GalleryData {
  tag: string;
  /** Every event the log listens for: the element's own and every `tf:*` event of the manifest. */
  events: string[];
  /** The script line of the legacy-page snippet, or '' when the element has no standalone file. */
  legacyScript: string;
}

const code = (value: string) => `<code>${escapeHtml(value)}</code>`;
const tagCode = (tag: string) => code(`<${tag}>`);
export const elementPath = (tag: string) => `${GALLERY_PATH}${tag}`;
const standaloneSrc = (tag: string) => `/elements/${tag}.js`;

/** The script that defines `tag` on a page of the gallery: its standalone file, else the site's runtime. */
function definingScript(facts: GalleryFacts, tag: string): string | undefined {
  return facts.standalone.has(tag) ? standaloneSrc(tag) : facts.runtimeScript;
}

const PICTURES: Record<Exclude<Example['thumbnail'], 'live'>, string> = {
  page: '/developers/pictures/page.svg',
  dialog: '/developers/pictures/dialog.svg',
  ad: '/developers/pictures/ad.svg',
};

function thumbnail(example: Example): string {
  // Live but inert: a look at the element, out of the tab order and the accessibility tree; the heading link is the way in.
  if (example.thumbnail === 'live') return `<div class="gallery-thumb" inert>\n${example.markup}\n</div>`;
  return `<div class="gallery-thumb gallery-thumb--picture"><img src="${PICTURES[example.thumbnail]}" alt="" width="240" height="135" /></div>`;
}

export function galleryIndexHtml(facts: GalleryFacts, origin: string): string {
  const items = facts.elements.map((element) => {
    const example = exampleOf(element.tag);
    return `      <li class="gallery-card">
        <h2><a href="${elementPath(element.tag)}">${tagCode(element.tag)}</a></h2>
        <p>${prose(element.summary)}</p>
        ${thumbnail(example)}
      </li>`;
  });
  const live = facts.elements.filter((element) => exampleOf(element.tag).thumbnail === 'live');
  const scripts = [...new Set(live.map((element) => definingScript(facts, element.tag)).filter((src): src is string => src !== undefined))];
  const main = `      <h1>Elements</h1>
      <p class="dev-lede">Every custom element of Triforce, live. Open one to change its attributes, watch the events it fires and copy a snippet for a legacy page or a React app. The <a href="/docs/">guides</a> explain the rest.</p>
      <ul class="gallery-grid">
${items.join('\n')}
      </ul>`;
  return developerPage({
    title: 'Elements',
    description: `The ${facts.elements.length} custom elements of Triforce, each with a live example, its attributes, events, slots, CSS parts and custom properties.`,
    url: `${origin}${GALLERY_PATH}`,
    section: 'elements',
    ...(facts.siteStylesheet ? { siteStylesheet: facts.siteStylesheet } : {}),
    scripts,
    main,
  });
}

function table(headings: string[], rows: string[][], label: string): string {
  if (rows.length === 0) return `<p>None.</p>`;
  const head = headings.map((heading) => `<th scope="col">${heading}</th>`).join('');
  const body = rows.map((cells) => `<tr>${cells.map((cell, i) => (i === 0 ? `<th scope="row">${cell}</th>` : `<td>${cell}</td>`)).join('')}</tr>`).join('\n');
  return `<div class="dev-table" role="region" aria-label="${escapeHtml(label)}" tabindex="0"><table><thead><tr>${head}</tr></thead><tbody>\n${body}\n</tbody></table></div>`;
}

/** A description from the elements' JSDoc: Markdown's inline marks, everything else as text. */
const prose = (text: string) => renderInline(text);
const namedRows = (list: readonly NamedDoc[], empty = '(default)') => list.map((item) => [code(item.name || empty), prose(item.description)]);

function apiSection(element: ElementDoc): string {
  const attributes = element.attributes.map((a: AttributeDoc) => [code(a.name), code(a.type || 'string'), a.default ? code(a.default) : '', prose(a.description)]);
  const properties = element.properties.map((p: MemberDoc) => [code(p.name), code(p.type || 'unknown'), p.attribute ? code(p.attribute) : '', `${p.readonly ? 'Read-only. ' : ''}${prose(p.description)}`]);
  const methods = element.methods.map((m: MethodDoc) => [code(`${m.name}()`), prose(m.description)]);
  const part = (id: string, title: string, body: string) => `        <h3 id="${id}">${title}</h3>\n        ${body}`;
  return `      <section aria-labelledby="api-heading">
        <h2 id="api-heading">Reference</h2>
${part('api-attributes', 'Attributes', table(['Attribute', 'Type', 'Default', 'Description'], attributes, 'Attributes'))}
${part('api-properties', 'Properties', table(['Property', 'Type', 'Attribute', 'Description'], properties, 'Properties'))}
${part('api-methods', 'Methods', table(['Method', 'Description'], methods, 'Methods'))}
${part('api-slots', 'Slots', table(['Slot', 'Description'], namedRows(element.slots), 'Slots'))}
${part('api-events', 'Events', table(['Event', 'Description'], namedRows(element.events), 'Events'))}
${part('api-parts', 'CSS parts', table(['Part', 'Description'], namedRows(element.cssParts), 'CSS parts'))}
${part('api-custom-properties', 'CSS custom properties', table(['Property', 'Description'], namedRows(element.cssProperties), 'CSS custom properties'))}
      </section>`;
}

function control(attribute: AttributeDoc): string {
  const id = `attr-${attribute.name}`;
  const hint = attribute.description ? ` aria-describedby="${id}-hint"` : '';
  const common = `id="${id}" name="${escapeHtml(attribute.name)}" data-gallery-attribute="${escapeHtml(attribute.name)}"${hint}`;
  const label = `<label for="${id}">${escapeHtml(attribute.name)}</label>`;
  const hintText = attribute.description ? `\n          <p class="gallery-hint" id="${id}-hint">${prose(attribute.description)}</p>` : '';
  let field: string;
  switch (attribute.control.kind) {
    case 'checkbox':
      return `        <div class="gallery-field gallery-field--check">\n          <input type="checkbox" ${common} />\n          ${label}${hintText}\n        </div>`;
    case 'number':
      field = `<input type="number" ${common} />`;
      break;
    case 'select':
      field = `<select ${common}>${attribute.control.options.map((option) => `<option value="${escapeHtml(option)}">${option === '' ? '(not set)' : escapeHtml(option)}</option>`).join('')}</select>`;
      break;
    default:
      field = `<input type="text" ${common} />`;
  }
  return `        <div class="gallery-field">\n          ${label}\n          ${field}${hintText}\n        </div>`;
}

function liveSection(element: ElementDoc, example: Example): string {
  const source = `<template data-gallery-source>\n${example.markup}\n</template>`;
  if (example.mode === 'frame') {
    return `      <section aria-labelledby="live-heading">
        <h2 id="live-heading">Live</h2>
        <p>${tagCode(element.tag)} lives inside a page of the site, set up by that page; here is one, live. Its attributes are listed under Reference.</p>
        <iframe class="gallery-frame" src="${escapeHtml(example.frame.src)}" title="${escapeHtml(example.frame.title)}"></iframe>
        ${source}
      </section>`;
  }
  const stage = example.mode === 'inline'
    ? `<div class="gallery-stage" data-gallery-stage>\n${example.markup}\n        </div>`
    : `<div class="gallery-stage" data-gallery-stage data-gallery-on-demand></div>
        <p><button type="button" class="dev-button" data-gallery-run>Show the example</button></p>`;
  const attributes = element.attributes.map(control).join('\n');
  const methods = element.methods.filter((method) => method.callable).map((method) =>
    `<button type="button" class="dev-button" data-gallery-call="${escapeHtml(method.name)}">Call ${escapeHtml(method.name)}()</button>`);
  return `      <section aria-labelledby="live-heading">
        <h2 id="live-heading">Live example</h2>
        ${stage}
        ${source}
      </section>
      <section aria-labelledby="controls-heading">
        <h2 id="controls-heading">Try its attributes</h2>
        <p>Each change is made on the live element above: a box or a choice at once, a typed value when you press Enter or leave the field.</p>
        <form class="gallery-controls" data-gallery-controls aria-labelledby="controls-heading">
${attributes || '        <p>It has no attributes.</p>'}
        </form>${methods.length ? `\n        <p class="gallery-methods">${methods.join(' ')}</p>` : ''}
      </section>
      <section aria-labelledby="log-heading">
        <h2 id="log-heading">Events it fires</h2>
        <p>The log lists each event the live element fires, newest last: ${element.events.length ? element.events.map((event) => code(event.name)).join(', ') : 'it fires none of its own'}, and any other ${code('tf:*')} event reaching it.</p>
        <div class="gallery-log" role="log" aria-live="polite" aria-labelledby="log-heading" tabindex="0" data-gallery-log></div>
        <p><button type="button" class="dev-button" data-gallery-clear>Clear the log</button></p>
      </section>`;
}

function snippet(id: string, heading: string, intro: string, text: string): string {
  return `      <section aria-labelledby="${id}-heading">
        <h2 id="${id}-heading">${heading}</h2>
        <p>${intro}</p>
        <pre class="dev-code" tabindex="0"><code id="${id}" data-gallery-snippet="${id}">${escapeHtml(text)}</code></pre>
        <p><button type="button" class="dev-button" data-gallery-copy="${id}">Copy</button></p>
      </section>`;
}

/** Every `tf:*` event any element names: the log listens for these on every element page. */
function pageEvents(facts: GalleryFacts, element: ElementDoc): string[] {
  const all = new Set(element.events.map((event) => event.name));
  for (const other of facts.elements) for (const event of other.events) if (event.name.startsWith('tf:')) all.add(event.name);
  return [...all].filter((name) => name !== '');
}

export function appSnippet(facts: GalleryFacts, tag: string): string {
  const wrapper = Object.hasOwn(facts.react, tag) ? facts.react[tag] : undefined;
  // The package's entries: one per standalone element, else the whole runtime, which defines every element.
  const define = facts.standalone.has(tag) ? `import '${PACKAGE_NAME}/elements/${tag}'; // defines <${tag}>` : `import '${PACKAGE_NAME}'; // defines <${tag}> and every other element`;
  const lines = [`npm install ${PACKAGE_NAME}`, '', define];
  if (wrapper) {
    const handler = Object.entries(wrapper.events)[0];
    lines.push(`import { ${wrapper.component} } from '${PACKAGE_NAME}/react/${tag}';`, '');
    lines.push(handler ? `<${wrapper.component} ${handler[1]}={(event) => console.log('${handler[0]}', event.detail)} />` : `<${wrapper.component} />`);
  }
  return lines.join('\n');
}

/** The element's page, or undefined for a tag the manifest does not have. */
export function elementPageHtml(facts: GalleryFacts, tag: string, origin: string): string | undefined {
  const element = facts.elements.find((candidate) => candidate.tag === tag);
  if (!element) return undefined;
  const example = exampleOf(tag);
  const legacyScript = facts.standalone.has(tag) ? `<script type="module" src="${origin}${standaloneSrc(tag)}"></script>` : '';
  const data: GalleryData = { tag, events: pageEvents(facts, element), legacyScript };
  const legacy = legacyScript
    ? snippet('snippet-legacy', 'On a legacy page', `One script tag (Lit bundled, no React, no build step) and the tag. Paste both into any page.`, `${legacyScript}\n${example.markup}`)
    : `      <section aria-labelledby="snippet-legacy-heading">
        <h2 id="snippet-legacy-heading">On a legacy page</h2>
        <p>${tagCode(tag)} has no standalone file: it comes with the whole runtime, ${code('tf.js')}. See <a href="/docs/embedding">Embedding Triforce in a page</a>.</p>
      </section>`;
  const react = Object.hasOwn(facts.react, tag)
    ? 'Install the package, import the element, and its React component for JSX with typed event props.'
    : `Install the package and import the element. It has no React component: it is not placed by an island.`;
  const main = `      <p class="dev-crumbs"><a href="${GALLERY_PATH}">All elements</a></p>
      <h1>${tagCode(tag)}</h1>
      <p class="dev-lede">${renderInline(element.description)}</p>
${liveSection(element, example)}
${snippet('snippet-source', 'Source of the example', example.mode === 'frame' ? 'What the page holds.' : 'The example as it stands, with the attributes you chose.', example.markup)}
${legacy}
${snippet('snippet-app', 'In an app', react, appSnippet(facts, tag))}
${apiSection(element)}
      <p class="dev-status" role="status" data-gallery-status></p>
      <script type="application/json" id="gallery-data">${scriptSafeJson(data)}</script>`;
  const defining = example.mode === 'frame' ? undefined : definingScript(facts, tag);
  return developerPage({
    title: `<${tag}>`,
    description: element.summary,
    url: `${origin}${elementPath(tag)}`,
    section: 'elements',
    ...(facts.siteStylesheet ? { siteStylesheet: facts.siteStylesheet } : {}),
    scripts: [...(defining ? [defining] : []), GALLERY_SCRIPT],
    main,
  });
}
