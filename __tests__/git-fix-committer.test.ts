import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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

  it('commits thousands of long paths in one commit (no spawn E2BIG), and takes a path like `[ab].js` literally', async () => {
    // 2,200 paths of ~1,000 characters: more than Linux lets one command line carry (2 MiB).
    const folder = Array.from({ length: 4 }, (_, index) => `${index}${'d'.repeat(230)}`).join('/');
    mkdirSync(join(clone, folder), { recursive: true });
    const paths = Array.from({ length: 2_200 }, (_, index) => `${folder}/fixed-${String(index).padStart(4, '0')}.js`);
    for (const path of paths) writeFileSync(join(clone, path), 'export {};\n');
    writeFileSync(join(clone, '[ab].js'), 'export {};\n');
    writeFileSync(join(clone, 'a.js'), 'let a = 2; // unrelated local edit\n');
    writeFileSync(join(clone, 'b.js'), 'let b = 2; // unrelated local edit\n');

    const committer = createFixCommitter({ cwd: clone, remote: 'origin', branch: 'feature' });
    await committer.commit([...paths, '[ab].js'], 'Apply verified Sextant fixes');

    const committed = execFileSync('git', ['show', '--name-only', '--format=', 'HEAD'], { cwd: clone, encoding: 'utf8', maxBuffer: 1 << 26 })
      .trim()
      .split('\n');
    expect(committed).toHaveLength(2_201);
    expect(committed).toContain('[ab].js');
    expect(
      gitIn(clone, 'status', '--porcelain')
        .split('\n')
        .map((line) => line.trim()),
    ).toEqual(['M a.js', 'M b.js']);
  });
});
