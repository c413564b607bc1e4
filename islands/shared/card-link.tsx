import type { AnchorHTMLAttributes, ReactNode } from 'react';

/** What a card is when its feed gave no usable href: a block, an inline box, its content alone, or nothing. */
export type WithoutHref = 'div' | 'span' | 'content' | 'nothing';

export interface CardLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className' | 'children'> {
  /** Undefined when the feed's URL was missing or unsafe (safeHref). */
  href: string | undefined;
  className?: string;
  /** The click's name for analytics: `data-tf-track`. */
  track: string;
  /** `div` unless told. */
  without?: WithoutHref;
  children: ReactNode;
}

/**
 * A card that is a link when it has an href and the same box without one, so
 * a feed's unsafe URL never leaves a dead link on the page. The anchor's
 * attributes come in the order the islands always wrote them (class, href,
 * the rest, `data-tf-track`): the markup is pinned by tests and will be the
 * server's too.
 */
export function CardLink({ href, className, track, without = 'div', children, ...rest }: CardLinkProps) {
  if (href) {
    return <a className={className} href={href} {...rest} data-tf-track={track}>{children}</a>;
  }
  if (without === 'nothing') return null;
  if (without === 'content') return <>{children}</>;
  const Box = without;
  return <Box className={className}>{children}</Box>;
}

/** A section's "see all" or "more" link: its title and an arrow, or nothing without an href. */
export function MoreLink({ link, className, track }: { link: { title: string; href?: string }; className: string; track: string }) {
  return (
    <CardLink href={link.href} className={className} track={track} without="nothing">
      {link.title}
      <span aria-hidden="true"> →</span>
    </CardLink>
  );
}

/** The play triangle of a "watch" call to action. */
export function PlayIcon() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M4 2.5v11l9-5.5z" fill="currentColor" />
    </svg>
  );
}
