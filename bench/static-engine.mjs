// The static engine on its own: precision and recall on the labelled corpus (__tests__/corpus/) per
// agent, per language and overall, and the scan time of large single files. The scorer is TypeScript
// shared with the Jest suite, so both entries are bundled here first.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// Inside node_modules so that the bundle resolves the installed grammars.
const outdir = fileURLToPath(new URL('../node_modules/.cache/sextant-bench/', import.meta.url));

function row(label, score) {
  const ratio = (value) => value.toFixed(2).padStart(9);
  const count = (value) => String(value).padStart(5);
  return `  ${label.padEnd(24)}${ratio(score.precision)}${ratio(score.recall)}${count(score.truePositives)}${count(score.falsePositives)}${count(score.falseNegatives)}`;
}

export async function printStaticEngineScores() {
  await build({
    entryPoints: { 'score-corpus': `${root}__tests__/support/score-corpus.ts`, 'large-files': `${root}bench/large-files.ts` },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    logLevel: 'warning',
    banner: { js: "import { createRequire as __benchCreateRequire } from 'node:module'; const require = __benchCreateRequire(import.meta.url);" },
  });
  const { scanLargeFiles } = await import(`${outdir}large-files.mjs`);
  console.log('large single files (every line changed)');
  for (const file of await scanLargeFiles()) {
    console.log(`  ${file.path.padEnd(16)} ${String(file.lines).padStart(6)} lines ${file.milliseconds.toFixed(0).padStart(6)} ms ${String(file.findings).padStart(6)} findings`);
  }
  const { describeMisses, readCorpus, runCorpus, scoreResults, REPORTED_CONFIDENCE } = await import(`${outdir}score-corpus.mjs`);
  const cases = readCorpus(`${root}__tests__/corpus`);
  const started = process.hrtime.bigint();
  const results = await runCorpus(cases);
  const elapsedMs = Number(process.hrtime.bigint() - started) / 1e6;
  const { overall, byAgent, byLanguage } = scoreResults(results);
  const perLanguage = [...byLanguage.keys()].map((language) => `${language} ${cases.filter((entry) => entry.language === language).length}`);
  console.log(`labelled corpus (${cases.length} changes: ${perLanguage.join(', ')}; findings at confidence >= ${REPORTED_CONFIDENCE})`);
  console.log(`  ${''.padEnd(24)}${'precision'.padStart(9)}${'recall'.padStart(9)}${'TP'.padStart(5)}${'FP'.padStart(5)}${'FN'.padStart(5)}`);
  for (const [agent, score] of byAgent) console.log(row(agent, score));
  for (const [language, score] of byLanguage) console.log(row(language, score));
  console.log(row('overall', overall));
  console.log(`  corpus scan time ${elapsedMs.toFixed(0)} ms`);
  const misses = describeMisses(results);
  if (misses.length > 0) console.log(`disagreements with the labels (${misses.length})\n${misses.map((line) => `  ${line}`).join('\n')}`);
}
