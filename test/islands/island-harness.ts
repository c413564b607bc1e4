import type { ModuleContext, ModuleController } from '../../runtime/types.js';
import { moduleContext } from '../support/page-fixtures.js';

/** A fresh host element in the document and a context for one island render. */
export function makeHost(driver: string): { host: HTMLElement; ctx: ModuleContext; cleanup(): void } {
  const page = document.createElement('div');
  const host = document.createElement('div');
  page.append(host);
  document.body.append(page);
  const ctx: ModuleContext = moduleContext({ zone: 't1_1c', driver, language: 'eng', feedUrl: '/feeds/test', page });
  return { host, ctx, cleanup: () => page.remove() };
}

/** Renders and returns whatever the render promise rejected with (or threw), or undefined. */
export async function renderError(controller: ModuleController, host: HTMLElement, feed: unknown, ctx: ModuleContext): Promise<unknown> {
  try {
    await controller.render(host, feed, ctx);
    return undefined;
  } catch (error) {
    return error;
  }
}

export const clone = <T,>(value: T): T => structuredClone(value);

export const img = (name = 'x') => ({ url: `/art/${name}.svg`, alt: `${name} art`, width: 640, height: 360 });

/** The feed image a `<tf-image>` under `root` was given (islands draw every image with it). */
export function imageInfoOf(root: ParentNode, selector = 'tf-image'): { url: string; alt: string; width: number; height: number } | undefined {
  return root.querySelector<HTMLElement & { info: unknown }>(selector)?.info as { url: string; alt: string; width: number; height: number } | undefined;
}
