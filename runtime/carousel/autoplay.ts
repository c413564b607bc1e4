/**
 * The carousel's autoplay: playing, paused and
 * stopped, as a pure, guarded state machine. Pauses have reasons, so a hover
 * ending while focus is still inside keeps it paused; a user interaction
 * stops it for good, until the play control restarts it.
 */
export type AutoplayState = 'off' | 'playing' | 'paused' | 'stopped';
export type PauseReason = 'hover' | 'focus' | 'hidden';

export type AutoplayEvent =
  | { type: 'enable' }            // the autoplay attribute appeared
  | { type: 'disable' }           // …or went away
  | { type: 'pause'; reason: PauseReason }
  | { type: 'resume'; reason: PauseReason }
  | { type: 'interact' }          // drag, arrow, dot or key: the user took over
  | { type: 'play' }              // the visible control, when not playing
  | { type: 'stop' };             // the visible control, when playing

export interface Autoplay {
  readonly state: AutoplayState;
  readonly reasons: ReadonlySet<PauseReason>;
}

export const autoplayOff: Autoplay = { state: 'off', reasons: new Set() };

function settle(reasons: Set<PauseReason>): Autoplay {
  return { state: reasons.size > 0 ? 'paused' : 'playing', reasons };
}

/**
 * The next autoplay for an event. Reasons are tracked in every state, so a
 * carousel restarted while hovered starts paused. Returns the same object
 * when nothing changes, so callers can compare by identity.
 */
export function autoplayNext(current: Autoplay, event: AutoplayEvent): Autoplay {
  const reasons = new Set(current.reasons);
  switch (event.type) {
    case 'enable':
      return current.state === 'off' ? settle(reasons) : current;
    case 'disable':
      return current.state === 'off' ? current : { state: 'off', reasons };
    case 'pause':
    case 'resume': {
      const had = reasons.has(event.reason);
      if (event.type === 'pause' ? had : !had) return current;
      if (event.type === 'pause') reasons.add(event.reason);
      else reasons.delete(event.reason);
      const running = current.state === 'playing' || current.state === 'paused';
      return running ? settle(reasons) : { state: current.state, reasons };
    }
    case 'interact':
    case 'stop':
      return current.state === 'playing' || current.state === 'paused' ? { state: 'stopped', reasons } : current;
    case 'play':
      return current.state === 'stopped' ? settle(reasons) : current;
  }
}

/** Whether the visible control offers to pause (autoplay running) or to play. */
export function isRunning(autoplay: Autoplay): boolean {
  return autoplay.state === 'playing' || autoplay.state === 'paused';
}
