// `npm run release -- [patch|minor|major] [--apply]` (patch unless told): the next version of the
// package and its CHANGELOG.md section. Without --apply it is a dry run: it
// prints the version, the section it would write and what `npm pack` would
// ship, and changes nothing. With --apply it writes package.json (through
// `npm version --no-git-tag-version`) and CHANGELOG.md; publishing stays a
// separate, deliberate `npm publish`.
// Plain JavaScript with Node built-ins: it runs before anything is built.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const UNRELEASED = '## Unreleased';

/** `1.2.3` moved by `patch`, `minor` or `major`. */
export function nextVersion(version, bump) {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!match) throw new Error(`release: ${version} is not a plain major.minor.patch version`);
  const [major, minor, patch] = match.slice(1).map(Number);
  if (bump === 'major') return `${major + 1}.0.0`;
  if (bump === 'minor') return `${major}.${minor + 1}.0`;
  if (bump === 'patch') return `${major}.${minor}.${patch + 1}`;
  throw new Error(`release: say patch, minor or major, not ${bump ?? 'nothing'}`);
}

/**
 * The changelog with its Unreleased entries moved under `## {version} ({date})`
 * and an empty Unreleased section left above them. Fails when nothing is
 * unreleased: a version without a change to tell is not made.
 */
export function releaseChangelog(text, version, date) {
  const start = text.indexOf(UNRELEASED);
  if (start < 0) throw new Error(`release: CHANGELOG.md has no "${UNRELEASED}" section`);
  const bodyStart = start + UNRELEASED.length;
  const next = text.indexOf('\n## ', bodyStart);
  const body = text.slice(bodyStart, next < 0 ? undefined : next).trim();
  if (!body) throw new Error('release: nothing under "## Unreleased" in CHANGELOG.md');
  const rest = next < 0 ? '' : text.slice(next + 1);
  return `${text.slice(0, start)}${UNRELEASED}\n\n## ${version} (${date})\n\n${body}\n${rest ? `\n${rest}` : ''}`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const args = process.argv.slice(2);
  const apply = args.includes('--apply');
  const bump = args.find((arg) => !arg.startsWith('--')) ?? 'patch';
  try {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    const version = nextVersion(pkg.version, bump);
    const changelogFile = join(root, 'CHANGELOG.md');
    const changelog = releaseChangelog(readFileSync(changelogFile, 'utf8'), version, new Date().toISOString().slice(0, 10));
    const section = changelog.slice(changelog.indexOf(`## ${version}`)).split('\n## ')[0];
    const packed = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: root, encoding: 'utf8' }))[0];
    console.log(`${pkg.name} ${pkg.version} → ${version}${apply ? '' : ' (dry run: nothing written; --apply writes it)'}\n\n${section.trim()}\n`);
    console.log(`npm pack would ship ${packed.entryCount} files, ${packed.size} bytes packed, ${packed.unpackedSize} unpacked.`);
    if (apply) {
      execFileSync('npm', ['version', version, '--no-git-tag-version'], { cwd: root, stdio: 'inherit' });
      writeFileSync(changelogFile, changelog);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
