import { describe, expect, it } from '@jest/globals';
import type { DiffFile, DiffLine, FileStatus } from '../src/diff/diff-model.js';
import { MAX_FILE_CHANGED_LINES, scopeChange } from '../src/diff/scope.js';
import type { HeadPrefix, ScopeOptions } from '../src/diff/scope.js';

/** A text file whose diff adds `added` lines starting at `startLine` (their text from `text`). */
function changed(path: string, added = 1, options: { status?: FileStatus; startLine?: number; text?: string[]; deletions?: number } = {}): DiffFile {
  const startLine = options.startLine ?? 1;
  const lines: DiffLine[] = Array.from({ length: added }, (_, index) => ({
    kind: 'add',
    newLine: startLine + index,
    content: options.text?.[index] ?? `line ${index}`,
  }));
  const deletions = options.deletions ?? 0;
  return {
    path,
    status: options.status ?? 'modified',
    binary: false,
    additions: added,
    deletions,
    hunks: [{ oldStart: startLine, oldLines: deletions, newStart: startLine, newLines: added, header: '@@', lines }],
  };
}

/** The reason for each left-out file, after checking that every file is accounted for. */
function reasons(files: DiffFile[], options?: ScopeOptions, headPrefix?: HeadPrefix): Record<string, string> {
  const result = scopeChange(files, options, headPrefix);
  expect(result.files.length + result.notReviewed.length).toBe(files.length);
  return Object.fromEntries(result.notReviewed.map((entry) => [entry.path, entry.reason]));
}

describe('scopeChange', () => {
  it('keeps ordinary changed files, in input order', () => {
    const files = [changed('src/b.ts'), changed('src/a.ts', 3, { status: 'added' }), changed('lib/c.py', 2, { status: 'renamed' })];

    expect(scopeChange(files)).toEqual({ files, notReviewed: [] });
  });

  it('leaves out deleted, binary and mode-only files with their reasons', () => {
    const deleted: DiffFile = { path: 'old.ts', status: 'deleted', binary: false, additions: 0, deletions: 4, hunks: [] };
    const binary: DiffFile = { path: 'logo.png', status: 'added', binary: true, additions: 0, deletions: 0, hunks: [] };
    const modeOnly: DiffFile = { path: 'run.sh', status: 'mode-changed', binary: false, additions: 0, deletions: 0, hunks: [] };
    const pureRename: DiffFile = { path: 'new.ts', oldPath: 'old-name.ts', status: 'renamed', binary: false, additions: 0, deletions: 0, hunks: [] };

    const result = scopeChange([deleted, binary, modeOnly, pureRename]);

    expect(result.files).toEqual([]);
    expect(result.notReviewed).toEqual([
      { path: 'old.ts', reason: 'deleted', detail: 'the file was deleted' },
      { path: 'logo.png', reason: 'binary', detail: 'binary file' },
      { path: 'run.sh', reason: 'no-textual-change', detail: 'only the file mode changed' },
      { path: 'new.ts', reason: 'no-textual-change', detail: "renamed from 'old-name.ts' without changes" },
    ]);
  });

  it('never reviews secret-like files, even when included', () => {
    const paths = ['.env', 'config/.env.production', 'certs/server.pem', 'tls.key', 'home/.ssh/id_rsa', 'id_ed25519.pub', 'store.p12'];

    const result = scopeChange(
      paths.map((path) => changed(path)),
      { include: ['**'] },
    );

    expect(result.files).toEqual([]);
    expect(result.notReviewed.map((entry) => entry.reason)).toEqual(paths.map(() => 'secret-file'));
    expect(result.notReviewed[2]?.detail).toContain("'*.pem'");
  });

  it('still treats a secret file renamed to an innocent name as secret', () => {
    const renamed: DiffFile = { ...changed('notes.txt'), status: 'renamed', oldPath: 'deploy/.env' };

    expect(reasons([renamed])).toEqual({ 'notes.txt': 'secret-file' });
  });

  it('applies exclude and include globs, naming the glob, with dot files matched', () => {
    const result = scopeChange([changed('src/a.ts'), changed('src/a.test.ts'), changed('docs/guide.md'), changed('.github/workflows/ci.yml')], {
      include: ['src/**', '.github/**'],
      exclude: ['**/*.test.ts'],
    });

    expect(result.files.map((file) => file.path)).toEqual(['src/a.ts', '.github/workflows/ci.yml']);
    expect(result.notReviewed).toEqual([
      { path: 'src/a.test.ts', reason: 'excluded-by-config', detail: "matches exclude '**/*.test.ts'" },
      { path: 'docs/guide.md', reason: 'not-included', detail: 'matches none of the include globs: src/**, .github/**' },
    ]);
  });

  it('excludes lockfiles, build output, vendored and minified files by default', () => {
    const excluded = [
      'package-lock.json',
      'packages/web/yarn.lock',
      'pnpm-lock.yaml',
      'Cargo.lock',
      'go.sum',
      'poetry.lock',
      'Gemfile.lock',
      'composer.lock',
      'dist/index.js',
      'packages/app/build/out.js',
      'vendor/lib/x.go',
      'node_modules/pkg/index.js',
      'third_party/zlib/zlib.c',
      'public/app.min.js',
      'styles/site.min.css',
      'src/index.js.map',
    ];

    expect(reasons([...excluded.map((path) => changed(path)), changed('src/index.ts')])).toEqual(
      Object.fromEntries(excluded.map((path) => [path, 'excluded-by-default'])),
    );
    expect(scopeChange([changed('dist/index.js')]).notReviewed[0]?.detail).toBe("matches default exclusion '**/dist/**'");
  });

  it('leaves test data out by default: fixtures and Go testdata folders are inputs tests read', () => {
    const data = ['crates/linter/resources/test/fixtures/E711.py', 'src/__fixtures__/broken.ts', 'pkg/parse/testdata/bad.go', 'test/fixture/app.js'];
    const files = [...data.map((path) => changed(path)), changed('src/fixtures.ts'), changed('tests/test_fixtures.py')];

    expect(reasons(files)).toEqual(Object.fromEntries(data.map((path) => [path, 'excluded-by-default'])));
    expect(scopeChange([changed('pkg/parse/testdata/bad.go')]).notReviewed[0]?.detail).toMatch(/^test data/);
    expect(scopeChange([changed('pkg/parse/testdata/bad.go')], { defaultExclusions: false }).files).toHaveLength(1);
  });

  it('can turn the default exclusions off', () => {
    expect(scopeChange([changed('dist/index.js')], { defaultExclusions: false }).files).toHaveLength(1);
  });

  it('spots generated files from the diff when it shows the first lines', () => {
    const files = [
      changed('gen/api.pb.go', 3, { status: 'added', text: ['// Code generated by protoc-gen-go. DO NOT EDIT.', 'package api', ''] }),
      changed('gen/schema.ts', 2, { status: 'added', text: ['/**', ' * @generated by the schema tool'] }),
      changed('Reference.cs', 2, { status: 'added', text: ['// <auto-generated>', '//   This code was generated by a tool.'] }),
      changed('src/handwritten.ts', 2, { status: 'added', text: ['// Mentions generation in passing.', 'export {};'] }),
    ];

    const result = scopeChange(files);

    expect(result.files.map((file) => file.path)).toEqual(['src/handwritten.ts']);
    // The change added these files, markers included: the static engine still checks them up to the gate.
    const byChange = 'by this change: only findings at or above the gate are still reported';
    expect(result.notReviewed.map((entry) => [entry.path, entry.reason, entry.detail])).toEqual([
      ['gen/api.pb.go', 'generated', `marked 'Code generated … DO NOT EDIT' ${byChange}`],
      ['gen/schema.ts', 'generated', `marked '@generated' ${byChange}`],
      ['Reference.cs', 'generated', `marked 'auto-generated' ${byChange}`],
    ]);
    expect(result.gateOnly?.map((file) => file.path)).toEqual(['gen/api.pb.go', 'gen/schema.ts', 'Reference.cs']);
  });

  it('spots generated files from the head prefix when the diff starts further down', () => {
    const files = [changed('gen/client.ts', 1, { startLine: 200 }), changed('src/app.ts', 1, { startLine: 200 })];
    const heads: Record<string, string> = { 'gen/client.ts': '// @generated\nexport {};\n', 'src/app.ts': 'export {};\n' };

    expect(reasons(files, {}, (path) => heads[path])).toEqual({ 'gen/client.ts': 'generated' });
  });

  it('counts a marker only for a file that was generated at the same path in the base', () => {
    const head = '// @generated by protoc\nexport const a = 1;\nexport const key = 2;\n';
    const added: DiffLine = { kind: 'add', newLine: 3, content: 'export const key = 2;' };
    const appended = (status: FileStatus): DiffFile => ({
      path: 'src/client.ts',
      ...(status === 'renamed' ? { oldPath: 'src/gen/client.ts' } : {}),
      status,
      binary: false,
      additions: 1,
      deletions: 0,
      hunks: [
        {
          oldStart: 2,
          oldLines: 1,
          newStart: 2,
          newLines: 2,
          header: '@@',
          lines: [{ kind: 'context', oldLine: 2, newLine: 2, content: 'export const a = 1;' }, added],
        },
      ],
    });
    const judged = (file: DiffFile, sinceBase?: DiffFile[]) => {
      const result = scopeChange([file], {}, () => head, sinceBase);
      return [result.notReviewed[0]?.detail, result.gateOnly?.length ?? 0];
    };
    const inBase = [`marked '@generated' in its first 10 lines`, 0];
    const notInBase = [`marked '@generated', but not generated at this path in the base: only findings at or above the gate are still reported`, 1];

    expect(judged(appended('modified'))).toEqual(inBase);
    expect(judged(appended('renamed'))).toEqual(notInBase);
    // Incremental: the reviewed diff starts at the last reviewed head, but the pull request added the file.
    expect(judged(appended('modified'), [changed('src/client.ts', 3, { status: 'added', text: head.split('\n') })])).toEqual([
      `marked '@generated' by this change: only findings at or above the gate are still reported`,
      1,
    ]);
    expect(judged(appended('modified'), [appended('modified')])).toEqual(inBase);
    expect(judged(appended('modified'), [])).toEqual(notInBase);
  });

  it('does not count a marker that the change moved up into the first lines', () => {
    const kept = Array.from({ length: 9 }, (_, index) => `export const v${index} = ${index};`);
    const head = ['// header', ...kept.slice(7), '// auto-generated table below', 'export const t = [];', ''].join('\n');
    // The change deleted seven lines under the header, so the marker (line 11 of the base) is now line 4.
    const file: DiffFile = {
      path: 'src/table.ts',
      status: 'modified',
      binary: false,
      additions: 0,
      deletions: 7,
      hunks: [
        {
          oldStart: 1,
          oldLines: 11,
          newStart: 1,
          newLines: 4,
          header: '@@',
          lines: [
            { kind: 'context', oldLine: 1, newLine: 1, content: '// header' },
            ...kept.slice(0, 7).map((content, index): DiffLine => ({ kind: 'delete', oldLine: 2 + index, content })),
            ...kept.slice(7).map((content, index): DiffLine => ({ kind: 'context', oldLine: 9 + index, newLine: 2 + index, content })),
            { kind: 'context', oldLine: 11, newLine: 4, content: '// auto-generated table below' },
          ],
        },
      ],
    };
    const result = scopeChange([file], {}, () => head);
    expect(result.gateOnly).toEqual([file]);
    expect(result.notReviewed[0]?.detail).toMatch(/not generated at this path in the base/);
  });

  it('only looks for generated markers in the first lines', () => {
    const head = `${'// license\n'.repeat(10)}// @generated\n`;

    expect(reasons([changed('src/late-marker.ts', 1, { startLine: 50 })], {}, () => head)).toEqual({});
  });

  it('leaves out files over the per-file changed-line limit', () => {
    const big = changed('src/huge.ts', MAX_FILE_CHANGED_LINES, { deletions: 1 });
    const small = changed('src/small.ts', 10);

    const result = scopeChange([big, small]);

    expect(result.files).toEqual([small]);
    expect(result.notReviewed).toEqual([
      { path: 'src/huge.ts', reason: 'too-large', detail: `${MAX_FILE_CHANGED_LINES + 1} changed lines; the per-file limit is ${MAX_FILE_CHANGED_LINES}` },
    ]);
    expect(reasons([changed('src/a.ts', 11)], { maxFileChangedLines: 10 })).toEqual({ 'src/a.ts': 'too-large' });
  });

  it('fills the file budget in path order, whatever the input order', () => {
    const files = ['src/d.ts', 'src/a.ts', 'src/c.ts', 'src/b.ts'].map((path) => changed(path));

    const result = scopeChange(files, { maxFiles: 2 });

    expect(result.files.map((file) => file.path)).toEqual(['src/a.ts', 'src/b.ts']);
    expect(result.notReviewed).toEqual([
      { path: 'src/d.ts', reason: 'over-budget', detail: 'the budget of 2 reviewed files is used up' },
      { path: 'src/c.ts', reason: 'over-budget', detail: 'the budget of 2 reviewed files is used up' },
    ]);
  });

  it('passes over a file that does not fit the line budget and keeps smaller ones after it', () => {
    const files = [changed('a.ts', 60), changed('b.ts', 50), changed('c.ts', 40)];

    const result = scopeChange(files, { maxChangedLines: 100 });

    expect(result.files.map((file) => file.path)).toEqual(['a.ts', 'c.ts']);
    expect(result.notReviewed).toEqual([{ path: 'b.ts', reason: 'over-budget', detail: '50 changed lines would exceed the budget of 100 (60 used)' }]);
  });

  it('does not spend the budget on files left out for other reasons', () => {
    const files = [changed('a/package-lock.json', 90), changed('b.ts', 90)];

    expect(reasons(files, { maxChangedLines: 100, maxFiles: 1 })).toEqual({ 'a/package-lock.json': 'excluded-by-default' });
  });
});
