/**
 * The developers' section of the demo site, as the production server answers
 * it: `/elements/` and `/elements/{tag}` (the element gallery), `/docs/` and
 * `/docs/{name}` (the guides). Made once from what the build gathered (the
 * elements' `custom-elements.json`, the guides' Markdown, the React wrappers'
 * names); each answer only fills in the request's origin.
 */
import { readElementDocs } from './element-docs.js';
import { elementPageHtml, galleryIndexHtml, type GalleryFacts, type ReactWrapper } from './gallery-pages.js';
import { createGuides } from './guide-pages.js';
import { GALLERY_PATH, GUIDES_PATH } from './page-chrome.js';
import { withThemingReference } from './theming.js';

/** What `demo/server/build.mjs` gathers at build time. */
export interface DeveloperSources {
  /** `custom-elements.json` as the analyzer wrote it. */
  elementsManifest: unknown;
  /** File name (`modules.md`) → Markdown, every file of demo/docs/. */
  guides: Readonly<Record<string, string>>;
  /** Tag → its generated React component. */
  react: Readonly<Record<string, ReactWrapper>>;
}

export type DeveloperAnswer = { kind: 'page'; html: string } | { kind: 'redirect'; location: string };

export interface DeveloperPages {
  /** The answer for `path` (no query), or undefined when it is none of these pages. */
  answer(path: string, origin: string): DeveloperAnswer | undefined;
}

const NAME = /^[a-z0-9][a-z0-9-]*$/;

export function createDeveloperPages(sources: DeveloperSources, site: { standalone: Iterable<string>; runtimeScript?: string; siteStylesheet?: string }): DeveloperPages {
  const facts: GalleryFacts = {
    elements: readElementDocs(sources.elementsManifest),
    standalone: new Set(site.standalone),
    react: sources.react,
    ...(site.runtimeScript ? { runtimeScript: site.runtimeScript } : {}),
    ...(site.siteStylesheet ? { siteStylesheet: site.siteStylesheet } : {}),
  };
  const guides = createGuides(withThemingReference(sources.guides, facts.elements), site);
  const page = (html: string | undefined): DeveloperAnswer | undefined => (html === undefined ? undefined : { kind: 'page', html });
  return {
    answer(path, origin) {
      if (path === GALLERY_PATH) return page(galleryIndexHtml(facts, origin));
      if (path === GUIDES_PATH) return page(guides.page('', origin));
      // The sections' addresses without their slash lead to them.
      if (`${path}/` === GALLERY_PATH || `${path}/` === GUIDES_PATH) return { kind: 'redirect', location: `${path}/` };
      const [, section, name = ''] = /^\/(elements|docs)\/([^/]+)$/.exec(path) ?? [];
      if (!section || !NAME.test(name)) return undefined;
      return page(section === 'elements' ? elementPageHtml(facts, name, origin) : guides.page(name, origin));
    },
  };
}
