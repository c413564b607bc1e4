/**
 * The house ad's page, `/ads/creative.html?size=&show=&ad=&unit=`, which the
 * GPT stand-in (gpt.ts) loads into the slot's iframe the way GPT loads a
 * creative: a same-origin document of its own (never `srcdoc`, never inline
 * script or style, so the site's strict Content-Security-Policy holds inside it too).
 * It advertises one of the network's shows with its key art, and says in
 * plain words whether the ad was personalized, so a viewer sees consent at
 * work. Its layout follows the frame's size (a banner, a box, a skyscraper):
 * the frame is the creative's viewport, so its media queries are the slot's.
 *
 * Node-safe: strings only.
 */
import { escapeHtml } from '../../server/escape-html.js';
import { showUrl, SHOW_LIST } from '../content/catalogue.js';
import { CREATIVE_STYLES_PATH, HOUSE_AD_SIZES } from './inventory.js';

export interface CreativeAsk {
  size: string;
  show: string;
  personalized: boolean;
}

/** The ask read from the creative's query; undefined when any part is not one the inventory serves. */
export function readCreativeAsk(query: URLSearchParams): CreativeAsk | undefined {
  const size = query.get('size') ?? '';
  const show = query.get('show') ?? '';
  const ad = query.get('ad');
  if (!HOUSE_AD_SIZES.includes(size) || !SHOW_LIST.some((item) => item.slug === show)) return undefined;
  if (ad !== 'personalized' && ad !== 'non-personalized') return undefined;
  return { size, show, personalized: ad === 'personalized' };
}

export function creativeHtml({ size, show: slug, personalized }: CreativeAsk): string {
  const show = SHOW_LIST.find((item) => item.slug === slug)!;
  const [width, height] = size.split('x').map(Number) as [number, number];
  const shape = height <= 100 ? 'banner' : height > width ? 'tower' : 'box';
  const kind = personalized ? 'Personalized ad: picked for you' : 'Non-personalized ad';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>House ad: ${escapeHtml(show.title)}</title>
<link rel="stylesheet" href="${CREATIVE_STYLES_PATH}">
</head>
<body class="ad ad--${shape}" data-ad="${personalized ? 'personalized' : 'non-personalized'}" data-show="${escapeHtml(show.slug)}">
<a class="ad__link" href="${escapeHtml(showUrl(show.slug))}" target="_top">
<img class="ad__art" src="/art/show-${escapeHtml(show.slug)}.svg" alt="">
<span class="ad__copy">
<span class="ad__label">House ad · Laugh Track Network</span>
<strong class="ad__title">${escapeHtml(show.title)}</strong>
<span class="ad__line">${escapeHtml(show.logline)}</span>
<span class="ad__tune">${escapeHtml(show.tuneIn)} · Watch now</span>
<span class="ad__kind">${kind}</span>
</span>
</a>
</body>
</html>
`;
}

/** The creative's stylesheet: one for every size, arranged by the frame's own size. */
export const CREATIVE_CSS = `*{box-sizing:border-box;margin:0}
html,body{height:100%;overflow:hidden}
body{font:13px/1.25 system-ui,-apple-system,"Segoe UI",sans-serif;background:#16141f;color:#f5f3ff}
.ad__link{display:flex;height:100%;color:inherit;text-decoration:none;border:1px solid #3d3852}
.ad__link:focus-visible{outline:3px solid #ffd23f;outline-offset:-3px}
.ad__art{object-fit:cover;flex:none;background:#2a2638}
.ad__copy{display:flex;flex-direction:column;justify-content:center;gap:2px;padding:6px 10px;min-width:0}
.ad__label,.ad__kind{font-size:11px;color:#d6d1ea;text-transform:uppercase;letter-spacing:.04em}
.ad__kind{color:#ffd23f}
.ad__title{font-size:16px}
.ad__line{color:#e4e0f3}
.ad__tune{font-weight:600;color:#3ee6d3}
.ad--banner .ad__art{height:100%;aspect-ratio:3/2}
.ad--banner .ad__line{display:none}
.ad--banner .ad__copy{flex-direction:row;flex-wrap:wrap;align-items:center;column-gap:10px}
.ad--box .ad__link,.ad--tower .ad__link{flex-direction:column}
.ad--box .ad__art,.ad--tower .ad__art{width:100%;min-height:0;flex:1 1 auto}
.ad--box .ad__copy,.ad--tower .ad__copy{flex:none}
@media (max-height:60px){.ad__title{font-size:13px}.ad__label,.ad__tune{display:none}}
@media (max-width:340px) and (max-height:100px){.ad__label{display:none}}
@media (max-height:260px){.ad--box .ad__line{display:none}}
@media (prefers-reduced-motion:no-preference){.ad__link{transition:border-color .2s}.ad__link:hover{border-color:#ffd23f}}
`;
