import { expect } from '@open-wc/testing';
import { scriptSafeJson } from '../../server/script-safe-json.js';

describe('scriptSafeJson', () => {
  const value = { title: '</script><!-- & -->', lines: 'a\u2028b\u2029c', n: 1 };

  it('writes no character that could close the script or open a comment in it', () => {
    const text = scriptSafeJson(value);
    expect(text).not.to.match(/[<>&\u2028\u2029]/);
    expect(text).to.contain('\\u003c/script\\u003e');
  });

  it('reads back as the same value', () => {
    expect(JSON.parse(scriptSafeJson(value))).to.deep.equal(value);
  });
});
