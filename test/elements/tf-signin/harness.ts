/**
 * Mounts `<tf-signin>` over a FakeSigninCore (test/support/fake-signin-core.ts):
 * the test plays the core's part and reads what the element drew.
 */
import { fixture, html } from '@open-wc/testing';
import '../../../elements/tf-signin/tf-signin.js';
import { TfSignin } from '../../../elements/tf-signin/tf-signin.js';
import { FakeSigninCore } from '../../support/fake-signin-core.js';

const factory = TfSignin.createCore;

export interface Mounted {
  el: TfSignin;
  core: FakeSigninCore;
}

/** The element over a fresh fake; `template` defaults to a valid init. */
export async function mount(template = html`<tf-signin requestor="LTN" resource="ltn" brand="ltn" service-base="/tve" entitlement-src="/vendor/accessenabler.js"></tf-signin>`): Promise<Mounted> {
  const core = new FakeSigninCore();
  TfSignin.createCore = () => core;
  try {
    const el = await fixture<TfSignin>(template);
    await el.updateComplete;
    return { el, core };
  } finally {
    TfSignin.createCore = factory;
  }
}

export const shadow = (el: TfSignin) => el.shadowRoot!;
export const dialog = (el: TfSignin) => shadow(el).querySelector('dialog')!;
export const title = (el: TfSignin) => shadow(el).querySelector('#title')?.textContent?.trim();
export const $ = <T extends Element = HTMLElement>(el: TfSignin, selector: string) => shadow(el).querySelector<T>(selector);
export const $$ = <T extends Element = HTMLElement>(el: TfSignin, selector: string) => [...shadow(el).querySelectorAll<T>(selector)];

/** The button of the current screen whose text is `text`. */
export function button(el: TfSignin, text: string): HTMLButtonElement {
  const found = $$<HTMLButtonElement>(el, 'button').find((b) => (b.textContent ?? '').trim() === text || b.getAttribute('aria-label') === text);
  if (!found) throw new Error(`no button "${text}" on ${el.getAttribute('screen')}: ${$$(el, 'button').map((b) => b.textContent?.trim() || b.getAttribute('aria-label')).join(', ')}`);
  return found;
}

/** Clicks and waits for the element to draw the result. */
export async function click(el: TfSignin, target: HTMLElement): Promise<void> {
  target.click();
  await el.updateComplete;
}

/** The deepest focused element, through shadow roots. */
export function focused(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}
