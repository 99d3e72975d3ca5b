import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Redact } from '../redact/create-redactor.js';

/** The session folder's report files. Returns the written file's path. */
export interface ArtifactStore {
  write(name: string, content: string): Promise<string>;
}

/**
 * The session folder's report files, each written as `redact` leaves it: whatever a renderer did to
 * the text (unescaping, removing characters), the file holds no secret. The files are meant to be
 * uploaded as artifacts and read by people who may not see the run's secrets.
 */
export function createArtifactStore(dir: string, redact: Redact): ArtifactStore {
  return {
    write: async (name, content) => {
      const path = join(dir, name);
      await writeFile(path, redact(content));
      return path;
    },
  };
}
