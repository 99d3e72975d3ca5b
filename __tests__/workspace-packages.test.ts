import { describe, expect, it } from '@jest/globals';
import { workspacePackages } from '../src/investigate/workspace-packages.js';

/** A repository's files as the reviewed head holds them. */
function repository(files: Record<string, string>) {
  const read: string[] = [];
  const readFile = (path: string) => {
    read.push(path);
    return Promise.resolve(files[path]);
  };
  return { resolve: workspacePackages(readFile), read };
}

describe('workspace packages: a bare import naming a package of the repository resolves to its source', () => {
  it('npm/yarn `workspaces` (a list, or { packages }), a subpath, and an exact folder', async () => {
    const npm = repository({
      'package.json': JSON.stringify({ name: 'root', workspaces: ['packages/*', 'tools/cli'] }),
      'packages/shared/package.json': JSON.stringify({ name: '@acme/shared' }),
      'tools/cli/package.json': JSON.stringify({ name: 'acme-cli' }),
    });
    expect(await npm.resolve('@acme/shared')).toContain('packages/shared/src/index.ts');
    expect(await npm.resolve('@acme/shared/observable')).toEqual(
      expect.arrayContaining(['packages/shared/src/observable.ts', 'packages/shared/src/observable/index.ts']),
    );
    expect(await npm.resolve('acme-cli')).toContain('tools/cli/src/index.ts');
    const yarn = repository({
      'package.json': JSON.stringify({ workspaces: { packages: ['libs/*'] } }),
      'libs/util/package.json': JSON.stringify({ name: 'util' }),
    });
    expect(await yarn.resolve('util/strings')).toContain('libs/util/src/strings.ts');
  });

  it("the repository's own root package, and a subpath that is a folder with its own source folder", async () => {
    const { resolve } = repository({ 'package.json': JSON.stringify({ name: 'preact' }) });
    expect(await resolve('preact/compat')).toEqual(expect.arrayContaining(['src/compat.js', 'compat/src/index.js']));
  });

  it('a dependency is not resolved, even when a folder has its name: the package.json there must name it', async () => {
    const { resolve, read } = repository({
      'package.json': JSON.stringify({ name: 'root', workspaces: ['packages/*'] }),
      'packages/lodash/package.json': JSON.stringify({ name: '@acme/lodash' }),
    });
    expect(await resolve('lodash')).toEqual([]);
    expect(await resolve('react')).toEqual([]);
    expect(await resolve('node:fs')).toEqual([]);
    expect(await resolve('./local')).toEqual([]);
    // Each package is looked up once, and the root manifest read once.
    await resolve('react');
    expect(read.filter((path) => path === 'package.json')).toHaveLength(1);
    expect(read.filter((path) => path === 'packages/react/package.json')).toHaveLength(1);
  });
});
