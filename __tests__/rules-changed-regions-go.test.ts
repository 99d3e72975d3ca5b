import { describeRegionsAgreeOnCorpus } from './support/regions-agree.js';

/* A small change to a large file, parsed only around the change, finds what the whole file finds: every Go corpus case. */
describe('regions of a large file agree with the whole file on the Go corpus cases', () => {
  describeRegionsAgreeOnCorpus('go', { inRegions: 100, findings: 60 });
});
