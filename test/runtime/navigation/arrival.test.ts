import { expect } from '@open-wc/testing';
import { ANNOUNCER_CLASS, createArrival, type Arrival } from '../../../runtime/navigation/arrival.js';
import { createVisit, type Visit } from '../../../runtime/visit.js';

describe('arrival: focus and announcement after an in-page visit', () => {
  let page: HTMLElement;
  let content: HTMLElement;
  let arrival: Arrival;
  let ids = 0;
  const originalTitle = document.title;

  const region = () => page.querySelector(`:scope > .${ANNOUNCER_CLASS}`)!;
  /** A visit as the navigator has it once its page is placed. */
  function placedVisit(): Visit {
    const visit = createVisit({ id: ++ids, url: `${location.origin}/next` });
    visit.receivedManifest();
    visit.placed({ zones: {} });
    return visit;
  }
  function heading(text = 'Desk Jockeys') {
    const h1 = document.createElement('h1');
    h1.textContent = text;
    return h1;
  }

  beforeEach(() => {
    page = document.createElement('div');
    content = document.createElement('div');
    content.className = 'tf-content';
    const link = document.createElement('a');
    link.href = '/next';
    link.textContent = 'Next';
    content.append(link);
    page.append(content);
    document.body.append(page);
    link.focus();
    arrival = createArrival({ page, document });
    arrival.start();
  });

  afterEach(() => {
    arrival.stop();
    page.remove();
    document.title = originalTitle;
  });

  it('has a polite status region from the start, empty: the first load says nothing', () => {
    expect(region().getAttribute('role')).to.equal('status');
    expect(region().getAttribute('aria-live')).to.equal('polite');
    expect(region().getAttribute('aria-atomic')).to.equal('true');
    expect(region().textContent).to.equal('');
  });

  it('announces the new document title once the visit is placed', () => {
    document.title = 'Desk Jockeys · Laugh Track Network';
    arrival.placed(placedVisit());
    expect(region().textContent).to.equal('Desk Jockeys · Laugh Track Network');
  });

  it('announces the same title again on a second visit to it (the text still changes)', () => {
    document.title = 'Schedule';
    arrival.placed(placedVisit());
    arrival.placed(placedVisit());
    expect(region().textContent).to.not.equal('Schedule');
    expect(region().textContent!.trim()).to.equal('Schedule');
    arrival.placed(placedVisit());
    expect(region().textContent).to.equal('Schedule');
  });

  it('moves focus to the first h1 of the content, made focusable with tabindex -1', () => {
    const h1 = heading();
    content.replaceChildren(h1, heading('Second'));
    arrival.placed(placedVisit());
    expect(document.activeElement).to.equal(h1);
    expect(h1.getAttribute('tabindex')).to.equal('-1');
  });

  it('waits for a heading drawn by a module after placement', () => {
    content.replaceChildren();
    const visit = placedVisit();
    arrival.placed(visit);
    expect(document.activeElement).to.not.equal(content);
    const h1 = heading();
    content.append(h1);
    arrival.moduleRendered(visit);
    expect(document.activeElement).to.equal(h1);
  });

  it('focuses the content itself when the render ends without a heading', () => {
    content.replaceChildren();
    const visit = placedVisit();
    arrival.placed(visit);
    arrival.completed(visit);
    expect(document.activeElement).to.equal(content);
  });

  it('leaves focus where the visitor put it while the heading was still coming', () => {
    content.replaceChildren();
    const other = document.createElement('button');
    page.append(other);
    const visit = placedVisit();
    arrival.placed(visit);
    other.focus();
    content.append(heading());
    arrival.moduleRendered(visit);
    arrival.completed(visit);
    expect(document.activeElement).to.equal(other);
  });

  it('drops a pending focus when a newer visit starts', () => {
    content.replaceChildren();
    const visit = placedVisit();
    arrival.placed(visit);
    arrival.cancel();
    arrival.completed(visit);
    expect(document.activeElement).to.not.equal(content);
  });

  it('waits for the end of the render when the viewport is not at the top', () => {
    const spacer = document.createElement('div');
    spacer.style.height = '3000px';
    const h1 = heading();
    content.replaceChildren(h1, spacer);
    window.scrollTo(0, 800);
    const visit = placedVisit();
    arrival.placed(visit);
    arrival.moduleRendered(visit);
    expect(document.activeElement).to.not.equal(h1);
    arrival.completed(visit);
    expect(document.activeElement).to.equal(h1);
    expect(Math.round(window.scrollY)).to.equal(800);
    window.scrollTo(0, 0);
  });

  it('moves focus without scrolling', () => {
    const spacer = document.createElement('div');
    spacer.style.height = '3000px';
    const h1 = heading();
    content.replaceChildren(spacer, h1);
    window.scrollTo(0, 0);
    arrival.placed(placedVisit());
    expect(document.activeElement).to.equal(h1);
    expect(window.scrollY).to.equal(0);
  });
});
