import { cutText, describeIssues, describeValue } from '../src/text/describe-value.js';
import { batchByBytes } from '../src/git/batch-by-bytes.js';

describe('describeValue: a value quoted in an error message, bounded whatever its size', () => {
  it('renders small values as JSON', () => {
    expect(describeValue('severe')).toBe('"severe"');
    expect(describeValue({ 'fail-on': ['a', 1, true, null] })).toBe('{"fail-on":["a",1,true,null]}');
    expect(describeValue(undefined)).toBe('undefined');
  });

  it('cuts a long string, a huge array and an alias bomb (shared parts, 9^12 leaves) to the limit', () => {
    expect(describeValue('x'.repeat(1_000_000))).toBe(`"${'x'.repeat(198)}…`);
    expect(
      describeValue(
        Array.from({ length: 1_000_000 }, (_, index) => index),
        20,
      ),
    ).toBe('[0,1,2,3,4,5,6,7,8,…');
    let bomb: unknown = 'lol';
    for (let level = 0; level < 12; level++) bomb = Array(9).fill(bomb);
    expect(describeValue(bomb, 30)).toBe('[[[[[[[[[[[["lol","lol","lol"…');
  });

  it('says where a value contains itself instead of walking it forever', () => {
    const loop: Record<string, unknown> = { name: 'x' };
    loop.self = loop;
    expect(describeValue(loop)).toBe('{"name":"x","self":[circular]}');
  });

  it('cuts schema issues: their paths and messages may quote the input', () => {
    const issues = [
      { path: ['rules', 'k'.repeat(500)], message: `Unrecognized key: "${'u'.repeat(500)}"` },
      { path: [], message: 'Invalid input' },
      { path: [0], message: 'a' },
      { path: [1], message: 'b' },
    ];
    const text = describeIssues(issues);
    expect(text.length).toBeLessThan(500);
    expect(text).toMatch(/^rules\.k+…: Unrecognized key: "u+…; \(root\): Invalid input; 0: a; and 1 more$/);
    expect(cutText('short')).toBe('short');
  });
});

describe('batchByBytes: path lists for a command line', () => {
  it('splits by bytes, not by count, keeping the order; an item over the limit goes alone', () => {
    expect(batchByBytes(['aa', 'bb', 'cc', 'dd'], 6)).toEqual([
      ['aa', 'bb'],
      ['cc', 'dd'],
    ]);
    expect(batchByBytes(['é'.repeat(3), 'b'], 7)).toEqual([['ééé'], ['b']]);
    expect(batchByBytes(['x'.repeat(100), 'y'], 10)).toEqual([['x'.repeat(100)], ['y']]);
    const paths = Array.from({ length: 520 }, (_, index) => `${'p'.repeat(5_000)}${index}`);
    const batches = batchByBytes(paths);
    expect(batches.flat()).toEqual(paths);
    expect(Math.max(...batches.map((batch) => batch.reduce((sum, path) => sum + path.length + 1, 0)))).toBeLessThanOrEqual(24 * 1024);
  });
});
