/**
 * The entries of the package build (`vite build --mode package`), for apps
 * that install Triforce and bundle it themselves: each element's class alone,
 * `dist/components/{tag}.js` (side-effect free: importing it defines
 * nothing), and each generated React wrapper, `dist/react/{tag}.js` (it
 * defines its element). Packages stay bare imports for the app's bundler to
 * resolve, so an app's Lit and React are the ones used. Derived from the
 * folders: a new element or wrapper is an entry without a line here.
 */
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

/** Every element folder's tag (`elements/{tag}/{tag}.component.ts`), sorted. */
export function elementTags(): string[] {
  return readdirSync(here('elements'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(here(`elements/${entry.name}/${entry.name}.component.ts`)))
    .map((entry) => entry.name)
    .sort();
}

/** The tags with a generated React wrapper (`islands/shared/generated/{tag}.ts`), sorted. */
export function reactTags(): string[] {
  return readdirSync(here('islands/shared/generated')).filter((file) => file.endsWith('.ts')).map((file) => file.slice(0, -3)).sort();
}

/** Output name (`components/tf-carousel`) → source file, for the package build. */
export function packageEntries(): Record<string, string> {
  return Object.fromEntries([
    ...elementTags().map((tag) => [`components/${tag}`, here(`elements/${tag}/${tag}.component.ts`)]),
    ...reactTags().map((tag) => [`react/${tag}`, here(`islands/shared/generated/${tag}.ts`)]),
  ]);
}

/** Whether an import is a package's (bare), which the package build leaves to the app's bundler. */
export const isBareImport = (id: string) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0') && !/^[A-Za-z]:[\\/]/.test(id);
