import { expect } from '@open-wc/testing';
import { waitUntil } from '../../support/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import { providerFixtures } from '../../support/fake-signin-core.js';
import { $, $$, button, dialog, focused, mount } from './harness.js';

const providers = providerFixtures();

async function openList() {
  const m = await mount();
  m.core.finishLoading(providers);
  m.el.login();
  m.core.emit('pickProvider', { providers });
  await m.el.updateComplete;
  return m;
}

const input = (m: Awaited<ReturnType<typeof openList>>) => $<HTMLInputElement>(m.el, '#search')!;
const options = (m: Awaited<ReturnType<typeof openList>>) => $$(m.el, '[role="option"]');
const active = (m: Awaited<ReturnType<typeof openList>>) => $$(m.el, '[role="option"][aria-selected="true"]').map((o) => o.textContent);

describe('<tf-signin> search and keyboard', () => {
  it('focuses the search box on opening; typing filters the list, announced', async () => {
    const m = await openList();
    expect(focused()).to.equal(input(m));
    expect(input(m).getAttribute('aria-expanded')).to.equal('false');
    await sendKeys({ type: 'time warner' });
    await m.el.updateComplete;
    expect(options(m).map((o) => o.textContent)).to.deep.equal(['Spectrum']);
    expect(input(m).getAttribute('aria-expanded')).to.equal('true');
    expect($(m.el, '[role="status"]')!.textContent).to.equal('1 provider found');
    // The logos give way to the matches.
    expect($$(m.el, '.logo')).to.have.length(0);
  });

  it('down and up move the highlight (aria-activedescendant), wrapping; Enter picks it', async () => {
    const m = await openList();
    await sendKeys({ type: 'c' });
    await m.el.updateComplete;
    expect(options(m)).to.have.length(6);
    expect(input(m).hasAttribute('aria-activedescendant')).to.equal(false);
    await sendKeys({ press: 'ArrowDown' });
    await m.el.updateComplete;
    expect(active(m)).to.deep.equal(['Xfinity']);
    expect(input(m).getAttribute('aria-activedescendant')).to.equal(options(m)[0]!.id);
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    await m.el.updateComplete;
    expect(active(m)).to.deep.equal(['Cox']);
    await sendKeys({ press: 'ArrowUp' });
    await m.el.updateComplete;
    expect(active(m)).to.deep.equal(['Spectrum']);
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'ArrowUp' });
    await m.el.updateComplete;
    expect(active(m)).to.deep.equal(['WOW! Internet, Cable & TV']);
    expect(focused()).to.equal(input(m));
    await sendKeys({ press: 'Enter' });
    expect(m.core.calls.selectProvider).to.deep.equal(['WOW']);
  });

  it('Enter without a highlight picks nothing; a new query drops the highlight', async () => {
    const m = await openList();
    await sendKeys({ type: 'd' });
    await sendKeys({ press: 'Enter' });
    expect(m.core.calls.selectProvider).to.deep.equal([]);
    await sendKeys({ press: 'ArrowDown' });
    await m.el.updateComplete;
    expect(active(m)).to.have.length(1);
    await sendKeys({ type: 'i' });
    await m.el.updateComplete;
    expect(active(m)).to.have.length(0);
  });

  it('a click on a row picks it', async () => {
    const m = await openList();
    await sendKeys({ type: 'fios' });
    await m.el.updateComplete;
    options(m)[0]!.click();
    expect(m.core.calls.selectProvider).to.deep.equal(['Verizon']);
  });

  it('View all providers lists every provider by name, focus in the search box for the arrows', async () => {
    const m = await openList();
    button(m.el, 'View all providers').click();
    await m.el.updateComplete;
    expect(options(m)).to.have.length(providers.length);
    expect(options(m)[1]!.textContent).to.equal('AT&T U-verse');
    expect(focused()).to.equal(input(m));
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    expect(m.core.calls.selectProvider).to.deep.equal(['ATT']);
  });

  it('no match says so', async () => {
    const m = await openList();
    await sendKeys({ type: 'zzz' });
    await m.el.updateComplete;
    expect(options(m)).to.have.length(0);
    expect($(m.el, '[role="status"]')!.textContent).to.equal('No providers found');
  });

  it('the list starts empty again when the overlay is opened anew', async () => {
    const m = await openList();
    await sendKeys({ type: 'dish' });
    await m.el.updateComplete;
    m.el.close();
    await m.el.updateComplete;
    await waitUntil(() => !dialog(m.el).open);
    m.el.login();
    m.core.emit('pickProvider', { providers });
    await m.el.updateComplete;
    expect(input(m).value).to.equal('');
    expect(options(m)).to.have.length(0);
  });
});
