import { z } from 'zod';
import { AGENT_NAMES, ReviewerNameSchema } from '../findings/agent-names.js';
import { SEVERITIES } from '../findings/finding.js';
import { integer, list, severity, text } from './value-schemas.js';

export interface Field {
  /** The key of `Settings` the value goes to. */
  name: string;
  schema: z.ZodType;
  expected: string;
  /** False for secrets and for what only the workflow may decide (where the key goes, which config file). */
  inConfigFile: boolean;
  /** A list of path globs: each is checked to be one. */
  globs?: true;
}

/** Every setting by its public name; sextant.schema.json is generated from the ones a config file may set. */
export const FIELDS = {
  'github-token': { name: 'githubToken', schema: text, expected: 'a GitHub token', inConfigFile: false },
  model: {
    name: 'model',
    schema: z
      .string()
      .trim()
      .regex(/^(static|(anthropic|openai|google|openai-compatible):\S+)$/),
    expected: "'static' or 'provider:model-id' with provider anthropic, openai, google or openai-compatible",
    inConfigFile: true,
  },
  'api-key': { name: 'apiKey', schema: text, expected: 'a provider API key', inConfigFile: false },
  'base-url': { name: 'baseUrl', schema: z.url(), expected: 'an http(s) URL', inConfigFile: false },
  mode: { name: 'mode', schema: z.enum(['auto', 'full', 'analyze', 'publish']), expected: 'auto, full, analyze or publish', inConfigFile: false },
  'pr-number': { name: 'prNumber', schema: integer(1, Number.MAX_SAFE_INTEGER), expected: 'a positive pull-request number', inConfigFile: false },
  agents: {
    name: 'agents',
    // Names are checked once the config file's custom agents are known (see knownAgents below).
    schema: list.pipe(z.array(ReviewerNameSchema).min(1)),
    expected: `a comma-separated list of: ${AGENT_NAMES.join(', ')} or custom agents`,
    inConfigFile: true,
  },
  'fail-on': { name: 'failOn', schema: severity([...SEVERITIES, 'none']), expected: `one of ${[...SEVERITIES, 'none'].join(', ')}`, inConfigFile: true },
  'min-confidence': { name: 'minConfidence', schema: integer(0, 100), expected: 'an integer from 0 to 100', inConfigFile: true },
  'min-required-agents': {
    name: 'minRequiredAgents',
    schema: integer(0, AGENT_NAMES.length),
    expected: `an integer from 0 to ${AGENT_NAMES.length}`,
    inConfigFile: true,
  },
  'max-review-iterations': { name: 'maxReviewIterations', schema: integer(1, 10), expected: 'an integer from 1 to 10', inConfigFile: true },
  fix: { name: 'fix', schema: z.enum(['off', 'suggest', 'commit']), expected: 'off, suggest or commit', inConfigFile: true },
  'test-command': { name: 'testCommand', schema: text, expected: 'a shell command', inConfigFile: true },
  'lint-command': { name: 'lintCommand', schema: text, expected: 'a shell command', inConfigFile: true },
  'typecheck-command': { name: 'typecheckCommand', schema: text, expected: 'a shell command', inConfigFile: true },
  include: { name: 'include', schema: list, expected: 'a list of path globs', inConfigFile: true, globs: true },
  exclude: { name: 'exclude', schema: list, expected: 'a list of path globs', inConfigFile: true, globs: true },
  // GitHub accepts more, but a review with more inline comments than this is noise.
  'max-comments': { name: 'maxComments', schema: integer(0, 100), expected: 'an integer from 0 to 100', inConfigFile: true },
  // auto: as many calls as a local server has slots (llama.cpp /props), else DEFAULT_CONCURRENCY.
  concurrency: { name: 'concurrency', schema: z.union([z.literal('auto'), integer(1, 32)]), expected: "'auto' or an integer from 1 to 32", inConfigFile: true },
  'config-file': { name: 'configFile', schema: text, expected: 'a repository-relative path', inConfigFile: false },
  'command-timeout': { name: 'commandTimeout', schema: integer(1, 7_200), expected: 'seconds, from 1 to 7200', inConfigFile: true },
  'on-verification-failure': {
    name: 'onVerificationFailure',
    schema: z.enum(['continue', 'stop']),
    expected: 'continue or stop',
    inConfigFile: true,
  },
  // A file the review could not read is a gap in the verdict: failing is the default, accepting it a choice.
  'on-unreviewed': {
    name: 'onUnreviewed',
    schema: z.enum(['fail', 'warn']),
    expected: 'fail or warn',
    inConfigFile: true,
  },
  // Workflow-only: a config file must not be able to approve its own dangerous commands.
  'allow-risky-commands': {
    name: 'allowRiskyCommands',
    schema: z.enum(['true', 'false']).transform((value) => value === 'true'),
    expected: 'true or false',
    inConfigFile: false,
  },
  'allow-unsafe-checkout': {
    name: 'allowUnsafeCheckout',
    schema: z.enum(['true', 'false']).transform((value) => value === 'true'),
    expected: 'true or false',
    inConfigFile: false,
  },
  // A local model with an 8k context needs a smaller budget; 40k keeps six agents' prompts affordable.
  'max-input-tokens': {
    name: 'maxInputTokens',
    schema: integer(4_000, 1_000_000),
    expected: 'an integer from 4000 to 1000000',
    inConfigFile: true,
  },
  // Small local models write slowly: a shorter reply budget leaves more of a small context to the prompt.
  'max-output-tokens': {
    name: 'maxOutputTokens',
    schema: integer(256, 65_536),
    expected: 'an integer from 256 to 65536',
    inConfigFile: true,
  },
  // One more model call per batch buys precision; off trades it for speed and cost. No effect in static mode.
  'verify-findings': {
    name: 'verifyFindings',
    schema: z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]),
    expected: 'true or false',
    inConfigFile: true,
  },
  // A model that can look up what it was not shown guesses less; off keeps every call to the fixed context.
  'model-tools': { name: 'modelTools', schema: z.enum(['auto', 'off']), expected: 'auto or off', inConfigFile: true },
  'model-tool-rounds': { name: 'modelToolRounds', schema: integer(1, 20), expected: 'an integer from 1 to 20', inConfigFile: true },
  'model-tool-tokens': { name: 'modelToolTokens', schema: integer(1_000, 200_000), expected: 'an integer from 1000 to 200000', inConfigFile: true },
  'model-timeout': { name: 'modelTimeout', schema: integer(1, 3_600), expected: 'seconds, from 1 to 3600', inConfigFile: true },
  'log-level': { name: 'logLevel', schema: z.enum(['info', 'debug']), expected: 'info or debug', inConfigFile: true },
  'review-drafts': {
    name: 'reviewDrafts',
    schema: z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]),
    expected: 'true or false',
    inConfigFile: true,
  },
  // Info findings (style: length, nesting, duplication) stay in the JSON and SARIF reports either way.
  'show-info': {
    name: 'showInfo',
    schema: z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]),
    expected: 'true or false',
    inConfigFile: true,
  },
  // Learning from reactions: GitHub holds the votes, so these are all the state there is.
  'mute-after-thumbs-down': {
    name: 'muteAfterThumbsDown',
    schema: integer(0, 1_000),
    expected: 'an integer from 0 (never mute) to 1000',
    inConfigFile: true,
  },
  'mute-max-thumbs-up': { name: 'muteMaxThumbsUp', schema: integer(0, 1_000), expected: 'an integer from 0 to 1000', inConfigFile: true },
  'feedback-days': { name: 'feedbackDays', schema: integer(1, 365), expected: 'days, from 1 to 365', inConfigFile: true },
  'unmute-rules': { name: 'unmuteRules', schema: list, expected: 'a list of rule ids', inConfigFile: true },
  // Workflow-only: where the analyze job leaves its bundle and the publish job finds it.
  'bundle-path': { name: 'bundlePath', schema: text, expected: 'a path relative to the workspace', inConfigFile: false },
  'keep-sessions': { name: 'keepSessions', schema: integer(1, 10_000), expected: 'an integer from 1 to 10000', inConfigFile: true },
  // Workflow-only: the steps before Sextant decide which reports they write; the config file has `analyzers:`.
  'analyzer-reports': { name: 'analyzerReports', schema: list, expected: 'a list of globs of report files', inConfigFile: false, globs: true },
  // A word a person types at the start of a comment: no spaces, nothing markdown or HTML would read.
  'command-prefix': {
    name: 'commandPrefix',
    schema: list.pipe(z.array(z.string().regex(/^[@/!]?[A-Za-z0-9][A-Za-z0-9._-]{0,38}$/)).min(1)),
    expected: 'a comma-separated list of command prefixes, such as @sextant, /sextant',
    inConfigFile: true,
  },
  // Each answer is a model call someone else's comment asked for: the cap bounds what a busy thread costs.
  'max-answers-per-hour': {
    name: 'maxAnswersPerHour',
    schema: integer(0, 1_000),
    expected: 'an integer from 0 (no model answers) to 1000',
    inConfigFile: true,
  },
} as const satisfies Readonly<Record<string, Field>>;

/** The field of a public setting name: FIELDS looked up by a name read at run time. */
export function fieldOf(key: string): (typeof FIELDS)[keyof typeof FIELDS] | undefined {
  const fields: Readonly<Record<string, (typeof FIELDS)[keyof typeof FIELDS]>> = FIELDS;
  return fields[key];
}
