import { expect } from '@open-wc/testing';
import { AD_PLACEMENTS } from '../../islands/ad-slot/placements.js';
import { builtInIslands } from '../../islands/index.js';
import { adoptStyles } from '../../islands/shared/adopt-styles.js';
import { safeHref } from '../../islands/shared/safe-href.js';
import { artNames, escapeXml, renderArt } from '../../demo/content/art.js';
import { imageEntry, imageNames } from '../../demo/content/images.js';
import { feeds } from '../../demo/content/feeds.js';
import { pages } from '../../demo/content/pages.js';
import { zoneScripts } from '../../demo/scripts/index.js';
import type { Manifest } from '../../runtime/types.js';
import { feedBody, samplePages, zoneFeed } from '../demo/site-samples.js';
import { moduleContext } from '../support/page-fixtures.js';

// The classic-script modules' drivers, as the site's manifests name them.
const SCRIPT_DRIVERS = Object.values(zoneScripts).map((make) => make().driver);
// Page functions (search, clips) at sample URLs; redirects have no zones to check.
const manifests = samplePages().map(({ url, manifest }): [string, Manifest] => [url, manifest]);

/** Every image URL of the demo image service ("/images/{name}.{ext}") anywhere in a value. */
function imageRefs(value: unknown, out: { name: string; ext: string }[] = []): { name: string; ext: string }[] {
  if (typeof value === 'string') {
    for (const m of value.matchAll(/\/images\/([\w-]+)\.(\w+)/g)) out.push({ name: m[1]!, ext: m[2]! });
  } else if (typeof value === 'function') {
    // A feed answered by a function (one that carries its clock): what it answers.
    imageRefs((value as (url: URL) => unknown)(new URL('http://localhost/')), out);
  } else if (Array.isArray(value)) value.forEach((v) => imageRefs(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => imageRefs(v, out));
  return out;
}

describe('site content', () => {
  it('has a home page manifest with the home id', () => {
    const home = pages['/'] as Manifest;
    expect(home.id).to.equal('home');
    expect(home.zones.header && home.zones.menu && home.zones.footer).to.exist;
    expect(Object.keys(home.zones).some((name) => /^t1\d_/.test(name))).to.equal(true);
  });

  for (const [path, manifest] of manifests) {
    describe(`page ${path}`, () => {
      it('names only built-in islands or the script modules as drivers', () => {
        for (const zone of Object.values(manifest.zones)) {
          const driver = zone.driver ?? zone.moduleDriver;
          expect(driver, zone.zone).to.be.a('string');
          expect(driver! in builtInIslands || SCRIPT_DRIVERS.includes(driver!), `${zone.zone}: ${driver}`).to.equal(true);
        }
      });

      it('gives every zone its own name and a feed that exists', () => {
        for (const [name, zone] of Object.entries(manifest.zones)) {
          expect(zone.zone).to.equal(name);
          if (zone.feedData !== undefined) continue;
          expect(zone.feed, name).to.be.a('string');
          // Script module feeds are served by demo/scripts; the islands' feeds are ours.
          if (SCRIPT_DRIVERS.includes(zone.driver ?? '')) continue;
          expect(feedBody(zone.feed!), `${name} → ${zone.feed}`).to.not.equal(undefined);
        }
      });

      it('uses valid page colours', () => {
        for (const color of Object.values(manifest.supplemental?.colors?.colors ?? {})) {
          expect(CSS.supports('color', color), color).to.equal(true);
        }
      });
    });
  }

  it('feeds every island zone a feed its island accepts', async () => {
    for (const [path, manifest] of manifests) {
      for (const zone of Object.values(manifest.zones)) {
        const load = builtInIslands[zone.driver ?? ''];
        // The recommended row draws what the recommendation service answers for this visitor:
        // its own tests run it against the demo's service.
        if (!load || zone.driver === 'ENT_M024') continue;
        const controller = (await load()).default;
        const host = document.createElement('div');
        document.body.append(host);
        const feed = zoneFeed(zone);
        const ctx = moduleContext({ zone: zone.zone, driver: zone.driver!, language: 'eng', page: document.body });
        try {
          await controller.render(host, feed, ctx);
        } catch (error) {
          throw new Error(`${path} ${zone.zone}: ${String(error)}`);
        }
        // Drawn, not just not thrown: an island given a feed it cannot read
        // draws nothing. An ad slot's box has no text until an ad fills it.
        expect(host.childElementCount, `${path} ${zone.zone}: nothing drawn`).to.be.greaterThan(0);
        if (!(zone.driver! in AD_PLACEMENTS)) expect(host.textContent!.trim(), `${path} ${zone.zone}: no text drawn`).to.not.equal('');
        controller.onModuleDestroy?.(host);
        host.remove();
      }
    }
  });

  it('references only pictures the image service has, GIFs only for animated ones', () => {
    const refs = imageRefs([feeds, pages]);
    expect(refs.length).to.be.greaterThan(20);
    for (const { name, ext } of refs) {
      const entry = imageEntry(name);
      expect(entry, name).to.not.equal(undefined);
      expect(ext, name).to.equal(entry!.animated ? 'gif' : 'jpg');
    }
    expect(refs.some((ref) => ref.ext === 'gif')).to.equal(true);
    expect(JSON.stringify([feeds, pages])).to.not.contain('/art/');
  });

  it('sizes every service picture at twice its art, and the GIF at its own size', () => {
    expect(imageNames.length).to.equal(artNames.length + 1);
    expect(imageEntry('show-desk-jockeys')).to.deep.equal({ width: 800, height: 1200, animated: false });
    expect(imageEntry('hero-desk-jockeys')).to.deep.equal({ width: 3200, height: 1400, animated: false });
    expect(imageEntry('applause-sign')).to.deep.equal({ width: 480, height: 270, animated: true });
    expect(imageEntry('no-such-picture')).to.equal(undefined);
    expect(imageEntry('__proto__')).to.equal(undefined);
  });

  it('draws at least 20 distinct, deterministic SVG pieces', () => {
    expect(artNames.length).to.be.at.least(20);
    const drawn = new Set(artNames.map((n) => renderArt(n)));
    expect(drawn.size).to.equal(artNames.length);
    for (const name of artNames.slice(0, 5)) {
      const doc = new DOMParser().parseFromString(renderArt(name)!, 'image/svg+xml');
      expect(doc.querySelector('parsererror'), name).to.equal(null);
      expect(doc.documentElement.localName).to.equal('svg');
    }
    expect(renderArt('no-such-art')).to.equal(undefined);
  });

  it('escapes text put into SVG', () => {
    expect(escapeXml(`<a href="x">&'`)).to.equal('&lt;a href=&quot;x&quot;&gt;&amp;&#39;');
  });
});

describe('island helpers', () => {
  it('safeHref keeps http(s), relative and anchors and drops the rest', () => {
    for (const ok of ['/shows', '#top', 'https://a.example/x', 'http://a.example', 'shows/x']) expect(safeHref(ok), ok).to.equal(ok);
    for (const bad of ['javascript:alert(1)', ' JaVaScRiPt:x', 'data:text/html,x', 'mailto:a@b', '//evil.example', 'java\nscript:x', '', 42]) {
      expect(safeHref(bad), String(bad)).to.equal(undefined);
    }
  });

  it('adoptStyles adopts a sheet once per id', () => {
    const before = document.adoptedStyleSheets.length;
    adoptStyles('test-once', '.x { color: red; }');
    adoptStyles('test-once', '.x { color: red; }');
    expect(document.adoptedStyleSheets.length).to.equal(before + 1);
  });
});
