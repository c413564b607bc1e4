/**
 * A started tracker whose calls a test reads back: `calls` as `tf:track`
 * dispatched them on `document`, `sent` as handed to `send`. `stop()` ends
 * both. Used by the tracker's tests.
 */
import type { TrackCall } from '../../runtime/tracking/track-data.js';
import { createTracker, type Tracker } from '../../runtime/tracking/tracker.js';

export interface RecordingTracker {
  tracker: Tracker;
  calls: TrackCall[];
  sent: { call: TrackCall; element: Element | undefined }[];
  stop(): void;
}

export function recordingTracker(): RecordingTracker {
  const calls: TrackCall[] = [];
  const sent: RecordingTracker['sent'] = [];
  const record = (event: Event) => calls.push((event as CustomEvent<TrackCall>).detail);
  document.addEventListener('tf:track', record);
  const tracker = createTracker({ send: (call, element) => sent.push({ call, element }) });
  tracker.start();
  return {
    tracker,
    calls,
    sent,
    stop() {
      tracker.stop();
      document.removeEventListener('tf:track', record);
    },
  };
}
