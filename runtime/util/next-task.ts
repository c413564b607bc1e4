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
