// The poster strip of the legacy gallery page: a file of its own, since the
// page's Content-Security-Policy runs no inline script.
import { horizontalCarousel } from '/elements/tf-horizontal-carousel.js';
window.posterStrip = horizontalCarousel({
  list: document.getElementById('posters'),
  mask: document.getElementById('posters-mask'),
  previous: document.getElementById('posters-previous'),
  next: document.getElementById('posters-next'),
});
