/**
 * The support desk's tickets, kept in memory for as long as the server runs:
 * each accepted request gets the next reference (`LT-000001`, …). Node-safe.
 */
import { hasProblems, supportProblems, type SupportDraft, type SupportProblems } from '../../islands/shared/support/support-rules.js';

export interface Ticket extends SupportDraft {
  reference: string;
  /** When it was received: an ISO 8601 instant. */
  time: string;
}

export type SupportResult = { ok: true; ticket: Ticket } | { ok: false; problems: SupportProblems };

export interface SupportStore {
  /** Checks the draft by the form's own rules and keeps it when it passes. */
  open(draft: SupportDraft): SupportResult;
  find(reference: string): Ticket | undefined;
}

export function createSupportStore(opts: { first?: number; now?: () => number } = {}): SupportStore {
  const tickets = new Map<string, Ticket>();
  let next = opts.first ?? 123;
  const now = opts.now ?? Date.now;
  return {
    open(draft) {
      const problems = supportProblems(draft);
      if (hasProblems(problems)) return { ok: false, problems };
      const reference = `LT-${String(next++).padStart(6, '0')}`;
      const ticket: Ticket = {
        reference, time: new Date(now()).toISOString(),
        name: draft.name.trim(), email: draft.email.trim(), topic: draft.topic, message: draft.message.trim(),
      };
      tickets.set(reference, ticket);
      return { ok: true, ticket };
    },
    find: (reference) => tickets.get(reference),
  };
}
