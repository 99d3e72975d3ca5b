import type { ReviewerName } from '../findings/agent-names.js';
import type { AnalyzerSetting } from '../analyzers/analyzer-setting.js';
import type { AgentOverride, CustomAgent } from './agent-settings.js';
import type { Severity } from '../findings/finding.js';

export type Mode = 'auto' | 'full' | 'analyze' | 'publish';
export type FixMode = 'off' | 'suggest' | 'commit';
export type FailOn = Severity | 'none';
export type LogLevel = 'info' | 'debug';

/** Every knob of a run, parsed once (see parse-settings.ts); the rest of the code only reads this. */
export interface Settings {
  githubToken?: string;
  /** `static` or `provider:model-id`. */
  model: string;
  apiKey?: string;
  baseUrl?: string;
  mode: Mode;
  prNumber?: number;
  agents: ReviewerName[];
  failOn: FailOn;
  minConfidence: number;
  minRequiredAgents: number;
  maxReviewIterations: number;
  fix: FixMode;
  testCommand?: string;
  lintCommand?: string;
  typecheckCommand?: string;
  include: string[];
  exclude: string[];
  maxComments: number;
  /** Parallel model calls; `auto` follows the server's slots when it says how many it has. */
  concurrency: number | 'auto';
  configFile: string;
  logLevel: LogLevel;
  /** Run verification commands even under pull_request_target/workflow_run (DESIGN §4). */
  allowUnsafeCheckout: boolean;
  /** Seconds each verification command may run before its process tree is killed. */
  commandTimeout: number;
  /** A check already failing before the review: note it and go on, or stop the run. */
  onVerificationFailure: 'continue' | 'stop';
  /** A changed source file nothing could read (too large, binary, no patch …): the review is incomplete (`fail`), or partial with a warning (`warn`). */
  onUnreviewed: 'fail' | 'warn';
  /** Run verification commands that look dangerous (installs, sudo, curl | sh …). */
  allowRiskyCommands: boolean;
  /** Review draft pull requests too (by default they are skipped until ready for review). */
  reviewDrafts: boolean;
  /** Show `info` findings in the text output, summaries, PR comments and annotations (they are always in JSON and SARIF). */
  showInfo: boolean;
  /** `mode: analyze` writes its bundle here; `mode: publish` reads it (relative to the workspace). */
  bundlePath: string;
  /** Per-rule configuration of the static engine (config file only). */
  rules: Record<string, RuleSetting>;
  /** Prompt tokens one model call may carry; larger changes are split into batches. */
  maxInputTokens: number;
  /**
   * Reply tokens one model call may ask for, and what the prompt budget keeps free for the reply;
   * undefined: each task's own (8,192 for a review), within a quarter of a self-hosted server's context.
   */
  maxOutputTokens?: number;
  /** Check each model finding against the code with one more call per batch before posting (model runs only). */
  verifyFindings: boolean;
  /** `auto`: a model that supports tool calls may read, search and look up the repository while it reviews; `off`: the fixed context only. */
  modelTools: 'auto' | 'off';
  /** Rounds of tool calls one agent call may make before it must answer. */
  modelToolRounds: number;
  /** Tokens of tool results one agent call may receive. */
  modelToolTokens: number;
  /** Seconds one model call may take, retries and the repair attempt included. */
  modelTimeout: number;
  /** Reviewers defined in the config file, run by model like the six. */
  customAgents: CustomAgent[];
  /** Per-agent instructions, confidence threshold and fixability (config file only). */
  agentOverrides: Record<string, AgentOverride>;
  /** 👎 on Sextant's comments of one rule that mute it in this repository (0: never). */
  muteAfterThumbsDown: number;
  /** A rule with more 👍 than this is never muted. */
  muteMaxThumbsUp: number;
  /** How many days of reactions count. */
  feedbackDays: number;
  /** Rules that stay on whatever the reactions say. */
  unmuteRules: string[];
  /** Guidelines files the model reviewers follow: found in the tree (`auto`), none (`off`), or these paths. */
  guidelines: 'auto' | 'off' | string[];
  /** Instructions (and static rules turned off) for the files some globs match (config file only). */
  pathInstructions: PathInstruction[];
  /** Open the summary and the HTML report with "What changed": a line per changed file (config file only). */
  walkthrough: boolean;
  /** Sessions kept in the sessions folder; the oldest beyond this are deleted when a review starts. */
  keepSessions: number;
  /** The repository's own linters and scanners whose reports become findings (config file only). */
  analyzers: AnalyzerSetting[];
  /** Globs of analyzer reports written by earlier steps (action input, CLI flag): imported with the `added` filter. */
  analyzerReports: string[];
  /** A comment addressed to Sextant starts with one of these (`@sextant`, `/sextant`). */
  commandPrefix: string[];
  /** Answers a model may write on one pull request within an hour (0: answers from the rules' documentation only). */
  maxAnswersPerHour: number;
}

export interface RuleSetting {
  enabled: boolean;
  severity?: Severity;
  /** Globs the rule is limited to. */
  paths?: string[];
}

/** `path-instructions` entry: what the reviewers (all, or `agents`) should know about the files `paths` match. */
export interface PathInstruction {
  paths: string[];
  instructions?: string;
  /** Only these reviewers get the instructions; all when absent. */
  agents?: string[];
  /** Static rules turned off for these paths. */
  rules?: Record<string, 'off'>;
}
