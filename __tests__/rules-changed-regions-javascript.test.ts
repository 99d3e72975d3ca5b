import { describeRegionsAgreeOnCorpus } from './support/regions-agree.js';

/* A small change to a large file, parsed only around the change, finds what the whole file finds: every JavaScript corpus case. */
describe('regions of a large file agree with the whole file on the JavaScript corpus cases', () => {
  describeRegionsAgreeOnCorpus('javascript', { inRegions: 60, findings: 30 });
});
