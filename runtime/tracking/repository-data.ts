/**
 * The site repository's answer, the
 * fields the runtime reads: ad setup, the `omniture` section
 * that configures analytics and the `trackingPixels` lists.
 * Parsed like the site configuration: a field is kept only when it has the
 * expected shape, so a repository answering a wrong type for one field loses
 * that field, never the page. Pure.
 */
import { isRecord } from '../util/guards.js';

export interface RepositoryWebsite {
  videoSiteSectionId?: string;
  adCall1x2?: boolean;
}

/** AppMeasurement settings (`s.pageName`, `s.channel`, `s.contextData`, `s.linkInternalFilters`, ...). */
export interface RepositoryOmniture {
  pageName?: string;
  channel?: string;
  /** Extra `s.{name}` values (eVars, props). */
  values?: Record<string, string>;
  contextData?: Record<string, string>;
  dynamicAccountList?: string;
  linkInternalFilters?: string;
  videoViewEventDisable?: boolean;
  enableVisitorNameSpace?: string;
  defaultHier?: string;
  dynamicAccountSelection?: boolean;
}

/** Pixel URLs by kind. */
export interface RepositoryPixels {
  googleAdWords?: string[];
  google?: string[];
  floodlight?: string[];
  tapAd?: string[];
  mediaMath?: string[];
  facebook?: string[];
}

export interface RepositoryData {
  metadata?: Record<string, string>;
  /** A slot's `position` (or `default`) → its ad unit path. */
  adUnits?: Record<string, string>;
  exclusionCategories?: string[];
  keyValues?: Record<string, string | string[]>;
  adReloadable?: boolean;
  adReloadTime?: number;
  autoRefreshByVisibility?: boolean;
  autoDcopt?: boolean;
  positionThreshold?: number;
  enabled?: boolean;
  disablePOE?: boolean;
  website?: RepositoryWebsite;
  omniture?: RepositoryOmniture;
  trackingPixels?: RepositoryPixels;
}

type Kind = 'string' | 'number' | 'boolean' | 'strings' | 'stringMap' | 'keyValues' | Schema;
interface Schema {
  readonly [key: string]: Kind;
}

const isString = (value: unknown): value is string => typeof value === 'string';

const stringMap = (value: unknown): Record<string, string> | undefined =>
  isRecord(value) ? Object.fromEntries(Object.entries(value).filter(([, v]) => isString(v))) as Record<string, string> : undefined;

function read(kind: Kind, value: unknown): unknown {
  switch (kind) {
    case 'string':
      return isString(value) ? value : undefined;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
    case 'boolean':
      return typeof value === 'boolean' ? value : undefined;
    case 'strings':
      return Array.isArray(value) ? value.filter(isString) : undefined;
    case 'stringMap':
      return stringMap(value);
    case 'keyValues':
      // A key maps to one string or a list of strings; anything else is dropped.
      return isRecord(value)
        ? Object.fromEntries(Object.entries(value).flatMap(([k, v]): [string, string | string[]][] =>
          isString(v) ? [[k, v]] : Array.isArray(v) ? [[k, v.filter(isString)]] : []))
        : undefined;
    default:
      return isRecord(value) ? pick(kind, value) : undefined;
  }
}

function pick(schema: Schema, raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, kind] of Object.entries(schema)) {
    if (!Object.hasOwn(raw, key)) continue;
    const value = read(kind, raw[key]);
    if (value !== undefined) out[key] = value;
  }
  return out;
}

const PIXELS: Schema = { googleAdWords: 'strings', google: 'strings', floodlight: 'strings', tapAd: 'strings', mediaMath: 'strings', facebook: 'strings' };

const REPOSITORY: Schema = {
  metadata: 'stringMap',
  adUnits: 'stringMap',
  exclusionCategories: 'strings',
  keyValues: 'keyValues',
  adReloadable: 'boolean',
  adReloadTime: 'number',
  autoRefreshByVisibility: 'boolean',
  autoDcopt: 'boolean',
  positionThreshold: 'number',
  enabled: 'boolean',
  disablePOE: 'boolean',
  website: { videoSiteSectionId: 'string', adCall1x2: 'boolean' },
  omniture: {
    pageName: 'string', channel: 'string', values: 'stringMap', contextData: 'stringMap', dynamicAccountList: 'string',
    linkInternalFilters: 'string', videoViewEventDisable: 'boolean', enableVisitorNameSpace: 'string', defaultHier: 'string',
    dynamicAccountSelection: 'boolean',
  },
  trackingPixels: PIXELS,
};

/** The repository's answer, or undefined when it is no object at all. */
export function parseRepositoryData(raw: unknown): RepositoryData | undefined {
  return isRecord(raw) ? (pick(REPOSITORY, raw) as RepositoryData) : undefined;
}
