// WebKit as both the browser unit tests (webkit.mjs) and the cross-engine
// walk (e2e/engines/webkit.mjs) drive it: Debian's WebKitGTK MiniBrowser
// through its own WebKitWebDriver, over WebDriver classic, the only protocol
// that driver speaks. MiniBrowser has no headless mode and will not start
// without a display, so one is made when there is none.
import { spawn } from 'node:child_process';
import { writeSync } from 'node:fs';
import { freePort, waitForHttp, waitForOutput } from './processes.mjs';

const miniBrowser = process.env.WEBKIT_MINIBROWSER || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const webDriver = process.env.WEBKIT_WEBDRIVER || 'WebKitWebDriver';

/** The session capabilities that open a MiniBrowser under automation (a fresh object: webdriverio may add to it). */
export function miniBrowserCapabilities() {
  return {
    browserName: 'MiniBrowser',
    'webkitgtk:browserOptions': { binary: miniBrowser, args: ['--automation'] },
    // Without this webdriverio asks for BiDi, which WebKitWebDriver does not speak.
    'wdio:enforceWebDriverClassic': true,
  };
}

/**
 * The display to use: DISPLAY when there is one, else an Xvfb on the first
 * free display number. Xvfb writes the number it took to the descriptor
 * -displayfd names once it accepts clients, so there is no polling and no
 * race with another X server started at the same time. The screen is larger
 * than the walk's 1280x900 page plus the browser's own toolbar.
 */
async function startDisplay() {
  if (process.env.DISPLAY) return { display: process.env.DISPLAY, child: null };
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe'] });
  try {
    const number = await waitForOutput(xvfb, xvfb.stdio[3], /^(\d+)\s*$/m, 'Xvfb (apt-get install -y xvfb)');
    return { display: `:${number}`, child: xvfb };
  } catch (error) {
    xvfb.kill();
    throw error;
  }
}

/** Ends `child` and every process of its group (it was spawned `detached`, so it leads one). */
function killGroup(child) {
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    child.kill('SIGKILL');
  }
}

/**
 * WebKitWebDriver on a free port, answering, with a display for the
 * browsers it opens. `stop()` ends the driver and any X server started for
 * it; so does the end of this process, should a caller die without stopping.
 */
export async function startWebKitDriver() {
  const { display, child: xvfb } = await startDisplay();
  const children = xvfb ? [xvfb] : [];
  const stop = () => {
    process.off('exit', stop);
    for (const child of children.reverse()) {
      if (child.exitCode !== null) continue;
      // The driver leads a process group of its own: the browsers it started end with it.
      if (child.spawnargs[0] === webDriver) killGroup(child);
      else child.kill();
    }
    children.length = 0;
  };
  process.on('exit', stop);
  try {
    const port = await freePort();
    // Its output goes to pipes, read and dropped, not to /dev/null: with
    // /dev/null the walk's provider sign-in never became ready in MiniBrowser
    // (seen every run here; the cause is inside WebKitGTK, not known).
    const driver = spawn(webDriver, [`--port=${port}`], { env: { ...process.env, DISPLAY: display }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    // The last lines are kept: a run that ends early prints them, since
    // neither the driver nor the browser it started says anything else.
    const tail = [];
    const keep = (chunk) => {
      tail.push(...String(chunk).split('\n').filter(Boolean));
      tail.splice(0, Math.max(0, tail.length - 40));
    };
    driver.stdout.on('data', keep);
    driver.stderr.on('data', keep);
    // Written straight to the descriptor: web-test-runner holds console output back while it draws its progress.
    const report = (why) => writeSync(2, `\n${webDriver}: ${why}; its last output:\n${tail.join('\n') || '(none)'}\n`);
    driver.on('exit', (code, signal) => {
      if (children.includes(driver)) report(`exited by itself (${signal ?? `code ${code}`}) while in use`);
    });
    process.on('exit', (code) => {
      if (code !== 0) report(`the run ended with code ${code}`);
    });
    // web-test-runner stops quietly, failed, on SIGINT: say that one came, and from outside.
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
      process.prependListener(signal, () => writeSync(2, `\nThe WebKit run received ${signal} (pid ${process.pid}, parent ${process.ppid})\n`));
    }
    children.push(driver);
    await waitForHttp(driver, `http://127.0.0.1:${port}/status`, webDriver);
    return { port, display, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

/**
 * Sizes the window of a webdriverio browser so the page's viewport is
 * `viewport`: WebKit's window size includes its toolbar, so the difference
 * to the page size is measured once and added.
 */
export async function sizeWindow(browser, viewport) {
  await browser.setWindowRect(null, null, viewport.width, viewport.height);
  const [width, height] = await browser.execute(() => [window.innerWidth, window.innerHeight]);
  await browser.setWindowRect(null, null, 2 * viewport.width - width, 2 * viewport.height - height);
}
