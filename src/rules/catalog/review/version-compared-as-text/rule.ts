import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/version-compared-as-text',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'medium',
  confidence: 85,
  category: 'logic',
  message:
    '`{{expression}}` compares versions as text, character by character: "{{later}}" sorts before "{{earlier}}", so the test is wrong once a part has two digits.',
  recommendation: 'Compare the numbers: parse the parts and compare them as integers, or use a version library.',
  documentation: {
    finds:
      'A version compared with `<`, `<=`, `>` or `>=` against a string literal: `sys.version > "3"`, `wsproto.__version__ > "0.13"`, `process.version >= "v10"`, `runtime.Version() >= "go1.21"`.',
    why: 'Strings compare character by character, so "0.9" is greater than "0.13", "v9" than "v10" and "go1.9" than "go1.21": the check passes for old versions or fails for new ones, usually only after a release the author never tested.',
    wrongWhen:
      'Never for a version with more than one digit in a part. Silence one finding with `sextant-ignore review/version-compared-as-text` where both sides are known to have one-digit parts.',
    origin:
      'Ruff\'s flake8-2020 rules (YTT103, `sys.version` compared to a string) carried to every version name and to JavaScript and Go; a fix in the development data (uvicorn\'s `wsproto.__version__ > "0.13"`).',
  },
};
