/**
 * The dictionary's pronunciation clips (pronounce.ts), made from the terms'
 * respellings: written into the built site as `audio/dictionary/{slug}.wav`
 * by `vite build` (served from there by the production server), and answered
 * from memory by `vite` in development. Nothing of them is kept in the
 * repository. Runs in Node.
 */
import type { Plugin } from 'vite';
import { PRONUNCIATIONS } from '../content/dictionary.js';
import { pronunciationWav } from './pronounce.js';

const CLIP_PATH = /^\/audio\/dictionary\/([a-z0-9-]+)\.wav$/;

export function pronunciationAudio(): Plugin {
  const said = new Map(PRONUNCIATIONS.map(({ slug, pronunciation }) => [slug, pronunciation]));
  return {
    name: 'triforce:pronunciation-audio',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const slug = CLIP_PATH.exec((req.url ?? '/').split('?', 1)[0]!)?.[1];
        const pronunciation = slug === undefined ? undefined : said.get(slug);
        if (pronunciation === undefined) return next();
        const bytes = pronunciationWav(pronunciation);
        res.setHeader('content-type', 'audio/wav');
        res.setHeader('content-length', String(bytes.length));
        res.end(bytes);
      });
    },
    generateBundle() {
      for (const [slug, pronunciation] of said) {
        this.emitFile({ type: 'asset', fileName: `audio/dictionary/${slug}.wav`, source: pronunciationWav(pronunciation) });
      }
    },
  };
}
