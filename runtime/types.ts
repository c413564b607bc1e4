/**
 * Data shapes shared by every layer: the manifest and its zones, the
 * module controller, and the message levels of the catalogue.
 * Everything here arrives from the network, so every field is optional in
 * practice and validated where it is read.
 */

// Type only, and the one upward edge of this floor: a module's context carries
// the document scope, which is made of the folders above.
import type { DocumentScope } from './document-scope.js';

/** A page as the content server describes it: its head, its look and its zones. */
export interface Manifest {
  /** 'redirect' sends the visitor to `newLocation`; other values are ignored. */
  type?: string;
  /** Where a redirect goes: an http(s) URL or a path of the site. */
  newLocation?: string | { url: string };
  /** The document title. */
  title?: string;
  CMSTitle?: string;
  /** A class set on the page element for the page's own styles. */
  pageClass?: string;
  id?: string;
  /** The page background: an image URL and a CSS colour, each validated before use. */
  css?: { pageBackgroundImage?: string; pageBackgroundColor?: string };
  supplemental?: {
    /** Named colours, each kept only when the browser accepts it as a colour. */
    colors?: { colors?: Record<string, string> };
    /** The stylesheet of the page's look (`{pageStyle}.css`). */
    pageStyle?: string;
    isWebview?: boolean;
    [key: string]: unknown;
  };
  languagePreferences?: string[];
  /** Exactly 'true' makes the page open as a modal over the one before. */
  isModalable?: string;
  /** The page's name in tracking and for the sign-in's show. */
  pageName?: string;
  /** `parentId` names the site section; the ad-block notice shows on the sections configured for it. */
  reporting?: { parentId?: string; itemId?: string };
  /** The zones by name: `t{tier}_{column}c`, `t{tier}_c{column}_promo{n}`, or a global zone (header, footer, …). */
  zones: Record<string, Zone>;
}

/** A classic script a zone needs before its module runs, loaded once per page session. */
export interface ZoneLibrary {
  script: string;
  hash?: string;
}

/** One module of a page: where it goes, its code (by driver) and its data (a feed URL or inline). */
export interface Zone {
  /** The zone's name, the same as its key in `zones`. */
  zone: string;
  /** The URL of the module's data, asked with fetch; the answer carries it in `result`. */
  feed?: string;
  /** The module's data inline, instead of `feed`. */
  feedData?: unknown;
  /** Drawing order: lower first; zones of one priority are drawn together. */
  priority?: number;
  method?: string;
  /** 'V3' loads the module's script by `moduleName` and `scriptHash`. */
  version?: string;
  moduleName?: string;
  scriptHash?: string;
  /** Names the module's code (an island, a registered module or a classic-script global). */
  driver?: string;
  /** The driver when `driver` is missing. */
  moduleDriver?: string;
  libraries?: ZoneLibrary[];
  template?: string;
  /** Whether the feed is asked in its phone version (`mobile=true`). */
  mobile?: boolean;
}

/** A listener of the module event mediator; it may return a promise, whose rejection is logged. */
export type ModuleEventListener = (...args: unknown[]) => void;

/** The named-event bus modules talk through (the page mediator, or a module's scoped view of it). */
export interface ModuleEvents {
  /** Adds a listener; the returned function removes it again. */
  on(event: string, listener: ModuleEventListener): () => void;
  off(event: string, listener: ModuleEventListener): void;
  emit(event: string, ...args: unknown[]): void;
}

/** A `<template>` filled through `data-tf-text`/`data-tf-href`, or a function building the node itself. */
export type ModuleTemplateSource = HTMLTemplateElement | ((data: unknown) => Node);

/** The named template pool modules render through (the page pool, or a module's scoped view of it). */
export interface ModuleTemplates {
  /** Registers `template` under `name`; the returned function unregisters it unless it was registered again since. */
  register(name: string, template: ModuleTemplateSource): () => void;
  /** Replaces `target`'s children with the rendered template; false (and an error logged) when it cannot. */
  render(name: string, target: Element | null | undefined, data?: unknown): boolean;
  has(name: string): boolean;
}

export interface ModuleContext {
  zone: string;
  driver: string;
  language: string;
  feedUrl?: string;
  page: HTMLElement;
  /**
   * What the page's document has once (consent, the site repository, the
   * script loader, the video hooks…). A module takes these from here, never
   * from the window or the document, so it renders where there is neither.
   */
  documentScope: DocumentScope;
  /**
   * The page's event mediator, scoped to this module: listeners added through
   * it are removed when the module is destroyed (a kept or refreshed module
   * keeps them), and emits reach every listener of the page. Listeners added
   * to `window.Triforce.events` are page-wide and outlive every module.
   */
  events: ModuleEvents;
  /**
   * The page's template pool, scoped to this module: templates registered
   * through it are unregistered when the module is destroyed, unless someone
   * registered that name again since. `window.Triforce.templates` is
   * page-wide, and renders here see every template of the page.
   */
  templates: ModuleTemplates;
}

export interface ModuleController {
  render(host: HTMLElement, feed: unknown, ctx: ModuleContext): void | Promise<void>;
  /** Returning true accepts a refresh with a new feed. */
  onModuleWillRefresh?(ctx: ModuleContext): boolean;
  onModuleDestroy?(host: HTMLElement): void;
}

export type MessageLevel = 'debug' | 'info' | 'warn' | 'error';

/** Sink for the catalogue's lines; `<tf-page>` turns them into `tf:message`. */
export type Log = (level: MessageLevel, text: string) => void;

/** Timer functions injected into anything that waits, so tests can fake them. */
export interface Clock {
  setTimeout(fn: () => void, ms: number): number;
  clearTimeout(id: number): void;
  now(): number;
}

export const realClock: Clock = {
  setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  clearTimeout: (id) => window.clearTimeout(id),
  now: () => Date.now(),
};

/** The driver of a zone: `driver`, else `moduleDriver`. */
export function driverOf(zone: Zone): string | undefined {
  // Each read as a string: a non-string `driver` from a bad manifest must not hide a good `moduleDriver`.
  const usable = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  return usable(zone.driver) ?? usable(zone.moduleDriver);
}
