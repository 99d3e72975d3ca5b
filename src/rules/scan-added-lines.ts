import type { AgentName } from '../findings/agent-names.js';
import type { DiffFile } from '../diff/diff-model.js';
import { isAtOrAbove } from '../findings/finding.js';
import type { CandidateFinding, Severity } from '../findings/finding.js';
import { leakedCredentialHits, TOKEN_SHAPE_GATE } from './credential-shapes.js';
import { fileRoleOf, isTestFile } from '../diff/file-role.js';
import { JS_FAMILY, languageOf } from '../diff/language.js';
import type { Language } from '../diff/language.js';
import type { RuleDefinition } from './rule-definition.js';
import { fillPlaceholders } from './fill-placeholders.js';
import { RULES } from './rule-registry.js';
import { selectRules } from './rule-selection.js';
import { javascriptName, javascriptStringValue, pythonName, pythonStringValue } from './spelled-name.js';
import { staticFinding } from './static-finding.js';
import { namesRule } from './suppression.js';

/**
 * The text gates: the checks precise enough on one added line of text that they need no syntax tree —
 * credential-shaped tokens and private keys in any text file, and calls that run strings as code or
 * shell commands in the languages where those calls exist. They read the added lines of the files the
 * static engine does not scan in full (left out by a glob, generated, too large, unreadable, in a
 * language without rules), so what would fail the gate cannot hide there. Each check reports under the
 * id of the syntax rule for the same problem, with that rule's severity, confidence and advice, so one
 * problem is one finding whichever of the two read it. Pure: the diff in, findings out.
 */

interface TextGateOptions {
  agents?: readonly AgentName[];
  disabledRules?: readonly string[];
  /** `fail-on`: a `sextant-ignore` the change added does not hide a finding at or above it. */
  gate?: Severity;
}

/** What a check found on a line. */
interface LineHit {
  /** 1-based column. */
  column: number;
  details: Readonly<Record<string, string>>;
  snippet?: string;
  confidence?: number;
  /** See RuleHit.fingerprint. */
  fingerprint?: string;
}

interface LineInput {
  path: string;
  /** The added line. */
  text: string;
  /** Whether a column (0-based) is in code, not inside a string or a comment (see `isInCode`). */
  inCode(index: number): boolean;
  /** The next line, when the change added it too (a private key's body follows its header). */
  next: string | undefined;
}

interface LineCheck {
  ruleId: string;
  /** Languages whose files it reads; every text file when absent. */
  languages?: readonly Language[];
  /** A literal every line it can report holds: most lines are passed over by this test alone. */
  literal: RegExp;
  /** What the line holds: one hit, or several that are each their own problem (two keys). */
  find(line: LineInput): LineHit | readonly LineHit[] | undefined;
}

/** The shells `exec.Command` may be asked to run, and their "run this string" flags (as the Go rule reads them). */
const GO_SHELL_CALL =
  /(?<![\w.])exec\.Command(Context)?\s*\((?:[^,()]+,\s*)?"(sh|bash|zsh|\/bin\/sh|\/bin\/bash|\/usr\/bin\/env bash|cmd(?:\.exe)?|powershell(?:\.exe)?|pwsh)"\s*,\s*"(-c|\/c|\/C|-Command)"\s*,\s*/g;

const LINE_CHECKS: readonly LineCheck[] = [
  {
    ruleId: 'review/leaked-credential',
    literal: TOKEN_SHAPE_GATE,
    find: ({ path, text, next }) => {
      // A private key's body starts on the line after its header.
      const joined = next !== undefined && text.includes('PRIVATE KEY-----') ? `${text}\n${next}` : text;
      return (
        leakedCredentialHits(joined, 0, 0, { lines: joined.split('\n'), isTestFile: isTestFile(path) })
          // A token on the next line is that line's own finding.
          .filter((hit) => (hit.line ?? 1) === 1)
          .map((hit) => ({
            column: hit.column ?? 1,
            details: hit.details ?? {},
            ...(hit.snippet ? { snippet: hit.snippet } : {}),
            ...(hit.fingerprint ? { fingerprint: hit.fingerprint } : {}),
            ...(hit.confidence !== undefined ? { confidence: hit.confidence } : {}),
          }))
      );
    },
  },
  {
    ruleId: 'review/eval',
    languages: JS_FAMILY,
    // A backslash may spell either name (`\u0065val`, `window["\x65val"]`).
    literal: /eval|Function|\\/,
    find: ({ text, inCode, next }) => {
      const call = javascriptEvalCall(text, next, inCode);
      return call && { column: call.index + 1, details: { callee: call.callee } };
    },
  },
  {
    ruleId: 'review/shell-injection',
    languages: JS_FAMILY,
    literal: /child_process|childProcess|cp\.exec/,
    find: ({ text, inCode }) => {
      const call = firstInCode(
        text,
        inCode,
        /(?<![\w$.])(child_process|childProcess|cp|require\(\s*['"](?:node:)?child_process['"]\s*\))\.(execSync|exec)\s*\(/g,
      );
      if (!call) return undefined;
      const how = builtHow(text.slice(call.index + call[0].length), JAVASCRIPT_BUILDS);
      const module = call[1]?.startsWith('require') ? 'child_process' : call[1];
      return how ? { column: call.index + 1, details: { callee: `${module}.${call[2] ?? 'exec'}`, how } } : undefined;
    },
  },
  {
    ruleId: 'review/eval',
    languages: ['python'],
    // Non-ASCII may spell either name (Python reads identifiers in NFKC), a backslash a string's.
    literal: /eval|exec|[^ -~]|\\/,
    find: ({ path, text, inCode, next }) => {
      const call = pythonEvalCall(text, next, inCode);
      if (!call) return undefined;
      // As the syntax rule: `exec(open("pkg/version.py").read())` in setup.py is a packaging idiom.
      return { column: call.index + 1, details: { callee: call.callee }, ...(fileRoleOf(path) === 'tooling' ? { confidence: 60 } : {}) };
    },
  },
  {
    ruleId: 'review/shell-injection',
    languages: ['python'],
    literal: /system|popen|subprocess|getoutput|create_subprocess_shell/,
    find: ({ text, inCode }) => {
      const call = firstInCode(
        text,
        inCode,
        /(?<![\w.])(os\.system|os\.popen|subprocess\.getoutput|subprocess\.getstatusoutput|asyncio\.create_subprocess_shell|subprocess\.(?:run|call|check_call|check_output|Popen))\s*\(/g,
      );
      if (!call) return undefined;
      const callee = call[1] ?? '';
      const rest = text.slice(call.index + call[0].length);
      // The subprocess functions run a shell only when asked to.
      if (/^subprocess\.(run|call|check_call|check_output|Popen)$/.test(callee) && !/\bshell\s*=\s*True\b/.test(rest)) return undefined;
      const how = builtHow(rest, PYTHON_BUILDS);
      return how ? { column: call.index + 1, details: { callee, how } } : undefined;
    },
  },
  {
    ruleId: 'review/shell-injection',
    languages: ['go'],
    literal: /exec\.Command/,
    find: ({ text, inCode }) => {
      const call = firstInCode(text, inCode, GO_SHELL_CALL);
      if (!call) return undefined;
      const how = builtHow(text.slice(call.index + call[0].length), GO_BUILDS);
      if (!how) return undefined;
      return { column: call.index + 1, details: { callee: `exec.Command${call[1] ?? ''}`, shell: `\`${call[2] ?? 'sh'} ${call[3] ?? '-c'}\``, how } };
    },
  },
];

/**
 * The dangerous-call shapes as the syntax rules read them, over raw text: a name may be spelled with
 * escapes, reached through the global object (`globalThis.eval`, `window['eval']`), and called on the
 * next line (`eval` then `(input)`), so the call is looked for in the line joined to the next added one.
 */
const JAVASCRIPT_NAME = String.raw`(?:[\p{ID_Start}$_]|\\u[0-9a-fA-F]{4}|\\u\{[0-9a-fA-F]+\})(?:[\p{ID_Continue}$\u200c\u200d]|\\u[0-9a-fA-F]{4}|\\u\{[0-9a-fA-F]+\})*`;
const JAVASCRIPT_KEY = String.raw`\[\s*(?:'(?:\\[\s\S]|[^'\\])*'|"(?:\\[\s\S]|[^"\\])*"|\x60(?:\\[\s\S]|[^\x60\\$])*\x60)\s*\]`;
const JAVASCRIPT_CALLEE = new RegExp(
  String.raw`(?<![\p{ID_Continue}$\\]|\.\s*)(new\s+)?(${JAVASCRIPT_NAME}(?:\s*(?:\??\.\s*${JAVASCRIPT_NAME}|${JAVASCRIPT_KEY}))*)\s*\(`,
  'gu',
);
const JAVASCRIPT_SEGMENT = new RegExp(String.raw`${JAVASCRIPT_NAME}|${JAVASCRIPT_KEY}`, 'gu');
const JAVASCRIPT_GLOBAL_OBJECTS = new Set(['globalThis', 'window', 'global', 'self']);

function javascriptEvalCall(text: string, next: string | undefined, inCode: (index: number) => boolean): { index: number; callee: string } | undefined {
  const joined = next === undefined ? text : `${text}\n${next}`;
  JAVASCRIPT_CALLEE.lastIndex = 0;
  for (let found = JAVASCRIPT_CALLEE.exec(joined); found && found.index < text.length; found = JAVASCRIPT_CALLEE.exec(joined)) {
    const segments = [...(found[2] ?? '').matchAll(JAVASCRIPT_SEGMENT)].map(([segment]) =>
      segment.startsWith('[') ? javascriptStringValue(segment.slice(1, -1).trim()) : javascriptName(segment),
    );
    const name = segments.at(-1);
    const reached = segments.slice(0, -1).every((segment) => segment !== undefined && JAVASCRIPT_GLOBAL_OBJECTS.has(segment));
    if ((name === 'eval' || name === 'Function') && reached && inCode(found.index)) {
      return { index: found.index, callee: found[1] && name === 'Function' ? 'new Function' : name };
    }
  }
  return undefined;
}

const PYTHON_NAME = String.raw`[\p{L}\p{Nl}_][\p{L}\p{Nl}\p{Mn}\p{Mc}\p{Nd}\p{Pc}]*`;
const PYTHON_STRING = String.raw`[rRbBuU]{0,2}(?:'(?:\\.|[^'\\])*'|"(?:\\.|[^"\\])*")`;
/** `getattr(builtins, "eval")(`, then `eval(`, `builtins.eval(`, `__builtins__.exec(`; names in NFKC. */
const PYTHON_CALLEE = new RegExp(
  String.raw`(?<![\p{L}\p{N}_.])(?:(${PYTHON_NAME})\s*\(\s*(${PYTHON_NAME})\s*,\s*(${PYTHON_STRING})\s*\)|(?:(${PYTHON_NAME})\s*\.\s*)?(${PYTHON_NAME}))\s*\(`,
  'gu',
);
const PYTHON_BUILTINS_MODULES = new Set(['builtins', '__builtins__']);
const PYTHON_EVALUATING = new Set(['eval', 'exec']);

function pythonEvalCall(text: string, next: string | undefined, inCode: (index: number) => boolean): { index: number; callee: string } | undefined {
  const joined = next === undefined ? text : `${text}\n${next}`;
  PYTHON_CALLEE.lastIndex = 0;
  for (let found = PYTHON_CALLEE.exec(joined); found && found.index < text.length; found = PYTHON_CALLEE.exec(joined)) {
    const [, getter, module, attribute, object, called] = found;
    const name = getter
      ? pythonName(getter) === 'getattr' && PYTHON_BUILTINS_MODULES.has(pythonName(module ?? ''))
        ? pythonStringValue(attribute ?? '')
        : undefined
      : object === undefined || PYTHON_BUILTINS_MODULES.has(pythonName(object))
        ? pythonName(called ?? '')
        : undefined;
    if (name !== undefined && PYTHON_EVALUATING.has(name) && inCode(found.index)) return { index: found.index, callee: name };
  }
  return undefined;
}

/** How an argument that starts the text is built, as the syntax rules word it; undefined for a plain literal or a name. */
type Builds = ReadonlyArray<{ pattern: RegExp; how: string }>;

const QUOTED = String.raw`(["'])(?:\\.|(?!\1).)*\1`;
const CONCATENATION = [
  { pattern: new RegExp(String.raw`^\s*${QUOTED}\s*\+`), how: 'string concatenation' },
  { pattern: /^\s*[\w$.]+\s*\+\s*["'`]/, how: 'string concatenation' },
];
const JAVASCRIPT_BUILDS: Builds = [{ pattern: /^\s*`(?:\\.|[^`\\])*?\$\{/, how: 'a template literal' }, ...CONCATENATION];
const PYTHON_BUILDS: Builds = [
  { pattern: /^\s*(?:[fF][rR]?|[rR][fF])(["'])(?:\\.|(?!\1).)*?(?<!\{)\{(?!\{)/, how: 'an f-string' },
  { pattern: new RegExp(String.raw`^\s*${QUOTED}\s*%`), how: '`%` formatting' },
  { pattern: new RegExp(String.raw`^\s*${QUOTED}\.format\(`), how: '`str.format`' },
  ...CONCATENATION,
];
const GO_BUILDS: Builds = [{ pattern: /^\s*fmt\.Sprintf\(/, how: '`fmt.Sprintf`' }, ...CONCATENATION];

function builtHow(argument: string, builds: Builds): string | undefined {
  return builds.find(({ pattern }) => pattern.test(argument))?.how;
}

/** The first match of `pattern` (global) that starts in code, not inside a string or a comment. */
function firstInCode(text: string, inCode: (index: number) => boolean, pattern: RegExp): RegExpExecArray | undefined {
  pattern.lastIndex = 0;
  for (let found = pattern.exec(text); found; found = pattern.exec(text)) {
    if (inCode(found.index)) return found;
    if (found[0].length === 0) pattern.lastIndex += 1;
  }
  return undefined;
}

/**
 * Whether column `index` of the line is code: not inside a string, not in a comment. One line at a time,
 * so a string or comment opened on an earlier line is not seen — the call patterns are narrow enough that
 * this costs little.
 */
function isInCode(text: string, index: number, language: Language | undefined): boolean {
  const lineComment = language === 'python' ? '#' : '//';
  const trimmed = text.trimStart();
  if (trimmed.startsWith(lineComment) || (language !== 'python' && (trimmed.startsWith('*') || trimmed.startsWith('/*')))) return false;
  let quote: string | undefined;
  for (let at = 0; at < index; at++) {
    const character = text[at];
    if (quote) {
      if (character === '\\') at++;
      else if (character === quote) quote = undefined;
    } else if (character === '"' || character === "'" || (character === '`' && language !== 'python')) quote = character;
    else if (text.startsWith(lineComment, at)) return false;
  }
  return quote === undefined;
}

/** The definition whose severity, confidence, agent and advice a check's findings take. */
function definitionOf(ruleId: string, language: Language | undefined): RuleDefinition | undefined {
  return RULES.find((rule) => rule.id === ruleId && (language === undefined || rule.languages.includes(language)));
}

/** The added lines of a file, each with the line before it in the new file (added or unchanged, for suppressions) and the one after when added too. */
function* addedLines(file: DiffFile): Generator<{ line: number; text: string; above: { text: string; added: boolean } | undefined; next: string | undefined }> {
  for (const hunk of file.hunks) {
    const shown = hunk.lines.filter((diffLine) => diffLine.kind !== 'delete');
    for (const [index, diffLine] of shown.entries()) {
      if (diffLine.kind !== 'add' || diffLine.newLine === undefined) continue;
      const previous = shown[index - 1];
      const following = shown[index + 1];
      yield {
        line: diffLine.newLine,
        text: diffLine.content,
        above: previous && { text: previous.content, added: previous.kind === 'add' },
        next: following?.kind === 'add' ? following.content : undefined,
      };
    }
  }
}

/**
 * Pure: the text gates' findings on the lines `file`'s diff adds. Suppressions are judged as the engine
 * judges them (see `judgeSuppression`): a `sextant-ignore` naming the rule on the line or the line above
 * hides a finding below the gate; at or above it, none does — one the change added cannot silence the
 * change, and one already there covered another line before this one was inserted.
 */
export function scanAddedLines(file: DiffFile, options: TextGateOptions = {}): CandidateFinding[] {
  const language = languageOf(file.path);
  const isTest = isTestFile(file.path);
  const selected = new Set(selectRules(RULES, { agents: options.agents, disabledRules: options.disabledRules }).map((rule) => rule.id));
  const checks = LINE_CHECKS.flatMap((check) => {
    if (check.languages && (language === undefined || !check.languages.includes(language))) return [];
    const rule = definitionOf(check.ruleId, check.languages ? language : undefined);
    const scope = rule?.files ?? 'any';
    if (!rule || !selected.has(rule.id) || (scope !== 'any' && (scope === 'test') !== isTest)) return [];
    return [{ check, rule }];
  });
  if (checks.length === 0) return [];

  const findings: CandidateFinding[] = [];
  for (const added of addedLines(file)) {
    for (const { check, rule } of checks) {
      if (!check.literal.test(added.text)) continue;
      const found = check.find({ path: file.path, text: added.text, inCode: (index) => isInCode(added.text, index, language), next: added.next });
      const hits: readonly LineHit[] = found === undefined ? [] : Array.isArray(found) ? found : [found as LineHit];
      if (hits.length === 0) continue;
      const severity = rule.severity;
      const suppressedBy = namesRule(added.text, rule.id) ? { added: true } : added.above && namesRule(added.above.text, rule.id) ? added.above : undefined;
      if (suppressedBy && (options.gate === undefined || !isAtOrAbove(severity, options.gate))) continue;
      for (const hit of hits) {
        const valueOf = (name: string): string | undefined => hit.details[name];
        findings.push(
          staticFinding(rule, {
            confidence: hit.confidence,
            file: file.path,
            line: added.line,
            column: hit.column,
            code_snippet: hit.snippet ?? added.text.trim(),
            description: fillPlaceholders(rule, 'message', valueOf, `Text gate of ${rule.id}`),
            recommendation: fillPlaceholders(rule, 'recommendation', valueOf, `Text gate of ${rule.id}`),
            auto_fixable: false,
            external_fingerprint: hit.fingerprint || undefined,
            suppression_added_by_change: suppressedBy?.added || undefined,
          }),
        );
      }
    }
  }
  return findings;
}
