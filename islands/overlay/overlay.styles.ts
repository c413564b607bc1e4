import { display, focusRing, ink, muted, onPrimaryFill, primary, primaryFill, radius, secondary, surface, surfaceRaised, tertiary } from '../shared/tokens.js';

export const overlayCss = `
.tf-ov { container-type: inline-size; margin: 20px; padding: 24px; border-radius: ${radius}; color: ${ink}; background: ${surface};
  border-top: 6px solid ${primary}; }
.tf-ov--newsletter { border-top-color: ${tertiary}; }
.tf-ov--live { border-top-color: ${secondary}; }
.tf-ov__note { display: flex; align-items: center; gap: 12px; margin: 0 0 16px; padding: 8px 8px 8px 14px; border-radius: 10px;
  background: ${surfaceRaised}; }
.tf-ov__note-text { flex: 1; margin: 0; font-weight: 700; overflow-wrap: anywhere; }
.tf-ov__close { flex: none; display: grid; place-items: center; width: 44px; height: 44px; border: 0; border-radius: 50%;
  background: transparent; color: ${ink}; font: inherit; font-size: 24px; line-height: 1; cursor: pointer; }
.tf-ov__close:hover { background: ${surface}; }
.tf-ov__headline { margin: 0 0 8px; font-family: ${display}; font-size: clamp(22px, 5cqi, 30px); line-height: 1.15; overflow-wrap: anywhere; }
.tf-ov__description { margin: 0 0 10px; font-size: 18px; font-weight: 700; color: ${secondary}; overflow-wrap: anywhere; }
.tf-ov__copy { margin: 0 0 18px; max-width: 65ch; color: ${muted}; line-height: 1.5; overflow-wrap: anywhere; }
.tf-ov__button { display: inline-flex; align-items: center; min-height: 44px; padding: 9px 22px; border-radius: 999px;
  background: ${primaryFill}; color: ${onPrimaryFill}; font-weight: 900; text-decoration: none; overflow-wrap: anywhere; }
.tf-ov__button:hover { text-decoration: underline; }
.tf-ov__close:focus-visible, .tf-ov__button:focus-visible, .tf-ov__headline:focus-visible { ${focusRing} }
.tf-ov__headline:focus:not(:focus-visible) { outline: none; }
`;
