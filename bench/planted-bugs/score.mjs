// Precision and recall of the static engine on the planted-bug set (bench/planted-bugs/), per class
// and overall. The scorer is TypeScript shared with the Jest suite, so it is bundled here first.
// Run on its own with `node bench/planted-bugs/score.mjs`; `npm run bench` includes it.
import { fileURLToPath, pathToFileURL } from 'node:url';
import { importTypeScript, scoreHeader, scoreRow } from '../import-typescript.mjs';

const folder = fileURLToPath(new URL('.', import.meta.url));

export async function printPlantedBugScores() {
  const { runPlantedBugs, REPORTED_CONFIDENCE } = await importTypeScript(`${folder}score-planted-bugs.ts`);
  const results = await runPlantedBugs(folder);
  const bugs = results.cases.filter((entry) => entry.kind === 'bug').length;
  console.log(`planted bugs (${bugs} bugs, ${results.cases.length - bugs} clean look-alikes; findings at confidence >= ${REPORTED_CONFIDENCE})`);
  console.log(scoreHeader());
  for (const [name, score] of results.byClass) console.log(scoreRow(name, score));
  console.log(scoreRow('overall', results.overall));
  for (const bug of results.missed) console.log(`  missed          ${bug.class} at ${bug.file}:${bug.line}`);
  for (const finding of results.falsePositives) console.log(`  false positive  ${finding.rule} (${finding.confidence}) at ${finding.file}:${finding.line}`);
  if (results.unscored.length > 0)
    console.log(
      `  ${results.unscored.length} findings of unscored rules (style, typing): ${[...new Set(results.unscored.map((finding) => finding.rule))].join(', ')}`,
    );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await printPlantedBugScores();
