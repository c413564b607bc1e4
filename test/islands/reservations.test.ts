import { expect, fixture, html } from '@open-wc/testing';
import '../../elements/tf-zone/tf-zone.js';
import { adoptReservations, reservationCss, reservedBoxes } from '../../islands/reservations.js';

describe('zone reservations of the built-in islands', () => {
  before(adoptReservations);

  /** A column `width` px wide holding one zone of `driver`. */
  async function zoneIn(width: number, driver: string, state = 'loading') {
    const column = await fixture<HTMLDivElement>(html`<div style="width: ${width}px; display: flex; flex-direction: column">
      <tf-zone zone="t1_1c" driver=${driver} state=${state}></tf-zone></div>`);
    return column.querySelector('tf-zone')!;
  }

  it('holds the box of its driver while loading, as a share of its width plus a fixed part', async () => {
    const zone = await zoneIn(380, 'ENT_M010');
    const { ratio, extra = 0 } = [...reservedBoxes.ENT_M010!].reverse().find(([min]) => window.innerWidth >= min)![1];
    expect(zone.getBoundingClientRect().height).to.be.closeTo(380 / ratio! + extra, 0.5);
  });

  it('releases it once drawn, and holds nothing for a driver it does not know', async () => {
    const zone = await zoneIn(380, 'ENT_M002');
    expect(zone.getBoundingClientRect().height).to.equal(45);
    zone.state = 'rendered';
    await zone.updateComplete;
    expect(zone.getBoundingClientRect().height).to.equal(0);
    expect((await zoneIn(380, 'SOMETHING_ELSE')).getBoundingClientRect().height).to.equal(0);
  });

  it('adds nothing to a zone that already shows content (a server-drawn one)', async () => {
    const zone = await zoneIn(380, 'ENT_M002');
    const drawn = document.createElement('div');
    drawn.style.height = '20px';
    zone.append(drawn);
    expect(zone.getBoundingClientRect().height).to.equal(20);
  });

  it('writes only rules for plain driver names', () => {
    const css = reservationCss({ 'A"] *{x:y} [b': [[0, { extra: 10 }]], OK_1: [[0, { ratio: 2 }], [600, { extra: 5 }]] });
    expect(css).to.equal([
      'tf-zone[driver="OK_1"][state="loading"]:empty { padding-bottom: calc(50.0000%); }',
      '@media (min-width: 600px) { tf-zone[driver="OK_1"][state="loading"]:empty { padding-bottom: calc(5px); } }',
    ].join('\n'));
  });
});
