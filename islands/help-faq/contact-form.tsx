import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { isRecord } from '../../runtime/util/guards.js';
import {
  FIELDS, MESSAGE_MAX, NAME_MAX, EMAIL_MAX, REFERENCE, SUPPORT_PATH, TOPICS, hasProblems, supportProblems,
  type Field, type SupportDraft, type SupportProblems,
} from '../shared/support/support-rules.js';
import { TRACK_AREA } from './island.js';

const EMPTY: SupportDraft = { name: '', email: '', topic: '', message: '' };

type Sent = { kind: 'sent'; reference: string } | { kind: 'invalid'; problems: SupportProblems } | { kind: 'failed' };

/** What the service said, read defensively: anything but a 201 with a reference, or a 422 with field problems, is a failure. */
async function send(draft: SupportDraft): Promise<Sent> {
  let response: Response;
  try {
    response = await fetch(SUPPORT_PATH, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(draft) });
  } catch {
    return { kind: 'failed' };
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (response.status === 201 && isRecord(body) && typeof body.reference === 'string' && REFERENCE.test(body.reference)) {
    return { kind: 'sent', reference: body.reference };
  }
  if (response.status === 422 && isRecord(body) && isRecord(body.problems)) {
    const problems: SupportProblems = {};
    for (const field of FIELDS) {
      const problem = body.problems[field];
      if (typeof problem === 'string' && problem !== '') problems[field] = problem;
    }
    if (hasProblems(problems)) return { kind: 'invalid', problems };
  }
  return { kind: 'failed' };
}

const plural = (n: number) => (n === 1 ? '1 field needs' : `${n} fields need`);

/**
 * The help page's contact form. Checked in the page by the service's own
 * rules before it sends (each problem beside its field, the first invalid
 * field focused, a polite status line); sent as JSON, the service's per-field
 * problems shown the same way. A failed send keeps every value typed. Without
 * script it is an ordinary form post the service answers with a ticket page.
 */
export function ContactForm() {
  const id = useId();
  const [draft, setDraft] = useState<SupportDraft>(EMPTY);
  const [problems, setProblems] = useState<SupportProblems>({});
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const [reference, setReference] = useState<string | undefined>();
  const [said, setSaid] = useState('');
  const controls = useRef(new Map<Field, HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>());
  const done = useRef<HTMLDivElement>(null);

  const showProblems = (found: SupportProblems) => {
    setProblems(found);
    const count = FIELDS.filter((f) => found[f]).length;
    setSaid(`${plural(count)} attention before your message can be sent.`);
    const first = FIELDS.find((f) => found[f]);
    if (first) controls.current.get(first)?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const found = supportProblems(draft);
    setFailed(false);
    if (hasProblems(found)) return showProblems(found);
    setProblems({});
    setSending(true);
    setSaid('Sending your message…');
    const sent = await send(draft);
    setSending(false);
    if (sent.kind === 'invalid') return showProblems(sent.problems);
    if (sent.kind === 'failed') {
      setFailed(true);
      setSaid('');
      return;
    }
    setReference(sent.reference);
    setDraft(EMPTY);
    setSaid('');
  };

  // The form is gone once a message is sent: focus goes to the confirmation that replaced it, once drawn.
  useEffect(() => {
    if (reference) done.current?.focus();
  }, [reference]);

  const onChange = (field: Field) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    const value = event.currentTarget.value;
    setDraft((d) => ({ ...d, [field]: value }));
    if (problems[field]) setProblems(({ [field]: _gone, ...rest }) => rest);
  };

  const fieldProps = (field: Field) => ({
    id: `${id}${field}`, name: field, value: draft[field], onChange: onChange(field),
    ref: (el: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null) => {
      if (el) controls.current.set(field, el);
      else controls.current.delete(field);
    },
    'aria-invalid': problems[field] ? true : undefined,
    'aria-describedby': problems[field] ? `${id}${field}-error` : undefined,
    className: `tf-contact__control tf-contact__control--${field}`,
  });
  const error = (field: Field) => problems[field] && <p className="tf-contact__error" id={`${id}${field}-error`}>{problems[field]}</p>;
  const label = (field: Field, text: string) => <label className="tf-contact__label" htmlFor={`${id}${field}`}>{text}</label>;

  return (
    <section className="tf-contact" id="contact" aria-labelledby={`${id}heading`} data-tf-promo={`${TRACK_AREA}: Contact support`}>
      <h2 className="tf-contact__heading" id={`${id}heading`}>Still stuck? Ask us</h2>
      {reference ? (
        <div className="tf-contact__done" ref={done} tabIndex={-1}>
          <p>Thanks, we have your message. Your reference is <strong>{reference}</strong>; we answer by e-mail, usually within two working days.</p>
          <button type="button" className="tf-contact__again" onClick={() => setReference(undefined)} data-tf-track={`${TRACK_AREA}: Contact again`}>Send another message</button>
        </div>
      ) : (
        <form className="tf-contact__form" method="post" action={SUPPORT_PATH} noValidate onSubmit={(e) => void onSubmit(e)} aria-describedby={`${id}note`}>
          <p className="tf-contact__note" id={`${id}note`}>Every field is required.</p>
          <div className="tf-contact__field">{label('name', 'Your name')}<input type="text" autoComplete="name" maxLength={NAME_MAX * 2} {...fieldProps('name')} />{error('name')}</div>
          <div className="tf-contact__field">{label('email', 'E-mail address')}<input type="email" autoComplete="email" maxLength={EMAIL_MAX} {...fieldProps('email')} />{error('email')}</div>
          <div className="tf-contact__field">{label('topic', 'Topic')}
            <select {...fieldProps('topic')}>
              <option value="">Choose a topic</option>
              {TOPICS.map((t) => <option key={t.value} value={t.value}>{t.label}</option>)}
            </select>{error('topic')}
          </div>
          <div className="tf-contact__field">{label('message', `Message (up to ${MESSAGE_MAX} characters)`)}<textarea rows={6} {...fieldProps('message')} />{error('message')}</div>
          {failed && <p className="tf-contact__failed" role="alert">Your message could not be sent: our help desk did not answer. Everything you wrote is still here; please try again.</p>}
          <button type="submit" className="tf-contact__send" aria-disabled={sending} data-tf-track={`${TRACK_AREA}: Contact send`}>{sending ? 'Sending…' : 'Send message'}</button>
        </form>
      )}
      <p className="tf-contact__status" role="status">{said}</p>
    </section>
  );
}
