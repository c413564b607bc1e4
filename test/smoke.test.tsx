import { expect } from '@open-wc/testing';
import { createRoot } from 'react-dom/client';
import { useState } from 'react';
import { http, HttpResponse } from 'msw';
import { setupWorker } from 'msw/browser';

function Hello() {
  const [n] = useState(3);
  return <b>hello {n}</b>;
}

describe('toolchain', () => {
  it('renders React', async () => {
    const el = document.createElement('div');
    document.body.append(el);
    const root = createRoot(el);
    root.render(<Hello />);
    await new Promise((r) => setTimeout(r, 50));
    expect(el.textContent).to.equal('hello 3');
    root.unmount();
  });
  it('mocks with msw', async () => {
    const worker = setupWorker(http.get('/x', () => HttpResponse.json({ a: 1 })));
    await worker.start({ quiet: true, onUnhandledRequest: 'bypass' });
    const r = await fetch('/x');
    expect(await r.json()).to.deep.equal({ a: 1 });
    worker.stop();
  });
});
