/**
 * Resolves on a later task. A MessageChannel message is a task of its own
 * and, unlike a nested `setTimeout(0)`, is never clamped to 4 ms.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** How long a page waits for a frame before running anyway (a tab hidden while it loads draws none). */
const FRAME_WAIT_MS = 200;

/**
 * Runs `task` once, on a task after the browser's next frame, so what the
 * document holds now is painted before `task`'s work starts. A hidden tab
 * draws no frames: it runs on a later task there, and after
 * `FRAME_WAIT_MS` at the latest.
 */
export function afterNextPaint(win: Window, task: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    win.clearTimeout(timer);
    task();
  };
  const timer = win.setTimeout(run, FRAME_WAIT_MS);
  if (win.document.visibilityState === 'hidden') void nextTask().then(run);
  else win.requestAnimationFrame(() => void nextTask().then(run));
}
