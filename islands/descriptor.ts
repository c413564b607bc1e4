import type { IslandLoader } from '../runtime/modules/resolver.js';

/**
 * The box a zone holds while its island loads: height = zone width ÷ `ratio`
 * + `extra` px. Media (a hero's art) keep their shape through `ratio`; text
 * blocks take `extra` (reservations.ts turns them into one stylesheet).
 */
export interface ReservedBox {
  ratio?: number;
  extra?: number;
}

/** [viewport min-width in px, box], ascending. */
export type ReservedBoxes = readonly (readonly [number, ReservedBox])[];

/**
 * What the page knows of a built-in island before its chunk loads, written
 * once in the island's own `island.ts`: its driver (also the one its feed
 * parser and controller name), the lazy import of its chunk, and the box its
 * zone reserves. It is imported by the core bundle, so an `island.ts` holds
 * data and the one dynamic import only: nothing of React, the component or
 * its parser, which stay in the island's chunk.
 */
export interface IslandDescriptor {
  readonly driver: string;
  readonly load: IslandLoader;
  readonly reserved?: ReservedBoxes;
  /**
   * The server may draw this island into the first page's HTML: it renders
   * from its feed and the zone's names alone (`IslandServerContext`), reading
   * neither the page element, the document scope, the window nor the
   * document until its effects run, and its markup carries no `style`
   * attribute, which the page's policy (`style-src 'self'`) would refuse.
   * Left out, the browser draws it as before.
   */
  readonly server?: boolean;
}
