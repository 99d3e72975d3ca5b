import { existsSync, linkSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSnapshotStore } from '../src/fix/snapshot-store.js';
import { createWorkspaceEditor } from '../src/fix/workspace-editor.js';

describe('createWorkspaceEditor', () => {
  let root: string;
  let outside: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'sextant-editor-'));
    outside = mkdtempSync(join(tmpdir(), 'sextant-outside-'));
    mkdirSync(join(root, 'src'));
    writeFileSync(join(root, 'src/a.ts'), 'const a = 1;\r\ndebugger;\r\nexport { a };\r\n');
    writeFileSync(join(outside, 'secret.ts'), 'debugger;\n');
    symlinkSync(join(outside, 'secret.ts'), join(root, 'src/link.ts'));
    writeFileSync(join(root, 'src/latin1.ts'), Buffer.from([0x63, 0x6f, 0x6e, 0x73, 0x74, 0x20, 0xe9, 0x3b, 0x0a]));
    writeFileSync(join(root, 'src/twice.ts'), 'debugger;\ndebugger;\n');
  });
  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
    rmSync(outside, { recursive: true, force: true });
  });
  const editor = () =>
    createWorkspaceEditor(root, { changedPaths: new Set(['src/a.ts', 'src/link.ts', 'src/latin1.ts', 'src/twice.ts']), configFile: '.github/sextant.yml' });

  it('applies a fix and restores the file byte for byte', async () => {
    const original = readFileSync(join(root, 'src/a.ts'));
    const planned = await editor().plan([{ path: 'src/a.ts', search: 'debugger;\r\n', replace: '' }]);
    if (!planned.ok) throw new Error(planned.reason);
    await editor().write(planned.plan);
    expect(readFileSync(join(root, 'src/a.ts'), 'utf8')).toBe('const a = 1;\r\nexport { a };\r\n');
    await editor().restore(planned.plan.snapshots);
    expect(readFileSync(join(root, 'src/a.ts')).equals(original)).toBe(true);
  });

  it('never writes through a symlink', async () => {
    const planned = await editor().plan([{ path: 'src/link.ts', search: 'debugger;\n', replace: '' }]);
    expect(planned).toEqual({ ok: false, reason: expect.stringMatching(/not a regular file/) });
    expect(readFileSync(join(outside, 'secret.ts'), 'utf8')).toBe('debugger;\n');
  });

  it('refuses text that is ambiguous, missing, or not UTF-8, and files outside the change', async () => {
    expect(await editor().plan([{ path: 'src/twice.ts', search: 'debugger;\n', replace: '' }])).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/2 times/),
    });
    expect(await editor().plan([{ path: 'src/a.ts', search: 'nope', replace: '' }])).toMatchObject({ ok: false, reason: expect.stringMatching(/0 times/) });
    expect(await editor().plan([{ path: 'src/latin1.ts', search: 'const', replace: 'let' }])).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/UTF-8/),
    });
    expect(await editor().plan([{ path: 'src/new.ts', search: '', replace: 'x' }])).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/not part of the change/),
    });
    expect(await editor().plan([{ path: 'src/a.ts', search: 'debugger;', replace: 'debugger;' }])).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/changes nothing/),
    });
  });

  it('never edits through a symlinked folder, even one pointing inside the repository', async () => {
    mkdirSync(join(root, '.github/workflows'), { recursive: true });
    writeFileSync(join(root, '.github/workflows/ci.js'), 'debugger;\n');
    symlinkSync(join(root, '.github/workflows'), join(root, 'ci'));
    symlinkSync(outside, join(root, 'lib'));
    const linked = createWorkspaceEditor(root, { changedPaths: new Set(['ci/ci.js', 'lib/secret.ts']), configFile: '.github/sextant.yml' });
    expect(await linked.plan([{ path: 'ci/ci.js', search: 'debugger;\n', replace: '' }])).toEqual({
      ok: false,
      reason: 'ci/ci.js: not a regular file inside the repository (a symlink)',
    });
    expect(await linked.plan([{ path: 'lib/secret.ts', search: 'debugger;\n', replace: '' }])).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/symlink/),
    });
    expect(readFileSync(join(root, '.github/workflows/ci.js'), 'utf8')).toBe('debugger;\n');
    expect(readFileSync(join(outside, 'secret.ts'), 'utf8')).toBe('debugger;\n');
  });

  it('never edits a file with another hard link, which may name a hook or config elsewhere', async () => {
    mkdirSync(join(root, '.git/hooks'), { recursive: true });
    writeFileSync(join(root, '.git/hooks/pre-commit.js'), 'debugger;\n');
    linkSync(join(root, '.git/hooks/pre-commit.js'), join(root, 'src/hook.js'));
    const linked = createWorkspaceEditor(root, { changedPaths: new Set(['src/hook.js']), configFile: '.github/sextant.yml' });
    expect(await linked.plan([{ path: 'src/hook.js', search: 'debugger;\n', replace: '' }])).toEqual({
      ok: false,
      reason: 'src/hook.js: not a regular file inside the repository (it has other hard links)',
    });
    expect(readFileSync(join(root, '.git/hooks/pre-commit.js'), 'utf8')).toBe('debugger;\n');
  });

  it('refuses a fix that adds process execution, and says why', async () => {
    const planned = await editor().plan([{ path: 'src/a.ts', search: 'debugger;\r\n', replace: "require('child_process').execSync('id');\r\n" }]);
    expect(planned).toEqual({
      ok: false,
      reason: expect.stringMatching(/^src\/a\.ts: the fix adds process execution \(`child_process`\), which the replaced text did not have$/),
    });
  });

  it('restores nothing when one snapshot names a path outside the change, a symlink, or outside the repository', async () => {
    const original = readFileSync(join(root, 'src/a.ts'));
    writeFileSync(join(root, 'src/a.ts'), 'edited\n');
    for (const path of ['../escape.ts', 'src/link.ts', 'package.json', '.git/hooks/pre-commit', 'src/new.ts']) {
      const snapshots = [
        { path: 'src/a.ts', before: original },
        { path, before: Buffer.from('owned\n') },
      ];
      await expect(editor().restore(snapshots)).rejects.toThrow(/refusing to restore fix snapshots/);
    }
    expect(readFileSync(join(root, 'src/a.ts'), 'utf8')).toBe('edited\n');
    expect(readFileSync(join(outside, 'secret.ts'), 'utf8')).toBe('debugger;\n');
    expect(existsSync(join(root, '../escape.ts'))).toBe(false);
    await editor().restore([{ path: 'src/a.ts', before: original }]);
    expect(readFileSync(join(root, 'src/a.ts')).equals(original)).toBe(true);
  });

  it('recreates a changed file deleted since its snapshot', async () => {
    const original = readFileSync(join(root, 'src/a.ts'));
    rmSync(join(root, 'src/a.ts'));
    await editor().restore([{ path: 'src/a.ts', before: original }]);
    expect(readFileSync(join(root, 'src/a.ts')).equals(original)).toBe(true);
  });

  it('reads no snapshot file whose paths were tampered with', async () => {
    const session = mkdtempSync(join(tmpdir(), 'sextant-session-'));
    try {
      mkdirSync(join(session, 'snapshots'));
      const pending = join(session, 'snapshots/pending.json');
      for (const path of ['../x', '/etc/passwd', 'src\\..\\..\\x', 'C:/x']) {
        writeFileSync(pending, JSON.stringify({ fingerprint: 'f', files: [{ path, base64: Buffer.from('x').toString('base64') }] }));
        await expect(createSnapshotStore(session).readPending()).rejects.toThrow(
          /fix snapshot .*pending\.json is unusable: '.*': path leaves the repository; nothing was restored/,
        );
      }
      writeFileSync(pending, '{"fingerprint": 1, "files": []}');
      await expect(createSnapshotStore(session).readPending()).rejects.toThrow(/unexpected shape/);
      writeFileSync(pending, '{');
      await expect(createSnapshotStore(session).readPending()).rejects.toThrow(/not valid JSON/);
    } finally {
      rmSync(session, { recursive: true, force: true });
    }
  });

  it('applies all edits of a fix or none', async () => {
    const planned = await editor().plan([
      { path: 'src/a.ts', search: 'debugger;\r\n', replace: '' },
      { path: 'src/twice.ts', search: 'debugger;\n', replace: '' },
    ]);
    expect(planned.ok).toBe(false);
    expect(readFileSync(join(root, 'src/a.ts'), 'utf8')).toContain('debugger');
  });
});
