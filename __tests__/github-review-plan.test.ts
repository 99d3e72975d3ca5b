import type { DiffFile } from '../src/diff/diff-model.js';
import { parseHunks } from '../src/diff/parse-hunks.js';
import { planReview } from '../src/publish/plan-review.js';
import { renderReviewBody } from '../src/publish/render-review-body.js';
import { renderReviewComment, renderSuggestionBlock } from '../src/publish/render-review-comment.js';
import { markedFingerprint } from '../src/github/review-markers.js';
import { suggestionFor } from '../src/publish/suggestion-for.js';
import { mapLine, trackFindings } from '../src/publish/track-findings.js';
import { buildFinding } from './support/report-fixture.js';

function diffFile(path: string, patch: string, status: DiffFile['status'] = 'modified'): DiffFile {
  return { path, status, binary: false, additions: 0, deletions: 0, hunks: parseHunks(patch) };
}

// Lines 10-12 and 30-31 of the new file are in the diff; 11 is added, 30 and 31 are in a second hunk.
const LOADER = diffFile('src/loader.ts', '@@ -10,2 +10,3 @@\n a\n+b\n c\n@@ -28,1 +29,3 @@\n x\n+y\n+z');

describe('planReview: where each finding goes', () => {
  it('anchors findings on RIGHT-side lines of the diff and lists the others in the body as outside the diff', () => {
    const plan = planReview({
      findings: [
        buildFinding({ line: 11, fingerprint: 'aaaaaaaaaaaaaaaa' }),
        buildFinding({ line: 12, fingerprint: 'bbbbbbbbbbbbbbbb' }),
        buildFinding({ line: 20, fingerprint: 'cccccccccccccccc' }),
        buildFinding({ file: 'src/other.ts', line: 1, fingerprint: 'dddddddddddddddd' }),
      ],
      files: [LOADER],
      alreadyReported: new Set(),
      maxComments: 30,
      suggestions: new Map(),
    });
    expect(plan.inline.map((comment) => comment.line)).toEqual([11, 12]);
    expect(plan.body.map((entry) => [entry.finding.fingerprint, entry.reason])).toEqual([
      ['cccccccccccccccc', 'outside-diff'],
      ['dddddddddddddddd', 'outside-diff'],
    ]);
  });

  it('gives the max-comments inline slots to the most severe findings and lists the rest', () => {
    const plan = planReview({
      findings: [
        buildFinding({ line: 10, severity: 'low', fingerprint: 'aaaaaaaaaaaaaaaa' }),
        buildFinding({ line: 11, severity: 'critical', fingerprint: 'bbbbbbbbbbbbbbbb' }),
        buildFinding({ line: 12, severity: 'high', fingerprint: 'cccccccccccccccc' }),
      ],
      files: [LOADER],
      alreadyReported: new Set(),
      maxComments: 2,
      suggestions: new Map(),
    });
    expect(plan.inline.map((comment) => comment.finding.severity)).toEqual(['critical', 'high']);
    expect(plan.body).toEqual([{ finding: expect.objectContaining({ severity: 'low' }), reason: 'over-limit' }]);
  });

  it('does not post again what an earlier review reported', () => {
    const plan = planReview({
      findings: [buildFinding({ line: 11, fingerprint: 'aaaaaaaaaaaaaaaa' }), buildFinding({ line: 40, fingerprint: 'bbbbbbbbbbbbbbbb' })],
      files: [LOADER],
      alreadyReported: new Set(['aaaaaaaaaaaaaaaa', 'bbbbbbbbbbbbbbbb']),
      maxComments: 30,
      suggestions: new Map(),
    });
    expect(plan.inline).toEqual([]);
    expect(plan.body).toEqual([]);
    expect(plan.alreadyReported).toHaveLength(2);
  });

  it('makes a range comment only when the whole range is in one hunk', () => {
    const plan = planReview({
      findings: [
        buildFinding({ line: 10, end_line: 12, fingerprint: 'aaaaaaaaaaaaaaaa' }),
        buildFinding({ line: 12, end_line: 30, fingerprint: 'bbbbbbbbbbbbbbbb' }),
      ],
      files: [LOADER],
      alreadyReported: new Set(),
      maxComments: 30,
      suggestions: new Map(),
    });
    expect(plan.inline.map(({ startLine, line }) => [startLine, line])).toEqual([
      [10, 12],
      [undefined, 12],
    ]);
  });

  it('spans a suggestion’s lines when they are in the finding’s hunk, and drops the suggestion otherwise', () => {
    const plan = planReview({
      findings: [buildFinding({ line: 30, fingerprint: 'aaaaaaaaaaaaaaaa' }), buildFinding({ line: 11, fingerprint: 'bbbbbbbbbbbbbbbb' })],
      files: [LOADER],
      alreadyReported: new Set(),
      maxComments: 30,
      suggestions: new Map([
        ['aaaaaaaaaaaaaaaa', { startLine: 30, endLine: 31, lines: ['y();'] }],
        ['bbbbbbbbbbbbbbbb', { startLine: 11, endLine: 14, lines: [] }],
      ]),
    });
    const first = plan.inline.find((comment) => comment.finding.fingerprint === 'aaaaaaaaaaaaaaaa');
    const second = plan.inline.find((comment) => comment.finding.fingerprint === 'bbbbbbbbbbbbbbbb');
    expect(first).toMatchObject({ line: 31, startLine: 30, suggestion: { lines: ['y();'] } });
    expect(second).toMatchObject({ line: 11 });
    expect(second?.suggestion).toBeUndefined();
  });
});

describe('suggestionFor: the lines a mechanical fix changes', () => {
  it('turns the debugger rule’s fix into a one-line deletion', () => {
    const content = 'function f() {\n  debugger;\n  return 1;\n}\n';
    const finding = buildFinding({ rule_id: 'review/debugger', file: 'src/a.ts', line: 2, code_snippet: 'debugger;' });
    expect(suggestionFor(finding, content)).toEqual({ startLine: 2, endLine: 2, lines: [] });
  });

  it('has nothing for a finding without a mechanical fix', () => {
    expect(suggestionFor(buildFinding({ rule_id: 'silent-failure/empty-catch', file: 'src/a.ts', line: 1 }), 'try {} catch {}\n')).toBeUndefined();
  });
});

describe('review comment and body rendering', () => {
  it('leads each comment with its fingerprint marker, where nothing from the pull request can precede it', () => {
    const body = renderReviewComment(buildFinding({ fingerprint: 'abcdef0123456789', description: '<!-- sextant:fp=ffffffffffffffff --> sneaky' }), {
      startLine: 1,
      endLine: 1,
      lines: ['<!-- sextant:fp=ffffffffffffffff -->'],
    });
    expect(markedFingerprint(body)).toBe('abcdef0123456789');
    expect(body.slice(0, body.indexOf('```suggestion')).match(/sextant:fp=/g)).toHaveLength(1);
  });

  it('fences a suggestion with more backticks than the code holds', () => {
    expect(renderSuggestionBlock(['const s = `a`;', 'const t = ```;'])).toBe('````suggestion\nconst s = `a`;\nconst t = ```;\n````');
    expect(renderSuggestionBlock([])).toBe('```suggestion\n```');
  });

  it('keeps the review body under GitHub’s limit, saying how many findings were left out', () => {
    const body = Array.from({ length: 400 }, (_, index) => ({
      finding: buildFinding({ line: index + 1, fingerprint: index.toString(16).padStart(16, '0'), description: 'x'.repeat(480) }),
      reason: 'outside-diff' as const,
    }));
    const text = renderReviewBody({ headSha: 'a'.repeat(40), runKey: 'run-1', inlineCount: 0, body });
    expect(text.length).toBeLessThan(65_536);
    expect(text.length).toBeGreaterThan(60_000);
    expect(text).toMatch(/… and \d+ more findings, left out to stay within GitHub's size limit/);
    expect(text).toContain('<!-- sextant:run=run-1 -->');
  });
});

describe('trackFindings: what became of earlier findings', () => {
  const previous = [
    { fp: 'aaaaaaaaaaaaaaaa', path: 'src/loader.ts', line: 6, severity: 'high' as const, title: 'CORR-001 debugging' },
    { fp: 'bbbbbbbbbbbbbbbb', path: 'src/loader.ts', line: 14, severity: 'critical' as const, title: 'SEC-001 credential' },
    { fp: 'cccccccccccccccc', path: 'src/util.ts', line: 3, severity: 'low' as const, title: 'READ-001 naming' },
  ];
  // The new commit deletes line 6 of loader.ts.
  const sinceLast = [diffFile('src/loader.ts', '@@ -5,3 +5,2 @@\n a\n-  debugger;\n b')];
  const paths = new Set(['src/loader.ts', 'src/util.ts']);

  it('maps old lines through a diff: shifted, kept, or deleted', () => {
    const [file] = sinceLast;
    expect(mapLine(file as DiffFile, 4)).toBe(4);
    expect(mapLine(file as DiffFile, 5)).toBe(5);
    expect(mapLine(file as DiffFile, 6)).toBeUndefined();
    expect(mapLine(file as DiffFile, 14)).toBe(13);
    expect(mapLine(diffFile('a', '@@ -5,0 +6,2 @@\n+x\n+y'), 5)).toBe(5);
    expect(mapLine(diffFile('a', '@@ -5,0 +6,2 @@\n+x\n+y'), 6)).toBe(8);
  });

  it('incremental: a finding whose line went away is fixed; the others stay open at their new lines', () => {
    const tracked = trackFindings({ previous, current: [], sinceLast, pullRequestPaths: paths });
    expect(tracked.fixed.map((finding) => finding.fp)).toEqual(['aaaaaaaaaaaaaaaa']);
    expect(tracked.carried.map((finding) => `${finding.path}:${finding.line}`)).toEqual(['src/loader.ts:13', 'src/util.ts:3']);
    expect(tracked.open).toHaveLength(2);
  });

  it('incremental: a finding in a file the pull request no longer changes is fixed', () => {
    const tracked = trackFindings({ previous, current: [], sinceLast, pullRequestPaths: new Set(['src/loader.ts']) });
    expect(tracked.fixed.map((finding) => finding.fp)).toEqual(['aaaaaaaaaaaaaaaa', 'cccccccccccccccc']);
  });

  it('full review: whatever is not reported again is fixed, and what is reported again is not carried twice', () => {
    const current = [buildFinding({ fingerprint: 'bbbbbbbbbbbbbbbb', line: 13, severity: 'critical' })];
    const tracked = trackFindings({ previous, current, pullRequestPaths: paths });
    expect(tracked.fixed.map((finding) => finding.fp)).toEqual(['aaaaaaaaaaaaaaaa', 'cccccccccccccccc']);
    expect(tracked.open.map((finding) => finding.fp)).toEqual(['bbbbbbbbbbbbbbbb']);
  });
});
