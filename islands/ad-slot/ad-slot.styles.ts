import { AD_PADDING_PX, AD_PLACEMENTS, boxHeight } from './placements.js';

/** Each placement's fixed box per breakpoint: the same heights the zone reserves while loading (reservations.ts). */
function boxes(): string {
  const rules: string[] = [];
  for (const { position, sizes } of Object.values(AD_PLACEMENTS)) {
    for (const [minWidth, size] of sizes) {
      const rule = `.tf-ad-slot--${position} { height: ${boxHeight(size)}px; }`;
      rules.push(minWidth > 0 ? `@media (min-width: ${minWidth}px) { ${rule} }` : rule);
    }
  }
  return rules.join('\n');
}

export const adSlotCss = `
.tf-ad-slot { box-sizing: border-box; padding: ${AD_PADDING_PX}px 0; display: flex; justify-content: center;
  align-items: center; overflow: hidden; }
${boxes()}
`;
