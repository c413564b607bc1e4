import { css } from 'lit';

export const tfAdblockMessageStyles = css`
  :host {
    display: contents;
  }
  dialog {
    box-sizing: border-box;
    max-inline-size: min(32rem, calc(100vw - 32px));
    padding: 24px;
    border: 0;
    border-radius: 12px;
    background: #fff;
    color: #14121a;
    font: inherit;
    line-height: 1.5;
  }
  dialog::backdrop {
    background: rgb(10 9 14 / 80%);
  }
  h2 {
    margin: 0 0 12px;
    font-size: 1.375rem;
  }
  p {
    margin: 0 0 12px;
  }
  a {
    color: var(--tf-adblock-accent, #a3003f);
    font-weight: 700;
  }
  a:focus-visible {
    outline: 3px solid currentColor;
    outline-offset: 2px;
  }
  .countdown {
    margin: 0;
    font-variant-numeric: tabular-nums;
    color: #3d3a47;
  }
  .seconds {
    font-weight: 700;
    color: var(--tf-adblock-accent, #a3003f);
  }
  @media (prefers-reduced-motion: no-preference) {
    dialog[open] {
      animation: tf-adblock-in 200ms ease-out;
    }
    @keyframes tf-adblock-in {
      from {
        opacity: 0;
      }
    }
  }
`;
