import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { scopeChange } from '../src/diff/scope.js';
import { createHeadReader } from '../src/git/head-reader.js';
import { readLocalChange } from '../src/git/local-source.js';
import type { LocalChange } from '../src/git/local-source.js';
import { createTempGitRepo } from './support/temp-git-repo.js';
import type { TempGitRepo } from './support/temp-git-repo.js';

const MODIFIED_FILES = 1_000;
const ADDED_FILES = 1_000;
const LINES_PER_FILE = 50;

const original = (index: number): string => Array.from({ length: LINES_PER_FILE }, (_, line) => `export const v${index}_${line} = ${line};`).join('\n') + '\n';
/** Every other line rewritten: 25 deletions and 25 additions per modified file. */
const edited = (index: number): string =>
  Array.from({ length: LINES_PER_FILE }, (_, line) => `export const v${index}_${line} = ${line % 2 === 0 ? line : -line};`).join('\n') + '\n';
const modifiedPath = (index: number): string => `packages/p${index % 20}/src/module-${index}.ts`;
const addedPath = (index: number): string => `packages/p${index % 20}/src/new-${index}.ts`;

let repo: TempGitRepo;
let change: LocalChange;

beforeAll(async () => {
  repo = createTempGitRepo();
  for (let index = 0; index < MODIFIED_FILES; index++) repo.write(modifiedPath(index), original(index));
  repo.commit('base');
  repo.git('checkout', '-q', '-b', 'feature');
  for (let index = 0; index < MODIFIED_FILES; index++) repo.write(modifiedPath(index), edited(index));
  for (let index = 0; index < ADDED_FILES; index++) repo.write(addedPath(index), original(MODIFIED_FILES + index));
  repo.commit('large change');
  change = await readLocalChange({ cwd: repo.root, base: 'main', env: repo.env });
});

afterAll(() => repo.cleanup());

describe('a change of 2,000 files and 100,000 changed lines', () => {
  it('reads every file with every changed line', () => {
    expect(change.files).toHaveLength(MODIFIED_FILES + ADDED_FILES);
    const total = change.files.reduce((sum, file) => sum + file.additions + file.deletions, 0);
    expect(total).toBe(MODIFIED_FILES * LINES_PER_FILE + ADDED_FILES * LINES_PER_FILE);
    expect(change.files.filter((file) => file.status === 'added')).toHaveLength(ADDED_FILES);
  });

  it('accounts for every file after scoping, within the budget', () => {
    const scoped = scopeChange(change.files);

    expect(scoped.files.length + scoped.notReviewed.length).toBe(change.files.length);
    expect(scoped.notReviewed.every((entry) => entry.reason === 'over-budget')).toBe(true);
    const paths = new Set([...scoped.files.map((file) => file.path), ...scoped.notReviewed.map((entry) => entry.path)]);
    expect(paths.size).toBe(change.files.length);
  });

  it('reads the contents of all 2,000 files through one reader', async () => {
    const reader = createHeadReader(repo.root, change.headSha, { env: repo.env });
    try {
      const contents = await Promise.all(change.files.map((file) => reader.read(file.path)));
      expect(contents.every((content) => content !== undefined && content.split('\n').length === LINES_PER_FILE + 1)).toBe(true);
    } finally {
      await reader.close();
    }
  });
});
