import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFixCommitter } from '../src/git/create-fix-committer.js';
import { gitIn } from './support/sample-change.js';

describe('createFixCommitter', () => {
  let remote: string;
  let clone: string;
  beforeEach(() => {
    remote = mkdtempSync(join(tmpdir(), 'sextant-remote-'));
    clone = mkdtempSync(join(tmpdir(), 'sextant-clone-'));
    gitIn(remote, 'init', '-q', '--bare', '-b', 'main');
    gitIn(clone, 'init', '-q', '-b', 'feature');
    writeFileSync(join(clone, 'a.js'), 'debugger;\n');
    writeFileSync(join(clone, 'b.js'), 'let b = 1;\n');
    gitIn(clone, 'add', '-A');
    gitIn(clone, 'commit', '-q', '-m', 'feature');
    gitIn(clone, 'remote', 'add', 'origin', remote);
    gitIn(clone, 'push', '-q', 'origin', 'feature');
  });
  afterEach(() => {
    rmSync(remote, { recursive: true, force: true });
    rmSync(clone, { recursive: true, force: true });
  });

  it('commits only the fixed files, one commit per call, and pushes them to the branch', async () => {
    const committer = createFixCommitter({ cwd: clone, remote: 'origin', branch: 'feature' });
    writeFileSync(join(clone, 'a.js'), '');
    writeFileSync(join(clone, 'b.js'), 'let b = 2; // unrelated local edit\n');
    const first = await committer.commit(['a.js'], 'Apply 1 verified Sextant fix (iteration 1)');
    writeFileSync(join(clone, 'a.js'), '// fixed\n');
    const second = await committer.commit(['a.js'], 'Apply 1 verified Sextant fix (iteration 2)');
    await committer.push();
    expect(gitIn(remote, 'rev-parse', 'feature')).toBe(second);
    expect(gitIn(remote, 'rev-parse', 'feature~1')).toBe(first);
    expect(gitIn(remote, 'log', '--format=%an|%s', '-2', 'feature').split('\n')).toEqual([
      'github-actions[bot]|Apply 1 verified Sextant fix (iteration 2)',
      'github-actions[bot]|Apply 1 verified Sextant fix (iteration 1)',
    ]);
    expect(gitIn(remote, 'show', '--name-only', '--format=', 'feature~1')).toBe('a.js');
    expect(gitIn(clone, 'status', '--porcelain')).toBe('M b.js');
  });
});
