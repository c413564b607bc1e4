import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import controller from '../../islands/clip-viewer/index.js';
import { clone, imageInfoOf, img, makeHost, renderError } from './island-harness.js';

const feed = {
  result: {
    title: 'The Printer Has Unionized',
    show: { title: 'Desk Jockeys', url: '/shows/desk-jockeys' },
    duration: 184,
    description: 'The cold open that started it all.',
    image: img('printer'),
    share: {
      url: 'https://laughtrack.example/clips/the-printer-has-unionized',
      links: [
        { network: 'facebook', label: 'Share on Facebook', url: 'https://facebook.example/sharer?u=x' },
        { network: 'x', label: 'Share on X', url: 'javascript:alert(1)' },
      ],
    },
    related: [{ title: 'Monologue', url: '/clips/monologue', duration: 412, image: img('m') }],
    more: { title: 'More from Desk Jockeys', url: '/shows/desk-jockeys' },
  },
};

describe('clip viewer island (ENT_M025)', () => {
  let h: ReturnType<typeof makeHost>;
  beforeEach(() => (h = makeHost('ENT_M025')));
  afterEach(() => {
    controller.onModuleDestroy?.(h.host);
    h.cleanup();
    sinon.restore();
  });

  it('renders an article named by the clip title with its art, show and description', async () => {
    await controller.render(h.host, feed, h.ctx);
    const article = h.host.querySelector('article')!;
    const title = article.querySelector('h1')!;
    expect(title.textContent).to.equal('The Printer Has Unionized');
    expect(article.getAttribute('aria-labelledby')).to.equal(title.id);
    expect(imageInfoOf(article, '.tf-clipview__art tf-image')!.alt).to.equal('printer art');
    expect(article.querySelector('.tf-clipview__show a')!.getAttribute('href')).to.equal('/shows/desk-jockeys');
    expect(article.textContent).to.contain('The cold open that started it all.');
    expect(article.querySelector('.tf-clipview__duration')!.textContent).to.contain('Duration 3 minutes 4 seconds');
  });

  it('opens share links in a new tab, named, without unsafe ones', async () => {
    await controller.render(h.host, feed, h.ctx);
    const links = [...h.host.querySelectorAll<HTMLAnchorElement>('[aria-label="Share this clip"] a')];
    expect(links.map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')])).to.deep.equal([
      ['Share on Facebook', 'https://facebook.example/sharer?u=x'],
    ]);
    expect(links[0]!.target).to.equal('_blank');
    expect(links[0]!.rel).to.contain('noopener');
  });

  it('copies the clip link and says so', async () => {
    const writeText = sinon.stub().resolves();
    sinon.stub(navigator, 'clipboard').value({ writeText });
    await controller.render(h.host, feed, h.ctx);
    const button = [...h.host.querySelectorAll('button')].find((b) => b.textContent === 'Copy link')!;
    button.click();
    await new Promise(requestAnimationFrame);
    await new Promise(requestAnimationFrame);
    expect(writeText.callCount).to.equal(1);
    expect(writeText.firstCall.args[0]).to.equal('https://laughtrack.example/clips/the-printer-has-unionized');
    expect(h.host.querySelector('[role="status"]')!.textContent).to.equal('Link copied');
  });

  it('shows the link itself when the clipboard refuses', async () => {
    sinon.stub(navigator, 'clipboard').value({ writeText: sinon.stub().rejects(new Error('denied')) });
    await controller.render(h.host, feed, h.ctx);
    [...h.host.querySelectorAll('button')].find((b) => b.textContent === 'Copy link')!.click();
    await new Promise(requestAnimationFrame);
    await new Promise(requestAnimationFrame);
    expect(h.host.querySelector('[role="status"]')!.textContent).to.contain('https://laughtrack.example/clips/the-printer-has-unionized');
  });

  it('links related clips and more from the show', async () => {
    await controller.render(h.host, feed, h.ctx);
    expect(h.host.querySelector('.tf-clipview__related h2')!.textContent).to.equal('Watch next');
    expect([...h.host.querySelectorAll('.tf-clipview__related a')].map((a) => a.getAttribute('href'))).to.deep.equal(['/clips/monologue']);
    expect(h.host.querySelector('a.tf-clipview__more')!.getAttribute('href')).to.equal('/shows/desk-jockeys');
  });

  it('rejects an unknown share network and art without alt text', async () => {
    const badNetwork = clone(feed);
    badNetwork.result.share.links[0]!.network = 'myspace';
    expect(String(await renderError(controller, h.host, badNetwork, h.ctx))).to.contain('share.links[0].network must be one of facebook, x, whatsapp');
    const noAlt = clone(feed) as { result: { image: Record<string, unknown> } };
    delete noAlt.result.image.alt;
    expect(String(await renderError(controller, h.host, noAlt, h.ctx))).to.contain('ENT_M025 feed: image.alt must be a string');
  });

  it('empties its host on destroy', async () => {
    await controller.render(h.host, feed, h.ctx);
    controller.onModuleDestroy?.(h.host);
    expect(h.host.childNodes.length).to.equal(0);
  });
});
