import { expect, fixture, html } from '@open-wc/testing';
import '../../elements/tf-zone/tf-zone.js';
import type { TfZone } from '../../elements/tf-zone/tf-zone.js';

describe('<tf-zone>', () => {
  it('starts in loading and reflects its properties as attributes', async () => {
    const zone = await fixture<TfZone>(html`<tf-zone zone="t1_1c"></tf-zone>`);
    expect(zone.state).to.equal('loading');
    zone.driver = 'ENT_M010';
    zone.state = 'rendered';
    await zone.updateComplete;
    expect(zone.getAttribute('driver')).to.equal('ENT_M010');
    expect(zone.getAttribute('state')).to.equal('rendered');
  });

  it('follows its state attribute, as the runtime sets it', async () => {
    const zone = await fixture<TfZone>(html`<tf-zone zone="t1_1c"></tf-zone>`);
    zone.setAttribute('state', 'refreshing');
    expect(zone.state).to.equal('refreshing');
  });

  it('keeps the children a module draws, across its own updates', async () => {
    const zone = await fixture<TfZone>(html`<tf-zone zone="t1_1c"></tf-zone>`);
    const drawn = document.createElement('p');
    zone.replaceChildren(drawn);
    zone.state = 'rendered';
    await zone.updateComplete;
    expect(zone.shadowRoot).to.equal(null);
    expect([...zone.childNodes]).to.deep.equal([drawn]);
  });
});
