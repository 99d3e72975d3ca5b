import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ReportFormatError, MAX_RESULTS_PER_REPORT } from '../src/analyzers/analyzer-report.js';
import type { AnalyzerSetting } from '../src/analyzers/analyzer-setting.js';
import { importReportResults } from '../src/analyzers/import-report-results.js';
import { normalizeReportPath } from '../src/analyzers/normalize-report-path.js';
import { parseAnalyzerReport } from '../src/analyzers/parse-analyzer-report.js';
import type { DiffFile } from '../src/diff/diff-model.js';
import type { CandidateFinding } from '../src/findings/finding.js';
import { mergeFindings } from '../src/findings/merge-findings.js';
import { withoutMuted } from '../src/orchestrator/without-muted.js';
import { renderReviewComment } from '../src/publish/render-review-comment.js';
import { decideMutedRules } from '../src/pull-request/read-muted-rules.js';

const FIXTURES = fileURLToPath(new URL('./fixtures/analyzers/', import.meta.url));
const fixture = (name: string) => readFileSync(`${FIXTURES}${name}`, 'utf8');
const code = (path: string) => fixture(`code/${path}`);

/** A file the change added whole: every line is an added line. */
function addedFile(path: string, text: string): DiffFile {
  const lines = text.replace(/\n$/, '').split('\n');
  return {
    path,
    status: 'added',
    binary: false,
    additions: lines.length,
    deletions: 0,
    hunks: [
      {
        oldStart: 0,
        oldLines: 0,
        newStart: 1,
        newLines: lines.length,
        header: '',
        lines: lines.map((content, index) => ({ kind: 'add' as const, newLine: index + 1, content })),
      },
    ],
  };
}

/** A modified file whose one hunk adds `added` lines after `context` unchanged ones, in a file of `total` lines. */
function modifiedFile(path: string, hunk: { start: number; context: number; added: number }): DiffFile {
  const lines = [
    ...Array.from({ length: hunk.context }, (_, index) => ({
      kind: 'context' as const,
      oldLine: hunk.start + index,
      newLine: hunk.start + index,
      content: 'same',
    })),
    ...Array.from({ length: hunk.added }, (_, index) => ({ kind: 'add' as const, newLine: hunk.start + hunk.context + index, content: 'new' })),
  ];
  return {
    path,
    status: 'modified',
    binary: false,
    additions: hunk.added,
    deletions: 0,
    hunks: [{ oldStart: hunk.start, oldLines: hunk.context, newStart: hunk.start, newLines: hunk.context + hunk.added, header: '', lines }],
  };
}

/** The fixtures' code as one pull request adding every file, reviewed in a checkout at another folder than the reports were made in. */
const CODE_FILES = ['app/handlers.py', 'cmd/server/main.go', 'src/main/java/app/Main.java', 'scripts/deploy.sh', 'web/app.js', 'Dockerfile'];
const CHANGE = new Map(CODE_FILES.map((path) => [path, addedFile(path, code(path))]));
const CONTEXT = { root: '/home/runner/work/app/app', changed: CHANGE, leftOut: (_path: string) => false };
const DEFAULTS: Pick<AnalyzerSetting, 'filter'> = { filter: 'added' };

function importFixture(name: string, setting: Partial<AnalyzerSetting> = {}, context = CONTEXT) {
  const parsed = parseAnalyzerReport(fixture(name), name, undefined);
  return { parsed, ...importReportResults(parsed.results, { ...DEFAULTS, ...setting }, parsed.format, context) };
}

const brief = (findings: readonly CandidateFinding[]) => findings.map((finding) => `${finding.rule_id} ${finding.severity} ${finding.file}:${finding.line}`);

describe('analyzer reports from real tools become findings', () => {
  it("ESLint's SARIF formatter: absolute file:// URIs of another checkout land on the repository's file, levels map to severities", () => {
    const { parsed, candidates, counts } = importFixture('eslint.sarif');
    expect(parsed.format).toBe('sarif');
    expect(brief(candidates)).toEqual([
      'eslint/no-unused-vars high web/app.js:2',
      'eslint/eqeqeq medium web/app.js:3',
      'eslint/no-eval high web/app.js:4',
      'eslint/no-debugger high web/app.js:6',
    ]);
    expect(counts).toMatchObject({ results: 4, imported: 4, outside_change: 0 });
    expect(candidates.find((finding) => finding.rule_id === 'eslint/no-eval')).toMatchObject({
      dimension: 'security',
      category: 'injection',
      source: 'analyzer',
      agent: 'eslint',
    });
    expect(candidates[0]?.references).toEqual(['https://eslint.org/docs/latest/rules/no-unused-vars']);
  });

  it('Staticcheck SARIF: %SRCROOT% URIs, the rule default level of a rule table of 144', () => {
    const { candidates } = importFixture('staticcheck.sarif');
    expect(brief(candidates)).toEqual(['staticcheck/S1003 medium cmd/server/main.go:10', 'staticcheck/S1025 medium cmd/server/main.go:11']);
    expect(candidates[0]?.description).toBe('should use strings.Contains(name, "admin") instead');
  });

  it('Checkstyle XML: absolute file names, the check class named by its short name, entities decoded', () => {
    const { candidates, counts } = importFixture('checkstyle.xml');
    expect(brief(candidates)).toContain('checkstyle/ConstantName high src/main/java/app/Main.java:4');
    expect(candidates.find((finding) => finding.rule_id === 'checkstyle/ConstantName')?.description).toBe(
      "Name 'max_retries' must match pattern '^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$'.",
    );
    expect(counts).toMatchObject({ results: 6, imported: 6 });
  });

  it('ShellCheck checkstyle XML: single-quoted attributes and character references', () => {
    const { candidates } = importFixture('shellcheck-checkstyle.xml');
    expect(brief(candidates)).toEqual([
      'shellcheck/SC2086 low scripts/deploy.sh:3',
      'shellcheck/SC2164 medium scripts/deploy.sh:4',
      'shellcheck/SC2086 low scripts/deploy.sh:4',
    ]);
    expect(candidates[1]?.description).toBe("Use 'cd ... || exit' or 'cd ... || return' in case cd fails.");
  });

  it('Ruff JSON: absolute file names, codes as rule ids, every violation an error as in Ruff’s own SARIF', () => {
    const { candidates } = importFixture('ruff.json');
    expect(brief(candidates)).toEqual([
      'ruff/S602 high app/handlers.py:7',
      'ruff/S301 high app/handlers.py:11',
      'ruff/S324 high app/handlers.py:15',
      'ruff/S110 high app/handlers.py:21',
    ]);
    expect(candidates[0]?.references).toEqual(['https://docs.astral.sh/ruff/rules/subprocess-popen-with-shell-equals-true']);
  });

  it('Bandit SARIF: levels from issue severity, CWE tags decide the category', () => {
    const { candidates } = importFixture('bandit.sarif');
    expect(brief(candidates)).toEqual([
      'bandit/B404 low app/handlers.py:1',
      'bandit/B403 low app/handlers.py:2',
      'bandit/B602 high app/handlers.py:7',
      'bandit/B301 medium app/handlers.py:11',
      'bandit/B303 medium app/handlers.py:15',
      'bandit/B110 low app/handlers.py:21',
    ]);
    expect(candidates.find((finding) => finding.rule_id === 'bandit/B602')).toMatchObject({ dimension: 'security', category: 'injection' });
    expect(candidates.find((finding) => finding.rule_id === 'bandit/B301')).toMatchObject({ dimension: 'security', category: 'deserialization' });
  });

  it('CodeQL SARIF: rules of an extension query pack, security-severity ranks it, partialFingerprints identify it', () => {
    const { candidates } = importFixture('codeql.sarif');
    expect(brief(candidates)).toEqual(['codeql/js/code-injection critical web/app.js:4']);
    expect(candidates[0]).toMatchObject({ dimension: 'security', category: 'injection', column: 17 });
    expect(candidates[0]?.external_fingerprint).toMatch(/^[0-9a-f]{32}$/);
  });

  it('CodeQL SARIF: a message’s `[text](id)` names its related location; an id with none leaves the text alone', () => {
    const { candidates } = importFixture('codeql.sarif');
    expect(candidates[0]?.description).toContain('This code execution depends on a user-provided value (web/app.js:1).');
    const sarif = JSON.parse(readFileSync(`${FIXTURES}codeql.sarif`, 'utf8')) as { runs: [{ results: [{ message: { text: string } }] }] };
    sarif.runs[0].results[0].message.text = 'Depends on a [value](7) and [another](1).';
    const [result] = parseAnalyzerReport(JSON.stringify(sarif), 'codeql.sarif', 'sarif').results;
    expect(result?.message).toBe('Depends on a value and another (web/app.js:1).');
  });

  it('Semgrep, gosec and Trivy SARIF: dotted rule ids, CWE relationships, a ROOTPATH base from originalUriBaseIds', () => {
    expect(brief(importFixture('semgrep.sarif').candidates)).toEqual([
      'semgrep/python.lang.security.audit.subprocess-shell-true.subprocess-shell-true high app/handlers.py:7',
    ]);
    const gosec = importFixture('gosec.sarif').candidates;
    expect(brief(gosec)).toEqual(['gosec/G104 medium cmd/server/main.go:17', 'gosec/G307 medium cmd/server/main.go:18']);
    expect(gosec[0]).toMatchObject({ dimension: 'security', category: 'error-handling' });
    expect(brief(importFixture('trivy.sarif').candidates)).toEqual(['trivy/DS002 high Dockerfile:2']);
  });

  it("rdjson and rdjsonl: reviewdog's format, the document's source and severity as defaults", () => {
    const lines = importFixture('shellcheck.rdjsonl');
    expect(lines.parsed.format).toBe('rdjsonl');
    expect(brief(lines.candidates)).toEqual([
      'shellcheck/SC2086 low scripts/deploy.sh:3',
      'shellcheck/SC2164 medium scripts/deploy.sh:4',
      'shellcheck/SC2086 low scripts/deploy.sh:4',
    ]);
    const document = importFixture('shellcheck.rdjson');
    expect(document.parsed.format).toBe('rdjson');
    expect(brief(document.candidates)).toEqual(brief(lines.candidates));
  });
});

describe('the diff filter', () => {
  // eslint.sarif reports lines 2, 3, 4 and 6 of web/app.js; the change added lines 4-5 after two context lines.
  const change = new Map([['web/app.js', modifiedFile('web/app.js', { start: 2, context: 2, added: 2 })]]);
  const context = { root: '/repo', changed: change, leftOut: () => false };

  it('added (the default) keeps the added lines; diff-context the hunk; file the whole file; each count says what was left out', () => {
    expect(brief(importFixture('eslint.sarif', { filter: 'added' }, context).candidates)).toEqual(['eslint/no-eval high web/app.js:4']);
    expect(importFixture('eslint.sarif', { filter: 'added' }, context).counts).toMatchObject({ imported: 1, outside_filter: 3 });
    expect(brief(importFixture('eslint.sarif', { filter: 'diff-context' }, context).candidates)).toEqual([
      'eslint/no-unused-vars high web/app.js:2',
      'eslint/eqeqeq medium web/app.js:3',
      'eslint/no-eval high web/app.js:4',
    ]);
    expect(importFixture('eslint.sarif', { filter: 'file' }, context).counts).toMatchObject({ imported: 4, outside_filter: 0 });
  });

  it('drops results on files the change did not touch, with a count; nofilter keeps them', () => {
    const only = { root: '/repo', changed: new Map([['web/app.js', addedFile('web/app.js', code('web/app.js'))]]), leftOut: () => false };
    const bandit = importFixture('bandit.sarif', {}, only);
    expect(bandit.candidates).toEqual([]);
    expect(bandit.counts).toMatchObject({ results: 6, outside_change: 6 });
    expect(importFixture('bandit.sarif', { filter: 'nofilter' }, only).counts).toMatchObject({ imported: 6, outside_change: 0 });
  });

  it('leaves out files the review excludes, counted apart', () => {
    const excluded = importFixture('ruff.json', {}, { ...CONTEXT, leftOut: (path: string) => path.startsWith('app/') });
    expect(excluded.counts).toMatchObject({ imported: 0, excluded: 4 });
  });
});

describe('report paths', () => {
  const changed = new Set(['src/a.ts', 'lib/a.ts', 'src/deep/a b.ts']);
  it.each([
    ['src/a.ts', 'src/a.ts'],
    ['./src/a.ts', 'src/a.ts'],
    ['src\\a.ts', 'src/a.ts'],
    ['/home/runner/work/app/app/src/a.ts', 'src/a.ts'],
    ['file:///home/runner/work/app/app/src/deep/a%20b.ts', 'src/deep/a b.ts'],
    ['C:\\Work\\App\\src\\a.ts', 'src/a.ts'],
    ['file:///C:/work/app/lib/a.ts', 'lib/a.ts'],
    ['/src/lib/a.ts', 'lib/a.ts'],
    ['../outside.ts', undefined],
    ['/elsewhere/unchanged.ts', undefined],
    ['https://example.com/src/a.ts', undefined],
  ])('%s → %s', (written, expected) => {
    const root = written.startsWith('C:') || written.includes('C:/') ? 'c:/work/app' : '/home/runner/work/app/app';
    expect(normalizeReportPath(written, root, changed)).toBe(expected);
  });
});

describe('severity, fingerprints, merging and muting', () => {
  it("follows the analyzer's severity mapping: one severity for all, per level, per rule, or a rule turned off", () => {
    expect(brief(importFixture('eslint.sarif', { severity: 'low' }).candidates).map((line) => line.split(' ')[1])).toEqual(['low', 'low', 'low', 'low']);
    expect(brief(importFixture('eslint.sarif', { severity: { error: 'critical' } }).candidates)).toContain('eslint/eqeqeq medium web/app.js:3');
    expect(brief(importFixture('eslint.sarif', { severity: { error: 'critical' } }).candidates)).toContain('eslint/no-eval critical web/app.js:4');
    const ruled = importFixture('eslint.sarif', { rules: { 'no-debugger': 'off', eqeqeq: 'info' } });
    expect(brief(ruled.candidates)).toEqual(['eslint/no-unused-vars high web/app.js:2', 'eslint/eqeqeq info web/app.js:3', 'eslint/no-eval high web/app.js:4']);
    expect(ruled.counts.rules_off).toBe(1);
  });

  it("keeps a tool's fingerprint through a line shift, and merges a tool's finding with a static rule's on the same line and problem", () => {
    const [codeql] = importFixture('codeql.sarif').candidates as [CandidateFinding];
    const before = mergeFindings([codeql], 0).findings[0]?.fingerprint;
    const after = mergeFindings([{ ...codeql, line: codeql.line + 7 }], 0).findings[0]?.fingerprint;
    expect(after).toBe(before);
    const eslintEval = importFixture('eslint.sarif').candidates.find((finding) => finding.rule_id === 'eslint/no-eval') as CandidateFinding;
    const staticEval: CandidateFinding = {
      ...eslintEval,
      agent: 'code-reviewer',
      rule_id: 'review/eval',
      category: 'code-injection',
      source: 'static',
      confidence: 90,
      description: 'eval of a value',
    };
    const merged = mergeFindings([staticEval, eslintEval], 80).findings;
    expect(merged).toHaveLength(1);
    expect(merged[0]?.also_reported_by).toEqual(['eslint']);
  });

  it('a 👎 on the comment of a tool rule mutes that rule, below the gate only', () => {
    const [finding] = mergeFindings(
      importFixture('eslint.sarif').candidates.filter((candidate) => candidate.rule_id === 'eslint/eqeqeq'),
      0,
    ).findings;
    const body = renderReviewComment(finding as NonNullable<typeof finding>);
    expect(body).toContain('`eslint/eqeqeq`');
    const muted = decideMutedRules([{ body, user: { login: 'sextant[bot]', type: 'Bot' }, downVoters: ['ann', 'bo', 'cy'], upVoters: [] }], {
      thumbsDown: 3,
      maxThumbsUp: 0,
      days: 90,
      unmute: [],
    });
    expect(muted.map((rule) => rule.rule_id)).toEqual(['eslint/eqeqeq']);
    const candidates = importFixture('eslint.sarif').candidates;
    expect(brief(withoutMuted(candidates, muted, 'high').shown)).not.toContain('eslint/eqeqeq medium web/app.js:3');
    expect(brief(withoutMuted(candidates, muted, 'medium').shown)).toContain('eslint/eqeqeq medium web/app.js:3');
  });
});

describe('bad input is one clear message each', () => {
  it('refuses what is not a report, saying why', () => {
    expect(() => parseAnalyzerReport('{ "runs": [', 'x.sarif', undefined)).toThrow(ReportFormatError);
    expect(() => parseAnalyzerReport('{ "runs": [', 'x.sarif', undefined)).toThrow(/not valid JSON, so not SARIF/);
    expect(() => parseAnalyzerReport('{"hello": 1}', 'x.json', undefined)).toThrow(/not a report format Sextant reads/);
    expect(() => parseAnalyzerReport('<!DOCTYPE x [<!ENTITY a "b">]><checkstyle/>', 'c.xml', 'checkstyle')).toThrow(/document type declaration/);
    expect(() => parseAnalyzerReport('<checkstyle><file name="a"></checkstyle>', 'c.xml', undefined)).toThrow(/not well-formed XML/);
  });

  it('an empty checkstyle report is a report with no results', () => {
    expect(parseAnalyzerReport('<?xml version="1.0"?>\n<checkstyle/>', 'c.xml', 'checkstyle').results).toEqual([]);
  });

  it('a SARIF run without results, or whose tool failed, is a warning; the other runs are imported', () => {
    const sarif = JSON.parse(fixture('eslint.sarif')) as { runs: Array<Record<string, unknown>> };
    const broken = {
      ...sarif,
      runs: [
        {
          tool: { driver: { name: 'Broken' } },
          invocations: [{ executionSuccessful: false, toolExecutionNotifications: [{ message: { text: 'out of memory' } }] }],
        },
        ...sarif.runs,
      ],
    };
    const parsed = parseAnalyzerReport(JSON.stringify(broken), 'mixed.sarif', undefined);
    expect(parsed.warnings).toEqual([
      'run 1 (Broken) says its tool did not run successfully: out of memory; its results may be incomplete',
      'run 1 (Broken) has no results: the tool did not run or wrote no results list, so nothing was imported from it',
    ]);
    expect(parsed.results).toHaveLength(4);
  });

  it('an rdjsonl line that is not a diagnostic is named; the others are imported', () => {
    const text = `${fixture('shellcheck.rdjsonl')}not json\n{"message": "no location"}\n`;
    const parsed = parseAnalyzerReport(text, 'lint.rdjsonl', undefined);
    expect(parsed.results).toHaveLength(3);
    expect(parsed.warnings).toEqual(['line(s) 4, 5 are not diagnostics: not imported']);
  });

  it('a huge report is capped, and says how much was left out', () => {
    const messages = Array.from({ length: MAX_RESULTS_PER_REPORT + 5 }, (_, index) => ({
      ruleId: 'no-console',
      severity: 1,
      message: 'x',
      line: index + 1,
      column: 1,
    }));
    const parsed = parseAnalyzerReport(JSON.stringify([{ filePath: '/repo/a.js', messages }]), 'eslint.json', undefined);
    expect(parsed.results).toHaveLength(MAX_RESULTS_PER_REPORT);
    expect(parsed.overCap).toBe(5);
  });
});
