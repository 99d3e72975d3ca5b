import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Each folder holds one concern; these are the imports that would tie a lower layer to an upper one.
const FORBIDDEN: Record<string, string[]> = {
  github: ['pull-request', 'publish', 'conversation', 'action', 'orchestrator'],
  'pull-request': ['publish', 'conversation', 'action'],
  publish: ['pull-request', 'conversation', 'action'],
  conversation: ['action'],
  diff: ['orchestrator', 'github', 'pull-request', 'publish', 'action'],
  rules: ['orchestrator', 'github', 'pull-request', 'publish', 'action'],
};

const SRC = fileURLToPath(new URL('../src', import.meta.url));

function sourceFiles(folder: string): string[] {
  const dir = join(SRC, folder);
  let entries: string[];
  try {
    entries = readdirSync(dir, { recursive: true }) as string[];
  } catch {
    return [];
  }
  return entries.filter((name) => name.endsWith('.ts')).map((name) => join(dir, name));
}

function importedFolders(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from\s+|import\(\s*)'(\.[^']+)'/g)].map((m) => m[1] as string);
  return specifiers
    .map((spec) => resolve(file, '..', spec))
    .filter((target) => target.startsWith(SRC + '/'))
    .map((target) => target.slice(SRC.length + 1).split('/')[0] as string);
}

describe('source layers', () => {
  it.each(Object.entries(FORBIDDEN))('%s/ imports no upper layer', (folder, upper) => {
    const offending = sourceFiles(folder).flatMap((file) =>
      importedFolders(file)
        .filter((target) => upper.includes(target))
        .map((target) => `${file.slice(SRC.length + 1)} imports ${target}/`),
    );
    expect(offending).toEqual([]);
  });

  it('github/ holds only the API client and the markers Sextant writes', () => {
    expect(sourceFiles('github').map((file) => file.slice(SRC.length + 1)).sort()).toEqual([
      'github/create-github-client.ts',
      'github/github-api-error.ts',
      'github/github-client.ts',
      'github/review-markers.ts',
    ]);
  });
});
