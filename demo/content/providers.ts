/**
 * The demo's TV providers (MVPDs): made-up cable, satellite, fibre and
 * streaming companies with logos the project draws (provider-logos.ts),
 * served by the TV-everywhere stand-ins (demo/api/tve-handlers.ts) as
 * providers, and known to the entitlement library stand-in and the
 * provider login page by their `login` and `colors`. No real trademarks.
 * Node-safe: plain data.
 */
import type { Provider } from '../../runtime/tve/signin/index.js';

/** Where the demo's logos live (`/tve/logos/{id}.svg`, `{id}-light.svg` on dark grounds). */
export const PROVIDER_LOGO_BASE = '/tve/logos';

/** How the provider's own sign-in page opens: in the page's frame or a popup window. */
export type LoginMode = 'iframe' | 'popup';

export interface DemoProvider {
  id: string;
  displayName: string;
  /** Names viewers also search by: former brands, short forms. */
  altName?: string;
  /** Shown first in the picker; `priority` orders those (isExtended). */
  primary?: number;
  kind: 'cable' | 'satellite' | 'fiber' | 'streaming';
  /** Background and lettering of the logo and the login page. */
  colors: readonly [background: string, ink: string];
  login: LoginMode;
  /** False for a provider whose packages lack the network: authorization answers Z100. */
  carriesNetwork: boolean;
  /**
   * A provider that does not take part yet (`isSpecialProvider`): its
   * subscribers get the special free preview for
   * `accessSeconds` from their first set-up (demo/tve/pass-service.ts),
   * and the entitlement library never signs in with it.
   */
  preview?: { accessSeconds: number };
}

type Row = [id: string, name: string, kind: DemoProvider['kind'], background: string, ink: string, login: LoginMode, primary?: number, altName?: string, carries?: boolean];

// id, name, kind, colours, login mode, primary priority, alternate names, carries the network.
const DOMESTIC: readonly Row[] = [
  ['skyline', 'Skyline Cable', 'cable', '#1d4ed8', '#ffffff', 'iframe', 1, 'Skyline Digital'],
  ['northwind', 'Northwind Fiber', 'fiber', '#0f766e', '#ecfeff', 'popup', 2, 'NW Fiber, Northwind Telecom'],
  ['bluebird', 'Bluebird TV', 'streaming', '#0ea5e9', '#082f49', 'iframe', 3],
  ['summit-sat', 'Summit Satellite', 'satellite', '#7c2d12', '#fff7ed', 'popup', 4, 'Summit Sat, SumSat'],
  ['harborview', 'Harborview Broadband', 'cable', '#1e3a8a', '#fde68a', 'iframe', 5],
  ['prairie', 'Prairie Link', 'cable', '#a16207', '#fefce8', 'iframe', 6, 'Prairie Cable Cooperative'],
  ['lakeshore', 'Lakeshore Digital', 'cable', '#155e75', '#e0f2fe', 'popup', 7],
  ['redrock', 'Redrock Satellite', 'satellite', '#b91c1c', '#fef2f2', 'iframe', 8, 'RRS'],
  ['pinecrest', 'Pinecrest Communications', 'cable', '#166534', '#f0fdf4', 'iframe', 9, 'Pinecrest Cable'],
  ['meridian', 'Meridian Fiber', 'fiber', '#6d28d9', '#f5f3ff', 'popup', 10],
  ['granite', 'Granite State Cable', 'cable', '#374151', '#f9fafb', 'iframe', 11, 'GSC'],
  ['coastal', 'Coastal Connect', 'cable', '#0369a1', '#fef9c3', 'iframe', 12, 'Coastal Cable, Coastal Communications'],
  ['ironwood', 'Ironwood TV', 'streaming', '#292524', '#fbbf24', 'popup', 13],
  ['riverbend', 'Riverbend Cable', 'cable', '#047857', '#ecfdf5', 'iframe', 14, 'Riverbend Communications'],
  ['silverline', 'Silverline Satellite', 'satellite', '#475569', '#f8fafc', 'iframe', undefined, 'Silverline Sat'],
  ['maple-valley', 'Maple Valley Telecom', 'cable', '#9a3412', '#fff7ed', 'iframe', undefined, 'MVT, Maple Valley Cable'],
  ['tidewater', 'Tidewater Fiber', 'fiber', '#0c4a6e', '#bae6fd', 'popup'],
  ['orchard', 'Orchard Cable', 'cable', '#65a30d', '#1a2e05', 'iframe'],
  ['beacon-hill', 'Beacon Hill TV', 'cable', '#be123c', '#fff1f2', 'iframe', undefined, 'Beacon Cable'],
  ['keystone', 'Keystone Digital', 'cable', '#1f2937', '#facc15', 'iframe', undefined, 'Keystone Cable Vision'],
  ['sunbelt', 'Sunbelt Satellite', 'satellite', '#ea580c', '#431407', 'popup'],
  ['evergreen', 'Evergreen Cable', 'cable', '#14532d', '#dcfce7', 'iframe'],
  ['canyon', 'Canyon Broadband', 'cable', '#c2410c', '#ffedd5', 'iframe', undefined, 'Canyon Cable', false],
  ['highland', 'Highland Fiber', 'fiber', '#4338ca', '#e0e7ff', 'iframe'],
  ['bayou', 'Bayou Cable', 'cable', '#3f6212', '#f7fee7', 'popup', undefined, 'Bayou Communications'],
  ['copperleaf', 'Copperleaf Communications', 'cable', '#92400e', '#fef3c7', 'iframe', undefined, 'Copperleaf Cable'],
  ['starlight', 'Starlight Stream', 'streaming', '#312e81', '#fde047', 'popup', undefined, 'Starlight TV'],
  ['nimbus', 'Nimbus Stream', 'streaming', '#0891b2', '#ecfeff', 'iframe'],
  ['lighthouse', 'Lighthouse Cable Co-op', 'cable', '#991b1b', '#fefce8', 'iframe', undefined, 'Lighthouse Cooperative'],
  ['windmill', 'Windmill Rural TV', 'cable', '#57534e', '#fafaf9', 'iframe', undefined, 'Windmill Telephone', false],
  ['aurora', 'Aurora Streamline', 'streaming', '#7e22ce', '#fae8ff', 'popup'],
  ['quarry', 'Quarry Creek Cable', 'cable', '#44403c', '#d6d3d1', 'iframe'],
];

// The international lists (getProvidersList), by locale.
const INTERNATIONAL: Readonly<Record<string, readonly Row[]>> = {
  es_MX: [
    ['sol-cable', 'Sol Cable', 'cable', '#f59e0b', '#451a03', 'iframe', 1, 'Cable Sol'],
    ['nube-satelital', 'Nube Satelital', 'satellite', '#2563eb', '#eff6ff', 'popup', 2, 'Nube Sat'],
    ['rio-bravo', 'Río Bravo Fibra', 'fiber', '#0f766e', '#f0fdfa', 'iframe', undefined, 'Rio Bravo'],
    ['altiplano', 'Altiplano TV', 'cable', '#9f1239', '#fff1f2', 'iframe'],
  ],
  en_GB: [
    ['thamesway', 'Thamesway Cable', 'cable', '#1e40af', '#dbeafe', 'iframe', 1, 'Thamesway Media'],
    ['moorland', 'Moorland Fibre', 'fiber', '#4d7c0f', '#f7fee7', 'popup', 2],
    ['pennine', 'Pennine Satellite', 'satellite', '#7f1d1d', '#fee2e2', 'iframe', undefined, 'Pennine Sat'],
  ],
};

const DAY_SECONDS = 24 * 3600;

// Special providers (issue 16): not participating yet, so the network offers their
// subscribers the special preview (social or mail sign-in) for this many days.
const SPECIAL: ReadonlyArray<[row: Row, days: number]> = [
  [['harvest-moon', 'Harvest Moon Cable', 'cable', '#854d0e', '#fef9c3', 'iframe', undefined, 'Harvest Moon Communications', false], 30],
  [['polar-star', 'Polar Star Broadband', 'fiber', '#1e293b', '#e0f2fe', 'iframe', undefined, 'Polar Star', false], 14],
  [['driftwood', 'Driftwood TV', 'streaming', '#78350f', '#ffedd5', 'iframe', undefined, undefined, false], 7],
];

const toDemo = ([id, displayName, kind, background, ink, login, primary, altName, carries]: Row): DemoProvider => ({
  id, displayName, kind, colors: [background, ink], login, carriesNetwork: carries ?? true,
  ...(primary === undefined ? {} : { primary }),
  ...(altName === undefined ? {} : { altName }),
});

export const SPECIAL_PROVIDERS: readonly DemoProvider[] = SPECIAL.map(([row, days]) => ({ ...toDemo(row), preview: { accessSeconds: days * DAY_SECONDS } }));

/** The domestic allow list: the participating providers, then the special ones. */
export const DOMESTIC_PROVIDERS: readonly DemoProvider[] = [...DOMESTIC.map(toDemo), ...SPECIAL_PROVIDERS];

/** The international list of a locale (`es_MX`), empty for a locale the demo has none for. */
export function internationalProviders(locale: string): readonly DemoProvider[] {
  return Object.hasOwn(INTERNATIONAL, locale) ? INTERNATIONAL[locale]!.map(toDemo) : [];
}

const EVERY_PROVIDER: ReadonlyMap<string, DemoProvider> = new Map(
  [...DOMESTIC_PROVIDERS, ...Object.keys(INTERNATIONAL).flatMap(internationalProviders)].map((provider) => [provider.id, provider]),
);

/** Every provider the demo knows, domestic and international, by id. */
export function findProvider(id: string): DemoProvider | undefined {
  return EVERY_PROVIDER.get(id);
}

export function allProviders(): readonly DemoProvider[] {
  return [...EVERY_PROVIDER.values()];
}

/** A provider as the services answer it. */
export function toProvider(provider: DemoProvider): Provider {
  const logo = `${PROVIDER_LOGO_BASE}/${provider.id}.svg`;
  const light = `${PROVIDER_LOGO_BASE}/${provider.id}-light.svg`;
  return {
    id: provider.id,
    displayName: provider.displayName,
    pickerLogoUrl: logo,
    cobrandingLogoUrl: light,
    logoutLogoUrl: light,
    defaultLogoUrl: logo,
    isPrimary: provider.primary !== undefined,
    ...(provider.altName === undefined ? {} : { altName: provider.altName }),
    ...(provider.primary === undefined ? {} : { isExtended: provider.primary }),
    isSpecialProvider: provider.preview !== undefined,
  };
}

/** The brand options' primaryList: the primary providers' ids by priority. */
export function primaryList(providers: readonly DemoProvider[]): string[] {
  return providers.filter((p) => p.primary !== undefined).sort((a, b) => a.primary! - b.primary!).map((p) => p.id);
}

/** The demo site's TV-everywhere identity: requestor, resource and brand, the sign-in's init parameters. */
export const DEMO_REQUESTOR = 'laughtrack';
export const DEMO_RESOURCE = 'laughtrack';
export const DEMO_BRAND = 'laughtrack';
