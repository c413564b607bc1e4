import { expect, waitUntil } from '@open-wc/testing';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import sinon from 'sinon';
import { SharePanel, type SharePanelProps } from '../../islands/shared/share-panel.js';
import { shareArrival } from '../../islands/shared/share-links.js';
import { sharePanelCss } from '../../islands/shared/share-panel.styles.js';
import { adoptStyles } from '../../islands/shared/adopt-styles.js';
import type { ShareTrackData } from '../../runtime/tracking/track-data.js';

adoptStyles('share-panel', sharePanelCss);

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** This page's address as the panel shares it: no fragment, the share mark added. */
const here = () => {
  const url = new URL(location.href);
  url.hash = '';
  url.searchParams.set('share', '1');
  return url.href;
};

const setDevice = (value: 'mobile' | 'desktop' | undefined) => {
  document.cookie = value ? `device=${value}; path=/` : 'device=; path=/; max-age=0';
};

/** Types into a controlled input the way a keyboard does: value set natively, then `input`. */
function type(field: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('the share panel', () => {
  let host: HTMLElement;
  let root: Root;
  let shares: ShareTrackData[];
  const record = (event: Event) => shares.push((event as CustomEvent<ShareTrackData>).detail);
  // Share links open other sites: the test stays on its page.
  const stay = (event: Event) => event.preventDefault();

  async function mount(props: Partial<SharePanelProps> = {}) {
    await act(() => root.render(<SharePanel title="Desk Jockeys & Friends" page={host} area="Player" contentId="ep-1" {...props} />));
  }
  const toggle = () => host.querySelector<HTMLButtonElement>('.tf-share__toggle')!;
  const button = (name: string) => [...host.querySelectorAll('button')].find((b) => b.textContent?.trim() === name)!;
  const links = () => [...host.querySelectorAll<HTMLAnchorElement>('.tf-share__links a')];
  const linkOf = (label: string) => host.querySelector<HTMLAnchorElement>(`a[aria-label="${label}"]`)!;
  const startBox = () => host.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
  const timeField = () => host.querySelector<HTMLInputElement>('.tf-share__time')!;
  const click = (el: HTMLElement) => act(() => el.click());
  async function open(props: Partial<SharePanelProps> = {}) {
    await mount(props);
    await click(toggle());
  }

  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    shares = [];
    document.addEventListener('tf:trackshare', record);
    document.addEventListener('click', stay);
    setDevice('desktop');
  });
  afterEach(() => {
    act(() => root.unmount());
    host.remove();
    document.removeEventListener('tf:trackshare', record);
    document.removeEventListener('click', stay);
    setDevice(undefined);
    sinon.restore();
  });

  it('is a closed disclosure button until pressed, then names its panel', async () => {
    await mount();
    expect(toggle().getAttribute('aria-expanded')).to.equal('false');
    const panel = host.querySelector<HTMLElement>(`#${CSS.escape(toggle().getAttribute('aria-controls')!)}`)!;
    expect(panel.hidden).to.equal(true);
    expect(panel.childElementCount).to.equal(0);
    await click(toggle());
    expect(toggle().getAttribute('aria-expanded')).to.equal('true');
    expect(panel.hidden).to.equal(false);
    expect(panel.getAttribute('aria-label')).to.equal('Share Desk Jockeys & Friends');
  });

  it('links Facebook, X and e-mail to this page, new tabs for the sites, a mailto with subject and body', async () => {
    await open();
    expect(links().map((a) => a.getAttribute('aria-label'))).to.deep.equal(['Share on Facebook', 'Share on X', 'Share by e-mail']);
    expect(new URL(linkOf('Share on Facebook').href).searchParams.get('u')).to.equal(here());
    expect(linkOf('Share on Facebook').target).to.equal('_blank');
    expect(linkOf('Share on Facebook').rel).to.contain('noopener');
    const mail = linkOf('Share by e-mail');
    expect(mail.getAttribute('href')).to.equal(
      `mailto:?subject=Desk%20Jockeys%20%26%20Friends&body=Desk%20Jockeys%20%26%20Friends%0A%0A${encodeURIComponent(here())}`,
    );
    expect(mail.hasAttribute('target')).to.equal(false);
  });

  it("shares the page on the configured public base through Facebook's dialog with the site's app id", async () => {
    (host as HTMLElement & { config?: unknown }).config = { siteBaseUrl: 'https://laughtrack.example/', socialAppIds: { facebook: '987654321' } };
    await open();
    const here = new URL(location.href);
    const shared = `https://laughtrack.example${here.pathname}${here.search ? `${here.search}&` : '?'}share=1`;
    expect(host.querySelector<HTMLInputElement>('.tf-share__field')!.value).to.equal(shared);
    const facebook = new URL(linkOf('Share on Facebook').href);
    expect(facebook.pathname).to.equal('/dialog/share');
    expect(facebook.searchParams.get('app_id')).to.equal('987654321');
    expect(facebook.searchParams.get('href')).to.equal(shared);
  });

  it('adds WhatsApp only on a mobile device (the device cookie, as the site decides)', async () => {
    await open();
    expect(links().some((a) => a.getAttribute('aria-label') === 'Share on WhatsApp')).to.equal(false);
    await click(toggle());
    setDevice('mobile');
    await click(toggle());
    expect(new URL(linkOf('Share on WhatsApp').href).searchParams.get('text')).to.equal(`Desk Jockeys & Friends ${here()}`);
  });

  it('starts every link at the playhead when start-from-time is ticked, and at the beginning when not', async () => {
    await open({ currentTime: () => 65.4, embed: { kind: 'clips', slug: 'the-printer' } });
    expect(timeField().value).to.equal('1:05');
    expect(new URL(linkOf('Share on Facebook').href).searchParams.get('u')).to.equal(here());
    await click(startBox());
    const withT = `${here()}&t=65`;
    expect(new URL(linkOf('Share on Facebook').href).searchParams.get('u')).to.equal(withT);
    expect(new URL(linkOf('Share on X').href).searchParams.get('url')).to.equal(withT);
    expect(linkOf('Share by e-mail').getAttribute('href')).to.contain(encodeURIComponent(withT));
    expect(host.querySelector<HTMLInputElement>('.tf-share__copy input')!.value).to.equal(withT);
    // The player page reads the link the way the panel meant it.
    expect(shareArrival(new URL(host.querySelector<HTMLInputElement>('.tf-share__copy input')!.value))).to.deep.equal({ startAt: 65, autoplay: true });
    await click(button('Embed'));
    expect(host.querySelector('textarea')!.value).to.contain(`/embed/clips/the-printer?t=65"`);
    await click(startBox());
    expect(new URL(linkOf('Share on Facebook').href).searchParams.get('u')).to.equal(here());
    expect(shareArrival(new URL(host.querySelector<HTMLInputElement>('.tf-share__copy input')!.value))).to.deep.equal({ autoplay: true });
    expect(host.querySelector('textarea')!.value).to.contain('/embed/clips/the-printer"');
  });

  it('takes an edited time, and says so when it is malformed, sharing from the start meanwhile', async () => {
    await open({ currentTime: () => 0 });
    expect(timeField().value).to.equal('0:00');
    await act(() => type(timeField(), '2:30'));
    expect(startBox().checked).to.equal(true);
    expect(new URL(linkOf('Share on Facebook').href).searchParams.get('u')).to.match(/[?&]t=150$/);
    await act(() => type(timeField(), '2:3x'));
    expect(timeField().getAttribute('aria-invalid')).to.equal('true');
    const error = host.querySelector(`#${CSS.escape(timeField().getAttribute('aria-describedby')!)}`)!;
    expect(error.textContent).to.contain('Enter the time as m:ss, like 1:05.');
    expect(new URL(linkOf('Share on Facebook').href).searchParams.has('t')).to.equal(false);
  });

  it('copies the link with the Clipboard API and announces it', async () => {
    const writeText = sinon.stub().resolves();
    sinon.stub(navigator, 'clipboard').value({ writeText });
    await open();
    await click(button('Copy link'));
    const status = host.querySelector('[role="status"]')!;
    await waitUntil(() => status.textContent === 'Link copied', 'the copy is announced');
    expect(writeText.firstCall.args).to.deep.equal([here()]);
  });

  it('falls back to the copy command on the selected field when the clipboard refuses, and says when that fails too', async () => {
    sinon.stub(navigator, 'clipboard').value({ writeText: sinon.stub().rejects(new Error('denied')) });
    const exec = sinon.stub(document, 'execCommand').returns(true);
    await open();
    await click(button('Copy link'));
    const status = host.querySelector('[role="status"]')!;
    await waitUntil(() => status.textContent === 'Link copied', 'the fallback copy is announced');
    expect(exec.firstCall.args[0]).to.equal('copy');
    const field = host.querySelector<HTMLInputElement>('.tf-share__copy input')!;
    expect(document.activeElement).to.equal(field);
    expect(field.value.slice(field.selectionStart!, field.selectionEnd!)).to.equal(here());
    exec.returns(false);
    await click(button('Copy link'));
    await waitUntil(() => status.textContent!.startsWith('Could not copy'), 'the failure is announced');
  });

  it('shows the embed snippet read-only and copies it', async () => {
    const writeText = sinon.stub().resolves();
    sinon.stub(navigator, 'clipboard').value({ writeText });
    await open({ embed: { kind: 'full-episodes', slug: 'desk-jockeys-s4e1' } });
    const embed = button('Embed');
    expect(embed.getAttribute('aria-expanded')).to.equal('false');
    await click(embed);
    expect(embed.getAttribute('aria-expanded')).to.equal('true');
    const code = host.querySelector('textarea')!;
    expect(code.readOnly).to.equal(true);
    expect(code.labels[0]!.textContent).to.equal('Embed code');
    const src = new URL('/embed/full-episodes/desk-jockeys-s4e1', location.href).href;
    expect(code.value).to.equal(`<iframe src="${src}" width="640" height="360" title="Desk Jockeys &#38; Friends" allow="autoplay; fullscreen; encrypted-media" allowfullscreen></iframe>`);
    await click(button('Copy embed code'));
    await waitUntil(() => host.querySelector('[role="status"]')!.textContent === 'Embed code copied', 'the copy is announced');
    expect(writeText.firstCall.args).to.deep.equal([code.value]);
  });

  it('has no embed without an embed page, nor for a page address without a slug', async () => {
    await open();
    expect(host.querySelector('textarea')).to.equal(null);
    await act(() => root.render(<SharePanel title="T" page={host} area="Player" embed={{ kind: 'clips' }} />));
    expect(host.querySelector('textarea')).to.equal(null);
    expect([...host.querySelectorAll('button')].some((b) => b.textContent === 'Embed')).to.equal(false);
  });

  it('tracks each share with its service and content id', async () => {
    sinon.stub(navigator, 'clipboard').value({ writeText: sinon.stub().resolves() });
    setDevice('mobile');
    await open({ embed: { kind: 'clips', slug: 'x' } });
    for (const a of links()) await click(a);
    await click(button('Copy link'));
    await click(button('Embed'));
    await click(button('Copy embed code'));
    expect(shares).to.deep.equal(['facebook', 'x', 'email', 'whatsapp', 'copy-link', 'embed'].map((service) => ({ service, contentId: 'ep-1' })));
    expect(links().map((a) => a.dataset.tfTrack)).to.deep.equal(['Player: Share facebook', 'Player: Share x', 'Player: Share email', 'Player: Share whatsapp']);
  });

  it('closes on Escape and gives focus back to its button', async () => {
    await open();
    linkOf('Share on X').focus();
    await act(() => linkOf('Share on X').dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(toggle().getAttribute('aria-expanded')).to.equal('false');
    expect(document.activeElement).to.equal(toggle());
  });

  it('offers no start time without a player', async () => {
    await open();
    expect(host.querySelector('input[type="checkbox"]')).to.equal(null);
    expect(host.querySelector('.tf-share__time')).to.equal(null);
  });

  it('is accessible open, with the embed open and a malformed time', async () => {
    await open({ embed: { kind: 'clips', slug: 'x' }, currentTime: () => 12 });
    await expect(host).to.be.accessible();
    await click(button('Embed'));
    await act(() => type(timeField(), 'soon'));
    await expect(host).to.be.accessible();
  });
});
