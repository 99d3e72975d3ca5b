import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseSettings } from '../src/config/parse-settings.js';
import { createLocalChangeSource } from '../src/git/local-change-source.js';
import { runReviewSession } from '../src/review-session.js';
import { acquireRunLock, SessionFolderError } from '../src/state/session-folder.js';
import { createNodeProject } from './support/node-project.js';
import type { NodeProject } from './support/node-project.js';

function review(project: NodeProject, resume?: string) {
  const { settings, warnings } = parseSettings({ inputs: { 'fail-on': 'none' } });
  return runReviewSession({
    ...(resume ? { resume } : {}),
    cwd: project.root,
    createSource: (request, headSha) => createLocalChangeSource({ cwd: project.root, base: request.base, uncommitted: request.uncommitted, headSha }),
    sessionsRoot: join(project.root, '.sextant'),
    settings,
    warnings,
    base: 'main',
    uncommitted: false,
    context: { env: process.env, now: () => new Date(), signal: new AbortController().signal },
    sink: { write: () => undefined },
  });
}

describe('the sessions folder', () => {
  let project: NodeProject;
  let target: string;
  beforeEach(() => {
    project = createNodeProject();
    target = mkdtempSync(join(tmpdir(), 'sextant-link-target-'));
    writeFileSync(join(target, '.gitignore'), 'keep-me\n');
  });
  afterEach(() => {
    rmSync(project.root, { recursive: true, force: true });
    rmSync(target, { recursive: true, force: true });
  });

  it('refuses a .sextant symlink and leaves what it points at untouched', async () => {
    symlinkSync(target, join(project.root, '.sextant'));
    const run = review(project);
    await expect(run).rejects.toThrow(SessionFolderError);
    await expect(run).rejects.toThrow(/the sessions folder .*\.sextant is a symlink; Sextant writes its session files only into a real folder/);
    expect(readdirSync(target)).toEqual(['.gitignore']);
    expect(readFileSync(join(target, '.gitignore'), 'utf8')).toBe('keep-me\n');
  });

  it('refuses a .sextant that is a file', async () => {
    writeFileSync(join(project.root, '.sextant'), 'not a folder\n');
    await expect(review(project)).rejects.toThrow(/\.sextant is a file, not a folder; remove it and run again/);
    expect(readFileSync(join(project.root, '.sextant'), 'utf8')).toBe('not a folder\n');
  });

  it('never writes its .gitignore through a symlink inside .sextant', async () => {
    mkdirSync(join(project.root, '.sextant'));
    symlinkSync(join(target, '.gitignore'), join(project.root, '.sextant/.gitignore'));
    await expect(review(project)).rejects.toThrow(/\.gitignore is not a regular file \(a symlink\)/);
    expect(readFileSync(join(target, '.gitignore'), 'utf8')).toBe('keep-me\n');
  });

  it('resumes no session whose files include a symlink', async () => {
    const { state } = await review(project);
    symlinkSync(join(target, '.gitignore'), join(project.root, '.sextant', state.session_id, 'session.jsonl.link'));
    await expect(review(project, state.session_id)).rejects.toThrow(/session\.jsonl\.link is a symlink; Sextant does not follow links in its session files/);
    expect(readFileSync(join(target, '.gitignore'), 'utf8')).toBe('keep-me\n');
  });

  it('keeps session folders out of git status in a real folder, and releases its lock', async () => {
    await review(project);
    expect(readFileSync(join(project.root, '.sextant/.gitignore'), 'utf8')).toBe('*\n');
    expect(project.git('status', '--porcelain')).toBe('');
    expect(existsSync(join(project.root, '.sextant/lock'))).toBe(false);
  });
});

describe('acquireRunLock', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'sextant-lock-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('lets one run at a time hold the working tree, and names the holder to the next', async () => {
    const first = await acquireRunLock(root, { session: 'aaaa1111', startedAt: '2026-01-02T03:04:05.000Z' });
    const second = acquireRunLock(root, { session: 'bbbb2222', startedAt: '2026-01-02T03:05:00.000Z' });
    await expect(second).rejects.toThrow(SessionFolderError);
    await expect(second).rejects.toThrow(
      `another Sextant run is using this working tree: session aaaa1111 (pid ${process.pid}, started 2026-01-02T03:04:05.000Z). Wait for it to finish, or stop it; if that process is gone, remove ${join(root, 'lock')}`,
    );
    await first.release();
    const third = await acquireRunLock(root, { session: 'cccc3333', startedAt: '2026-01-02T03:06:00.000Z' });
    expect(JSON.parse(readFileSync(join(root, 'lock'), 'utf8'))).toMatchObject({ pid: process.pid, session: 'cccc3333' });
    await third.release();
    expect(readdirSync(root)).toEqual([]);
  });

  it('takes over the lock of a run that was killed', async () => {
    const gone = spawnSync(process.execPath, ['-e', '0']).pid;
    writeFileSync(join(root, 'lock'), JSON.stringify({ pid: gone, hostname: hostname(), session: 'dead0000', started_at: '2026-01-01T00:00:00.000Z' }));
    const lock = await acquireRunLock(root, { session: 'aaaa1111', startedAt: '2026-01-02T00:00:00.000Z' });
    expect(JSON.parse(readFileSync(join(root, 'lock'), 'utf8'))).toMatchObject({ pid: process.pid, session: 'aaaa1111' });
    await lock.release();
  });

  it('does not take a lock file it cannot read, nor one from another machine', async () => {
    writeFileSync(join(root, 'lock'), 'garbage');
    await expect(acquireRunLock(root, { session: 'aaaa1111', startedAt: 'now' })).rejects.toThrow(
      /lock exists but is not a Sextant lock; remove it if no other Sextant run is using this working tree/,
    );
    writeFileSync(join(root, 'lock'), JSON.stringify({ pid: 1, hostname: 'build-agent-7', session: 'ffff0000', started_at: 'then' }));
    await expect(acquireRunLock(root, { session: 'aaaa1111', startedAt: 'now' })).rejects.toThrow(/session ffff0000 \(pid 1 on build-agent-7/);
    expect(readFileSync(join(root, 'lock'), 'utf8')).toContain('build-agent-7');
  });
});
