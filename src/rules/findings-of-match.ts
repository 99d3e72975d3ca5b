import type { Node, QueryMatch } from 'web-tree-sitter';
import { isAtOrAbove } from '../findings/finding.js';
import type { CandidateFinding } from '../findings/finding.js';
import { excerpt } from './excerpt.js';
import { fillPlaceholders } from './fill-placeholders.js';
import type { RuleContext, RuleDefinition, RuleHit } from './rule-definition.js';
import type { ScanInput } from './scan-input.js';
import { staticFinding } from './static-finding.js';
import { judgeSuppression } from './suppression.js';

/** The findings one match of `rule` makes on the changed lines: its `check`'s verdict, less what is suppressed. */
export function findingsOfMatch(
  rule: RuleDefinition,
  match: QueryMatch,
  changed: readonly number[],
  context: RuleContext,
  input: ScanInput,
  lines: readonly string[],
): CandidateFinding[] {
  const captures = capturesOf(match);
  const target = captures.target;
  if (!target) throw new Error(`Rule ${rule.id} has a pattern without a @target capture`);
  if (!spansChangedLine(changed, target)) return [];
  const verdict = rule.check ? rule.check({ target, captures, context }) : true;
  if (verdict === false) return [];
  const hits: readonly RuleHit[] = verdict === true ? [{}] : Array.isArray(verdict) ? verdict : [verdict as RuleHit];
  return hits.flatMap((hit) => findingOf(rule, hit, target, captures, input, lines) ?? []);
}

function capturesOf(match: QueryMatch): Record<string, Node> {
  const captures: Record<string, Node> = Object.create(null) as Record<string, Node>;
  for (const capture of match.captures) captures[capture.name] ??= capture.node;
  return captures;
}

/** Whether any changed line falls within the node's rows (`changed` is sorted). */
function spansChangedLine(changed: readonly number[], node: Node): boolean {
  const first = node.startPosition.row + 1;
  const last = node.endPosition.row + 1;
  let low = 0;
  let high = changed.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((changed[middle] ?? 0) < first) low = middle + 1;
    else high = middle;
  }
  return low < changed.length && (changed[low] ?? Infinity) <= last;
}

function findingOf(
  rule: RuleDefinition,
  hit: RuleHit,
  target: Node,
  captures: Readonly<Record<string, Node>>,
  input: ScanInput,
  lines: readonly string[],
): CandidateFinding | undefined {
  const line = hit.line ?? target.startPosition.row + 1;
  if (!input.changedLines.has(line) && !hit.onConstruct) return undefined;
  const severity = hit.severity ?? rule.severity;
  const suppression = judgeSuppression({
    lines,
    line,
    ruleId: rule.id,
    lineInBase: input.lineInBase ?? input.before?.lineBefore ?? ((at) => (input.changedLines.has(at) ? undefined : at)),
    belowGate: input.gate === undefined || !isAtOrAbove(severity, input.gate),
  });
  if (suppression === 'hidden') return undefined;
  const column = hit.column ?? (hit.line === undefined ? target.startPosition.column + 1 : undefined);
  const snippet = hit.snippet ?? lines[line - 1]?.trim();
  const edit = rule.fix?.({ lines, line, endLine: line, column });
  const fixExample = edit?.replacement.join('\n').trim();
  // A placeholder takes the check's value for it, else the text of the capture of that name.
  const valueOf = (name: string): string | undefined => hit.details?.[name] ?? (captures[name] ? excerpt(captures[name].text) : undefined);
  return staticFinding(rule, {
    severity,
    confidence: hit.confidence,
    file: input.path,
    line,
    column,
    code_snippet: snippet || undefined,
    description: fillPlaceholders(rule, 'message', valueOf),
    recommendation: fillPlaceholders(rule, 'recommendation', valueOf),
    fix_example: fixExample || undefined,
    auto_fixable: edit !== undefined,
    external_fingerprint: hit.fingerprint || undefined,
    suppression_added_by_change: suppression === 'added-by-change' || undefined,
  });
}
