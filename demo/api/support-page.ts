/**
 * The support service's pages for a browser without script: the ticket page
 * a form post is sent on to (303), and the form again with what was wrong
 * beside each field (422). Every visitor value is escaped; no script, no
 * inline style, so the site's strict CSP holds. Node-safe.
 */
import { escapeHtml } from '../../server/escape-html.js';
import { FIELDS, SUPPORT_PATH, TOPICS, type Field, type SupportDraft, type SupportProblems } from '../../islands/shared/support/support-rules.js';
import type { Ticket } from '../content/support.js';

const LABELS: Record<Field, string> = { name: 'Your name', email: 'E-mail address', topic: 'Topic', message: 'Message' };

const page = (title: string, body: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${escapeHtml(title)} · Laugh Track Network</title>
    <link rel="icon" href="/art/network-logo.svg" type="image/svg+xml" />
  </head>
  <body>
    <main id="tf-content">
${body}
      <p><a href="/help">Back to Help &amp; FAQ</a></p>
    </main>
  </body>
</html>
`;

export function ticketPageHtml(ticket: Ticket): string {
  return page(`Request ${ticket.reference}`, `      <h1>Thanks, we have your message</h1>
      <p>Your reference is <strong>${escapeHtml(ticket.reference)}</strong>. We answer at ${escapeHtml(ticket.email)}, usually within two working days.</p>`);
}

function field(name: Field, draft: SupportDraft, problem: string | undefined): string {
  const id = `support-${name}`;
  const error = problem ? `<p id="${id}-error">${escapeHtml(problem)}</p>` : '';
  const described = problem ? ` aria-invalid="true" aria-describedby="${id}-error"` : '';
  const value = escapeHtml(draft[name]);
  const control = name === 'message'
    ? `<textarea id="${id}" name="${name}" rows="6" required${described}>${value}</textarea>`
    : name === 'topic'
      ? `<select id="${id}" name="topic" required${described}><option value="">Choose a topic</option>${TOPICS.map((t) =>
        `<option value="${t.value}"${t.value === draft.topic ? ' selected' : ''}>${escapeHtml(t.label)}</option>`).join('')}</select>`
      : `<input id="${id}" name="${name}" type="${name === 'email' ? 'email' : 'text'}" required value="${value}"${described} />`;
  return `        <p><label for="${id}">${LABELS[name]}</label><br />${control}</p>${error}`;
}

export function supportFormHtml(draft: SupportDraft, problems: SupportProblems): string {
  return page('Check your request', `      <h1>Please check your request</h1>
      <p>Some fields need another look; what you wrote is kept below.</p>
      <form method="post" action="${SUPPORT_PATH}">
${FIELDS.map((name) => field(name, draft, problems[name])).join('\n')}
        <p><button type="submit">Send message</button></p>
      </form>`);
}
