/**
 * Pronunciation clips for the dictionary's audio buttons, made from a term's
 * respelled pronunciation ("PUNCH-line") by a small formant synthesiser: no
 * speech engine is needed and nothing binary is kept in the repository. Each
 * syllable is a consonant onset (a noise burst, a stop's silence and pop, or
 * a voiced hum) and a vowel: a glottal pulse train at a falling pitch through
 * three resonators tuned to that vowel's formants. A stressed syllable (in
 * capitals) is longer, louder and higher. Deterministic (a seeded noise
 * source), pure and Node-safe: the same text always makes the same bytes.
 */

export const SAMPLE_RATE = 16000;

/** First three formants (Hz) of the vowels a respelling writes, longest spelling first. */
const VOWELS: readonly (readonly [string, readonly [number, number, number]])[] = [
  ['ee', [270, 2290, 3010]], ['oo', [300, 870, 2240]], ['ay', [530, 1840, 2480]], ['igh', [660, 1720, 2410]],
  ['ow', [570, 840, 2410]], ['oh', [570, 840, 2410]], ['aw', [570, 840, 2410]], ['oy', [500, 1000, 2400]],
  ['er', [490, 1350, 1690]], ['uh', [640, 1190, 2390]], ['ah', [730, 1090, 2440]], ['ai', [660, 1720, 2410]],
  ['a', [660, 1720, 2410]], ['e', [530, 1840, 2480]], ['i', [390, 1990, 2550]], ['o', [570, 840, 2410]],
  ['u', [520, 1190, 2390]], ['y', [390, 1990, 2550]],
];

/** How an onset consonant sounds: hiss (centre Hz), a stop, or voiced (a nasal or liquid hum). */
type Onset = { kind: 'hiss'; centre: number } | { kind: 'stop'; centre: number } | { kind: 'voiced' } | { kind: 'none' };

function onsetOf(consonants: string): Onset {
  if (consonants === '') return { kind: 'none' };
  if (/sh|ch|j|zh/.test(consonants)) return { kind: 'hiss', centre: 2800 };
  if (/s|z|c/.test(consonants)) return { kind: 'hiss', centre: 5200 };
  if (/f|v|th|h/.test(consonants)) return { kind: 'hiss', centre: 1800 };
  if (/[ptkbdgq]/.test(consonants)) return { kind: 'stop', centre: /[tdk]/.test(consonants) ? 3600 : 1200 };
  return { kind: 'voiced' };
}

interface Syllable {
  onset: Onset;
  formants: readonly [number, number, number];
  stressed: boolean;
}

/** Splits a respelling into syllables at hyphens and spaces: each its onset and its vowel. */
export function syllablesOf(pronunciation: string): Syllable[] {
  return pronunciation.split(/[-\s]+/).filter((part) => /[a-z]/i.test(part)).map((part) => {
    const lower = part.toLowerCase();
    const at = lower.search(/[aeiouy]/);
    const vowelStart = at < 0 ? lower.length : at;
    const rest = lower.slice(vowelStart);
    const formants = VOWELS.find(([spelling]) => rest.startsWith(spelling))?.[1] ?? [500, 1500, 2500];
    return { onset: onsetOf(lower.slice(0, vowelStart)), formants, stressed: part === part.toUpperCase() };
  });
}

/** A two-pole resonator (a formant) at `freq` Hz with `bandwidth` Hz, unity gain at its peak. */
function resonator(freq: number, bandwidth: number) {
  const r = Math.exp(-Math.PI * bandwidth / SAMPLE_RATE);
  const a1 = 2 * r * Math.cos(2 * Math.PI * freq / SAMPLE_RATE);
  const a2 = -r * r;
  const gain = 1 - r;
  let y1 = 0;
  let y2 = 0;
  return (x: number) => {
    const y = gain * x + a1 * y1 + a2 * y2;
    y2 = y1;
    y1 = y;
    return y;
  };
}

/** A seeded noise source (xorshift), so a clip's bytes never change between builds. */
function noise(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) / 0xffffffff) * 2 - 1;
  };
}

const seedOf = (text: string) => [...text].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261);

/** The clip's samples in [-1, 1]: each syllable in turn, a short gap between them, normalised to 0.8 peak. */
export function synthesize(pronunciation: string): Float32Array {
  const syllables = syllablesOf(pronunciation);
  const rand = noise(seedOf(pronunciation));
  const parts: number[] = [];
  const pad = (ms: number) => { for (let i = 0; i < SAMPLE_RATE * ms / 1000; i++) parts.push(0); };
  pad(40);
  syllables.forEach((syllable, index) => {
    const { onset, formants, stressed } = syllable;
    if (onset.kind === 'hiss' || onset.kind === 'stop') {
      if (onset.kind === 'stop') pad(35);
      const band = resonator(onset.centre, onset.centre / 3);
      const n = SAMPLE_RATE * (onset.kind === 'hiss' ? 0.09 : 0.025);
      for (let i = 0; i < n; i++) parts.push(band(rand()) * 2.5 * Math.sin(Math.PI * i / n));
    }
    const seconds = stressed ? 0.32 : 0.2;
    const n = Math.round(SAMPLE_RATE * seconds);
    // Statements fall in pitch; the last syllable falls furthest.
    const startPitch = (stressed ? 150 : 125) - index * 4;
    const endPitch = startPitch * (index === syllables.length - 1 ? 0.78 : 0.92);
    const filters = formants.map((f, k) => [resonator(f, 60 + 40 * k), [1, 0.6, 0.3][k]!] as const);
    const hum = onset.kind === 'voiced' ? resonator(250, 100) : undefined;
    let phase = 0;
    for (let i = 0; i < n; i++) {
      const t = i / n;
      phase += (startPitch + (endPitch - startPitch) * t) / SAMPLE_RATE;
      // A glottal pulse: a sharp rise at each period's start, decaying over it.
      const source = (phase % 1) < 0.08 ? 1 : -0.087 + rand() * 0.02;
      const nasal = hum && t < 0.25 ? hum(source) * (1 - t / 0.25) : 0;
      const vowel = filters.reduce((sum, [filter, weight]) => sum + filter(source) * weight, 0);
      const envelope = Math.min(1, t / 0.08) * Math.min(1, (1 - t) / 0.25) * (stressed ? 1 : 0.7);
      parts.push((hum && t < 0.25 ? nasal * 2 + vowel * (t / 0.25) : vowel) * envelope);
    }
    pad(50);
  });
  pad(60);
  const samples = Float32Array.from(parts);
  const peak = samples.reduce((max, s) => Math.max(max, Math.abs(s)), 0);
  if (peak > 0) for (let i = 0; i < samples.length; i++) samples[i] = samples[i]! * 0.8 / peak;
  return samples;
}

/** 16-bit mono PCM WAV bytes of `samples`. */
export function wavBytes(samples: Float32Array): Uint8Array {
  const bytes = new Uint8Array(44 + samples.length * 2);
  const view = new DataView(bytes.buffer);
  const ascii = (at: number, text: string) => [...text].forEach((c, i) => view.setUint8(at + i, c.charCodeAt(0)));
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + samples.length * 2, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, SAMPLE_RATE, true);
  view.setUint32(28, SAMPLE_RATE * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  ascii(36, 'data');
  view.setUint32(40, samples.length * 2, true);
  samples.forEach((s, i) => view.setInt16(44 + i * 2, Math.round(Math.max(-1, Math.min(1, s)) * 32767), true));
  return bytes;
}

/** A term's pronunciation as a WAV clip. */
export const pronunciationWav = (pronunciation: string): Uint8Array => wavBytes(synthesize(pronunciation));
