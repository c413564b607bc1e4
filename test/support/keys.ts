import { sendKeys } from '@web/test-runner-commands';

/**
 * Presses `key` with Shift held, as a visitor does, in every engine. The
 * Playwright and puppeteer launchers hold Shift down across presses; the
 * WebDriver one (WebKit) takes whole presses only, so there the chord goes as
 * one press (`Shift+Tab`), which its launcher turns into the key actions.
 */
export async function pressWithShift(key: string): Promise<void> {
  try {
    await sendKeys({ down: 'Shift' });
  } catch {
    await sendKeys({ press: `Shift+${key}` });
    return;
  }
  try {
    await sendKeys({ press: key });
  } finally {
    await sendKeys({ up: 'Shift' });
  }
}
