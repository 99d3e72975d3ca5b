import type { DiffFile } from '../src/diff/diff-model.js';
import { parseHunks } from '../src/diff/parse-hunks.js';
import { fileBeforeChange } from '../src/rules/file-before-change.js';
import { createStaticEngine } from '../src/rules/static-engine.js';
import type { StaticEngine } from '../src/rules/static-engine.js';

/*
 * review/call-signature-mismatch when the change edits a signature: the calls of the file it did not touch are
 * judged against the signature before and after, and those it broke are reported at the changed `def`. The
 * corpus cannot say this (its cases add lines, they do not replace them), so these changes are written out here.
 */

const RULE = 'review/call-signature-mismatch';

/** A change of one Python file that replaces some of its lines (1-based line → new text), as one hunk over the whole file. */
function scanReplacing(engine: StaticEngine, before: readonly string[], replaced: ReadonlyMap<number, string>) {
  const after = before.map((text, index) => replaced.get(index + 1) ?? text);
  const patchLines = before.flatMap((text, index) => {
    const replacement = replaced.get(index + 1);
    return replacement === undefined ? [` ${text}`] : [`-${text}`, `+${replacement}`];
  });
  const patch = `--- a/app/net.py\n+++ b/app/net.py\n@@ -1,${before.length} +1,${after.length} @@\n${patchLines.join('\n')}`;
  const hunks = parseHunks(patch);
  const file: DiffFile = { path: 'app/net.py', status: 'modified', binary: false, additions: replaced.size, deletions: replaced.size, hunks };
  const content = after.join('\n');
  const findings = engine.scanFile({ path: file.path, content, changedLines: new Set(replaced.keys()), before: fileBeforeChange(file, content) });
  return findings.filter((finding) => finding.rule_id === RULE).map(({ line, description, recommendation }) => ({ line, description, recommendation }));
}

const MODULE = [
  'def connect(host, port):', // 1
  '    return (host, port)', // 2
  '', // 3
  '', // 4
  'def open_primary():', // 5
  '    return connect("db-1", 5432)', // 6
  '', // 7
  '', // 8
  'def open_replica(port):', // 9
  '    return connect("db-2", port=port)', // 10
];

let engine: StaticEngine;
beforeAll(async () => {
  engine = await createStaticEngine({ languages: ['python'] });
});

describe('a signature the change edited', () => {
  it('is reported at the def, naming the unchanged calls it broke', () => {
    expect(scanReplacing(engine, MODULE, new Map([[1, 'def connect(host, port, timeout):']]))).toEqual([
      {
        line: 1,
        description:
          '`connect("db-1", 5432)` on line 6 (and 1 other call that no longer fits) gives no value for `timeout`, which `connect(host, port, timeout)` now requires: the call raises `TypeError`.',
        recommendation: 'Make the calls on lines 6 and 10 fit the signature, or change the signature if the call is the one that is right.',
      },
    ]);
  });

  it('is reported for a renamed parameter that an unchanged call passes by keyword', () => {
    expect(scanReplacing(engine, MODULE, new Map([[1, 'def connect(host, port_number):']]))).toEqual([
      expect.objectContaining({ line: 1, description: expect.stringContaining('`connect("db-2", port=port)` on line 10 passes `port=`, a keyword') }),
    ]);
  });

  it('leaves calls the change also edited to be reported where they are', () => {
    const replaced = new Map([
      [1, 'def connect(host, port, timeout):'],
      [6, '    return connect("db-1", 5432, 3)'],
      [10, '    return connect("db-2", port)'],
    ]);
    expect(scanReplacing(engine, MODULE, replaced)).toEqual([
      expect.objectContaining({ line: 10, description: expect.stringContaining('gives no value for `timeout`') }),
    ]);
  });

  it('is not reported when the calls fit the new signature, or did not fit the old one either', () => {
    expect(scanReplacing(engine, MODULE, new Map([[1, 'def connect(host, port, timeout=10):']]))).toEqual([]);
    const broken = [...MODULE.slice(0, 5), '    return connect("db-1")', ...MODULE.slice(6)];
    expect(scanReplacing(engine, broken, new Map([[1, 'def connect(host, port, /):']]))).toEqual([
      expect.objectContaining({ line: 1, description: expect.stringContaining('`connect("db-2", port=port)` on line 10 passes `port` by keyword') }),
    ]);
  });

  it('is not reported when only the return annotation changed', () => {
    const annotated = ['def connect(host, port) -> tuple:', ...MODULE.slice(1, 5), '    return connect("db-1")', ...MODULE.slice(6)];
    expect(scanReplacing(engine, annotated, new Map([[1, 'def connect(host, port) -> tuple[str, int]:']]))).toEqual([]);
  });

  it('is reported for a method, at its def, for a call through self', () => {
    const before = [
      'class Pool:', // 1
      '    def acquire(self, timeout=None):', // 2
      '        return timeout', // 3
      '', // 4
      '    def warm(self):', // 5
      '        return self.acquire(5)', // 6
    ];
    expect(scanReplacing(engine, before, new Map([[2, '    def acquire(self, *, timeout=None):']]))).toEqual([
      expect.objectContaining({
        line: 2,
        description:
          '`self.acquire(5)` on line 6 passes 1 positional argument to `acquire(self, *, timeout=None)` now, which takes none after `self`: the call raises `TypeError`.',
      }),
    ]);
  });
});
