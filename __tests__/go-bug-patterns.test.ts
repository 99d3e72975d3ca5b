import type { CandidateFinding } from '../src/findings/finding.js';
import { autofixFor } from '../src/rules/autofix-for.js';
import { createStaticEngine } from '../src/rules/static-engine.js';
import type { StaticEngine } from '../src/rules/static-engine.js';

/** The Go bug-pattern rules as a review sees them: the change's lines, the file before it, the mechanical fixes. */

let engine: StaticEngine;
beforeAll(async () => {
  engine = await createStaticEngine({ languages: ['go'] });
});

const linesOf = (text: string): string[] => text.split('\n');

/** Scans `after` as a change of `before`: lines not in `before` count as changed, the others keep their place. */
function review(path: string, before: string, after: string): CandidateFinding[] {
  const old = linesOf(before);
  const used = new Set<number>();
  const lineBefore = (line: number): number | undefined => {
    const text = linesOf(after)[line - 1];
    const index = old.findIndex((candidate, at) => candidate === text && !used.has(at));
    return index === -1 ? undefined : index + 1;
  };
  const mapping = new Map<number, number | undefined>();
  const changedLines = new Set<number>();
  linesOf(after).forEach((_, index) => {
    const earlier = lineBefore(index + 1);
    if (earlier !== undefined) used.add(earlier - 1);
    mapping.set(index + 1, earlier);
    if (earlier === undefined) changedLines.add(index + 1);
  });
  return engine.scanFile({ path, content: after, changedLines, before: { text: before, lineBefore: (line) => mapping.get(line) } });
}

function added(path: string, content: string): CandidateFinding[] {
  return review(path, '', content);
}

function ofRule(findings: readonly CandidateFinding[], rule: string): CandidateFinding[] {
  return findings.filter((finding) => finding.rule_id === rule);
}

const WRITER = `package proto

func (w *Writer) WriteArg(v interface{}) error {
\tswitch v := v.(type) {
\tcase *int8:
\t\treturn w.int(int64(*v))
\tcase *int16:
\t\treturn w.int(int64(*v))
\tcase *uint8:
\t\treturn w.uint(uint64(*v))
\tcase *uint16:
\t\treturn w.uint(uint64(*v))
\tcase *uint32:
\t\treturn w.uint(uint64(*v))
\t}
\treturn nil
}
`;

/** The same switch after a change that adds a nil check to every pointer case, one of them answering differently. */
function withNilChecks(odd: string): string {
  return WRITER.replace(/\t\treturn w\.(int|uint)\((\w+)\(\*v\)\)\n/g, (line: string, method: string, _conversion: string, offset: number) => {
    const answer = WRITER.slice(0, offset).endsWith('case *uint8:\n') ? odd : `w.${method}(0)`;
    return `\t\tif v == nil {\n\t\t\treturn ${answer}\n\t\t}\n${line}`;
  });
}

describe('copy-paste slips between parallel case branches', () => {
  it('reports the one branch whose added nil check answers unlike the others', () => {
    const after = withNilChecks('w.string("")');
    const [finding, ...more] = ofRule(review('internal/proto/writer.go', WRITER, after), 'review/copy-paste-slip');
    expect(more).toEqual([]);
    expect(finding).toMatchObject({ line: linesOf(after).findIndex((text) => text.includes('w.string("")')) + 1, severity: 'medium', confidence: 85 });
    expect(finding?.description).toContain('`string`');
  });

  it('stays quiet when every added nil check matches its branch', () => {
    expect(ofRule(review('internal/proto/writer.go', WRITER, withNilChecks('w.uint(0)')), 'review/copy-paste-slip')).toEqual([]);
  });

  it('leaves an old slip to the change that wrote it', () => {
    const slipped = withNilChecks('w.string("")');
    const after = slipped.replace('return nil\n}', 'return errUnsupported\n}');
    expect(ofRule(review('internal/proto/writer.go', slipped, after), 'review/copy-paste-slip')).toEqual([]);
  });
});

describe('defer before the error check', () => {
  const handler =
    'package remote\n\nfunc keyring(path string) (io.Reader, error) {\n\tkr, err := os.Open(path)\n\tdefer kr.Close()\n\tif err != nil {\n\t\treturn nil, err\n\t}\n\treturn decode(kr)\n}\n';

  it('moves the defer below the check as its fix', () => {
    const [finding] = ofRule(added('remote/remote.go', handler), 'review/defer-before-error-check');
    expect(finding).toMatchObject({ line: 5, severity: 'high', confidence: 90 });
    expect(autofixFor(finding as CandidateFinding, handler)).toBe(
      'package remote\n\nfunc keyring(path string) (io.Reader, error) {\n\tkr, err := os.Open(path)\n\tif err != nil {\n\t\treturn nil, err\n\t}\n\tdefer kr.Close()\n\treturn decode(kr)\n}\n',
    );
  });

  it('is hidden in a test, where require.NoError reports the failure anyway', () => {
    const test = 'package remote\n\nfunc TestKeyring(t *testing.T) {\n\tkr, err := os.Open("testdata/key")\n\tdefer kr.Close()\n\trequire.NoError(t, err)\n}\n';
    expect(ofRule(added('remote/remote_test.go', test), 'review/defer-before-error-check')).toMatchObject([{ severity: 'low', confidence: 60 }]);
  });
});

describe('defer in a loop', () => {
  it('is hidden in a test, whose loops run over a few cases', () => {
    const test =
      'package api\n\nfunc TestRoutes(t *testing.T) {\n\tfor _, r := range routers {\n\t\tts := httptest.NewServer(r)\n\t\tdefer ts.Close()\n\t\tcheck(t, ts)\n\t}\n}\n';
    expect(ofRule(added('api/routes_test.go', test), 'review/defer-in-loop')).toMatchObject([{ severity: 'low', confidence: 60 }]);
  });
});

describe('mechanical fixes', () => {
  it('removes a self-assignment', () => {
    const content = 'package client\n\nfunc (c *Client) SetTimeout(timeout time.Duration) {\n\tc.timeout = c.timeout\n}\n';
    const [finding] = ofRule(added('client/client.go', content), 'review/self-assignment');
    expect(autofixFor(finding as CandidateFinding, content)).toBe('package client\n\nfunc (c *Client) SetTimeout(timeout time.Duration) {\n}\n');
  });

  it('wraps the error with %w', () => {
    const content =
      'package load\n\nfunc load(path string) error {\n\tif err := read(path); err != nil {\n\t\treturn fmt.Errorf("load %s: %v", path, err)\n\t}\n\treturn nil\n}\n';
    const [finding] = ofRule(added('load/load.go', content), 'review/error-not-wrapped');
    expect(finding).toMatchObject({ severity: 'low', confidence: 60 });
    expect(autofixFor(finding as CandidateFinding, content)).toContain('fmt.Errorf("load %s: %w", path, err)');
  });
});

describe('a handler that answers and carries on', () => {
  it('reports the answer whose if block does not return, not the later write', () => {
    const before = 'package api\n\nfunc show(w http.ResponseWriter, r *http.Request) {\n\tjson.NewEncoder(w).Encode(find(r))\n}\n';
    const after =
      'package api\n\nfunc show(w http.ResponseWriter, r *http.Request) {\n\tif !allowed(r) {\n\t\thttp.Error(w, "forbidden", http.StatusForbidden)\n\t}\n\tjson.NewEncoder(w).Encode(find(r))\n}\n';
    expect(ofRule(review('api/show.go', before, after), 'review/response-after-answer')).toMatchObject([{ line: 5, severity: 'high' }]);
  });
});
