// The Custom Elements Manifest as `npm run build` generates it:
// the analyzer runs here with the project's own config, written nowhere.
// Run: node --test test/node/
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import { analyzeElements, repo } from './support/analyze.mjs';


let manifest;
before(async () => {
  manifest = await analyzeElements();
});

const element = (tag) => {
  const found = manifest.modules.flatMap((m) => m.declarations ?? []).find((d) => d.tagName === tag);
  assert.ok(found, `<${tag}> is in the manifest`);
  return found;
};
const names = (list) => (list ?? []).map((item) => item.name);

describe('custom-elements.json', () => {
  it('is named by package.json "customElements" as the build ships it (scripts/make-package-data.mjs)', () => {
    const pkg = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8'));
    assert.equal(pkg.customElements, 'dist/custom-elements.json');
    assert.match(pkg.scripts.build, /node scripts\/make-package-data\.mjs/);
    assert.match(pkg.scripts.build, /cem analyze --config custom-elements-manifest\.config\.mjs/);
  });

  it('gives every event of every element its type, the detail included', () => {
    for (const declaration of manifest.modules.flatMap((m) => m.declarations ?? []).filter((d) => d.customElement)) {
      for (const event of declaration.events ?? []) assert.ok(event.type?.text, `<${declaration.tagName}> ${event.name} has a type`);
    }
    assert.equal(element('tf-carousel').events.find((e) => e.name === 'tf:select').type.text, 'CustomEvent<{ index: number; }>');
    assert.equal(element('tf-signin').events.find((e) => e.name === 'tf:signinstatus').type.text, 'CustomEvent<SigninStatus>');
    assert.match(element('tf-image').events.find((e) => e.name === 'tf:imageload').type.text, /^CustomEvent<\{ url: string; width: number; height: number; \}>$/);
  });

  it('describes every element folder, each defined under its tag', () => {
    const tags = manifest.modules.flatMap((m) => m.declarations ?? []).filter((d) => d.customElement).map((d) => d.tagName);
    assert.ok(tags.includes('tf-page') && tags.includes('tf-zone'), tags.join(', '));
    for (const tag of tags) {
      const definition = manifest.modules.flatMap((m) => m.exports ?? []).find((e) => e.kind === 'custom-element-definition' && e.name === tag);
      assert.ok(definition, `a custom-element-definition export for <${tag}>`);
      assert.equal(definition.declaration.module, `elements/${tag}/${tag}.component.ts`);
    }
  });

  describe('<tf-page>', () => {
    it('lists its attributes with their fields and literal defaults', () => {
      const page = element('tf-page');
      const byName = Object.fromEntries(page.attributes.map((a) => [a.name, a]));
      for (const [name, field, value] of [
        ['manifest-src', 'manifestSrc', "'/feeds/triforce/manifest/v2'"],
        ['script-base', 'scriptBase', "'/modules/'"],
        ['language', 'language', "'eng'"],
        ['style-base', 'styleBase', "'/styles/'"],
        ['global-zones', 'globalZones', "''"],
      ]) {
        assert.equal(byName[name]?.fieldName, field, name);
        assert.equal(byName[name]?.default, value, name);
        assert.ok(byName[name]?.description, `${name} is described`);
      }
      assert.ok(byName.busy, 'the busy attribute it sets while loading');
    });

    it('lists every page event it dispatches, with its detail type', () => {
      const events = element('tf-page').events;
      for (const type of ['tf:pagestartload', 'tf:pageready', 'tf:modulerender', 'tf:moduleremove', 'tf:rendercomplete',
        'tf:complete', 'tf:message', 'tf:pageerror', 'tf:scrolltop', 'tf:modalopen', 'tf:modalclose',
        'tf:pageintouch', 'tf:scrollload', 'tf:resizecheck']) {
        const event = events.find((e) => e.name === type);
        assert.ok(event, type);
        assert.match(event.type?.text ?? '', /^CustomEvent</, `${type} has a detail type`);
      }
    });

    it('lists its public methods and properties, and no #private ones', () => {
      const members = names(element('tf-page').members);
      for (const name of ['navigate', 'reload', 'manifest', 'config', 'manifestSrc']) assert.ok(members.includes(name), name);
      assert.deepEqual(members.filter((n) => n.startsWith('#')), []);
    });

    it('lists its CSS custom properties', () => {
      const props = names(element('tf-page').cssProperties);
      for (const name of ['--tf-page-max-width', '--tf-tier-gap', '--tf-column-gap']) assert.ok(props.includes(name), name);
    });
  });

  describe('<tf-zone>', () => {
    it('lists zone, driver and state, reflected', () => {
      const zone = element('tf-zone');
      assert.deepEqual(names(zone.attributes), ['zone', 'driver', 'state']);
      for (const member of zone.members.filter((m) => ['zone', 'driver', 'state'].includes(m.name))) {
        assert.equal(member.reflects, true, member.name);
      }
      assert.equal(zone.attributes.find((a) => a.name === 'state').type.text, "'loading' | 'rendered' | 'refreshing'");
    });

    it('declares no events of its own (the page dispatches them)', () => {
      assert.deepEqual(element('tf-zone').events ?? [], []);
    });
  });

  it('keeps Lit internal state (state: true) out of the attributes', () => {
    for (const declaration of manifest.modules.flatMap((m) => m.declarations ?? []).filter((d) => d.customElement)) {
      for (const attribute of declaration.attributes ?? []) {
        const member = declaration.members.find((m) => m.name === attribute.fieldName);
        assert.notEqual(member?.privacy, 'private', `${declaration.tagName}[${attribute.name}]`);
      }
    }
  });
});
