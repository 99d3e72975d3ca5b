import { DEFAULT_SETTINGS } from '../src/config/parse-settings.js';
import type { CandidateFinding } from '../src/findings/finding.js';
import type { FileBeforeChange } from '../src/rules/file-before-change.js';
import { createStaticEngine } from '../src/rules/static-engine.js';
import type { StaticEngine } from '../src/rules/static-engine.js';

let engine: StaticEngine;
beforeAll(async () => {
  engine = await createStaticEngine({ languages: ['javascript', 'typescript', 'python'] });
});

/** The `test/no-assertion` findings of a test file whose every line is new, or that changed from `before`. */
function noAssertion(path: string, content: string, before?: FileBeforeChange): CandidateFinding[] {
  const changedLines = new Set(
    content
      .split('\n')
      .map((_, index) => index + 1)
      .filter((line) => before?.lineBefore(line) === undefined),
  );
  return engine.scanFile({ path, content, changedLines, ...(before ? { before } : {}) }).filter((finding) => finding.rule_id === 'test/no-assertion');
}

/** The same test in each language: it calls the code and checks nothing. */
const NEW_TESTS = [
  ['test/orders.test.js', "test('creates an order', async () => {\n  await createOrder({ id: 1 });\n});\n"],
  ['src/orders.test.ts', "it('creates an order', async () => {\n  await createOrder({ id: 1 });\n});\n"],
  ['tests/test_orders.py', 'def test_creates_order(client):\n    client.post("/orders", json={"id": 1})\n'],
] as const;

describe('a test without an assertion, in every language', () => {
  it('is reported with the same confidence, shown at the default min-confidence', () => {
    const confidences = NEW_TESTS.map(([path, content]) => noAssertion(path, content).map((finding) => finding.confidence));
    expect(confidences).toEqual([[80], [80], [80]]);
    expect(80).toBeGreaterThanOrEqual(DEFAULT_SETTINGS.minConfidence);
  });

  it('is less sure, alike in JavaScript and Python, when the change edited an existing test and removed its only check', () => {
    // Line 2 is rewritten, and line 3 of the earlier version (the assertion) is gone.
    const kept = (line: number) => (line === 1 ? 1 : line === 2 ? undefined : line + 1);
    const javascript = noAssertion('test/orders.test.js', "test('creates an order', async () => {\n  await createOrder({ id: 2 });\n});\n", {
      text: "test('creates an order', async () => {\n  await createOrder({ id: 1 });\n  expect(count()).toBe(1);\n});\n",
      lineBefore: kept,
    });
    const python = noAssertion('tests/test_orders.py', 'def test_creates_order(client):\n    client.post("/orders", json={"id": 2})\n', {
      text: 'def test_creates_order(client):\n    client.post("/orders", json={"id": 1})\n    assert count() == 1\n',
      lineBefore: kept,
    });
    expect({ javascript: javascript.map((finding) => finding.confidence), python: python.map((finding) => finding.confidence) }).toEqual({
      javascript: [70],
      python: [70],
    });
  });

  it('is less sure, alike in JavaScript and Python, of an empty placeholder test scaffolding a suite', () => {
    const placeholders = [
      ['test/orders.test.js', "describe('orders', () => {\n  test('creates an order', () => {})\n\n  test('refunds', () => {\n    // later\n  })\n})\n"],
      ['tests/test_orders.py', 'def test_creates_order():\n    pass\n\n\ndef test_refunds():\n    """Later."""\n    ...\n'],
    ] as const;
    expect(placeholders.map(([path, content]) => noAssertion(path, content).map((finding) => finding.confidence))).toEqual([
      [70, 70],
      [70, 70],
    ]);
  });
});
