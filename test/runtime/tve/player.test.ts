import { expect } from '@open-wc/testing';
import { createPlayer, playerConfig, playerMessages, playerScriptUrl, type MtvnPlayer, type PlayerConfig, type PlayerEvents } from '../../../runtime/tve/player.js';
import { fakeConsent } from '../../support/consent-source.js';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const OLD_IOS = 'Mozilla/5.0 (iPhone; CPU iPhone OS 5_1 like Mac OS X) AppleWebKit/534.46 (KHTML, like Gecko) Version/5.1 Mobile/9B176 Safari/7534.48.3';
const MEDIA = { title: 'The Printer Has Unionized', uri: 'mgid:ltn:episode:desk-jockeys-s4e1', poster: '/art/poster.svg', duration: 1322 };

type PlayerWindow = Window & { MTVNPlayer?: unknown };

/** The Embed API as a test double: records each player made and what was called on it. */
function fakeApi() {
  const made: { element: HTMLElement; config: PlayerConfig; events: PlayerEvents; calls: string[] }[] = [];
  class Player implements MtvnPlayer {
    calls: string[] = [];
    constructor(public element: HTMLElement, public config: PlayerConfig, events: PlayerEvents) {
      made.push({ element, config, events, calls: this.calls });
    }
    play() { this.calls.push('play'); }
    pause() { this.calls.push('pause'); }
    seek(s: number) { this.calls.push(`seek ${s}`); }
    destroy() { this.calls.push('destroy'); }
  }
  return { made, api: { Player } };
}

describe('the player wrapper', () => {
  const win = window as PlayerWindow;
  let loads: string[];
  const loadScript = (src: string) => (loads.push(src), Promise.resolve());
  beforeEach(() => {
    loads = [];
  });
  afterEach(() => delete win.MTVNPlayer);

  it('throws for a browser that cannot play, before loading anything', () => {
    expect(() => createPlayer(document.createElement('div'), { src: '/vendor/player.js', media: MEDIA, userAgent: OLD_IOS, loadScript, consent: fakeConsent().source }))
      .to.throw(playerMessages.unsupported);
    expect(loads).to.deep.equal([]);
  });

  it('throws when no player script is configured', () => {
    for (const src of [undefined, '', '  ']) {
      expect(() => createPlayer(document.createElement('div'), { src, media: MEDIA, userAgent: CHROME, loadScript, consent: fakeConsent().source }))
        .to.throw(playerMessages.noSource);
    }
  });

  it('loads the script and creates the player: 100 % by 100 %, multiplayer, autoplay', async () => {
    const { made, api } = fakeApi();
    win.MTVNPlayer = api;
    const element = document.createElement('div');
    const events: PlayerEvents = { onReady: () => {} };
    const player = createPlayer(element, { src: '/vendor/player.js', media: MEDIA, events, userAgent: CHROME, loadScript, consent: fakeConsent(true).source });
    await player.ready;
    expect(loads, 'the script at the site\'s player version').to.deep.equal(['/vendor/player.js?v=2.5.2']);
    expect(made).to.have.length(1);
    expect(made[0]!.element).to.equal(element);
    expect(made[0]!.events).to.equal(events);
    expect(made[0]!.config).to.deep.equal({
      uri: MEDIA.uri,
      width: '100%',
      height: '100%',
      multiplayer: true,
      consent: 'true',
      reporters: { analytics: true, audienceMeasurement: true, dataExchange: true },
      flashVars: { autoPlay: true },
      placeholder: { title: MEDIA.title, poster: MEDIA.poster, duration: MEDIA.duration },
    });
    player.destroy();
  });

  it('gives the player the configured ad parameters, and none it was not given', async () => {
    const { made, api } = fakeApi();
    win.MTVNPlayer = api;
    const ads = { adNetworkId: '12345', mediaSiteParameter: 'ltn_web' };
    const player = createPlayer(document.createElement('div'), { src: '/vendor/player.js', media: MEDIA, ads, userAgent: CHROME, loadScript, consent: fakeConsent(false).source });
    await player.ready;
    expect(made[0]!.config).to.include({ adNetworkId: '12345', mediaSiteParameter: 'ltn_web', consent: 'false' });
    player.destroy();
    const bare = createPlayer(document.createElement('div'), { src: '/vendor/player.js', media: MEDIA, ads: {}, userAgent: CHROME, loadScript, consent: fakeConsent(false).source });
    await bare.ready;
    expect(made[1]!.config).not.to.have.any.keys('adNetworkId', 'mediaSiteParameter', 'siteSectionId');
    // The repository's site section arrives later: it joins the live config.
    bare.setAds({ siteSectionId: 'ltn_web' });
    expect(made[1]!.config).to.include({ siteSectionId: 'ltn_web' });
    bare.destroy();
  });

  it('gives the player the content set of the item, and none when it has none', async () => {
    const { made, api } = fakeApi();
    win.MTVNPlayer = api;
    const player = createPlayer(document.createElement('div'), { src: '/vendor/player.js', media: MEDIA, contentSet: ' ltn-full-episodes ', userAgent: CHROME, loadScript, consent: fakeConsent(false).source });
    await player.ready;
    expect(made[0]!.config).to.include({ contentSet: 'ltn-full-episodes' });
    player.destroy();
    const bare = createPlayer(document.createElement('div'), { src: '/vendor/player.js', media: MEDIA, contentSet: '', userAgent: CHROME, loadScript, consent: fakeConsent(false).source });
    await bare.ready;
    expect(made[1]!.config).not.to.have.any.keys('contentSet');
    bare.destroy();
  });

  describe('consent', () => {
    it('passes consent=false and the reporters off until consent, then flips the live config', async () => {
      const { made, api } = fakeApi();
      win.MTVNPlayer = api;
      const consent = fakeConsent();
      const player = createPlayer(document.createElement('div'), { src: '/p.js', media: MEDIA, userAgent: CHROME, loadScript, consent: consent.source });
      await player.ready;
      const config = made[0]!.config;
      expect(config.consent).to.equal('false');
      expect(config.reporters).to.deep.equal({ analytics: false, audienceMeasurement: false, dataExchange: false });
      consent.set(true);
      expect(config.consent).to.equal('true');
      expect(config.reporters).to.deep.equal({ analytics: true, audienceMeasurement: true, dataExchange: true });
      consent.set(false);
      expect(config.consent).to.equal('false');
      player.destroy();
      consent.set(true);
      expect(config.consent, 'no longer followed once destroyed').to.equal('false');
    });

    it('creates the player with consent as it stands when the script arrives', async () => {
      const { made, api } = fakeApi();
      win.MTVNPlayer = api;
      const consent = fakeConsent(false);
      let arrive!: () => void;
      const player = createPlayer(document.createElement('div'), {
        src: '/p.js', media: MEDIA, userAgent: CHROME, consent: consent.source, loadScript: () => new Promise<void>((resolve) => (arrive = resolve)),
      });
      consent.set(true);
      arrive();
      await player.ready;
      expect(made[0]!.config.consent).to.equal('true');
      player.destroy();
    });
  });

  it('forwards play, pause and seek once the player exists, and destroys it once', async () => {
    const { made, api } = fakeApi();
    win.MTVNPlayer = api;
    const player = createPlayer(document.createElement('div'), { src: '/p.js', media: MEDIA, userAgent: CHROME, loadScript, consent: fakeConsent().source });
    player.pause();
    player.seek(30);
    player.play();
    await player.ready;
    await Promise.resolve();
    expect(made[0]!.calls).to.deep.equal(['pause', 'seek 30', 'play']);
    player.destroy();
    player.destroy();
    player.play();
    await Promise.resolve();
    expect(made[0]!.calls).to.deep.equal(['pause', 'seek 30', 'play', 'destroy']);
  });

  it('never creates a player destroyed while its script was loading', async () => {
    const { made, api } = fakeApi();
    win.MTVNPlayer = api;
    const player = createPlayer(document.createElement('div'), { src: '/p.js', media: MEDIA, userAgent: CHROME, loadScript, consent: fakeConsent().source });
    player.destroy();
    let failure: unknown;
    await player.ready.catch((error: unknown) => (failure = error));
    expect(made).to.have.length(0);
    expect(String(failure)).to.contain(playerMessages.destroyed);
  });

  it('rejects ready when the script fails or defines no player', async () => {
    const failing = createPlayer(document.createElement('div'), {
      src: '/p.js', media: MEDIA, userAgent: CHROME, consent: fakeConsent().source, loadScript: () => Promise.reject(new Error('Script failed to load at /p.js')),
    });
    expect(String(await failing.ready.catch((e: unknown) => e))).to.contain('Script failed to load at /p.js');
    const empty = createPlayer(document.createElement('div'), { src: '/p.js', media: MEDIA, userAgent: CHROME, loadScript, consent: fakeConsent().source });
    expect(String(await empty.ready.catch((e: unknown) => e))).to.contain(playerMessages.noLibrary('/p.js?v=2.5.2'));
  });

  it('asks for the player script at version 2.5.2, keeping a version the URL names', () => {
    expect(playerScriptUrl('/vendor/player.js')).to.equal('/vendor/player.js?v=2.5.2');
    expect(playerScriptUrl('https://player.example/api.js?brand=lt#x')).to.equal('https://player.example/api.js?brand=lt&v=2.5.2#x');
    expect(playerScriptUrl('/api.js?v=3.0.0')).to.equal('/api.js?v=3.0.0');
  });

  it('starts the player at the given second through flashVars.startTime, and not at all at 0', async () => {
    const { made, api } = fakeApi();
    win.MTVNPlayer = api;
    const player = createPlayer(document.createElement('div'), { src: '/p.js', media: MEDIA, startAt: 30, userAgent: CHROME, loadScript, consent: fakeConsent().source });
    await player.ready;
    expect(made[0]!.config.flashVars).to.deep.equal({ autoPlay: true, startTime: 30 });
    player.destroy();
    expect(playerConfig(MEDIA, false, false, {}, 0).flashVars).to.deep.equal({ autoPlay: false });
    expect(playerConfig(MEDIA, false, false, {}, 12.7).flashVars).to.deep.equal({ autoPlay: false, startTime: 12 });
  });
});
