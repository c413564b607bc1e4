import type { IslandProps } from '../define-island.js';
import { feedPayload, reader, type FeedLink } from '../shared/parse.js';

export interface TrendingBarFeed {
  label: string;
  topics: FeedLink[];
}

export function parseTrendingBarFeed(feed: unknown, driver: string): TrendingBarFeed {
  const r = reader(driver);
  const data = feedPayload(r.driver, feed);
  return {
    label: r.str(data.label, 'label'),
    topics: r.list(data.topics, 'topics', r.link, 1).filter((topic) => topic.href),
  };
}

/** The "menu" global zone: a slim bar of trending topics under the header. */
export function TrendingBar({ feed }: IslandProps<TrendingBarFeed>) {
  return (
    <nav className="tf-trend" aria-label={feed.label} data-tf-promo="Trending">
      <div className="tf-trend__inner">
        <span className="tf-trend__label" aria-hidden="true">
          <span className="tf-trend__flame" />
          {feed.label}
        </span>
        <ul className="tf-trend__list">
          {feed.topics.map((topic) => (
            <li key={`${topic.title}|${topic.href}`}>
              <a className="tf-trend__topic" href={topic.href} data-tf-track={`Trending: ${topic.title}`}>
                {topic.title}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
