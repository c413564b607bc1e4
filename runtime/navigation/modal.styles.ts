/**
 * The modal page's `<dialog>` (see `modal-dialog.ts`), adopted into the
 * document once: the dialog lives in `<tf-page>`'s light DOM. Colours are
 * custom properties a site can override.
 */
export const modalStyles = `
html.tf-modal { overflow: hidden; }
dialog.tf-modal {
  box-sizing: border-box; width: min(100% - 2rem, 960px); max-width: 960px; max-height: calc(100% - 2rem);
  margin: auto; padding: 0; border: 0; border-radius: 8px; overflow: auto; overscroll-behavior: contain;
  background: var(--tf-modal-background, #fff); color: var(--tf-modal-color, #111);
  box-shadow: 0 12px 48px rgb(0 0 0 / 0.45);
}
dialog.tf-modal::backdrop { background: rgb(0 0 0 / 0.7); }
.tf-modal__close {
  position: sticky; top: 0; float: right; z-index: 1; display: grid; place-items: center;
  width: 44px; height: 44px; margin: 4px; padding: 0; border: 0; border-radius: 50%;
  background: rgb(0 0 0 / 0.6); color: #fff; font: 700 24px/1 system-ui, sans-serif; cursor: pointer;
}
.tf-modal__close:focus-visible { outline: 3px solid var(--tf-color-primary, #ffcc00); outline-offset: 2px; }
.tf-modal__content { display: flow-root; }
@media (prefers-reduced-motion: no-preference) {
  dialog.tf-modal[open] { animation: tf-modal-in 160ms ease-out; }
  dialog.tf-modal[open]::backdrop { animation: tf-modal-fade 160ms ease-out; }
}
@keyframes tf-modal-in { from { opacity: 0; transform: translateY(16px); } }
@keyframes tf-modal-fade { from { opacity: 0; } }
`;
