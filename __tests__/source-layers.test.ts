import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Every folder under src/ and every file at its root, from the top floor down: a room imports only rooms
// below it. Shared words live low (text/, terminal/, diff/, findings/), the entry points at the top.
const LAYERS = [
  'index.ts',
  'main.ts',
  'cli.ts',
  'action',
  'cli',
  'conversation',
  'eval',
  'review-session.ts',
  'publish',
  'pull-request',
  'runtime.ts',
  'github',
  'orchestrator',
  'report',
  'review-state',
  'git',
  'fix',
  'state',
  'verify',
  'investigate',
  'intent',
  'guidelines',
  'agents',
  'log',
  'config',
  'llm',
  'analyzers',
  'rules',
  'findings',
  'diff',
  'redact',
  'terminal',
  'text',
  'types',
  'version.ts',
];

const SRC = fileURLToPath(new URL('../src', import.meta.url));

function sourceFiles(room: string): string[] {
  if (room.endsWith('.ts')) return [join(SRC, room)];
  const dir = join(SRC, room);
  return (readdirSync(dir, { recursive: true }) as string[]).filter((name) => name.endsWith('.ts')).map((name) => join(dir, name));
}

/** The room each relative import of `file` lands in: a top folder of src/, or a file at its root. */
function importedRooms(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from\s+|import\(\s*)'(\.[^']+)'/g)].flatMap((m) => (m[1] ? [m[1]] : []));
  return specifiers
    .map((spec) => resolve(file, '..', spec))
    .filter((target) => target.startsWith(SRC + '/'))
    .map(
      (target) =>
        target
          .slice(SRC.length + 1)
          .replace(/\.js$/, '.ts')
          .split('/')[0] ?? '',
    );
}

describe('source layers', () => {
  it('names every folder and root file under src/', () => {
    expect(readdirSync(SRC).sort()).toEqual([...LAYERS].sort());
  });

  it.each(LAYERS.map((room, floor) => [room, floor] as const))('%s imports only rooms below it', (room, floor) => {
    const offending = sourceFiles(room).flatMap((file) =>
      importedRooms(file)
        .filter((target) => target !== room && LAYERS.indexOf(target) <= floor)
        .map((target) => `${file.slice(SRC.length + 1)} imports ${target}`),
    );
    expect(offending).toEqual([]);
  });

  it('github/ holds only the API client and the markers Sextant writes', () => {
    expect(
      sourceFiles('github')
        .map((file) => file.slice(SRC.length + 1))
        .sort(),
    ).toEqual([
      'github/create-check-runs-api.ts',
      'github/create-github-client.ts',
      'github/create-github-session.ts',
      'github/create-issues-api.ts',
      'github/create-pull-requests-api.ts',
      'github/create-repository-api.ts',
      'github/create-review-comments-api.ts',
      'github/create-review-threads-api.ts',
      'github/create-reviews-api.ts',
      'github/github-api-error.ts',
      'github/github-client.ts',
      'github/on-commits.ts',
      'github/review-markers.ts',
      'github/to-github-user.ts',
      'github/to-pull-request-file.ts',
    ]);
  });
});
