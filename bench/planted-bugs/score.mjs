// Precision and recall of the static engine on the planted-bug set (bench/planted-bugs/), per class
// and overall. The scorer is TypeScript shared with the Jest suite, so it is bundled here first.
// Run on its own with `node bench/planted-bugs/score.mjs`; `npm run bench` includes it.
import { build } from 'esbuild';
import { fileURLToPath, pathToFileURL } from 'node:url';

const folder = fileURLToPath(new URL('.', import.meta.url));
// Inside node_modules so that the bundle resolves the installed grammars.
const outdir = fileURLToPath(new URL('../../node_modules/.cache/sextant-bench/', import.meta.url));

function row(label, score) {
  const ratio = (value) => value.toFixed(2).padStart(10);
  const count = (value) => String(value).padStart(5);
  return `  ${label.padEnd(22)}${ratio(score.precision)}${ratio(score.recall)}${count(score.truePositives)}${count(score.falsePositives)}${count(score.falseNegatives)}`;
}

export async function printPlantedBugScores() {
  await build({
    entryPoints: { 'score-planted-bugs': `${folder}score-planted-bugs.ts` },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    logLevel: 'warning',
    banner: { js: "import { createRequire as __benchCreateRequire } from 'node:module'; const require = __benchCreateRequire(import.meta.url);" },
  });
  const { runPlantedBugs, REPORTED_CONFIDENCE } = await import(pathToFileURL(`${outdir}score-planted-bugs.mjs`).href);
  const results = await runPlantedBugs(folder);
  const bugs = results.cases.filter((entry) => entry.kind === 'bug').length;
  console.log(`planted bugs (${bugs} bugs, ${results.cases.length - bugs} clean look-alikes; findings at confidence >= ${REPORTED_CONFIDENCE})`);
  console.log(`  ${''.padEnd(22)}${'precision'.padStart(10)}${'recall'.padStart(10)}${'TP'.padStart(5)}${'FP'.padStart(5)}${'FN'.padStart(5)}`);
  for (const [name, score] of results.byClass) console.log(row(name, score));
  console.log(row('overall', results.overall));
  for (const bug of results.missed) console.log(`  missed          ${bug.class} at ${bug.file}:${bug.line}`);
  for (const finding of results.falsePositives) console.log(`  false positive  ${finding.rule} (${finding.confidence}) at ${finding.file}:${finding.line}`);
  if (results.unscored.length > 0) console.log(`  ${results.unscored.length} findings of unscored rules (style, typing): ${[...new Set(results.unscored.map((finding) => finding.rule))].join(', ')}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await printPlantedBugScores();
