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
  // more workers than cores keep the cores busy: on 2 cores, 3. (Jest reads a percentage over 100% as a
  // plain number of workers, hence the arithmetic.)
  maxWorkers: Math.max(2, Math.floor(availableParallelism() * 1.5)),
};
