import type { CandidateFinding } from '../findings/finding.js';
import type { LineEdit } from './rule-definition.js';
import { languageOf } from '../diff/language.js';
import { findRule } from './rule-registry.js';

/** Applies a line edit; undefined when the edit does not fit the file. */
function applyLineEdit(lines: readonly string[], edit: LineEdit): string[] | undefined {
  if (edit.startLine < 1 || edit.endLine < edit.startLine || edit.endLine > lines.length) return undefined;
  return [...lines.slice(0, edit.startLine - 1), ...edit.replacement, ...lines.slice(edit.endLine)];
}

/**
 * The file content with a static finding's mechanical fix applied, or undefined when the rule has
 * no fix for it or the file no longer has the reported code at that line.
 */
export function autofixFor(finding: CandidateFinding, content: string): string | undefined {
  const language = languageOf(finding.file);
  const rule = finding.source === 'static' && finding.rule_id && language ? findRule(finding.rule_id, language) : undefined;
  if (!rule?.fix) return undefined;
  const lines = content.split(/\r?\n/);
  // A stale finding (the file changed since the scan) must not edit whatever is on that line now.
  if (finding.code_snippet !== undefined && lines[finding.line - 1]?.trim() !== finding.code_snippet) return undefined;
  const edit = rule.fix({ lines, line: finding.line, endLine: finding.end_line ?? finding.line, column: finding.column });
  const edited = edit ? applyLineEdit(lines, edit) : undefined;
  return edited?.join(content.includes('\r\n') ? '\r\n' : '\n');
}
