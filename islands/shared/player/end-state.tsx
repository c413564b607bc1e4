import type { RefObject } from 'react';

/** A link of the end state: the next item, or the full episode. */
export interface PlayerLink {
  title: string;
  /** Undefined when the feed's URL was missing or unsafe: no link then. */
  href?: string;
}

export interface EndStateProps {
  /** The item that ended. */
  title: string;
  /** The page area its controls are tracked under: `{area}: Replay`, `{area}: Up next`, `{area}: Watch full episode`. */
  area: string;
  upNext?: PlayerLink;
  fullEpisode?: PlayerLink;
  onReplay(): void;
  /** The replay button, which the player focuses when focus was in it. */
  replayRef?: RefObject<HTMLButtonElement | null>;
}

/** What sits over a player whose media ended: replay, the next item and the full episode, each only when there is one. */
export function EndState({ title, area, upNext, fullEpisode, onReplay, replayRef }: EndStateProps) {
  return (
    <div className="tf-pcore__end" role="group" aria-label={`${title} has ended`}>
      <p className="tf-pcore__end-title">That’s the end</p>
      <div className="tf-pcore__end-actions">
        <button ref={replayRef} type="button" className="tf-pcore__action" onClick={onReplay} data-tf-track={`${area}: Replay`}>
          Replay
        </button>
        {upNext?.href && (
          <a className="tf-pcore__action tf-pcore__action--next" href={upNext.href} data-tf-track={`${area}: Up next`}>
            Up next: <span className="tf-pcore__next-name">{upNext.title}</span>
          </a>
        )}
        {fullEpisode?.href && (
          <a className="tf-pcore__action tf-pcore__action--episode" href={fullEpisode.href} data-tf-track={`${area}: Watch full episode`}>
            Watch full episode
          </a>
        )}
      </div>
    </div>
  );
}
