/**
 * Jest runs the TypeScript as native ES modules through ts-jest, transpiling each file on its own
 * (isolatedModules): type errors are `npm run typecheck`'s job, not the test run's.
 */
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/__tests__'],
  testMatch: ['**/*.test.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: { '^.+\\.ts$': ['ts-jest', { useESM: true }] },
  testTimeout: 60_000,
};
