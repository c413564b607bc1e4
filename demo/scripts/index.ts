/**
 * The demo's classic module scripts, served by the script concatenator
 * (`/modules/{names}?hash={hashes}`). Each is a self-contained
 * function serialized with `toString` and called with `window`, so it is
 * type-checked here yet runs as a plain classic `<script>`.
 */
import type { Zone } from '../../runtime/types.js';
import { hashString } from '../../runtime/util/hash.js';
import { archiveList, archivePicks, archiveView } from './archive.js';
import { ARCHIVE_FEED_PATH } from './feeds.js';
import { fanPoll } from './fan-poll.js';
import { nowOnTv } from './now-on-tv.js';
import { tfTime } from './tf-time.js';
import type { ScriptWindow } from './script-window.js';

const serialize = (fn: (win: ScriptWindow) => void): string => `(${fn.toString()})(window);`;

export const scripts: Record<string, string> = {
  'tf-time': serialize(tfTime),
  'now-on-tv': serialize(nowOnTv),
  'fan-poll': serialize(fanPoll),
  'archive-view': serialize(archiveView),
  'archive-list': serialize(archiveList),
  'archive-picks': serialize(archivePicks),
  // The same picks declared as another driver, built on the first version of
  // the view, whose script has been retired (the concatenator has no
  // 'archive-view-v1'): its zone fails.
  'archive-picks-retired': `(${archivePicks.toString()})(window, 'archive-view-v1', 'ENT_M132', 'TriforceArchiveViewV1');`,
};

/** `hashString` of a script's source: what the concatenator checks `?hash=` against. */
export function scriptHash(name: string): string {
  const source = scripts[name];
  if (source === undefined) throw new Error(`No demo script named ${name}`);
  return hashString(source);
}

/** Ready-made zone fragments for the site's manifests. */
export const zoneScripts = {
  /** ENT_M050: two classic scripts in one request, `/modules/tf-time,now-on-tv?hash=…,…`. */
  nowOnTvZone(): Pick<Zone, 'driver' | 'libraries' | 'feed'> {
    return {
      driver: 'ENT_M050',
      libraries: [
        { script: 'tf-time', hash: scriptHash('tf-time') },
        { script: 'now-on-tv', hash: scriptHash('now-on-tv') },
      ],
      feed: '/feeds/modules/now-on-tv',
    };
  },
  /** ENT_M130: the archive list, its view class and controller in one request, `/modules/archive-view,archive-list?hash=…,…`. */
  archiveListZone(): Pick<Zone, 'driver' | 'libraries' | 'feed'> {
    return {
      driver: 'ENT_M130',
      libraries: [
        { script: 'archive-view', hash: scriptHash('archive-view') },
        { script: 'archive-list', hash: scriptHash('archive-list') },
      ],
      feed: ARCHIVE_FEED_PATH,
    };
  },
  /** ENT_M131: the staff picks, a subclass whose parent class the runtime loads from `/modules/archive-view` when missing. */
  archivePicksZone(): Pick<Zone, 'driver' | 'libraries' | 'feed'> {
    return { driver: 'ENT_M131', libraries: [{ script: 'archive-picks', hash: scriptHash('archive-picks') }], feed: ARCHIVE_FEED_PATH };
  },
  /** ENT_M132: the picks whose parent script is gone: 'Failed to load parent class for view', that zone alone removed. */
  retiredPicksZone(): Pick<Zone, 'driver' | 'libraries' | 'feed'> {
    return { driver: 'ENT_M132', libraries: [{ script: 'archive-picks-retired', hash: scriptHash('archive-picks-retired') }], feed: ARCHIVE_FEED_PATH };
  },
  /** ENT_M060: a V3 module, `/modules/fan-poll?hash=…`. */
  fanPollZone(): Pick<Zone, 'driver' | 'version' | 'moduleName' | 'scriptHash' | 'feed'> {
    return {
      driver: 'ENT_M060',
      version: 'V3',
      moduleName: 'fan-poll',
      scriptHash: scriptHash('fan-poll'),
      feed: '/feeds/modules/fan-poll',
    };
  },
};
