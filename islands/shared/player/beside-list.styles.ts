import { display, ink, night, primary, radius } from '../tokens.js';

/**
 * The layout a player shares with the list beside it (the playlist's clips,
 * the interview's chapters): the player with its title and tools in a wide
 * column, the list in a narrow one, stacked when the article is narrow.
 * `block` is the island's class block, `accent` the colour of the player's
 * offset shadow.
 */
export const besideListCss = (block: string, accent: string) => `
/* The article is the size container; its layout lives one level down, where container queries reach. */
.${block} { container-type: inline-size; padding: 28px 20px; color: ${ink}; }
.${block}__layout { display: grid; grid-template-columns: minmax(0, 1.7fr) minmax(0, 1fr); gap: 28px; align-items: start; }
.${block}__media { position: relative; border-radius: ${radius}; overflow: hidden; background: ${night}; box-shadow: 10px 10px 0 ${accent}; }
.${block}__kicker { margin: 22px 0 0; color: ${primary}; font-weight: 900; font-size: 13px; letter-spacing: 0.1em; text-transform: uppercase; }
.${block}__kicker a { color: inherit; }
.${block}__title { margin: 6px 0 0; font-family: ${display}; font-weight: 900; font-size: clamp(24px, 3.4cqi, 36px);
  line-height: 1.05; letter-spacing: -0.02em; text-wrap: balance; }
.${block}__tools { margin-top: 14px; }
.${block}__sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
@container (max-width: 760px) {
  .${block}__layout { grid-template-columns: minmax(0, 1fr); gap: 20px; }
  .${block}__media { box-shadow: 6px 6px 0 ${accent}; }
}
`;
