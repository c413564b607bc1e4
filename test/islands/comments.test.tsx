import { expect } from '@open-wc/testing';
import { http, HttpResponse } from 'msw';
import type { SetupWorker } from 'msw/browser';
import controller from '../../islands/clip-viewer/index.js';
import { MARKUP_REFUSED, commentProblems } from '../../islands/shared/comments/comment-rules.js';
import { startDemoWorker } from '../support/demo-worker.js';
import { until } from './comedian-search-support.js';
import { clone, img, makeHost, renderError } from './island-harness.js';

const ITEM = 'clip-the-printer-has-unionized';
const feed = () => ({
  result: {
    title: 'The Printer Has Unionized',
    show: { title: 'Desk Jockeys', url: '/shows/desk-jockeys' },
    duration: 184,
    image: img('printer'),
    comments: { url: '/api/comments', item: ITEM, count: 3 },
  },
});

const post = (body: unknown) => fetch('/api/comments', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('comments button and panel (on the players)', () => {
  let worker: SetupWorker;
  let h: ReturnType<typeof makeHost>;
  before(async () => {
    worker = await startDemoWorker();
  });
  beforeEach(() => (h = makeHost('ENT_M025')));
  afterEach(() => {
    controller.onModuleDestroy?.(h.host);
    h.cleanup();
    worker.resetHandlers();
  });

  const toggle = () => h.host.querySelector<HTMLButtonElement>('.tf-comments-bar__toggle')!;
  const dialog = () => h.host.querySelector<HTMLDialogElement>('dialog.tf-comments');
  const status = () => dialog()?.querySelector('[role="status"]')!.textContent ?? '';
  const names = () => [...dialog()!.querySelectorAll('.tf-comments__name')].map((n) => n.textContent);
  const field = (label: string) => [...dialog()!.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')]
    .find((f) => f.labels?.[0]?.textContent === label)!;
  const type = (label: string, value: string) => {
    const f = field(label);
    // React tracks the value it set; the native setter makes this a visitor's edit.
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(f) as object, 'value')!.set!.call(f, value);
    f.dispatchEvent(new Event('input', { bubbles: true }));
  };
  const submit = () => dialog()!.querySelector<HTMLButtonElement>('.tf-comments__post')!.click();
  const open = async () => {
    await controller.render(h.host, feed(), h.ctx);
    toggle().click();
    await until(() => dialog()?.open === true, 'the dialog');
    await until(() => status().endsWith('loaded.'), 'the comments');
  };

  it('is a "Comments (N)" button counting from the feed, that opens a modal dialog, focus inside, with the item’s comments newest first', async () => {
    await controller.render(h.host, feed(), h.ctx);
    expect(toggle().textContent).to.equal('Comments (3)');
    expect(toggle().getAttribute('aria-haspopup')).to.equal('dialog');
    expect(dialog()).to.equal(null);
    toggle().click();
    await until(() => dialog()?.open === true, 'the dialog');
    expect(dialog()!.matches(':modal')).to.equal(true);
    expect(dialog()!.contains(document.activeElement)).to.equal(true);
    expect(document.getElementById(dialog()!.getAttribute('aria-labelledby')!)!.textContent).to.equal('Comments on The Printer Has Unionized');
    await until(() => status().endsWith('loaded.'), 'the comments');
    expect(names().slice(-3)).to.deep.equal(['Dana from Accounts', 'PaperJamPete', 'Ms. Okonkwo']);
    const time = dialog()!.querySelector('.tf-comments__item:last-child time')!;
    expect(time.textContent).to.equal('2 days ago');
    expect(time.getAttribute('title')).to.match(/ EST$/);
  });

  it('closes by its Close button, or whenever the browser closes it (Escape), giving focus back to its button', async () => {
    await open();
    [...dialog()!.querySelectorAll('button')].find((b) => b.textContent === 'Close')!.click();
    await until(() => dialog() === null, 'the dialog gone');
    expect(document.activeElement).to.equal(toggle());
    toggle().click();
    await until(() => dialog()?.open === true, 'the dialog again');
    // What the browser does on Escape (a synthetic key press does not close a dialog; the e2e presses the real key).
    dialog()!.close();
    await until(() => dialog() === null, 'the dialog gone again');
    expect(document.activeElement).to.equal(toggle());
  });

  it('posts a comment: added at once when the service answers 201, announced, the count raised, the name kept and the text cleared', async () => {
    await open();
    const before = dialog()!.querySelectorAll('.tf-comments__item').length;
    type('Your name', 'Test Visitor');
    type('Comment', 'The printer deserves a raise.');
    submit();
    await until(() => status().startsWith('Your comment was posted.'), 'the answer');
    expect(dialog()!.querySelectorAll('.tf-comments__item').length).to.equal(before + 1);
    expect(names()[0]).to.equal('Test Visitor');
    expect(dialog()!.querySelector('.tf-comments__body')!.textContent).to.equal('The printer deserves a raise.');
    expect(dialog()!.querySelector('.tf-comments__time')!.textContent).to.equal('just now');
    expect(toggle().textContent).to.equal(`Comments (${before + 1})`);
    expect(field('Your name').value).to.equal('Test Visitor');
    expect(field('Comment').value).to.equal('');
  });

  it('refuses markup before sending, with a clear message on the field, keeping the text', async () => {
    await open();
    let posted = 0;
    worker.use(http.post('/api/comments', () => {
      posted++;
      return HttpResponse.json({}, { status: 500 });
    }));
    type('Your name', 'Sneaky');
    type('Comment', 'Nice <b>bold</b> move');
    submit();
    await until(() => dialog()!.querySelector('.tf-comments__error') !== null, 'the error');
    const text = field('Comment');
    expect(dialog()!.querySelector('.tf-comments__error')!.textContent).to.equal(MARKUP_REFUSED);
    expect(text.getAttribute('aria-invalid')).to.equal('true');
    expect(text.getAttribute('aria-describedby')).to.contain(dialog()!.querySelector('.tf-comments__error')!.id);
    expect(document.activeElement).to.equal(text);
    expect(text.value).to.equal('Nice <b>bold</b> move');
    expect(posted).to.equal(0);
    expect(dialog()!.querySelector('b')).to.equal(null);
  });

  it('asks for a name and a comment, and keeps within their lengths', async () => {
    await open();
    submit();
    await until(() => dialog()!.querySelectorAll('.tf-comments__error').length === 2, 'two errors');
    expect([...dialog()!.querySelectorAll('.tf-comments__error')].map((e) => e.textContent)).to.deep.equal(['Enter your name.', 'Write a comment.']);
    expect(document.activeElement).to.equal(field('Your name'));
    expect(commentProblems({ name: 'x'.repeat(41), text: 'y'.repeat(601) })).to.deep.equal({
      name: 'Your name can be at most 40 characters.', text: 'Your comment can be at most 600 characters (it has 601).',
    });
    expect(commentProblems({ name: 'Ok', text: 'a < b and c > d' })).to.deep.equal({});
    expect(commentProblems({ name: 'Ok', text: 'hi <!-- there -->' }).text).to.equal(MARKUP_REFUSED);
    expect(commentProblems({ name: '<i>Me</i>', text: 'hi' }).name).to.equal('Your name cannot contain HTML tags.');
  });

  it('shows the service’s refusal (422) on the field, never a success, keeping what was typed', async () => {
    await open();
    worker.use(http.post('/api/comments', () => HttpResponse.json({ error: 'no', problems: { text: 'That word is not allowed here.' } }, { status: 422 })));
    type('Your name', 'Visitor');
    type('Comment', 'A fine comment');
    submit();
    await until(() => status() === 'Your comment was not posted.', 'the refusal');
    expect(dialog()!.querySelector('.tf-comments__error')!.textContent).to.equal('That word is not allowed here.');
    expect(field('Comment').value).to.equal('A fine comment');
    expect(names()).to.not.include('Visitor');
  });

  it('keeps everything typed when posting fails', async () => {
    await open();
    worker.use(http.post('/api/comments', () => HttpResponse.error()));
    type('Your name', 'Visitor');
    type('Comment', 'Lost in the mail?');
    submit();
    await until(() => status() === 'Your comment could not be posted.', 'the failure');
    expect(dialog()!.textContent).to.contain('What you wrote is still here');
    expect(field('Your name').value).to.equal('Visitor');
    expect(field('Comment').value).to.equal('Lost in the mail?');
  });

  it('offers to load the comments again when the service fails, and fails its zone alone on a malformed comments field', async () => {
    worker.use(http.get('/api/comments', () => HttpResponse.json({ error: 'down' }, { status: 503 }), { once: true }));
    await controller.render(h.host, feed(), h.ctx);
    toggle().click();
    await until(() => status() === 'The comments could not be loaded.', 'the failure');
    dialog()!.querySelector<HTMLButtonElement>('.tf-comments__retry')!.click();
    await until(() => status().endsWith('loaded.'), 'the comments');
    const bad = clone(feed());
    (bad.result.comments as { url: string }).url = 'https://elsewhere.example/api';
    expect(String(await renderError(controller, h.host, bad, h.ctx))).to.contain('ENT_M025 feed: comments.url must be a path of this site');
  });

  describe('the demo comments service', () => {
    it('answers an item’s comments, and 404 for an item that takes none', async () => {
      const answer = await (await fetch(`/api/comments?item=${ITEM}`)).json() as { total: number; comments: unknown[] };
      expect(answer.total).to.equal(answer.comments.length);
      expect((await fetch('/api/comments?item=nothing')).status).to.equal(404);
    });

    it('refuses markup, missing fields and overlong text with 422 and each field’s problem; keeps a good comment with 201', async () => {
      const refused = await post({ item: ITEM, name: 'X', text: '<script>alert(1)</script>' });
      expect(refused.status).to.equal(422);
      expect(await refused.json()).to.deep.equal({ error: 'The comment was not posted', problems: { text: MARKUP_REFUSED } });
      const empty = await post({ item: ITEM, name: ' ', text: 'x'.repeat(601) });
      expect(empty.status).to.equal(422);
      expect(((await empty.json()) as { problems: object }).problems).to.have.keys('name', 'text');
      expect((await post({ item: ITEM, name: 'X' })).status).to.equal(400);
      const kept = await post({ item: ITEM, name: '  Fan  ', text: 'Great!' });
      expect(kept.status).to.equal(201);
      const body = await kept.json() as { comment: { name: string; text: string } };
      expect(body.comment).to.include({ name: 'Fan', text: 'Great!' });
      const list = await (await fetch(`/api/comments?item=${ITEM}`)).json() as { comments: { name: string }[] };
      expect(list.comments[0]!.name).to.equal('Fan');
    });
  });
});
