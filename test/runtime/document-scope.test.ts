import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { createDocumentScope, documentScope } from '../../runtime/document-scope.js';
import { documentImages } from '../../runtime/images/deferred.js';
import { documentScripts } from '../../runtime/modules/lazy-script-loader.js';
import { documentVideo } from '../../runtime/personalization/video.js';
import { createModuleRegistry, documentRegistry } from '../../runtime/modules/registry.js';
import type { ScriptLoader } from '../../runtime/modules/script-loader.js';
import type { PageServices } from '../../runtime/services/index.js';
import type { MessageLevel } from '../../runtime/types.js';
import { fakeConsent } from '../support/consent-source.js';
import { fakePlatform, tcData } from './consent/tcf-fixtures.js';

describe('the document scope', () => {
  describe('createDocumentScope', () => {
    it('makes each member once, on first use', () => {
      const scope = createDocumentScope({ window, consent: fakeConsent(true).source });
      expect(documentRegistry(scope)).to.equal(documentRegistry(scope));
      expect(documentImages(scope)).to.equal(documentImages(scope));
      expect(documentScripts(scope)).to.equal(documentScripts(scope));
      expect(documentVideo(scope)).to.equal(documentVideo(scope));
      expect(scope.scrolling).to.equal(scope.scrolling);
      expect(scope.document).to.equal(document);
      expect(scope.window).to.equal(window);
    });

    it('keeps two documents apart', () => {
      const one = createDocumentScope({ window });
      const other = createDocumentScope({ window });
      expect(documentRegistry(one)).to.not.equal(documentRegistry(other));
      expect(documentImages(one)).to.not.equal(documentImages(other));
      expect(one.own('tags', () => ({ codaWaited: true, pixelIds: new Set() }))).to.not.equal(other.own('tags', () => ({ codaWaited: false, pixelIds: new Set() })));
    });

    it('uses the consent source, script loader, registry and islands it is given', () => {
      const consent = fakeConsent(true).source;
      const scripts: ScriptLoader = { load: () => Promise.resolve(), preload: () => undefined };
      const islands = { ENT_X: () => Promise.reject(new Error('unused')) };
      const registry = createModuleRegistry();
      const scope = createDocumentScope({ window, consent, scripts, islands, registry });
      expect(documentRegistry(scope)).to.equal(registry);
      expect(scope.consent).to.equal(consent);
      expect(documentScripts(scope)).to.equal(scripts);
      expect(scope.islands).to.equal(islands);
    });

    it('keeps what a chunk makes for the document: the first maker wins', () => {
      const scope = createDocumentScope({ window });
      const make = sinon.spy(() => ({ codaWaited: false, pixelIds: new Set<string>() }));
      const tags = scope.own('tags', make);
      expect(scope.own('tags', make)).to.equal(tags);
      expect(make.callCount).to.equal(1);
    });

    it('sends the registry\'s messages to every page log added, and to the console when there is none', () => {
      const scope = createDocumentScope({ window });
      const error = sinon.stub(console, 'error');
      try {
        documentRegistry(scope).define('', { render() {} });
        expect(error.callCount).to.equal(1);
        const lines: [MessageLevel, string][] = [];
        const remove = scope.addRegistryLog((level, text) => void lines.push([level, text]));
        documentRegistry(scope).define('', { render() {} });
        expect(lines).to.have.length(1);
        expect(error.callCount).to.equal(1);
        remove();
        documentRegistry(scope).define('', { render() {} });
        expect(lines).to.have.length(1);
        expect(error.callCount).to.equal(2);
      } finally {
        error.restore();
      }
    });

    it('tells its hooks a page connected, until they are removed', () => {
      const scope = createDocumentScope({ window });
      const seen: unknown[] = [];
      const remove = scope.onPageConnected((services) => void seen.push(services));
      const services = {} as PageServices;
      scope.pageConnected(services);
      remove();
      scope.pageConnected(services);
      expect(seen).to.deep.equal([services]);
    });

    it('routes the video player\'s hooks to the sink set, and nowhere once it is forgotten', () => {
      const video = documentVideo(createDocumentScope({ window }));
      const calls: string[] = [];
      video.started({ id: 'early', categoryId: 'show' });
      video.setSink({ videoStart: (e) => void calls.push(`start ${e.id}`), videoComplete: (e) => void calls.push(`complete ${e.id}`) });
      const events = video.playerEvents({ id: 'v', categoryId: 'show' });
      events.onMediaStart();
      events.onMediaEnd();
      video.setSink(undefined);
      video.completed({ id: 'late', categoryId: 'show' });
      expect(calls).to.deep.equal(['start v', 'complete v']);
    });

    it('is frozen: page code cannot replace a member', () => {
      const scope = createDocumentScope({ window });
      expect(Object.isFrozen(scope)).to.equal(true);
      expect(() => { (scope as unknown as Record<string, unknown>).consent = {}; }).to.throw(TypeError);
    });
  });

  describe('documentScope', () => {
    it('gives every bundle of a document the same scope, made by the first to ask', () => {
      const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
      try {
        const win = { document, __tcfapi: fakePlatform(tcData('tcloaded')).api } as unknown as Window;
        const scope = documentScope(win);
        expect(documentScope(win)).to.equal(scope);
        expect(scope.window).to.equal(win);
        expect(documentScope({ document } as unknown as Window)).to.not.equal(scope);
      } finally {
        clock.restore();
      }
    });
  });
});
