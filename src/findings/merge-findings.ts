import type { ReviewerName } from './agent-names.js';
import { normalizeCategory } from './category-vocabulary.js';
import { fingerprintFindings } from './fingerprint.js';
import { DIMENSION_PREFIX, severityRank } from './finding.js';
import type { CandidateFinding, Finding } from './finding.js';

interface MergeResult {
  findings: Finding[];
  /** Reports folded into another agent's finding for the same problem. */
  duplicates: number;
  /** Reports under the confidence threshold. */
  belowConfidence: number;
}

/**
 * Drops what is under `minConfidence`, puts categories into the shared vocabulary, folds reports of the
 * same problem — by static rules and models, by several agents — into the most severe (then most
 * confident) one, and assigns ids by dimension in a stable order. The kept finding lists the other
 * agents, takes the highest confidence reported, and keeps a static twin's rule id (so its ignore
 * comment and muting still work when a model's wording won).
 */
export function mergeFindings(candidates: readonly CandidateFinding[], minConfidence: number): MergeResult {
  const confident = candidates.filter((finding) => finding.confidence >= minConfidence).map(withNormalizedCategory);
  const ranked = [...confident].sort((a, b) => severityRank(a.severity) - severityRank(b.severity) || b.confidence - a.confidence || compareLocation(a, b));
  type Kept = CandidateFinding & { also_reported_by?: ReviewerName[]; also_reported_rules?: string[] };
  const kept: Kept[] = [];
  const index = new ProblemIndex<Kept>();
  for (const finding of ranked) {
    const twin = index.twinOf(finding);
    if (!twin) {
      const copy = { ...finding };
      kept.push(copy);
      index.add(copy);
    } else {
      if (twin.agent !== finding.agent && !twin.also_reported_by?.includes(finding.agent)) {
        twin.also_reported_by = [...(twin.also_reported_by ?? []), finding.agent];
      }
      for (const agent of (finding as Kept).also_reported_by ?? []) {
        if (agent !== twin.agent && !twin.also_reported_by?.includes(agent)) twin.also_reported_by = [...(twin.also_reported_by ?? []), agent];
      }
      twin.confidence = Math.max(twin.confidence, finding.confidence);
      if (!twin.rule_id && finding.rule_id) {
        twin.rule_id = finding.rule_id;
        index.addRule(twin);
        if (finding.column !== undefined && twin.column === undefined && twin.line === finding.line) twin.column = finding.column;
      }
      const rules = [finding.rule_id, ...((finding as Kept).also_reported_rules ?? [])].filter(
        (rule): rule is string => rule !== undefined && rule !== twin.rule_id,
      );
      if (rules.length > 0) twin.also_reported_rules = [...new Set([...(twin.also_reported_rules ?? []), ...rules])];
    }
  }
  kept.sort((a, b) => severityRank(a.severity) - severityRank(b.severity) || compareLocation(a, b));
  const fingerprints = fingerprintFindings(kept);
  const counters = new Map<string, number>();
  const findings = kept.map((finding, index): Finding => {
    const prefix = DIMENSION_PREFIX[finding.dimension];
    const next = (counters.get(prefix) ?? 0) + 1;
    counters.set(prefix, next);
    return { ...finding, id: `${prefix}-${String(next).padStart(3, '0')}`, fingerprint: fingerprints[index] ?? '' };
  });
  return { findings, duplicates: confident.length - kept.length, belowConfidence: candidates.length - confident.length };
}

function compareLocation(a: CandidateFinding, b: CandidateFinding): number {
  return a.file.localeCompare(b.file) || a.line - b.line || a.category.localeCompare(b.category);
}

/** The finding with its category in the vocabulary, its own word kept as the detail. */
function withNormalizedCategory(finding: CandidateFinding): CandidateFinding {
  const { category, detail } = normalizeCategory(finding.category);
  const kept = finding.category_detail ?? detail;
  const { category_detail: _detail, ...rest } = finding;
  return { ...rest, category, ...(kept ? { category_detail: kept } : {}) };
}

/** What makes two findings one problem, worked out once per finding: comparisons then cost no parsing. */
interface ProblemFacts {
  /** The vocabulary's word, or for `other` the reporter's own word too. */
  kind: string;
  words: ReadonlySet<string>;
}

/** Facts by finding: a finding compared many times (a merge, a bundle, the hidden list) is read once. */
const factsCache = new WeakMap<CandidateFinding, ProblemFacts>();

function factsOf(finding: CandidateFinding): ProblemFacts {
  let facts = factsCache.get(finding);
  if (!facts) {
    const { category, detail } = normalizeCategory(finding.category);
    const kind = category === 'other' ? `other:${finding.dimension}:${finding.category_detail ?? detail ?? ''}` : category;
    facts = { kind, words: new Set(finding.description.toLowerCase().match(/[a-z0-9_]{3,}/g) ?? []) };
    factsCache.set(finding, facts);
  }
  return facts;
}

function overlaps(a: CandidateFinding, b: CandidateFinding): boolean {
  return a.line <= (b.end_line ?? b.line) && b.line <= (a.end_line ?? a.line);
}

/** Same file, overlapping lines, and the same kind of problem (rule, normalised category, or near-identical wording). */
export function isSameProblem(a: CandidateFinding, b: CandidateFinding): boolean {
  if (a.file !== b.file || !overlaps(a, b)) return false;
  // Two findings that each name what they are about (two keys on a line) are two problems.
  if (a.external_fingerprint && b.external_fingerprint && a.external_fingerprint !== b.external_fingerprint) return false;
  if (a.rule_id && a.rule_id === b.rule_id) return true;
  if (factsOf(a).kind === factsOf(b).kind) return true;
  return a.dimension === b.dimension && wordOverlap(factsOf(a).words, factsOf(b).words) >= SAME_WORDING;
}

/** Jaccard similarity above which two descriptions of one spot are taken to describe one problem. */
const SAME_WORDING = 0.6;

/**
 * Descriptions one finding's wording is compared with, at most: the first ones kept at its spot. Past
 * them the spot is flooded (a hostile report with thousands of results on one line), and comparing every
 * pair would make the merge quadratic; an unnoticed twin costs a second comment, never a lost finding.
 */
const MAX_WORDING_COMPARISONS = 16;

function wordOverlap(left: ReadonlySet<string>, right: ReadonlySet<string>): number {
  let shared = 0;
  for (const word of left) if (right.has(word)) shared += 1;
  const union = left.size + right.size - shared;
  return union === 0 ? 0 : shared / union;
}

/**
 * Findings indexed for `isSameProblem`: by file and rule, by file and kind of problem, and by file and
 * dimension for the wording, so a lookup compares only findings that could be twins, and the wording of
 * at most MAX_WORDING_COMPARISONS of them. The twin returned is the earliest added, as a scan would find.
 */
export class ProblemIndex<T extends CandidateFinding> {
  private readonly groups = new Map<string, Array<{ finding: T; order: number }>>();
  private readonly orders = new Map<T, number>();

  add(finding: T): void {
    this.orders.set(finding, this.orders.size);
    for (const key of keysOf(finding)) for (const stored of storedUnder(key, finding)) this.join(stored, finding);
  }

  /** Files an added finding under the rule id it was given since (a static twin's). */
  addRule(finding: T): void {
    for (const stored of storedUnder(keysOf(finding)[0], finding)) this.join(stored, finding);
  }

  private join(key: string | undefined, finding: T): void {
    const order = this.orders.get(finding);
    if (key === undefined || order === undefined) return;
    const group = this.groups.get(key);
    const entry = { finding, order };
    if (!group) this.groups.set(key, [entry]);
    // Kept in the order findings were added, so the first overlapping entry is the earliest.
    else group.splice(sortedIndex(group, order), 0, entry);
  }

  /** The earliest added finding that reports the same problem as `finding`, if any. */
  twinOf(finding: CandidateFinding): T | undefined {
    const [rule, kind, dimension] = keysOf(finding);
    let best: { finding: T; order: number } | undefined;
    for (const key of [...searchedUnder(rule, finding), ...searchedUnder(kind, finding)]) {
      const found = this.groups.get(key)?.find((entry) => overlaps(entry.finding, finding));
      if (found && (!best || found.order < best.order)) best = found;
    }
    const words = factsOf(finding).words;
    let compared = 0;
    for (const key of searchedUnder(dimension, finding)) {
      for (const entry of this.groups.get(key) ?? []) {
        if (compared >= MAX_WORDING_COMPARISONS || (best && entry.order > best.order)) break;
        if (!overlaps(entry.finding, finding)) continue;
        compared++;
        if (wordOverlap(factsOf(entry.finding).words, words) >= SAME_WORDING && (!best || entry.order < best.order)) best = entry;
      }
    }
    return best?.finding;
  }
}

/** Where an entry of `order` goes in a group sorted by order. */
function sortedIndex(group: ReadonlyArray<{ order: number }>, order: number): number {
  let low = 0;
  let high = group.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((group[middle]?.order ?? 0) < order) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** A finding's index keys: its file with its rule (none without one), with its kind of problem, and with its dimension. */
function keysOf(finding: CandidateFinding): [string | undefined, string, string] {
  const file = `${finding.file}\0`;
  return [finding.rule_id ? `rule\0${file}${finding.rule_id}` : undefined, `kind\0${file}${factsOf(finding).kind}`, `dimension\0${file}${finding.dimension}`];
}

/**
 * A finding that names what it is about (`external_fingerprint`: a credential's hash, a tool's own
 * fingerprint) is a twin only of one naming the same thing, or of one naming nothing: it is filed under
 * its fingerprint, and under a shared key that findings without one search.
 */
function storedUnder(key: string | undefined, finding: CandidateFinding): string[] {
  if (key === undefined) return [];
  return finding.external_fingerprint ? [`${key}\0fp\0${finding.external_fingerprint}`, `${key}\0fp`] : [key];
}

/** The groups a finding's twin may be in: see storedUnder. */
function searchedUnder(key: string | undefined, finding: CandidateFinding): string[] {
  if (key === undefined) return [];
  return finding.external_fingerprint ? [`${key}\0fp\0${finding.external_fingerprint}`, key] : [key, `${key}\0fp`];
}
