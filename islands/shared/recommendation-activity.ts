import { reportActivity, recommendationSettingsOf, type Activity, type ServiceDeps } from '../../runtime/recommendations/visitor.js';
import { siteStorageOf } from './site-storage.js';

/**
 * The recommendation service's dependencies on `page`'s window: the site's
 * storage, its `fetch`, its address. None off a page without a window (a
 * server drawing an island never reports).
 */
export function recommendationDeps(page: HTMLElement): ServiceDeps | undefined {
  const win = page.ownerDocument.defaultView;
  return win ? { site: siteStorageOf(win), fetch: win.fetch.bind(win), base: win.location.href } : undefined;
}

/** The page's address as activity names it: path and query. */
export const activityPath = (win: Window): string => win.location.pathname + win.location.search;

/**
 * Reports what the visitor did on `page` to the site's recommendation
 * service (the page's configuration, `recommendations.activityUrl`): the
 * players report each video started, the recommended row the page viewed.
 */
export function reportPageActivity(page: HTMLElement, activity: Omit<Activity, 'url'>): void {
  const deps = recommendationDeps(page);
  const win = page.ownerDocument.defaultView;
  if (!deps || !win) return;
  const settings = recommendationSettingsOf((page as HTMLElement & { config?: unknown }).config);
  if (settings.activityUrl) void reportActivity(settings, deps, { ...activity, url: activityPath(win) });
}
