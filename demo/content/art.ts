// Kept as a re-export so importers keep this path; the art itself lives in ./art/.
export * from './art/index.js';
