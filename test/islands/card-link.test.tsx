import { expect } from '@open-wc/testing';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { ReactNode } from 'react';
import { CardLink, MoreLink, PlayIcon } from '../../islands/shared/card-link.js';

/** The markup React commits for `node`. */
function markup(node: ReactNode): string {
  const host = document.createElement('div');
  const root = createRoot(host);
  flushSync(() => root.render(node));
  const html = host.getHTML();
  root.unmount();
  return html;
}

describe('CardLink', () => {
  it('is a link when it has an href: class, href, its other attributes, then the tracking name', () => {
    expect(markup(<CardLink className="c" href="/x" rel="sponsored" target="_blank" track="Card: X">x</CardLink>))
      .to.equal('<a class="c" href="/x" rel="sponsored" target="_blank" data-tf-track="Card: X">x</a>');
  });

  it('is the same box without a link when it has none: a div unless told', () => {
    expect(markup(<CardLink className="c" href={undefined} track="Card: X">x</CardLink>)).to.equal('<div class="c">x</div>');
    expect(markup(<CardLink className="c" href="" track="Card: X" without="span">x</CardLink>)).to.equal('<span class="c">x</span>');
  });

  it('is its content alone, or nothing, when told', () => {
    expect(markup(<p><CardLink href={undefined} track="T" without="content">Show</CardLink></p>)).to.equal('<p>Show</p>');
    expect(markup(<p><CardLink className="c" href={undefined} track="T" without="nothing">Show</CardLink></p>)).to.equal('<p></p>');
    expect(markup(<CardLink href="/s" track="T" without="content">Show</CardLink>)).to.equal('<a href="/s" data-tf-track="T">Show</a>');
  });

  it('calls its click handler with the anchor', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    let clicked: EventTarget | null = null;
    flushSync(() => root.render(<CardLink href="#here" track="T" onClick={(event) => { event.preventDefault(); clicked = event.currentTarget; }}>x</CardLink>));
    host.querySelector('a')!.click();
    expect(clicked).to.equal(host.querySelector('a'));
    root.unmount();
    host.remove();
  });
});

describe('MoreLink', () => {
  it('is the link\'s title and an arrow, or nothing without an href', () => {
    expect(markup(<MoreLink link={{ title: 'All', href: '/all' }} className="m" track="See all: All" />))
      .to.equal('<a class="m" href="/all" data-tf-track="See all: All">All<span aria-hidden="true"> →</span></a>');
    expect(markup(<MoreLink link={{ title: 'All' }} className="m" track="See all: All" />)).to.equal('');
  });
});

describe('PlayIcon', () => {
  it('is a decorative triangle', () => {
    expect(markup(<PlayIcon />)).to.equal('<svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false"><path d="M4 2.5v11l9-5.5z" fill="currentColor"></path></svg>');
  });
});
