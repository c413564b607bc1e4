import { expect } from '@open-wc/testing';
import { createPersonalization, personalizationOn, type PersonalizationConfig } from '../../../runtime/personalization/index.js';
import type { TargetAdapter } from '../../../runtime/personalization/target.js';
import { createVideoHooks } from '../../../runtime/personalization/video.js';
import { fakeConsent } from '../../support/consent-source.js';

const ON: PersonalizationConfig = { personalizationEnabled: true, personalizationMbox: 'ltn-global-mbox', personalizationSrc: '/vendor/at.js' };

function world(config: PersonalizationConfig) {
  const doc = document.implementation.createHTMLDocument('front');
  const calls: string[] = [];
  let imports = 0;
  const adapter: TargetAdapter = {
    pageLanded: (initial) => void calls.push(`landed ${initial}`),
    pageDrawn: () => void calls.push('drawn'),
    videoStart: (entity) => void calls.push(`start ${entity.id} ${entity.categoryId}`),
    videoComplete: (entity) => void calls.push(`complete ${entity.id}`),
    destroy: () => void calls.push('destroy'),
  };
  // The document's video hooks, as its scope keeps them.
  const video = createVideoHooks();
  const front = createPersonalization({
    window, document: doc, log: () => {}, config: () => config, video, consent: () => fakeConsent().source, loadScript: () => Promise.resolve(),
    load: () => (imports++, Promise.resolve({ createTargetAdapter: () => adapter })),
  });
  return { doc, calls, front, video, get imports() { return imports; } };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('personalization: the front', () => {
  it('is on only when enabled and given a mbox name', () => {
    expect(personalizationOn(ON)).to.equal(true);
    expect(personalizationOn({ ...ON, personalizationEnabled: false })).to.equal(false);
    expect(personalizationOn({ ...ON, personalizationMbox: '' })).to.equal(false);
    expect(personalizationOn({ ...ON, personalizationMbox: '   ' })).to.equal(false);
  });

  it('off: imports nothing, whatever happens', async () => {
    const w = world({ ...ON, personalizationMbox: '' });
    w.front.pageLanded(true);
    w.front.pageDrawn();
    w.video.started({ id: 'v', categoryId: 'c' });
    await settle();
    expect(w.imports).to.equal(0);
    expect(w.calls).to.deep.equal([]);
  });

  it('on: imports the adapter once and hands it pages, drawings and the player hooks in order', async () => {
    const w = world(ON);
    w.front.pageLanded(true);
    w.front.pageDrawn();
    w.video.started({ id: 'v1', categoryId: 'show' });
    // The player's events (runtime/tve/player.ts): media end is the completion.
    w.video.playerEvents({ id: 'v1', categoryId: 'show' }).onMediaEnd();
    w.front.pageLanded(false);
    await settle();
    expect(w.imports).to.equal(1);
    expect(w.calls).to.deep.equal(['landed true', 'drawn', 'start v1 show', 'complete v1', 'landed false']);
    w.front.destroy();
    w.video.started({ id: 'v2', categoryId: 'show' });
    expect(w.calls.at(-1)).to.equal('destroy');
  });
});
