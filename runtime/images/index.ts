/**
 * Deferred responsive images, framework-neutral: parsing of
 * the feeds' image info, the pure variant choice, service URLs and the
 * shared watchers that tell an image when to load.
 */
export { parseImageInfo, parseRatio, parseVariant, type ImageVariant, type ParsedImageInfo } from './image-info.js';
export { buildImageUrl, isGif, isResizable, MISSING_IMAGE_SRC, stillFormOf, type ImageSize } from './image-url.js';
export { chooseVariant, needsReload, requestUrl, roundRatio, variantRatio, type Box, type ImageRequest } from './variant.js';
export { createDeferredImages, type DeferredImages, type DeferredImageTarget } from './deferred.js';
