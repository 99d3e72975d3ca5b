import type { Node } from 'web-tree-sitter';
import { fileRoleOf } from '../file-role.js';
import { JS_FAMILY } from '../language.js';
import type { RuleDefinition } from '../rule-definition.js';
import { excerpt } from '../syntax.js';

/** General review: leftovers from debugging, code evaluation, leaked credentials, loose equality. */

/**
 * Credential formats with a recognisable shape. Example values in this file are assembled from
 * pieces so the repository itself never contains a contiguous token.
 */
const TOKEN_SHAPES: ReadonlyArray<{ name: string; pattern: RegExp }> = [
  { name: 'AWS access key id', pattern: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/ },
  { name: 'GitHub token', pattern: /\bgh[pousr]_[A-Za-z0-9]{36}\b/ },
  { name: 'GitHub fine-grained token', pattern: /\bgithub_pat_[A-Za-z0-9_]{50,}/ },
  { name: 'Slack token', pattern: /\bxox[baprs]-\d{6,}-[A-Za-z0-9-]{8,}/ },
  { name: 'Stripe live secret key', pattern: /\b[sr]k_live_[A-Za-z0-9]{20,}/ },
  { name: 'Google API key', pattern: /\bAIza[0-9A-Za-z_-]{35}\b/ },
  { name: 'npm token', pattern: /\bnpm_[A-Za-z0-9]{36}\b/ },
  // The key body must follow: a bare header is a format constant (`pem.startsWith('-----BEGIN …')`).
  { name: 'private key', pattern: /-----BEGIN (?:[A-Z]+ )*PRIVATE KEY-----(?:\s|\\n)*[A-Za-z0-9+/=]{64}/ },
];
const PLACEHOLDER = /example|sample|dummy|fake|placeholder|your|test|xxxx|0{6}|\*{3}|changeme|redacted/i;
const MIN_DISTINCT_CHARACTERS = 8; // `ghp_aaaa…` and similar fillers are documentation, not credentials

function isPlausibleSecret(value: string): boolean {
  return !PLACEHOLDER.test(value) && new Set(value).size >= MIN_DISTINCT_CHARACTERS;
}

function findTokenShape(text: string): { name: string; index: number; value: string } | undefined {
  for (const { name, pattern } of TOKEN_SHAPES) {
    const found = pattern.exec(text);
    if (found && isPlausibleSecret(found[0])) return { name, index: found.index, value: found[0] };
  }
  return undefined;
}

/** The line with every occurrence of `secret` masked, so findings do not spread the credential further. */
function maskedLine(line: string, secret: string): string {
  return line.split(secret).join(`${secret.slice(0, 4)}…[redacted]`).trim();
}

/** Names that hold credentials: `password`, `dbPassword`, `API_KEY`, `clientSecret`, `authToken`. */
const CREDENTIAL_NAME =
  /(password|passwd|passphrase|secret|apikey|accesskey|secretkey|privatekey|accesstoken|authtoken|refreshtoken|bearertoken|token)$/;
const PLACEHOLDER_VALUE =
  /^(change[-_ ]?me|passw(or|0r)d|secret|none|null|undefined|todo|tbd|x+|\*+|\.+)$|your|example|sample|dummy|fake|placeholder|redacted|changeme|xxxx|\*\*\*|[<>]|\$\{|\{\{|%s/i;
const MIN_SECRET_LENGTH = 8; // shorter literals are flags, enum values and test fixtures far more often than secrets

/** Literal text of a string or substitution-free template; undefined for anything computed. */
function literalText(node: Node): string | undefined {
  if (node.type === 'template_string' && node.namedChildren.some((child) => child.type === 'template_substitution')) {
    return undefined;
  }
  return node.text.slice(1, -1);
}

/** A literal that looks like a real secret rather than a placeholder, a key name, a path or a message. */
function looksLikeSecretValue(value: string): boolean {
  if (value.length < MIN_SECRET_LENGTH || /\s/.test(value) || PLACEHOLDER_VALUE.test(value)) return false;
  // `DB_PASSWORD` (an environment variable name), `passwordInput`, `auth.password.label`, `x-api-key`.
  if (/^[A-Z0-9_]+$/.test(value) || /^[a-z]+([A-Z][a-z]*)*$/.test(value) || /^[a-z]+([._:/-][a-z0-9]+)+$/i.test(value)) {
    return false;
  }
  if (/^(https?:\/\/[^@]*|\.{0,2}\/.*)$/.test(value)) return false;
  return new Set(value).size >= 5;
}

function credentialName(node: Node): string {
  const text = node.type === 'string' ? node.text.slice(1, -1) : node.text;
  return text.slice(text.lastIndexOf('.') + 1);
}

const SECRET_ASSIGNMENT = `
  (variable_declarator name: (identifier) @name value: [(string) (template_string)] @value) @target
  (pair key: [(property_identifier) (string)] @name value: [(string) (template_string)] @value) @target
  (assignment_expression left: [(identifier) (member_expression)] @name right: [(string) (template_string)] @value) @target`;

/** Scripts and command-line entry points print by design. */
const PRINTS_BY_DESIGN = /(^|\/)cli(\.[cm]?[jt]sx?|\/)|(^|\/)(bin|scripts?)\//;

export const codeReviewerRules: readonly RuleDefinition[] = [
  {
    id: 'review/debugger',
    agent: 'code-reviewer',
    dimension: 'correctness',
    severity: 'high',
    confidence: 95,
    languages: JS_FAMILY,
    category: 'debugging',
    message: '`debugger` statement left in the code: execution pauses wherever developer tools are attached.',
    recommendation: 'Remove the `debugger` statement.',
    query: '(debugger_statement) @target',
    fix: ({ lines, line }) =>
      /^\s*debugger;?\s*$/.test(lines[line - 1] ?? '') ? { startLine: line, endLine: line, replacement: [] } : undefined,
    examples: {
      match: ['function pay(order) {\n  debugger;\n  return submit(order);\n}', 'if (retries > 3) debugger;'],
      noMatch: ['const debuggerEnabled = false;', "logger.debug('paying');"],
    },
  },
  {
    id: 'review/console-log',
    agent: 'code-reviewer',
    dimension: 'correctness',
    severity: 'low',
    confidence: 70,
    languages: JS_FAMILY,
    files: 'source',
    category: 'debugging',
    message: '`console.{{method}}` call `{{target}}` added to application code.',
    recommendation: "Remove debugging output, or use the project's logger so the message has a level and can be turned off.",
    query: `(call_expression
      function: (member_expression object: (identifier) @object property: (property_identifier) @method)
      (#eq? @object "console") (#any-of? @method "log" "debug" "trace" "dir")) @target`,
    check: ({ context }) => fileRoleOf(context.path) === 'source' && !PRINTS_BY_DESIGN.test(context.path),
    examples: {
      match: ["export function total(items) {\n  console.log('items', items);\n  return sum(items);\n}"],
      noMatch: ["console.error('failed to load config', error);", 'logger.log(event);'],
    },
  },
  {
    id: 'review/eval',
    agent: 'code-reviewer',
    dimension: 'security',
    severity: 'high',
    confidence: 90,
    languages: JS_FAMILY,
    category: 'code-injection',
    message: '`{{callee}}` evaluates a string as code; any attacker-influenced part of it runs with full privileges.',
    recommendation:
      'Replace it with explicit logic: `JSON.parse` for data, a lookup table or switch for dispatch, a real function instead of a code string.',
    query: `((call_expression function: (identifier) @callee) @target (#any-of? @callee "eval" "Function"))
      ((new_expression constructor: (identifier) @callee) @target (#eq? @callee "Function"))
      ((call_expression
        function: (identifier) @callee
        arguments: (arguments . [(string) (template_string)])) @target
        (#any-of? @callee "setTimeout" "setInterval"))`,
    check: ({ target, captures }) =>
      target.type === 'new_expression' ? { details: { callee: `new ${captures.callee?.text ?? 'Function'}` } } : true,
    examples: {
      match: ['const result = eval(expression);', "const add = new Function('a', 'b', 'return a + b');", "setTimeout('refresh()', 1000);"],
      noMatch: ['setTimeout(refresh, 1000);', 'const result = page.eval(script);', 'const evaluate = (x) => x;'],
    },
  },
  {
    id: 'review/leaked-credential',
    agent: 'code-reviewer',
    dimension: 'security',
    severity: 'critical',
    confidence: 95,
    languages: JS_FAMILY,
    category: 'secrets',
    message: 'Hard-coded {{kind}} in the source.',
    recommendation:
      'Revoke the credential now (it is in the git history), then load it from the environment or a secret manager at run time.',
    query: '[(string) (template_string) (comment)] @target',
    check: ({ target, context }) => {
      const found = findTokenShape(target.text);
      if (!found) return false;
      const before = target.text.slice(0, found.index);
      const lineOffset = before.split('\n').length - 1;
      const line = target.startPosition.row + 1 + lineOffset;
      const column = lineOffset === 0 ? target.startPosition.column + found.index + 1 : found.index - before.lastIndexOf('\n');
      return {
        line,
        column,
        details: { kind: found.name },
        snippet: maskedLine(context.lines[line - 1] ?? '', found.value),
        // Test fixtures often carry realistic-looking fake tokens.
        ...(context.isTestFile ? { confidence: 70 } : {}),
      };
    },
    examples: {
      match: [
        `const token = "${['gh', 'p_', 'R8v2Lq9Zt4Wc6Ny1Pk3Hd7Mf5Bx0Js2Ga8Ue'].join('')}";`,
        `const awsKeyId = '${['AK', 'IA', 'Q3ZRT7WNV5HX2KLM'].join('')}';`,
        `const key = \`-----BEGIN ${'RSA PRIVATE'} KEY-----\n${'MIIEowIBAAKCAQEAu1SU1LfVLPHCozMxH2Mo4lgOEePzNm0tRgeLezV6ffAt0gunVTLw7onLRnrq0'}\n\`;`,
        `// slack: ${['xo', 'xb-', '204816357920-', 'Kd83jfLs02Pq'].join('')}`,
      ],
      noMatch: [
        `const docs = '${['AK', 'IA', 'IOSFODNN7EXAMPLE'].join('')}';`,
        `const token = '${['gh', 'p_', 'x'.repeat(36)].join('')}';`,
        "if (pem.startsWith('-----BEGIN PRIVATE KEY-----')) parse(pem);",
        'const token = process.env.GITHUB_TOKEN;',
      ],
    },
  },
  {
    id: 'review/hardcoded-secret',
    agent: 'code-reviewer',
    dimension: 'security',
    severity: 'critical',
    confidence: 65,
    languages: JS_FAMILY,
    files: 'source',
    category: 'secrets',
    message: 'Hard-coded credential assigned to `{{name}}`.',
    recommendation: 'Load it from the environment or a secret manager at run time; if it was ever real, revoke it.',
    query: {
      typescript: `${SECRET_ASSIGNMENT}
        (public_field_definition name: (property_identifier) @name value: [(string) (template_string)] @value) @target`,
      tsx: `${SECRET_ASSIGNMENT}
        (public_field_definition name: (property_identifier) @name value: [(string) (template_string)] @value) @target`,
      javascript: `${SECRET_ASSIGNMENT}
        (field_definition property: (property_identifier) @name value: [(string) (template_string)] @value) @target`,
    },
    check: ({ captures, context, target }) => {
      const { name, value } = captures;
      if (!name || !value) return false;
      const variable = credentialName(name);
      const literal = literalText(value);
      if (!CREDENTIAL_NAME.test(variable.replace(/[-_]/g, '').toLowerCase()) || literal === undefined) return false;
      // Token shapes are review/leaked-credential's, with higher confidence.
      if (!looksLikeSecretValue(literal) || findTokenShape(literal)) return false;
      const line = target.startPosition.row + 1;
      return { details: { name: variable }, snippet: maskedLine(context.lines[line - 1] ?? '', literal) };
    },
    examples: {
      match: [
        "const dbPassword = 'Tr0ub4dor&3x';",
        "const config = {\n  apiKey: 'f3a9c2e81b7d4',\n};",
        "this.clientSecret = 'q8Zr2mX9vL4t';",
      ],
      noMatch: [
        "const password = 'changeme';",
        'const apiKey = process.env.API_KEY;',
        "const PASSWORD_ENV = 'DB_PASSWORD';",
        "const labels = { password: 'auth.password.label' };",
        "const token = '';",
        "const passwordPrompt = 'Enter your password';",
        "const secret = '***';",
      ],
    },
  },
  {
    id: 'review/loose-equality',
    agent: 'code-reviewer',
    dimension: 'correctness',
    severity: 'low',
    confidence: 70,
    languages: JS_FAMILY,
    category: 'equality',
    message: 'Loose equality `{{target}}` converts types before comparing; use `{{strict}}`.',
    recommendation: 'Use `===`/`!==`. Keep `== null` only where matching both null and undefined is intended.',
    query: '(binary_expression operator: ["==" "!="] @operator) @target',
    check: ({ target, captures }) => {
      const sides = [target.childForFieldName('left'), target.childForFieldName('right')];
      const exempt = sides.some(
        (side) =>
          !side ||
          // `== null` matches null and undefined on purpose; booleans belong to simplify/boolean-literal-comparison.
          ['null', 'undefined', 'true', 'false'].includes(side.type) ||
          side.text === 'undefined' ||
          // `typeof x == 'string'` compares two strings: no conversion happens.
          (side.type === 'unary_expression' && side.childForFieldName('operator')?.text === 'typeof'),
      );
      if (exempt) return false;
      return { details: { strict: captures.operator?.text === '!=' ? '!==' : '===', target: excerpt(target.text, 50) } };
    },
    examples: {
      match: ['if (count == 0) reset();', 'if (status != "ready") wait();'],
      noMatch: ['if (value == null) return;', "if (typeof value == 'string') trim(value);", 'if (count === 0) reset();'],
    },
  },
];
