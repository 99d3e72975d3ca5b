import type { Finding } from '../findings/finding.js';
import { addedCapabilityRefusal } from '../fix/added-capabilities.js';

/**
 * Pure: a finding of the analysis bundle with its suggested fix left out, and why, when publish cannot
 * show that fix safely. The analyze job ran the pull request's own code, so the fix is code anyone could
 * have written: it is held to the screen the fix loop holds its own fixes to (no process execution,
 * network access or dynamic code that the lines it replaces did not have), and to the head it would be
 * committed on (`head`: the file's text there, undefined when it cannot be read).
 */
export function screenBundleSuggestion(finding: Finding, head: string | undefined): { finding: Finding; dropped?: string } {
  const { suggestion, ...withoutSuggestion } = finding;
  if (!suggestion) return { finding };
  const lines = head?.split(/\r?\n/);
  const range = suggestion.end_line > suggestion.start_line ? `lines ${suggestion.start_line}-${suggestion.end_line}` : `line ${suggestion.start_line}`;
  if (!lines || suggestion.end_line < suggestion.start_line || suggestion.end_line > lines.length) {
    return { finding: withoutSuggestion, dropped: `${range} of the file are not in the pull request's head` };
  }
  const replaced = lines.slice(suggestion.start_line - 1, suggestion.end_line).join('\n');
  const refusal = addedCapabilityRefusal(finding.file, replaced, suggestion.replacement);
  return refusal ? { finding: withoutSuggestion, dropped: refusal } : { finding };
}
