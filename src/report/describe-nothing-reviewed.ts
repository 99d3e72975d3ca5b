import type { NotReviewed } from '../diff/diff-model.js';

/** Why a review read nothing: its change was empty, or every changed file was left out. */
export interface NothingReviewed {
  termination: 'no_changes' | 'no_files_in_scope';
  /** One sentence, without a leading capital or a final stop: what was found, and what left each file out. */
  reason: string;
}

/** Reasons with their own words; the others (include/exclude, defaults, secret files) say which glob in their detail. */
const REASON_WORDS: Readonly<Record<string, string>> = {
  binary: 'binary',
  symlink: 'a symbolic link',
  deleted: 'deleted',
  'no-textual-change': 'no changed lines (renamed, copied or only its mode changed)',
  'unsupported-language': 'in a language the static engine has no rules for',
  generated: 'generated',
  'too-large': 'too large',
  'over-budget': 'over the review budget',
  'no-patch': 'no diff from GitHub',
};

/** Groups named in the sentence; the report's not_reviewed list has every file. */
const GROUPS_SHOWN = 4;
/** Paths named per group. */
const PATHS_SHOWN = 2;
/** A path can be thousands of characters long; its start identifies it. */
const PATH_CHARS = 80;

/**
 * Pure: the reason a review that read no file gives, from what it left out. Names the glob (include,
 * exclude or default exclusion) that removed each group of files, so the user knows what to change.
 */
export function describeNothingReviewed(input: {
  notReviewed: readonly NotReviewed[];
  baseSha: string;
  headSha: string;
  uncommitted: boolean;
}): NothingReviewed {
  const { notReviewed, baseSha, headSha } = input;
  if (notReviewed.length === 0) {
    const reason = input.uncommitted
      ? `the working tree has no uncommitted changes against ${short(headSha)}`
      : baseSha !== '' && baseSha === headSha
        ? `the head ${short(headSha)} is the base itself, so the change is empty`
        : `no file differs between the head ${short(headSha)} and its merge-base with the base ${short(baseSha)}`;
    return { termination: 'no_changes', reason };
  }
  const total = notReviewed.length;
  const reasons = new Set(notReviewed.map((entry) => entry.reason));
  const all = total === 1 ? 'the only changed file' : `all ${total} changed files`;
  if (reasons.size === 1 && reasons.has('not-included')) {
    // The detail names the globs: "matches none of the include globs: src/**".
    const detail = notReviewed[0]?.detail ?? 'matches none of the include globs';
    return { termination: 'no_files_in_scope', reason: `${all} ${total === 1 ? detail : detail.replace(/^matches/, 'match')} (${paths(notReviewed)})` };
  }
  if (reasons.size === 1 && reasons.has('unsupported-language')) {
    return { termination: 'no_files_in_scope', reason: `no changed file is in a language the static engine has rules for (${paths(notReviewed)})` };
  }
  const groups = new Map<string, NotReviewed[]>();
  for (const entry of notReviewed) {
    const words = REASON_WORDS[entry.reason];
    const label = words ?? entry.detail ?? entry.reason;
    groups.set(label, [...(groups.get(label) ?? []), entry]);
  }
  const shown = [...groups].slice(0, GROUPS_SHOWN).map(([label, entries]) => `${paths(entries)}: ${label}`);
  const more = groups.size > GROUPS_SHOWN ? `; and ${groups.size - GROUPS_SHOWN} more reasons` : '';
  return { termination: 'no_files_in_scope', reason: `${all} ${total === 1 ? 'is' : 'are'} left out — ${shown.join('; ')}${more}` };
}

function paths(entries: readonly NotReviewed[]): string {
  const named = entries.slice(0, PATHS_SHOWN).map((entry) => (entry.path.length > PATH_CHARS ? `${entry.path.slice(0, PATH_CHARS - 1)}…` : entry.path));
  const more = entries.length - named.length;
  return more > 0 ? `${named.join(', ')} and ${more} more` : named.join(', ');
}

function short(sha: string): string {
  return sha === '' ? '(unknown)' : sha.slice(0, 7);
}
