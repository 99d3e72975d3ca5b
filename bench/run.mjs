// `npm run bench`: wall time and peak memory of the bundled CLI reviewing a 2,000-file, ~100,000-line change,
// then side by side with ast-grep, ESLint and Biome, cold start, growth to 300k lines and the cost of unchanged lines,
// then, when SEXTANT_BENCH_NATIVE names a folder of native tree-sitter and ast-grep bindings, parsing and queries on them against WebAssembly,
// then the static engine alone: large single files, and precision and recall on the labelled corpus and the planted bugs,
// and beside them the sealed planted-bug set the rule authors did not write (totals only);
// then the LLM review's parallelism and prompt-cache savings against a loopback model server, the share of needed definitions the
// fixed context sends on small synthetic repositories, and a review on a one-slot local server;
// then, when SEXTANT_BENCH_GGUF names a model file, a review against the real llama.cpp runtime serving it;
// then the GitHub writes each review run makes, against the loopback GitHub API;
// then an analyzer report of thousands of results on one line, merged one comment per problem;
// then redaction, comment stripping and markdown escaping on 1 MB adversarial single lines;
// then, when clones of its repositories are at hand, the static engine on real commits of public projects,
// and on commits that introduced bugs those projects later fixed (with other tools side by side when installed),
// then the sealed held-out set of such commits beside it (totals only),
// and how much of the code those bugs' functions call reaches the model, with the fixed context and with the model tools.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { printStaticEngineScores } from './static-engine.mjs';
import { printPlantedBugScores } from './planted-bugs/score.mjs';
import { printHeldOutPlanted } from './planted-held-out/run.mjs';
import { createLargeChange } from './large-change.mjs';
import { printAdversarialChange } from './adversarial-change.mjs';
import { printHostileReport } from './hostile-report.mjs';
import { printModelReviewBench } from './model-review.mjs';
import { printSyntheticContextBench } from './context-bench.mjs';
import { printLocalServerBench } from './local-server.mjs';
import { printLlamaCppBench } from './llama-cpp-review.mjs';
import { printGitHubWrites } from './github-writes.mjs';
import { printLinearText } from './linear-text.mjs';
import { printRealCommits } from './real-commits/print-real-commits.mjs';
import { printRealBugs } from './real-bugs/print-real-bugs.mjs';
import { printHeldOut } from './held-out/run.mjs';
import { printRealContext } from './context/print-context.mjs';
import { printPeers } from './peers.mjs';
import { printNativeEngine } from './native-engine.mjs';

const cli = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
const measure = fileURLToPath(new URL('./measure-peak-memory.mjs', import.meta.url));

const { root, base } = createLargeChange();
try {
  const started = process.hrtime.bigint();
  const run = spawnSync(process.execPath, ['--import', measure, cli, 'review', '--base', base, '--format', 'json'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 1 << 30,
  });
  const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
  const peakKb = Number(/SEXTANT_BENCH_MAX_RSS_KB=(\d+)/.exec(run.stderr)?.[1] ?? NaN);
  if (run.status !== 0 && run.status !== 1) {
    console.error(run.stderr);
    throw new Error(`review exited with ${run.status}`);
  }
  const report = JSON.parse(run.stdout);
  const skipped = {};
  for (const entry of report.not_reviewed) skipped[entry.reason] = (skipped[entry.reason] ?? 0) + 1;
  console.log('large change (2,000 files, ~100,000 changed lines)');
  console.log(`  wall time        ${(wallMs / 1000).toFixed(2)} s`);
  console.log(`  peak memory      ${(peakKb / 1024).toFixed(0)} MiB (max RSS)`);
  console.log(`  status           ${report.status}`);
  console.log(`  files reviewed   ${report.summary.files_reviewed} (${report.summary.lines_reviewed} changed lines)`);
  console.log(`  findings         ${report.findings.length}`);
  console.log(`  not reviewed     ${report.not_reviewed.length} ${JSON.stringify(skipped)}`);
} finally {
  rmSync(root, { recursive: true, force: true });
}

await printPeers();
await printNativeEngine();
printAdversarialChange();
printHostileReport();
await printStaticEngineScores();
await printPlantedBugScores();
await printHeldOutPlanted();
await printModelReviewBench();
await printSyntheticContextBench();
await printLocalServerBench();
await printLlamaCppBench();
await printGitHubWrites();
await printLinearText();
printRealCommits();
printRealBugs();
printHeldOut();
printRealContext();
