import { html, nothing } from 'lit';

/** One chevron, drawn pointing back; the styles turn it for "next" and for right-to-left. */
const chevron = html`<svg viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="M10.5 2.5 5 8l5.5 5.5" fill="none" stroke="currentColor" stroke-width="2.4" /></svg>`;
const pauseIcon = html`<svg viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="M4 3h3v10H4zM9 3h3v10H9z" fill="currentColor" /></svg>`;
const playIcon = html`<svg viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="M4.5 2.5v11l9-5.5z" fill="currentColor" /></svg>`;

/** The WAI-ARIA rotation control: its label says what a press does. */
export function autoplayToggle(running: boolean, onToggle: () => void) {
  return html`<button type="button" part="autoplay-toggle" class="toggle"
    aria-label=${running ? 'Stop automatic slide show' : 'Start automatic slide show'}
    data-tf-track=${running ? 'Carousel: Stop' : 'Carousel: Play'} @click=${onToggle}>${running ? pauseIcon : playIcon}</button>`;
}

export function arrowButtons(canPrevious: boolean, canNext: boolean, step: (delta: -1 | 1) => void) {
  return html`<button type="button" part="arrow arrow-previous" class="arrow" aria-controls="track" aria-label="Previous slide"
      data-tf-track="Carousel: Previous" ?disabled=${!canPrevious} @click=${() => step(-1)}>${chevron}</button><button type="button" part="arrow arrow-next"
      class="arrow next" aria-controls="track" aria-label="Next slide" data-tf-track="Carousel: Next" ?disabled=${!canNext} @click=${() => step(1)}>${chevron}</button>`;
}

/** One dot per position; the current one has `aria-current`. */
export function dotButtons(count: number, selected: number, choose: (index: number) => void) {
  if (count < 2) return nothing;
  const dots = Array.from({ length: count }, (_, i) => html`<button type="button" part=${i === selected ? 'dot dot-current' : 'dot'}
    class="dot" aria-controls="track" aria-label=${`Go to slide ${i + 1}`} data-tf-track="Carousel: Dot" aria-current=${i === selected ? 'true' : 'false'}
    @click=${() => choose(i)}></button>`);
  return html`<div part="dots" class="dots" role="group" aria-label="Choose slide">${dots}</div>`;
}
