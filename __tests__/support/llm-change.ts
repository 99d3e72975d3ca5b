import { join } from 'node:path';
import { parseSettings } from '../../src/config/parse-settings.js';
import { createLocalChangeSource } from '../../src/git/local-change-source.js';
import { runReviewSession } from '../../src/review-session.js';
import type { ReviewSessionResult } from '../../src/review-session.js';
import { createTempGitRepo } from './temp-git-repo.js';
import type { TempGitRepo } from './temp-git-repo.js';

export const TEST_API_KEY = 'sk-loopback-test-key-0123456789';

/** The changed line of src/users.ts that the scripted reviewers report on. */
export const BUGGY_LINE = 'return user.name.toUpperCase();';

/**
 * A repository on branch `feature` whose last commit changes a TypeScript module (a likely
 * null dereference), its test file stays as it was, and a guide page changes. `extra` adds files
 * to the feature commit.
 */
export function createLlmChange(extra: Record<string, string> = {}): TempGitRepo {
  const repo = createTempGitRepo();
  repo.write('src/users.ts', 'export interface User {\n  id: string;\n  name?: string;\n}\n');
  repo.write(
    'src/users.test.ts',
    "import { displayName } from './users.js';\n\ndescribe('displayName', () => {\n  it('upper-cases the name', () => {});\n});\n",
  );
  repo.write('src/format.ts', 'export function shout(text: string): string {\n  return `${text}!`;\n}\n');
  repo.write('docs/guide.md', '# Guide\n\nHow to use the users module.\n');
  repo.commit('base');
  repo.git('checkout', '-q', '-b', 'feature');
  repo.write(
    'src/users.ts',
    [
      "import { shout } from './format.js';",
      '',
      'export interface User {',
      '  id: string;',
      '  name?: string;',
      '}',
      '',
      'export function displayName(users: Map<string, User>, id: string): string {',
      '  const user = users.get(id);',
      `  ${BUGGY_LINE}`,
      '}',
      '',
      'export function greet(user: User): string {',
      '  return shout(`hello ${user.id}`);',
      '}',
      '',
    ].join('\n'),
  );
  repo.write('docs/guide.md', '# Guide\n\nHow to use the users module: call displayName with a map of users.\n');
  for (const [path, content] of Object.entries(extra)) repo.write(path, content);
  repo.commit('feature');
  return repo;
}

export interface LlmSessionRun extends ReviewSessionResult {
  /** The progress lines the CLI or the Actions log would show. */
  progress: string[];
}

/** Runs a review session in-process against `baseUrl`, the way the CLI does, with `inputs` as its flags. */
export async function runLlmSession(
  repo: TempGitRepo,
  baseUrl: string,
  inputs: Record<string, string> = {},
  configText?: string,
  control: { signal?: AbortSignal; resume?: string } = {},
): Promise<LlmSessionRun> {
  const { settings, warnings } = parseSettings({
    inputs: { model: 'anthropic:claude-sonnet-4-5', 'base-url': baseUrl, 'fail-on': 'none', ...inputs },
    ...(configText !== undefined ? { configText } : {}),
  });
  const progress: string[] = [];
  const result = await runReviewSession({
    cwd: repo.root,
    createSource: (request, headSha) => createLocalChangeSource({ cwd: repo.root, base: request.base, headSha, env: repo.env }),
    sessionsRoot: join(repo.root, '.sextant'),
    settings,
    warnings,
    base: 'main',
    uncommitted: false,
    ...(control.resume ? { resume: control.resume } : {}),
    apiKey: () => TEST_API_KEY,
    context: { env: repo.env, now: () => new Date(), signal: control.signal ?? new AbortController().signal },
    sink: { write: (_record, line) => progress.push(line) },
  });
  return { ...result, progress };
}

/** A finding as a reviewer would return it, on the buggy line unless told otherwise. */
export function issue(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    file: 'src/users.ts',
    line: 10,
    end_line: null,
    severity: 'high',
    confidence: 92,
    dimension: 'correctness',
    category: 'null-dereference',
    description: 'users.get(id) returns undefined for an unknown id, and name is optional: this throws a TypeError.',
    recommendation: 'Handle a missing user and a missing name before calling toUpperCase().',
    code_snippet: BUGGY_LINE,
    auto_fixable: true,
    fix_example: "return user?.name?.toUpperCase() ?? '';",
    ...overrides,
  };
}

export function reviewReply(issues: Array<Record<string, unknown>> = [], positive: string[] = []): { json: unknown } {
  return { json: { status: 'success', issues, positive_observations: positive } };
}
