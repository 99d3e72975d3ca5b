import { closestRuleId } from '../text/closest-match.js';
import { languageOf } from '../diff/language.js';
import { CHANGE_RULES, RULE_IDS } from './rule-selection.js';

/** `sextant-ignore` and the rest of its line: the ids it names, then maybe a reason. */
const SUPPRESSION = /sextant-ignore\b(.*)/;
/** A `sextant-ignore` that opens a comment: only these are checked for unknown ids (not the word in a string or prose). */
const IGNORE_COMMENT = /(?:\/\/|#|\/\*+|^\s*\*)\s*sextant-ignore\b(.*)/;
/** What a rule id looks like (`review/eval`); a word without a slash after the first id starts the reason. */
const RULE_ID_SHAPE = /^[A-Za-z][\w-]*(?:\/[\w-]+)*$/;
/** Finding ids (`SEC-001`) number one report's findings: they are not stable enough to silence anything. */
const FINDING_ID = /^(?:CORR|READ|PERF|SEC|TEST|ARCH)-\d+$/;

const CHANGE_RULE_IDS: ReadonlySet<string> = new Set(CHANGE_RULES.map((rule) => rule.id));

/** Whether the `sextant-ignore` on this line, if any, names `ruleId`. */
export function namesRule(text: string, ruleId: string): boolean {
  const marker = SUPPRESSION.exec(text);
  return marker?.[1]?.split(/[\s,]+/).includes(ruleId) ?? false;
}

/** Where a line of the file was in the pull request's base; undefined for a line the pull request added. */
export type LineInBase = (line: number) => number | undefined;

/**
 * Pure: what the `sextant-ignore` comments naming `ruleId` on `line` or the line above do to a finding there.
 * Below the gate any of them hides it. At or above the gate, one the pull request added (on a line with no
 * place in its base) hides nothing — a change cannot silence itself (`added-by-change` says one would have);
 * one already in the base covers what it covered there — its own line and the line below it, followed
 * through the diff — and never a line the pull request inserted or rewrote, whose text it was never
 * reviewed for.
 */
export function judgeSuppression(input: {
  lines: readonly string[];
  line: number;
  ruleId: string;
  lineInBase: LineInBase;
  /** The finding is below the gate (or there is no gate). */
  belowGate: boolean;
}): 'hidden' | 'added-by-change' | 'none' {
  const { lines, line, ruleId, lineInBase } = input;
  let addedByChange = false;
  for (const candidate of [line, line - 1]) {
    const text = lines[candidate - 1];
    if (text === undefined || !namesRule(text, ruleId)) continue;
    if (input.belowGate) return 'hidden';
    const suppressionInBase = lineInBase(candidate);
    if (suppressionInBase === undefined) {
      addedByChange = true;
      continue;
    }
    const findingInBase = lineInBase(line);
    if (findingInBase !== undefined && findingInBase - suppressionInBase === line - candidate) return 'hidden';
  }
  return addedByChange ? 'added-by-change' : 'none';
}

/** How to silence one finding: a comment in the file's own syntax, or (a rule about the whole change) a config line. */
interface Silencer {
  /** The exact text to add. */
  code: string;
  /** `comment`: on the finding's line or the line above; `config`: under `rules:` in the config file. */
  where: 'comment' | 'config';
}

/** Pure: the silencer of a static rule's finding; undefined for model findings, which have no rule id. */
export function silencerFor(finding: { rule_id?: string | undefined; file: string }): Silencer | undefined {
  const ruleId = finding.rule_id;
  if (!ruleId || !RULE_IDS.has(ruleId)) return undefined;
  // Change rules judge the whole diff (no test changed), so no line of it can carry their suppression.
  if (CHANGE_RULE_IDS.has(ruleId)) return { code: `${ruleId}: off`, where: 'config' };
  return { code: `${languageOf(finding.file) === 'python' ? '#' : '//'} sextant-ignore ${ruleId}`, where: 'comment' };
}

/**
 * Pure: a warning for each `sextant-ignore` comment on a changed line that names a rule id no rule has,
 * with the nearest real id when it looks like a typo — a misspelt suppression silences nothing.
 */
export function unknownSuppressions(input: { path: string; lines: readonly string[]; changedLines: ReadonlySet<number> }): string[] {
  const warnings: string[] = [];
  for (const line of [...input.changedLines].sort((a, b) => a - b)) {
    const text = input.lines[line - 1];
    if (text === undefined || !text.includes('sextant-ignore')) continue;
    for (const id of namedIds(text).filter((named) => !RULE_IDS.has(named))) {
      const hint = FINDING_ID.test(id) ? 'finding ids change from run to run: name the rule id shown with the finding' : didYouMean(id);
      warnings.push(`${input.path}:${line}: sextant-ignore names unknown rule '${id}'${hint ? ` (${hint})` : ''}`);
    }
  }
  return warnings;
}

function namedIds(text: string): string[] {
  const tokens = (IGNORE_COMMENT.exec(text)?.[1] ?? '').split(/[\s,]+/).filter((token) => token.length > 0);
  const ids: string[] = [];
  for (const [index, token] of tokens.entries()) {
    if (!RULE_ID_SHAPE.test(token) || (index > 0 && !token.includes('/'))) break;
    ids.push(token);
  }
  return ids;
}

function didYouMean(id: string): string | undefined {
  const match = closestRuleId(id, RULE_IDS);
  return match ? `did you mean '${match}'?` : undefined;
}
