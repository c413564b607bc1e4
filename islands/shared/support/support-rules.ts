/**
 * What a support request must be, checked alike by the help page's contact
 * form before it sends and by the support service when it receives: a name,
 * an e-mail address of the usual shape, one of the topics and a message, each
 * within its length. Pure: no DOM, so the service (which runs where there is
 * none) uses the same rules.
 */

/** Where the form sends a request (JSON from the page, form-encoded without script). */
export const SUPPORT_PATH = '/api/support';

export const NAME_MAX = 60;
export const EMAIL_MAX = 254;
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 2000;

export const TOPICS = [
  { value: 'watching', label: 'Watching videos' },
  { value: 'tv-provider', label: 'TV provider sign-in' },
  { value: 'account', label: 'My account & privacy' },
  { value: 'tickets', label: 'Show tickets' },
  { value: 'other', label: 'Something else' },
] as const;

export type Topic = (typeof TOPICS)[number]['value'];

/** The form's fields, in the order a visitor meets them. */
export const FIELDS = ['name', 'email', 'topic', 'message'] as const;
export type Field = (typeof FIELDS)[number];

export type SupportDraft = Record<Field, string>;
export type SupportProblems = Partial<Record<Field, string>>;

/** One @, a dot in the domain, no spaces: the shape of an address, not proof that it exists. */
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** Counts characters as a visitor does: an emoji is one. */
const length = (value: string) => Array.from(value).length;

export function supportProblems(draft: SupportDraft): SupportProblems {
  const name = draft.name.trim();
  const email = draft.email.trim();
  const message = draft.message.trim();
  const problems: SupportProblems = {};
  if (name === '') problems.name = 'Enter your name.';
  else if (length(name) > NAME_MAX) problems.name = `Your name can be at most ${NAME_MAX} characters.`;
  if (email === '') problems.email = 'Enter your e-mail address.';
  else if (length(email) > EMAIL_MAX || !EMAIL.test(email)) problems.email = 'Enter an e-mail address like name@example.com.';
  if (!TOPICS.some((t) => t.value === draft.topic)) problems.topic = 'Choose what your question is about.';
  if (message === '') problems.message = 'Write your message.';
  else if (length(message) < MESSAGE_MIN) problems.message = `Tell us a little more: at least ${MESSAGE_MIN} characters.`;
  else if (length(message) > MESSAGE_MAX) problems.message = `Your message can be at most ${MESSAGE_MAX} characters (it has ${length(message)}).`;
  return problems;
}

export const hasProblems = (problems: SupportProblems) => FIELDS.some((field) => problems[field] !== undefined);

/** A draft from any object's string fields (a JSON body, a form's entries); undefined when one is missing or not text. */
export function draftOf(get: (field: Field) => unknown): SupportDraft | undefined {
  const draft: Partial<SupportDraft> = {};
  for (const field of FIELDS) {
    const value = get(field);
    if (typeof value !== 'string') return undefined;
    draft[field] = value;
  }
  return draft as SupportDraft;
}

/** A ticket's reference as the visitor is told it: `LT-` and six digits. */
export const REFERENCE = /^LT-\d{6}$/;
