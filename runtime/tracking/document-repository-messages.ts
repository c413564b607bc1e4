/**
 * The site repository's texts (site-repository.ts, in the document
 * repository's chunk), from the legacy catalogue. Kept beside the chunk, so
 * `tf.js` carries none of them.
 */
export const documentRepositoryMessages = {
  repoBadResponse: 'Bad response from Repo url call',
  repoNotLoaded: 'repo data has not been loaded yet',
  repoNotInitialized: 'repo init() has not been called yet',
} as const;
