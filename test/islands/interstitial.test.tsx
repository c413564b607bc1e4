import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import controller from '../../islands/interstitial/index.js';
import { ACCEPTED_NOTICES_KEY, acceptedNotices, declineTarget } from '../../islands/interstitial/acceptance.js';
import { siteStorageOf } from '../../islands/shared/site-storage.js';
import { makeHost, renderError } from './island-harness.js';

const feed = (extra: Record<string, unknown> = {}) => ({
  result: { id: 'mature-test', heading: 'Mature content ahead', message: ['Strong language.', 'For grown-ups.'], accept: 'Continue', decline: 'Take me back', ...extra },
});

describe('interstitial island (ENT_M120)', () => {
  let h: ReturnType<typeof makeHost>;
  let navigate: sinon.SinonSpy;
  let back: sinon.SinonStub;
  const site = () => siteStorageOf(window);
  const dialog = () => h.host.querySelector('dialog')!;

  beforeEach(() => {
    site().remove(ACCEPTED_NOTICES_KEY);
    h = makeHost('ENT_M120');
    navigate = sinon.spy();
    Object.assign(h.ctx.page, { navigate });
    back = sinon.stub(history, 'back');
  });
  afterEach(() => {
    back.restore();
    controller.onModuleDestroy?.(h.host);
    h.cleanup();
    site().remove(ACCEPTED_NOTICES_KEY);
  });

  /** Where declining should have gone from this test page, by the rule the island follows. */
  const expectLeft = () => {
    const first = performance.getEntriesByType('navigation')[0]?.name;
    const target = declineTarget({ href: location.href, firstHref: first, referrer: document.referrer, historyLength: history.length }, '/');
    if (target === 'back') expect([back.callCount, navigate.callCount]).to.deep.equal([1, 0]);
    else expect([back.callCount, navigate.args]).to.deep.equal([0, [[new URL('/', document.baseURI).href]]]);
  };

  it('opens a labelled modal dialog with focus inside for a visitor who has not accepted', async () => {
    await controller.render(h.host, feed(), h.ctx);
    const d = dialog();
    expect(d.open).to.equal(true);
    expect(d.matches(':modal')).to.equal(true);
    expect(document.getElementById(d.getAttribute('aria-labelledby')!)!.textContent).to.equal('Mature content ahead');
    expect(document.getElementById(d.getAttribute('aria-describedby')!)!.textContent).to.equal('Strong language.For grown-ups.');
    expect(d.contains(document.activeElement)).to.equal(true);
  });

  it('remembers "Continue" in site storage, so the notice does not open again', async () => {
    await controller.render(h.host, feed(), h.ctx);
    h.host.querySelector<HTMLButtonElement>('.tf-notice__accept')!.click();
    expect(dialog().open).to.equal(false);
    expect(acceptedNotices(site())).to.deep.equal(['mature-test']);
    expect([back.callCount, navigate.callCount]).to.deep.equal([0, 0]);
    controller.onModuleDestroy?.(h.host);
    await controller.render(h.host, feed(), h.ctx);
    expect(dialog().open).to.equal(false);
    // Another notice is not accepted by this one.
    controller.onModuleDestroy?.(h.host);
    await controller.render(h.host, feed({ id: 'other' }), h.ctx);
    expect(dialog().open).to.equal(true);
  });

  it('keeps the other accepted notices, and reads a malformed stored value as none accepted', async () => {
    site().set(ACCEPTED_NOTICES_KEY, JSON.stringify(['earlier', 7]));
    await controller.render(h.host, feed(), h.ctx);
    h.host.querySelector<HTMLButtonElement>('.tf-notice__accept')!.click();
    expect(JSON.parse(site().get(ACCEPTED_NOTICES_KEY)!)).to.deep.equal(['earlier', 'mature-test']);
    controller.onModuleDestroy?.(h.host);
    site().set(ACCEPTED_NOTICES_KEY, '{"mature-test":true');
    await controller.render(h.host, feed(), h.ctx);
    expect(dialog().open).to.equal(true);
  });

  it('leaves on "Take me back", accepting nothing', async () => {
    await controller.render(h.host, feed(), h.ctx);
    h.host.querySelector<HTMLButtonElement>('.tf-notice__decline')!.click();
    expect(dialog().open).to.equal(false);
    expect(acceptedNotices(site())).to.deep.equal([]);
    expectLeft();
  });

  it('takes Escape as declining: the page is never shown without a choice', async () => {
    await controller.render(h.host, feed(), h.ctx);
    const cancel = new Event('cancel', { cancelable: true });
    dialog().dispatchEvent(cancel);
    expect(cancel.defaultPrevented).to.equal(true);
    expect(dialog().open).to.equal(false);
    expectLeft();
  });

  it('closes without leaving when the zone is destroyed', async () => {
    await controller.render(h.host, feed(), h.ctx);
    const d = dialog();
    controller.onModuleDestroy?.(h.host);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(d.open).to.equal(false);
    expect([back.callCount, navigate.callCount]).to.deep.equal([0, 0]);
  });

  it('fails the zone alone on a malformed feed', async () => {
    for (const data of [feed({ id: '<x>' }), feed({ message: [] }), feed({ heading: '' }), feed({ declineUrl: 'https://elsewhere.example/' })]) {
      expect(String(await renderError(controller, h.host, data, h.ctx))).to.contain('ENT_M120 feed');
    }
  });

  describe('where declining goes', () => {
    const at = (extra: Partial<Parameters<typeof declineTarget>[0]>) => ({ href: 'https://site.test/shows/x', referrer: '', historyLength: 3, ...extra });
    it('goes back to a page of this site before it, else to the fallback', () => {
      expect(declineTarget(at({ firstHref: 'https://site.test/' }), '/')).to.equal('back');
      expect(declineTarget(at({ firstHref: 'https://site.test/shows/x', referrer: 'https://site.test/shows' }), '/')).to.equal('back');
      expect(declineTarget(at({ firstHref: 'https://site.test/shows/x', referrer: 'https://elsewhere.example/' }), '/')).to.equal('/');
      expect(declineTarget(at({ firstHref: 'https://site.test/shows/x#top', referrer: 'https://site.test/shows/x' }), '/')).to.equal('/');
      expect(declineTarget(at({ firstHref: 'https://site.test/', historyLength: 1 }), '/')).to.equal('/');
    });
  });
});
