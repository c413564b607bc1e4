import { expect } from '@open-wc/testing';
import { REPOSITORY_PATH } from '../../demo/content/repository.js';
import { startDemoWorker } from '../support/demo-worker.js';

describe('the demo site repository endpoint', () => {
  before(() => startDemoWorker());

  it('answers a script calling the named callback with the answer, escaped for a script', async () => {
    const response = await fetch(`${REPOSITORY_PATH}?callback=repoLoad&consent=true&itemId=${encodeURIComponent('</script>')}`);
    expect(response.status).to.equal(200);
    expect(response.headers.get('content-type')).to.contain('text/javascript');
    const body = await response.text();
    expect(body.startsWith('repoLoad({')).to.equal(true);
    expect(body).not.to.contain('</script>');
    let answer: unknown;
    new Function('repoLoad', body)((value: unknown) => (answer = value));
    expect((answer as { omniture: { pageName: string } }).omniture.pageName).to.equal('laughtrack/share/</script>');
  });

  it('refuses a callback that is not an identifier and a consent that is not true or false', async () => {
    for (const query of ['callback=alert(1)&consent=true', 'callback=&consent=true', 'callback=repoLoad&consent=maybe', 'callback=repoLoad']) {
      const response = await fetch(`${REPOSITORY_PATH}?${query}`);
      expect(response.status, query).to.equal(400);
      expect(response.headers.get('cache-control')).to.equal('no-store');
    }
  });
});
