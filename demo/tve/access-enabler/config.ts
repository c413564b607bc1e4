/**
 * The requestor configuration the library stand-in reads on setRequestor
 * (Adobe's is an XML document from its service provider, passed to the
 * page's optional `setConfig(configXML)`): the MVPDs, how each logs in, and
 * the Programmer's `mvpdConfig` overrides of setRequestor's options.
 */
export interface MvpdConfig {
  id: string;
  displayName: string;
  logoURL: string;
  iFrameRequired: boolean;
  iFrameWidth: number;
  iFrameHeight: number;
}

export interface RequestorConfig {
  xml: Document;
  mvpds: MvpdConfig[];
}

/** setRequestor's third argument, as far as the stand-in honours it. */
export interface RequestorOptions {
  mvpdConfig?: Record<string, Partial<Pick<MvpdConfig, 'iFrameRequired' | 'iFrameWidth' | 'iFrameHeight'>>>;
  [key: string]: unknown;
}

/** An error id of Adobe's advanced error reporting (CFG400, CFG404, CFG5xx). */
export type ConfigResult = RequestorConfig | { errorId: string };

export async function loadRequestorConfig(fetchFn: typeof fetch, endpoint: string, requestor: string): Promise<ConfigResult> {
  let response: Response;
  try {
    response = await fetchFn(`${endpoint}/config/${encodeURIComponent(requestor)}`, { credentials: 'include' });
  } catch {
    return { errorId: 'CFG404' };
  }
  if (response.status >= 500) return { errorId: `CFG${response.status}` };
  if (!response.ok) return { errorId: 'CFG400' };
  const xml = new DOMParser().parseFromString(await response.text(), 'application/xml');
  if (xml.querySelector('parsererror') || !xml.querySelector('config')) return { errorId: 'CFG500' };
  const text = (mvpd: Element, name: string) => mvpd.querySelector(name)?.textContent?.trim() ?? '';
  const mvpds = [...xml.querySelectorAll('mvpds > mvpd')].map((mvpd) => ({
    id: text(mvpd, 'id'),
    displayName: text(mvpd, 'displayName'),
    logoURL: text(mvpd, 'logoUrl'),
    iFrameRequired: text(mvpd, 'iFrameRequired') === 'true',
    iFrameWidth: Number(text(mvpd, 'iFrameWidth')) || 500,
    iFrameHeight: Number(text(mvpd, 'iFrameHeight')) || 500,
  })).filter((mvpd) => mvpd.id !== '');
  return { xml, mvpds };
}

/** An MVPD with the Programmer's overrides applied (setRequestor's `mvpdConfig`). */
export function withOverrides(mvpd: MvpdConfig, options: RequestorOptions | undefined): MvpdConfig {
  const override = options?.mvpdConfig?.[mvpd.id];
  if (typeof override !== 'object' || override === null) return mvpd;
  return {
    ...mvpd,
    ...(typeof override.iFrameRequired === 'boolean' ? { iFrameRequired: override.iFrameRequired } : {}),
    ...(Number.isFinite(override.iFrameWidth) ? { iFrameWidth: override.iFrameWidth! } : {}),
    ...(Number.isFinite(override.iFrameHeight) ? { iFrameHeight: override.iFrameHeight! } : {}),
  };
}

/**
 * What displayProviderDialog hands the page: the documented `ID`,
 * `displayName`, `logoURL`, plus `id` and the frame settings the v4 library
 * also carries (its own samples read `mvpd.id`).
 */
export function dialogEntry(mvpd: MvpdConfig): Record<string, unknown> {
  return { ID: mvpd.id, id: mvpd.id, displayName: mvpd.displayName, logoURL: mvpd.logoURL, iFrameRequired: mvpd.iFrameRequired, iFrameWidth: mvpd.iFrameWidth, iFrameHeight: mvpd.iFrameHeight };
}
