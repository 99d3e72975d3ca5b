// One review of a small change against the real llama.cpp runtime (node-llama-cpp, installed on demand
// into the bench cache, never a dependency of the project) serving the GGUF that SEXTANT_BENCH_GGUF
// names, one slot with an 8k context, as `openai-compatible` with Sextant's defaults. Prints the
// wall time, the calls, prompt tokens evaluated vs read from the slot's cache (the prompt layout's
// effect on a local server), tokens generated, each agent's outcome, whether any step ran twice, and
// wall time ÷ the calls' own service times. The issue's target: every agent succeeds or fails for a
// reason of the model's own (never a queue timeout), no step re-run, and that ratio within 1.2.
//
//   SEXTANT_BENCH_GGUF="$(node bench/stand-in-gguf.mjs)" npm run bench
//   SEXTANT_BENCH_GGUF=~/models/qwen2.5-0.5b-instruct-q4_k_m.gguf npm exec -- node bench/llama-cpp-review.mjs
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { importFromCache, installIntoCache } from './bench-cache.mjs';
import { startLlamaCppServer } from './llama-cpp-server.mjs';
import { createChange, runCli } from './local-server.mjs';

/** The release whose prebuilt Linux, macOS and Windows binaries install from the registry with no compiler. */
const NODE_LLAMA_CPP = { 'node-llama-cpp': '3.21.1' };
const CONTEXT_TOKENS = 8_192;
const GGUF_VARIABLE = 'SEXTANT_BENCH_GGUF';
/**
 * llama.cpp's threads spin while they wait for each other: on a machine whose cores other work shares,
 * two threads on two cores ran 4–20× slower than one. SEXTANT_BENCH_THREADS gives more on a quiet machine.
 */
const THREADS = Number(process.env.SEXTANT_BENCH_THREADS) || 1;

const count = (value) => Math.round(value).toLocaleString('en-US');
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const plural = (total, noun) => `${count(total)} ${noun}${total === 1 ? '' : 's'}`;

export async function printLlamaCppBench() {
  console.log('');
  const modelPath = process.env[GGUF_VARIABLE];
  if (!modelPath) {
    console.log(`llama.cpp runtime: skipped (set ${GGUF_VARIABLE} to a GGUF file; ${GGUF_VARIABLE}="$(node bench/stand-in-gguf.mjs)" builds a stand-in)`);
    return;
  }
  if (!existsSync(modelPath)) throw new Error(`${GGUF_VARIABLE}: no file at ${modelPath}`);
  const { dir, installMs } = installIntoCache(NODE_LLAMA_CPP);
  const nodeLlamaCpp = await importFromCache(dir, 'node-llama-cpp');
  const modelName = basename(modelPath).replace(/\.gguf$/i, '');
  const server = await startLlamaCppServer({ nodeLlamaCpp, modelPath, contextTokens: CONTEXT_TOKENS, modelName, threads: THREADS });
  const { root, base } = createChange();
  try {
    const started = process.hrtime.bigint();
    const args = ['review', '--base', base, '--model', `openai-compatible:${modelName}`, '--base-url', server.url, '--format', 'json', '--fail-on', 'none'];
    const run = await runCli(args, { cwd: root, env: { ...process.env } });
    const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
    if (run.status !== 0 && run.status !== 3) throw new Error(`review exited with ${run.status}: ${run.stderr}`);
    const report = JSON.parse(run.stdout);
    const calls = server.calls;
    const served = calls.filter((call) => call.answeredMs !== undefined && call.startedMs !== undefined);
    const serviceMs = served.reduce((sum, call) => sum + (call.answeredMs - call.startedMs), 0);
    const promptTokens = calls.reduce((sum, call) => sum + (call.promptTokens ?? 0), 0);
    const cachedTokens = calls.reduce((sum, call) => sum + (call.cachedTokens ?? 0), 0);
    const generated = calls.reduce((sum, call) => sum + (call.completionTokens ?? 0), 0);
    const tally = (values) =>
      Object.entries(values.reduce((counts, value) => ({ ...counts, [value]: (counts[value] ?? 0) + 1 }), {}))
        .map(([value, total]) => `${value} ${total}`)
        .join(', ');
    const steps = readFileSync(join(root, '.sextant', report.session_id, 'session.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
      .filter((record) => record.event === 'STEP_START')
      .map((record) => record.step);
    const rerun = [...new Set(steps.filter((step, index) => steps.indexOf(step) !== index))];
    const progress = run.stderr.split('\n').find((line) => line.includes('model server'));
    console.log(
      `llama.cpp runtime (node-llama-cpp ${NODE_LLAMA_CPP['node-llama-cpp']}, ${basename(modelPath)}, 1 slot, ${count(CONTEXT_TOKENS)}-token context, ${plural(server.threads, 'thread')})`,
    );
    console.log(
      `  install                      ${installMs > 0 ? `${seconds(installMs)} (into the bench cache)` : 'already in the bench cache'}; model loaded in ${seconds(server.loadMs)}`,
    );
    if (progress) console.log(`  discovered                   ${progress.replace(/^.*?(model server)/, '$1').trim()}`);
    console.log(`  wall time                    ${seconds(wallMs)}, ${(wallMs / serviceMs).toFixed(2)} × the calls' own service time (${seconds(serviceMs)})`);
    console.log(
      `  calls                        ${calls.length} (${tally(calls.map((call) => `${call.caller}${call.repair ? ' (repair)' : ''}`))}); statuses ${tally(calls.map((call) => String(call.status ?? 'none')))}`,
    );
    console.log(`  finish reasons               ${tally(served.filter((call) => call.finishReason).map((call) => call.finishReason))}`);
    console.log(
      `  prompt tokens                ${count(promptTokens)}: ${count(promptTokens - cachedTokens)} evaluated, ${count(cachedTokens)} read from the slot's cache (${((100 * cachedTokens) / Math.max(1, promptTokens)).toFixed(0)}%)`,
    );
    console.log(`  generated tokens             ${count(generated)}`);
    console.log(
      `  the report's usage           ${count(report.usage.input_tokens)} input (${count(report.usage.cache_read_tokens)} cached), ${count(report.usage.output_tokens)} output`,
    );
    const outcomes = (report.review_iterations.at(-1)?.agents_results ?? []).map(
      (result) => `${result.agent} ${result.status === 'success' ? 'success' : `${result.status} (${String(result.error ?? '').slice(0, 60)})`}`,
    );
    console.log(`  agents                       ${outcomes.join('; ')}`);
    console.log(
      `  review                       status ${report.status}${report.summary.incomplete_reason ? ` (${report.summary.incomplete_reason})` : ''}, ${plural(report.findings.length, 'finding')}, ${plural(report.not_reviewed.length, 'file')} not reviewed`,
    );
    console.log(`  steps run twice              ${rerun.length === 0 ? 'none' : rerun.join(', ')}`);
  } finally {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await printLlamaCppBench();
