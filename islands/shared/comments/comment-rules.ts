/**
 * What a comment must be, checked alike by the comments panel before it
 * sends and by the comments service when it receives: a name and a text,
 * each within its length, and plain text only. Pure: no DOM, so the service
 * (which runs where there is none) uses the same rules.
 */

export const NAME_MAX = 40;
export const TEXT_MAX = 600;

/**
 * An HTML tag as a browser reads one: `<` directly followed by a letter (or
 * `/`, `!`, `?` and a letter), up to `>`; or a comment. `a < b` is not one.
 */
const TAG = /<(?:[/!?]?[a-z][^>]*|!--[\s\S]*?--)>/i;

export interface CommentDraft {
  name: string;
  text: string;
}

/** What is wrong with each field, by field; empty when the draft may be posted. */
export interface CommentProblems {
  name?: string;
  text?: string;
}

export const MARKUP_REFUSED = 'Comments are plain text: remove the HTML tags (like <b>) and post again.';

/** Counts characters as a visitor does: an emoji is one. */
const length = (value: string) => Array.from(value).length;

export function commentProblems(draft: CommentDraft): CommentProblems {
  const name = draft.name.trim();
  const text = draft.text.trim();
  const problems: CommentProblems = {};
  if (name === '') problems.name = 'Enter your name.';
  else if (length(name) > NAME_MAX) problems.name = `Your name can be at most ${NAME_MAX} characters.`;
  else if (TAG.test(name)) problems.name = 'Your name cannot contain HTML tags.';
  if (text === '') problems.text = 'Write a comment.';
  else if (length(text) > TEXT_MAX) problems.text = `Your comment can be at most ${TEXT_MAX} characters (it has ${length(text)}).`;
  else if (TAG.test(text)) problems.text = MARKUP_REFUSED;
  return problems;
}

export const hasProblems = (problems: CommentProblems) => problems.name !== undefined || problems.text !== undefined;

/** One comment as the service sends it. */
export interface PostedComment {
  id: string;
  name: string;
  text: string;
  /** When it was posted: an ISO 8601 instant. */
  time: string;
}
