// WebKit for the browser unit tests: Debian's WebKitGTK (its MiniBrowser),
// driven over WebDriver classic by its own WebKitWebDriver. The launcher starts
// and stops everything it needs itself (webkit-driver.mjs), so a plain
// `TF_ENGINE=webkit npx wtr --config web-test-runner.config.mjs` works on a
// fresh machine.
import { WebdriverLauncher } from '@web/test-runner-webdriver';
import { miniBrowserCapabilities, sizeWindow, startWebKitDriver } from './webkit-driver.mjs';

/** The page size the Chromium launcher gives (Playwright's default), so layout-dependent tests see the same. */
const viewport = { width: 800, height: 600 };

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
