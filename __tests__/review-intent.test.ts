import { buildIntent, closingReferences, renderIntentSection } from '../src/intent/review-intent.js';

describe('closingReferences', () => {
  it("finds GitHub's closing keywords in every form, each issue once, bounded", () => {
    const text = 'Fixes #12. closes: #12, Resolved octo/other#3 and fixed https://github.com/Someone/Thing/issues/9\nresolves #40';
    expect(closingReferences(text, 'octo/app')).toEqual([
      { repo: 'octo/app', number: 12 },
      { repo: 'octo/other', number: 3 },
      { repo: 'someone/thing', number: 9 },
    ]);
  });

  it('ignores numbers without a #, mentions without a keyword, and keywords hidden in HTML comments', () => {
    expect(closingReferences('fixes 3 bugs; see #4; <!-- fixes #5 --> prefixes #6', 'octo/app')).toEqual([]);
  });
});

describe('buildIntent and renderIntentSection', () => {
  it('caps a long description and fences it as data', () => {
    const intent = buildIntent([{ kind: 'pull-request', ref: '#1', title: 'T', body: `${'a'.repeat(10_000)}TAIL` }]);
    const section = renderIntentSection(intent) ?? '';
    expect(section).toContain('[… cut at 4000 characters]');
    expect(section).not.toContain('TAIL');
    expect(section).toMatch(/<<<DATA-[0-9a-f]{12} intent\nPull request #1: T\n/);
    expect(renderIntentSection([])).toBeUndefined();
  });
});
