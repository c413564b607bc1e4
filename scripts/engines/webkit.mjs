// WebKit for the browser unit tests: Debian's WebKitGTK (its MiniBrowser),
// driven over WebDriver classic by its own WebKitWebDriver. The launcher starts
// and stops everything it needs itself (webkit-driver.mjs), so a plain
// `TF_ENGINE=webkit npx wtr --config web-test-runner.config.mjs` works on a
// fresh machine.
import { writeSync } from 'node:fs';
import { clearInterval, clearTimeout, setTimeout } from 'node:timers';
import { WebdriverLauncher } from '@web/test-runner-webdriver';
import { miniBrowserCapabilities, sizeWindow, startWebKitDriver } from './webkit-driver.mjs';

/** The page size the Chromium launcher gives (Playwright's default), so layout-dependent tests see the same. */
const viewport = { width: 800, height: 600 };

/**
 * How long closing a finished test file's page may take before MiniBrowser
 * counts as stuck: well under web-test-runner's own limit (2 minutes), past
 * which it reports "Timed out stopping the browser page" and ends the whole
 * run, every file after it unrun. Seen about once in four runs on a loaded
 * 2-core machine, after a file whose tests had all passed and reported.
 */
const STOP_LIMIT_MS = Number(process.env.TF_WEBKIT_STOP_LIMIT_MS) || 45_000;
const STUCK = Symbol('stuck');

class WebKitLauncher extends WebdriverLauncher {
  #driver = null;

  async initialize(config) {
    this.#driver = await startWebKitDriver();
    Object.assign(this.options, { hostname: '127.0.0.1', port: this.#driver.port });
    return super.initialize(config);
  }

  /** The driver's session opens on the first test file; the window is sized right after, before any test page loads. */
  async createDriverManager() {
    const manager = await super.createDriverManager();
    await sizeWindow(this.driver, viewport);
    return manager;
  }

  /**
   * One key per WebDriver request: WebKitWebDriver drops a key that repeats
   * the one before it within a single action sequence ("sudden" arrives as
   * "suden"). A chord in Playwright's notation (`Shift+Tab`) goes as one
   * request, every key pressed and then released, since this launcher
   * cannot hold a key down across requests.
   */
  async sendKeys(sessionId, keys) {
    for (const key of keys) {
      const chord = /^(?:Shift|Control|Alt|Meta)\+./.test(key) ? key.split('+') : [key];
      await super.sendKeys(sessionId, chord);
    }
  }

  /**
   * A page that does not close in time leaves MiniBrowser stuck: its results
   * are already in, so it and its driver are ended, said so on stderr, and a
   * fresh pair opens for the files still to run.
   */
  async stopSession(id) {
    let timer;
    const stuck = new Promise((resolve) => (timer = setTimeout(resolve, STOP_LIMIT_MS, STUCK)));
    try {
      // Once the stuck browser is ended, the stop it never answered fails: nobody waits for it then.
      const stopping = super.stopSession(id);
      stopping.catch(() => undefined);
      const result = await Promise.race([stopping, stuck]);
      if (result !== STUCK) return result;
    } finally {
      clearTimeout(timer);
    }
    writeSync(2, `\nWebKit: a finished test file's page did not close within ${STOP_LIMIT_MS / 1000} s; a new MiniBrowser runs the files left\n`);
    clearInterval(this.pendingHeartbeat);
    this.#driver?.stop();
    this.driver = undefined;
    this.driverManager = undefined;
    this.#driver = await startWebKitDriver();
    this.options.port = this.#driver.port;
    return { testCoverage: undefined, errors: [] };
  }

  async stop() {
    try {
      await super.stop();
    } finally {
      this.#driver?.stop();
      this.#driver = null;
    }
  }
}

export function webkit() {
  return new WebKitLauncher({ logLevel: 'error', capabilities: miniBrowserCapabilities() });
}
