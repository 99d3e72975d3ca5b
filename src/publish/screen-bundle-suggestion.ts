import type { Finding } from '../findings/finding.js';
import { addedCapabilityRefusal } from '../fix/added-capabilities.js';
import { newCapabilityRefusal } from '../fix/new-capability.js';

/**
 * A finding of the analysis bundle with its suggested fix left out, and why, when publish cannot show that
 * fix safely. The analyze job ran the pull request's own code, so the fix is code anyone could have
 * written: it is held to the screens the fix loop holds the fixer agent's fixes to — no process
 * execution, network access or dynamic code that the lines it replaces did not have, and nothing its
 * file did not already reach (see newCapabilityRefusal) — and to the head it would be committed on
 * (`head`: the file's text there, undefined when it cannot be read).
 */
export async function screenBundleSuggestion(finding: Finding, head: string | undefined): Promise<{ finding: Finding; dropped?: string }> {
  const { suggestion, ...withoutSuggestion } = finding;
  if (!suggestion) return { finding };
  const lines = head?.split('\n');
  const range = suggestion.end_line > suggestion.start_line ? `lines ${suggestion.start_line}-${suggestion.end_line}` : `line ${suggestion.start_line}`;
  if (head === undefined || !lines || suggestion.end_line < suggestion.start_line || suggestion.end_line > lines.length) {
    return { finding: withoutSuggestion, dropped: `${range} of the file are not in the pull request's head` };
  }
  const replaced = lines
    .slice(suggestion.start_line - 1, suggestion.end_line)
    .join('\n')
    .replace(/\r$/, '');
  const at = lines.slice(0, suggestion.start_line - 1).reduce((offset, line) => offset + line.length + 1, 0);
  const refusal =
    addedCapabilityRefusal(finding.file, replaced, suggestion.replacement) ??
    (await newCapabilityRefusal({ path: finding.file, original: head, text: head, at, search: replaced, replace: suggestion.replacement }));
  return refusal ? { finding: withoutSuggestion, dropped: refusal } : { finding };
}
