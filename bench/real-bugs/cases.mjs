// The cases: JSON Lines in the `sextant eval` dataset shape (repo, base_sha, head_sha, golden_comments), plus
// this bench's own fields (url, fix_sha, language, class, syntax_rule). The file is read with the eval command's
// own parser, bundled from src/eval/eval-dataset.ts, so a case the eval command would reject is rejected here too.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const SYNTAX_RULE = new Set(['yes', 'maybe', 'no']);
const SHA = /^[0-9a-f]{40}$/;

async function importEvalParser() {
  const bundled = await build({
    entryPoints: [join(root, 'src/eval/eval-dataset.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    write: false,
    logLevel: 'silent',
  });
  const folder = mkdtempSync(join(tmpdir(), 'sextant-real-bugs-parser-'));
  try {
    const file = join(folder, 'eval-dataset.mjs');
    writeFileSync(file, bundled.outputFiles[0].text);
    return await import(pathToFileURL(file).href);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * The cases in file order, and one message per case the eval parser or this bench rejects (the rest still
 * count). Each case keeps its raw fields and the eval parser's view of it (`golden`: body, file, line).
 */
export async function readCases(path) {
  const text = readFileSync(path, 'utf8');
  const { parseDataset } = await importEvalParser();
  const parsed = parseDataset(text, path);
  const problems = [...parsed.errors];
  const raw = text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      try {
        return JSON.parse(line);
      } catch {
        return undefined;
      }
    })
    .filter(Boolean);
  const byId = new Map(raw.map((item) => [String(item.id), item]));
  const cases = [];
  for (const item of parsed.items) {
    const own = byId.get(item.name);
    const missing = [];
    if (!own) missing.push('an "id"');
    else {
      if (!SHA.test(own.base_sha ?? '') || !SHA.test(own.head_sha ?? '')) missing.push('40-hex base_sha and head_sha');
      if (typeof own.url !== 'string' || !own.url.startsWith('https://github.com/')) missing.push('a GitHub "url"');
      if (!SYNTAX_RULE.has(own.syntax_rule)) missing.push('"syntax_rule" yes|maybe|no');
      if (typeof own.class !== 'string') missing.push('a "class"');
    }
    if (item.golden.length === 0 || item.golden.some((golden) => !golden.file || !golden.line)) missing.push('golden comments with file and line');
    if (missing.length > 0) {
      problems.push(`${path}: case ${item.name} needs ${missing.join(', ')}; skipped`);
      continue;
    }
    cases.push({ ...own, id: item.name, golden: item.golden });
  }
  return { cases, problems };
}
