import { useId } from 'react';
import type { IslandProps } from '../define-island.js';
import { TfCollapsible } from '../shared/tf-carousel.js';
import { ContactForm } from './contact-form.js';
import type { FaqFeed } from './feed.js';
import { TRACK_AREA } from './island.js';

/**
 * The help page's questions: a navigation to each category, then each
 * category's section with its questions, each a `<tf-collapsible>` whose
 * trigger is a level-3 heading (it tracks itself as Expand or Collapse,
 * under the category's promo name), and the contact form (contact-form.tsx).
 */
export function HelpFaq({ feed }: IslandProps<FaqFeed>) {
  const ids = { heading: useId(), nav: useId() };
  return (
    <section className="tf-faq" aria-labelledby={ids.heading} data-tf-promo={feed.title}>
      <h1 className="tf-faq__heading" id={ids.heading}>{feed.title}</h1>
      {feed.intro && <p className="tf-faq__intro">{feed.intro}</p>}
      <nav className="tf-faq__nav" aria-labelledby={ids.nav}>
        <h2 className="tf-faq__nav-title" id={ids.nav}>Help topics</h2>
        <ul className="tf-faq__nav-list">
          {feed.categories.map((c) => (
            <li key={c.anchor}>
              <a className="tf-faq__nav-link" href={`#${c.anchor}`} data-tf-track={`${TRACK_AREA}: Category ${c.title}`}>{c.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {feed.categories.map((c) => (
        <section key={c.anchor} className="tf-faq__category" id={c.anchor} aria-labelledby={`${c.anchor}-title`} data-tf-promo={`${TRACK_AREA}: ${c.title}`}>
          <h2 className="tf-faq__category-title" id={`${c.anchor}-title`}>{c.title}</h2>
          {c.questions.map((q, i) => (
            <TfCollapsible key={i} className="tf-faq__question" heading-level={3}>
              <span slot="trigger">{q.question}</span>
              <div className="tf-faq__answer">
                {q.answer.map((p, n) => <p key={n}>{p}</p>)}
              </div>
            </TfCollapsible>
          ))}
        </section>
      ))}
      <ContactForm />
    </section>
  );
}
