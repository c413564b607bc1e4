import { expect } from '@open-wc/testing';
import { escapeHtml } from '../../server/escape-html.js';

describe('escapeHtml', () => {
  it('escapes the five characters that matter in content and quoted attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).to.equal('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });

  it('leaves other text as it is', () => {
    expect(escapeHtml('Comedy Central — café')).to.equal('Comedy Central — café');
  });

  it('gives back the same text when the browser parses what it wrote', () => {
    const text = `</script><b onclick="x()">'&amp;'</b>`;
    const parsed = new DOMParser().parseFromString(`<p title="${escapeHtml(text)}">${escapeHtml(text)}</p>`, 'text/html');
    const p = parsed.querySelector('p')!;
    expect(p.textContent).to.equal(text);
    expect(p.title).to.equal(text);
  });
});
