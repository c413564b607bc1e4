import { expect, fixture, html } from '@open-wc/testing';
import { ELLIPSIS, trimText, trimToFit } from '../../../runtime/util/text-trim.js';

const TEXT = 'The late-night host walks into a bar, orders a punchline and tips in applause';

describe('trimToFit', () => {
  const upTo = (n: number) => (candidate: string) => candidate.length <= n;

  it('leaves a text that fits untouched', () => {
    expect(trimToFit(TEXT, upTo(TEXT.length))).to.deep.equal({ text: TEXT, truncated: false });
  });

  it('cuts at the last space that lets the text and the ellipsis fit', () => {
    const { text, truncated } = trimToFit(TEXT, upTo(30));
    expect(truncated).to.equal(true);
    expect(text).to.equal(`The late-night host walks${ELLIPSIS}`);
  });

  it('gives the same cut as removing one word at a time', () => {
    const words = TEXT.split(' ');
    for (let limit = 5; limit < TEXT.length; limit += 3) {
      let n = words.length - 1;
      while (n > 1 && `${words.slice(0, n).join(' ').replace(/,$/, '')}${ELLIPSIS}`.length > limit) n--;
      const expected = `${words.slice(0, n).join(' ').replace(/,$/, '')}${ELLIPSIS}`;
      expect(trimToFit(TEXT, upTo(limit)).text, `limit ${limit}`).to.equal(expected);
    }
  });

  it('drops punctuation left dangling before the ellipsis', () => {
    expect(trimToFit(TEXT, upTo(37)).text).to.equal(`The late-night host walks into a bar${ELLIPSIS}`);
  });

  it('measures only a few candidates for a long text', () => {
    const long = Array.from({ length: 1024 }, (_, i) => `word${i}`).join(' ');
    let calls = 0;
    trimToFit(long, (c) => (calls++, c.length <= 100));
    expect(calls).to.be.at.most(13);
  });

  it('keeps the first word when nothing shorter exists', () => {
    expect(trimToFit(TEXT, upTo(1)).text).to.equal(`The${ELLIPSIS}`);
    expect(trimToFit('Supercalifragilistic', upTo(3))).to.deep.equal({ text: `Supercalifragilistic${ELLIPSIS}`, truncated: true });
  });

  it('treats runs of spaces as one cut', () => {
    expect(trimToFit('one   two   three', upTo(10)).text).to.equal(`one   two${ELLIPSIS}`);
  });

  it('takes another ellipsis', () => {
    expect(trimToFit(TEXT, upTo(30), '...').text).to.equal('The late-night host walks...');
  });
});

describe('trimText', () => {
  const box = (width: number, text = TEXT) => fixture<HTMLParagraphElement>(html`
    <p style="width: ${width}px; font: 16px/20px monospace; margin: 0; overflow: hidden; overflow-wrap: normal">${text}</p>`);

  // How tall `lines` lines measure here. Not lines × the 20 px line height:
  // with some monospace fonts (Noto Sans Mono, which a browser install may
  // add) the glyphs overflow the line box and one line measures 21 px, so
  // heights written as numbers would test the machine's fonts, not the cut.
  let line = 0;
  const lines = (n: number) => line + (n - 1) * 20;
  before(async () => {
    line = (await box(2000, 'The')).scrollHeight;
  });

  describe('when the text is taller than the maximum height', () => {
    it('cuts it to fit with an ellipsis and puts the full text in title', async () => {
      const el = await box(160);
      const result = trimText(el, lines(2));
      expect(result.truncated).to.equal(true);
      expect(el.textContent).to.equal(result.text);
      expect(el.textContent?.endsWith(ELLIPSIS)).to.equal(true);
      expect(el.scrollHeight).to.be.at.most(lines(2));
      expect(el.title).to.equal(TEXT);
      // The cut is the longest that fits: one more word would not.
      const kept = result.text.slice(0, -ELLIPSIS.length);
      const next = TEXT.split(' ').slice(0, kept.split(' ').length + 1).join(' ').replace(/,$/, '');
      el.textContent = `${next}${ELLIPSIS}`;
      expect(el.scrollHeight).to.be.above(lines(2));
    });
  });

  it('leaves a text that fits alone, without a title', async () => {
    const el = await box(2000);
    expect(trimText(el, lines(2)).truncated).to.equal(false);
    expect(el.textContent).to.equal(TEXT);
    expect(el.hasAttribute('title')).to.equal(false);
  });

  it('trims the full text anew when called again with more room', async () => {
    const el = await box(160);
    trimText(el, lines(1));
    const short = el.textContent;
    trimText(el, lines(3));
    expect(el.textContent?.length).to.be.above(short?.length ?? 0);
    expect(el.title).to.equal(TEXT);
    el.style.width = '2000px';
    expect(trimText(el, lines(3)).truncated).to.equal(false);
    expect(el.textContent).to.equal(TEXT);
    expect(el.hasAttribute('title')).to.equal(false);
  });

  it("puts back a title of the page's own once the text fits again", async () => {
    const el = await box(160);
    el.title = 'Tonight';
    trimText(el, lines(1));
    expect(el.title).to.equal(TEXT);
    el.style.width = '2000px';
    trimText(el, lines(1));
    expect(el.title).to.equal('Tonight');
  });

  it('uses the measuring it is given', async () => {
    const el = await box(2000);
    trimText(el, 30, { measure: (e) => (e.textContent ?? '').length });
    expect(el.textContent).to.equal(`The late-night host walks${ELLIPSIS}`);
  });

  it('leaves the element alone for an unusable maximum height', async () => {
    const el = await box(160);
    for (const max of [NaN, -1, Infinity]) {
      expect(trimText(el, max).truncated).to.equal(false);
      expect(el.textContent).to.equal(TEXT);
    }
  });

  it('writes text, never markup', async () => {
    const el = await fixture<HTMLElement>(html`<p style="width: 80px; font: 16px/20px monospace">&lt;img src=x onerror=alert(1)&gt; is not a tag</p>`);
    trimText(el, lines(1));
    expect(el.querySelector('img')).to.equal(null);
  });
});
