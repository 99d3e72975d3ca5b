import { runCliInProcess } from './support/run-cli-in-process.js';
import { startLoopbackLlm } from './support/loopback-llm.js';
import type { LoopbackLlm, RecordedRequest } from './support/loopback-llm.js';
import { createTempGitRepo } from './support/temp-git-repo.js';
import type { TempGitRepo } from './support/temp-git-repo.js';

const INTENT_HEADING = '# What the change claims to do';

async function review(repo: TempGitRepo, ...flags: string[]) {
  return (
    await runCliInProcess({ cwd: repo.root, env: repo.env, argv: ['review', '--base', 'main', '--format', 'json', '--fail-on', 'none', '--quiet', ...flags] })
  ).code;
}

function prefixOf(request: RecordedRequest): string {
  const messages = request.body.messages as Array<{ role: string; content: unknown }>;
  const content = messages.find((message) => message.role === 'user')?.content;
  if (Array.isArray(content)) return String((content[0] as { text?: string }).text ?? '');
  throw new Error(`unexpected user message: ${JSON.stringify(content).slice(0, 200)}`);
}

function intentFences(text: string): string[] {
  return [...text.matchAll(/<<<(DATA-[0-9a-f]+) intent\n([\s\S]*?)\n\1>>>/g)].map((match) => match[2] ?? '');
}

describe('sextant review sends the commit messages of the reviewed range', () => {
  let repo: TempGitRepo;
  let llm: LoopbackLlm;

  beforeEach(async () => {
    repo = createTempGitRepo();
    repo.write('src/discount.ts', 'export function discount(total: number): number {\n  return total;\n}\n');
    repo.commit('BASE-COMMIT-MARKER: the base');
    repo.git('checkout', '-q', '-b', 'feature');
    llm = await startLoopbackLlm();
  });
  afterEach(async () => {
    await llm.close();
    repo.cleanup();
  });

  it("puts the range's commit messages, fenced, redacted and cleaned, in every call's shared prefix once", async () => {
    repo.write('src/discount.ts', 'export function discount(total: number): number {\n  return total > 100 ? total * 0.9 : total;\n}\n');
    repo.commit('FIRST-COMMIT-MARKER: ten percent off over 100\n\nBody line with a key AKIAABCDEFGHIJKLMNOP <!-- HIDDEN-MARKER -->');
    repo.write('src/discount.ts', 'export function discount(total: number): number {\n  return total >= 100 ? total * 0.9 : total;\n}\n');
    repo.commit('SECOND-COMMIT-MARKER: orders of exactly 100 too');

    const code = await review(repo, '--model', 'openai-compatible:local-model', '--base-url', llm.url, '--verify-findings', 'false');
    expect(code).toBe(0);
    expect(llm.requests.length).toBeGreaterThan(1);
    const prefixes = llm.requests.map(prefixOf);
    expect(new Set(prefixes).size).toBe(1);
    for (const call of llm.requests) {
      const fenced = intentFences(call.text);
      expect(fenced).toHaveLength(1);
      for (const marker of ['FIRST-COMMIT-MARKER', 'SECOND-COMMIT-MARKER']) {
        expect(call.text.split(marker)).toHaveLength(2);
        expect(fenced[0]).toContain(marker);
      }
      // Newest first; the base's commits are not the change's.
      expect(fenced[0]?.indexOf('SECOND-COMMIT-MARKER')).toBeLessThan(fenced[0]?.indexOf('FIRST-COMMIT-MARKER') ?? -1);
      expect(call.text).not.toContain('BASE-COMMIT-MARKER');
      expect(call.text).not.toContain('AKIAABCDEFGHIJKLMNOP');
      expect(call.text).not.toContain('HIDDEN-MARKER');
      expect(prefixOf(call).indexOf(INTENT_HEADING)).toBeLessThan(prefixOf(call).indexOf('# The change'));
    }
  });
});
