// The static engine on its own: precision and recall on the labelled corpus (__tests__/corpus/) per
// agent, per language and overall, and the scan time of large single files. The scorer is TypeScript
// shared with the Jest suite, so both entries are bundled here first.
import { fileURLToPath } from 'node:url';
import { importTypeScript, scoreHeader, scoreRow } from './import-typescript.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

export async function printStaticEngineScores() {
  const { scanLargeFiles } = await importTypeScript(`${root}bench/large-files.ts`);
  console.log('large single files (every line changed)');
  for (const file of await scanLargeFiles()) {
    console.log(
      `  ${file.path.padEnd(16)} ${String(file.lines).padStart(6)} lines ${file.milliseconds.toFixed(0).padStart(6)} ms ${String(file.findings).padStart(6)} findings`,
    );
  }
  const { describeMisses, readCorpus, runCorpus, scoreResults, REPORTED_CONFIDENCE } = await importTypeScript(`${root}__tests__/support/score-corpus.ts`);
  const cases = readCorpus(`${root}__tests__/corpus`);
  const started = process.hrtime.bigint();
  const results = await runCorpus(cases);
  const elapsedMs = Number(process.hrtime.bigint() - started) / 1e6;
  const { overall, byAgent, byLanguage } = scoreResults(results);
  const perLanguage = [...byLanguage.keys()].map((language) => `${language} ${cases.filter((entry) => entry.language === language).length}`);
  console.log(`labelled corpus (${cases.length} changes: ${perLanguage.join(', ')}; findings at confidence >= ${REPORTED_CONFIDENCE})`);
  console.log(scoreHeader());
  for (const [agent, score] of byAgent) console.log(scoreRow(agent, score));
  for (const [language, score] of byLanguage) console.log(scoreRow(language, score));
  console.log(scoreRow('overall', overall));
  console.log(`  corpus scan time ${elapsedMs.toFixed(0)} ms`);
  const misses = describeMisses(results);
  if (misses.length > 0) console.log(`disagreements with the labels (${misses.length})\n${misses.map((line) => `  ${line}`).join('\n')}`);
}
