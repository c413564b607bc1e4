import { useEffect, useId, useMemo, useState } from 'react';
import { askRecommendations, recommendationSettingsOf, reportActivity, VISITOR_KEY } from '../../runtime/recommendations/visitor.js';
import type { IslandProps } from '../define-island.js';
import { ClipGrid, type ClipGridFeed } from '../clip-grid/clip-grid.js';
import { clipItemReader } from '../clip-grid/item.js';
import { usePageConfig } from '../shared/page-config.js';
import { feedPayload, reader } from '../shared/parse.js';
import { activityPath, recommendationDeps } from '../shared/recommendation-activity.js';

/** The zone's own feed: the row's titles, for the visitor's results and for the popular list that stands in. */
export interface RecommendedFeed {
  title: string;
  popularTitle: string;
}

export function parseRecommendedFeed(feed: unknown, driver: string): RecommendedFeed {
  const r = reader(driver);
  const data = feedPayload(r.driver, feed);
  return { title: r.str(data.title, 'title'), popularTitle: r.str(data.popularTitle, 'popularTitle') };
}

/** The service's answer, `{result: {items}}`, read as a clip row: every item as the site's video rows read them, at least one. */
export function parseRecommendations(answer: unknown, driver: string, title: string): ClipGridFeed {
  const r = reader(driver);
  const data = feedPayload(r.driver, answer);
  return { title, layout: 'row', items: r.list(data.items, 'items', clipItemReader(r), 1) };
}

type Loaded = { grid: ClipGridFeed } | { error: unknown };

/**
 * "Recommended for you": a row of videos the site's recommendation service
 * (`recommendations` in the configuration) picks for this visitor, drawn in
 * the browser only, since it depends on who is looking. The visitor is
 * registered once and this page view reported; the row asks the visitor's
 * results, or the popular list when the service has none for them. Until
 * the answer is in, the row holds its box under its title, so nothing moves
 * when it fills. A malformed answer throws while drawing: the zone fails
 * alone, with the catalogue's message. No service configured: no row.
 */
export function Recommended({ feed, ctx }: IslandProps<RecommendedFeed>) {
  const config = usePageConfig(ctx.page);
  const settings = useMemo(() => recommendationSettingsOf(config), [config]);
  const configured = settings.resultsUrl !== '' || settings.popularityUrl !== '';
  const [loaded, setLoaded] = useState<Loaded>();
  // A visitor the site has never seen gets the popular list: the row waits under that title, whose lines it will keep.
  const [newVisitor] = useState(() => !recommendationDeps(ctx.page)?.site.get(VISITOR_KEY));

  useEffect(() => {
    const deps = recommendationDeps(ctx.page);
    const win = ctx.page.ownerDocument.defaultView;
    if (!configured || !deps || !win) return undefined;
    void reportActivity(settings, deps, { type: 'view', url: activityPath(win) });
    const controller = new AbortController();
    askRecommendations(settings, deps, controller.signal).then(
      ({ source, answer }) => {
        if (controller.signal.aborted) return;
        try {
          setLoaded({ grid: parseRecommendations(answer, ctx.driver, source === 'results' ? feed.title : feed.popularTitle) });
        } catch (error) {
          setLoaded({ error });
        }
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setLoaded({ error });
      },
    );
    return () => controller.abort();
  }, [configured, settings, ctx.page, ctx.driver, feed.title, feed.popularTitle]);

  if (!configured) return null;
  if (loaded && 'error' in loaded) throw loaded.error;
  if (loaded) return <div className="tf-rec"><ClipGrid feed={loaded.grid} ctx={ctx} /></div>;
  return <RowSkeleton title={newVisitor ? feed.popularTitle : feed.title} />;
}

/** How many cards the waiting row shows: enough to fill the widest row (its slides are at least 220 px). */
const SKELETON_CARDS = 6;

/**
 * The row while its answer is on the way, built from the clip row's own
 * classes (section, head with its toggle's room, carousel slide size, 16:9
 * thumbnails, the controls' room) so it has the drawn row's box at every
 * width and nothing below it moves when the cards come. The cards' text is a
 * block of two title lines: a card's title is trimmed, and most take two.
 */
function RowSkeleton({ title }: { title: string }) {
  const headingId = useId();
  return (
    <div className="tf-rec">
      <section className="tf-clips tf-rec--loading" aria-labelledby={headingId} aria-busy="true">
        <div className="tf-clips__head">
          <h2 className="tf-clips__heading" id={headingId}>{title}</h2>
          <div className="tf-clips__tools" aria-hidden="true">
            <span className="tf-clips__toggle tf-rec__ghost">See more</span>
          </div>
        </div>
        <div className="tf-clips__row tf-rec__slides">
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <div className="tf-rec__card" key={i}>
              <div className="tf-rec__thumb" />
              <div className="tf-rec__text" />
            </div>
          ))}
        </div>
      </section>
    </div>
  );
}
