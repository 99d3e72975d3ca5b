import type { ReviewReport } from '../../src/report/review-report.js';
import { NODE_TEST } from './node-project.js';
import type { NodeProject } from './node-project.js';
import { CLI, runNode } from './run-node.js';
import type { NodeRun } from './run-node.js';

// A lint step that hangs while a fix of the file it is given is on disk, until the test opens the gate.
const SLOW_LINT = `import { existsSync, readFileSync } from 'node:fs';
const until = Date.now() + 60_000;
while (!readFileSync(process.argv[2], 'utf8').includes('debugger') && !existsSync(process.argv[3]) && Date.now() < until) {
  await new Promise((resolve) => setTimeout(resolve, 100));
}
`;

/**
 * Adds the slow lint to the project's base branch; returns the review arguments that use it on `file`:
 * a run holds while verifying a fix of `file` until the file `gate` exists.
 */
export function withSlowLint(project: NodeProject, file: string, gate: string): string[] {
  project.git('checkout', '-q', 'main');
  project.write('scripts/slow-lint.mjs', SLOW_LINT);
  project.git('add', '-A');
  project.git('commit', '-q', '-m', 'lint script');
  project.git('checkout', '-q', 'feature');
  project.git('rebase', '-q', 'main');
  const lint = `"${process.execPath}" scripts/slow-lint.mjs ${file} "${gate}"`;
  return ['review', '--base', 'main', '--test-command', NODE_TEST, '--lint-command', lint, '--fail-on', 'none', '--format', 'json'];
}

/** Runs the CLI with `args` in the project and sends it `signal` once it starts verifying a fix of `file`. */
export function signalWhileVerifying(project: NodeProject, args: string[], file: string, signal: NodeJS.Signals): Promise<NodeRun> {
  return runNode(CLI, args, {
    cwd: project.root,
    onStderr: (text, child) => {
      if (text.includes(`fix: verifying ${file}`) && !child.killed) child.kill(signal);
    },
  });
}

/** The session a run printed on stderr. */
export const sessionOf = (run: NodeRun): string => /session ([0-9a-f]{8})/.exec(run.stderr)?.[1] ?? '';

/** `sextant review --resume <session>` in the project, with a JSON report and no gate. */
export function resume(project: NodeProject, session: string): Promise<NodeRun> {
  return runNode(CLI, ['review', '--resume', session, '--format', 'json', '--fail-on', 'none'], { cwd: project.root });
}

export const reportOf = (run: NodeRun): ReviewReport => JSON.parse(run.stdout) as ReviewReport;
