import type { DiffFile, DiffLine } from '../src/diff/diff-model.js';
import { scanAddedLines } from '../src/rules/scan-added-lines.js';

// Assembled at run time so this repository never holds a contiguous credential.
const GITHUB_TOKEN = ['gh', 'p_', 'R8v2Lq9Zt4Wc6Ny1Pk3Hd7Mf5Bx0Js2Ga8Ue'].join('');
const PRIVATE_KEY_HEADER = ['-----BEGIN ', 'RSA PRIVATE', ' KEY-----'].join('');
const KEY_BODY = 'MIIEowIBAAKCAQEAu1SU1LfVLPHCozMxH2Mo4lgOEePzNm0tRgeLezV6ffAt0gunVT';

/** A file whose diff adds `added` after the unchanged `context` lines. */
function fileAdding(path: string, added: readonly string[], context: readonly string[] = []): DiffFile {
  const lines: DiffLine[] = [
    ...context.map((content, index): DiffLine => ({ kind: 'context', oldLine: index + 1, newLine: index + 1, content })),
    ...added.map((content, index): DiffLine => ({ kind: 'add', newLine: context.length + index + 1, content })),
  ];
  return {
    path,
    status: 'modified',
    binary: false,
    additions: added.length,
    deletions: 0,
    hunks: [{ oldStart: 1, oldLines: context.length, newStart: 1, newLines: lines.length, header: '', lines }],
  };
}

const found = (file: DiffFile, gate?: 'critical' | 'high') => scanAddedLines(file, gate ? { gate } : {}).map((finding) => `${finding.line}:${finding.rule_id}`);

describe('the text gates over added lines', () => {
  it('find credential-shaped tokens in any text file, masked, under the syntax rule id', () => {
    const [finding] = scanAddedLines(fileAdding('deploy/settings.yml', ['name: app', `token: ${GITHUB_TOKEN}`]));
    expect(finding).toMatchObject({ rule_id: 'review/leaked-credential', severity: 'critical', line: 2, column: 8, agent: 'code-reviewer', source: 'static' });
    expect(finding?.code_snippet).not.toContain(GITHUB_TOKEN);
    expect(finding?.description).toBe('Hard-coded GitHub token in the source.');
  });

  it('find a private key whose body follows its header on the next added line', () => {
    expect(found(fileAdding('certs/server.txt', [PRIVATE_KEY_HEADER, KEY_BODY]))).toEqual(['1:review/leaked-credential']);
    expect(found(fileAdding('src/pem.ts', [`if (pem.startsWith('${PRIVATE_KEY_HEADER}')) parse(pem);`]))).toEqual([]);
  });

  it.each([
    ['src/run.js', 'const result = eval(expression);', 'review/eval'],
    ['src/run.ts', "const add = new Function('a', 'b', 'return a + b');", 'review/eval'],
    ['src/run.js', "require('child_process').execSync('rm -rf ' + folder);", 'review/shell-injection'],
    ['src/run.mjs', 'child_process.exec(`git log ${range}`, done);', 'review/shell-injection'],
    ['tools/run.py', 'os.system("rm -rf " + folder)', 'review/shell-injection'],
    ['tools/run.py', 'subprocess.run(f"tar -xzf {archive}", shell=True, check=True)', 'review/shell-injection'],
    ['tools/run.py', 'result = eval(expression)', 'review/eval'],
    ['cmd/run.go', '\treturn exec.Command("sh", "-c", "tar -czf out.tgz "+dir).Run()', 'review/shell-injection'],
    ['cmd/run.go', '\treturn exec.CommandContext(ctx, "bash", "-c", fmt.Sprintf("convert %s", in)).Run()', 'review/shell-injection'],
  ])('find the dangerous call in %s: %s', (path, line, ruleId) => {
    expect(found(fileAdding(path, [line]))).toEqual([`1:${ruleId}`]);
  });

  it.each([
    ['src/run.js', '// never call eval(x) here'],
    ['src/run.js', "const help = 'eval(x) runs code';"],
    ['src/run.js', 'const result = page.eval(script);'],
    ['src/run.js', "child_process.exec('git status', done);"],
    ['tools/run.py', 'subprocess.run(f"tar -xzf {archive}", check=True)'],
    ['tools/run.py', 'subprocess.run("make clean", shell=True)'],
    ['cmd/run.go', '\treturn exec.Command("tar", "-czf", "out.tgz", dir).Run()'],
    ['docs/guide.md', 'Never use `eval(input)` or `os.system("rm " + path)`.'],
  ])('leave alone what is not a dangerous call on one line: %s %s', (path, line) => {
    expect(found(fileAdding(path, [line]))).toEqual([]);
  });

  it('honour a suppression only below the gate, whoever added it: at or above it none hides a line the change added', () => {
    const evalLine = 'const result = eval(expression);';
    expect(found(fileAdding('src/run.js', ['// sextant-ignore review/eval', evalLine]), 'critical')).toEqual([]);
    expect(scanAddedLines(fileAdding('src/run.js', ['// sextant-ignore review/eval', evalLine]), { gate: 'high' })).toEqual([
      expect.objectContaining({ line: 2, rule_id: 'review/eval', suppression_added_by_change: true }),
    ]);
    expect(found(fileAdding('src/run.js', [evalLine], ['// sextant-ignore review/eval']), 'critical')).toEqual([]);
    expect(found(fileAdding('src/run.js', [evalLine], ['// sextant-ignore review/eval']), 'high')).toEqual(['2:review/eval']);
  });

  it('follow the agent selection and disabled rules', () => {
    const file = fileAdding('src/run.js', ['const result = eval(expression);', `const token = "${GITHUB_TOKEN}";`]);
    expect(scanAddedLines(file, { agents: ['comment-analyzer'] })).toEqual([]);
    expect(scanAddedLines(file, { disabledRules: ['review/eval'] }).map((finding) => finding.rule_id)).toEqual(['review/leaked-credential']);
  });
});
