import { fileRoleOf } from '../src/diff/file-role.js';

describe('what a file is for, by its path', () => {
  it.each([
    'src/__tests__/cart.ts',
    'src/cart.test.ts',
    'pkg/cart_test.go',
    'tests/test_cart.py',
    'shop/tests.py',
    'test-d/index.test-d.ts',
    'src/pipe.test-d.ts',
    'typetests/match.tst.ts',
    'types/dtslint/index.ts',
  ])('%s is a test, so test-only rules apply and source-only rules stay quiet', (path) => {
    expect(fileRoleOf(path)).toBe('test');
  });

  it.each(['scripts/release.mjs', 'playground/main.ts', 'examples/basic.ts', 'src/types.d.ts', 'vite.config.ts'])('%s is tooling', (path) => {
    expect(fileRoleOf(path)).toBe('tooling');
  });

  it.each(['src/cart.ts', 'src/testing-library.ts', 'app/contest.py', 'lib/spec-parser.js'])('%s is source', (path) => {
    expect(fileRoleOf(path)).toBe('source');
  });
});
