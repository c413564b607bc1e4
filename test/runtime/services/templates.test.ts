import { expect } from '@open-wc/testing';
import { createTemplatePool, type TemplatePool } from '../../../runtime/services/templates.js';
import type { MessageLevel } from '../../../runtime/types.js';

/** A `<template>` built with DOM calls (the lint forbids innerHTML, rightly). */
function cardTemplate(): HTMLTemplateElement {
  const template = document.createElement('template');
  const article = document.createElement('article');
  const title = document.createElement('h3');
  title.setAttribute('data-tf-text', 'title');
  title.textContent = 'placeholder';
  const link = document.createElement('a');
  link.setAttribute('data-tf-href', 'url');
  link.setAttribute('href', '#placeholder');
  link.textContent = 'Watch';
  article.append(title, link);
  template.content.append(article);
  return template;
}

describe('createTemplatePool', () => {
  let lines: string[];
  let pool: TemplatePool;
  let target: HTMLElement;

  beforeEach(() => {
    lines = [];
    pool = createTemplatePool({ log: (level: MessageLevel, text: string) => lines.push(`${level} ${text}`) });
    target = document.createElement('div');
    target.append(document.createElement('span'), 'old text');
  });

  describe('when a template element is rendered', () => {
    it('replaces the target children with a filled clone and leaves the template untouched', () => {
      const template = cardTemplate();
      pool.register('card', template);
      expect(pool.render('card', target, { title: 'Roast Battle', url: 'https://example.com/shows/roast' })).to.equal(true);
      expect(target.children.length).to.equal(1);
      expect(target.querySelector('h3')!.textContent).to.equal('Roast Battle');
      expect(target.querySelector('a')!.getAttribute('href')).to.equal('https://example.com/shows/roast');
      expect(template.content.querySelector('h3')!.textContent).to.equal('placeholder');
      expect(lines).to.deep.equal([]);
    });

    it('writes markup in data as text, never as elements', () => {
      pool.register('card', cardTemplate());
      pool.render('card', target, { title: '<img src=x onerror=alert(1)>' });
      const title = target.querySelector('h3')!;
      expect(title.textContent).to.equal('<img src=x onerror=alert(1)>');
      expect(title.children.length).to.equal(0);
    });

    it('turns numbers into text and missing or inherited keys into empty text', () => {
      pool.register('card', cardTemplate());
      pool.render('card', target, { title: 7 });
      expect(target.querySelector('h3')!.textContent).to.equal('7');
      const template = cardTemplate();
      template.content.querySelector('h3')!.setAttribute('data-tf-text', 'constructor');
      pool.register('proto', template);
      pool.render('proto', target, {});
      expect(target.querySelector('h3')!.textContent).to.equal('');
    });

    it('keeps site paths and anchors as hrefs', () => {
      pool.register('card', cardTemplate());
      pool.render('card', target, { url: '/shows/roast' });
      expect(target.querySelector('a')!.getAttribute('href')).to.equal('/shows/roast');
      pool.render('card', target, { url: '#episodes' });
      expect(target.querySelector('a')!.getAttribute('href')).to.equal('#episodes');
    });

    for (const url of ['javascript:alert(1)', ' javascript:alert(1)', 'data:text/html,hi', 42]) {
      it(`drops the href for ${JSON.stringify(url)}`, () => {
        pool.register('card', cardTemplate());
        pool.render('card', target, { url });
        expect(target.querySelector('a')!.hasAttribute('href')).to.equal(false);
      });
    }
  });

  describe('when a function template is rendered', () => {
    it('puts the node it builds from the data into the target', () => {
      pool.register('badge', (data) => {
        const badge = document.createElement('b');
        badge.textContent = String((data as { label: string }).label);
        return badge;
      });
      expect(pool.render('badge', target, { label: 'NEW' })).to.equal(true);
      expect(target.children.length).to.equal(1);
      expect(target.firstElementChild!.textContent).to.equal('NEW');
    });

    it('logs and leaves the target alone when the function throws', () => {
      pool.register('broken', () => {
        throw new Error('boom');
      });
      expect(pool.render('broken', target)).to.equal(false);
      expect(target.childNodes.length).to.equal(2);
      expect(lines).to.deep.equal(['error Unable to render template: broken, because the template failed to build']);
    });
  });

  describe('when the template is not registered', () => {
    it('logs the exact catalogue error and returns false', () => {
      expect(pool.render('missing', target)).to.equal(false);
      expect(target.childNodes.length).to.equal(2);
      expect(lines).to.deep.equal(["error Unable to render template: missing, because it's not registered in the pool"]);
    });
  });

  describe('when the target is missing', () => {
    for (const missing of [null, undefined]) {
      it(`logs and returns false for ${String(missing)}`, () => {
        pool.register('card', cardTemplate());
        expect(pool.render('card', missing)).to.equal(false);
        expect(lines).to.deep.equal(['error Unable to render template: card, because the target element is missing']);
      });
    }
  });

  describe('when registering something that is not a template', () => {
    it('logs, keeps nothing and keeps an earlier good one', () => {
      pool.register('card', cardTemplate());
      pool.register('card', document.createElement('div') as unknown as HTMLTemplateElement);
      pool.register('', cardTemplate());
      expect(pool.has('card')).to.equal(true);
      expect(pool.has('')).to.equal(false);
      expect(lines).to.deep.equal([
        'error Unable to register template: card, because it is not a template element or a function',
        'error Unable to register template: , because it is not a template element or a function',
      ]);
    });
  });

  describe('when a name is registered again', () => {
    it('renders the newer template', () => {
      pool.register('badge', () => document.createTextNode('old'));
      pool.register('badge', () => document.createTextNode('new'));
      pool.render('badge', target);
      expect(target.textContent).to.equal('new');
    });
  });

  describe('when the function register() returned is called', () => {
    it('unregisters that registration', () => {
      const unregister = pool.register('badge', () => document.createTextNode('NEW'));
      unregister();
      expect(pool.has('badge')).to.equal(false);
    });

    it('leaves a later registration of the name alone, even of the same template', () => {
      const badge = () => document.createTextNode('NEW');
      const unregister = pool.register('badge', badge);
      pool.register('badge', badge);
      unregister();
      expect(pool.has('badge')).to.equal(true);
    });

    it('is a no-op for a registration that was refused', () => {
      pool.register('card', cardTemplate());
      const unregister = pool.register('card', 'nope' as unknown as HTMLTemplateElement);
      unregister();
      expect(pool.has('card')).to.equal(true);
    });
  });

  describe('when cleared', () => {
    it('forgets every template', () => {
      pool.register('card', cardTemplate());
      expect(pool.has('card')).to.equal(true);
      pool.clear();
      expect(pool.has('card')).to.equal(false);
      expect(pool.render('card', target)).to.equal(false);
    });
  });
});
