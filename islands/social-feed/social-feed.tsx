import { useId } from 'react';
import type { IslandProps } from '../define-island.js';
import { Media } from '../shared/media.js';
import { RelativeTime } from '../shared/relative-time.js';
import { segments, type SocialFeed as SocialFeedData, type SocialPost } from './feed.js';

/** Names the area in click tracking. */
export const TRACK_AREA = 'Social feed';

/** Another site's page opens in a new tab, said to screen readers too. */
const isExternal = (href: string) => /^https?:\/\//i.test(href);
const external = (href: string) => (isExternal(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {});

function PostText({ post }: { post: SocialPost }) {
  return (
    <p className="tf-social__text">
      {segments(post).map((part, i) => (part.url
        ? <a key={i} className="tf-social__link" href={part.url} {...external(part.url)} data-tf-track={`${TRACK_AREA}: Link`}>{part.text}</a>
        : <span key={i}>{part.text}</span>))}
    </p>
  );
}

function Post({ post, now, account }: { post: SocialPost; now?: number; account: SocialFeedData['account'] }) {
  const time = <RelativeTime date={post.time} now={now} className="tf-social__time" />;
  return (
    <li className="tf-social__post">
      <article className="tf-social__card" aria-label={`${account.name} post`}>
        <PostText post={post} />
        {post.image && <Media image={post.image} className="tf-social__image" ratio="16 / 9" />}
        <p className="tf-social__meta">
          {post.url
            ? <a className="tf-social__permalink" href={post.url} {...external(post.url)} data-tf-track={`${TRACK_AREA}: Post`}>
                {time}<span className="tf-social__sr">, open the post{isExternal(post.url) ? ' (opens in a new tab)' : ''}</span>
              </a>
            : time}
        </p>
      </article>
    </li>
  );
}

/**
 * The network's posts from its social account: each post's text (its links
 * drawn from the feed's marks, never from markup), an image with its alt
 * text through the image service, and when it was posted as relative time,
 * the exact date in the `<time>`'s title.
 */
export function SocialFeed({ feed }: IslandProps<SocialFeedData>) {
  const headingId = useId();
  return (
    <section className="tf-social" aria-labelledby={headingId} data-tf-promo={TRACK_AREA}>
      <div className="tf-social__head">
        <h2 className="tf-social__heading" id={headingId}>{feed.title}</h2>
        {feed.account.url
          ? <a className="tf-social__all" href={feed.account.url} {...external(feed.account.url)} data-tf-track={`${TRACK_AREA}: Account`}>
              Follow {feed.account.handle}{isExternal(feed.account.url) && <span className="tf-social__sr"> (opens in a new tab)</span>}
            </a>
          : <p className="tf-social__handle">{feed.account.handle}</p>}
      </div>
      {feed.posts.length === 0
        ? <p className="tf-social__empty">No posts yet.</p>
        : <ul className="tf-social__list">
            {feed.posts.map((post) => <Post key={post.id} post={post} now={feed.now} account={feed.account} />)}
          </ul>}
    </section>
  );
}
