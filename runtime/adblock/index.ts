/**
 * Ad-block detection's front, in `tf.js`: decides per page
 * landed on whether the check applies, and only then imports the detection
 * chunk (`detect.ts`), so a page it never applies to downloads nothing. It
 * applies when the configuration's flag `adBlockDetection` is 1, the
 * manifest's `reporting.parentId` is one of `adBlockParentIds` (the site's
 * two ids) and its `type` is ENT_P008 or ENT_P006. Checked on every visit,
 * in-page ones included; leaving a page cancels its check.
 */
import { runtimeMessages } from '../messages.js';
import type { Log, Manifest } from '../types.js';
import { createLazyCalls } from '../util/lazy-calls.js';
import type { AdBlockCheck, AdBlockConfig } from './detect.js';

export type { AdBlockConfig } from './detect.js';

/** The page types the detection runs on. */
export const AD_BLOCK_PAGE_TYPES: readonly string[] = ['ENT_P008', 'ENT_P006'];

/** Pure: whether a page gets the check. */
export function adBlockApplies(config: AdBlockConfig, manifest: Manifest): boolean {
  const parentId = manifest.reporting?.parentId;
  return config.adBlockDetection === 1
    && typeof parentId === 'string' && config.adBlockParentIds.includes(parentId)
    && typeof manifest.type === 'string' && AD_BLOCK_PAGE_TYPES.includes(manifest.type);
}

export interface AdBlockOptions {
  document: Document;
  config(): AdBlockConfig;
  log: Log;
  /** Imports the detection chunk (injected by tests). */
  load?(): Promise<{ checkAdBlock: AdBlockCheck }>;
}

export interface AdBlockDetection {
  pageLanded(manifest: Manifest): void;
  pageLeft(): void;
  destroy(): void;
}

export function createAdBlockDetection(options: AdBlockOptions): AdBlockDetection {
  const detection = createLazyCalls(options.load ?? (() => import('./detect.js')), () => options.log('error', runtimeMessages.adBlockFailed));
  let current: AbortController | undefined;
  const stop = () => {
    current?.abort();
    current = undefined;
  };
  return {
    pageLanded(manifest) {
      stop();
      const config = options.config();
      if (!adBlockApplies(config, manifest)) return;
      const controller = (current = new AbortController());
      detection.run(({ checkAdBlock }) => void checkAdBlock({ document: options.document, config, signal: controller.signal }));
    },
    pageLeft: stop,
    destroy: stop,
  };
}
