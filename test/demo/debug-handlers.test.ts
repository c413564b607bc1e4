import { expect } from '@open-wc/testing';
import { DEMO_STAFF_TOKEN } from '../../demo/api/staff-token.js';
import { alternativeManifests } from '../../demo/content/debug-manifests.js';
import { home } from '../../demo/content/pages.js';
import { PAGE_CLEAR_EVENT } from '../../runtime/debug/debug-api.js';
import { removeCookie, writeSharedCookie } from '../../runtime/util/cookies.js';
import { startDemoWorker } from '../support/demo-worker.js';

const manifestFor = async (path: string, currentManifest?: string) => {
  const query = `url=${encodeURIComponent(new URL(path, location.origin).href)}${currentManifest ? `&currentManifest=${currentManifest}` : ''}`;
  return ((await (await fetch(`/feeds/triforce/manifest/v2?${query}`)).json()) as { manifest: { title?: string } }).manifest;
};

describe('demo staff endpoints', () => {
  before(() => startDemoWorker());
  afterEach(() => removeCookie('crabappleAuth'));
  const staff = () => writeSharedCookie('crabappleAuth', { value: DEMO_STAFF_TOKEN });

  it('/debugbar grants access to the staff cookie only', async () => {
    expect(await (await fetch('/debugbar')).json()).to.deep.equal({ access: false });
    writeSharedCookie('crabappleAuth', { value: 'guess' });
    expect(await (await fetch('/debugbar')).json()).to.deep.equal({ access: false });
    staff();
    const answer = await fetch('/debugbar');
    expect(await answer.json()).to.deep.equal({ access: true });
    expect(answer.headers.get('cache-control')).to.equal('no-store');
  });

  it('lists the alternative home manifests to staff', async () => {
    expect((await fetch('/__crabapple_admin/manifest/ajax/list')).status).to.equal(403);
    staff();
    const body = await (await fetch('/__crabapple_admin/manifest/ajax/list')).json();
    expect(body).to.deep.equal({ result: alternativeManifests.map(({ id, name }) => ({ id, name })) });
  });

  it('answers the home page with the chosen manifest, and everything else as before', async () => {
    staff();
    const [first] = alternativeManifests;
    expect(first!.manifest.title).to.not.equal(home.title);
    expect((await manifestFor('/', first!.id)).title).to.equal(first!.manifest.title);
    expect((await manifestFor('/', 'no-such-manifest')).title).to.equal(home.title);
    expect((await manifestFor('/shows', first!.id)).title).to.equal('Shows · Laugh Track Network');
    removeCookie('crabappleAuth');
    expect((await manifestFor('/', first!.id)).title).to.equal(home.title);
  });

  it('keeps the global zones of the home page in every alternative, and only feeds the site has', async () => {
    for (const alt of alternativeManifests) {
      for (const name of ['header', 'menu', 'footer', 'ads-reporting']) expect(alt.manifest.zones[name], `${alt.id} ${name}`).to.deep.equal(home.zones[name]);
      for (const zone of Object.values(alt.manifest.zones)) {
        if (zone.feed) expect((await fetch(zone.feed)).status, `${alt.id} ${zone.feed}`).to.equal(200);
      }
    }
  });

  it('serves page-clear and the SME tool as scripts to staff', async () => {
    expect((await fetch('/triforce/debug/page-clear')).status).to.equal(403);
    staff();
    for (const path of ['/triforce/debug/page-clear', '/__crabapple_admin/sme.js']) {
      const answer = await fetch(path);
      expect(answer.headers.get('content-type')).to.contain('text/javascript');
      const source = await answer.text();
      // Parses as a classic script (compiled, not run).
      expect(() => new Function(source)).to.not.throw();
      expect(source).to.contain('(function () {');
    }
  });

  describe('the page-clear script', () => {
    /** Runs the served script as the debug bar does, and resolves to its report. */
    async function runPageClear(): Promise<unknown> {
      const script = document.createElement('script');
      script.src = '/triforce/debug/page-clear';
      const report = new Promise<unknown>((resolve, reject) => {
        script.addEventListener(PAGE_CLEAR_EVENT, (event) => resolve((event as CustomEvent).detail), { once: true });
        script.addEventListener('error', () => reject(new Error('page-clear did not load')), { once: true });
      });
      document.head.append(script);
      try {
        return await report;
      } finally {
        script.remove();
      }
    }

    afterEach(() => document.querySelectorAll('tf-page').forEach((page) => page.remove()));

    it('has <tf-page> forget its own stored feeds, reports the count, then reloads the page', async () => {
      staff();
      const calls: string[] = [];
      const page = Object.assign(document.createElement('tf-page'), {
        clearCache: async () => { calls.push('clearCache'); return 3; },
        reload: async () => void calls.push('reload'),
      });
      document.body.append(page);
      expect(await runPageClear()).to.deep.equal({ cleared: 3 });
      expect(calls).to.deep.equal(['clearCache', 'reload']);
    });

    it('reports the error and does not reload when the page could not forget', async () => {
      staff();
      let reloaded = false;
      document.body.append(Object.assign(document.createElement('tf-page'), {
        clearCache: () => Promise.reject(new Error('blocked')),
        reload: async () => { reloaded = true; },
      }));
      expect(await runPageClear()).to.deep.equal({ error: 'blocked' });
      expect(reloaded).to.equal(false);
    });

    it('clears nothing on a page without <tf-page>', async () => {
      staff();
      expect(await runPageClear()).to.deep.equal({ cleared: 0 });
    });
  });

  describe('module debug view', () => {
    it('shows the feed and where the module is used, escaped, with errors when asked', async () => {
      staff();
      const page = await (await fetch('/triforce/module_debug/ENT_M010?feedUrl=%2Ffeeds%2Fhome%2Fhero&crabappleErrors=true')).text();
      const doc = new DOMParser().parseFromString(page, 'text/html');
      expect(doc.querySelector('h1')!.textContent).to.equal('ENT_M010');
      expect(doc.querySelector('pre')!.textContent).to.contain('"result"');
      expect(doc.body.textContent).to.contain('/ (t1_1c)');
      expect(doc.querySelector('.errors')!.textContent).to.contain('No problems found.');
    });

    it('flags an unknown module and a missing feed', async () => {
      staff();
      const page = await (await fetch('/triforce/module_debug/%3Cimg%3E?feedUrl=%2Ffeeds%2Fnope&crabappleErrors=true')).text();
      const doc = new DOMParser().parseFromString(page, 'text/html');
      expect(doc.querySelector('img')).to.equal(null);
      expect(doc.querySelector('h1')!.textContent).to.equal('<img>');
      const errors = [...doc.querySelectorAll('.errors li')].map((li) => li.textContent);
      expect(errors).to.deep.equal(['No page of this site uses a module named <img>', 'No feed at /feeds/nope']);
    });
  });
});
