import { describeRegionsAgreeOnCorpus } from './support/regions-agree.js';

/* A small change to a large file, parsed only around the change, finds what the whole file finds: every Python corpus case. */
describe('regions of a large file agree with the whole file on the Python corpus cases', () => {
  describeRegionsAgreeOnCorpus('python', { inRegions: 130, findings: 75 });
});
