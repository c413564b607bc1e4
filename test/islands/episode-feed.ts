import { img } from './island-harness.js';

/** What plays next: one good episode and one whose link is refused. */
const UP_NEXT = [
  { title: 'A Stand-Up Meeting', show: 'Desk Jockeys', label: 'S3 · E5', duration: 1342, url: '/full-episodes/desk-jockeys-s3e5', image: img('a') },
  { title: 'Bad link', show: 'X', duration: 10, url: 'javascript:alert(1)', image: img('b') },
];

/** An episode player feed (ENT_M015): the episode, its sign-in gate and what plays next. */
export function episodeFeed(upNext: unknown[] = UP_NEXT) {
  return {
    result: {
      title: 'The Printer Has Unionized',
      type: 'episode',
      distPolicy: { episodeDescriptor: 'Full Episode' },
      show: { title: 'Desk Jockeys', url: '/shows/desk-jockeys' },
      label: 'S4 · E1',
      duration: 1322,
      aired: 'Wed, Oct 1',
      rating: 'TV-14',
      description: 'The printer demands weekends off.',
      poster: img('poster'),
      gate: {
        message: 'Sign in with your TV provider to watch',
        detail: 'Full episodes come with your TV subscription.',
        help: { title: 'How signing in works', url: '/about#tv-provider' },
      },
      upNext,
    },
  };
}
