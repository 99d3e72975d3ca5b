import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ChangeSet } from '../diff/diff-model.js';
import type { ChangeStore } from '../orchestrator/review-ports.js';
import { writeFileAtomic } from './atomic-write.js';

/** `changes.json` in the session folder: the scoped change, written once by collect-context. */
export function createChangeStore(sessionDir: string): ChangeStore {
  const path = join(sessionDir, 'changes.json');
  return {
    save: (change) => writeFileAtomic(path, JSON.stringify(change)),
    load: async () => JSON.parse(await readFile(path, 'utf8')) as ChangeSet,
  };
}
