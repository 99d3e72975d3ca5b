import type { CandidateFinding } from '../src/findings/finding.js';
import { fileBeforeChange } from '../src/rules/file-before-change.js';
import { autofixFor } from '../src/rules/autofix-for.js';
import { createStaticEngine } from '../src/rules/static-engine.js';
import type { StaticEngine } from '../src/rules/static-engine.js';
import type { DiffFile, DiffLine, Hunk } from '../src/diff/diff-model.js';

let engine: StaticEngine;
beforeAll(async () => {
  engine = await createStaticEngine();
});

function allLines(content: string): Set<number> {
  return new Set(content.split('\n').map((_, index) => index + 1));
}

function findingOf(path: string, content: string, ruleId: string): CandidateFinding {
  const found = engine.scanFile({ path, content, changedLines: allLines(content) }).find((finding) => finding.rule_id === ruleId);
  if (!found) throw new Error(`no ${ruleId} finding`);
  return found;
}

/** Reviews the change from `before` to `after` (one line replaced or added), with the file before it rebuilt from the diff. */
function scanChange(path: string, before: string, after: string) {
  const old = before.split('\n');
  const lines = after.split('\n');
  const diffLines: DiffLine[] = [];
  const changed = new Set<number>();
  let o = 0;
  for (let n = 0; n < lines.length; n += 1) {
    if (old[o] === lines[n]) {
      diffLines.push({ kind: 'context', content: lines[n] ?? '', oldLine: o + 1, newLine: n + 1 });
      o += 1;
    } else {
      // A replaced line: the old one is deleted unless the next new line is it (then this one was inserted).
      if (old[o] !== undefined && old[o] !== lines[n + 1]) {
        diffLines.push({ kind: 'delete', content: old[o] ?? '', oldLine: o + 1 });
        o += 1;
      }
      diffLines.push({ kind: 'add', content: lines[n] ?? '', newLine: n + 1 });
      changed.add(n + 1);
    }
  }
  const diff: DiffFile = {
    path,
    status: 'modified',
    binary: false,
    additions: changed.size,
    deletions: diffLines.filter((line) => line.kind === 'delete').length,
    hunks: [{ oldStart: 1, oldLines: old.length, newStart: 1, newLines: lines.length, lines: diffLines } as Hunk],
  };
  const earlier = fileBeforeChange(diff, after);
  expect(earlier?.text).toBe(before);
  return engine.scanFile({ path, content: after, changedLines: changed, ...(earlier ? { before: earlier } : {}) });
}

describe('mechanical fixes of the JavaScript bug patterns', () => {
  it('turns a comparison with NaN into Number.isNaN, negated for !==', () => {
    const content = 'export function check(price, total) {\n  if (price === NaN) return 0;\n  return total !== Number.NaN;\n}\n';
    const first = findingOf('src/price.ts', content, 'review/nan-comparison');
    const fixed = autofixFor(first, content) ?? '';
    expect(fixed).toContain('if (Number.isNaN(price)) return 0;');
    const second = findingOf('src/price.ts', fixed, 'review/nan-comparison');
    expect(autofixFor(second, fixed)).toContain('return !Number.isNaN(total);');
  });

  it('adds new before a class called as a function', () => {
    const content = 'class Point {\n  constructor(x) {\n    this.x = x;\n  }\n}\nconst origin = Point(0);\n';
    const finding = findingOf('src/point.js', content, 'review/class-called-without-new');
    expect(autofixFor(finding, content)).toContain('const origin = new Point(0);');
  });

  it('awaits a promise that an async function dropped', () => {
    const content = 'export async function run(jobs) {\n  Promise.all(jobs.map(start));\n  report();\n}\n';
    const finding = findingOf('src/run.ts', content, 'review/floating-promise');
    expect(autofixFor(finding, content)).toContain('  await Promise.all(jobs.map(start));\n');
  });

  it('returns right after a handler answers inside an if', () => {
    const content = "app.get('/me', (req, res) => {\n  if (!req.user) {\n    res.status(401).send();\n  }\n  res.json(req.user);\n});\n";
    const finding = findingOf('src/routes.js', content, 'review/response-after-answer');
    expect(finding.line).toBe(3);
    expect(autofixFor(finding, content)).toContain('    return res.status(401).send();\n');
  });
});

describe('the JavaScript bug patterns judge the change', () => {
  const chain = [
    'export function label(kind) {',
    "  if (kind === 'a') return 'A';",
    "  else if (kind === 'b') return 'B';",
    "  else if (kind === 'a') return 'C';",
    '  return "?";',
    '}',
  ];

  it('reports a repeated condition the change wrote', () => {
    const before = chain.filter((_, index) => index !== 3);
    const findings = scanChange('src/label.ts', before.join('\n'), chain.join('\n'));
    expect(findings.filter((finding) => finding.rule_id === 'review/identical-condition').map((finding) => finding.line)).toEqual([4]);
  });

  it('stays quiet when the condition was repeated before and the change only edited that line', () => {
    const after = [...chain];
    after[3] = "  else if (kind === 'a') return 'See';";
    expect(scanChange('src/label.ts', chain.join('\n'), after.join('\n')).filter((finding) => finding.rule_id === 'review/identical-condition')).toEqual([]);
  });

  it('reports a parallel slip only when the change wrote the slipped line', () => {
    const lines = ['function copy(a, b) {', '  a.x = b.x;', '  a.y = b.y;', '  a.z = b.y;', '  a.w = b.w;', '}'];
    const slips = (added: number) =>
      scanChange('src/copy.js', lines.filter((_, index) => index !== added - 1).join('\n'), lines.join('\n')).filter(
        (finding) => finding.rule_id === 'review/copy-paste-slip',
      );
    expect(slips(5)).toEqual([]);
    expect(slips(4).map((finding) => finding.line)).toEqual([4]);
  });

  it('reads TSX and JSX files with the same rules', () => {
    const content = "export function Badge({ count }) {\n  return <span>{count === 1 ? 'item' : 'item'}</span>;\n}\nconst same = count && count;\n";
    for (const path of ['src/badge.tsx', 'src/badge.jsx']) {
      const ids = engine.scanFile({ path, content, changedLines: allLines(content) }).map((finding) => finding.rule_id);
      expect(ids).toEqual(expect.arrayContaining(['review/identical-branches', 'review/identical-operands']));
    }
  });
});

describe('review/unbound-method in JSX', () => {
  const component = (handler: string, extra = '') =>
    `export class Counter extends Component {\n${extra}  render() {\n    return <button onClick={${handler}}>add</button>;\n  }\n  increment() {\n    this.setState({ count: this.state.count + 1 });\n  }\n}\n`;

  it('reports a handler handed to an element unbound, where it is passed', () => {
    const finding = findingOf('src/counter.jsx', component('this.increment'), 'review/unbound-method');
    expect(finding.line).toBe(3);
    expect(finding.description).toContain('`this.increment`');
  });

  it('leaves alone an arrow function around the call and a handler bound in the constructor', () => {
    for (const content of [
      component('() => this.increment()'),
      component('this.increment', '  constructor(props) {\n    super(props);\n    this.increment = this.increment.bind(this);\n  }\n'),
    ]) {
      const found = engine.scanFile({ path: 'src/counter.tsx', content, changedLines: allLines(content) });
      expect(found.filter((finding) => finding.rule_id === 'review/unbound-method')).toEqual([]);
    }
  });
});
