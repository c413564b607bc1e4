/**
 * Timing of the debug bar's corner sprite: 8 frames, each shown
 * 100 ms except the last, which rests 1000 ms before the loop starts again.
 * Pure, so the schedule is tested without timers.
 */
export const SPRITE_FRAMES = 8;
export const SPRITE_FRAME_MS = 100;
export const SPRITE_LAST_FRAME_MS = 1000;

/** How long `frame` stays on screen. */
export function spriteFrameDuration(frame: number): number {
  return frame === SPRITE_FRAMES - 1 ? SPRITE_LAST_FRAME_MS : SPRITE_FRAME_MS;
}

/** The frame after `frame`, wrapping to the first. */
export function nextSpriteFrame(frame: number): number {
  return (frame + 1) % SPRITE_FRAMES;
}

/**
 * The frame on screen `elapsed` ms after frame 0 appeared. Under reduced
 * motion the sprite stands still on its resting (last) frame.
 */
export function spriteFrameAt(elapsed: number, reducedMotion = false): number {
  if (reducedMotion) return SPRITE_FRAMES - 1;
  const cycle = (SPRITE_FRAMES - 1) * SPRITE_FRAME_MS + SPRITE_LAST_FRAME_MS;
  let t = ((elapsed % cycle) + cycle) % cycle;
  for (let frame = 0; frame < SPRITE_FRAMES; frame++) {
    t -= spriteFrameDuration(frame);
    if (t < 0) return frame;
  }
  return SPRITE_FRAMES - 1;
}
