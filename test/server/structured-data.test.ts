import { expect } from '@open-wc/testing';
import { isoDuration, MAIN_ITEM_DRIVERS, mainItem, structuredData } from '../../server/structured-data.js';
import { islandDescriptors } from '../../islands/descriptors.js';
import { clipViewer } from '../../islands/clip-viewer/island.js';
import { dictionary } from '../../islands/dictionary/island.js';
import { episodePlayer } from '../../islands/episode-player/island.js';
import { showHeader } from '../../islands/show-header/island.js';
import { playlistPlayer } from '../../islands/playlist-player/island.js';
import { interviewPlayer } from '../../islands/interview-player/island.js';
import { comedianPage } from '../../islands/comedian-page/island.js';
import type { Manifest } from '../../runtime/types.js';

describe('MAIN_ITEM_DRIVERS', () => {
  it('names the islands whose feed describes their page, by their own drivers', () => {
    expect(MAIN_ITEM_DRIVERS).to.deep.equal({
      [showHeader.driver]: 'show', [episodePlayer.driver]: 'episode', [clipViewer.driver]: 'clip',
      [playlistPlayer.driver]: 'playlist', [interviewPlayer.driver]: 'interview', [dictionary.driver]: 'termSet',
      [comedianPage.driver]: 'comedian',
    });
    const drivers = islandDescriptors.map((island) => island.driver);
    for (const driver of Object.keys(MAIN_ITEM_DRIVERS)) expect(drivers).to.include(driver);
  });
});

describe('mainItem', () => {
  const zone = (name: string, driver: string, priority?: number) => ({ zone: name, driver, feed: `/feeds/${name}`, ...(priority === undefined ? {} : { priority }) });

  it('takes the first describing zone in render order (ascending priority, none last) whose feed reads', () => {
    const manifest: Manifest = { zones: { a: zone('a', 'ENT_M025'), b: zone('b', 'ENT_M015', 2), c: zone('c', 'ENT_M011', 1) } };
    const feeds = new Map<string, unknown>([
      ['a', { result: { title: 'Clip' } }],
      ['b', { result: { title: 'Episode' } }],
      ['c', { result: { title: 42 } }],
    ]);
    expect(mainItem(manifest, feeds, { base: 'https://site.test/' })).to.deep.equal({ kind: 'episode', name: 'Episode' });
  });

  it('reads the dictionary as a DefinedTermSet: its title and introduction', () => {
    const manifest: Manifest = { zones: { t1_1c: zone('t1_1c', 'ENT_M077', 1) } };
    const item = mainItem(manifest, new Map([['t1_1c', { result: { title: 'The Dictionary', intro: 'Words.', letters: [] } }]]), { base: 'https://site.test/' });
    expect(item).to.deep.equal({ kind: 'termSet', name: 'The Dictionary', description: 'Words.' });
    expect(structuredData(item, { url: 'https://site.test/dictionary', title: 'T', description: 'D', siteName: 'S' })).to.deep.equal({
      '@context': 'https://schema.org', '@type': 'DefinedTermSet', name: 'The Dictionary', description: 'Words.', url: 'https://site.test/dictionary',
    });
  });

  it('is undefined when no zone describes the page or no answer reads', () => {
    expect(mainItem({ zones: { a: zone('a', 'ENT_M010', 1) } }, new Map([['a', { result: { title: 'Hero' } }]]), { base: 'https://site.test/' })).to.equal(undefined);
    expect(mainItem({ zones: { a: zone('a', 'ENT_M011', 1) } }, new Map(), { base: 'https://site.test/' })).to.equal(undefined);
  });
});

describe('isoDuration', () => {
  it('writes seconds as an ISO 8601 duration', () => {
    expect(isoDuration(1322)).to.equal('PT22M2S');
    expect(isoDuration(3600)).to.equal('PT1H');
    expect(isoDuration(2565)).to.equal('PT42M45S');
    expect(isoDuration(0)).to.equal('PT0S');
  });
});

describe('structuredData of the players', () => {
  const BASE = 'https://laughtrack.example/';
  const PAGE = { title: 'T', description: 'D', siteName: 'Laugh Track Network' };
  const image = (url: string) => ({ url, alt: 'art', width: 1280, height: 720 });
  const dataOf = (driver: string, feed: unknown, url: string) => {
    const item = mainItem({ zones: { t1_1c: { zone: 't1_1c', driver, feed: '/f', priority: 1 } } }, new Map([['t1_1c', feed]]), { base: BASE });
    return structuredData(item, { ...PAGE, url });
  };

  it('describes a clip as a VideoObject: name, description, thumbnail, upload date, ISO duration and its embed page', () => {
    const feed = { result: {
      title: 'The Printer Has Unionized', description: 'A cold open.', duration: 184, published: '2026-10-02',
      image: image('/images/printer.jpg'), show: { title: 'Desk Jockeys', url: '/shows/desk-jockeys' },
    } };
    expect(dataOf('ENT_M025', feed, `${BASE}clips/the-printer-has-unionized`)).to.deep.equal({
      '@context': 'https://schema.org', '@type': 'VideoObject', name: 'The Printer Has Unionized', description: 'A cold open.',
      url: `${BASE}clips/the-printer-has-unionized`, thumbnailUrl: `${BASE}images/printer.jpg`, uploadDate: '2026-10-02', duration: 'PT3M4S',
      embedUrl: `${BASE}embed/clips/the-printer-has-unionized`,
      isPartOf: { '@type': 'TVSeries', name: 'Desk Jockeys', url: `${BASE}shows/desk-jockeys` },
    });
  });

  it('leaves out an upload date that is not an ISO date, and the embed page of an address that is not a player page', () => {
    const feed = { result: { title: 'Clip', duration: 60, published: 'Thu, Oct 2', image: image('/images/c.jpg') } };
    const data = dataOf('ENT_M025', feed, `${BASE}somewhere/else/entirely`);
    expect(data).not.to.have.property('uploadDate');
    expect(data).not.to.have.property('embedUrl');
  });

  it('names the site page, not the embed page, as an embed page\'s own embed', () => {
    const data = dataOf('ENT_M025', { result: { title: 'Clip', duration: 60 } }, `${BASE}embed/clips/a-clip`);
    expect(data.embedUrl).to.equal(`${BASE}embed/clips/a-clip`);
  });

  it('describes a playlist as an ItemList of its videos in playing order, each a VideoObject with its page and embed page', () => {
    const video = (slug: string, title: string, duration: number) => ({
      title, url: `/clips/${slug}`, duration, published: '2026-09-27', show: 'Roast Beef', image: image(`/images/${slug}.jpg`),
      contentUri: `mgid:arc:video:laughtrack.example:${slug}`, videoId: slug,
    });
    const feed = { result: {
      title: 'Office Hours', description: 'Five clips about work.',
      items: [video('b-clip', 'B', 95), { title: 42 }, video('a-clip', 'A', 3600)],
    } };
    const data = dataOf('ENT_M026', feed, `${BASE}playlists/office-hours`);
    expect(data).to.include({ '@type': 'ItemList', name: 'Office Hours', description: 'Five clips about work.', url: `${BASE}playlists/office-hours`, numberOfItems: 2 });
    expect(data.itemListElement).to.deep.equal([
      { '@type': 'ListItem', position: 1, item: {
        '@type': 'VideoObject', name: 'B', url: `${BASE}clips/b-clip`, thumbnailUrl: `${BASE}images/b-clip.jpg`, uploadDate: '2026-09-27',
        duration: 'PT1M35S', embedUrl: `${BASE}embed/clips/b-clip`, isPartOf: { '@type': 'TVSeries', name: 'Roast Beef' },
      } },
      { '@type': 'ListItem', position: 2, item: {
        '@type': 'VideoObject', name: 'A', url: `${BASE}clips/a-clip`, thumbnailUrl: `${BASE}images/a-clip.jpg`, uploadDate: '2026-09-27',
        duration: 'PT1H', embedUrl: `${BASE}embed/clips/a-clip`, isPartOf: { '@type': 'TVSeries', name: 'Roast Beef' },
      } },
    ]);
    // Its picture is its first video's.
    expect(data.image).to.equal(`${BASE}images/b-clip.jpg`);
  });

  const interview = (chapters: unknown) => ({ result: {
    title: 'June Matsuda on Small Talk', description: 'Six questions.', duration: 618, published: '2026-10-03', image: image('/images/june.jpg'),
    guest: { title: 'June Matsuda', url: '/stand-up#june-matsuda' }, chapters,
  } });

  it('describes an interview as a VideoObject whose chapters are Clips from their start to the next one\'s, linked at their second', () => {
    const data = dataOf('ENT_M027', interview([{ title: 'So, what do you do?', start: 0 }, { title: 'Why elevators?', start: 72 }, { title: 'And then?', start: 530 }]),
      `${BASE}interviews/june-matsuda-on-small-talk`);
    expect(data).to.include({
      '@type': 'VideoObject', name: 'June Matsuda on Small Talk', duration: 'PT10M18S', uploadDate: '2026-10-03',
      thumbnailUrl: `${BASE}images/june.jpg`, embedUrl: `${BASE}embed/interviews/june-matsuda-on-small-talk`,
    });
    const page = `${BASE}interviews/june-matsuda-on-small-talk`;
    expect(data.hasPart).to.deep.equal([
      { '@type': 'Clip', name: 'So, what do you do?', startOffset: 0, endOffset: 72, url: `${page}?t=0` },
      { '@type': 'Clip', name: 'Why elevators?', startOffset: 72, endOffset: 530, url: `${page}?t=72` },
      { '@type': 'Clip', name: 'And then?', startOffset: 530, endOffset: 618, url: `${page}?t=530` },
    ]);
  });

  it('gives an interview no chapters when its chapter list contradicts itself', () => {
    const page = `${BASE}interviews/x`;
    for (const chapters of [
      [{ title: 'A', start: 5 }],
      [{ title: 'A', start: 0 }, { title: 'B', start: 0 }],
      [{ title: 'A', start: 0 }, { title: 'B', start: 700 }],
      [{ title: 'A', start: 0 }, { start: 30 }],
      [{ title: 'A', start: 0 }, { title: 'B', start: '30' }],
      'nope',
    ]) {
      const data = dataOf('ENT_M027', interview(chapters), page);
      expect(data['@type'], JSON.stringify(chapters)).to.equal('VideoObject');
      expect(data, JSON.stringify(chapters)).not.to.have.property('hasPart');
    }
  });
});
