import { css } from 'lit';

export const tfCollapsibleStyles = css`
  :host {
    display: block;
    --_duration: var(--tf-collapsible-duration, 250ms);
  }
  :host([hidden]) {
    display: none;
  }
  .trigger {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    inline-size: 100%;
    padding: var(--tf-collapsible-trigger-padding, 12px 0);
    font: inherit;
    color: inherit;
    text-align: start;
    background: none;
    border: 0;
    cursor: pointer;
  }
  .trigger:focus-visible {
    outline: 3px solid var(--tf-collapsible-focus-color, #ffd23f);
    outline-offset: 2px;
  }
  .icon {
    flex: none;
    inline-size: 14px;
    block-size: 14px;
    transition: transform var(--_duration) ease;
  }
  :host([open]) .icon {
    transform: rotate(180deg);
  }
  .content {
    overflow: hidden;
    transition: height var(--_duration) ease;
  }
  /* Closed and settled: out of layout, out of the tab order, unread. */
  .content[data-state='closed'] {
    display: none;
  }
  @media (prefers-reduced-motion: reduce) {
    .content,
    .icon {
      transition: none;
    }
  }
`;
