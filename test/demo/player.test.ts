import { expect } from '@open-wc/testing';
import { waitUntil } from '../support/wait.js';
import sinon from 'sinon';
import type { MtvnPlayer, MtvnPlayerApi, PlayerConfig } from '../../runtime/tve/player.js';
import { playerConfig } from '../../runtime/tve/player.js';
import { createScriptLoader } from '../../runtime/modules/script-loader.js';

type StandIn = MtvnPlayerApi & { PlayState: Record<string, string>; getPlayers(): MtvnPlayer[]; onPlayer(fn: (p: MtvnPlayer) => void): void };
type Bindable = MtvnPlayer & { on(name: string, fn: (e: { type: string; data?: unknown }) => void): void; once(name: string, fn: (e: { type: string }) => void): void; element: HTMLElement };

describe('the MTVN Embed API stand-in (demo/public/vendor/player.js)', () => {
  let api: StandIn;
  let host: HTMLElement;
  before(async () => {
    await createScriptLoader({ document }).load('/demo/public/vendor/player.js');
    api = (window as Window & { MTVNPlayer?: StandIn }).MTVNPlayer!;
  });
  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
  });
  afterEach(() => {
    for (const p of api.getPlayers()) p.destroy();
    host.remove();
    sinon.restore();
  });

  const config = (duration: number, autoPlay = false): PlayerConfig => playerConfig({ title: 'Pilot', duration, poster: '/art/poster.svg' }, false, autoPlay);

  it('is ready after construction, reports metadata, and autoplays when flashVars say so', async () => {
    const seen: string[] = [];
    const events = { onReady: () => void seen.push('ready'), onMediaStart: () => void seen.push('start'), onStateChange: (e: { data?: unknown }) => void seen.push(`state ${String(e.data)}`) };
    const player = new api.Player(host, config(60, true), events);
    expect(seen, 'nothing during the constructor').to.deep.equal([]);
    await waitUntil(() => seen.includes('state playing'), 'autoplay');
    expect(seen).to.deep.equal(['ready', 'start', 'state playing']);
    expect(player.state).to.equal(api.PlayState.PLAYING);
    expect(host.style.width).to.equal('100%');
    expect(host.querySelector('[role="region"]')!.getAttribute('aria-label')).to.equal('Video player: Pilot');
  });

  it('runs its clock each second, seeks, and ends with mediaEnd', async () => {
    const player = new api.Player(host, config(3), {}) as Bindable;
    await new Promise((resolve) => player.once('ready', resolve));
    const clock = sinon.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const heads: unknown[] = [];
    const ends: string[] = [];
    player.on('playheadUpdate', (e) => void heads.push(e.data));
    player.on('onMediaEnd', (e) => void ends.push(e.type));
    player.play();
    clock.tick(1000);
    player.seek(2);
    expect(host.querySelector('.mtvn-player__time')!.textContent).to.equal('0:02 / 0:03');
    clock.tick(1000);
    expect(heads).to.deep.equal([1, 2, 3]);
    expect(ends).to.deep.equal(['onMediaEnd']);
    expect(player.state).to.equal('stopped');
    clock.tick(5000);
    expect(player.playhead).to.equal(3);
    clock.restore();
  });

  it('plays and pauses from its keyboard-operable button and seeks from its range input', async () => {
    const player = new api.Player(host, config(100), {});
    const toggle = host.querySelector<HTMLButtonElement>('.mtvn-player__toggle')!;
    expect(toggle.getAttribute('aria-label')).to.equal('Play Pilot');
    toggle.click();
    expect(player.state).to.equal('playing');
    toggle.click();
    expect(player.state).to.equal('paused');
    const seek = host.querySelector<HTMLInputElement>('.mtvn-player__seek')!;
    seek.value = '42';
    seek.dispatchEvent(new Event('input'));
    expect(player.playhead).to.equal(42);
    expect(seek.getAttribute('aria-valuetext')).to.equal('42 seconds of 1 minute 40 seconds');
  });

  describe('its control bar', () => {
    /**
     * A player host inside a box sized like a player's 16:9 frame: the
     * player sets the host's width and height from its config (100%), and
     * its surface fills the host (`position: relative`).
     */
    const frame = (width: number) => {
      host.className = 'test-frame';
      host.replaceChildren();
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(`.test-frame { width: ${width}px; height: ${Math.round((width * 9) / 16)}px; } .test-frame > div { position: relative; }`);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets.filter((s) => !(s as CSSStyleSheet & { testFrame?: true }).testFrame), Object.assign(sheet, { testFrame: true })];
      const inner = document.createElement('div');
      host.append(inner);
      return inner;
    };
    const boxOf = (selector: string) => host.querySelector(selector)!.getBoundingClientRect();

    it('fits inside the frame from a 248 px phone column up, its controls at least 24 px in each direction', () => {
      for (const width of [248, 300, 343, 640]) {
        const player = new api.Player(frame(width), config(3725), {});
        const outer = host.getBoundingClientRect();
        expect(outer.width).to.equal(width);
        for (const part of ['.mtvn-player__bar', '.mtvn-player__toggle', '.mtvn-player__seek', '.mtvn-player__time']) {
          const box = boxOf(part);
          expect(box.right, `${part} at ${width} px`).to.be.at.most(outer.right + 0.5);
          expect(box.left, `${part} at ${width} px`).to.be.at.least(outer.left - 0.5);
        }
        for (const control of ['.mtvn-player__toggle', '.mtvn-player__seek']) {
          expect(Math.min(boxOf(control).width, boxOf(control).height), `${control} at ${width} px`).to.be.at.least(24);
        }
        player.destroy();
      }
    });

    it('keeps its seek bar where it is while the label and the clock change', () => {
      const player = new api.Player(frame(343), config(618), {});
      const before = boxOf('.mtvn-player__seek');
      player.seek(599);
      player.play();
      player.seek(600);
      const after = boxOf('.mtvn-player__seek');
      expect(host.querySelector('.mtvn-player__time')!.textContent).to.equal('10:00 / 10:18');
      expect(host.querySelector('.mtvn-player__toggle')!.textContent).to.equal('Pause');
      expect([after.left, after.width]).to.deep.equal([before.left, before.width]);
    });
  });

  it('shows the consent its live config holds, and removes itself on destroy', async () => {
    const player = new api.Player(host, config(10), {});
    const surface = host.querySelector('.mtvn-player')!;
    expect(surface.getAttribute('data-consent')).to.equal('false');
    player.config.consent = 'true';
    player.seek(1);
    expect(surface.getAttribute('data-consent')).to.equal('true');
    player.destroy();
    expect(host.querySelector('.mtvn-player')).to.equal(null);
    expect(api.getPlayers()).to.not.include(player);
  });

  it('begins at flashVars.startTime, ignoring one past the end', async () => {
    const at = (duration: number, startAt: number) => playerConfig({ title: 'Pilot', duration }, false, false, {}, startAt);
    const player = new api.Player(host, at(100, 30), {});
    expect(player.playhead).to.equal(30);
    expect(host.querySelector('.mtvn-player__time')!.textContent).to.equal('0:30 / 1:40');
    expect(host.querySelector<HTMLInputElement>('.mtvn-player__seek')!.value).to.equal('30');
    player.destroy();
    const past = new api.Player(host, at(10, 30), {});
    expect(past.playhead).to.equal(0);
  });

  it('plays again from the start after it ended, starting the item anew', async () => {
    const player = new api.Player(host, config(2), {}) as Bindable;
    await new Promise((resolve) => player.once('ready', resolve));
    const clock = sinon.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const seen: string[] = [];
    player.on('mediaStart', () => void seen.push('start'));
    player.on('mediaEnd', () => void seen.push('end'));
    player.play();
    clock.tick(2000);
    player.play();
    expect(player.playhead).to.equal(0);
    clock.tick(1000);
    expect(player.playhead).to.equal(1);
    expect(seen).to.deep.equal(['start', 'end', 'start']);
    clock.restore();
  });
});
