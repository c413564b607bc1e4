import { expect } from '@open-wc/testing';
import controller from '../../islands/show-row/index.js';
import { imageInfoOf, makeHost, renderError } from './island-harness.js';

const show = (i: number, url = `/shows/s${i}`) => ({
  title: `Show ${i}`,
  url,
  image: { url: `/art/show-${i}.svg`, alt: `Show ${i} key art`, width: 400, height: 600 },
  tuneIn: 'Fridays 10/9c',
});

const feed = { result: { title: 'Shows', shows: [show(1), show(2, 'javascript:alert(1)'), ...[3, 4, 5, 6, 7, 8, 9, 10].map((i) => show(i))] } };

describe('show row island (ENT_M030)', () => {
  let h: ReturnType<typeof makeHost>;
  beforeEach(() => {
    h = makeHost('ENT_M030');
    h.host.style.width = '600px';
  });
  afterEach(() => h.cleanup());

  it('renders a keyboard-focusable scroller of show cards', async () => {
    await controller.render(h.host, feed, h.ctx);
    const track = h.host.querySelector('ul')!;
    expect(track.tabIndex).to.equal(0);
    expect(track.getAttribute('aria-labelledby')).to.equal(h.host.querySelector('h2')!.id);
    expect(track.querySelectorAll('li')).to.have.length(10);
    expect(imageInfoOf(track)!.alt).to.equal('Show 1 key art');
  });

  it('drops unsafe hrefs from cards', async () => {
    await controller.render(h.host, feed, h.ctx);
    const second = h.host.querySelectorAll('li')[1]!.querySelector('a')!;
    expect(second.hasAttribute('href')).to.equal(false);
  });

  it('has named scroll buttons; back is disabled at the start', async () => {
    await controller.render(h.host, feed, h.ctx);
    const [back, forward] = [...h.host.querySelectorAll('button')] as HTMLButtonElement[];
    expect(back!.getAttribute('aria-label')).to.equal('Scroll Shows back');
    expect(forward!.getAttribute('aria-label')).to.equal('Scroll Shows forward');
    expect(back!.disabled).to.equal(true);
    expect(back!.getAttribute('aria-controls')).to.equal(h.host.querySelector('ul')!.id);
  });

  it('rejects an empty show list', async () => {
    const error = await renderError(controller, h.host, { result: { title: 'Shows', shows: [] } }, h.ctx);
    expect(String(error)).to.contain('shows must have at least 1 item');
  });

  it('empties its host on destroy', async () => {
    await controller.render(h.host, feed, h.ctx);
    controller.onModuleDestroy?.(h.host);
    expect(h.host.childNodes.length).to.equal(0);
  });
});
