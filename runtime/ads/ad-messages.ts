/** The ad runtime's own log texts, beside the runtime's message catalogue in runtime/messages.ts. */
export const adMessages = {
  badSize: (size: string) => `Ad size "${size}" is not a list of WIDTHxHEIGHT sizes: the ad will not load`,
  oneByTwo: 'Ad size 1x2 asked for while the repository disables that call: the ad will not load',
  noAdUnit: (position: string) => `No ad unit for position "${position || 'default'}" in the ad repository`,
  libraryFailed: (url: string) => `Ad library failed to load at ${url}`,
  commandFailed: (error: string) => `Ad library call failed: ${error}`,
} as const;
