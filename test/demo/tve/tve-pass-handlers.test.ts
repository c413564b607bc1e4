import { expect } from '@open-wc/testing';
import type { SetupWorker } from 'msw/browser';
import { createTvePassHandlers, PREVIEW_FAILURE } from '../../../demo/api/tve-pass-handlers.js';
import { createPassService, FREE_PASS_SECONDS, HBA_PROVIDER_ID, PREVIEW_TOKEN_SECONDS, type FreePassAnswer, type PreviewAnswer } from '../../../demo/tve/pass-service.js';
import { SHORT_FREE_PASS_SECONDS } from '../../../demo/tve/scenario.js';
import { readPassAnswer } from '../../../runtime/tve/signin/free-pass.js';
import { startDemoWorker } from '../../support/demo-worker.js';
import { jsonp, useScenario } from './jsonp.js';

const T0 = Date.UTC(2026, 0, 5, 12);
const DAY = 24 * 3600 * 1000;

describe('the demo pass services (free pass, special preview, HBA)', () => {
  let clock = T0;
  let worker: SetupWorker;
  // Each test's own device, so no state crosses tests.
  let uuid = '';
  let n = 0;

  beforeEach(async () => {
    clock = T0;
    uuid = `device-${Date.now()}-${n++}`;
    worker = await startDemoWorker(...createTvePassHandlers({ now: () => clock }));
  });
  afterEach(() => {
    worker.resetHandlers();
    useScenario('normal');
  });

  const freePass = async (call: 'checkdevice' | 'setupdevice' | 'stopdevice', device = uuid) =>
    (await jsonp(`/tve/html5/${call}?requestorId=laughtrack&uuid=${device}&callback=tve.fp&v=4.8.1`)).answer as FreePassAnswer;
  const elvis = async (path: string) => (await jsonp(`/tve/${path}&callback=cb&v=4.8.1`)).answer as PreviewAnswer & { error?: string };

  describe('the free pass', () => {
    it('is ready, then started at set-up for 86 400 s, then expired when its time is up', async () => {
      expect(await freePass('checkdevice')).to.deep.equal({ status: 'ready', isExpired: false, token: '', duration: FREE_PASS_SECONDS, startDate: 0 });
      clock += 5000;
      const started = await freePass('setupdevice');
      expect(started).to.deep.include({ status: 'started', isExpired: false, duration: FREE_PASS_SECONDS, startDate: T0 + 5000 });
      expect(started.token).to.match(/^fp\.[0-9a-f]{32}$/);
      clock += FREE_PASS_SECONDS * 1000 - 1;
      expect(await freePass('checkdevice')).to.deep.equal(started);
      clock += 1;
      expect(await freePass('checkdevice')).to.deep.equal({ status: 'expired', isExpired: true, token: '', duration: FREE_PASS_SECONDS, startDate: T0 + 5000 });
    });

    it('answers a second set-up with the pass already running, and never gives an expired device another', async () => {
      const first = await freePass('setupdevice');
      clock += 60_000;
      expect(await freePass('setupdevice')).to.deep.equal(first);
      clock += DAY;
      expect((await freePass('setupdevice')).status).to.equal('expired');
      expect((await freePass('checkdevice')).status).to.equal('expired');
    });

    it('stops a started pass now; its startDate + duration is when it ended', async () => {
      expect((await freePass('stopdevice')).status, 'nothing to stop').to.equal('ready');
      await freePass('setupdevice');
      clock += 90_500;
      expect(await freePass('stopdevice')).to.deep.equal({ status: 'expired', isExpired: true, token: '', duration: 91, startDate: T0 });
      clock += 1000;
      expect((await freePass('setupdevice')).status).to.equal('expired');
    });

    it('keeps one pass per device', async () => {
      await freePass('setupdevice');
      expect((await freePass('checkdevice', `${uuid}-other`)).status).to.equal('ready');
    });

    it('lasts 2 minutes under free-pass-short', async () => {
      useScenario('free-pass-short');
      expect((await freePass('checkdevice')).duration).to.equal(SHORT_FREE_PASS_SECONDS);
      expect(await freePass('setupdevice')).to.deep.include({ status: 'started', duration: SHORT_FREE_PASS_SECONDS });
      clock += SHORT_FREE_PASS_SECONDS * 1000;
      expect((await freePass('checkdevice')).status).to.equal('expired');
    });

    it('has already expired an hour ago on any device under free-pass-expired, for good', async () => {
      useScenario('free-pass-expired');
      const expired = await freePass('checkdevice');
      expect(expired).to.deep.equal({ status: 'expired', isExpired: true, token: '', duration: FREE_PASS_SECONDS, startDate: T0 - DAY - 3600_000 });
      expect(expired.startDate + expired.duration * 1000).to.equal(T0 - 3600_000);
      useScenario('normal');
      expect((await freePass('setupdevice')).status).to.equal('expired');
    });

    it('answers 503 with no script at all under free-pass-failing', async () => {
      useScenario('free-pass-failing');
      for (const call of ['checkdevice', 'setupdevice', 'stopdevice']) {
        const { status, type } = await jsonp(`/tve/html5/${call}?requestorId=laughtrack&uuid=${uuid}&callback=cb&v=4.8.1`);
        expect([status, type], call).to.deep.equal([503, 'text/html; charset=utf-8']);
      }
    });

    it('refuses a call without requestorId or a well-formed uuid with a 400 that is no answer', async () => {
      for (const query of ['requestorId=laughtrack', `uuid=${uuid}`, 'requestorId=laughtrack&uuid=a%20b', `requestorId=&uuid=${uuid}`]) {
        const { status, body } = await jsonp(`/tve/html5/checkdevice?${query}&callback=cb&v=4.8.1`);
        expect(status, query).to.equal(400);
        expect(body.startsWith('/*'), query).to.equal(true);
      }
      expect((await jsonp(`/tve/html5/checkdevice?requestorId=laughtrack&uuid=${uuid}&callback=cb&v=4.8.0`)).status).to.equal(400);
    });

    it('answers every call in the services\' shape, read back as the page reads it', async () => {
      // status one of ready/started/expired, isExpired the boolean true exactly when expired, duration s, startDate epoch ms.
      const answers: FreePassAnswer[] = [];
      for (const call of ['checkdevice', 'stopdevice', 'setupdevice', 'checkdevice'] as const) answers.push(await freePass(call));
      clock += 60_000;
      answers.push(await freePass('stopdevice'), await freePass('checkdevice'), await freePass('setupdevice'));
      useScenario('free-pass-expired');
      answers.push(await freePass('checkdevice', `${uuid}-expired`));
      expect(answers.map((a) => a.status)).to.deep.equal(['ready', 'ready', 'started', 'started', 'expired', 'expired', 'expired', 'expired']);
      for (const answer of answers) {
        expect(Object.keys(answer).sort()).to.deep.equal(['duration', 'isExpired', 'startDate', 'status', 'token']);
        expect(answer.isExpired).to.equal(answer.status === 'expired');
        expect(Number.isInteger(answer.duration) && answer.duration > 0, 'duration in whole seconds').to.equal(true);
        expect(readPassAnswer(answer)?.status).to.equal(answer.status);
      }
      expect(answers[2]!.startDate).to.equal(T0);
      expect(answers[4]!.startDate + answers[4]!.duration * 1000).to.equal(T0 + 60_000);
    });

    it('bounds what it remembers: the oldest device is forgotten first', () => {
      const service = createPassService({ now: () => clock, maxDevices: 2 });
      for (const device of ['a', 'b', 'c']) service.setupDevice(device, 'normal');
      expect(service.checkDevice('a', 'normal').status).to.equal('ready');
      expect(['b', 'c'].map((device) => service.checkDevice(device, 'normal').status)).to.deep.equal(['started', 'started']);
    });
  });

  describe('the special preview', () => {
    const check = `checkelvis?deviceType=web&requestorId=laughtrack`;

    it('tells a provider\'s offer without a device, and refuses a provider that is not special', async () => {
      const offer = await elvis(`${check}&providerId=polar-star`);
      expect(offer).to.deep.include({ function: 'checkelvis', status: 'setup', token: '', duration: 14 * 86_400, isActive: true, terminatedServiceMessageAvailable: false });
      expect(offer.providers).to.deep.equal([{ providerId: 'polar-star', isLoggedIn: false, accessDuration: 14 * 86_400, refreshDuration: PREVIEW_TOKEN_SECONDS, token: '', tokenTTL: 0 }]);
      expect(await elvis(`${check}&providerId=skyline`)).to.deep.equal({ function: 'checkelvis', status: 'error', error: 'Unknown special provider' });
      expect((await elvis(`setupdevice?providerId=skyline&uuid=${uuid}`)).error).to.equal('Unknown special provider');
    });

    it('sets up a device for a provider: active with a 12-hour token, its access counted from the first set-up', async () => {
      const active = await elvis(`setupdevice?providerId=harvest-moon&uuid=${uuid}`);
      expect(active).to.deep.include({ function: 'setupdevice', status: 'active', duration: 30 * 86_400, isActive: true, tokenTTL: PREVIEW_TOKEN_SECONDS });
      expect(active.token).to.match(/^elvis\./);
      expect(active.providers[0]).to.deep.include({ providerId: 'harvest-moon', isLoggedIn: true, token: active.token });
      clock += DAY;
      const checked = await elvis(`${check}&uuid=${uuid}&providerId=harvest-moon`);
      expect(checked).to.deep.include({ status: 'active', token: active.token, duration: 29 * 86_400 });
      // Without a provider: the device's signed-in preview.
      expect((await elvis(`${check}&uuid=${uuid}`)).providers[0]!.providerId).to.equal('harvest-moon');
      expect((await elvis(`${check}&uuid=${uuid}-other`)).status).to.equal('none');
    });

    it('signs the device out at logoutdevice; its clock runs on, and a new set-up resumes it', async () => {
      await elvis(`setupdevice?providerId=driftwood&uuid=${uuid}`);
      clock += DAY;
      const out = await elvis(`logoutdevice?uuid=${uuid}`);
      expect(out).to.deep.include({ function: 'logoutdevice', status: 'loggedOut', token: '', duration: 6 * 86_400, terminatedServiceMessageAvailable: false });
      expect((await elvis(`${check}&uuid=${uuid}&providerId=driftwood`)).status).to.equal('setup');
      expect((await elvis(`${check}&uuid=${uuid}`)).status).to.equal('none');
      clock += DAY;
      expect(await elvis(`setupdevice?providerId=driftwood&uuid=${uuid}`)).to.deep.include({ status: 'active', duration: 5 * 86_400 });
    });

    it('ends when no access is left: duration 0, no token, no new set-up', async () => {
      await elvis(`setupdevice?providerId=driftwood&uuid=${uuid}`);
      clock += 7 * DAY;
      expect(await elvis(`${check}&uuid=${uuid}&providerId=driftwood`)).to.deep.include({ status: 'ended', duration: 0, token: '', isActive: true });
      expect(await elvis(`setupdevice?providerId=driftwood&uuid=${uuid}`)).to.deep.include({ status: 'ended', duration: 0, token: '' });
    });

    it('has no time left under preview-ended, even for a preview that was running', async () => {
      const running = await elvis(`setupdevice?providerId=harvest-moon&uuid=${uuid}`);
      expect(running.status).to.equal('active');
      useScenario('preview-ended');
      expect(await elvis(`${check}&uuid=${uuid}`)).to.deep.include({ status: 'ended', duration: 0, token: '', isActive: true, terminatedServiceMessageAvailable: false });
      expect(await elvis(`setupdevice?providerId=polar-star&uuid=${uuid}`)).to.deep.include({ status: 'ended', duration: 0 });
    });

    it('is inactive and flagged under preview-terminated, for a new set-up and a running preview alike', async () => {
      await elvis(`setupdevice?providerId=harvest-moon&uuid=${uuid}`);
      useScenario('preview-terminated');
      const running = await elvis(`${check}&uuid=${uuid}&providerId=harvest-moon`);
      expect(running).to.deep.include({ status: 'terminated', isActive: false, terminatedServiceMessageAvailable: true, token: '' });
      expect(running.duration, 'time is left: only the terminated rule applies').to.be.greaterThan(0);
      expect(await elvis(`setupdevice?providerId=polar-star&uuid=${uuid}-new`)).to.deep.include({ status: 'terminated', isActive: false, terminatedServiceMessageAvailable: true });
      expect(await elvis(`logoutdevice?uuid=${uuid}`)).to.deep.include({ status: 'loggedOut', terminatedServiceMessageAvailable: true });
    });

    it('answers each call with an error string under preview-failing', async () => {
      useScenario('preview-failing');
      for (const [path, fn] of [[`${check}&uuid=${uuid}`, 'checkelvis'], [`setupdevice?providerId=driftwood&uuid=${uuid}`, 'setupdevice'], [`logoutdevice?uuid=${uuid}`, 'logoutdevice']] as const) {
        expect(await elvis(path), fn).to.deep.equal({ function: fn, status: 'error', error: PREVIEW_FAILURE });
      }
    });

    it('refuses calls missing what they need', async () => {
      for (const path of ['checkelvis?requestorId=laughtrack&providerId=driftwood', 'checkelvis?deviceType=web&providerId=driftwood', `${check}`, 'setupdevice?providerId=driftwood', `setupdevice?uuid=${uuid}`, 'logoutdevice?x=1']) {
        expect((await jsonp(`/tve/${path}&callback=cb&v=4.8.1`)).status, path).to.equal(400);
      }
    });
  });

  describe('house-based access', () => {
    const hba = (device: string) => elvis(`checkelvis?hba=true&deviceType=web&requestorId=laughtrack&uuid=${device}`);

    it('has no household, so no token, unless the scenario says so', async () => {
      expect(await hba(uuid)).to.deep.include({ status: 'none', token: '', providers: [], isActive: false });
    });

    it('recognizes the household under hba-household: a day\'s token for its participating provider', async () => {
      useScenario('hba-household');
      const answer = await hba(uuid);
      expect(answer).to.deep.include({ status: 'active', isActive: true, tokenTTL: 86_400 });
      expect(answer.providers[0]).to.deep.include({ providerId: HBA_PROVIDER_ID, isLoggedIn: true, tokenTTL: 86_400, token: answer.token });
      expect(answer.token).to.match(/^hba\./);
      expect((await jsonp(`/tve/checkelvis?hba=true&deviceType=web&requestorId=laughtrack&callback=cb&v=4.8.1`)).status, 'uuid is required').to.equal(400);
    });
  });
});
