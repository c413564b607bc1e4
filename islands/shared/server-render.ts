import { createContext, useContext } from 'react';

/**
 * What a server drawing an island knows that the browser reads from its
 * window: the address of the page it draws. Undefined in the browser, where
 * islands read `location` (in render, effects or handlers alike).
 */
export interface ServerRender {
  /** The page's absolute URL, as the browser will have it in `location.href`. */
  pageUrl: string;
  /**
   * The page's configuration as the browser's `<tf-page>` has it (its
   * `config`), so an island drawing from a configuration key draws on the
   * server what the browser will; none: the runtime's defaults.
   */
  config?: Readonly<Record<string, unknown>>;
}

export const ServerRenderContext = createContext<ServerRender | undefined>(undefined);

/** The server's render, when this tree is being drawn into a page's HTML; undefined in the browser. */
export function useServerRender(): ServerRender | undefined {
  return useContext(ServerRenderContext);
}
