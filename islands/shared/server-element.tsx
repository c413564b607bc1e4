import { createElement, forwardRef, type ComponentType, type ForwardRefExoticComponent, type ReactNode, type RefAttributes } from 'react';
import { useServerRender } from './server-render.js';

/**
 * A standalone element's props as the attributes a server writes: each
 * element property under its attribute (Lit's default, the lowercased name),
 * `true` as a bare attribute, an object as JSON (`<tf-image info>` reads
 * it), `className` as `class`. Events, `false`, null and `style` (refused by
 * the page's policy) are left out.
 */
export function serverAttributes(props: Readonly<Record<string, unknown>>): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [name, value] of Object.entries(props)) {
    if (name === 'children' || name === 'style' || value === undefined || value === null || value === false || typeof value === 'function') continue;
    attributes[name === 'className' ? 'class' : name.toLowerCase()] =
      value === true ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
  return attributes;
}

/**
 * An element's generated React wrapper (`@lit/react`), drawn on a server as
 * the element with its props as attributes and its light-DOM children.
 * `@lit/react` sets element properties in a layout effect, which a server
 * never runs, so its markup would carry none: the element would upgrade
 * without them (a carousel without its arrows' bar, an image without its
 * box and source) and change once hydration set them. From attributes it
 * upgrades as it will stay; hydration then sets the same values as
 * properties (the wrapper's element takes no hydration warning for them).
 */
export function drawnOnServer<P extends object, E extends HTMLElement>(
  Wrapper: ForwardRefExoticComponent<P & RefAttributes<E>>,
  tag: string,
): ForwardRefExoticComponent<P & RefAttributes<E>> {
  const Drawn = forwardRef<E, P>((props, ref) => {
    const server = useServerRender();
    if (server) return createElement(tag, serverAttributes(props as Record<string, unknown>), (props as { children?: ReactNode }).children);
    return createElement(Wrapper as ComponentType<Record<string, unknown>>, { ...props, ref });
  });
  Drawn.displayName = Wrapper.displayName ?? tag;
  return Drawn as ForwardRefExoticComponent<P & RefAttributes<E>>;
}
