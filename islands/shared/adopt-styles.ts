// One helper for islands and light-DOM elements alike.
export { adoptStyles, adoptedStyleIds } from '../../runtime/util/adopt-styles.js';
