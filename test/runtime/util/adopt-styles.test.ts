import { expect } from '@open-wc/testing';
import { createStyleAdopter, ISLAND_STYLES_ATTRIBUTE, linkedStyleIds } from '../../../runtime/util/adopt-styles.js';

/** A linked sheet in the head, marked with `ids`, once it has loaded (or failed). */
async function linkSheet(ids: string, css: string | undefined): Promise<HTMLLinkElement> {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.setAttribute(ISLAND_STYLES_ATTRIBUTE, ids);
  // A sheet that fails to load: a blob URL revoked before it is asked for.
  const url = URL.createObjectURL(new Blob([css ?? ''], { type: 'text/css' }));
  if (css === undefined) URL.revokeObjectURL(url);
  link.href = url;
  const settled = new Promise((resolve) => {
    link.addEventListener('load', resolve, { once: true });
    link.addEventListener('error', resolve, { once: true });
  });
  document.head.append(link);
  await settled;
  return link;
}

describe('adoptStyles', () => {
  let before: CSSStyleSheet[] = [];
  const added: Element[] = [];
  const probe = document.createElement('p');
  probe.className = 'tf-adopt-probe';

  beforeEach(() => {
    // A copy: the property answers a live array.
    before = [...document.adoptedStyleSheets];
    document.body.append(probe);
  });
  afterEach(() => {
    document.adoptedStyleSheets = before;
    for (const element of added.splice(0)) element.remove();
    probe.remove();
  });

  it('adopts an id\'s rules into the document once', () => {
    const adopter = createStyleAdopter(document);
    adopter.adoptStyles('probe', '.tf-adopt-probe { margin-left: 7px; }');
    adopter.adoptStyles('probe', '.tf-adopt-probe { margin-left: 7px; }');
    expect(document.adoptedStyleSheets.length).to.equal(before.length + 1);
    expect(getComputedStyle(probe).marginLeft).to.equal('7px');
    expect(adopter.adoptedStyleIds()).to.deep.equal(['probe']);
  });

  describe('when the page links a sheet marked with the id', () => {
    it('adopts nothing for it, and still adopts the ids the sheet does not hold', async () => {
      added.push(await linkSheet('probe other', '.tf-adopt-probe { margin-left: 9px; }'));
      const adopter = createStyleAdopter(document);
      adopter.adoptStyles('probe', '.tf-adopt-probe { margin-left: 7px; }');
      adopter.adoptStyles('other', '.tf-adopt-probe { margin-right: 1px; }');
      expect(document.adoptedStyleSheets.length).to.equal(before.length);
      expect(getComputedStyle(probe).marginLeft).to.equal('9px');
      adopter.adoptStyles('unlinked', '.tf-adopt-probe { margin-top: 3px; }');
      expect(document.adoptedStyleSheets.length).to.equal(before.length + 1);
      expect(adopter.adoptedStyleIds()).to.deep.equal(['unlinked']);
    });

    it('adopts it by script when the sheet failed to load', async () => {
      added.push(await linkSheet('probe', undefined));
      const adopter = createStyleAdopter(document);
      adopter.adoptStyles('probe', '.tf-adopt-probe { margin-left: 7px; }');
      expect(getComputedStyle(probe).marginLeft).to.equal('7px');
      expect(adopter.adoptedStyleIds()).to.deep.equal(['probe']);
    });

    it('adopts it by script when the link is disabled', async () => {
      const link = await linkSheet('probe', '.tf-adopt-probe { margin-left: 9px; }');
      added.push(link);
      link.disabled = true;
      const adopter = createStyleAdopter(document);
      adopter.adoptStyles('probe', '.tf-adopt-probe { margin-left: 7px; }');
      expect(getComputedStyle(probe).marginLeft).to.equal('7px');
    });

    it('reads the marks once, at the first adoption', async () => {
      const adopter = createStyleAdopter(document);
      adopter.adoptStyles('first', '.tf-adopt-probe { margin-top: 3px; }');
      added.push(await linkSheet('probe', '.tf-adopt-probe { margin-left: 9px; }'));
      adopter.adoptStyles('probe', '.tf-adopt-probe { margin-left: 7px; }');
      expect(adopter.adoptedStyleIds()).to.deep.equal(['first', 'probe']);
    });
  });

  it('reads the ids of every marked stylesheet link, spaces in any number', async () => {
    added.push(await linkSheet('  a   b ', 'p{}'), await linkSheet('c', 'p{}'));
    const unmarked = await linkSheet('', 'p{}');
    unmarked.removeAttribute(ISLAND_STYLES_ATTRIBUTE);
    added.push(unmarked);
    expect([...linkedStyleIds(document)].sort()).to.deep.equal(['a', 'b', 'c']);
  });
});
