import { expect } from '@open-wc/testing';
import { SCENARIO_COOKIE, SCENARIO_NAMES } from '../../../demo/tve/scenario.js';
import { startDemoWorker } from '../../support/demo-worker.js';
import { jsonp, useScenario } from './jsonp.js';

interface ProviderJson { id: string; displayName: string; isPrimary: boolean; altName?: string; pickerLogoUrl?: string; isSpecialProvider: boolean }

describe('the demo TV-everywhere services', () => {
  before(() => startDemoWorker());
  afterEach(() => useScenario('normal'));

  describe('JSONP', () => {
    it('answers the brand options as application/javascript calling the callback, with a primary list past the cap of 12', async () => {
      const { status, type, answer } = await jsonp('/tve/4.8.1/laughtrack/options?callback=tveOptions&v=4.8.1');
      expect(status).to.equal(200);
      expect(type).to.equal('application/javascript; charset=utf-8');
      const options = answer as { requestorID: string; resourceID: string; primaryList: string[]; successScreen: boolean };
      expect(options.requestorID).to.equal('laughtrack');
      expect(options.resourceID).to.equal('laughtrack');
      expect(options.primaryList.length).to.be.greaterThan(12);
      expect(options.primaryList[0]).to.equal('skyline');
    });

    it('accepts a callback that is an identifier path', async () => {
      for (const callback of ['cb', '$_cb1', 'tve.callbacks.cb_2']) {
        const { status, answer } = await jsonp(`/tve/laughtrack/providerInfo/skyline?callback=${callback}&v=4.8.1`);
        expect(status, callback).to.equal(200);
        expect((answer as { mvpdList: ProviderJson[] }).mvpdList.map((p) => p.id), callback).to.deep.equal(['skyline']);
      }
    });

    it('refuses a callback that is not an identifier path, and a missing or other version', async () => {
      const bad = ['alert(1)', '', '1cb', 'a..b', 'a.', 'a;b', 'a b', `a${'b'.repeat(200)}`].map((cb) => `callback=${encodeURIComponent(cb)}&v=4.8.1`);
      for (const query of [...bad, 'callback=cb', 'callback=cb&v=4.8.0']) {
        const { status, body } = await jsonp(`/tve/4.8.1/laughtrack/options?${query}`);
        expect(status, query).to.equal(400);
        expect(body.startsWith('/*'), query).to.equal(true);
      }
    });

    it('answers the domestic allow list as mvpdList of providers, some primary, some with alternate names', async () => {
      const { answer } = await jsonp('/tve/laughtrack/extendedProvidersList?callback=cb&v=4.8.1');
      const list = (answer as { mvpdList: ProviderJson[] }).mvpdList;
      expect(list.length).to.be.at.least(30);
      expect(list.filter((p) => p.isPrimary).length).to.be.at.least(13);
      expect(list.filter((p) => p.altName).length).to.be.at.least(10);
      expect(list.find((p) => p.id === 'northwind')).to.deep.include({ displayName: 'Northwind Fiber', altName: 'NW Fiber, Northwind Telecom', pickerLogoUrl: '/tve/logos/northwind.svg', isSpecialProvider: false });
    });

    it('lists the special providers (not participating yet) after the others, and keeps them out of the library\'s configuration', async () => {
      const { answer } = await jsonp('/tve/laughtrack/extendedProvidersList?callback=cb&v=4.8.1');
      const special = (answer as { mvpdList: ProviderJson[] }).mvpdList.filter((p) => p.isSpecialProvider);
      expect(special.map((p) => p.id)).to.deep.equal(['harvest-moon', 'polar-star', 'driftwood']);
      expect(special.every((p) => !p.isPrimary && p.pickerLogoUrl === `/tve/logos/${p.id}.svg`)).to.equal(true);
      expect((await fetch('/tve/logos/harvest-moon.svg')).status).to.equal(200);
      const xml = await (await fetch('/tve/sp/config/laughtrack')).text();
      expect(xml).not.to.contain('harvest-moon');
    });

    it('turns on the free pass, the special preview and HBA in the brand options, with the identity fields', async () => {
      const { answer } = await jsonp('/tve/4.8.1/laughtrack/options?callback=cb&v=4.8.1');
      expect(answer).to.deep.include({ freePreview: true, FPisActive: true, isHbaEnabled: true, elvisSuccessScreen: true, identityBrand: 'laughtrack', identityApp: 'laughtrack-preview', identityTheme: 'dark' });
    });

    it('answers the international list for a locale with deviceType=tablet, empty for a locale it has none for', async () => {
      const mx = await jsonp('/tve/getProvidersList?locale=es_MX&deviceType=tablet&callback=cb&v=4.8.1');
      expect((mx.answer as { providersList: ProviderJson[] }).providersList.map((p) => p.displayName)).to.include('Río Bravo Fibra');
      const gb = await jsonp('/tve/getProvidersList?locale=en_GB&deviceType=tablet&callback=cb&v=4.8.1');
      expect((gb.answer as { providersList: ProviderJson[] }).providersList[0]!.id).to.equal('thamesway');
      const none = await jsonp('/tve/getProvidersList?locale=fr_FR&deviceType=tablet&callback=cb&v=4.8.1');
      expect(none.answer).to.deep.equal({ providersList: [] });
      for (const query of ['locale=es_MX&deviceType=web', 'locale=mexico&deviceType=tablet', 'deviceType=tablet']) {
        expect((await jsonp(`/tve/getProvidersList?${query}&callback=cb&v=4.8.1`)).status, query).to.equal(400);
      }
    });

    it('gives a locale other than en_US its international primaries in the brand options', async () => {
      const { answer } = await jsonp('/tve/4.8.1/laughtrack/options?locale=es_MX&callback=cb&v=4.8.1');
      expect((answer as { primaryList: string[] }).primaryList).to.deep.equal(['sol-cable', 'nube-satelital']);
    });

    it('answers an unknown provider with an empty mvpdList', async () => {
      const { answer } = await jsonp('/tve/laughtrack/providerInfo/nobody?callback=cb&v=4.8.1');
      expect(answer).to.deep.equal({ mvpdList: [] });
    });
  });

  describe('the scenarios', () => {
    it('empty-provider-list empties both allow lists', async () => {
      useScenario('empty-provider-list');
      expect((await jsonp('/tve/laughtrack/extendedProvidersList?callback=cb&v=4.8.1')).answer).to.deep.equal({ mvpdList: [] });
      expect((await jsonp('/tve/getProvidersList?locale=es_MX&deviceType=tablet&callback=cb&v=4.8.1')).answer).to.deep.equal({ providersList: [] });
    });

    it('whitelist-failing answers both allow lists with a 500 that is no script', async () => {
      useScenario('whitelist-failing');
      for (const path of ['/tve/laughtrack/extendedProvidersList?callback=cb&v=4.8.1', '/tve/getProvidersList?locale=en_GB&deviceType=tablet&callback=cb&v=4.8.1']) {
        const { status, type } = await jsonp(path);
        expect(status, path).to.equal(500);
        expect(type, path).to.contain('text/html');
      }
      expect((await jsonp('/tve/4.8.1/laughtrack/options?callback=cb&v=4.8.1')).status).to.equal(200);
    });

    it('expired-token makes the library service issue a 5-second token', async () => {
      const ttl = async () => ((await (await fetch('/tve/sp/authorize?requestor=laughtrack&resource=laughtrack&mvpd=skyline')).json()) as { ttl: number }).ttl;
      expect(await ttl()).to.equal(86_400_000);
      useScenario('expired-token');
      expect(await ttl()).to.equal(5_000);
    });

    it('any other or unknown cookie value is normal', async () => {
      document.cookie = `${SCENARIO_COOKIE}=__proto__; Path=/`;
      expect((await jsonp('/tve/laughtrack/extendedProvidersList?callback=cb&v=4.8.1')).status).to.equal(200);
      expect(SCENARIO_NAMES).to.include.members(['normal', 'library-never-loads', 'empty-provider-list', 'whitelist-failing', 'third-party-cookies-blocked', 'local-storage-unavailable', 'expired-token']);
    });
  });

  describe('the other endpoints', () => {
    it('answers the provider cookie ping with a GIF, and refuses an unknown provider', async () => {
      const ok = await fetch('/tve/laughtrack/providerCookie?mvpd=skyline');
      expect([ok.status, ok.headers.get('content-type')]).to.deep.equal([200, 'image/gif']);
      expect(new TextDecoder().decode((await ok.arrayBuffer()).slice(0, 6))).to.equal('GIF89a');
      expect((await fetch('/tve/laughtrack/providerCookie?mvpd=nobody')).status).to.equal(400);
    });

    it('draws each provider logo, and its light variant, as SVG', async () => {
      const logo = await fetch('/tve/logos/summit-sat.svg');
      expect(logo.headers.get('content-type')).to.contain('image/svg+xml');
      const svg = new DOMParser().parseFromString(await logo.text(), 'image/svg+xml');
      expect(svg.querySelector('title')!.textContent).to.equal('Summit Satellite logo');
      expect(svg.querySelector('rect')!.getAttribute('fill')).to.equal('#7c2d12');
      const light = new DOMParser().parseFromString(await (await fetch('/tve/logos/summit-sat-light.svg')).text(), 'image/svg+xml');
      expect(light.querySelector('parsererror')).to.equal(null);
      expect((await fetch('/tve/logos/nobody.svg')).status).to.equal(404);
    });

    it('checks a provider sign-in: any non-empty pair, but not the wrong password', async () => {
      const login = (body: string) => fetch('/tve/sp/mvpd/skyline/login', { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect((await login('username=a&password=b')).status).to.equal(200);
      expect((await login('username=a&password=wrong-password')).status).to.equal(401);
      expect((await login('username=&password=b')).status).to.equal(400);
      expect((await fetch('/tve/sp/mvpd/nobody/login', { method: 'POST', body: 'username=a&password=b' })).status).to.equal(404);
    });

    it('answers Z100 for a provider whose packages lack the network', async () => {
      const response = await fetch('/tve/sp/authorize?requestor=laughtrack&resource=laughtrack&mvpd=windmill');
      expect(response.status).to.equal(403);
      expect(await response.json()).to.deep.equal({ errorId: 'Z100', message: 'Your Windmill Rural TV package does not include this network.' });
    });

    it('gives the library its requestor configuration as XML, and CFG400 for a malformed requestor', async () => {
      const xml = new DOMParser().parseFromString(await (await fetch('/tve/sp/config/laughtrack')).text(), 'application/xml');
      const popup = [...xml.querySelectorAll('mvpd')].find((m) => m.querySelector('id')!.textContent === 'northwind')!;
      expect(popup.querySelector('iFrameRequired')!.textContent).to.equal('false');
      expect((await fetch('/tve/sp/config/bad%20id')).status).to.equal(400);
    });

    it('writes the scenario page with the current scenario checked', async () => {
      useScenario('expired-token');
      const page = new DOMParser().parseFromString(await (await fetch('/tve-scenarios')).text(), 'text/html');
      expect(page.querySelector<HTMLInputElement>('input[name=scenario]:checked')!.value).to.equal('expired-token');
      expect(page.querySelectorAll('input[type=radio]').length).to.equal(SCENARIO_NAMES.length);
      expect(page.querySelector('[style], style, script')).to.equal(null);
    });
  });
});
