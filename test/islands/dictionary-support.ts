/**
 * Shared by the dictionary island's tests: a small dictionary (A and B have
 * terms, C none, D has terms), the letter feeds msw answers for it, and what
 * the island draws, read back.
 */
import { http, HttpResponse } from 'msw';
import { SAMPLE_RATE, synthesize, wavBytes } from '../../demo/audio/pronounce.js';

export const term = (title: string, extra: Record<string, unknown> = {}) => {
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    itemId: `t-${slug}`,
    termIndex: 1,
    title,
    audio: `/test/audio/${slug}.wav`,
    partOfSpeech: 'noun',
    pronunciation: title.toUpperCase(),
    promoId: `Dictionary: ${title}`,
    definition: `${title} means something funny.`,
    example: { usage: `Use ${title} in a sentence.` },
    share: `/dictionary?letter=${title[0]!.toLowerCase()}#${slug}`,
    subject: `${title}: from the dictionary`,
    ...extra,
  };
};

/** B's two pages; the first names the second, asked in the same test's run. */
export const bPages = (run: string | null) => [
  { letter: 'B', terms: [term('Bit'), term('Blackout')], next: `/test/letters/b?${run === null ? '' : `run=${run}&`}page=2` },
  { letter: 'B', terms: [term('Bomb')] },
];

/** The zone's feed; given a run, every letter feed it names carries it (see `control.run`). */
export const feed = (run?: number) => ({
  result: {
    title: 'Test Dictionary',
    intro: 'Words.',
    letters: [
      { letter: 'A', total: 2, feed: `/test/letters/a${run === undefined ? '' : `?run=${run}`}` },
      { letter: 'B', total: 3, feed: `/test/letters/b${run === undefined ? '' : `?run=${run}`}` },
      { letter: 'C', total: 0 },
      { letter: 'D', total: 1, feed: `/test/letters/d${run === undefined ? '' : `?run=${run}`}` },
    ],
    initial: {
      letter: 'A',
      terms: [
        term('Ad-lib', { videoLink: '/clips/ad-lib', example: { image: { url: '/art/a.svg', alt: 'A stage', width: 640, height: 360 } } }),
        term('Anticlimax'),
      ],
    },
  },
});

/** Every letter page asked, as `letter?page`. */
export const asked: string[] = [];

/**
 * Letter B answers in two pages (the second held until `releaseB()` when
 * `holdB` is set); D fails until `dWorks`. `run` numbers the test: a request
 * the island of an earlier test sent just before it was destroyed can still
 * reach these handlers during the next test (seen in WebKit), so only the
 * current run's requests are counted or held.
 */
export const control = { holdB: false, dWorks: false, run: 0 };
const current = (request: Request) => new URL(request.url).searchParams.get('run') === String(control.run);
let releaseB: () => void = () => undefined;
export const release = () => releaseB();

export const letterHandlers = [
  // Real clips, as the build makes them, so a pressed button really plays:
  // the word said over and over, about 15 s, so that no clip ends by itself
  // while a test watches it play (one saying is under a second, and a loaded
  // machine has let that pass between two checks).
  http.get('/test/audio/:name', ({ params }) => {
    const word = String(params.name).replace(/\.wav$/, '').toUpperCase();
    const samples = synthesize(word);
    const repeated = new Float32Array(samples.length * Math.ceil(15 * SAMPLE_RATE / samples.length));
    for (let at = 0; at < repeated.length; at += samples.length) repeated.set(samples, at);
    return new HttpResponse(wavBytes(repeated), { headers: { 'content-type': 'audio/wav' } });
  }),
  http.get('/test/letters/b', async ({ request }) => {
    const query = new URL(request.url).searchParams;
    const page = query.get('page') ?? '1';
    if (!current(request)) return HttpResponse.json({ result: bPages(query.get('run'))[Number(page) - 1] });
    asked.push(`b?${page}`);
    if (page === '2' && control.holdB) await new Promise<void>((resolve) => (releaseB = resolve));
    return HttpResponse.json({ result: bPages(query.get('run'))[Number(page) - 1] });
  }),
  http.get('/test/letters/d', ({ request }) => {
    if (current(request)) asked.push('d?1');
    return control.dWorks
      ? HttpResponse.json({ result: { letter: 'D', terms: [term('Deadpan')] } })
      : HttpResponse.json({ error: 'down' }, { status: 503 });
  }),
];

export const view = (host: HTMLElement) => ({
  tabs: () => [...host.querySelectorAll<HTMLButtonElement>('[role="tab"]')],
  tab: (letter: string) => [...host.querySelectorAll<HTMLButtonElement>('[role="tab"]')].find((t) => t.textContent === letter)!,
  panel: () => host.querySelector<HTMLElement>('[role="tabpanel"]:not([hidden])')!,
  titles: () => [...host.querySelectorAll('[role="tabpanel"]:not([hidden]) .tf-dict__title')].map((t) => t.textContent),
  status: () => host.querySelector('[role="tabpanel"]:not([hidden]) [role="status"]')?.textContent ?? '',
});
