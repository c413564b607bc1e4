/**
 * The demo's classic module scripts, served by the script concatenator
 * (`/modules/{names}?hash={hashes}`). Each is a self-contained
 * function serialized with `toString` and called with `window`, so it is
 * type-checked here yet runs as a plain classic `<script>`.
 */
import type { Zone } from '../../runtime/types.js';
import { hashString } from '../../runtime/util/hash.js';
import { fanPoll } from './fan-poll.js';
import { nowOnTv } from './now-on-tv.js';
import { tfTime } from './tf-time.js';
import type { ScriptWindow } from './script-window.js';

const serialize = (fn: (win: ScriptWindow) => void): string => `(${fn.toString()})(window);`;

export const scripts: Record<string, string> = {
  'tf-time': serialize(tfTime),
  'now-on-tv': serialize(nowOnTv),
  'fan-poll': serialize(fanPoll),
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
