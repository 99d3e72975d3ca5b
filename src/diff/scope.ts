import picomatch from 'picomatch';
import type { ChangeSet, DiffFile, NotReviewed } from './diff-model.js';
import { isTestData } from './file-role.js';

/**
 * Decides which changed files are reviewed. Pure: file contents beyond the diff come from the
 * optional `headPrefix` argument. Every input file ends up either in `files` or, with a reason,
 * in `notReviewed` (never silently dropped), and both lists keep the input order.
 */

export interface ScopeOptions {
  /** When given, only files matching one of these globs are reviewed. */
  include?: readonly string[];
  /** Files matching any of these globs are not reviewed. */
  exclude?: readonly string[];
  /** Apply DEFAULT_EXCLUDED_GLOBS (lockfiles, build output, vendored and minified files) and leave out test data. Default true. */
  defaultExclusions?: boolean;
  /** A file with more changed (added + deleted) lines than this is `too-large`. */
  maxFileChangedLines?: number;
  /** At most this many files are reviewed; the rest are `over-budget`. */
  maxFiles?: number;
  /** At most this many changed lines in total are reviewed; files past it are `over-budget`. */
  maxChangedLines?: number;
}

/** The start of a file's new contents (undefined when unknown), used to spot generated files whose diff does not show line 1. */
export type HeadPrefix = (path: string) => string | undefined;

/**
 * A hand-written change to one file rarely reaches this size; past it the file is almost always
 * generated, vendored or data, and reviewing it would take most of a model's context.
 */
export const MAX_FILE_CHANGED_LINES = 5_000;

/**
 * Past a few hundred files a review cannot give each one attention (and only `max-comments`
 * comments are posted inline); the rest are listed as over budget instead.
 */
const MAX_REVIEWED_FILES = 300;

/** Roughly what one review run can spend: the diff goes to six agents, in batches that fit their context. */
const MAX_REVIEWED_CHANGED_LINES = 30_000;

/** Generators put their marker in a header comment; a license block before it can take a few lines. */
const GENERATED_MARKER_LINES = 10;

/** Files that hold credentials: never sent anywhere, whatever the include globs say. Matched on the file name. */
export const SECRET_FILE_NAMES: readonly string[] = ['.env', '.env.*', '*.pem', '*.key', '*.p12', '*.pfx', 'id_rsa*', 'id_dsa*', 'id_ecdsa*', 'id_ed25519*'];

/** Dependency lockfiles: written by package managers, never by reviewers or the fixer. */
const LOCKFILE_GLOBS: readonly string[] = [
  '**/package-lock.json',
  '**/npm-shrinkwrap.json',
  '**/yarn.lock',
  '**/pnpm-lock.yaml',
  '**/bun.lockb',
  '**/Cargo.lock',
  '**/go.sum',
  '**/poetry.lock',
  '**/Pipfile.lock',
  '**/Gemfile.lock',
  '**/composer.lock',
];

/** Lockfiles, build output, vendored code and minified files: changed by tools, not reviewed by people. */
export const DEFAULT_EXCLUDED_GLOBS: readonly string[] = [
  ...LOCKFILE_GLOBS,
  '**/dist/**',
  '**/build/**',
  '**/vendor/**',
  '**/node_modules/**',
  '**/third_party/**',
  '**/*.min.js',
  '**/*.min.css',
  '**/*.map',
];

/** Markers generators write near the top of their output (protoc, go generate, Facebook tools, .NET). */
const GENERATED_MARKERS: readonly { pattern: RegExp; label: string }[] = [
  { pattern: /@generated\b/, label: '@generated' },
  { pattern: /\bCode generated\b.*\bDO NOT EDIT\b/, label: 'Code generated … DO NOT EDIT' },
  { pattern: /auto-?generated/i, label: 'auto-generated' },
  { pattern: /\bdo not edit\b/i, label: 'do not edit' },
];

interface NamedMatcher {
  glob: string;
  matches: (path: string) => boolean;
}

function compile(globs: readonly string[]): NamedMatcher[] {
  return globs.map((glob) => ({ glob, matches: picomatch(glob, { dot: true }) }));
}

function firstMatch(matchers: readonly NamedMatcher[], path: string): string | undefined {
  return matchers.find((matcher) => matcher.matches(path))?.glob;
}

function fileName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** The first lines of the new file as far as the diff shows them (only when it starts at line 1). */
function prefixFromDiff(file: DiffFile): string | undefined {
  const first = file.hunks[0];
  if (!first || first.newStart > 1) return undefined;
  const lines: string[] = [];
  for (const line of first.lines) {
    if (line.kind !== 'delete') lines.push(line.content);
    if (lines.length === GENERATED_MARKER_LINES) break;
  }
  return lines.join('\n');
}

function generatedMarker(file: DiffFile, headPrefix: HeadPrefix | undefined): string | undefined {
  const prefix = (file.status === 'added' ? undefined : headPrefix?.(file.path)) ?? prefixFromDiff(file);
  if (prefix === undefined) return undefined;
  const head = prefix.split('\n', GENERATED_MARKER_LINES).join('\n');
  return GENERATED_MARKERS.find((marker) => marker.pattern.test(head))?.label;
}

/**
 * The first lines of the file as it was before the change, rebuilt from the head's first lines (`headText`)
 * and the hunks; shorter when the text runs out, undefined when a line it needs is not in `headText`.
 */
function baseHeader(file: DiffFile, headText: string | undefined): string | undefined {
  const head = headText?.split('\n');
  const base: string[] = [];
  let nextNew = 1;
  const keepHeadUpTo = (end: number): boolean => {
    for (; nextNew < end && base.length < GENERATED_MARKER_LINES; nextNew += 1) {
      const text = head?.[nextNew - 1];
      if (text === undefined) return false;
      base.push(text);
    }
    return true;
  };
  for (const hunk of file.hunks) {
    // A hunk without new lines (a pure deletion) starts after line `newStart`.
    if (!keepHeadUpTo(hunk.newLines > 0 ? hunk.newStart : hunk.newStart + 1)) return undefined;
    for (const line of hunk.lines) {
      if (base.length >= GENERATED_MARKER_LINES) break;
      if (line.kind !== 'add') base.push(line.content);
      if (line.newLine !== undefined) nextNew = line.newLine + 1;
    }
  }
  keepHeadUpTo(Infinity);
  return base.join('\n');
}

/**
 * Whether the file was generated at the same path in the pull request's base: its first lines there carry a
 * marker. Only such a file's marker is the generator's; one the pull request brought — a new file, a rename
 * or copy of a generated one, a marker moved up into the first lines — could be there to hide its code.
 */
function generatedInBase(file: DiffFile, headPrefix: HeadPrefix | undefined): boolean {
  if (file.status !== 'modified') return false;
  const header = baseHeader(file, headPrefix?.(file.path));
  return header !== undefined && GENERATED_MARKERS.some((marker) => marker.pattern.test(header));
}

/** Whether one of the first lines of the new file that carries a generator marker is a line this change added. */
function markerAddedByChange(file: DiffFile): boolean {
  return file.hunks.some((hunk) =>
    hunk.lines.some(
      (line) =>
        line.kind === 'add' &&
        line.newLine !== undefined &&
        line.newLine <= GENERATED_MARKER_LINES &&
        GENERATED_MARKERS.some((marker) => marker.pattern.test(line.content)),
    ),
  );
}

function noTextualChangeDetail(file: DiffFile): string | undefined {
  if (file.status === 'mode-changed') return 'only the file mode changed';
  if (file.hunks.length > 0) return undefined;
  if (file.status === 'renamed' || file.status === 'copied') return `${file.status} from '${file.oldPath}' without changes`;
  return 'no changed lines';
}

/**
 * `sinceBase`: the files' diffs from the pull request's base when `files` starts later (an incremental review);
 * generated markers are judged against the base, and a path missing from it counts as not generated there.
 */
export function scopeChange(
  files: readonly DiffFile[],
  options: ScopeOptions = {},
  headPrefix?: HeadPrefix,
  sinceBase?: readonly DiffFile[],
): Pick<ChangeSet, 'files' | 'notReviewed' | 'gateOnly'> {
  const secretNames = compile(SECRET_FILE_NAMES);
  const excluded = compile(options.exclude ?? []);
  const included = compile(options.include ?? []);
  const defaults = compile(options.defaultExclusions === false ? [] : DEFAULT_EXCLUDED_GLOBS);
  const maxFileChangedLines = options.maxFileChangedLines ?? MAX_FILE_CHANGED_LINES;

  const baseDiffs = sinceBase ? new Map(sinceBase.map((file) => [file.path, file])) : undefined;
  const skipped = new Map<DiffFile, NotReviewed>();
  const gateOnly: DiffFile[] = [];
  const skip = (file: DiffFile, reason: NotReviewed['reason'], detail: string): void => {
    skipped.set(file, { path: file.path, reason, detail });
  };

  const candidates: DiffFile[] = [];
  for (const file of files) {
    // A secret renamed to an innocent name still holds the secret.
    const secret = firstMatch(secretNames, fileName(file.path)) ?? firstMatch(secretNames, fileName(file.oldPath ?? file.path));
    const exclude = firstMatch(excluded, file.path);
    const defaultExclusion = firstMatch(defaults, file.path);
    const noChange = noTextualChangeDetail(file);
    const changedLines = file.additions + file.deletions;
    if (secret !== undefined) skip(file, 'secret-file', `matches '${secret}': files that may hold credentials are never reviewed`);
    else if (file.status === 'deleted') skip(file, 'deleted', 'the file was deleted');
    else if (file.symlink) skip(file, 'symlink', 'a symbolic link: its target is a path, not code');
    else if (exclude !== undefined) skip(file, 'excluded-by-config', `matches exclude '${exclude}'`);
    else if (included.length > 0 && firstMatch(included, file.path) === undefined) {
      skip(file, 'not-included', `matches none of the include globs: ${included.map((matcher) => matcher.glob).join(', ')}`);
    } else if (defaultExclusion !== undefined) skip(file, 'excluded-by-default', `matches default exclusion '${defaultExclusion}'`);
    // A linter's or analyzer's test inputs are wrong on purpose, and sample projects are inputs too: rules would
    // report what the tests need there. The text gates still read them (credentials, eval, shell commands).
    else if (options.defaultExclusions !== false && isTestData(file.path)) {
      skip(file, 'excluded-by-default', 'test data (a `fixtures/` or `testdata/` folder): inputs that tests read, not code under review');
    }
    // After the exclusions: an excluded binary is left out by choice, a binary source file could not be read.
    else if (file.binary) skip(file, 'binary', 'binary file');
    else if (noChange !== undefined) skip(file, 'no-textual-change', noChange);
    else if (changedLines > maxFileChangedLines) {
      skip(file, 'too-large', `${changedLines} changed lines; the per-file limit is ${maxFileChangedLines}`);
    } else {
      const marker = generatedMarker(file, headPrefix);
      const fromBase = baseDiffs ? baseDiffs.get(file.path) : file;
      if (marker === undefined) candidates.push(file);
      else if (fromBase && generatedInBase(fromBase, headPrefix) && !markerAddedByChange(fromBase)) {
        skip(file, 'generated', `marked '${marker}' in its first ${GENERATED_MARKER_LINES} lines`);
      } else {
        // A change cannot silence itself (DESIGN §4): a marker it brought hides nothing at or above the gate.
        gateOnly.push(file);
        const how = fromBase && markerAddedByChange(fromBase) ? ' by this change' : ', but not generated at this path in the base';
        skip(file, 'generated', `marked '${marker}'${how}: only findings at or above the gate are still reported`);
      }
    }
  }

  applyBudget(candidates, options, skip);
  return {
    files: files.filter((file) => !skipped.has(file)),
    notReviewed: files.flatMap((file) => skipped.get(file) ?? []),
    ...(gateOnly.length > 0 ? { gateOnly } : {}),
  };
}

/**
 * Takes files in path order until the file or line budget is used up; a file that does not fit
 * the line budget is passed over and smaller ones after it may still fit. Path order (not
 * smallest first) because it is the order GitHub lists files in, and because a later push that
 * changes one file's size then does not reshuffle which other files are reviewed.
 */
function applyBudget(candidates: readonly DiffFile[], options: ScopeOptions, skip: (file: DiffFile, reason: 'over-budget', detail: string) => void): void {
  const maxFiles = options.maxFiles ?? MAX_REVIEWED_FILES;
  const maxChangedLines = options.maxChangedLines ?? MAX_REVIEWED_CHANGED_LINES;
  const byPath = [...candidates].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  let reviewedFiles = 0;
  let reviewedLines = 0;
  for (const file of byPath) {
    const changedLines = file.additions + file.deletions;
    if (reviewedFiles >= maxFiles) {
      skip(file, 'over-budget', `the budget of ${maxFiles} reviewed files is used up`);
    } else if (reviewedLines + changedLines > maxChangedLines) {
      skip(file, 'over-budget', `${changedLines} changed lines would exceed the budget of ${maxChangedLines} (${reviewedLines} used)`);
    } else {
      reviewedFiles++;
      reviewedLines += changedLines;
    }
  }
}
