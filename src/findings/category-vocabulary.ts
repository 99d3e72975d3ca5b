import type { Dimension } from './finding.js';
import { kebabCase } from '../text/kebab-case.js';

/**
 * The categories findings are reported under, per dimension. Static rules and models name problems
 * in their own words (`code-injection`, `sql-injection`, `null-dereference`); mapping them onto one
 * vocabulary is what lets two reports of one problem meet, and keeps SARIF rules and summaries short.
 */
const CATEGORY_VOCABULARY: Readonly<Record<Dimension, readonly string[]>> = {
  security: ['injection', 'xss', 'secrets', 'auth', 'crypto', 'path-traversal', 'ssrf', 'deserialization', 'data-exposure', 'prompt-injection', 'other'],
  correctness: [
    'error-handling',
    'null-safety',
    'logic',
    'intent',
    'concurrency',
    'resource-leak',
    'type-safety',
    'equality',
    'boundary',
    'api-misuse',
    'debugging',
    'other',
  ],
  performance: ['complexity', 'io', 'memory', 'caching', 'other'],
  readability: ['naming', 'complexity', 'duplication', 'dead-code', 'documentation', 'style', 'other'],
  testing: ['missing-test', 'test-quality', 'flaky-test', 'other'],
  architecture: ['type-design', 'coupling', 'api-design', 'other'],
};

/** Other names for the words above, whatever the finding's dimension. */
const ALIASES: Readonly<Record<string, string>> = {
  'code-injection': 'injection',
  'sql-injection': 'injection',
  'command-injection': 'injection',
  'os-command-injection': 'injection',
  'shell-injection': 'injection',
  'nosql-injection': 'injection',
  'ldap-injection': 'injection',
  'template-injection': 'injection',
  eval: 'injection',
  'unsafe-eval': 'injection',
  'cross-site-scripting': 'xss',
  'html-injection': 'xss',
  secret: 'secrets',
  'hardcoded-secret': 'secrets',
  'hardcoded-credentials': 'secrets',
  'hard-coded-credentials': 'secrets',
  'credential-leak': 'secrets',
  'api-key': 'secrets',
  authentication: 'auth',
  authorization: 'auth',
  'access-control': 'auth',
  'missing-authorization': 'auth',
  cryptography: 'crypto',
  'weak-crypto': 'crypto',
  'insecure-random': 'crypto',
  'directory-traversal': 'path-traversal',
  'information-disclosure': 'data-exposure',
  'sensitive-data-exposure': 'data-exposure',
  'insecure-deserialization': 'deserialization',
  'exception-handling': 'error-handling',
  'swallowed-error': 'error-handling',
  'swallowed-exception': 'error-handling',
  'silent-failure': 'error-handling',
  'empty-catch': 'error-handling',
  'unhandled-error': 'error-handling',
  'unhandled-promise': 'error-handling',
  'unhandled-rejection': 'error-handling',
  'error-suppression': 'error-handling',
  'null-dereference': 'null-safety',
  'null-pointer': 'null-safety',
  'null-reference': 'null-safety',
  'undefined-access': 'null-safety',
  'nil-dereference': 'null-safety',
  'null-check': 'null-safety',
  'logic-error': 'logic',
  bug: 'logic',
  correctness: 'logic',
  'does-not-match-intent': 'intent',
  'intent-mismatch': 'intent',
  'requirement-mismatch': 'intent',
  'off-by-one': 'boundary',
  'edge-case': 'boundary',
  'race-condition': 'concurrency',
  'data-race': 'concurrency',
  deadlock: 'concurrency',
  'resource-management': 'resource-leak',
  'memory-leak': 'resource-leak',
  'type-error': 'type-safety',
  'type-mismatch': 'type-safety',
  'debug-code': 'debugging',
  'debug-output': 'debugging',
  'leftover-debug': 'debugging',
  'console-log': 'debugging',
  'algorithmic-complexity': 'complexity',
  inefficiency: 'complexity',
  'n-plus-one': 'io',
  'n-plus-one-query': 'io',
  'blocking-io': 'io',
  'unused-code': 'dead-code',
  'unused-variable': 'dead-code',
  'unreachable-code': 'dead-code',
  'commented-out-code': 'dead-code',
  'stale-comment': 'documentation',
  'misleading-comment': 'documentation',
  'outdated-comment': 'documentation',
  comment: 'documentation',
  comments: 'documentation',
  docs: 'documentation',
  'code-duplication': 'duplication',
  'duplicated-code': 'duplication',
  simplification: 'complexity',
  readability: 'style',
  formatting: 'style',
  'test-coverage': 'missing-test',
  'missing-tests': 'missing-test',
  'untested-code': 'missing-test',
  'weak-assertion': 'test-quality',
  'test-assertion': 'test-quality',
  flaky: 'flaky-test',
  'flaky-tests': 'flaky-test',
  design: 'type-design',
  'type-safety-design': 'type-design',
  'breaking-change': 'api-design',
  'api-contract': 'api-design',
};

/** A category is a word or three; a longer one is a description in the wrong field. */
const MAX_DETAIL_CHARS = 64;

const KNOWN: ReadonlySet<string> = new Set(Object.values(CATEGORY_VOCABULARY).flat());

interface NormalizedCategory {
  category: string;
  /** The reporter's own word when it differs from the vocabulary's (`sql-injection` for `injection`). */
  detail?: string;
}

/** A category in kebab case, the way both static rules and the wire schema spell them. */
function kebab(text: string): string {
  return kebabCase(text).slice(0, MAX_DETAIL_CHARS);
}

/**
 * The vocabulary's word for `category`: the word itself, its alias, or `other` (the original kept as
 * the detail). The finding's dimension makes `other` per dimension. A word of another dimension's list
 * is kept: the dimension may be the reporter's mistake, the word is still precise.
 */
export function normalizeCategory(category: string): NormalizedCategory {
  const word = kebab(category);
  const canonical = KNOWN.has(word) ? word : ALIASES[word];
  if (canonical === undefined) return word === '' ? { category: 'other' } : { category: 'other', detail: word };
  return word === canonical ? { category: canonical } : { category: canonical, detail: word };
}
