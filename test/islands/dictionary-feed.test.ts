import { expect } from '@open-wc/testing';
import { parseDictionaryFeed, parseTermPage } from '../../islands/dictionary/feed.js';
import { dictionaryFeed, dictionaryFeeds, letterFeedPath } from '../../demo/content/dictionary.js';
import controller from '../../islands/dictionary/index.js';
import { feed, term } from './dictionary-support.js';
import { makeHost, renderError } from './island-harness.js';

const D = 'ENT_M077';
const failure = (change: (data: ReturnType<typeof feed>['result']) => void) => {
  const data = feed();
  change(data.result);
  try {
    parseDictionaryFeed(data, D);
  } catch (error) {
    return String(error);
  }
  return 'no error';
};

describe('dictionary feed', () => {
  it('reads letters, their totals and feeds, and the first page of terms', () => {
    const parsed = parseDictionaryFeed(feed(), D);
    expect(parsed.letters.map((l) => [l.letter, l.total, l.feed])).to.deep.equal([
      ['A', 2, '/test/letters/a'], ['B', 3, '/test/letters/b'], ['C', 0, undefined], ['D', 1, '/test/letters/d'],
    ]);
    const [first] = parsed.initial!.terms;
    expect(first!.anchor).to.equal('ad-lib');
    expect(first!.shortTitle).to.equal('Ad-lib');
    expect(first!.example).to.have.property('image');
  });

  it('rejects what the island could not draw, naming the driver and the field', () => {
    expect(failure((d) => void (d.letters = []))).to.equal(`FeedError: ${D} feed: letters must have at least 1 item`);
    expect(failure((d) => void (d.letters[1]!.letter = 'A'))).to.contain('letters[1].letter repeats A');
    expect(failure((d) => void (d.letters[0]!.letter = 'ab'))).to.contain('letters[0].letter must be one capital letter');
    expect(failure((d) => void delete (d.letters[1] as { feed?: string }).feed)).to.contain('letters[1].feed must be given for a letter with terms');
    expect(failure((d) => void ((d.letters[1] as { feed?: string }).feed = 'https://elsewhere.example/b'))).to.contain('letters[1].feed must be a path of this site');
    expect(failure((d) => void (d.letters[0]!.total = -1))).to.contain('letters[0].total must be a whole number');
    expect(failure((d) => void (d.initial.letter = 'C'))).to.contain('initial.letter must be a letter with terms');
    expect(failure((d) => void (d.initial.terms[0] = term('X', { audio: 'javascript:alert(1)' })))).to.contain('initial.terms[0].audio must be an http(s) or relative URL');
    expect(failure((d) => void (d.initial.terms[0] = term('X', { videoLink: 'javascript:alert(1)' })))).to.contain('initial.terms[0].videoLink');
    expect(failure((d) => void (d.initial.terms[1] = term('X', { definition: '' })))).to.contain('initial.terms[1].definition must be a non-empty string');
    expect(failure((d) => void (d.initial.terms[0] = term('X', { termIndex: 1.5 })))).to.contain('initial.terms[0].termIndex');
    expect(failure((d) => void ((d.initial as { next?: string }).next = '//evil.example/x'))).to.contain('initial.next must be a path of this site');
  });

  it('fails the zone alone with a malformed feed: the render rejects and nothing is drawn', async () => {
    const h = makeHost(D);
    try {
      const error = await renderError(controller, h.host, { result: { title: 'T', letters: 'ABC' } }, h.ctx);
      expect(String(error)).to.contain('letters must be an array');
      expect(h.host.querySelector('[role="tablist"]')).to.equal(null);
    } finally {
      controller.onModuleDestroy?.(h.host);
      h.cleanup();
    }
  });

  it('reads a letter’s page, and refuses one of another letter', () => {
    const page = parseTermPage({ result: { letter: 'B', terms: [term('Bit')], next: '/x?page=2' } }, D, 'B');
    expect(page.terms.map((t) => t.title)).to.deep.equal(['Bit']);
    expect(page.next).to.equal('/x?page=2');
    expect(() => parseTermPage({ result: { letter: 'C', terms: [] } }, D, 'B')).to.throw('result.letter is not B');
  });

  it('reads the demo’s own dictionary: at least 40 terms over at least 8 letters', () => {
    const parsed = parseDictionaryFeed(dictionaryFeed, D);
    const withTerms = parsed.letters.filter((l) => l.total > 0);
    expect(parsed.letters).to.have.length(26);
    expect(withTerms.length).to.be.at.least(8);
    expect(withTerms.reduce((sum, l) => sum + l.total, 0)).to.be.at.least(40);
    let read = 0;
    for (const letter of withTerms) {
      const source = dictionaryFeeds[letterFeedPath(letter.letter)] as (url: URL) => unknown;
      for (let page = 1, next: string | undefined = letter.feed; next; page++) {
        const parsedPage = parseTermPage(source(new URL(next, location.href)), D, letter.letter);
        read += parsedPage.terms.length;
        next = parsedPage.next;
      }
    }
    expect(read).to.equal(withTerms.reduce((sum, l) => sum + l.total, 0));
  });
});
