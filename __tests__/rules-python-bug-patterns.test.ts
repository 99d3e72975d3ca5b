import type { CandidateFinding } from '../src/findings/finding.js';
import { autofixFor } from '../src/rules/autofix-for.js';
import { createStaticEngine } from '../src/rules/static-engine.js';
import type { StaticEngine } from '../src/rules/static-engine.js';

const allLines = (content: string): Set<number> => new Set(content.split('\n').map((_, index) => index + 1));

let engine: StaticEngine;
beforeAll(async () => {
  engine = await createStaticEngine({ languages: ['python'] });
});

/** The findings of `ruleId` when only `changed` lines (1-based) of `content` are new. */
function findings(ruleId: string, content: string, changed: ReadonlySet<number> = allLines(content), path = 'app/module.py'): CandidateFinding[] {
  return engine.scanFile({ path, content, changedLines: changed }).filter((finding) => finding.rule_id === ruleId);
}

describe('judging the change, not the file', () => {
  const chain = [
    'def price(plan):',
    '    if plan.tier == "free":',
    '        return 0',
    '    elif plan.tier == "team":',
    '        return 20',
    '    elif plan.tier == "free":',
    '        return 99',
    '    return 10',
  ].join('\n');

  it('reports a repeated elif condition when either copy is new, at the copy the change wrote', () => {
    expect(findings('review/identical-condition', chain, new Set([6, 7])).map((finding) => finding.line)).toEqual([6]);
    expect(findings('review/identical-condition', chain, new Set([2])).map((finding) => finding.line)).toEqual([2]);
  });

  it('stays quiet when the change touched neither condition', () => {
    expect(findings('review/identical-condition', chain, new Set([5]))).toEqual([]);
  });

  it('reports a copy-paste slip only on the line that breaks the pattern, when that line is new', () => {
    const lines = [
      'def parse(args, kwargs):',
      '    context = args[1] if len(args) > 1 else kwargs.get("context")',
      '    status = args[2] if len(args) > 2 else kwargs.get("status")',
      '    headers = args[2] if len(args) > 2 else kwargs.get("headers")',
      '    media_type = args[3] if len(args) > 3 else kwargs.get("media_type")',
      '    background = args[4] if len(args) > 4 else kwargs.get("background")',
    ].join('\n');
    const found = findings('review/copy-paste-slip', lines, new Set([4]));
    expect(found.map((finding) => finding.line)).toEqual([4]);
    expect(found[0]?.description).toContain('`headers` reads the same index as `status`');
    expect(findings('review/copy-paste-slip', lines, new Set([6]))).toEqual([]);
  });
});

describe('mechanical fixes', () => {
  it('turns `is` with a literal into `==` / `!=`', () => {
    const content = 'if state is "failed":\n    retry()\nif code is not 404:\n    stop()\n';
    const [first, second] = findings('review/is-literal', content);
    expect(first && autofixFor(first, content)).toBe('if state == "failed":\n    retry()\nif code is not 404:\n    stop()\n');
    expect(second && autofixFor(second, content)).toBe('if state is "failed":\n    retry()\nif code != 404:\n    stop()\n');
  });

  it('declines `is` when the line holds another `is`', () => {
    const content = 'ok = a is None and b is "x"\n';
    const [finding] = findings('review/is-literal', content);
    expect(finding?.auto_fixable).toBe(false);
  });

  it('unwraps an asserted tuple into condition and message, keeping a comment', () => {
    const content = 'def pay(amount):\n    assert (amount > 0, f"bad amount {amount}")  # guard\n';
    const [finding] = findings('review/assert-tuple', content);
    expect(finding && autofixFor(finding, content)).toBe('def pay(amount):\n    assert amount > 0, f"bad amount {amount}"  # guard\n');
  });
});

describe('precision guards', () => {
  it('a mutable default is visible when the body changes it, hidden when it is a named memo or only read', () => {
    const severity = (content: string) => findings('review/mutable-default-argument', content).map((finding) => [finding.severity, finding.confidence]);
    expect(severity('def add(item, items=[]):\n    items.append(item)\n    return items\n')).toEqual([['medium', 85]]);
    expect(severity('def fib(n, cache={}):\n    cache[n] = n\n    return cache[n]\n')).toEqual([['info', 85]]);
    expect(severity('def merge(extra: dict = {}) -> dict:\n    return {**BASE, **extra}\n')).toEqual([['info', 85]]);
    expect(severity('def build(extensions=[]):\n    return Builder(extensions)\n')).toEqual([['info', 85]]);
    expect(severity('def group(rows, into=defaultdict(list)):\n    return into\n')).toEqual([['medium', 70]]);
    expect(severity('def seen(p, m={}):\n    if p in m:\n        return True\n    m[p] = True\n')).toEqual([['info', 85]]);
    expect(severity('def bind(seq, n=[0]):\n    n[0] += 1\n    return seq\n')).toEqual([['info', 85]]);
  });

  it('an undefined exception is not reported when the module may define names the text does not show', () => {
    expect(findings('review/undefined-name', 'def read():\n    raise HTTPInputError("bad")\n')).toHaveLength(1);
    expect(findings('review/undefined-name', 'globals().update(load())\n\ndef read():\n    raise HTTPInputError("bad")\n')).toEqual([]);
    expect(findings('review/undefined-name', 'def read():\n    raise HTTPInputError("bad")  # noqa: F821\n')).toEqual([]);
  });

  it('any name read on a changed line that nothing in the module binds is reported, once, where it is read', () => {
    const missingImport = 'import os\n\n\ndef home():\n    return pathlib.Path(os.environ["HOME"]) / pathlib.Path(".config")\n';
    expect(findings('review/undefined-name', missingImport).map((finding) => [finding.line, finding.column, finding.description])).toEqual([
      [5, 12, '`pathlib` is not defined or imported in this module: reaching this line raises `NameError`.'],
    ]);
    const typo = 'def total(items):\n    count = 0\n    for item in items:\n        count += item.size\n    return cuont\n';
    expect(findings('review/undefined-name', typo).map((finding) => finding.line)).toEqual([5]);
    // A small change to a large file: the import far above the change still binds the name.
    const functions = Array.from({ length: 800 }, (_, index) => `def f${index}(x):\n    return json.dumps(x)\n`).join('\n');
    const large = `import json\n\n\n${functions}\ndef last(x):\n    return json.loads(x) or yaml.safe_load(x)\n`;
    const lastLine = large.split('\n').length - 1;
    expect(findings('review/undefined-name', large, new Set([lastLine])).map((finding) => [finding.line, finding.description.split(' ')[0]])).toEqual([
      [lastLine, '`yaml`'],
    ]);
    // A binding in any scope counts: parameters, loop, with and except targets, comprehensions, patterns, lambdas.
    const bound =
      'import a.b\nfrom c import d as e\n\n\ndef f(x, *args, y=1, **kw):\n    with open(x) as (g, h):\n        pass\n    try:\n        pass\n' +
      '    except* ValueError as err:\n        pass\n    match x:\n        case {"k": [v, *rest]}:\n            pass\n' +
      '    return a, e, g, h, err, v, rest, args, y, kw, [i for i in x], (lambda z: z), (w := 2), w, __file__, print\n';
    expect(findings('review/undefined-name', bound)).toEqual([]);
  });

  it('leaves alone names it cannot judge: annotations, silenced lines, and modules with many unbound names', () => {
    expect(findings('review/undefined-name', 'from __future__ import annotations\n\n\ndef load(path: Path) -> Config:\n    return path\n')).toEqual([]);
    expect(findings('review/undefined-name', 'value = compute()  # type: ignore[name-defined]\n')).toEqual([]);
    expect(findings('review/undefined-name', 'value = compute()  # type: ignore[attr-defined]\n')).toHaveLength(1);
    const snippet = 'def get_db():\n    db = DBSession()\n    return db\n';
    expect(findings('review/undefined-name', snippet, allLines(snippet), 'docs_src/dependencies/tutorial.py').map((finding) => finding.confidence)).toEqual([
      60,
    ]);
    // A script a tool runs in a namespace of its own (a Sphinx conf.py, an SConstruct): its names come from there.
    expect(findings('review/undefined-name', 'project = name\nrelease = version\nif tags.has("draft"):\n    exclude_patterns = drafts\n')).toEqual([]);
    expect(findings('review/undefined-name', 'import enum\n\nenum.IntEnum._convert_("Options", __name__, pick)\nmask = Options.OP_ALL\n')).toEqual([]);
  });

  it('a syntax error is reported once per file, and not when the file did not parse before the change', () => {
    const broken = 'def first(:\n    pass\n\n\ndef second(:\n    pass\n';
    expect(findings('review/syntax-error', broken)).toHaveLength(1);
    const before = { text: broken.replace('second(:', 'second():'), lineBefore: (line: number) => (line === 5 ? undefined : line) };
    expect(
      engine
        .scanFile({ path: 'app/module.py', content: broken, changedLines: new Set([5]), before })
        .filter((finding) => finding.rule_id === 'review/syntax-error'),
    ).toEqual([]);
  });

  it('a mutable default of a lambda is state kept on purpose', () => {
    expect(findings('review/mutable-default-argument', 'convert = lambda x, seen=[]: seen.append(x)\n')).toEqual([]);
  });

  it('identical operands are not reported in tests, where operators are tested on one value', () => {
    expect(findings('review/identical-operands', 'def test_union():\n    assert s | s == s\n', undefined, 'tests/test_sets.py')).toEqual([]);
  });
});
