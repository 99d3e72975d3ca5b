import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigurationError } from '../text/configuration-error.js';
import { fieldOf } from '../config/fields.js';
import { createReplayFetch } from '../eval/replay-fetch.js';
import { createUntimedFetch } from '../llm/create-untimed-fetch.js';
import { runEval } from '../eval/run-eval.js';
import type { EvalResult } from '../eval/run-eval.js';
import type { Scores } from '../eval/judge-findings.js';
import type { CliRuntime } from '../runtime.js';
import { joinFlagValues, UsageError } from './parse-cli-args.js';
import { redactCliOutput } from './redact-cli-output.js';

const EVAL_USAGE = `Usage: sextant eval --dataset <file> --model <provider:model> --judge <provider:model> [options]

Reviews every pull request of a dataset (base..head in a local clone), has a judge model match the
findings to the dataset's golden comments, and prints precision, recall and F1 per repository and overall.

Options:
  --dataset <file>         JSON or JSON Lines in the code-review-benchmark shape (repeatable)
  --repos <folder>         local clones, as <folder>/<owner>/<name> or <folder>/<name>
  --model <model>          the reviewing model, e.g. anthropic:claude-sonnet-4-5, or static
                           (the built-in engine, no key) as the baseline to compare with
  --base-url <url>         the reviewing model's endpoint
  --judge <model>          the judging model (any provider; key from the environment)
  --judge-base-url <url>   the judging model's endpoint
  --replay <folder>        record model replies there on the first run, replay them after
  --agents <list>          agents to run (default: all six)
  --min-confidence <0-100> drop findings below this confidence (default: 80)
  --min-required-agents <n>
                           fewer successful agents make a review incomplete (default: 4)
  --verify-findings <true|false>
                           check each finding with one more call per batch (default: true)
  --model-tools <auto|off> let the model read and search the repository (default: auto)
  --max-input-tokens <n>   prompt tokens per model call (default: 40000, less a local server's
                           context minus the reply)
  --max-output-tokens <n>  reply tokens per model call, at most (default: per task)
  --model-timeout <secs>   per model call once the server answers it (default: 300)
  --concurrency <n|auto>   parallel model calls (default: auto, a local server's slots, else 6)
  --format <format>        text | json (default: text)

Pull requests whose review or judgement fails are listed with the reason; the score covers the others.
Exit codes: 0 every pull request was evaluated, 2 usage error, 3 some could not be (each is listed).`;

/** Flags passed to each pull request's review as they are, checked there like `sextant review`'s. */
const REVIEW_FLAGS = [
  'agents',
  'min-confidence',
  'min-required-agents',
  'verify-findings',
  'model-tools',
  'max-input-tokens',
  'max-output-tokens',
  'model-timeout',
  'concurrency',
] as const;

/** What each of eval's value flags expects, for the one-line error when the value is missing or empty. */
const VALUE_FORMS: Readonly<Record<string, string>> = {
  dataset: 'a dataset file (JSON or JSON Lines)',
  repos: 'a folder of local clones',
  model: 'provider:model-id',
  judge: 'provider:model-id',
  'judge-base-url': 'an http(s) URL',
  replay: 'a folder',
  format: 'text | json',
  ...Object.fromEntries(['base-url', ...REVIEW_FLAGS].map((flag) => [flag, fieldOf(flag)?.expected ?? 'a value'])),
};

/** After a one-line usage error: where the whole usage is. */
const EVAL_HELP_HINT = "Run 'sextant eval --help' for the options.";

/** `sextant eval …`: returns the process exit code. */
export async function runEvalCommand(given: CliRuntime, argv: readonly string[]): Promise<number> {
  // Provider errors and dataset text reach the output: redacted on the way, as `sextant review`'s.
  const { runtime } = redactCliOutput(given);
  const fail = (message: string, code: number) => (runtime.stderr.write(`sextant: ${message}\n`), code);
  let values: Record<string, string | string[] | boolean | undefined>;
  let args: string[];
  try {
    args = joinFlagValues(argv, VALUE_FORMS);
  } catch (error) {
    if (error instanceof UsageError) return fail(`error: ${error.message}`, 2);
    throw error;
  }
  try {
    values = parseArgs({
      args,
      strict: true,
      options: {
        dataset: { type: 'string', multiple: true },
        repos: { type: 'string' },
        model: { type: 'string' },
        'base-url': { type: 'string' },
        judge: { type: 'string' },
        'judge-base-url': { type: 'string' },
        replay: { type: 'string' },
        agents: { type: 'string' },
        'min-confidence': { type: 'string' },
        'min-required-agents': { type: 'string' },
        'verify-findings': { type: 'string' },
        'model-tools': { type: 'string' },
        'max-input-tokens': { type: 'string' },
        'max-output-tokens': { type: 'string' },
        'model-timeout': { type: 'string' },
        concurrency: { type: 'string' },
        format: { type: 'string', default: 'text' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (error) {
    return fail(`error: ${(error as Error).message.split('\n')[0]?.replace(/\.$/, '')}\n${EVAL_HELP_HINT}`, 2);
  }
  if (values.help) return (runtime.stdout.write(`${EVAL_USAGE}\n`), 0);
  const datasets = (values.dataset as string[] | undefined) ?? [];
  const model = values.model as string | undefined;
  const judge = values.judge as string | undefined;
  const format = values.format as string;
  const missing = [datasets.length === 0 && '--dataset <file>', !model && '--model <provider:model>', !judge && '--judge <provider:model>'].filter(Boolean);
  if (missing.length > 0 || !model || !judge) return fail(`error: eval needs ${missing.join(', ')}\n${EVAL_HELP_HINT}`, 2);
  if (format !== 'text' && format !== 'json') return fail(`--format must be text or json for eval, got '${format}'`, 2);

  const replay = values.replay as string | undefined;
  // Recording goes over the fetch a self-hosted server needs (no 300 s wait limit of its own): model-timeout stays the only limit.
  const replayFetch = replay ? createReplayFetch(resolve(runtime.cwd, replay), createUntimedFetch()) : undefined;
  try {
    const [{ createLanguageModel }, { createReviewModel }] = await Promise.all([import('../llm/create-language-model.js'), import('../llm/review-model.js')]);
    const judgeKey = runtime.apiKey(judge);
    const judgeBaseUrl = values['judge-base-url'] as string | undefined;
    const resolved = await createLanguageModel({
      model: judge,
      ...(judgeKey ? { apiKey: judgeKey } : {}),
      ...(judgeBaseUrl ? { baseUrl: judgeBaseUrl } : {}),
      nodeVersion: process.versions.node,
      ...(replayFetch ? { fetch: replayFetch } : {}),
    });
    const judgeModel = createReviewModel({ resolved, timeoutMs: 300_000, maxRetries: 2, secrets: judgeKey ? [judgeKey] : [] });
    const result = await runEval({
      datasets,
      ...(values.repos ? { repos: values.repos as string } : {}),
      inputs: {
        model,
        'base-url': values['base-url'] as string | undefined,
        ...Object.fromEntries(REVIEW_FLAGS.map((flag) => [flag, values[flag] as string | undefined])),
      },
      judge: judgeModel,
      apiKey: runtime.apiKey,
      ...(replayFetch ? { fetch: replayFetch } : {}),
      cwd: runtime.cwd,
      context: runtime,
      progress: (line) => runtime.stderr.write(`sextant: eval: ${line}\n`),
    });
    for (const error of result.errors) runtime.stderr.write(`sextant: eval error: ${error}\n`);
    runtime.stdout.write(format === 'json' ? `${JSON.stringify(result, null, 2)}\n` : renderEvalText(result));
    return result.errors.length > 0 ? 3 : 0;
  } catch (error) {
    if (error instanceof ConfigurationError) return fail(error.message, 2);
    throw error;
  }
}

/** A table with its first column left-aligned and the others right-aligned. */
function renderTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((cells) => cells[column]?.length ?? 0)));
  const line = (cells: readonly string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ');
  return [line(header), ...rows.map(line)].join('\n');
}

/**
 * The scores as tables: one row per repository then the total; per agent, what it caught and what was
 * noise; what the review spent and where its agents failed; catches the review itself dropped.
 */
function renderEvalText(result: EvalResult): string {
  const scores = renderTable(
    ['repository', 'PRs', 'findings', 'golden', 'matched', 'precision', 'recall', 'F1'],
    [...result.repositories.map((entry) => row(entry.repo, entry)), row('overall', result.overall)],
  );
  const agents = Object.entries(result.agents).sort(([a], [b]) => a.localeCompare(b));
  const perAgent =
    agents.length > 0
      ? `\n\n${renderTable(
          ['agent', 'caught', 'noise'],
          agents.map(([agent, counts]) => [agent, String(counts.caught), String(counts.noise)]),
        )}`
      : '';
  const prs = result.pull_requests;
  const tokens = prs.reduce((sum, pr) => sum + pr.input_tokens + pr.output_tokens, 0);
  const costs = prs.map((pr) => pr.cost_estimate_usd);
  const cost = costs.some((value) => value === null) ? 'cost unknown' : `about $${costs.reduce((sum: number, value) => sum + (value ?? 0), 0).toFixed(4)}`;
  const failures = prs.flatMap((pr) => pr.failures.map((failure) => `${pr.repo} ${pr.name}: ${failure}`));
  const spent =
    tokens > 0
      ? `\n\nModel: ${tokens} tokens, ${cost}${failures.length > 0 ? `; failed agent calls:\n${failures.map((failure) => `  ${failure}`).join('\n')}` : ''}`
      : '';
  const lost =
    result.dropped_catches > 0
      ? `\n${result.dropped_catches} golden comment${result.dropped_catches === 1 ? '' : 's'} found by an agent and then dropped by the review (json output: dropped).`
      : '';
  const scored = result.pull_requests.length;
  const partial =
    result.failed.length > 0
      ? `\nPartial score: ${scored} of ${scored + result.failed.length} pull requests scored. Not scored:\n${result.failed.map((pr) => `  ${pr.repo} ${pr.name}: ${pr.reason}`).join('\n')}\n`
      : '';
  const errors = result.errors.length > 0 ? `\n${result.errors.length} could not be evaluated (listed on stderr).\n` : '';
  return `${scores}${perAgent}${spent}${lost}\n${partial}${errors}`;
}

function row(name: string, scores: Scores): string[] {
  const ratio = (value: number | null) => (value === null ? 'n/a' : value.toFixed(2));
  return [
    name,
    String(scores.pull_requests),
    String(scores.findings),
    String(scores.golden),
    String(scores.matched),
    ratio(scores.precision),
    ratio(scores.recall),
    ratio(scores.f1),
  ];
}
