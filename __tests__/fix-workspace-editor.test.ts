import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
    expect(await editor().plan([{ path: 'src/twice.ts', search: 'debugger;\n', replace: '' }])).toMatchObject({ ok: false, reason: expect.stringMatching(/2 times/) });
    expect(await editor().plan([{ path: 'src/a.ts', search: 'nope', replace: '' }])).toMatchObject({ ok: false, reason: expect.stringMatching(/0 times/) });
    expect(await editor().plan([{ path: 'src/latin1.ts', search: 'const', replace: 'let' }])).toMatchObject({ ok: false, reason: expect.stringMatching(/UTF-8/) });
    expect(await editor().plan([{ path: 'src/new.ts', search: '', replace: 'x' }])).toMatchObject({ ok: false, reason: expect.stringMatching(/not part of the change/) });
    expect(await editor().plan([{ path: 'src/a.ts', search: 'debugger;', replace: 'debugger;' }])).toMatchObject({ ok: false, reason: expect.stringMatching(/changes nothing/) });
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
