import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChangeSet, DiffFile } from '../src/diff/diff-model.js';
import { readLocalChange } from '../src/git/local-source.js';
import { createChangeStore } from '../src/state/change-store.js';
import { createTempGitRepo } from './support/temp-git-repo.js';
import type { TempGitRepo } from './support/temp-git-repo.js';

let repo: TempGitRepo;
let dir: string;
let change: ChangeSet;

beforeAll(async () => {
  repo = createTempGitRepo();
  repo.write('src/a.ts', Array.from({ length: 40 }, (_, index) => `export const a${index} = ${index};`).join('\n') + '\n');
  repo.write('src/gone.py', 'x = 1\n');
  const base = repo.commit('base');
  repo.write(
    'src/a.ts',
    Array.from({ length: 40 }, (_, index) => (index % 9 === 0 ? `export let a${index} = ${index} + 1;` : `export const a${index} = ${index};`)).join('\n'),
  );
  repo.write('src/new.go', 'package main\n\nfunc main() {}\n');
  repo.commit('change');
  const local = await readLocalChange({ cwd: repo.root, base, env: repo.env });
  // A hunk whose numbers do not follow its header, as a hand-built diff may have, is kept as it is.
  const handBuilt: DiffFile = {
    path: 'odd.ts',
    status: 'modified',
    binary: false,
    additions: 1,
    deletions: 0,
    hunks: [
      {
        oldStart: 1,
        oldLines: 1,
        newStart: 1,
        newLines: 2,
        header: '@@ -1,1 +1,2 @@',
        lines: [
          { kind: 'context', oldLine: 1, newLine: 1, content: 'a' },
          { kind: 'add', newLine: 7, content: 'b' },
        ],
      },
    ],
  };
  change = {
    baseSha: base,
    headSha: local.headSha,
    files: [...local.files, handBuilt],
    notReviewed: [{ path: 'x.png', reason: 'binary' }],
    gateOnly: [local.files[0] as DiffFile],
    sinceBase: [handBuilt, local.files[1] as DiffFile],
  };
});

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sextant-changes-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

afterAll(() => repo.cleanup());

it('gives a resumed run exactly the change that was saved, from a file smaller than the change as JSON', async () => {
  expect(change.files.flatMap((file) => file.hunks.flatMap((hunk) => hunk.lines.map((line) => line.kind))).sort()).toEqual(
    expect.arrayContaining(['add', 'context', 'delete']),
  );
  await createChangeStore(dir).save(change);

  expect(await createChangeStore(dir).load()).toEqual(change);
  expect((await readFile(join(dir, 'changes.json'), 'utf8')).length).toBeLessThan(JSON.stringify(change).length * 0.7);
});

it('gives the steps of the same run the change it saved', async () => {
  const store = createChangeStore(dir);
  await store.save(change);
  expect(await store.load()).toEqual(change);
});
