import type { LoopbackLlm } from './loopback-llm.js';
import { createLlmChange } from './llm-change.js';
import type { TempGitRepo } from './temp-git-repo.js';

/** A helper the change calls, in a module the prompt does not show in full: its guard is what the finding rests on. */
export const TEXT_MODULE = [
  'export function normalizeName(raw: string | undefined): string {',
  '  // Callers rely on this never returning an empty string.',
  "  return raw?.trim() ?? '';",
  '}',
  '',
].join('\n');

/** The change: a new function calling the helper; the bug is in what the helper returns. */
export const CHANGED = [
  "import { normalizeName } from './text.js';",
  '',
  'export function initials(raw: string | undefined): string {',
  '  return normalizeName(raw)[0].toUpperCase();',
  '}',
  '',
].join('\n');

/** The LLM change with the helper module and the new function calling it (and `extra` files). */
export function changeWithHelper(extra: Record<string, string> = {}): TempGitRepo {
  return createLlmChange({ 'src/text.ts': TEXT_MODULE, 'src/initials.ts': CHANGED, ...extra });
}

export const codeReviewerCalls = (llm: LoopbackLlm) => llm.requests.filter((request) => request.caller === 'code-reviewer');
