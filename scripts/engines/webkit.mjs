// WebKit for the browser unit tests: Debian's WebKitGTK (its MiniBrowser),
// driven over WebDriver classic by its own WebKitWebDriver. The launcher starts
// and stops everything it needs itself, so a plain
// `TF_ENGINE=webkit npx wtr --config web-test-runner.config.mjs` works on a
// fresh machine: a private X server (MiniBrowser has no headless mode and will
// not start without a display), then the driver on a free port.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { WebdriverLauncher } from '@web/test-runner-webdriver';

const miniBrowser = process.env.WEBKIT_MINIBROWSER || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const webDriver = process.env.WEBKIT_WEBDRIVER || 'WebKitWebDriver';

/** The page size the Chromium launcher gives (Playwright's default), so layout-dependent tests see the same. */
const viewport = { width: 800, height: 600 };

/** A TCP port nobody listens on right now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts Xvfb on the first free display number; it writes that number to the
 * descriptor -displayfd names once it accepts clients, so there is no polling
 * and no race with another X server started at the same time.
 */
function startXvfb() {
  return new Promise((resolve, reject) => {
    const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'],
      { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] });
    let stderr = '';
    xvfb.stderr.on('data', (chunk) => { stderr += chunk; });
    xvfb.on('error', (error) => reject(new Error(`Xvfb did not start (apt-get install -y xvfb): ${error.message}`)));
    xvfb.on('exit', (code) => reject(new Error(`Xvfb exited with ${code}: ${stderr.trim()}`)));
    let out = '';
    xvfb.stdio[3].on('data', (chunk) => {
      out += chunk;
      if (out.includes('\n')) resolve({ process: xvfb, display: `:${out.trim()}` });
    });
  });
}

/** Resolves once the driver answers its status endpoint; rejects if it exits or stays silent for 30 s. */
async function waitForDriver(driver, port) {
  let exited = null;
  driver.once('exit', (code) => { exited = code ?? 'a signal'; });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (exited !== null) throw new Error(`${webDriver} exited with ${exited}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/status`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${webDriver} did not answer on port ${port} within 30 s`);
}

class WebKitLauncher extends WebdriverLauncher {
  #children = [];

  async initialize(config) {
    const xvfb = await startXvfb();
    this.#children.push(xvfb.process);
    const port = await freePort();
    const driver = spawn(webDriver, [`--port=${port}`], {
      env: { ...process.env, DISPLAY: xvfb.display },
      stdio: 'ignore',
    });
    this.#children.push(driver);
    driver.on('error', () => {}); // reported by waitForDriver as an exit
    // A runner that dies without calling stop() must not leave them behind.
    process.once('exit', () => this.#kill());
    await waitForDriver(driver, port);
    Object.assign(this.options, { hostname: '127.0.0.1', port });
    return super.initialize(config);
  }

  /**
   * The driver's session opens on the first test file; the window is sized
   * right after, before any test page loads. WebKit's window size includes
   * its toolbar, so the difference to the page size is measured and added.
   */
  async createDriverManager() {
    const manager = await super.createDriverManager();
    await this.driver.setWindowRect(null, null, viewport.width, viewport.height);
    const inner = await this.driver.execute(() => [window.innerWidth, window.innerHeight]);
    await this.driver.setWindowRect(null, null,
      2 * viewport.width - inner[0], 2 * viewport.height - inner[1]);
    return manager;
  }

  /**
   * One key per WebDriver request: WebKitWebDriver drops a key that repeats
   * the one before it within a single action sequence ("sudden" arrives as
   * "suden").
   */
  async sendKeys(sessionId, keys) {
    for (const key of keys) await super.sendKeys(sessionId, [key]);
  }

  async stop() {
    await super.stop();
    this.#kill();
  }

  #kill() {
    for (const child of this.#children.reverse()) if (child.exitCode === null) child.kill();
    this.#children = [];
  }
}

export function webkit() {
  return new WebKitLauncher({
    logLevel: 'error',
    capabilities: {
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: miniBrowser, args: ['--automation'] },
      // WebKitWebDriver speaks WebDriver classic only; without this webdriverio asks for BiDi.
      'wdio:enforceWebDriverClassic': true,
    },
  });
}
