import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import controller from '../../islands/site-header/index.js';
import { makeHost } from './island-harness.js';
import { headerFeed as feed } from './site-header-feed.js';
import { waitUntil } from '../support/wait.js';

describe('site header menus (disclosure navigation)', () => {
  let h: ReturnType<typeof makeHost>;
  let buttons: HTMLButtonElement[];
  const listOf = (button: HTMLButtonElement) => h.host.querySelector(`#${CSS.escape(button.getAttribute('aria-controls')!)}`) as HTMLUListElement;
  const isOpen = (button: HTMLButtonElement) => button.getAttribute('aria-expanded') === 'true' && !listOf(button).hidden;

  beforeEach(async () => {
    h = makeHost('ENT_M001');
    await controller.render(h.host, feed, h.ctx);
    // Below the 900 px breakpoint the navigation is behind the menu button: opened, the menus show at any width.
    (h.host.querySelector('button.tf-hdr__toggle') as HTMLButtonElement).click();
    buttons = [...h.host.querySelectorAll<HTMLButtonElement>('.tf-hdr__menu-btn')];
    await waitUntil(() => h.host.querySelector('.tf-hdr__nav--open'), 'the navigation is shown');
  });
  afterEach(() => {
    controller.onModuleDestroy?.(h.host);
    h.cleanup();
  });

  it('opens and closes a menu from the keyboard (Enter), its links next in the tab order, and names it by its button', async () => {
    const [shows] = buttons;
    shows!.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => isOpen(shows!), 'Enter opens Shows');
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement?.textContent).to.equal('Desk Jockeys');
    shows!.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => !isOpen(shows!), 'Enter again closes Shows');
    expect(shows!.getAttribute('data-tf-track')).to.equal('Header: Shows');
  });

  it('closes on Escape and gives the focus back to its button, leaving the small-screen menu open', async () => {
    const [shows] = buttons;
    shows!.click();
    await waitUntil(() => isOpen(shows!), 'Shows opens');
    listOf(shows!).querySelector('a')!.focus();
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !isOpen(shows!), 'Escape closes Shows');
    expect(document.activeElement).to.equal(shows);
    expect(h.host.querySelector('button.tf-hdr__toggle')!.getAttribute('aria-expanded')).to.equal('true');
  });

  it('keeps one menu open at a time', async () => {
    const [shows, episodes] = buttons;
    shows!.click();
    await waitUntil(() => isOpen(shows!), 'Shows opens');
    episodes!.click();
    await waitUntil(() => isOpen(episodes!), 'Full Episodes opens');
    expect(isOpen(shows!)).to.equal(false);
  });

  it('closes when the focus moves out of it', async () => {
    const [shows, episodes] = buttons;
    shows!.click();
    await waitUntil(() => isOpen(shows!), 'Shows opens');
    const links = listOf(shows!).querySelectorAll('a');
    links[links.length - 1]!.focus();
    await sendKeys({ press: 'Tab' });
    await waitUntil(() => !isOpen(shows!), 'tabbing past the last link closes Shows');
    expect(document.activeElement).to.equal(episodes);
  });

  it('closes on a press outside it, not on one inside it', async () => {
    const [shows] = buttons;
    shows!.click();
    await waitUntil(() => isOpen(shows!), 'Shows opens');
    listOf(shows!).querySelector('a')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await new Promise((r) => requestAnimationFrame(r));
    expect(isOpen(shows!)).to.equal(true);
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await waitUntil(() => !isOpen(shows!), 'a press outside closes Shows');
  });

  it('marks each link for one tracking call: the link alone carries a mark in its path', async () => {
    const [shows] = buttons;
    shows!.click();
    await waitUntil(() => isOpen(shows!), 'Shows opens');
    const link = listOf(shows!).querySelector('a')!;
    expect(link.getAttribute('data-tf-track')).to.equal('Header: Shows > Desk Jockeys');
    expect(link.parentElement!.closest('[data-tf-track]')).to.equal(null);
    expect(shows!.getAttribute('data-tf-track')).to.equal('Header: Close Shows');
  });

  it('closes every menu when a link is followed', async () => {
    const [shows] = buttons;
    shows!.click();
    await waitUntil(() => isOpen(shows!), 'Shows opens');
    const link = listOf(shows!).querySelector('a')!;
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    link.click();
    await waitUntil(() => !isOpen(shows!), 'following a link closes Shows');
    expect(h.host.querySelector('button.tf-hdr__toggle')!.getAttribute('aria-expanded')).to.equal('false');
  });

  it('marks the current page\'s link and its menu', async () => {
    controller.onModuleDestroy?.(h.host);
    const before = location.href;
    history.replaceState(history.state, '', '/shows/roast-beef');
    try {
      await controller.render(h.host, feed, h.ctx);
      const shows = h.host.querySelector<HTMLButtonElement>('.tf-hdr__menu-btn')!;
      expect(shows.classList.contains('tf-hdr__menu-btn--current')).to.equal(true);
      expect(listOf(shows).querySelector('[aria-current="page"]')!.textContent).to.equal('Roast Beef');
    } finally {
      history.replaceState(history.state, '', before);
    }
  });
});
