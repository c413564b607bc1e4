import { isFullEpisode } from '../../runtime/tve/episode-lock.js';
import { toEpochMs } from '../../runtime/util/dates.js';
import type { Obj, Reader } from '../shared/parse.js';
import { safeHref } from '../shared/safe-href.js';
import type { ClipItem } from './clip-card.js';

/**
 * A video row's item as every video list reads it (the clip grid, the series
 * video list): a clip or a full episode, its lock by the full-episode flag.
 */
export function clipItemReader(r: Reader) {
  return (value: unknown, path: string): ClipItem => {
    const o: Obj = r.obj(value, path);
    const kind = o.type ?? 'clip';
    if (kind !== 'clip' && kind !== 'episode') r.fail(`${path}.type`, "must be 'clip' or 'episode'");
    const duration = r.num(o.duration, `${path}.duration`);
    // Any form the dates utility reads (ISO 8601, epoch ms, a 1970-year timestamp as seconds), kept as its instant.
    const ms = o.date === undefined || o.date === null ? undefined : toEpochMs(o.date);
    if (o.date !== undefined && o.date !== null && ms === undefined) r.fail(`${path}.date`, 'must be a date');
    const date = ms === undefined ? undefined : new Date(ms).toISOString();
    if (duration < 0) r.fail(`${path}.duration`, 'must not be negative');
    if (o.distPolicy !== undefined && o.distPolicy !== null) {
      r.optStr(r.obj(o.distPolicy, `${path}.distPolicy`).episodeDescriptor, `${path}.distPolicy.episodeDescriptor`);
    }
    return {
      title: r.str(o.title, `${path}.title`),
      show: r.str(o.show, `${path}.show`),
      href: safeHref(o.url),
      duration,
      image: r.image(o.image, `${path}.image`),
      kind: kind as ClipItem['kind'],
      locked: isFullEpisode(o),
      episode: r.optStr(o.episode, `${path}.episode`),
      description: r.optStr(o.description, `${path}.description`),
      playable: r.playable(o, path),
      isNew: r.bool(o.isNew, `${path}.isNew`),
      ...(date !== undefined ? { date } : {}),
    };
  };
}
