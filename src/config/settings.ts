import { z } from 'zod';
import { ReviewerNameSchema } from '../findings/agent-names.js';
import { AnalyzerSettingSchema } from '../analyzers/analyzer-setting.js';
import { AgentOverrideSchema, CustomAgentSchema } from './agent-settings.js';
import { FIELDS } from './fields.js';
import { RuleSettingSchema } from './rule-setting.js';
import { list, text } from './value-schemas.js';

/** `guidelines:` auto (find them), off, or the repository-relative paths of the files to follow. */
export const GuidelinesSchema = z.union([
  z.enum(['auto', 'off']),
  z
    .array(
      z
        .string()
        .trim()
        .min(1)
        .refine((path) => !path.startsWith('/') && !path.split('/').includes('..'), 'a repository-relative path'),
    )
    .min(1),
]);

/** `path-instructions` entry: what the reviewers (all, or `agents`) should know about the files `paths` match. */
export const PathInstructionEntry = z
  .object({
    paths: list.pipe(z.array(z.string()).min(1)),
    instructions: text.optional(),
    /** Only these reviewers get the instructions; all when absent. */
    agents: list.pipe(z.array(ReviewerNameSchema).min(1)).optional(),
    /** Static rules turned off for these paths. */
    rules: z.record(z.string(), z.literal('off')).optional(),
  })
  .strict()
  .refine((entry) => entry.instructions !== undefined || entry.rules !== undefined, 'instructions or rules');

/**
 * Every knob of a run, parsed once (see parse-settings.ts); the rest of the code only reads what it gives.
 * Each key holds the schema its value is read with, so the `Settings` type is what those schemas give.
 */
export const SettingsSchema = z.object({
  githubToken: FIELDS['github-token'].schema.optional(),
  /** `static` or `provider:model-id`. */
  model: FIELDS.model.schema,
  apiKey: FIELDS['api-key'].schema.optional(),
  baseUrl: FIELDS['base-url'].schema.optional(),
  mode: FIELDS.mode.schema,
  prNumber: FIELDS['pr-number'].schema.optional(),
  agents: FIELDS.agents.schema,
  failOn: FIELDS['fail-on'].schema,
  minConfidence: FIELDS['min-confidence'].schema,
  minRequiredAgents: FIELDS['min-required-agents'].schema,
  maxReviewIterations: FIELDS['max-review-iterations'].schema,
  fix: FIELDS.fix.schema,
  testCommand: FIELDS['test-command'].schema.optional(),
  lintCommand: FIELDS['lint-command'].schema.optional(),
  typecheckCommand: FIELDS['typecheck-command'].schema.optional(),
  include: FIELDS.include.schema,
  exclude: FIELDS.exclude.schema,
  maxComments: FIELDS['max-comments'].schema,
  /** Parallel model calls; `auto` follows the server's slots when it says how many it has. */
  concurrency: FIELDS.concurrency.schema,
  configFile: FIELDS['config-file'].schema,
  logLevel: FIELDS['log-level'].schema,
  /** Run verification commands even under pull_request_target/workflow_run (DESIGN §4). */
  allowUnsafeCheckout: FIELDS['allow-unsafe-checkout'].schema,
  /** Seconds each verification command may run before its process tree is killed. */
  commandTimeout: FIELDS['command-timeout'].schema,
  /** A check already failing before the review: note it and go on, or stop the run. */
  onVerificationFailure: FIELDS['on-verification-failure'].schema,
  /** A changed source file nothing could read (too large, binary, no patch …): the review is incomplete (`fail`), or partial with a warning (`warn`). */
  onUnreviewed: FIELDS['on-unreviewed'].schema,
  /** Run verification commands that look dangerous (installs, sudo, curl | sh …). */
  allowRiskyCommands: FIELDS['allow-risky-commands'].schema,
  /** Review draft pull requests too (by default they are skipped until ready for review). */
  reviewDrafts: FIELDS['review-drafts'].schema,
  /** Show `info` findings in the text output, summaries, PR comments and annotations (they are always in JSON and SARIF). */
  showInfo: FIELDS['show-info'].schema,
  /** `mode: analyze` writes its bundle here; `mode: publish` reads it (relative to the workspace). */
  bundlePath: FIELDS['bundle-path'].schema,
  /** Per-rule configuration of the static engine (config file only). */
  rules: z.record(z.string(), RuleSettingSchema),
  /** Prompt tokens one model call may carry; larger changes are split into batches. */
  maxInputTokens: FIELDS['max-input-tokens'].schema,
  /**
   * Reply tokens one model call may ask for, and what the prompt budget keeps free for the reply;
   * undefined: each task's own (8,192 for a review), within a quarter of a self-hosted server's context.
   */
  maxOutputTokens: FIELDS['max-output-tokens'].schema.optional(),
  /** Check each model finding against the code with one more call per batch before posting (model runs only). */
  verifyFindings: FIELDS['verify-findings'].schema,
  /** `auto`: a model that supports tool calls may read, search and look up the repository while it reviews; `off`: the fixed context only. */
  modelTools: FIELDS['model-tools'].schema,
  /** Rounds of tool calls one agent call may make before it must answer. */
  modelToolRounds: FIELDS['model-tool-rounds'].schema,
  /** Tokens of tool results one agent call may receive. */
  modelToolTokens: FIELDS['model-tool-tokens'].schema,
  /** Seconds one model call may take, retries and the repair attempt included. */
  modelTimeout: FIELDS['model-timeout'].schema,
  /** Reviewers defined in the config file, run by model like the six. */
  customAgents: z.array(CustomAgentSchema),
  /** Per-agent instructions, confidence threshold and fixability (config file only). */
  agentOverrides: z.record(z.string(), AgentOverrideSchema),
  /** 👎 on Sextant's comments of one rule that mute it in this repository (0: never). */
  muteAfterThumbsDown: FIELDS['mute-after-thumbs-down'].schema,
  /** A rule with more 👍 than this is never muted. */
  muteMaxThumbsUp: FIELDS['mute-max-thumbs-up'].schema,
  /** How many days of reactions count. */
  feedbackDays: FIELDS['feedback-days'].schema,
  /** Rules that stay on whatever the reactions say. */
  unmuteRules: FIELDS['unmute-rules'].schema,
  /** Guidelines files the model reviewers follow: found in the tree (`auto`), none (`off`), or these paths. */
  guidelines: GuidelinesSchema,
  /** Instructions (and static rules turned off) for the files some globs match (config file only). */
  pathInstructions: z.array(PathInstructionEntry),
  /** Open the summary and the HTML report with "What changed": a line per changed file (config file only). */
  walkthrough: z.boolean(),
  /** Sessions kept in the sessions folder; the oldest beyond this are deleted when a review starts. */
  keepSessions: FIELDS['keep-sessions'].schema,
  /** The repository's own linters and scanners whose reports become findings (config file only). */
  analyzers: z.array(AnalyzerSettingSchema),
  /** Globs of analyzer reports written by earlier steps (action input, CLI flag): imported with the `added` filter. */
  analyzerReports: FIELDS['analyzer-reports'].schema,
  /** A comment addressed to Sextant starts with one of these (`@sextant`, `/sextant`). */
  commandPrefix: FIELDS['command-prefix'].schema,
  /** Answers a model may write on one pull request within an hour (0: answers from the rules' documentation only). */
  maxAnswersPerHour: FIELDS['max-answers-per-hour'].schema,
});

export type Settings = z.output<typeof SettingsSchema>;
export type Mode = Settings['mode'];
export type FixMode = Settings['fix'];
export type FailOn = Settings['failOn'];
export type LogLevel = Settings['logLevel'];
export type PathInstruction = Settings['pathInstructions'][number];
