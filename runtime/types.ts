/**
 * Data shapes shared by every layer: the manifest and zone of CONTRACT §2, the
 * module controller of CONTRACT §3, and the message levels of spec 000 §8.
 * Everything here arrives from the network, so every field is optional in
 * practice and validated where it is read.
 */

export interface Manifest {
  type?: string;
  newLocation?: string | { url: string };
  title?: string;
  CMSTitle?: string;
  pageClass?: string;
  id?: string;
  css?: { pageBackgroundImage?: string; pageBackgroundColor?: string };
  supplemental?: {
    colors?: { colors?: Record<string, string> };
    pageStyle?: string;
    isWebview?: boolean;
    [key: string]: unknown;
  };
  languagePreferences?: string[];
  isModalable?: string;
  pageName?: string;
  reporting?: { parentId?: string; itemId?: string };
  zones: Record<string, Zone>;
}

export interface ZoneLibrary {
  script: string;
  hash?: string;
}

export interface Zone {
  zone: string;
  feed?: string;
  feedData?: unknown;
  priority?: number;
  method?: string;
  version?: string;
  moduleName?: string;
  scriptHash?: string;
  driver?: string;
  moduleDriver?: string;
  libraries?: ZoneLibrary[];
  template?: string;
  mobile?: boolean;
}

export interface ModuleContext {
  zone: string;
  driver: string;
  language: string;
  feedUrl?: string;
  page: HTMLElement;
}

export interface ModuleController {
  render(host: HTMLElement, feed: unknown, ctx: ModuleContext): void | Promise<void>;
  /** Returning true accepts a refresh with a new feed (spec 000 §4). */
  onModuleWillRefresh?(ctx: ModuleContext): boolean;
  onModuleDestroy?(host: HTMLElement): void;
}

export type MessageLevel = 'debug' | 'info' | 'warn' | 'error';

/** Sink for the lines of spec 000 §8; `<tf-page>` turns them into `tf:message`. */
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

/** The driver of a zone: `driver`, else `moduleDriver` (CONTRACT §3). */
export function driverOf(zone: Zone): string | undefined {
  const driver = zone.driver || zone.moduleDriver;
  return typeof driver === 'string' && driver !== '' ? driver : undefined;
}
