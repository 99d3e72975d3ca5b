import { rmSync } from 'node:fs';
import type { FakeGitHub } from './fake-github-server.mjs';
import { startGitHub } from './github-fixture.js';
import { createSampleChange } from './sample-change.js';
import type { SampleChange } from './sample-change.js';

/** More than GitHub lists (3,000), so the last files of the change are missing from the API's list. */
export const ADDED_FILES = 3_050;
/** Sorted after every other added file: GitHub's list stops before it. */
export const LAST_FILE = 'src/zz-last.ts';

/** The sample change with 3,000+ small files added, the last of which holds a finding. */
export function createLargeChange(): SampleChange {
  const sample = createSampleChange();
  for (let index = 0; index < ADDED_FILES; index++) sample.write(`src/many/f${String(index).padStart(4, '0')}.ts`, `export const v${index} = ${index};\n`);
  sample.write(LAST_FILE, 'export function stop(): void {\n  debugger;\n}\n');
  sample.git('add', '-A');
  sample.git('commit', '-q', '-m', 'many files');
  sample.headSha = sample.git('rev-parse', 'HEAD');
  return sample;
}

/** The large change as pull request `number` on a loopback GitHub, made once for a test file and removed after it. */
export function useLargePullRequest(number: number): { readonly sample: SampleChange; readonly server: FakeGitHub } {
  const made: { sample?: SampleChange; server?: FakeGitHub } = {};
  beforeAll(async () => {
    const sample = (made.sample = createLargeChange());
    made.server = await startGitHub(sample.root);
    made.server.addPullRequest({ number, base: { sha: sample.baseSha }, head: { sha: sample.headSha } });
  });
  afterAll(async () => {
    await made.server?.close();
    if (made.sample) rmSync(made.sample.root, { recursive: true, force: true });
  });
  return {
    get sample() {
      if (!made.sample) throw new Error('the change is made in beforeAll: use it inside a test');
      return made.sample;
    },
    get server() {
      if (!made.server) throw new Error('the loopback GitHub starts in beforeAll: use it inside a test');
      return made.server;
    },
  };
}
