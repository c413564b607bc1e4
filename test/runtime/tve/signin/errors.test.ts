import { expect } from '@open-wc/testing';
import { libraryError, signinError, signinMessages, signinUserMessages } from '../../../../runtime/tve/signin/errors.js';

describe('sign-in errors', () => {
  it('keeps the catalogue texts exactly, each under its code', () => {
    expect(signinError('wrongInitParams')).to.deep.equal({ code: 'TVEErrorCannotInitialize', message: 'Wrong Init Params', id: 'wrongInitParams' });
    expect(signinError('wrongIds').message).to.equal('Wrong RequestorID/ResourceID');
    expect(signinError('notLoaded').message).to.equal('The Component Is Not Loaded');
    expect(signinError('whiteList')).to.include({ code: 'TVEErrorGeneric', message: 'Can Not Load The White List' });
    expect(signinError('getList').message).to.equal('Providers.getList');
    expect(signinError('multipleLogins').message).to.equal('Multiple Authentication Requests Error');
    expect(signinError('aeNotLoaded').message).to.equal('AE Is Not Loaded');
    expect(signinError('libraryFailed')).to.include({ code: 'TVEErrorAdobeLibraryFailedToInit', message: 'AccessEnabler Initialization Error' });
    expect(signinError('thirdPartyCookies')).to.include({ code: 'TVEError3rdPartyCookies', message: 'Third Party Cookies Are Not Supported' });
    expect(Object.values(signinMessages)).to.include.members([
      'Auth.set', 'Auth.signOut', 'Providers.saveList', 'loadList', 'verifyWhiteList', 'Adobe.displayProviders',
      'Internal TVE Services Error', 'Internal VIP Services Error', 'LocalStorage was changed', 'HBA.signOut', 'Internal Error',
      'Provider not Selected Error', 'Provider not Available Error',
    ]);
  });

  it('gives the local storage error the private-mode advice', () => {
    expect(signinError('storageUnavailable')).to.deep.equal({
      code: 'TVEErrorLocalStorage', message: 'LocalStorage Is Unavailable', id: 'storageUnavailable', userMessage: signinUserMessages.privateMode,
    });
    expect(signinUserMessages.privateMode).to.match(/not in private/);
  });

  describe('a library error id', () => {
    it('starting with N is not authenticated, with Z not authorized, both TVEErrorUserNotAuthorized', () => {
      expect(libraryError('N130')).to.deep.equal({ code: 'TVEErrorUserNotAuthorized', message: 'User Not Authenticated Error', id: 'N130' });
      expect(libraryError('Z100')).to.deep.equal({ code: 'TVEErrorUserNotAuthorized', message: 'User not Authorized Error', id: 'Z100' });
      expect(libraryError('z200').message).to.equal('User not Authorized Error');
    });

    it('that is the catalogue text itself maps to it (the JavaScript library passes those)', () => {
      expect(libraryError('User not Authorized Error').message).to.equal('User not Authorized Error');
      expect(libraryError('User Not Authenticated Error').message).to.equal('User Not Authenticated Error');
    });

    it('CFG100, SEC412, CFG400 and N500 carry their custom texts', () => {
      expect(libraryError('CFG100')).to.deep.equal({ code: 'TVEErrorGeneric', message: 'Internal Error', id: 'CFG100', userMessage: signinUserMessages.CFG100 });
      expect(libraryError('SEC412').userMessage).to.equal(signinUserMessages.SEC412);
      expect(libraryError('CFG400').userMessage).to.equal(signinUserMessages.CFG400);
      expect(libraryError('N500')).to.include({ code: 'TVEErrorUserNotAuthorized', message: 'User Not Authenticated Error', userMessage: signinUserMessages.N500 });
      expect(signinUserMessages.CFG100).to.match(/clock/);
      expect(signinUserMessages.SEC412).to.match(/network.*sign in again/i);
      expect(signinUserMessages.CFG400).to.match(/requestor id.*support/i);
    });

    it('anything else is an internal error; the description shows only when asked (international flow)', () => {
      expect(libraryError('X1', 'Nope')).to.deep.equal({ code: 'TVEErrorGeneric', message: 'Internal Error', id: 'X1' });
      expect(libraryError(undefined)).to.include({ message: 'Internal Error', id: 'unknown' });
      expect(libraryError({ not: 'a code' } as unknown)).to.include({ id: 'unknown' });
      expect(libraryError('Z100', 'Not on your package', true).userMessage).to.equal('Not on your package');
      expect(libraryError('CFG100', 'x', true).userMessage).to.equal(signinUserMessages.CFG100);
    });
  });
});
