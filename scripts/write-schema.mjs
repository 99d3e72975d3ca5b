// Writes sextant.schema.json from the settings schema (src/config/config-file-schema.ts). The module is
// bundled first, since Node does not resolve the `.js` suffixes the TypeScript sources import.
import { build } from 'esbuild';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const folder = await mkdtemp(join(tmpdir(), 'sextant-schema-'));
try {
  const outfile = join(folder, 'config-file-schema.mjs');
  await build({ entryPoints: ['src/config/config-file-schema.ts'], outfile, bundle: true, format: 'esm', platform: 'node', logLevel: 'warning' });
  const { renderConfigFileJsonSchema, SCHEMA_FILE } = await import(pathToFileURL(outfile).href);
  await writeFile(SCHEMA_FILE, renderConfigFileJsonSchema());
  console.log(`wrote ${SCHEMA_FILE}`);
} finally {
  await rm(folder, { recursive: true, force: true });
}
