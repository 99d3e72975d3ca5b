import type { CandidateFinding } from '../src/findings/finding.js';
import { createStaticEngine } from '../src/rules/static-engine.js';
import type { StaticEngine } from '../src/rules/static-engine.js';

/**
 * What the default view (confidence 80 and above, info hidden) shows of the rules that read as advice rather
 * than defects. Measured on real commits, these were mostly deliberate code, so they stay available as `info`
 * or below the threshold, and a finding is shown where the change did something a reviewer would stop at.
 */

let engine: StaticEngine;
beforeAll(async () => {
  engine = await createStaticEngine();
});

/** Scans `after` as a change of `before`: lines not in `before` count as changed, the others keep their place. */
function review(path: string, before: string, after: string): CandidateFinding[] {
  const old = before.split('\n');
  const used = new Set<number>();
  const mapping = new Map<number, number | undefined>();
  const changedLines = new Set<number>();
  after.split('\n').forEach((text, index) => {
    const earlier = old.findIndex((candidate, at) => candidate === text && !used.has(at));
    if (earlier !== -1) used.add(earlier);
    mapping.set(index + 1, earlier === -1 ? undefined : earlier + 1);
    if (earlier === -1) changedLines.add(index + 1);
  });
  return engine.scanFile({ path, content: after, changedLines, before: { text: before, lineBefore: (line) => mapping.get(line) } });
}

const shownByDefault = (finding: CandidateFinding): boolean => finding.severity !== 'info' && finding.confidence >= 80;
const ofRule = (findings: readonly CandidateFinding[], rule: string) =>
  findings.filter((finding) => finding.rule_id === rule).map((finding) => ({ line: finding.line, shown: shownByDefault(finding) }));

describe('test/skipped-test: turning off a test that ran, not writing one already skipped', () => {
  const TEST = 'def test_partial_refund():\n    assert refund(400, 1000) == 400\n';

  it('shows a skip added to an existing Python test, and leaves a new skipped test as info', () => {
    expect(ofRule(review('tests/test_refunds.py', TEST, `@pytest.mark.skip(reason="flaky")\n${TEST}`), 'test/skipped-test')).toEqual([
      { line: 1, shown: true },
    ]);
    expect(ofRule(review('tests/test_refunds.py', '', `@pytest.mark.skip(reason="known gap")\n${TEST}`), 'test/skipped-test')).toEqual([
      { line: 1, shown: false },
    ]);
  });

  it('says nothing of a test that was skipped already', () => {
    const skipped = `@unittest.skip("known gap")\n${TEST}`;
    expect(ofRule(review('tests/test_refunds.py', skipped, skipped.replace('known gap', 'known gap, see #12')), 'test/skipped-test')).toEqual([]);
  });

  it('does the same for it.skip and t.Skip', () => {
    const it = "it('refunds', () => {\n  expect(refund(400)).toBe(400);\n});\n";
    expect(ofRule(review('src/refund.test.ts', it, it.replace("it('refunds'", "it.skip('refunds'")), 'test/skipped-test')).toEqual([{ line: 1, shown: true }]);
    expect(ofRule(review('src/refund.test.ts', '', it.replace("it('refunds'", "it.skip('refunds'")), 'test/skipped-test')).toEqual([{ line: 1, shown: false }]);
    const go = 'package refunds\n\nfunc TestRefund(t *testing.T) {\n\tif Refund(400) != 400 {\n\t\tt.Fatal("refund")\n\t}\n}\n';
    const skippedGo = go.replace('*testing.T) {\n', '*testing.T) {\n\tt.Skip("flaky")\n');
    expect(ofRule(review('refunds/refund_test.go', go, skippedGo), 'test/skipped-test')).toEqual([{ line: 4, shown: true }]);
    expect(ofRule(review('refunds/refund_test.go', 'package refunds\n', skippedGo), 'test/skipped-test')).toEqual([{ line: 4, shown: false }]);
    expect(ofRule(review('refunds/refund_test.go', skippedGo, skippedGo.replace('"flaky"', '"flaky, see #12"')), 'test/skipped-test')).toEqual([]);
  });
});

describe('advice kept out of the default view', () => {
  it('test/sleep-in-test is info: waiting out a timeout or an expiry is often the only way to test it', () => {
    const content =
      'package cache\n\nfunc TestExpiry(t *testing.T) {\n\tc := New(time.Second)\n\ttime.Sleep(2 * time.Second)\n\tif c.Len() != 0 {\n\t\tt.Fatal("not expired")\n\t}\n}\n';
    expect(ofRule(review('cache/cache_test.go', '', content), 'test/sleep-in-test')).toEqual([{ line: 5, shown: false }]);
  });

  it('type-design/missing-annotations is info, and says nothing of a signature marked `# type: ignore`', () => {
    const typed =
      'def load(path: str) -> dict:\n    return {}\n\ndef save(path: str, data: dict) -> None:\n    pass\n\ndef remove(path: str) -> bool:\n    return True\n';
    expect(ofRule(review('app/store.py', typed, `${typed}\ndef rename(old, new):\n    return move(old, new)\n`), 'type-design/missing-annotations')).toEqual([
      { line: 10, shown: false },
    ]);
    expect(
      ofRule(review('app/store.py', typed, `${typed}\ndef wrap(f):  # type: ignore[no-untyped-def]\n    return f\n`), 'type-design/missing-annotations'),
    ).toEqual([]);
  });

  it('simplify/boolean-literal-comparison is info in Go and Python: the same condition either way', () => {
    expect(
      ofRule(
        review('auth/guard.go', '', 'package auth\n\nfunc ok(done bool) bool {\n\tif done == true {\n\t\treturn true\n\t}\n\treturn false\n}\n'),
        'simplify/boolean-literal-comparison',
      ),
    ).toEqual([{ line: 4, shown: false }]);
    expect(
      ofRule(review('app/guard.py', '', 'def ok(session):\n    if session.expired() == True:\n        return False\n'), 'simplify/boolean-literal-comparison'),
    ).toEqual([{ line: 2, shown: false }]);
  });

  it('test/no-assertion is info, and less sure of a Python test that awaits or yields (it checks that the work completes)', () => {
    const confidenceOf = (path: string, content: string) =>
      review(path, '', content)
        .filter((finding) => finding.rule_id === 'test/no-assertion')
        .map((finding) => ({ line: finding.line, severity: finding.severity, confidence: finding.confidence }));
    const waiting = '@gen_test\ndef test_notify(self):\n    c = Condition()\n    self.io_loop.call_later(0.01, c.notify)\n    yield c.wait()\n';
    expect(confidenceOf('tests/test_locks.py', waiting)).toEqual([{ line: 2, severity: 'info', confidence: 70 }]);
    expect(confidenceOf('tests/test_orders.py', 'def test_create_order(db):\n    create_order(db, 1)\n')).toEqual([
      { line: 1, severity: 'info', confidence: 80 },
    ]);
  });
});

describe('silent-failure/empty-catch: shown where the error is dropped without a word', () => {
  const guarded = (handler: string) => `export function close(stream) {\n  try {\n    stream.close();\n  } ${handler}\n}\n`;

  it('hides `catch {}` and `catch (_error) {}`, which say in the code that the error is ignored', () => {
    expect(ofRule(review('src/close.ts', '', guarded('catch {}')), 'silent-failure/empty-catch')).toEqual([{ line: 4, shown: false }]);
    expect(ofRule(review('src/close.ts', '', guarded('catch (_error) {}')), 'silent-failure/empty-catch')).toEqual([{ line: 4, shown: false }]);
    expect(ofRule(review('src/close.ts', '', guarded('catch (error) {}')), 'silent-failure/empty-catch')).toEqual([{ line: 4, shown: true }]);
  });

  it('hides an empty handler in a test, which provokes errors it does not check', () => {
    expect(ofRule(review('src/close.test.ts', '', guarded('catch (error) {}')), 'silent-failure/empty-catch')).toEqual([{ line: 4, shown: false }]);
    const python = 'def test_teardown():\n    try:\n        raise TypeError()\n    except Exception:\n        pass\n';
    expect(ofRule(review('tests/test_app.py', '', python), 'silent-failure/empty-catch')).toEqual([{ line: 4, shown: false }]);
  });
});

describe('more precise where the change did it', () => {
  it('silent-failure/ignored-error hides a dropped Commit error in a test, where a later check fails instead', () => {
    const content =
      'package store\n\nfunc TestCommit(t *testing.T) {\n\ttx := db.Begin()\n\ttx.Commit()\n\tif count(db) != 1 {\n\t\tt.Fatal("not saved")\n\t}\n}\n';
    expect(ofRule(review('store/store_test.go', '', content), 'silent-failure/ignored-error')).toEqual([{ line: 5, shown: false }]);
    expect(ofRule(review('store/store.go', '', 'package store\n\nfunc finish(tx *sql.Tx) {\n\ttx.Commit()\n}\n'), 'silent-failure/ignored-error')).toEqual([
      { line: 4, shown: true },
    ]);
  });

  it('type-design/mutable-export needs the change to export the value, not to add an entry to it', () => {
    const before = "export const names = {\n  a: 'a',\n};\nexport function register(key, name) {\n  names[key] = name;\n}\n";
    expect(ofRule(review('src/names.js', before, before.replace("  a: 'a',\n", "  a: 'a',\n  b: 'b',\n")), 'type-design/mutable-export')).toEqual([]);
    expect(ofRule(review('src/names.js', '', before), 'type-design/mutable-export')).toEqual([{ line: 1, shown: true }]);
  });
});
