import { expect } from '@open-wc/testing';
import { languagePreferences, resolveLanguage } from '../../../runtime/util/language.js';

const withPreferences = (value: string) => ({ cookie: `x=1; languagePreferences=${value}` });

describe('languagePreferences', () => {
  it('reads URL-encoded, comma-separated codes in order', () => {
    expect(languagePreferences(withPreferences(encodeURIComponent('spa,eng,fr-CA')))).to.deep.equal(['spa', 'eng', 'fr-CA']);
  });

  it('trims codes and drops empty ones', () => {
    expect(languagePreferences(withPreferences(encodeURIComponent(' deu , ,eng,')))).to.deep.equal(['deu', 'eng']);
  });

  it('drops anything that is not a language code', () => {
    const value = encodeURIComponent('<script>,e,en-,en--US,123,pt_BR,zh-Hant-TW,a b,toolonglanguage');
    expect(languagePreferences(withPreferences(value))).to.deep.equal(['pt_BR', 'zh-Hant-TW']);
  });

  it('lists a repeated code once', () => {
    expect(languagePreferences(withPreferences('eng,spa,eng'))).to.deep.equal(['eng', 'spa']);
  });

  it('is empty without the cookie', () => {
    expect(languagePreferences({ cookie: '' })).to.deep.equal([]);
  });
});

describe('resolveLanguage', () => {
  it('prefers the first value of the cookie over the default', () => {
    expect(resolveLanguage('eng', withPreferences('spa,eng'))).to.equal('spa');
  });

  it('falls back to the given default', () => {
    expect(resolveLanguage('deu', { cookie: '' })).to.equal('deu');
    expect(resolveLanguage('deu', withPreferences(encodeURIComponent('<b>')))).to.equal('deu');
  });

  it('falls back to eng when the default is empty', () => {
    expect(resolveLanguage('', { cookie: '' })).to.equal('eng');
  });
});
