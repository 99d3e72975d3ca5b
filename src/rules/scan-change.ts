import type { AgentName } from '../findings/agent-names.js';
import type { DiffFile } from '../diff/diff-model.js';
import type { CandidateFinding } from '../findings/finding.js';
import { CHANGE_RULES, selectRules } from './rule-selection.js';
import { staticFinding } from './static-finding.js';

/** Runs the change-level rules (e.g. source changed without tests) over the whole diff. */
export function scanChange(files: readonly DiffFile[], options: { agents?: readonly AgentName[]; disabledRules?: readonly string[] } = {}): CandidateFinding[] {
  return selectRules(CHANGE_RULES, options).flatMap((rule) =>
    rule.check(files).map((hit) =>
      staticFinding(rule, {
        file: hit.file,
        line: hit.line,
        code_snippet: addedLineText(files, hit.file, hit.line),
        description: hit.description,
        recommendation: rule.recommendation,
        auto_fixable: false,
      }),
    ),
  );
}

function addedLineText(files: readonly DiffFile[], path: string, line: number): string | undefined {
  const file = files.find((candidate) => candidate.path === path);
  for (const hunk of file?.hunks ?? []) {
    const found = hunk.lines.find((diffLine) => diffLine.kind === 'add' && diffLine.newLine === line);
    if (found) return found.content.trim() || undefined;
  }
  return undefined;
}
