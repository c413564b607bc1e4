import type { ReactNode } from 'react';
import type { ShareLink } from './share-links.js';

/** Each share service's icon (24 × 24 paths, `currentColor`), for the share panel and the dictionary's share row. */
export const SHARE_ICONS: Record<ShareLink['service'], ReactNode> = {
  facebook: <path d="M14 8h3V4.5h-3c-2.5 0-4 1.6-4 4V11H7.5v3.5H10V21h3.5v-6.5H16l.6-3.5h-3.1V8.6c0-.4.2-.6.5-.6z" fill="currentColor" />,
  x: <path d="M5 4h4l10 16h-4zM19 4l-6.2 7M5 20l6.2-7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />,
  email: <path d="M3.5 6.5h17v11h-17zM3.5 7l8.5 6.5L20.5 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />,
  whatsapp: (
    <>
      <path d="M4.5 19.5l1.2-4A8 8 0 1 1 9 18.6z" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinejoin="round" />
      <path d="M9.5 9.5c.5 2 2 3.6 4 4.3l1.2-1.1 1.8.9-.4 1.6c-3.5.3-7.3-3.3-7.2-6.8l1.6-.5.9 1.8z" fill="currentColor" />
    </>
  ),
};
