/**
 * Event names in `session.jsonl` / `session.log`. They follow the seed coordinator's names, so logs of
 * earlier runs and the dashboards built on them keep working.
 */
export const LOG_EVENTS = [
  'REVIEW_START',
  'REVIEW_RESUMED',
  'REVIEW_CONTEXT_COLLECTED',
  /** The guidelines files read for the change, from where, and which were cut to the budget. */
  'REVIEW_GUIDELINES',
  'REVIEW_VERIFICATION_START',
  'REVIEW_VERIFICATION_END',
  'REVIEW_QUICK_SCAN_END',
  'ANALYZER_IMPORTED',
  /** LLM mode: the kind, risk and chosen agents of one batch of the change. */
  'REVIEW_CLASSIFIED',
  /** LLM mode: the definitions and callers from the repository sent with one batch (INVESTIGATE). */
  'REVIEW_CONTEXT_INVESTIGATED',
  /** LLM mode: a classification that went below the coverage floor or contradicted the files, and what was done instead. */
  'REVIEW_CLASSIFICATION_OVERRULED',
  /** LLM mode, self-hosted server: what it said of its context and slots, and the call limits that follow. */
  'MODEL_SERVER_LIMITS',
  /** LLM mode: a call too long for the server's context, split into smaller calls or listed as over budget. */
  'REVIEW_BATCH_SPLIT',
  /** LLM mode: a reply cut at the output limit, asked again on fewer files or for fewer findings. */
  'REVIEW_REPLY_TRUNCATED',
  'REVIEW_PARALLEL_START',
  'REVIEW_PARALLEL_END',
  'AGENT_SUCCESS',
  'AGENT_FAILURE',
  /** A model finding dropped because its file or line is not in the change. */
  'FINDING_UNANCHORED',
  /** LLM mode: the verification pass checked a batch's model findings (verify-findings). */
  'FINDINGS_VERIFIED',
  /** A model finding the verification pass dropped, with its reason. */
  'FINDING_DROPPED',
  /** LLM mode: a reviewer called an investigation tool (read_file, search, definition, callers): what it asked and got. */
  'MODEL_TOOL_CALL',
  /** LLM mode: the model server refused tool calls; the review used the fixed context. */
  'MODEL_TOOLS_UNSUPPORTED',
  'REVIEW_FIX_ITERATION',
  'REVIEW_CONVERGENCE',
  'REVIEW_REPORT_WRITTEN',
  'REPORT_FAILED',
  'REVIEW_PUBLISHED',
  'REVIEW_GATE',
  'REVIEW_COMPLETE',
  'REVIEW_FAILED',
  /** An error ended the run; the session log keeps its stack, the caller says it to the user once. */
  'RUN_ERROR',
  'STATE_RECOVERED',
  'STEP_START',
  'STEP_END',
  'STEP_ERROR',
  /** A free-form human progress line (`Logger.progress`). */
  'PROGRESS',
  'LLM_CALL',
  'COMMAND_RUN',
  'USER_EXIT',
] as const;

export type LogEvent = (typeof LOG_EVENTS)[number];
