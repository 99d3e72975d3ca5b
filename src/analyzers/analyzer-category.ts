import type { Dimension } from '../findings/finding.js';

/** The kind of problem a CWE names, in the category vocabulary (category-vocabulary.ts). */
const CWE_CATEGORY: ReadonlyArray<[readonly number[], string]> = [
  [[74, 77, 78, 88, 89, 90, 91, 93, 94, 95, 96, 943, 1336], 'injection'],
  [[79, 80, 83, 87], 'xss'],
  [[256, 259, 312, 321, 522, 798], 'secrets'],
  [[284, 285, 287, 288, 306, 352, 639, 862, 863, 1390], 'auth'],
  [[295, 297, 326, 327, 328, 329, 330, 331, 338, 759, 760, 916], 'crypto'],
  [[22, 23, 35, 36, 73], 'path-traversal'],
  [[918], 'ssrf'],
  [[502], 'deserialization'],
  [[200, 201, 209, 215, 359, 497, 532, 538], 'data-exposure'],
  [[252, 253, 390, 391, 392, 703, 754, 755], 'error-handling'],
  [[476, 690], 'null-safety'],
  [[362, 366, 367, 667, 833], 'concurrency'],
  [[400, 401, 404, 459, 772, 775], 'resource-leak'],
  [[561, 563, 1164], 'dead-code'],
];

/** Words in a rule's id, name or tags that tell its kind of problem, for the tools that name no CWE. */
const RULE_WORDS: ReadonlyArray<[RegExp, string]> = [
  [/xss|cross-site|dangerously-?set-?inner-?html|innerhtml|unescaped/, 'xss'],
  [/sql|inject|eval|exec|shell|subprocess|command|implied-eval|new-func|code-string/, 'injection'],
  [/secret|password|passwd|credential|private-?key|hard-?coded-?(?:key|token)|api-?key/, 'secrets'],
  [/crypt|cipher|md5|sha1|hash|random|tls|ssl|certificate|insecure-?(?:hash|random)/, 'crypto'],
  [/traversal|path-?join|tarfile|zip-?slip/, 'path-traversal'],
  [/ssrf|request-forgery/, 'ssrf'],
  [/pickle|deserial|yaml-?load|marshal|unsafe-?load/, 'deserialization'],
  [/debugger|console|print|pdb|breakpoint/, 'debugging'],
  [/unused|unreachable|dead-?code|no-?useless|redundant/, 'dead-code'],
  [/errcheck|catch|except|swallow|unhandled|floating-?promise|misused-?promise|error/, 'error-handling'],
  [/null|nil|undefined|optional-?chain|non-?null/, 'null-safety'],
  [/eqeqeq|equal|compare|self-?compare/, 'equality'],
  [/\brace\b|concurren|mutex|\block\b|deadlock|async/, 'concurrency'],
  [/complex|nest|too-?many|max-?(?:depth|lines|statements|params)/, 'complexity'],
  [/naming|camel|snake|name/, 'naming'],
  [/doc|comment|jsdoc|docstring/, 'documentation'],
  [/dupl|copy-?paste/, 'duplication'],
  [/type|any|cast|assert/, 'type-safety'],
  [/format|indent|whitespace|quote|semi|spacing|line-?length|style|trailing/, 'style'],
];

/** Which dimension a vocabulary word belongs to; `complexity` is a readability problem in a linter's mouth. */
const CATEGORY_DIMENSION: Readonly<Record<string, Dimension>> = {
  injection: 'security',
  xss: 'security',
  secrets: 'security',
  auth: 'security',
  crypto: 'security',
  'path-traversal': 'security',
  ssrf: 'security',
  deserialization: 'security',
  'data-exposure': 'security',
  'error-handling': 'correctness',
  'null-safety': 'correctness',
  concurrency: 'correctness',
  'resource-leak': 'correctness',
  equality: 'correctness',
  debugging: 'correctness',
  'type-safety': 'correctness',
  'dead-code': 'readability',
  complexity: 'readability',
  naming: 'readability',
  documentation: 'readability',
  duplication: 'readability',
  style: 'readability',
};

export interface ResultKind {
  dimension: Dimension;
  /** A word of the category vocabulary, so a tool's `no-eval` and a rule's `code-injection` meet as one problem. */
  category: string;
}

/**
 * Pure: the dimension and category of an analyzer's result, from the CWE its tags or relationships name,
 * else from words of its rule id and tags; a result with a `security-severity` or a `security` tag is a
 * security finding whatever its words. Anything else is a correctness finding of category `other`.
 */
export function kindOf(result: { ruleId?: string; tags?: readonly string[]; securitySeverity?: number }): ResultKind {
  const tags = (result.tags ?? []).map((tag) => tag.toLowerCase());
  const security = result.securitySeverity !== undefined || tags.some((tag) => tag === 'security' || /(?:^|\/)cwe-?\d+/.test(tag));
  const cwes = tags.flatMap((tag) => [...tag.matchAll(/cwe[-/ ]?0*(\d{1,4})/g)].map((match) => Number(match[1])));
  const byCwe = cwes.map((cwe) => CWE_CATEGORY.find(([numbers]) => numbers.includes(cwe))?.[1]).find((category) => category !== undefined);
  const words = [result.ruleId ?? '', ...tags.filter((tag) => !/cwe|^security$|^external\//.test(tag))]
    .join(' ')
    .toLowerCase()
    .replace(/[_.\s]+/g, '-');
  const byWords = RULE_WORDS.find(([pattern]) => pattern.test(words))?.[1];
  const category = byCwe ?? byWords;
  if (category === undefined) return { dimension: security ? 'security' : 'correctness', category: 'other' };
  const dimension = CATEGORY_DIMENSION[category] ?? 'correctness';
  // A security tool's result stays a security finding even when its words sound like a code-quality rule.
  return security && dimension !== 'security' ? { dimension: 'security', category: byCwe ?? 'other' } : { dimension, category };
}
