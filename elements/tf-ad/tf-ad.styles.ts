import { css } from 'lit';

/**
 * The slot's box is its size (a per-element sheet sets `--tf-ad-width` and
 * `--tf-ad-height`, see tf-ad.component.ts) plus the label's fixed line, the
 * same box `lazy-tags.ts` reserves while the element's code loads, so
 * nothing shifts when it upgrades or when the ad draws.
 */
export const AD_LABEL_HEIGHT = 16;

export const tfAdStyles = css`
  :host {
    display: block;
    box-sizing: content-box;
    inline-size: var(--tf-ad-width, auto);
    max-inline-size: 100%;
    margin-inline: auto;
    overflow: hidden;
  }
  :host([hidden]),
  :host([state='invalid']),
  :host([state='off']) {
    display: none;
  }
  :host([state='skipped']) {
    inline-size: auto;
  }
  .label {
    display: block;
    block-size: ${AD_LABEL_HEIGHT}px;
    margin: 0;
    font: 11px/${AD_LABEL_HEIGHT}px var(--tf-ad-label-font, system-ui, sans-serif);
    letter-spacing: 0.04em;
    text-align: center;
    text-transform: uppercase;
    color: var(--tf-ad-label-color, #595959);
  }
  /* An empty answer keeps its box (no shift); only the label goes. */
  :host([state='empty']) .label {
    visibility: hidden;
  }
  .box {
    display: flex;
    align-items: center;
    justify-content: center;
    block-size: var(--tf-ad-height, auto);
  }
`;
