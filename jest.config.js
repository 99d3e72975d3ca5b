import { availableParallelism } from 'node:os';

/**
 * Jest runs the TypeScript as native ES modules, esbuild stripping the types of each file on its own
 * (scripts/jest-transform.mjs): type errors are `npm run typecheck`'s job, not the test run's.
 */
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/__tests__'],
  testMatch: ['**/*.test.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: { '^.+\\.ts$': '<rootDir>/scripts/jest-transform.mjs' },
  testTimeout: 60_000,
  // Most of the suite waits on child processes (the bundled CLI and action, git, loopback servers), so
  // twice as many workers as cores keep the cores busy (on 2 cores: 4, the slowest test still under a
  // quarter of its timeout); at most 8, for memory. Jest would read "200%" as 200 workers.
  maxWorkers: Math.min(8, availableParallelism() * 2),
};
