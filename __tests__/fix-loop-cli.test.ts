import { rmSync } from 'node:fs';
import { createNodeProject, NODE_TEST } from './support/node-project.js';
import type { NodeProject } from './support/node-project.js';
import { CLI, runNode } from './support/run-node.js';

describe('sextant review with verification (bundled CLI)', () => {
  let project: NodeProject;
  beforeEach(() => {
    project = createNodeProject();
  });
  afterEach(() => {
    rmSync(project.root, { recursive: true, force: true });
  });

  it('keeps verified fixes with --fix and prints the verification in the summary', async () => {
    const run = await runNode(CLI, ['review', '--base', 'main', '--test-command', NODE_TEST, '--fix', '--format', 'markdown', '--fail-on', 'none'], {
      cwd: project.root,
    });
    expect(run.code).toBe(0);
    expect(project.read('src/math.js')).not.toContain('debugger');
    expect(run.stdout).toMatch(/tests/);
    expect(run.stdout).toMatch(/passed/);
  });
});
