import { closestMatch, editDistance } from '../src/text/closest-match.js';
import { createStaticEngine } from '../src/rules/static-engine.js';
import { judgeSuppression, silencerFor, unknownSuppressions } from '../src/rules/suppression.js';

const everyLine = (lines: readonly string[]) => new Set(lines.map((_, index) => index + 1));

describe('closestMatch', () => {
  it('finds the nearest candidate within a typo’s reach, and nothing beyond it', () => {
    expect(editDistance('review/evall', 'review/eval')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(closestMatch('review/evall', ['review/debugger', 'review/eval'])).toBe('review/eval');
    expect(closestMatch('fial-on', ['fail-on', 'fix'])).toBe('fail-on');
    expect(closestMatch('completely-different', ['review/eval'])).toBeUndefined();
  });
});

describe('silencerFor', () => {
  it('gives the ignore comment in the file’s own comment syntax', () => {
    expect(silencerFor({ rule_id: 'review/eval', file: 'src/app.ts' })).toEqual({ code: '// sextant-ignore review/eval', where: 'comment' });
    expect(silencerFor({ rule_id: 'review/eval', file: 'web/page.jsx' })).toEqual({ code: '// sextant-ignore review/eval', where: 'comment' });
    expect(silencerFor({ rule_id: 'silent-failure/ignored-error', file: 'cmd/main.go' })?.code).toBe('// sextant-ignore silent-failure/ignored-error');
    expect(silencerFor({ rule_id: 'review/debug-print', file: 'tools/run.py' })?.code).toBe('# sextant-ignore review/debug-print');
  });

  it('turns a rule about the whole change off in the config file, and gives nothing for model findings or unknown ids', () => {
    expect(silencerFor({ rule_id: 'test/missing-test-change', file: 'src/app.ts' })).toEqual({ code: 'test/missing-test-change: off', where: 'config' });
    expect(silencerFor({ file: 'src/app.ts' })).toBeUndefined();
    expect(silencerFor({ rule_id: 'no-such/rule', file: 'src/app.ts' })).toBeUndefined();
  });

  it('gives a comment that really silences the finding', async () => {
    const engine = await createStaticEngine();
    const lines = ['export function run(input: string): unknown {', '  return eval(input);', '}'];
    const [finding] = engine.scanFile({ path: 'src/app.ts', content: lines.join('\n'), changedLines: everyLine(lines) });
    const silencer = silencerFor(finding ?? { file: '' });
    expect(silencer?.code).toBe('// sextant-ignore review/eval');
    const silenced = [lines[0] ?? '', `  ${silencer?.code ?? ''}`, ...lines.slice(1)];
    expect(engine.scanFile({ path: 'src/app.ts', content: silenced.join('\n'), changedLines: everyLine(silenced) })).toEqual([]);
  });
});

describe('judgeSuppression', () => {
  const lines = ['// sextant-ignore review/eval', 'eval(a);', 'eval(b); // sextant-ignore review/eval'];
  const judge = (line: number, inBase: ReadonlyArray<number | undefined>, belowGate = false) =>
    judgeSuppression({ lines, line, ruleId: 'review/eval', lineInBase: (at) => inBase[at - 1], belowGate });

  it('a suppression from the base covers the line it covered there, followed through the diff', () => {
    expect(judge(2, [7, 8, 9])).toBe('hidden');
    expect(judge(3, [7, 8, 9])).toBe('hidden');
  });

  it('never a line the pull request inserted or rewrote, nor one that moved up under it', () => {
    expect(judge(2, [7, undefined, 8])).toBe('none');
    // The base line under the suppression was deleted: the next one does not slide under its cover.
    expect(judge(2, [7, 9, 10])).toBe('none');
  });

  it('below the gate any suppression on the line or the line above hides the finding', () => {
    expect(judge(2, [7, undefined, 8], true)).toBe('hidden');
    expect(judge(2, [7, 9, 10], true)).toBe('hidden');
  });

  it('one the pull request added hides only findings below the gate, and says when it would have', () => {
    expect(judge(2, [undefined, 8, 9])).toBe('added-by-change');
    expect(judge(2, [undefined, 8, 9], true)).toBe('hidden');
    expect(judge(3, [7, 8, undefined])).toBe('added-by-change');
    expect(judgeSuppression({ lines, line: 2, ruleId: 'review/debugger', lineInBase: () => undefined, belowGate: true })).toBe('none');
  });
});

describe('unknownSuppressions', () => {
  const check = (lines: string[], changed = everyLine(lines), path = 'src/a.ts') => unknownSuppressions({ path, lines, changedLines: changed });

  it('reports an unknown rule id on a changed line, with the nearest real id', () => {
    expect(check(['const a = 1;', '', '', '// sextant-ignore review/evall', 'eval(a);'])).toEqual([
      "src/a.ts:4: sextant-ignore names unknown rule 'review/evall' (did you mean 'review/eval'?)",
    ]);
    expect(check(['x = 1  # sextant-ignore debug-prnt'], undefined, 'tools/run.py')).toEqual([
      "tools/run.py:1: sextant-ignore names unknown rule 'debug-prnt' (did you mean 'review/debug-print'?)",
    ]);
  });

  it('checks every id named, stops at the reason, and says finding ids cannot silence anything', () => {
    expect(check(['/* sextant-ignore review/eval, no-such/rule -- sandboxed */'])).toEqual(["src/a.ts:1: sextant-ignore names unknown rule 'no-such/rule'"]);
    expect(check(['// sextant-ignore review/eval because it is sandboxed'])).toEqual([]);
    expect(check(['// sextant-ignore SEC-001'])).toEqual([
      "src/a.ts:1: sextant-ignore names unknown rule 'SEC-001' (finding ids change from run to run: name the rule id shown with the finding)",
    ]);
  });

  it('leaves alone lines the change did not touch and the words in strings', () => {
    expect(check(['// sextant-ignore review/evall', 'const a = 1;'], new Set([2]))).toEqual([]);
    expect(check(["const help = 'use sextant-ignore review/evall';"])).toEqual([]);
  });
});

describe('static agent durations', () => {
  it('charges each agent with rules for the language some time for a file it scanned, and none before', async () => {
    const engine = await createStaticEngine({ agents: ['code-reviewer', 'comment-analyzer'] });
    expect([...engine.timeByAgent().keys()]).toEqual([]);
    const lines = ['export function run(input: string): unknown {', '  // TODO: tidy', '  return eval(input);', '}'];
    engine.scanFile({ path: 'src/app.ts', content: lines.join('\n'), changedLines: everyLine(lines) });
    const time = engine.timeByAgent();
    expect([...time.keys()].sort()).toEqual(['code-reviewer', 'comment-analyzer']);
    for (const spent of time.values()) expect(spent).toBeGreaterThan(0);
    // A file the engine cannot read costs no agent anything.
    const before = new Map(time);
    engine.scanFile({ path: 'notes.txt', content: 'eval(x)', changedLines: new Set([1]) });
    expect(new Map(engine.timeByAgent())).toEqual(before);
  });
});
