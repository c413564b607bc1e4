/**
 * learnMore: the FAQ, as plain sections or as collapsible ones
 * (`<tf-collapsible>`, with its own animation and tracking), and 'Get
 * started', which leads to the provider list.
 */
import { html } from 'lit';
import type { ScreenContext, ScreenView } from './context.js';

export const FAQ: readonly { question: string; answer: string }[] = [
  { question: 'Why do I sign in with my TV provider?',
    answer: 'Full episodes are part of your TV subscription. Signing in with the company you pay for TV lets us check that your package includes this network, at no extra cost.' },
  { question: 'What do I need?',
    answer: 'The username and password of your account with your TV provider: the one you use to pay your bill or manage your package online.' },
  { question: 'Will I have to sign in every time?',
    answer: 'No. You stay signed in on this browser until your provider asks you to sign in again or you sign out. Signing in on other devices works the same way.' },
  { question: 'My provider is not listed. What can I do?',
    answer: 'Search for the company on your bill under its former name too. If it is not listed, full episodes are not available through it yet; clips stay free.' },
  { question: 'The sign-in page does not appear.',
    answer: 'Allow pop-ups and third-party cookies for this site, or try a browser that is not in private mode.' },
];

/** Defined on first use only: a sign-in without the collapsible FAQ never loads the collapsible's code. */
function defineCollapsible(): void {
  if (!customElements.get('tf-collapsible')) import('../../tf-collapsible/tf-collapsible.js').catch(() => undefined);
}

export function learnMore(ctx: ScreenContext): ScreenView {
  if (ctx.collapsibleFaq) defineCollapsible();
  const faq = ctx.collapsibleFaq
    ? html`<div part="faq" class="faq">${FAQ.map(({ question, answer }) => html`<tf-collapsible heading-level="3">
        <span slot="trigger">${question}</span><p>${answer}</p></tf-collapsible>`)}</div>`
    : html`<dl part="faq" class="faq">${FAQ.map(({ question, answer }) => html`<dt>${question}</dt><dd>${answer}</dd>`)}</dl>`;
  return {
    title: 'Frequently asked questions',
    back: 'selectProvider',
    body: html`${faq}
      <div class="actions">
        <button type="button" part="button" class="button" data-tf-track="TVE: Get Started" @click=${() => ctx.go('selectProvider')}>Get started</button>
      </div>`,
  };
}
