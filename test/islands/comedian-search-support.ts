/**
 * Shared by the comedian search's tests: a small directory, a search handler
 * over it (msw, in the test page's service worker) and the island's controls.
 */
import { http, HttpResponse } from 'msw';
import { WAIT_TIMEOUT_MS } from '../support/wait.js';

export const SEARCH_URL = '/test/comedians/search';

const comic = (name: string, extra: Record<string, string> = {}) => ({
  name,
  url: `/stand-up#${name.toLowerCase().replace(/\s+/g, '-')}`,
  tagline: `${name} tells jokes.`,
  image: { url: `/art/comic-${name.split(' ')[0]!.toLowerCase()}.svg`, alt: `${name} at the mic`, width: 600, height: 600 },
  ...extra,
});

export const COMICS = [
  comic('Marnie Okafor', { tour: '14 cities', special: 'Overthinking It' }),
  comic('Mark Marlow', { special: 'Mostly Harmless' }),
  comic('Priya Castellanos', { tour: 'Spring dates' }),
  comic('Theo Lindqvist'),
];

export const directoryFeed = { result: { title: 'Find a Comedian', intro: 'Every comic.', searchUrl: SEARCH_URL, comedians: COMICS } };

/** Every term asked, in order. */
export const asked: string[] = [];

/** Names starting with the query; `fail` answers 503, `slow` waits for `release()`. */
export const searchHandler = http.get(SEARCH_URL, async ({ request }) => {
  const q = new URL(request.url).searchParams.get('q') ?? '';
  asked.push(q);
  if (q === 'fail') return HttpResponse.json({ error: 'down' }, { status: 503 });
  if (q === 'slow') await new Promise<void>((resolve) => (release = resolve));
  const comedians = COMICS.filter((c) => c.name.toLowerCase().split(' ').some((w) => w.startsWith(q.toLowerCase())));
  return HttpResponse.json({ result: { query: q, total: comedians.length, comedians } });
});

/** Lets the `slow` search answer. */
export let release: () => void = () => undefined;

/** The real clock, taken before any test fakes `performance`. */
const realNow = performance.now.bind(performance);

/**
 * Waits, task by task, until `check` holds. No timers: the tracking tests
 * fake them, and the island's answer arrives by the network, not a clock.
 */
export async function until(check: () => boolean, what = 'the condition'): Promise<void> {
  // Bounded by real time, not a count of tasks: a loaded machine ran 5000 tasks before the answer came.
  const started = realNow();
  while (realNow() - started < WAIT_TIMEOUT_MS) {
    if (check()) return;
    await new Promise<void>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(0);
    });
  }
  throw new Error(`gave up waiting for ${what}`);
}

export const controls = (host: HTMLElement) => ({
  input: host.querySelector<HTMLInputElement>('input[type="search"]')!,
  submit: host.querySelector<HTMLButtonElement>('button[type="submit"]')!,
  select: host.querySelector<HTMLSelectElement>('select')!,
  status: () => host.querySelector('[role="status"]')!.textContent ?? '',
  names: () => [...host.querySelectorAll('.tf-comsearch__name')].map((n) => n.textContent),
  error: () => host.querySelector('[role="alert"]')?.textContent ?? '',
});

/** Types `term` and sends the form with its button; resolves when the island has its answer. */
export async function search(host: HTMLElement, term: string): Promise<void> {
  const c = controls(host);
  c.input.value = term;
  c.submit.click();
  const quoted = `“${term.trim()}”`;
  await until(() => !c.status().startsWith('Searching') && (c.status().includes(quoted) || c.error().includes(quoted)), `the answer for "${term}"`);
}
