import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { CLI, runNode } from './run-node.js';
import { createTempGitRepo } from './temp-git-repo.js';
import type { TempGitRepo } from './temp-git-repo.js';

/** A repository whose feature branch adds an `eval` (a high finding) to a TypeScript file. */
export function createEvalChange(): TempGitRepo {
  const repo = createTempGitRepo();
  repo.write('src/app.ts', 'export function run(input: string): string {\n  return input;\n}\n');
  repo.commit('base');
  repo.git('checkout', '-q', '-b', 'feature');
  repo.write('src/app.ts', 'export function run(input: string): unknown {\n  return eval(input);\n}\n');
  repo.commit('feature');
  return repo;
}

/** The bundled CLI in `repo`, with its isolated git environment and `env` on top. */
export function sextant(repo: TempGitRepo, args: string[], env: NodeJS.ProcessEnv = {}) {
  return runNode(CLI, args, { cwd: repo.root, env: { ...repo.env, ...env } });
}

/** The session folders under `.sextant`. */
export function sessionsOf(repo: TempGitRepo): string[] {
  const folder = join(repo.root, '.sextant');
  return existsSync(folder) ? readdirSync(folder).filter((name) => /^[0-9a-f]{8}$/.test(name)) : [];
}

export function occurrences(text: string, part: string): number {
  return text.split(part).length - 1;
}
