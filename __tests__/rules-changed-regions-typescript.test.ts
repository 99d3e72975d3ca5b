import { describeRegionsAgreeOnCorpus } from './support/regions-agree.js';

/* A small change to a large file, parsed only around the change, finds what the whole file finds: every TypeScript corpus case. */
describe('regions of a large file agree with the whole file on the TypeScript corpus cases', () => {
  describeRegionsAgreeOnCorpus('typescript', { inRegions: 100, findings: 60 });
});
