/**
 * The consent banner: a modal <dialog> (focus moves in and stays in, the page
 * behind is inert, focus goes back where it was on close) with "Reject all",
 * "Accept all" and "Manage choices", the last opening one switch per TCF
 * purpose and "Save choices". Escape closes it without storing anything, so
 * it never accepts on the visitor's behalf. Built with DOM calls and an
 * adopted sheet: nothing here needs 'unsafe-inline'.
 */
import { adoptStyles } from '../../runtime/util/adopt-styles.js';
import { bannerCss } from './banner.styles.js';
import { PURPOSES, PURPOSE_IDS } from './purposes.js';

export interface BannerHandlers {
  /** The visitor chose: exactly these purposes have consent. */
  choose(purposes: number[]): void;
  /** The visitor closed the banner without choosing (Escape). */
  dismiss(): void;
}

export interface Banner {
  /** Shows the banner, its switches set to `consented` (the stored choice, or none). */
  open(consented: readonly number[]): void;
  readonly isOpen: boolean;
}

export const PRIVACY_POLICY_URL = '/legal/privacy.html';

type Attrs = Record<string, string>;

function el<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, attrs: Attrs = {}, ...children: (Node | string)[]) {
  const node = doc.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

export function createBanner(doc: Document, handlers: BannerHandlers): Banner {
  let dialog: HTMLDialogElement | undefined;
  let switches: HTMLInputElement[] = [];
  let purposesBox: HTMLFieldSetElement;
  let manage: HTMLButtonElement;
  let save: HTMLButtonElement;
  let firstAction: HTMLButtonElement;
  let chose = false;

  const button = (label: string, action: string, fill = false) =>
    el(doc, 'button', { type: 'button', class: `tf-cmp__button${fill ? ' tf-cmp__button--fill' : ''}`, 'data-cmp-action': action }, label);

  const showManage = (shown: boolean) => {
    purposesBox.hidden = !shown;
    save.hidden = !shown;
    manage.setAttribute('aria-expanded', String(shown));
  };

  const finish = (purposes: number[]) => {
    chose = true;
    dialog!.close();
    handlers.choose(purposes);
  };

  const build = () => {
    adoptStyles('demo-consent-banner', bannerCss);
    switches = PURPOSES.map(({ id }) => el(doc, 'input', { type: 'checkbox', role: 'switch', class: 'tf-cmp__switch', name: 'purpose', value: String(id) }));
    const items = PURPOSES.map(({ id, name }, i) =>
      el(doc, 'li', {}, el(doc, 'label', { class: 'tf-cmp__purpose' }, el(doc, 'span', {}, `${id}. ${name}`), switches[i]!)));
    purposesBox = el(doc, 'fieldset', { class: 'tf-cmp__purposes', id: 'tf-cmp-purposes' },
      el(doc, 'legend', { class: 'tf-cmp__legend' }, 'Choose what you allow'), el(doc, 'ul', { class: 'tf-cmp__list' }, ...items));
    firstAction = button('Reject all', 'reject');
    manage = button('Manage choices', 'manage');
    manage.setAttribute('aria-controls', 'tf-cmp-purposes');
    save = button('Save choices', 'save', true);
    const d = el(doc, 'dialog', { class: 'tf-cmp', 'aria-labelledby': 'tf-cmp-title', 'aria-describedby': 'tf-cmp-text' },
      el(doc, 'h2', { class: 'tf-cmp__title', id: 'tf-cmp-title' }, 'Your privacy choices'),
      el(doc, 'p', { class: 'tf-cmp__text', id: 'tf-cmp-text' },
        'We and our partners store and read information on your device to measure what you watch, improve the site and '
        + 'show you relevant ads. Choose what you allow; you can change it any time from "Privacy choices" at the foot of every page. ',
        el(doc, 'a', { href: PRIVACY_POLICY_URL }, 'Privacy policy')),
      purposesBox,
      el(doc, 'div', { class: 'tf-cmp__actions' }, firstAction, button('Accept all', 'accept', true), manage, save));
    d.addEventListener('click', (event) => {
      const action = (event.target as Element).closest?.('[data-cmp-action]')?.getAttribute('data-cmp-action');
      if (action === 'accept') finish([...PURPOSE_IDS]);
      else if (action === 'reject') finish([]);
      else if (action === 'save') finish(switches.filter((s) => s.checked).map((s) => Number(s.value)));
      else if (action === 'manage') {
        const shown = purposesBox.hidden;
        showManage(shown);
        if (shown) switches[0]!.focus();
      }
    });
    // Escape (the dialog's cancel) closes without a choice; so does any other close we did not make.
    d.addEventListener('close', () => {
      if (!chose) handlers.dismiss();
    });
    doc.body.append(d);
    return d;
  };

  return {
    open(consented) {
      dialog ??= build();
      if (dialog.open) return;
      const on = new Set(consented);
      for (const s of switches) s.checked = on.has(Number(s.value));
      showManage(false);
      chose = false;
      dialog.showModal();
      // Not the privacy link (the first focusable): the choice is what the
      // dialog is for, and the first choice in reading order nudges nobody.
      firstAction.focus();
    },
    get isOpen() {
      return dialog?.open ?? false;
    },
  };
}
