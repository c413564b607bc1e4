import { feedPayload, reader } from '../shared/parse.js';
import { safeHref } from '../shared/safe-href.js';

/** The looks an overlay comes in (its `typeClass`), each a modifier class of the block. */
export const TYPE_CLASSES = ['announcement', 'newsletter', 'live'] as const;
export type TypeClass = (typeof TYPE_CLASSES)[number];

/** The overlay template's fields: a headline, a description, copy, one button and an optional notification. */
export interface OverlayFeed {
  typeClass: TypeClass;
  headline: string;
  description: string;
  copy: string;
  button: { title: string; url: string };
  /** A dismissible line above the rest; `id` names it in site storage once closed. */
  notification?: { id: string; message: string };
}

const NOTE_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;

export function parseOverlayFeed(feed: unknown, driver: string): OverlayFeed {
  const r = reader(driver);
  const data = feedPayload(r.driver, feed);
  const typeClass = r.str(data.typeClass, 'typeClass');
  if (!(TYPE_CLASSES as readonly string[]).includes(typeClass)) r.fail('typeClass', `must be one of ${TYPE_CLASSES.join(', ')}`);
  const button = r.obj(data.button, 'button');
  let notification: OverlayFeed['notification'];
  if (data.notification !== undefined && data.notification !== null) {
    const note = r.obj(data.notification, 'notification');
    const id = r.str(note.id, 'notification.id');
    if (!NOTE_ID.test(id)) r.fail('notification.id', 'must be lower-case letters, digits and dashes');
    notification = { id, message: r.str(note.message, 'notification.message') };
  }
  return {
    typeClass: typeClass as TypeClass,
    headline: r.str(data.headline, 'headline'),
    description: r.str(data.description, 'description'),
    copy: r.str(data.copy, 'copy'),
    button: { title: r.str(button.title, 'button.title'), url: safeHref(button.url) ?? r.fail('button.url', 'must be an http(s) or relative URL') },
    ...(notification ? { notification } : {}),
  };
}
