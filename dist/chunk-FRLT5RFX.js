import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);
import {
  excerpt
} from "./chunk-UGHGIOLX.js";
import {
  severityInSensitiveArea
} from "./chunk-JMDMHE6N.js";
import {
  TOKEN_TRIGGER,
  findTokens,
  isPlaceholderToken
} from "./chunk-P32DJQ3Q.js";
import {
  HIGH_CORRECTNESS,
  MEDIUM_CORRECTNESS,
  builtArgument,
  looksLikeSql
} from "./chunk-U6BNSJIP.js";

// src/rules/catalog/comment/commented-out-code/rule.ts
var rule = {
  id: "comment/commented-out-code",
  agent: "comment-analyzer",
  dimension: "readability",
  severity: "info",
  confidence: 80,
  category: "dead-code",
  message: "Commented-out code `{{code}}`.",
  recommendation: "Delete it: version control keeps the old code. If it documents an alternative, explain it in prose.",
  documentation: {
    finds: "Comments whose text parses as code of the file's language: code switched off and left behind.",
    why: "Dead code in comments rots: it stops compiling silently, readers cannot tell whether it matters, and version control already keeps the old code.",
    wrongWhen: 'Code in a comment that documents usage (after "For example:") is reported at 50, hidden. A comment that is prose but parses as code can be reworded or silenced.',
    origin: "SonarSource's \"Sections of code should not be commented out\" (S125) and ESLint's `no-warning-comments` family."
  }
};

// src/rules/catalog/comment/todo-without-issue/rule.ts
var rule2 = {
  id: "comment/todo-without-issue",
  agent: "comment-analyzer",
  dimension: "readability",
  severity: "info",
  confidence: 85,
  category: "documentation",
  message: '{{marker}} added without an issue reference or an owner: "{{note}}".',
  recommendation: "Link the work to a tracked issue (`TODO(#123): \u2026` or a URL) so it is not forgotten, or do it in this change.",
  documentation: {
    finds: "`TODO`, `FIXME`, `XXX` or `HACK` notes with no issue number, link or owner (`TODO(maria)`).",
    why: "A note nobody owns is never done; with a reference it is tracked and can be found again.",
    wrongWhen: "A note that is genuinely throw-away: add an owner or a reference, or silence it.",
    origin: "ESLint's `no-warning-comments` and the Google style guides' `TODO(owner)` form."
  }
};

// src/rules/catalog/review/always-true-inequality/rule.ts
var rule3 = {
  id: "review/always-true-inequality",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "high",
  confidence: 90,
  category: "logic",
  message: "`{{expression}}` is always {{always}}: `{{subject}}` cannot equal both {{first}} and {{second}} at once.",
  recommendation: 'Use the other operator: `x != a && x != b` for "neither", `x == a || x == b` for "either".',
  documentation: {
    finds: "`x != a || x != b` and `x == a && x == b` with two different literals `a` and `b`.",
    why: "A value differs from at least one of two different constants, so the `||` is always true (and the `&&` always false): the branch it guards always runs, or never does.",
    wrongWhen: "Never intended; the subject must be a plain name or field so that both sides read the same value.",
    origin: "go vet's `bools` analyzer (suspect `||` and `&&` of comparisons with distinct constants)."
  }
};

// src/rules/catalog/review/anchored-alternation/rule.ts
var rule4 = {
  id: "review/anchored-alternation",
  ...MEDIUM_CORRECTNESS,
  message: "In `{{pattern}}`, {{anchors}} to the {{which}} only: `{{loose}}` matches anywhere in the text.",
  recommendation: "Group the alternatives so the anchors apply to all of them: `{{grouped}}`.",
  documentation: {
    finds: "A literal regular expression of plain words like `^yes|no|maybe$`, whose `^` and `$` stand on its first and last alternatives while another word has neither.",
    why: '`|` binds more loosely than anything else, so `^yes|no|maybe$` means "starts with yes, or contains no anywhere, or ends with maybe", not "is one of the three". A validator or router written this way accepts far more than it was meant to.',
    wrongWhen: 'When each alternative is meant to match on its own terms; say so with groups (`(?:^a)|b|(?:c$)`). Alternatives that are patterns of their own (`^(?:-?>)+|<!--|-->`, `^[!?]|[\\s<>]`) mean "this at the start, or that anywhere" as often as not and are left alone, as are alternations in which every alternative is anchored at one end or both (`^\\s+|\\s+$`, `^a$|^b$`), `re.fullmatch` (which anchors the whole pattern) and patterns built at run time.',
    origin: "SonarJS's S5850 (alternatives should be grouped when used with anchors)."
  }
};

// src/rules/catalog/review/copy-paste-slip/rule.ts
var rule5 = {
  id: "review/copy-paste-slip",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "medium",
  confidence: 80,
  category: "logic",
  message: "`{{statement}}` breaks the pattern of the parallel lines around it: it uses `{{kept}}` where the pattern gives `{{expected}}`, as if copied from a neighbour and not fully edited.",
  recommendation: "Check the line against its neighbours and use `{{expected}}` if that was meant; if the difference is intended, a comment saying so helps the next reader.",
  files: "source",
  documentation: {
    finds: "Among parallel lines or `case` branches, the one that kept its neighbour's name or index (`dst.Life = src.Idle`, `args[2]` twice).",
    why: "A copied line whose name was not updated compiles and runs, and quietly does the wrong thing.",
    wrongWhen: "Lines that differ on purpose (alias tables, constants, a name reused while its own variable is read); a comment saying why helps the next reader.",
    origin: 'The "copy-paste error" studies of PVS-Studio (the last-line effect) and Beller et al.'
  }
};

// src/rules/catalog/review/decimal-file-mode/rule.ts
var rule6 = {
  id: "review/decimal-file-mode",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "high",
  confidence: 90,
  category: "bug-pattern",
  message: "The file mode `{{mode}}` is a decimal number ({{octal}} in octal), not the permissions `0o{{mode}}` it looks like.",
  recommendation: "Write the mode in octal: `0o{{mode}}`.",
  documentation: {
    finds: "A permission given to a file-system call as a three-digit decimal literal: `os.MkdirAll(dir, 755)`, `os.chmod(path, 644)`, `fs.chmodSync(path, 600)`.",
    why: "Modes are bit masks written in octal; decimal 755 is 0o1363, which sets the sticky bit and gives the wrong permissions, often none to the owner.",
    wrongWhen: "Never intended for these calls: a literal that is meant as decimal is not written with octal digits only.",
    origin: "staticcheck's SA9002 (non-octal `os.FileMode` that looks octal)."
  }
};

// src/rules/catalog/review/dereference-after-nil-check/rule.ts
var rule7 = {
  id: "review/dereference-after-nil-check",
  ...HIGH_CORRECTNESS,
  message: "`{{dereference}}` runs after `{{check}}` found it empty and went on: on that path it fails.",
  recommendation: "End the empty case (`return`, raise or throw) or give `{{name}}` a value there before it is used.",
  documentation: {
    finds: "A local variable or parameter tested for nil (`x == nil`, `x is None`, `x === null`) by an `if` whose block goes on \u2014 it does not return, raise, throw, panic or exit, and does not assign the variable \u2014 and then dereferenced straight after the `if` in the same block (`x.field`, `x[i]`, `*x` in Go; an attribute or subscript in Python; a property or element in JavaScript).",
    why: "The check shows the value can be empty, and the path where it is runs on into the dereference: a nil-pointer panic, `AttributeError: 'NoneType' object has no attribute`, or `TypeError: Cannot read properties of null`. The block usually logs or sets something else and forgot to return.",
    wrongWhen: "When the block ends the path in a way syntax does not show (a helper that always exits or raises). Only plain locals are judged (a field or global may be set by a call in the block), a dereference under another condition, a loop or a closure is left alone, and Go method calls are not counted (a method may accept a nil receiver).",
    origin: "staticcheck's SA5011 (possible nil pointer dereference), kept to the straight path after the check; the same slip in Python and JavaScript."
  }
};

// src/rules/catalog/review/hardcoded-secret/rule.ts
var rule8 = {
  id: "review/hardcoded-secret",
  agent: "code-reviewer",
  dimension: "security",
  severity: "critical",
  confidence: 65,
  category: "secrets",
  message: "Hard-coded credential assigned to `{{name}}`.",
  recommendation: "Load it from the environment or a secret manager at run time; if it was ever real, revoke it.",
  files: "source",
  documentation: {
    finds: "Literals assigned to `password`, `apiKey`, `aws_secret_access_key` and similar names.",
    why: "A secret in the source is in the git history for good and readable by everyone with the code.",
    wrongWhen: "Placeholders and test fixtures are scored lower (65, hidden); a chosen password or generated key shape scores 85, an AWS secret 90.",
    origin: "gitleaks and detect-secrets' keyword detectors."
  }
};

// src/rules/credential-shapes.ts
import { createHash } from "node:crypto";
var TOKEN_SHAPE_GATE = TOKEN_TRIGGER;
function isReportedToken(token) {
  return token.shape.reported && (token.shape.complete?.(token.value) ?? true) && !isPlaceholderToken(token.value);
}
function secretFingerprint(ruleId, secret) {
  return createHash("sha256").update(`${ruleId}\0${secret}`).digest("hex").slice(0, 32);
}
function maskedLine(line, secret) {
  return line.split(secret).join(`${secret.slice(0, 4)}\u2026[redacted]`).trim();
}
var CREDENTIAL_NAME_ENDINGS = [
  "password",
  "passwd",
  "passphrase",
  "secret",
  "apikey",
  "accesskey",
  "secretkey",
  "privatekey",
  "accesstoken",
  "authtoken",
  "refreshtoken",
  "bearertoken",
  "token"
];
var CREDENTIAL_NAME = new RegExp(`(${CREDENTIAL_NAME_ENDINGS.join("|")})$`);
function isCredentialName(name) {
  return CREDENTIAL_NAME.test(name.replace(/[-_]/g, "").toLowerCase());
}
var CREDENTIAL_NAME_GATE = new RegExp(CREDENTIAL_NAME_ENDINGS.map((ending) => [...ending].join("[-_]*")).join("|"), "iu");
var PLACEHOLDER_VALUE = /^(change[-_ ]?me|passw(or|0r)d|secret|none|null|undefined|todo|tbd|x+|\*+|\.+)$|your|example|sample|dummy|fake|placeholder|redacted|changeme|xxxx|\*\*\*|[<>]|\$\{|\{\{|%s/i;
var MIN_SECRET_LENGTH = 8;
function looksLikeSecretValue(value) {
  if (value.length < MIN_SECRET_LENGTH || /\s/.test(value) || PLACEHOLDER_VALUE.test(value)) return false;
  if (/^[A-Z0-9_]+$/.test(value) || /^[a-z]+([A-Z][a-z]*)*$/.test(value) || /^[a-z]+([._:/-][a-z0-9]+)+$/i.test(value)) {
    return false;
  }
  if (/^(https?:\/\/[^@]*|\.{0,2}\/.*)$/.test(value)) return false;
  return new Set(value).size >= 5;
}
var CREDENTIAL_SHAPED_CONFIDENCE = 85;
var AWS_SECRET_KEY_CONFIDENCE = 90;
var MIN_GENERATED_KEY_LENGTH = 12;
function isAwsSecretName(name) {
  const folded = name.replace(/[-_]/g, "").toLowerCase();
  return folded.includes("aws") && folded.includes("secret");
}
function looksLikeAwsSecretKey(value) {
  return /^[A-Za-z0-9/+]{40}$/.test(value) && /[0-9]/.test(value) && /[A-Za-z]/.test(value) && !PLACEHOLDER_VALUE.test(value) && new Set(value).size >= 12;
}
function isCredentialShaped(value) {
  if (!/[A-Za-z]/.test(value) || !/[0-9]/.test(value)) return false;
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((characters) => characters.test(value)).length;
  return classes >= 3 || value.length >= MIN_GENERATED_KEY_LENGTH;
}
function secretAssignmentHit(name, literal, line, context) {
  if (literal === void 0 || !isCredentialName(name)) return false;
  const snippet = () => maskedLine(context.lines[line - 1] ?? "", literal);
  const fingerprint = secretFingerprint("review/hardcoded-secret", literal);
  if (isAwsSecretName(name) && looksLikeAwsSecretKey(literal))
    return { details: { name }, snippet: snippet(), fingerprint, confidence: AWS_SECRET_KEY_CONFIDENCE };
  if (!looksLikeSecretValue(literal) || findTokens(literal).some(isReportedToken)) return false;
  return { details: { name }, snippet: snippet(), fingerprint, ...isCredentialShaped(literal) ? { confidence: CREDENTIAL_SHAPED_CONFIDENCE } : {} };
}
var PRIVATE_KEY = "private key";
var TEST_PRIVATE_KEY_CONFIDENCE = 50;
function leakedCredentialHits(text, row, column, context) {
  return findTokens(text).filter(isReportedToken).map((token) => {
    const before = text.slice(0, token.start);
    const lineOffset = before.split("\n").length - 1;
    const line = row + 1 + lineOffset;
    return {
      line,
      column: lineOffset === 0 ? column + token.start + 1 : token.start - before.lastIndexOf("\n"),
      details: { kind: token.shape.name },
      snippet: maskedLine(context.lines[line - 1] ?? "", text.slice(token.start, token.end)),
      fingerprint: secretFingerprint("review/leaked-credential", token.value),
      ...context.isTestFile && token.shape.name === PRIVATE_KEY ? { confidence: TEST_PRIVATE_KEY_CONFIDENCE } : {}
    };
  });
}

// src/rules/catalog/review/identical-branches/rule.ts
var rule9 = {
  id: "review/identical-branches",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "medium",
  confidence: 80,
  category: "logic",
  message: "Every branch of this {{construct}} does the same thing, so the condition changes nothing: one branch was probably meant to differ.",
  recommendation: "Make the branch that should differ do its own thing, or drop the condition if it really does not matter.",
  files: "source",
  documentation: {
    finds: "`if`/`else` (or a conditional expression) whose branches are the same code.",
    why: "The condition changes nothing: one branch was probably meant to differ.",
    wrongWhen: "Placeholders, `? '' : ''`, commented branches and statements kept parallel on purpose (70, hidden).",
    origin: "SonarSource's S3923 and PVS-Studio's V523."
  }
};

// src/rules/catalog/review/identical-condition/rule.ts
var rule10 = {
  id: "review/identical-condition",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "medium",
  confidence: 90,
  category: "logic",
  message: "The condition `{{condition}}` repeats an earlier one in the same if/else-if chain: its branch can never run.",
  recommendation: "Check which condition was meant here (often a copy of the line above with one name left unchanged), or remove the dead branch.",
  documentation: {
    finds: "The same condition twice in an `if`/`else if` chain or a `switch`.",
    why: "The later branch never runs, and the case it was written for is not handled.",
    wrongWhen: "Conditions with side effects (`await`, `:=`, `next()`) are left alone.",
    origin: "SonarSource's S1862 and ESLint's `no-dupe-else-if`."
  }
};

// src/rules/catalog/review/identical-operands/rule.ts
var rule11 = {
  id: "review/identical-operands",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "medium",
  confidence: 85,
  category: "logic",
  message: "`{{expression}}` has the same operand on both sides of `{{operator}}`, so its value is fixed: one side was probably meant to be something else.",
  recommendation: "Correct the operand that was copied (often a name left unchanged when the line was duplicated).",
  files: "source",
  documentation: {
    finds: "`a && a`, `x - x`, `n < n`: the same operand on both sides of an operator.",
    why: "The result is fixed: one side was probably meant to be something else.",
    wrongWhen: "`x !== x` (a NaN test), calls, and test files are left alone.",
    origin: "SonarSource's S1764 and staticcheck's SA4000."
  }
};

// src/rules/catalog/review/impossible-length-comparison/rule.ts
var rule12 = {
  id: "review/impossible-length-comparison",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "medium",
  confidence: 90,
  category: "logic",
  message: "`{{expression}}` is always {{always}}: a length is never negative.",
  recommendation: 'Compare with the bound that was meant: `> 0` for "not empty", `=== 0` for "empty".',
  documentation: {
    finds: "A length compared with zero in a way that cannot vary: `items.length < 0`, `len(x) >= 0`.",
    why: 'A length is never below zero, so the test is constant: the branch it guards always runs or never does, and the check the author meant (usually "empty" or "not empty") is missing.',
    wrongWhen: "Never intended; a `length` property of an object that is not a collection could in principle be negative.",
    origin: "SonarSource's S3981 (collection size comparisons) and staticcheck's SA4024 (impossible return value of a builtin)."
  }
};

// src/rules/catalog/review/leaked-credential/rule.ts
var rule13 = {
  id: "review/leaked-credential",
  agent: "code-reviewer",
  dimension: "security",
  severity: "critical",
  confidence: 95,
  category: "secrets",
  message: "Hard-coded {{kind}} in the source.",
  recommendation: "Revoke the credential now (it is in the git history), then load it from the environment or a secret manager at run time.",
  documentation: {
    finds: "Token-shaped strings and comments: AWS keys, GitHub, Slack, Stripe, Google tokens, private keys.",
    why: "A credential in the source is in the git history: anyone with the code can use it until it is revoked.",
    wrongWhen: "Documented example keys (`AKIA\u2026EXAMPLE`) and repeated-character placeholders are left alone. A private key in a test file is nearly always the test's own TLS or signing key, trusted by nothing else: shown only with everything (a token a service issued is as live in a test as anywhere).",
    origin: "gitleaks' and GitHub secret scanning's token formats."
  }
};

// src/rules/catalog/review/lost-regex-escape/rule.ts
var rule14 = {
  id: "review/lost-regex-escape",
  ...MEDIUM_CORRECTNESS,
  message: "In `{{pattern}}`, the string turns `{{escape}}` into {{becomes}} before the regular expression sees it: {{consequence}}.",
  recommendation: "{{fix}}",
  documentation: {
    finds: 'A regular expression written as an ordinary string whose escapes the string itself takes: `new RegExp("^\\d+$")` in JavaScript (the string drops the backslash of `\\d`, `\\w`, `\\s`, `\\.`, `\\(`, \u2026), and `\\b` in a Python string without `r` or a Go string in double quotes (a backspace character, not a word boundary).',
    why: "The pattern is not the one written: `^\\d+$` becomes `^d+$`, which matches `ddd` and rejects `123`; `\\bword\\b` looks for backspaces and never matches. Nothing fails \u2014 the match just never happens, or happens for the wrong text.",
    wrongWhen: 'Never when the pattern reaches the regular expression as written. Doubled backslashes (`"\\\\d"`), raw strings (`r"\\b"`, Go\u2019s back-quoted strings), regular-expression literals escapes that mean the same either way and a `\\b` beside no word character (`.\\b` removes terminal overstrike, where a backspace is meant) are left alone; Python keeps unknown escapes such as `\\d` (and warns), so only its `\\b` is reported, and Go rejects unknown ones when compiling.',
    origin: "ESLint\u2019s `no-useless-escape` and Ruff\u2019s RUF039 (`unraw-re-pattern`), narrowed to the escapes that change what the pattern matches; the backspace case is the one Python 3.12\u2019s invalid-escape warning cannot give, since `\\b` is a valid string escape."
  }
};

// src/rules/catalog/review/mixed-case-range/rule.ts
var rule15 = {
  id: "review/mixed-case-range",
  ...MEDIUM_CORRECTNESS,
  message: "In `{{pattern}}`, the range `{{range}}` runs from {{from}} to {{to}}: it also takes {{extra}}.",
  recommendation: "Write each kind of character as a range of its own: `{{fixed}}`.",
  documentation: {
    finds: "A range in a character class of a literal regular expression whose ends are letters of different cases or a digit and a letter, written as plain characters: `[A-z]`, `[0-z]`, `[a-Z0-9]`.",
    why: "A range takes every code point between its ends. Between `Z` and `a` lie `[`, `\\`, `]`, `^`, `_` and the backtick; between `9` and `A` lie `:` to `@`. A name or token pattern written `[A-z]` meant letters, and it lets through punctuation a path, a query or a template treats as syntax.",
    wrongWhen: "When exactly that span of characters is meant; write its ends as escapes (`[\\x41-\\x7a]`) to say so. Ranges between characters of one kind (`a-f`, `A-F`, `0-7`) and ranges with an escaped end are left alone.",
    origin: "eslint-plugin-regexp's `no-obscure-range` and SonarJS's S5869 (character classes should not contain duplicate or overlapping characters), for ranges across letter cases and digits."
  }
};

// src/rules/catalog/review/nan-comparison/rule.ts
var rule16 = {
  id: "review/nan-comparison",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "medium",
  confidence: 95,
  category: "bug-pattern",
  message: "`{{expression}}` is always {{always}}: `NaN` is not equal to anything, itself included.",
  recommendation: "Test with `Number.isNaN(value)`.",
  documentation: {
    finds: "`x === NaN`, `x == float('nan')`, `x == math.nan`, `x == np.nan`, `x == math.NaN()`.",
    why: "Nothing equals NaN, not even NaN: the comparison is always false.",
    wrongWhen: "Never intended; use `Number.isNaN(x)`, `math.isnan(x)` or `math.IsNaN(x)`.",
    origin: "ESLint's `use-isnan`, Pylint's W0177 `nan-comparison` and staticcheck's SA4012."
  }
};

// src/rules/catalog/review/off-by-one-index/rule.ts
var rule17 = {
  id: "review/off-by-one-index",
  ...MEDIUM_CORRECTNESS,
  message: "The loop runs `{{index}}` up to `{{bound}}` itself, and `{{access}}` at that last step is past the end: {{consequence}}.",
  recommendation: "Stop one earlier (`{{index}} < {{bound}}`), or handle the last step apart.",
  documentation: {
    finds: "A counting loop whose index goes up to the length of a collection inclusive \u2014 `for (let i = 0; i <= items.length; i++)`, `for i in range(len(items) + 1)`, `for i := 0; i <= len(items); i++` \u2014 and that reads or writes `items[i]` with nothing in the loop that tells the last step apart.",
    why: "Indexes run from 0 to the length minus one, so the last pass goes one past the end: Python raises `IndexError`, Go panics with `index out of range`, and JavaScript reads `undefined` and carries on with it \u2014 a `NaN` total, a missing last character, a crash a few lines later.",
    wrongWhen: "When the last pass is meant, as in a tokenizer that flushes its last token at the end: a loop whose body compares the index with anything, or mentions the length itself, is left alone, as is one that changes its index inside the body, counts in steps other than one, or (in JavaScript) only writes at the index, which appends.",
    origin: "CodeQL's `js/index-out-of-bounds` (an off-by-one comparison against the length), carried over to Python's `range(len(x) + 1)` and Go's `i <= len(x)`, where the same loop raises or panics."
  }
};

// src/rules/catalog/review/overly-large-range/rule.ts
var rule18 = {
  id: "review/overly-large-range",
  ...MEDIUM_CORRECTNESS,
  message: "In `{{pattern}}`, `{{range}}` is a range from `{{from}}` to `{{to}}`: it also matches {{extra}}.",
  recommendation: "If `{{from}}`, `-` and `{{to}}` were meant as three characters, escape the hyphen (`\\-`) or put it last in the class; if a range was meant, write the one intended (`A-Za-z`, not `A-z`).",
  documentation: {
    finds: "A character-class range in a literal regular expression that goes from a capital to a lowercase letter (`[A-z]`), or that runs across kinds of character neither of its ends is while another element of the class already matches some of them (`[\\w.-_]`, `[a-z0-9+-_]`).",
    why: 'A hyphen between two characters makes a range: `[\\w.-_]` meant "word characters, dot, hyphen, underscore" but matches everything from `.` to `_`, digits, capital letters and `:;<=>?@[\\]^` among them, while the hyphen itself is not matched. `[A-z]` takes in `[\\]^_` and the backtick. A validator written this way lets through what it was written to reject.',
    wrongWhen: "When the wide range is meant. A range that overlaps nothing else in its class is taken as an ASCII table written on purpose (`[@-~]` for an escape sequence, `[!#-:<>-[\\]-~]` for a cookie name) and left alone, as are ranges within one kind of character (`a-z`, `0-9`, `!-/`) and patterns built at run time.",
    origin: "CodeQL's `js/overly-large-range` and `py/overly-large-range`; SonarJS's S5869 finds the duplicates such ranges make."
  }
};

// src/rules/catalog/review/overwritten-element/rule.ts
var rule19 = {
  id: "review/overwritten-element",
  ...MEDIUM_CORRECTNESS,
  message: "`{{element}}` is set on line {{earlier}} and set again here before anything reads it: the first value is lost.",
  recommendation: "If this line was copied to set another element, change its key or field; if the first value is not needed, drop that line.",
  files: "source",
  documentation: {
    finds: 'Two statements in a row that store into the same field, key or index: `user.name = first; user.name = last;`, `m.set("a", 1); m.set("a", 2);`, `d["k"] = x` twice.',
    why: "The second store replaces the first before anything can see it. Written on purpose it is dead code; far more often the second line was copied from the first and its key or field was not changed, so one field is never set.",
    wrongWhen: "When a setter does something on each store (a reactive property, a DOM property that restarts an animation); a read between the two stores says so, and test files, where stores in a row exercise such setters, are left alone. Targets whose key has a call or `++` in it (`a[i++]`, `a[next()]`) name different elements each time and are left alone, as is a first value that only declares the element (`exports.x = void 0`, `self.x = None`) and a second value that reads the first (`x.n = x.n + 1`) or calls something (which may read the element, or fail: `self.stream = None` before `self.stream = self._open()` keeps a state if opening fails).",
    origin: "SonarJS's S4143 (collection elements should not be replaced unconditionally)."
  }
};

// src/rules/catalog/review/parameter-no-longer-read/rule.ts
var rule20 = {
  id: "review/parameter-no-longer-read",
  ...MEDIUM_CORRECTNESS,
  // Info, listed with --show-info, until it shows the precision a default finding needs: on the development real
  // bugs it found one defect (zap's `Bool` ignoring its value) and nothing wrong, but its one finding on 2,128 recent
  // commits was a parameter a change dropped on purpose.
  severity: "info",
  message: "`{{name}}` is no longer read in `{{function}}`: this change removed its last use, so the value callers pass is ignored.",
  recommendation: "Use the parameter again where its value belongs, or remove it (or name it `_`) if callers no longer need to pass it.",
  files: "source",
  documentation: {
    finds: "A function the change edited that read a required parameter before and reads it nowhere now, while it still reads its other parameters: the change dropped the last use of one argument (`Bool(key, val)` that now builds every field as `true`).",
    why: "Callers still pass the value and expect it to matter. When a rewrite drops its only use, the function silently does the same thing whatever the argument is: the kind of bug no test of the other arguments notices.",
    wrongWhen: "When ignoring the value is the point of the change and the signature has to stay (an interface, a callback, a deprecated argument kept for compatibility): rename it `_` or `_name`, or mark the function deprecated. Parameters with a default (optional ones, the usual way to keep an argument for old callers), functions that read none of their parameters now (stubs, no-ops), deprecated ones and Python special methods (whose signature a protocol fixes) are left alone, as are tests.",
    origin: "Unused-parameter checks (Pylint's W0613 `unused-argument`, ESLint's `no-unused-vars` for arguments, Go's `unparam`), narrowed to a parameter the change stopped reading, which those report among every parameter an interface or a callback does not need."
  }
};

// src/rules/catalog/review/removal-skips-next/rule.ts
var rule21 = {
  id: "review/removal-skips-next",
  ...MEDIUM_CORRECTNESS,
  message: "`{{removal}}` removes the element at `{{index}}` while {{walks}}: the next element moves into its place and is skipped{{consequence}}.",
  recommendation: "Count down from the end, step the index back after removing, or build the kept elements into a new collection ({{alternative}}).",
  documentation: {
    finds: "A loop that counts an index up over a list and removes the element at that index: `items.splice(i, 1)` in `for (let i = 0; i < items.length; i++)`, `del items[i]` or `items.pop(i)` in `for i in range(len(items))`, `items = append(items[:i], items[i+1:]...)` or `slices.Delete(items, i, i+1)` in a Go loop over `items`.",
    why: "Removing shifts every later element down by one, but the index still moves on: the element that took the removed one\u2019s place is never looked at, so two matches in a row leave the second behind. Python\u2019s `range(len(items))` and Go\u2019s `range items` were fixed before the loop began, so they also run past the shortened end (`IndexError`, a panic, or the last element seen twice).",
    wrongWhen: "When at most one element can match. A removal whose block goes on to `break` or `return` is left alone; so is one guarded by an element equal to a given key in JavaScript and Go (`if item.ID == id`: a list that holds each key once has nothing to skip, though a repeated key would be), a loop that reaches for the next element itself (`items[i + 1]`, merging into it on purpose), an index loop that steps its index back (`i--`) or changes it in the body, and a removal at another index than the loop\u2019s own. Python\u2019s `range` loop is reported even for one key: it runs past the shortened end.",
    origin: "CodeQL's `js/loop-iteration-skipped-due-to-shifting`, carried over to Python's `del`/`pop` in a `range(len(\u2026))` loop and Go's `append(s[:i], s[i+1:]...)` in a loop over `s`."
  }
};

// src/rules/catalog/review/self-assignment/rule.ts
var rule22 = {
  id: "review/self-assignment",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "medium",
  confidence: 85,
  category: "logic",
  message: "`{{assignment}}` assigns a value to itself and changes nothing: the value meant to be stored is lost.",
  recommendation: "Assign what was meant (often a parameter of the same name: `this.name = name`), or remove the line.",
  files: "source",
  documentation: {
    finds: "`x = x`, `this.a = this.a`, `c.timeout = c.timeout`.",
    why: "It changes nothing: the value meant to be stored is lost.",
    wrongWhen: "DOM reloads such as `el.src = el.src`; module-level re-exports in Python; test files.",
    origin: "ESLint's `no-self-assign` and staticcheck's SA4018."
  }
};

// src/rules/catalog/review/shell-injection/rule.ts
var rule23 = {
  id: "review/shell-injection",
  agent: "code-reviewer",
  dimension: "security",
  severity: "high",
  confidence: 85,
  category: "command-injection",
  message: "`{{callee}}` runs a shell command built from {{how}}: a value containing `;`, `$(\u2026)` or quotes runs its own commands.",
  recommendation: "Run the program without a shell and pass values as separate arguments: `execFile('git', ['log', ref])` or `spawn(cmd, args)` without `shell: true`.",
  documentation: {
    finds: "A command built from values (concatenation, templates, f-strings, `Sprintf`) run through a shell.",
    why: "A value containing `;`, `$(\u2026)` or quotes runs its own commands.",
    wrongWhen: "Constant commands; values quoted with `shlex.quote`.",
    origin: "Bandit's B602/B605, gosec's G204, ESLint security plugin's `detect-child-process`."
  }
};

// src/rules/catalog/review/sql-injection/rule.ts
var rule24 = {
  id: "review/sql-injection",
  agent: "code-reviewer",
  dimension: "security",
  severity: "high",
  confidence: 85,
  category: "sql-injection",
  message: "SQL built from {{how}} is passed to `{{method}}`: a value in it can change the query.",
  recommendation: "Pass values as query parameters (`$1`/`?` placeholders with a values array) or use a tagged `sql` template that parameterises them.",
  documentation: {
    finds: "SQL built by concatenation, templates, f-strings or `Sprintf` and passed to a query call.",
    why: "A value in the string can change the query: read or destroy data.",
    wrongWhen: "Identifiers from a fixed allow-list are not values; say so in a `sextant-ignore` reason.",
    origin: "Bandit's B608, gosec's G201/G202."
  }
};

// src/rules/catalog/review/swapped-arguments/rule.ts
var rule25 = {
  id: "review/swapped-arguments",
  ...MEDIUM_CORRECTNESS,
  message: "`{{call}}` passes `{{first}}` and `{{second}}` the other way round: `{{callee}}` takes `{{parameters}}`.",
  recommendation: "Pass them in the order the parameters are declared: `{{fixed}}`.",
  documentation: {
    finds: "A call of a function defined in the same file whose neighbouring arguments are variables named exactly like the two parameters at each other's positions: `copy(dest, src)` for `def copy(src, dest)`.",
    why: "Two arguments of the same type swap silently: nothing fails until the data is copied the wrong way, a range is empty, or a message goes to the sender. When the variables carry the parameters' own names, the swap is almost never meant.",
    wrongWhen: "When the swap is the point (a comparator reversed, a transpose). A call inside a function that has both names as its own parameters (forwarding them on purpose, or recursing with them exchanged), a call with another plain-name argument that is no parameter's name (the names do not follow the signature there, as Pylint reasons), a call under a test comparing the two (`if (start > end) return range(end, start)`), one-letter names (`x`, `y` are swapped on purpose in geometry) and functions defined more than once in the file are left alone; only functions of the same file (and methods called on `self`/`this`) are known.",
    origin: "Pylint's W1114 (`arguments-out-of-order`), SonarJS's S2234 (parameters passed in the wrong order) and Error Prone's `ArgumentSelectionDefectChecker`."
  }
};

// src/rules/catalog/review/unescaped-decimal-dot/rule.ts
var rule26 = {
  id: "review/unescaped-decimal-dot",
  ...MEDIUM_CORRECTNESS,
  // A loose pattern in a test only makes the test accept more; in code it lets bad input through.
  files: "source",
  message: "In `{{pattern}}`, the `.` in `{{number}}` is not escaped: it matches any character, so `1x5` matches as well as `1.5`.",
  recommendation: "Escape the dot (`\\.`) where a decimal point or a version separator is meant.",
  documentation: {
    finds: "A literal regular expression in which an unescaped `.` stands between two digit patterns, the shape of a decimal number, a version or an address: `\\d+.\\d+`, `[0-9]+(.[0-9]+)?`, `(\\d+).(\\d+).(\\d+)`.",
    why: "An unescaped `.` matches any character, so the pattern for `1.5` also takes `1x5` or `1-5`. A parser or validator built on it accepts input it was written to reject, and then fails further on (a float conversion that raises) or passes a value that is not a number on. Tests with well-formed numbers pass.",
    wrongWhen: "When any separator is meant, as in a date or time pattern that takes `12:30`, `12.30` and `12-30` alike; say so with a class (`[.:-]`) or `\\D`. Tests are left alone (a looser pattern there only accepts more); only literal patterns are read, and only a dot with a digit pattern right before it and right after it (through groups).",
    origin: "A bug in the development real-bug set (a float path convertor, `-?[0-9]+(.[0-9]+)?`); the reasoning of CodeQL\u2019s incomplete-hostname-regexp queries, applied to numbers."
  }
};

// src/rules/catalog/review/unescaped-host-dot/rule.ts
var rule27 = {
  id: "review/unescaped-host-dot",
  ...MEDIUM_CORRECTNESS,
  message: "In `{{pattern}}`, the `.` after `{{label}}` in `{{host}}` is not escaped: it matches any character, so `{{lookalike}}` matches too.",
  recommendation: "Escape every dot of the host name: `{{escaped}}`.",
  documentation: {
    finds: "A host name in a literal regular expression whose dots between labels are not escaped: `^https://api.github.com/` or `(www|docs).example.org`, where an unescaped `.` stands between two labels before the top-level domain.",
    why: "An unescaped `.` matches any character, so the pattern also accepts `apixgithub.com` \u2014 a different domain anyone can register. Patterns like these decide which URLs are trusted, which hosts a redirect may go to or which links are rewritten; they let through exactly what they were written to keep out, and tests with the real host pass.",
    wrongWhen: "When any character is meant there. A dot right before the top-level domain (`example.com`) is left alone, as CodeQL does: the look-alike would need a domain of its own. Only literal patterns are read, and only host names ending in one of the common top-level domains CodeQL lists (`com`, `org`, `net`, `edu`, `gov`, `uk`, `io`).",
    origin: "CodeQL's `js/incomplete-hostname-regexp`, `py/incomplete-hostname-regexp` and `go/incomplete-hostname-regexp`."
  }
};

// src/rules/catalog/review/unreachable-loop/rule.ts
var rule28 = {
  id: "review/unreachable-loop",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "medium",
  confidence: 85,
  category: "logic",
  message: "This loop always leaves at `{{exit}}` on its first pass: it can never run a second iteration.",
  recommendation: "Move `{{exit}}` after the loop (or into the condition above it) if every element was meant to be looked at; if only the first one is wanted, say so without a loop.",
  documentation: {
    finds: "A loop whose body tests something and then, at its own top level, always returns, throws or breaks: `for (const u of users) { if (u.id === id) return u; return null; }`.",
    why: "The loop looks at the first element only: the exit meant to come after the loop (`return null` when nothing matched) was written inside it, so a search stops at the first element and a batch handles one item.",
    wrongWhen: "When one pass is meant. As in staticcheck, a body of a single statement (taking the first element or key on purpose) and a body with a `continue` or `goto` anywhere are left alone, and so is a loop with a conditional `break` of its own (a loop used as a block to break out of, `for { \u2026; if done { break }; \u2026; return }`). Without types a collection cannot be told from a map, so a loop over a collection is reported only when its test leaves too (`if found { return x }`): a test that only does something before the `break` takes a map's one entry on purpose. An exit that returns the loop variable or a value the body worked out (`return first`), a nested loop over the same iterator (`for second in it`, a test for more), a comment above the loop saying it runs once or at most one time, a comment right above the exit (which explains why it leaves), a linter's silencing of the same check (`no-unreachable-loop`, `SA4004`), a `do \u2026 while` loop and a Python loop with an `else` clause are left alone.",
    origin: "staticcheck's SA4004, ESLint's `no-unreachable-loop`, SonarJS's S1751."
  }
};

// src/rules/catalog/review/unused-loop-index/rule.ts
var rule29 = {
  id: "review/unused-loop-index",
  ...MEDIUM_CORRECTNESS,
  message: "The loop counts `{{index}}` over `{{collection}}` but never uses it: `{{access}}` reads the same element on every pass.",
  recommendation: "Index with the loop\u2019s own variable (`{{collection}}[{{index}}]`), or loop over the elements themselves.",
  documentation: {
    finds: "A loop that counts an index over a collection\u2019s positions \u2014 `for (let i = 0; i < items.length; i++)`, `for i in range(len(items))`, `for i := range items` \u2014 whose body never mentions the index but reads `items[\u2026]` at another, fixed index: `items[0]`, or the index of an outer loop (`items[j]` inside a loop over `i`).",
    why: "The loop was written to visit every element and visits one, as many times as there are elements: usually a nested loop\u2019s indexes mixed up, or a copied line whose index was not changed. The result is plausible \u2014 a sum, a match, a check that passes \u2014 and wrong.",
    wrongWhen: "When repeating with one element is meant. A loop whose index is `_`, whose body changes the index it reads with (`items[j]` with `j++` in the body), or that reads at an index computed by a call is left alone.",
    origin: "CodeQL's `js/unused-index-variable`, carried over to Python's `range(len(\u2026))` loops and Go's counting and `range` loops."
  }
};

// src/rules/catalog/review/version-compared-as-text/rule.ts
var rule30 = {
  id: "review/version-compared-as-text",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "medium",
  confidence: 85,
  category: "logic",
  message: '`{{expression}}` compares versions as text, character by character: "{{later}}" sorts before "{{earlier}}", so the test is wrong once a part has two digits.',
  recommendation: "Compare the numbers: parse the parts and compare them as integers, or use a version library.",
  documentation: {
    finds: 'A version compared with `<`, `<=`, `>` or `>=` against a string literal: `sys.version > "3"`, `wsproto.__version__ > "0.13"`, `process.version >= "v10"`, `runtime.Version() >= "go1.21"`.',
    why: 'Strings compare character by character, so "0.9" is greater than "0.13", "v9" than "v10" and "go1.9" than "go1.21": the check passes for old versions or fails for new ones, usually only after a release the author never tested.',
    wrongWhen: "Never for a version with more than one digit in a part. Silence one finding with `sextant-ignore review/version-compared-as-text` where both sides are known to have one-digit parts.",
    origin: "Ruff's flake8-2020 rules (YTT103, `sys.version` compared to a string) carried to every version name and to JavaScript and Go; a fix in the development data (uvicorn's `wsproto.__version__ > \"0.13\"`)."
  }
};

// src/rules/catalog/silent-failure/made-up-fallback/rule.ts
var rule31 = {
  id: "silent-failure/made-up-fallback",
  agent: "silent-failure-hunter",
  dimension: "correctness",
  severity: "medium",
  confidence: 85,
  category: "error-handling",
  message: "The error of {{guarded}} is thrown away and {{fallback}} is returned instead: callers cannot tell a failure from a real, empty answer.",
  recommendation: "Let the error propagate (or wrap it with context), or return a result the caller must check (`{ ok: false, error }`, a `(value, err)` pair, a 5xx response). If a fallback is intended, name it, log the error above debug level, and say why in a comment.",
  documentation: {
    finds: "A handler that drops the error and returns `[]`, `0`, `-1`, `{}`, `null` or an empty HTTP 200.",
    why: 'Callers cannot tell a failure from a real, empty answer: "the database is down" reads as "there is nothing".',
    wrongWhen: "Parsing with a default, `try\u2026`/`is\u2026` functions and logged errors are weaker signs (70, hidden).",
    origin: "The silent-failure-hunter review agent's checklist."
  }
};

// src/rules/catalog/simplify/boolean-literal-comparison/rule.ts
var rule32 = {
  id: "simplify/boolean-literal-comparison",
  agent: "code-simplifier",
  dimension: "readability",
  severity: "info",
  confidence: 85,
  category: "complexity",
  message: "Comparison of `{{operand}}` with `{{literal}}`; use the boolean directly.",
  recommendation: "Write `if (done)` / `if (!done)` instead of comparing with `true`/`false`, once the value is known to be a boolean.",
  documentation: {
    finds: "`x == true`, `x != false`.",
    why: "The comparison adds nothing when `x` is a boolean.",
    wrongWhen: "In JavaScript `x === true` is often deliberate for values that may not be booleans: hidden there (60).",
    origin: "ESLint's `no-extra-boolean-cast` family, Ruff's E712, gosimple's S1002."
  }
};

// src/rules/catalog/simplify/deep-nesting/rule.ts
var rule33 = {
  id: "simplify/deep-nesting",
  agent: "code-simplifier",
  dimension: "readability",
  severity: "info",
  confidence: 70,
  category: "complexity",
  message: "`{{statement}}` is nested {{depth}} levels deep in {{function}}.",
  recommendation: "Flatten with guard clauses and early returns (`continue` in loops), or extract the inner block into a well-named function.",
  documentation: {
    finds: "Control flow nested more than 4 levels, when the change made it deeper.",
    why: "Deeply nested code is hard to follow and to test.",
    wrongWhen: "Reported as info.",
    origin: "ESLint's `max-depth`."
  }
};

// src/rules/catalog/simplify/long-function/rule.ts
var rule34 = {
  id: "simplify/long-function",
  agent: "code-simplifier",
  dimension: "readability",
  severity: "info",
  confidence: 70,
  category: "complexity",
  message: "{{name}} is {{lines}} lines long (over {{limit}}), not counting JSX markup and long nested functions.",
  recommendation: "Split it into well-named steps: extract the blocks that each do one thing into their own functions.",
  files: "source",
  documentation: {
    finds: "Functions over 80 lines, when the change wrote or grew them.",
    why: "Long functions do many things and are hard to review and test.",
    wrongWhen: "Reported as info; long nested functions, JSX markup and docstrings are not counted.",
    origin: "ESLint's `max-lines-per-function`."
  }
};

// src/rules/catalog/test/no-assertion/rule.ts
var rule35 = {
  id: "test/no-assertion",
  agent: "test-analyzer",
  dimension: "testing",
  // Info, listed with --show-info: on real code it has not kept the precision a default finding needs. Of its
  // findings on real history, 66 of 69 were noise before the checks it cannot see were taught to it; since then
  // it shows nothing on 2,128 recent commits and nothing on the development real bugs, and its one finding on
  // real bugs held out from its design was wrong.
  severity: "info",
  confidence: 80,
  category: "test-quality",
  message: 'Test "{{name}}" has no assertion: it passes whatever the code does.',
  recommendation: "Assert on the outcome (return value, state, calls made, or the error thrown).",
  files: "test",
  documentation: {
    finds: "Tests that cannot fail: no assertion, no `t.Error`.",
    why: "A test that passes whatever the code does gives false confidence.",
    wrongWhen: 'A check it cannot see. It counts as checks: compile-time assertions (`expectTypeOf`, `Expect<Equal<\u2026>>`, tsd, `// @ts-expect-error`, `satisfies`, `const _x: T = \u2026`, ts-pattern `.exhaustive()`, type-test files and titles), calls that throw on bad input (`schema.parse`, `JSON.parse`, pydantic `model_validate`, `json.loads`), snapshot matchers, assertions received as parameters (`t`, `({ same, end })`, `*testing.T`), helpers the file defines or imports or requires from a test-helper module (`helpers.test(\u2026)` too), the run of a rule tester (`ruleTester.run(\u2026)`), functions bound from an assertion module (`const { strictEqual } = require("node:assert")`, `uvu/assert`), `pytest.raises` and `self.assert*`; test-runner fixtures (`*.fails.js`) and Python modules pytest does not collect (the inputs in a linter `tests/functional/` folder); Go tests that panic or `log.Fatal` on a wrong outcome; Go tests named for a race, concurrent or parallel access, a deadlock or a panic (the race detector or the panic is their check). Smoke tests, whose point is that nothing throws (pytest `test_*_does_not_raise`, `*_no_error`, `*_smoke`, a title such as `does not throw`), are 60, hidden; tests that check the work completes (Python tests that await, yield, or join the threads or processes they started: `.join()`, `.wait()`) and tests that end by repeating a call (checking that doing it twice is safe) are 70, hidden.',
    origin: "eslint-plugin-jest's `expect-expect`."
  }
};

// src/rules/catalog/test/skipped-test/rule.ts
var rule36 = {
  id: "test/skipped-test",
  agent: "test-analyzer",
  dimension: "testing",
  severity: "medium",
  confidence: 80,
  category: "test-quality",
  message: "Skipped test {{name}} will not run in CI.",
  recommendation: "Fix the test and re-enable it, or delete it; if it must stay skipped, link the issue that tracks it.",
  files: "test",
  documentation: {
    finds: "`.skip`, `@pytest.mark.skip`, unconditional `t.Skip` added to a test that ran.",
    why: "A skipped test does not run in CI: what it covered is no longer checked.",
    wrongWhen: "A test written already skipped is info. Skips on a condition are deliberate and left alone: `test.skip(cond, reason)`, `(cond ? it.skip : it)`, `it.skip` inside an `if` (a runtime version, a platform), `it.skipIf(cond)`, `pytest.mark.skipif`, `t.Skip` behind a check.",
    origin: "eslint-plugin-jest's `no-disabled-tests`."
  }
};

// src/rules/catalog/test/sleep-in-test/rule.ts
var rule37 = {
  id: "test/sleep-in-test",
  agent: "test-analyzer",
  dimension: "testing",
  severity: "info",
  confidence: 85,
  category: "test-quality",
  message: "The test sleeps for `{{duration}}` (`{{target}}`): slow on fast machines, flaky on slow ones.",
  recommendation: "Wait for the condition itself (await the promise or event, poll with a timeout, `waitFor`/`expect.poll`), or use fake timers to move the clock.",
  files: "test",
  documentation: {
    finds: "Fixed sleeps in tests.",
    why: "Slow on fast machines, flaky on slow ones.",
    wrongWhen: "Reported as info.",
    origin: "The flaky-test studies of Luo et al. (async wait is the top cause)."
  }
};

// src/rules/catalog/comment/commented-out-code/check-commented-code.ts
function checkCommentedCode(commentedCode) {
  return ({ target, context }) => {
    const code = commentedCode(target, context);
    if (code === void 0) return false;
    const row = target.startPosition.row;
    const previous = target.previousSibling;
    const continues = previous?.type === "comment" && previous.endPosition.row === row - 1;
    if (continues && context.isChanged(row) && commentedCode(previous, context) !== void 0) return false;
    const introducesExample = continues && /:\s*$/.test(previous.text);
    return { details: { code: excerpt(code, 60) }, ...introducesExample ? { confidence: 50 } : {} };
  };
}

// src/rules/catalog/comment/commented-out-code/is-code-call.ts
function isCodeCall(call) {
  const callee = call.childForFieldName("function");
  const argumentList = call.childForFieldName("arguments");
  return callee !== null && argumentList !== null && callee.endIndex === argumentList.startIndex;
}

// src/rules/catalog/comment/commented-out-code/statements-are-code.ts
function statementsAreCode(root, statements, code) {
  const parsed = statements.filter((child) => child.type !== "comment");
  return !root.hasError && parsed.length > 0 && parsed.every((statement) => isCodeStatement(statement, code));
}
function isCodeStatement(statement, code) {
  if (code.types.has(statement.type)) return true;
  const expression = statement.type === "expression_statement" ? statement.namedChildren[0] : void 0;
  return expression !== void 0 && code.isCodeExpression(expression);
}

// src/rules/catalog/comment/todo-without-issue/check-todo-note.ts
var TODO_MARKER = /(?<=(?:^|\n)[^\S\n]*[/*#!-]*[^\S\n]*)(TODO|FIXME|XXX|HACK)(?=[:(\s]|$)/;
var ISSUE_REFERENCE = /#\d+|\b[A-Z][A-Z0-9]+-\d+\b|https?:\/\//;
var OWNER = /^(TODO|FIXME|XXX|HACK)\s*(\(\s*@?[\w.-]+\s*\)|@[\w.-]+)/;
var MAX_CONTINUATION_LINES = 3;
function noteText(comment) {
  const parts = [comment.text];
  let previous = comment;
  for (let next = comment.nextSibling; next && parts.length <= MAX_CONTINUATION_LINES; next = next.nextSibling) {
    if (next.type !== "comment" || next.startPosition.row !== previous.endPosition.row + 1) break;
    parts.push(next.text);
    previous = next;
  }
  return parts.join("\n");
}
var checkTodoNote = ({ target }) => {
  const marker = TODO_MARKER.exec(target.text);
  if (!marker || ISSUE_REFERENCE.test(noteText(target)) || OWNER.test(target.text.slice(marker.index))) return false;
  const before = target.text.slice(0, marker.index);
  const lineOffset = before.split("\n").length - 1;
  const lineStart = before.lastIndexOf("\n") + 1;
  const column = lineOffset === 0 ? target.startPosition.column + marker.index + 1 : marker.index - lineStart + 1;
  const note = target.text.slice(marker.index).split("\n", 1)[0]?.replace(/\*\/\s*$/, "") ?? "";
  return {
    line: target.startPosition.row + 1 + lineOffset,
    column,
    details: { marker: marker[1] ?? "TODO", note: excerpt(note, 80) }
  };
};
var TODO_GATE = /TODO|FIXME|XXX|HACK/;

// src/rules/catalog/review/always-true-inequality/check-chain.ts
function comparisonOf(sides, isLiteral, dottedName, valueOf) {
  const literal = sides.find((side) => side && isLiteral(side));
  const subject = sides.find((side) => side && side !== literal && dottedName(side).length > 0);
  if (!literal || !subject) return void 0;
  return { subject: dottedName(subject).join("."), value: valueOf(literal), literal: literal.text };
}
function contradiction(comparisons) {
  for (const [index, first] of comparisons.entries()) {
    const second = comparisons.slice(index + 1).find((other) => other.subject === first.subject && other.value !== first.value);
    if (second) return [first, second];
  }
  return void 0;
}
function checkChain(target, operator, syntax) {
  const isSameOperator = (node) => node.type === syntax.chainType && node.childForFieldName("operator")?.text === operator;
  if (target.parent && isSameOperator(target.parent)) return false;
  const underOr = operator === syntax.orOperator;
  const comparisons = chainOperands(target, isSameOperator).map((operand) => syntax.readComparison(operand, underOr)).filter((entry) => entry !== void 0);
  const found = contradiction(comparisons);
  if (!found) return false;
  const [first, second] = found;
  return {
    details: {
      expression: excerpt(target.text, 60),
      always: underOr ? syntax.booleans[0] : syntax.booleans[1],
      subject: first.subject,
      first: first.literal,
      second: second.literal
    }
  };
}
function chainOperands(node, isSameOperator) {
  if (!isSameOperator(node)) return [node];
  const left = node.childForFieldName("left");
  const right = node.childForFieldName("right");
  return [...left ? chainOperands(left, isSameOperator) : [], ...right ? chainOperands(right, isSameOperator) : []];
}

// src/rules/syntax/regex-implementation.ts
function regexImplementation(source, textGate, judge, examples) {
  return {
    languages: source.languages,
    query: source.query,
    textGate,
    check: ({ captures }) => {
      if (!textGate.test(captures.pattern?.text ?? "")) return false;
      const regex = source.read(captures);
      return regex ? judge(regex, captures) : false;
    },
    examples
  };
}

// node_modules/@eslint-community/regexpp/index.mjs
var latestEcmaVersion = 2025;
var largeIdStartRanges = void 0;
var largeIdContinueRanges = void 0;
function isIdStart(cp) {
  if (cp < 65)
    return false;
  if (cp < 91)
    return true;
  if (cp < 97)
    return false;
  if (cp < 123)
    return true;
  return isLargeIdStart(cp);
}
function isIdContinue(cp) {
  if (cp < 48)
    return false;
  if (cp < 58)
    return true;
  if (cp < 65)
    return false;
  if (cp < 91)
    return true;
  if (cp === 95)
    return true;
  if (cp < 97)
    return false;
  if (cp < 123)
    return true;
  return isLargeIdStart(cp) || isLargeIdContinue(cp);
}
function isLargeIdStart(cp) {
  return isInRange(cp, largeIdStartRanges !== null && largeIdStartRanges !== void 0 ? largeIdStartRanges : largeIdStartRanges = initLargeIdStartRanges());
}
function isLargeIdContinue(cp) {
  return isInRange(cp, largeIdContinueRanges !== null && largeIdContinueRanges !== void 0 ? largeIdContinueRanges : largeIdContinueRanges = initLargeIdContinueRanges());
}
function initLargeIdStartRanges() {
  return restoreRanges("4q 0 b 0 5 0 6 m 2 u 2 cp 5 b f 4 8 0 2 0 3m 4 2 1 3 3 2 0 7 0 2 2 2 0 2 j 2 2a 2 3u 9 4l 2 11 2 1 7 14 3 1 1w q 5 3 1a 16 10 1 2 2q 2 0 g 1 8 1 b 2 3 0 h 0 2 t u 2g c 0 p w a 1 5 0 6 l 5 0 a 0 4 0 o o 8 a 6 n 2 6 h 15 1n 1h 4 0 j 0 8 9 g f 5 7 3 1 3 l 2 6 2 0 4 3 4 0 h 0 e 1 2 2 f 1 b 0 9 5 5 1 3 l 2 6 2 1 2 1 2 1 w 3 2 0 k 2 h 8 2 2 2 l 2 6 2 1 2 4 4 0 j 0 g 1 o 0 c 7 3 1 3 l 2 6 2 1 2 4 4 0 v 1 2 2 g 0 i 0 2 5 4 2 2 3 4 1 2 0 2 1 4 1 4 2 4 b n 0 1h 7 2 2 2 m 2 f 4 0 r 2 2 1 3 1 v 0 5 7 2 2 2 m 2 9 2 4 4 0 v 2 2 1 g 1 i 8 2 2 2 14 3 0 h 0 6 2 9 2 p 5 6 h 4 n 2 8 2 0 3 6 1n 1b 2 1 d 6 1n 1 2 0 2 4 2 n 2 0 2 9 2 1 a 0 3 4 2 0 m 3 x 0 1s 7 2 z s 4 38 16 l 0 h 5 5 3 4 0 4 1 8 2 5 c d 0 i 11 2 0 6 0 3 16 2 98 2 3 3 6 2 0 2 3 3 14 2 3 3 w 2 3 3 6 2 0 2 3 3 e 2 1k 2 3 3 1u 12 f h 2d 3 5 4 h7 3 g 2 p 6 22 4 a 8 h e i f h f c 2 2 g 1f 10 0 5 0 1w 2g 8 14 2 0 6 1x b u 1e t 3 4 c 17 5 p 1j m a 1g 2b 0 2m 1a i 7 1j t e 1 b 17 r z 16 2 b z 3 a 6 16 3 2 16 3 2 5 2 1 4 0 6 5b 1t 7p 3 5 3 11 3 5 3 7 2 0 2 0 2 0 2 u 3 1g 2 6 2 0 4 2 2 6 4 3 3 5 5 c 6 2 2 6 39 0 e 0 g g 2r 0 5 0 3 9 2 0 3 5 7 0 2 0 2 0 2 f 3 3 6 4 5 0 i 14 22g 6c 7 3 4 1 d 11 2 0 6 0 3 1j 8 0 h m a 6 2 6 2 6 2 6 2 6 2 6 2 6 2 6 fb 2 q 8 8 4 3 4 5 2d 5 4 2 2h 2 3 6 16 2 2l i v 1d f e9 533 1t h3g 1w 19 3 7g 4 f b 1 l 1a h u 3 27 14 8 3 2u 3 2a 5 0 f g 2 2 2 3 2 m u 1f f 1d 1r 5 4 0 2 1 c r b m q s 8 1a t 0 h 4 2 9 b 4 2 14 o 2 2 7 l m 4 0 4 1d 2 0 4 1 3 4 3 0 2 0 p 2 3 a 8 2 d 5 3 5 3 5 a 6 2 6 2 16 2 d 3 1 3 36 u 8mb d m 5 1c 6it a5 3 2x 13 6 d 4 6 0 2 9 2 c 2 4 2 0 2 1 2 1 2 2z y a2 j 1r 3 1h 15 b 39 4 2 3q 11 p 7 p c 2g 4 5 3 5 3 5 3 2 10 b 2 p 2 i 2 1 2 e 3 d z 3e 1y 1g 7g s 4 1c 1c v e t 6 11 b t 3 z 5 7 2 4 17 4d j z 5 z 5 13 9 1f d a 2 e 2 6 2 1 2 a 2 e 2 6 2 1 4 1f d 8m a l b 7 p 5 2 15 2 d 1t 5 3 0 2 17 2 1 4 0 3 m b m a u 1u i 2 1 b l b p 7 p 13 1j 7 1 1t 0 g 3 2 2 2 s 17 s 4 s 10 7 2 r s 1h b l b i e h 33 20 1k 1e e 1e e z 13 r a m 6z 15 7 1 h 5 i l i s b 0 9 l 17 h 1b k s m d 1g 1m 1 3 0 e 18 x o r z u 0 3 0 9 y 4 0 d 1b f 3 m 0 2 0 10 h 2 o k 1 1s 6 2 0 2 3 2 e 2 9 8 1a 13 7 3 1 3 l 2 6 2 1 2 4 4 0 j 0 d 4 v 9 2 0 3 0 2 11 2 0 q 0 2 0 19 1g j 3 l 2 v 1b l 1 2 0 55 1a 16 3 11 1b l 0 1o 16 e 0 20 q 12 6 56 17 39 1r w 7 3 0 3 7 2 1 2 n g 0 2 0 2n 7 3 12 h 0 2 0 t 0 b 13 8 0 m 0 c 19 k 0 j 20 i 0 52 w w 8 2 10 i 0 1e t 35 6 2 1 2 11 m 0 q 5 2 1 2 v f 0 o 17 m 0 6n i g 0 2 c 2 x 3h 0 28 pl 2v 33 6 5q d 8m 1sa 2o g tr i 5 q 32y 6 g6 5a2 t 1cz fs 8 u i 26 i t j 1b h 3 w k 6 i c1 18 5w 1r x o 3 o 19 22 6 0 1v c 1t 1 2 0 f 4 a 5p6 11 x 2o 36 e pd f 1e 5y6 3 2 6 2 1 2 88 a 0 u 2 3 0 f 4 8 az 1s5 2y 6 c 4 8 8 9 4mf 2c 2 1y 2 1 3 0 3 1 3 3 2 b 2 0 2 6 2 1s 2 3 3 7 2 6 2 r 2 3 2 4 2 0 4 6 2 9g 2 o 2 o 2 u 2 o 2 u 2 o 2 u 2 o 2 u 2 o 2 7 1f9 3l f 6 1j 1e 1d 1p 43 18 b 6 h 0 8y t j 17 dh r 6d t 3 0 5s u 2 2 2 1 2 6 3 4 a 1 69 6 2 3 2 1 2 e 2 5g 1o 1v 8 0 xh 3 2 q 2 1 2 0 3 0 2 9 2 3 2 0 2 0 7 0 5 0 2 0 2 0 2 2 2 1 2 0 3 0 2 0 2 0 2 0 2 0 2 1 2 0 3 3 2 6 2 3 2 3 2 0 2 9 2 g 6 2 2 4 2 g 3et wyn x 3dq 2 4gd 3 5rk g h9 1wj f1 15v 3t6 6 6jt upz 8qn");
}
function initLargeIdContinueRanges() {
  return restoreRanges("53 0 g9 33 o 0 70 4 7e 18 2 0 2 1 2 1 2 2 1z a 1d u 7 0 2u 6 3 5 3 1 2 3 3 9 o 0 v q 2k a g 9 y 8 a 0 p 3 2 8 2 2 2 4 18 2 1o 8 17 n 2 w 1j 2 2 h 2 6 b 1 3 9 i 2 1l 0 2 6 3 1 3 2 a 0 b 1 3 9 f 0 3 2 1l 0 2 4 5 1 3 2 4 0 l b 4 0 c 2 1l 0 2 7 2 2 2 2 l 1 3 9 b 5 2 2 1l 0 2 6 3 1 3 2 6 4 b 1 3 9 j 0 1o 4 4 2 2 3 a 0 f 9 h 4 1k 0 2 6 2 2 2 3 8 1 c 1 3 9 i 2 1l 0 2 6 2 2 2 3 8 1 c 1 3 9 4 0 d 3 1k 1 2 6 2 2 2 3 a 0 b 1 3 9 i 2 1z 0 5 5 2 0 2 7 7 9 3 1 1q 0 3 6 d 7 2 9 2g 0 3 8 c 6 2 9 1r 1 7 9 c 0 2 0 2 0 5 1 1e j 2 1 6 a 2 z a 0 2t j 2 9 d 3 5 2 2 2 3 6 4 3 e b 2 e jk 2 a 8 pt 3 t 2 u 1 v 1 1t v a 0 3 9 y 2 2 a 40 0 3b b 5 b b 9 3l a 1p 4 1m 9 2 s 3 a 7 9 n d 2 1d g 4 1c g c 9 i 8 d 2 v c 3 9 19 d 1d j 9 9 7 9 3b 2 2 k 5 0 7 0 3 2 5j 1r el 1 1e 1 k 0 3g c 5 0 4 b 2db 2 3y 0 2p v ff 5 2y 1 2p 0 n51 9 1y 0 5 9 x 1 29 1 7l 0 4 0 5 0 o 4 5 0 2c 1 1f h b 9 7 h e a t 7 q c 19 3 1c d g 9 c 0 b 9 1c d d 0 9 1 3 9 y 2 1f 0 2 2 3 1 6 1 2 0 16 4 6 1 6l 7 2 1 3 9 fmt 0 ki f h f 4 1 p 2 5d 9 12 0 12 0 ig 0 6b 0 46 4 86 9 120 2 2 1 6 3 15 2 5 0 4m 1 fy 3 9 9 7 9 w 4 8u 1 v 4 x f 1z a 1e 3 3f 2 1i e w a 3 1 b 3 1a a 8 0 1a 9 7 2 11 d 2 9 6 1 19 0 d 2 1d d 9 3 2 b 2b b 7 0 3 0 4e b 6 9 7 3 1k 1 2 6 3 1 3 2 a 0 b 1 3 6 4 4 1w 8 2 0 3 0 2 3 2 4 2 0 f 1 2b h a 9 5 0 2a j d 9 5y 6 3 8 s 1 2b g g 9 2a c 9 9 7 j 1m e 5 9 6r e 4m 9 1z 5 2 1 3 3 2 0 2 1 d 9 3c 6 3 6 4 0 t 9 15 6 2 3 9 0 a a 1b f 5j 7 3t 9 1i 7 2 7 h 9 1l l 2 d 3f 5 4 0 2 1 2 6 2 0 9 9 1d 4 2 1 2 4 9 9 1j 9 7 0 77 3 a 1 2 0 1d 6 4 4 e a 44m 0 7 e 8uh r 1t3 9 2f 9 13 4 1o 6 q 9 ev 9 d2 0 2 1i 8 3 2a 0 c 1 f58 1 382 9 ef 19 3 m dd 1 1p 4 4 5 9 7 3 6 v 3 45 2 c 2 9 1 3 0 x 1 11p 1d e9 1i 5 1d 9 0 f 0 n 4 2 e 11t 6 2 g 3 6 2 1 2 4 2t 0 4h 6 a 9 9x 0 1q d dv d 6t 1 2 9 6h 0 3 0 8 1 6 0 d7 6 32 6 6 9 3o7 9 gvt3 6n");
}
function isInRange(cp, ranges) {
  let l = 0, r = ranges.length / 2 | 0, i = 0, min = 0, max = 0;
  while (l < r) {
    i = (l + r) / 2 | 0;
    min = ranges[2 * i];
    max = ranges[2 * i + 1];
    if (cp < min) {
      r = i;
    } else if (cp > max) {
      l = i + 1;
    } else {
      return true;
    }
  }
  return false;
}
function restoreRanges(data) {
  let last = 0;
  return data.split(" ").map((s) => last += parseInt(s, 36) | 0);
}
var DataSet = class {
  constructor(raw2018, raw2019, raw2020, raw2021, raw2022, raw2023, raw2024, raw2025, raw2026) {
    this._raw2018 = raw2018;
    this._raw2019 = raw2019;
    this._raw2020 = raw2020;
    this._raw2021 = raw2021;
    this._raw2022 = raw2022;
    this._raw2023 = raw2023;
    this._raw2024 = raw2024;
    this._raw2025 = raw2025;
    this._raw2026 = raw2026;
  }
  get es2018() {
    var _a;
    return (_a = this._set2018) !== null && _a !== void 0 ? _a : this._set2018 = new Set(this._raw2018.split(" "));
  }
  get es2019() {
    var _a;
    return (_a = this._set2019) !== null && _a !== void 0 ? _a : this._set2019 = new Set(this._raw2019.split(" "));
  }
  get es2020() {
    var _a;
    return (_a = this._set2020) !== null && _a !== void 0 ? _a : this._set2020 = new Set(this._raw2020.split(" "));
  }
  get es2021() {
    var _a;
    return (_a = this._set2021) !== null && _a !== void 0 ? _a : this._set2021 = new Set(this._raw2021.split(" "));
  }
  get es2022() {
    var _a;
    return (_a = this._set2022) !== null && _a !== void 0 ? _a : this._set2022 = new Set(this._raw2022.split(" "));
  }
  get es2023() {
    var _a;
    return (_a = this._set2023) !== null && _a !== void 0 ? _a : this._set2023 = new Set(this._raw2023.split(" "));
  }
  get es2024() {
    var _a;
    return (_a = this._set2024) !== null && _a !== void 0 ? _a : this._set2024 = new Set(this._raw2024.split(" "));
  }
  get es2025() {
    var _a;
    return (_a = this._set2025) !== null && _a !== void 0 ? _a : this._set2025 = new Set(this._raw2025.split(" "));
  }
  get es2026() {
    var _a;
    return (_a = this._set2026) !== null && _a !== void 0 ? _a : this._set2026 = new Set(this._raw2026.split(" "));
  }
};
var gcNameSet = /* @__PURE__ */ new Set(["General_Category", "gc"]);
var scNameSet = /* @__PURE__ */ new Set(["Script", "Script_Extensions", "sc", "scx"]);
var gcValueSets = new DataSet("C Cased_Letter Cc Cf Close_Punctuation Cn Co Combining_Mark Connector_Punctuation Control Cs Currency_Symbol Dash_Punctuation Decimal_Number Enclosing_Mark Final_Punctuation Format Initial_Punctuation L LC Letter Letter_Number Line_Separator Ll Lm Lo Lowercase_Letter Lt Lu M Mark Math_Symbol Mc Me Mn Modifier_Letter Modifier_Symbol N Nd Nl No Nonspacing_Mark Number Open_Punctuation Other Other_Letter Other_Number Other_Punctuation Other_Symbol P Paragraph_Separator Pc Pd Pe Pf Pi Po Private_Use Ps Punctuation S Sc Separator Sk Sm So Space_Separator Spacing_Mark Surrogate Symbol Titlecase_Letter Unassigned Uppercase_Letter Z Zl Zp Zs cntrl digit punct", "", "", "", "", "", "", "", "");
var scValueSets = new DataSet("Adlam Adlm Aghb Ahom Anatolian_Hieroglyphs Arab Arabic Armenian Armi Armn Avestan Avst Bali Balinese Bamu Bamum Bass Bassa_Vah Batak Batk Beng Bengali Bhaiksuki Bhks Bopo Bopomofo Brah Brahmi Brai Braille Bugi Buginese Buhd Buhid Cakm Canadian_Aboriginal Cans Cari Carian Caucasian_Albanian Chakma Cham Cher Cherokee Common Copt Coptic Cprt Cuneiform Cypriot Cyrillic Cyrl Deseret Deva Devanagari Dsrt Dupl Duployan Egyp Egyptian_Hieroglyphs Elba Elbasan Ethi Ethiopic Geor Georgian Glag Glagolitic Gonm Goth Gothic Gran Grantha Greek Grek Gujarati Gujr Gurmukhi Guru Han Hang Hangul Hani Hano Hanunoo Hatr Hatran Hebr Hebrew Hira Hiragana Hluw Hmng Hung Imperial_Aramaic Inherited Inscriptional_Pahlavi Inscriptional_Parthian Ital Java Javanese Kaithi Kali Kana Kannada Katakana Kayah_Li Khar Kharoshthi Khmer Khmr Khoj Khojki Khudawadi Knda Kthi Lana Lao Laoo Latin Latn Lepc Lepcha Limb Limbu Lina Linb Linear_A Linear_B Lisu Lyci Lycian Lydi Lydian Mahajani Mahj Malayalam Mand Mandaic Mani Manichaean Marc Marchen Masaram_Gondi Meetei_Mayek Mend Mende_Kikakui Merc Mero Meroitic_Cursive Meroitic_Hieroglyphs Miao Mlym Modi Mong Mongolian Mro Mroo Mtei Mult Multani Myanmar Mymr Nabataean Narb Nbat New_Tai_Lue Newa Nko Nkoo Nshu Nushu Ogam Ogham Ol_Chiki Olck Old_Hungarian Old_Italic Old_North_Arabian Old_Permic Old_Persian Old_South_Arabian Old_Turkic Oriya Orkh Orya Osage Osge Osma Osmanya Pahawh_Hmong Palm Palmyrene Pau_Cin_Hau Pauc Perm Phag Phags_Pa Phli Phlp Phnx Phoenician Plrd Prti Psalter_Pahlavi Qaac Qaai Rejang Rjng Runic Runr Samaritan Samr Sarb Saur Saurashtra Sgnw Sharada Shavian Shaw Shrd Sidd Siddham SignWriting Sind Sinh Sinhala Sora Sora_Sompeng Soyo Soyombo Sund Sundanese Sylo Syloti_Nagri Syrc Syriac Tagalog Tagb Tagbanwa Tai_Le Tai_Tham Tai_Viet Takr Takri Tale Talu Tamil Taml Tang Tangut Tavt Telu Telugu Tfng Tglg Thaa Thaana Thai Tibetan Tibt Tifinagh Tirh Tirhuta Ugar Ugaritic Vai Vaii Wara Warang_Citi Xpeo Xsux Yi Yiii Zanabazar_Square Zanb Zinh Zyyy", "Dogr Dogra Gong Gunjala_Gondi Hanifi_Rohingya Maka Makasar Medefaidrin Medf Old_Sogdian Rohg Sogd Sogdian Sogo", "Elym Elymaic Hmnp Nand Nandinagari Nyiakeng_Puachue_Hmong Wancho Wcho", "Chorasmian Chrs Diak Dives_Akuru Khitan_Small_Script Kits Yezi Yezidi", "Cpmn Cypro_Minoan Old_Uyghur Ougr Tangsa Tnsa Toto Vith Vithkuqi", "Berf Beria_Erfe Gara Garay Gukh Gurung_Khema Hrkt Jurc Jurchen Katakana_Or_Hiragana Kawi Kirat_Rai Krai Nag_Mundari Nagm Ol_Onal Onao Pcun Proto_Cuneiform Seal Sidetic Sidt Sunu Sunuwar Tai_Yo Tayo Todhri Todr Tolong_Siki Tols Tulu_Tigalari Tutg Unknown Zzzz", "", "", "");
var binPropertySets = new DataSet("AHex ASCII ASCII_Hex_Digit Alpha Alphabetic Any Assigned Bidi_C Bidi_Control Bidi_M Bidi_Mirrored CI CWCF CWCM CWKCF CWL CWT CWU Case_Ignorable Cased Changes_When_Casefolded Changes_When_Casemapped Changes_When_Lowercased Changes_When_NFKC_Casefolded Changes_When_Titlecased Changes_When_Uppercased DI Dash Default_Ignorable_Code_Point Dep Deprecated Dia Diacritic Emoji Emoji_Component Emoji_Modifier Emoji_Modifier_Base Emoji_Presentation Ext Extender Gr_Base Gr_Ext Grapheme_Base Grapheme_Extend Hex Hex_Digit IDC IDS IDSB IDST IDS_Binary_Operator IDS_Trinary_Operator ID_Continue ID_Start Ideo Ideographic Join_C Join_Control LOE Logical_Order_Exception Lower Lowercase Math NChar Noncharacter_Code_Point Pat_Syn Pat_WS Pattern_Syntax Pattern_White_Space QMark Quotation_Mark RI Radical Regional_Indicator SD STerm Sentence_Terminal Soft_Dotted Term Terminal_Punctuation UIdeo Unified_Ideograph Upper Uppercase VS Variation_Selector White_Space XIDC XIDS XID_Continue XID_Start space", "Extended_Pictographic", "", "EBase EComp EMod EPres ExtPict", "", "", "", "", "");
var binPropertyOfStringsSets = new DataSet("", "", "", "", "", "", "Basic_Emoji Emoji_Keycap_Sequence RGI_Emoji RGI_Emoji_Flag_Sequence RGI_Emoji_Modifier_Sequence RGI_Emoji_Tag_Sequence RGI_Emoji_ZWJ_Sequence", "", "");
function isValidUnicodeProperty(version, name, value) {
  if (gcNameSet.has(name)) {
    return version >= 2018 && gcValueSets.es2018.has(value);
  }
  if (scNameSet.has(name)) {
    return version >= 2018 && scValueSets.es2018.has(value) || version >= 2019 && scValueSets.es2019.has(value) || version >= 2020 && scValueSets.es2020.has(value) || version >= 2021 && scValueSets.es2021.has(value) || version >= 2022 && scValueSets.es2022.has(value) || version >= 2023 && scValueSets.es2023.has(value);
  }
  return false;
}
function isValidLoneUnicodeProperty(version, value) {
  return version >= 2018 && binPropertySets.es2018.has(value) || version >= 2019 && binPropertySets.es2019.has(value) || version >= 2021 && binPropertySets.es2021.has(value);
}
function isValidLoneUnicodePropertyOfString(version, value) {
  return version >= 2024 && binPropertyOfStringsSets.es2024.has(value);
}
var BACKSPACE = 8;
var CHARACTER_TABULATION = 9;
var LINE_FEED = 10;
var LINE_TABULATION = 11;
var FORM_FEED = 12;
var CARRIAGE_RETURN = 13;
var EXCLAMATION_MARK = 33;
var NUMBER_SIGN = 35;
var DOLLAR_SIGN = 36;
var PERCENT_SIGN = 37;
var AMPERSAND = 38;
var LEFT_PARENTHESIS = 40;
var RIGHT_PARENTHESIS = 41;
var ASTERISK = 42;
var PLUS_SIGN = 43;
var COMMA = 44;
var HYPHEN_MINUS = 45;
var FULL_STOP = 46;
var SOLIDUS = 47;
var DIGIT_ZERO = 48;
var DIGIT_ONE = 49;
var DIGIT_SEVEN = 55;
var DIGIT_NINE = 57;
var COLON = 58;
var SEMICOLON = 59;
var LESS_THAN_SIGN = 60;
var EQUALS_SIGN = 61;
var GREATER_THAN_SIGN = 62;
var QUESTION_MARK = 63;
var COMMERCIAL_AT = 64;
var LATIN_CAPITAL_LETTER_A = 65;
var LATIN_CAPITAL_LETTER_B = 66;
var LATIN_CAPITAL_LETTER_D = 68;
var LATIN_CAPITAL_LETTER_F = 70;
var LATIN_CAPITAL_LETTER_P = 80;
var LATIN_CAPITAL_LETTER_S = 83;
var LATIN_CAPITAL_LETTER_W = 87;
var LATIN_CAPITAL_LETTER_Z = 90;
var LOW_LINE = 95;
var LATIN_SMALL_LETTER_A = 97;
var LATIN_SMALL_LETTER_B = 98;
var LATIN_SMALL_LETTER_C = 99;
var LATIN_SMALL_LETTER_D = 100;
var LATIN_SMALL_LETTER_F = 102;
var LATIN_SMALL_LETTER_G = 103;
var LATIN_SMALL_LETTER_I = 105;
var LATIN_SMALL_LETTER_K = 107;
var LATIN_SMALL_LETTER_M = 109;
var LATIN_SMALL_LETTER_N = 110;
var LATIN_SMALL_LETTER_P = 112;
var LATIN_SMALL_LETTER_Q = 113;
var LATIN_SMALL_LETTER_R = 114;
var LATIN_SMALL_LETTER_S = 115;
var LATIN_SMALL_LETTER_T = 116;
var LATIN_SMALL_LETTER_U = 117;
var LATIN_SMALL_LETTER_V = 118;
var LATIN_SMALL_LETTER_W = 119;
var LATIN_SMALL_LETTER_X = 120;
var LATIN_SMALL_LETTER_Y = 121;
var LATIN_SMALL_LETTER_Z = 122;
var LEFT_SQUARE_BRACKET = 91;
var REVERSE_SOLIDUS = 92;
var RIGHT_SQUARE_BRACKET = 93;
var CIRCUMFLEX_ACCENT = 94;
var GRAVE_ACCENT = 96;
var LEFT_CURLY_BRACKET = 123;
var VERTICAL_LINE = 124;
var RIGHT_CURLY_BRACKET = 125;
var TILDE = 126;
var ZERO_WIDTH_NON_JOINER = 8204;
var ZERO_WIDTH_JOINER = 8205;
var LINE_SEPARATOR = 8232;
var PARAGRAPH_SEPARATOR = 8233;
var MIN_CODE_POINT = 0;
var MAX_CODE_POINT = 1114111;
function isLatinLetter(code) {
  return code >= LATIN_CAPITAL_LETTER_A && code <= LATIN_CAPITAL_LETTER_Z || code >= LATIN_SMALL_LETTER_A && code <= LATIN_SMALL_LETTER_Z;
}
function isDecimalDigit(code) {
  return code >= DIGIT_ZERO && code <= DIGIT_NINE;
}
function isOctalDigit(code) {
  return code >= DIGIT_ZERO && code <= DIGIT_SEVEN;
}
function isHexDigit(code) {
  return code >= DIGIT_ZERO && code <= DIGIT_NINE || code >= LATIN_CAPITAL_LETTER_A && code <= LATIN_CAPITAL_LETTER_F || code >= LATIN_SMALL_LETTER_A && code <= LATIN_SMALL_LETTER_F;
}
function isLineTerminator(code) {
  return code === LINE_FEED || code === CARRIAGE_RETURN || code === LINE_SEPARATOR || code === PARAGRAPH_SEPARATOR;
}
function isValidUnicode(code) {
  return code >= MIN_CODE_POINT && code <= MAX_CODE_POINT;
}
function digitToInt(code) {
  if (code >= LATIN_SMALL_LETTER_A && code <= LATIN_SMALL_LETTER_F) {
    return code - LATIN_SMALL_LETTER_A + 10;
  }
  if (code >= LATIN_CAPITAL_LETTER_A && code <= LATIN_CAPITAL_LETTER_F) {
    return code - LATIN_CAPITAL_LETTER_A + 10;
  }
  return code - DIGIT_ZERO;
}
function isLeadSurrogate(code) {
  return code >= 55296 && code <= 56319;
}
function isTrailSurrogate(code) {
  return code >= 56320 && code <= 57343;
}
function combineSurrogatePair(lead, trail) {
  return (lead - 55296) * 1024 + (trail - 56320) + 65536;
}
var GroupSpecifiersAsES2018 = class {
  constructor() {
    this.groupName = /* @__PURE__ */ new Set();
  }
  clear() {
    this.groupName.clear();
  }
  isEmpty() {
    return !this.groupName.size;
  }
  hasInPattern(name) {
    return this.groupName.has(name);
  }
  hasInScope(name) {
    return this.hasInPattern(name);
  }
  addToScope(name) {
    this.groupName.add(name);
  }
  enterDisjunction() {
  }
  enterAlternative() {
  }
  leaveDisjunction() {
  }
};
var BranchID = class _BranchID {
  constructor(parent, base) {
    this.mark = null;
    this.markedChild = null;
    this.parent = parent;
    this.base = base !== null && base !== void 0 ? base : this;
  }
  static areSeparated(first, second) {
    var _a;
    let child = null;
    for (let branch = first; branch; branch = branch.parent) {
      branch.mark = first;
      branch.markedChild = child;
      child = branch;
    }
    child = null;
    for (let branch = second; branch; branch = branch.parent) {
      if (branch.mark === first) {
        return child !== null && ((_a = branch.markedChild) === null || _a === void 0 ? void 0 : _a.base) === child.base;
      }
      child = branch;
    }
    return false;
  }
  child() {
    return new _BranchID(this, null);
  }
  sibling() {
    return new _BranchID(this.parent, this.base);
  }
};
var GroupSpecifiersAsES2025 = class {
  constructor() {
    this.branchID = new BranchID(null, null);
    this.groupNames = /* @__PURE__ */ new Map();
  }
  clear() {
    this.branchID = new BranchID(null, null);
    this.groupNames.clear();
  }
  isEmpty() {
    return !this.groupNames.size;
  }
  enterDisjunction() {
    this.branchID = this.branchID.child();
  }
  enterAlternative(index) {
    if (index === 0) {
      return;
    }
    this.branchID = this.branchID.sibling();
  }
  leaveDisjunction() {
    this.branchID = this.branchID.parent;
  }
  hasInPattern(name) {
    return this.groupNames.has(name);
  }
  hasInScope(name) {
    const branches = this.groupNames.get(name);
    if (!branches) {
      return false;
    }
    for (const branch of branches) {
      if (!BranchID.areSeparated(branch, this.branchID)) {
        return true;
      }
    }
    return false;
  }
  addToScope(name) {
    const branches = this.groupNames.get(name);
    if (branches) {
      branches.push(this.branchID);
      return;
    }
    this.groupNames.set(name, [this.branchID]);
  }
};
var legacyImpl = {
  at(s, end, i) {
    return i < end ? s.charCodeAt(i) : -1;
  },
  width(c) {
    return 1;
  }
};
var unicodeImpl = {
  at(s, end, i) {
    return i < end ? s.codePointAt(i) : -1;
  },
  width(c) {
    return c > 65535 ? 2 : 1;
  }
};
var Reader = class {
  constructor() {
    this._impl = legacyImpl;
    this._s = "";
    this._i = 0;
    this._end = 0;
    this._cp1 = -1;
    this._w1 = 1;
    this._cp2 = -1;
    this._w2 = 1;
    this._cp3 = -1;
    this._w3 = 1;
    this._cp4 = -1;
  }
  get source() {
    return this._s;
  }
  get index() {
    return this._i;
  }
  get currentCodePoint() {
    return this._cp1;
  }
  get nextCodePoint() {
    return this._cp2;
  }
  get nextCodePoint2() {
    return this._cp3;
  }
  get nextCodePoint3() {
    return this._cp4;
  }
  reset(source, start, end, uFlag) {
    this._impl = uFlag ? unicodeImpl : legacyImpl;
    this._s = source;
    this._end = end;
    this.rewind(start);
  }
  rewind(index) {
    const impl = this._impl;
    this._i = index;
    this._cp1 = impl.at(this._s, this._end, index);
    this._w1 = impl.width(this._cp1);
    this._cp2 = impl.at(this._s, this._end, index + this._w1);
    this._w2 = impl.width(this._cp2);
    this._cp3 = impl.at(this._s, this._end, index + this._w1 + this._w2);
    this._w3 = impl.width(this._cp3);
    this._cp4 = impl.at(this._s, this._end, index + this._w1 + this._w2 + this._w3);
  }
  advance() {
    if (this._cp1 !== -1) {
      const impl = this._impl;
      this._i += this._w1;
      this._cp1 = this._cp2;
      this._w1 = this._w2;
      this._cp2 = this._cp3;
      this._w2 = impl.width(this._cp2);
      this._cp3 = this._cp4;
      this._w3 = impl.width(this._cp3);
      this._cp4 = impl.at(this._s, this._end, this._i + this._w1 + this._w2 + this._w3);
    }
  }
  eat(cp) {
    if (this._cp1 === cp) {
      this.advance();
      return true;
    }
    return false;
  }
  eat2(cp1, cp2) {
    if (this._cp1 === cp1 && this._cp2 === cp2) {
      this.advance();
      this.advance();
      return true;
    }
    return false;
  }
  eat3(cp1, cp2, cp3) {
    if (this._cp1 === cp1 && this._cp2 === cp2 && this._cp3 === cp3) {
      this.advance();
      this.advance();
      this.advance();
      return true;
    }
    return false;
  }
};
var RegExpSyntaxError = class extends SyntaxError {
  constructor(message, index) {
    super(message);
    this.index = index;
  }
};
function newRegExpSyntaxError(srcCtx, flags, index, message) {
  let source = "";
  if (srcCtx.kind === "literal") {
    const literal = srcCtx.source.slice(srcCtx.start, srcCtx.end);
    if (literal) {
      source = `: ${literal}`;
    }
  } else if (srcCtx.kind === "pattern") {
    const pattern = srcCtx.source.slice(srcCtx.start, srcCtx.end);
    const flagsText = `${flags.unicode ? "u" : ""}${flags.unicodeSets ? "v" : ""}`;
    source = `: /${pattern}/${flagsText}`;
  }
  return new RegExpSyntaxError(`Invalid regular expression${source}: ${message}`, index);
}
var SYNTAX_CHARACTER = /* @__PURE__ */ new Set([
  CIRCUMFLEX_ACCENT,
  DOLLAR_SIGN,
  REVERSE_SOLIDUS,
  FULL_STOP,
  ASTERISK,
  PLUS_SIGN,
  QUESTION_MARK,
  LEFT_PARENTHESIS,
  RIGHT_PARENTHESIS,
  LEFT_SQUARE_BRACKET,
  RIGHT_SQUARE_BRACKET,
  LEFT_CURLY_BRACKET,
  RIGHT_CURLY_BRACKET,
  VERTICAL_LINE
]);
var CLASS_SET_RESERVED_DOUBLE_PUNCTUATOR_CHARACTER = /* @__PURE__ */ new Set([
  AMPERSAND,
  EXCLAMATION_MARK,
  NUMBER_SIGN,
  DOLLAR_SIGN,
  PERCENT_SIGN,
  ASTERISK,
  PLUS_SIGN,
  COMMA,
  FULL_STOP,
  COLON,
  SEMICOLON,
  LESS_THAN_SIGN,
  EQUALS_SIGN,
  GREATER_THAN_SIGN,
  QUESTION_MARK,
  COMMERCIAL_AT,
  CIRCUMFLEX_ACCENT,
  GRAVE_ACCENT,
  TILDE
]);
var CLASS_SET_SYNTAX_CHARACTER = /* @__PURE__ */ new Set([
  LEFT_PARENTHESIS,
  RIGHT_PARENTHESIS,
  LEFT_SQUARE_BRACKET,
  RIGHT_SQUARE_BRACKET,
  LEFT_CURLY_BRACKET,
  RIGHT_CURLY_BRACKET,
  SOLIDUS,
  HYPHEN_MINUS,
  REVERSE_SOLIDUS,
  VERTICAL_LINE
]);
var CLASS_SET_RESERVED_PUNCTUATOR = /* @__PURE__ */ new Set([
  AMPERSAND,
  HYPHEN_MINUS,
  EXCLAMATION_MARK,
  NUMBER_SIGN,
  PERCENT_SIGN,
  COMMA,
  COLON,
  SEMICOLON,
  LESS_THAN_SIGN,
  EQUALS_SIGN,
  GREATER_THAN_SIGN,
  COMMERCIAL_AT,
  GRAVE_ACCENT,
  TILDE
]);
var FLAG_PROP_TO_CODEPOINT = {
  global: LATIN_SMALL_LETTER_G,
  ignoreCase: LATIN_SMALL_LETTER_I,
  multiline: LATIN_SMALL_LETTER_M,
  unicode: LATIN_SMALL_LETTER_U,
  sticky: LATIN_SMALL_LETTER_Y,
  dotAll: LATIN_SMALL_LETTER_S,
  hasIndices: LATIN_SMALL_LETTER_D,
  unicodeSets: LATIN_SMALL_LETTER_V
};
var FLAG_CODEPOINT_TO_PROP = Object.fromEntries(Object.entries(FLAG_PROP_TO_CODEPOINT).map(([k, v]) => [v, k]));
function isSyntaxCharacter(cp) {
  return SYNTAX_CHARACTER.has(cp);
}
function isClassSetReservedDoublePunctuatorCharacter(cp) {
  return CLASS_SET_RESERVED_DOUBLE_PUNCTUATOR_CHARACTER.has(cp);
}
function isClassSetSyntaxCharacter(cp) {
  return CLASS_SET_SYNTAX_CHARACTER.has(cp);
}
function isClassSetReservedPunctuator(cp) {
  return CLASS_SET_RESERVED_PUNCTUATOR.has(cp);
}
function isIdentifierStartChar(cp) {
  return isIdStart(cp) || cp === DOLLAR_SIGN || cp === LOW_LINE;
}
function isIdentifierPartChar(cp) {
  return isIdContinue(cp) || cp === DOLLAR_SIGN || cp === ZERO_WIDTH_NON_JOINER || cp === ZERO_WIDTH_JOINER;
}
function isUnicodePropertyNameCharacter(cp) {
  return isLatinLetter(cp) || cp === LOW_LINE;
}
function isUnicodePropertyValueCharacter(cp) {
  return isUnicodePropertyNameCharacter(cp) || isDecimalDigit(cp);
}
function isRegularExpressionModifier(ch) {
  return ch === LATIN_SMALL_LETTER_I || ch === LATIN_SMALL_LETTER_M || ch === LATIN_SMALL_LETTER_S;
}
var RegExpValidator = class {
  constructor(options) {
    this._reader = new Reader();
    this._unicodeMode = false;
    this._unicodeSetsMode = false;
    this._nFlag = false;
    this._lastIntValue = 0;
    this._lastRange = {
      min: 0,
      max: Number.POSITIVE_INFINITY
    };
    this._lastStrValue = "";
    this._lastAssertionIsQuantifiable = false;
    this._numCapturingParens = 0;
    this._backreferenceNames = /* @__PURE__ */ new Set();
    this._srcCtx = null;
    this._options = options !== null && options !== void 0 ? options : {};
    this._groupSpecifiers = this.ecmaVersion >= 2025 ? new GroupSpecifiersAsES2025() : new GroupSpecifiersAsES2018();
  }
  validateLiteral(source, start = 0, end = source.length) {
    this._srcCtx = { source, start, end, kind: "literal" };
    this._unicodeSetsMode = this._unicodeMode = this._nFlag = false;
    this.reset(source, start, end);
    this.onLiteralEnter(start);
    if (this.eat(SOLIDUS) && this.eatRegExpBody() && this.eat(SOLIDUS)) {
      const flagStart = this.index;
      const unicode = source.includes("u", flagStart);
      const unicodeSets = source.includes("v", flagStart);
      this.validateFlagsInternal(source, flagStart, end);
      this.validatePatternInternal(source, start + 1, flagStart - 1, {
        unicode,
        unicodeSets
      });
    } else if (start >= end) {
      this.raise("Empty");
    } else {
      const c = String.fromCodePoint(this.currentCodePoint);
      this.raise(`Unexpected character '${c}'`);
    }
    this.onLiteralLeave(start, end);
  }
  validateFlags(source, start = 0, end = source.length) {
    this._srcCtx = { source, start, end, kind: "flags" };
    this.validateFlagsInternal(source, start, end);
  }
  validatePattern(source, start = 0, end = source.length, uFlagOrFlags = void 0) {
    this._srcCtx = { source, start, end, kind: "pattern" };
    this.validatePatternInternal(source, start, end, uFlagOrFlags);
  }
  validatePatternInternal(source, start = 0, end = source.length, uFlagOrFlags = void 0) {
    const mode = this._parseFlagsOptionToMode(uFlagOrFlags, end);
    this._unicodeMode = mode.unicodeMode;
    this._nFlag = mode.nFlag;
    this._unicodeSetsMode = mode.unicodeSetsMode;
    this.reset(source, start, end);
    this.consumePattern();
    if (!this._nFlag && this.ecmaVersion >= 2018 && !this._groupSpecifiers.isEmpty()) {
      this._nFlag = true;
      this.rewind(start);
      this.consumePattern();
    }
  }
  validateFlagsInternal(source, start, end) {
    const flags = this.parseFlags(source, start, end);
    this.onRegExpFlags(start, end, flags);
  }
  _parseFlagsOptionToMode(uFlagOrFlags, sourceEnd) {
    let unicode = false;
    let unicodeSets = false;
    if (uFlagOrFlags && this.ecmaVersion >= 2015) {
      if (typeof uFlagOrFlags === "object") {
        unicode = Boolean(uFlagOrFlags.unicode);
        if (this.ecmaVersion >= 2024) {
          unicodeSets = Boolean(uFlagOrFlags.unicodeSets);
        }
      } else {
        unicode = uFlagOrFlags;
      }
    }
    if (unicode && unicodeSets) {
      this.raise("Invalid regular expression flags", {
        index: sourceEnd + 1,
        unicode,
        unicodeSets
      });
    }
    const unicodeMode = unicode || unicodeSets;
    const nFlag = unicode && this.ecmaVersion >= 2018 || unicodeSets || Boolean(this._options.strict && this.ecmaVersion >= 2023);
    const unicodeSetsMode = unicodeSets;
    return { unicodeMode, nFlag, unicodeSetsMode };
  }
  get strict() {
    return Boolean(this._options.strict) || this._unicodeMode;
  }
  get ecmaVersion() {
    var _a;
    return (_a = this._options.ecmaVersion) !== null && _a !== void 0 ? _a : latestEcmaVersion;
  }
  onLiteralEnter(start) {
    if (this._options.onLiteralEnter) {
      this._options.onLiteralEnter(start);
    }
  }
  onLiteralLeave(start, end) {
    if (this._options.onLiteralLeave) {
      this._options.onLiteralLeave(start, end);
    }
  }
  onRegExpFlags(start, end, flags) {
    if (this._options.onRegExpFlags) {
      this._options.onRegExpFlags(start, end, flags);
    }
    if (this._options.onFlags) {
      this._options.onFlags(start, end, flags.global, flags.ignoreCase, flags.multiline, flags.unicode, flags.sticky, flags.dotAll, flags.hasIndices);
    }
  }
  onPatternEnter(start) {
    if (this._options.onPatternEnter) {
      this._options.onPatternEnter(start);
    }
  }
  onPatternLeave(start, end) {
    if (this._options.onPatternLeave) {
      this._options.onPatternLeave(start, end);
    }
  }
  onDisjunctionEnter(start) {
    if (this._options.onDisjunctionEnter) {
      this._options.onDisjunctionEnter(start);
    }
  }
  onDisjunctionLeave(start, end) {
    if (this._options.onDisjunctionLeave) {
      this._options.onDisjunctionLeave(start, end);
    }
  }
  onAlternativeEnter(start, index) {
    if (this._options.onAlternativeEnter) {
      this._options.onAlternativeEnter(start, index);
    }
  }
  onAlternativeLeave(start, end, index) {
    if (this._options.onAlternativeLeave) {
      this._options.onAlternativeLeave(start, end, index);
    }
  }
  onGroupEnter(start) {
    if (this._options.onGroupEnter) {
      this._options.onGroupEnter(start);
    }
  }
  onGroupLeave(start, end) {
    if (this._options.onGroupLeave) {
      this._options.onGroupLeave(start, end);
    }
  }
  onModifiersEnter(start) {
    if (this._options.onModifiersEnter) {
      this._options.onModifiersEnter(start);
    }
  }
  onModifiersLeave(start, end) {
    if (this._options.onModifiersLeave) {
      this._options.onModifiersLeave(start, end);
    }
  }
  onAddModifiers(start, end, flags) {
    if (this._options.onAddModifiers) {
      this._options.onAddModifiers(start, end, flags);
    }
  }
  onRemoveModifiers(start, end, flags) {
    if (this._options.onRemoveModifiers) {
      this._options.onRemoveModifiers(start, end, flags);
    }
  }
  onCapturingGroupEnter(start, name) {
    if (this._options.onCapturingGroupEnter) {
      this._options.onCapturingGroupEnter(start, name);
    }
  }
  onCapturingGroupLeave(start, end, name) {
    if (this._options.onCapturingGroupLeave) {
      this._options.onCapturingGroupLeave(start, end, name);
    }
  }
  onQuantifier(start, end, min, max, greedy) {
    if (this._options.onQuantifier) {
      this._options.onQuantifier(start, end, min, max, greedy);
    }
  }
  onLookaroundAssertionEnter(start, kind, negate) {
    if (this._options.onLookaroundAssertionEnter) {
      this._options.onLookaroundAssertionEnter(start, kind, negate);
    }
  }
  onLookaroundAssertionLeave(start, end, kind, negate) {
    if (this._options.onLookaroundAssertionLeave) {
      this._options.onLookaroundAssertionLeave(start, end, kind, negate);
    }
  }
  onEdgeAssertion(start, end, kind) {
    if (this._options.onEdgeAssertion) {
      this._options.onEdgeAssertion(start, end, kind);
    }
  }
  onWordBoundaryAssertion(start, end, kind, negate) {
    if (this._options.onWordBoundaryAssertion) {
      this._options.onWordBoundaryAssertion(start, end, kind, negate);
    }
  }
  onAnyCharacterSet(start, end, kind) {
    if (this._options.onAnyCharacterSet) {
      this._options.onAnyCharacterSet(start, end, kind);
    }
  }
  onEscapeCharacterSet(start, end, kind, negate) {
    if (this._options.onEscapeCharacterSet) {
      this._options.onEscapeCharacterSet(start, end, kind, negate);
    }
  }
  onUnicodePropertyCharacterSet(start, end, kind, key, value, negate, strings) {
    if (this._options.onUnicodePropertyCharacterSet) {
      this._options.onUnicodePropertyCharacterSet(start, end, kind, key, value, negate, strings);
    }
  }
  onCharacter(start, end, value) {
    if (this._options.onCharacter) {
      this._options.onCharacter(start, end, value);
    }
  }
  onBackreference(start, end, ref) {
    if (this._options.onBackreference) {
      this._options.onBackreference(start, end, ref);
    }
  }
  onCharacterClassEnter(start, negate, unicodeSets) {
    if (this._options.onCharacterClassEnter) {
      this._options.onCharacterClassEnter(start, negate, unicodeSets);
    }
  }
  onCharacterClassLeave(start, end, negate) {
    if (this._options.onCharacterClassLeave) {
      this._options.onCharacterClassLeave(start, end, negate);
    }
  }
  onCharacterClassRange(start, end, min, max) {
    if (this._options.onCharacterClassRange) {
      this._options.onCharacterClassRange(start, end, min, max);
    }
  }
  onClassIntersection(start, end) {
    if (this._options.onClassIntersection) {
      this._options.onClassIntersection(start, end);
    }
  }
  onClassSubtraction(start, end) {
    if (this._options.onClassSubtraction) {
      this._options.onClassSubtraction(start, end);
    }
  }
  onClassStringDisjunctionEnter(start) {
    if (this._options.onClassStringDisjunctionEnter) {
      this._options.onClassStringDisjunctionEnter(start);
    }
  }
  onClassStringDisjunctionLeave(start, end) {
    if (this._options.onClassStringDisjunctionLeave) {
      this._options.onClassStringDisjunctionLeave(start, end);
    }
  }
  onStringAlternativeEnter(start, index) {
    if (this._options.onStringAlternativeEnter) {
      this._options.onStringAlternativeEnter(start, index);
    }
  }
  onStringAlternativeLeave(start, end, index) {
    if (this._options.onStringAlternativeLeave) {
      this._options.onStringAlternativeLeave(start, end, index);
    }
  }
  get index() {
    return this._reader.index;
  }
  get currentCodePoint() {
    return this._reader.currentCodePoint;
  }
  get nextCodePoint() {
    return this._reader.nextCodePoint;
  }
  get nextCodePoint2() {
    return this._reader.nextCodePoint2;
  }
  get nextCodePoint3() {
    return this._reader.nextCodePoint3;
  }
  reset(source, start, end) {
    this._reader.reset(source, start, end, this._unicodeMode);
  }
  rewind(index) {
    this._reader.rewind(index);
  }
  advance() {
    this._reader.advance();
  }
  eat(cp) {
    return this._reader.eat(cp);
  }
  eat2(cp1, cp2) {
    return this._reader.eat2(cp1, cp2);
  }
  eat3(cp1, cp2, cp3) {
    return this._reader.eat3(cp1, cp2, cp3);
  }
  raise(message, context) {
    var _a, _b, _c;
    throw newRegExpSyntaxError(this._srcCtx, {
      unicode: (_a = context === null || context === void 0 ? void 0 : context.unicode) !== null && _a !== void 0 ? _a : this._unicodeMode && !this._unicodeSetsMode,
      unicodeSets: (_b = context === null || context === void 0 ? void 0 : context.unicodeSets) !== null && _b !== void 0 ? _b : this._unicodeSetsMode
    }, (_c = context === null || context === void 0 ? void 0 : context.index) !== null && _c !== void 0 ? _c : this.index, message);
  }
  eatRegExpBody() {
    const start = this.index;
    let inClass = false;
    let escaped = false;
    for (; ; ) {
      const cp = this.currentCodePoint;
      if (cp === -1 || isLineTerminator(cp)) {
        const kind = inClass ? "character class" : "regular expression";
        this.raise(`Unterminated ${kind}`);
      }
      if (escaped) {
        escaped = false;
      } else if (cp === REVERSE_SOLIDUS) {
        escaped = true;
      } else if (cp === LEFT_SQUARE_BRACKET) {
        inClass = true;
      } else if (cp === RIGHT_SQUARE_BRACKET) {
        inClass = false;
      } else if (cp === SOLIDUS && !inClass || cp === ASTERISK && this.index === start) {
        break;
      }
      this.advance();
    }
    return this.index !== start;
  }
  consumePattern() {
    const start = this.index;
    this._numCapturingParens = this.countCapturingParens();
    this._groupSpecifiers.clear();
    this._backreferenceNames.clear();
    this.onPatternEnter(start);
    this.consumeDisjunction();
    const cp = this.currentCodePoint;
    if (this.currentCodePoint !== -1) {
      if (cp === RIGHT_PARENTHESIS) {
        this.raise("Unmatched ')'");
      }
      if (cp === REVERSE_SOLIDUS) {
        this.raise("\\ at end of pattern");
      }
      if (cp === RIGHT_SQUARE_BRACKET || cp === RIGHT_CURLY_BRACKET) {
        this.raise("Lone quantifier brackets");
      }
      const c = String.fromCodePoint(cp);
      this.raise(`Unexpected character '${c}'`);
    }
    for (const name of this._backreferenceNames) {
      if (!this._groupSpecifiers.hasInPattern(name)) {
        this.raise("Invalid named capture referenced");
      }
    }
    this.onPatternLeave(start, this.index);
  }
  countCapturingParens() {
    const start = this.index;
    let inClass = false;
    let escaped = false;
    let count = 0;
    let cp = 0;
    while ((cp = this.currentCodePoint) !== -1) {
      if (escaped) {
        escaped = false;
      } else if (cp === REVERSE_SOLIDUS) {
        escaped = true;
      } else if (cp === LEFT_SQUARE_BRACKET) {
        inClass = true;
      } else if (cp === RIGHT_SQUARE_BRACKET) {
        inClass = false;
      } else if (cp === LEFT_PARENTHESIS && !inClass && (this.nextCodePoint !== QUESTION_MARK || this.nextCodePoint2 === LESS_THAN_SIGN && this.nextCodePoint3 !== EQUALS_SIGN && this.nextCodePoint3 !== EXCLAMATION_MARK)) {
        count += 1;
      }
      this.advance();
    }
    this.rewind(start);
    return count;
  }
  consumeDisjunction() {
    const start = this.index;
    let i = 0;
    this._groupSpecifiers.enterDisjunction();
    this.onDisjunctionEnter(start);
    do {
      this.consumeAlternative(i++);
    } while (this.eat(VERTICAL_LINE));
    if (this.consumeQuantifier(true)) {
      this.raise("Nothing to repeat");
    }
    if (this.eat(LEFT_CURLY_BRACKET)) {
      this.raise("Lone quantifier brackets");
    }
    this.onDisjunctionLeave(start, this.index);
    this._groupSpecifiers.leaveDisjunction();
  }
  consumeAlternative(i) {
    const start = this.index;
    this._groupSpecifiers.enterAlternative(i);
    this.onAlternativeEnter(start, i);
    while (this.currentCodePoint !== -1 && this.consumeTerm()) {
    }
    this.onAlternativeLeave(start, this.index, i);
  }
  consumeTerm() {
    if (this._unicodeMode || this.strict) {
      return this.consumeAssertion() || this.consumeAtom() && this.consumeOptionalQuantifier();
    }
    return this.consumeAssertion() && (!this._lastAssertionIsQuantifiable || this.consumeOptionalQuantifier()) || this.consumeExtendedAtom() && this.consumeOptionalQuantifier();
  }
  consumeOptionalQuantifier() {
    this.consumeQuantifier();
    return true;
  }
  consumeAssertion() {
    const start = this.index;
    this._lastAssertionIsQuantifiable = false;
    if (this.eat(CIRCUMFLEX_ACCENT)) {
      this.onEdgeAssertion(start, this.index, "start");
      return true;
    }
    if (this.eat(DOLLAR_SIGN)) {
      this.onEdgeAssertion(start, this.index, "end");
      return true;
    }
    if (this.eat2(REVERSE_SOLIDUS, LATIN_CAPITAL_LETTER_B)) {
      this.onWordBoundaryAssertion(start, this.index, "word", true);
      return true;
    }
    if (this.eat2(REVERSE_SOLIDUS, LATIN_SMALL_LETTER_B)) {
      this.onWordBoundaryAssertion(start, this.index, "word", false);
      return true;
    }
    if (this.eat2(LEFT_PARENTHESIS, QUESTION_MARK)) {
      const lookbehind = this.ecmaVersion >= 2018 && this.eat(LESS_THAN_SIGN);
      let negate = false;
      if (this.eat(EQUALS_SIGN) || (negate = this.eat(EXCLAMATION_MARK))) {
        const kind = lookbehind ? "lookbehind" : "lookahead";
        this.onLookaroundAssertionEnter(start, kind, negate);
        this.consumeDisjunction();
        if (!this.eat(RIGHT_PARENTHESIS)) {
          this.raise("Unterminated group");
        }
        this._lastAssertionIsQuantifiable = !lookbehind && !this.strict;
        this.onLookaroundAssertionLeave(start, this.index, kind, negate);
        return true;
      }
      this.rewind(start);
    }
    return false;
  }
  consumeQuantifier(noConsume = false) {
    const start = this.index;
    let min = 0;
    let max = 0;
    let greedy = false;
    if (this.eat(ASTERISK)) {
      min = 0;
      max = Number.POSITIVE_INFINITY;
    } else if (this.eat(PLUS_SIGN)) {
      min = 1;
      max = Number.POSITIVE_INFINITY;
    } else if (this.eat(QUESTION_MARK)) {
      min = 0;
      max = 1;
    } else if (this.eatBracedQuantifier(noConsume)) {
      ({ min, max } = this._lastRange);
    } else {
      return false;
    }
    greedy = !this.eat(QUESTION_MARK);
    if (!noConsume) {
      this.onQuantifier(start, this.index, min, max, greedy);
    }
    return true;
  }
  eatBracedQuantifier(noError) {
    const start = this.index;
    if (this.eat(LEFT_CURLY_BRACKET)) {
      if (this.eatDecimalDigits()) {
        const min = this._lastIntValue;
        let max = min;
        if (this.eat(COMMA)) {
          max = this.eatDecimalDigits() ? this._lastIntValue : Number.POSITIVE_INFINITY;
        }
        if (this.eat(RIGHT_CURLY_BRACKET)) {
          if (!noError && max < min) {
            this.raise("numbers out of order in {} quantifier");
          }
          this._lastRange = { min, max };
          return true;
        }
      }
      if (!noError && (this._unicodeMode || this.strict)) {
        this.raise("Incomplete quantifier");
      }
      this.rewind(start);
    }
    return false;
  }
  consumeAtom() {
    return this.consumePatternCharacter() || this.consumeDot() || this.consumeReverseSolidusAtomEscape() || Boolean(this.consumeCharacterClass()) || this.consumeCapturingGroup() || this.consumeUncapturingGroup();
  }
  consumeDot() {
    if (this.eat(FULL_STOP)) {
      this.onAnyCharacterSet(this.index - 1, this.index, "any");
      return true;
    }
    return false;
  }
  consumeReverseSolidusAtomEscape() {
    const start = this.index;
    if (this.eat(REVERSE_SOLIDUS)) {
      if (this.consumeAtomEscape()) {
        return true;
      }
      this.rewind(start);
    }
    return false;
  }
  consumeUncapturingGroup() {
    const start = this.index;
    if (this.eat2(LEFT_PARENTHESIS, QUESTION_MARK)) {
      this.onGroupEnter(start);
      if (this.ecmaVersion >= 2025) {
        this.consumeModifiers();
      }
      if (!this.eat(COLON)) {
        this.rewind(start + 1);
        this.raise("Invalid group");
      }
      this.consumeDisjunction();
      if (!this.eat(RIGHT_PARENTHESIS)) {
        this.raise("Unterminated group");
      }
      this.onGroupLeave(start, this.index);
      return true;
    }
    return false;
  }
  consumeModifiers() {
    const start = this.index;
    const hasAddModifiers = this.eatModifiers();
    const addModifiersEnd = this.index;
    const hasHyphen = this.eat(HYPHEN_MINUS);
    if (!hasAddModifiers && !hasHyphen) {
      return false;
    }
    this.onModifiersEnter(start);
    const addModifiers = this.parseModifiers(start, addModifiersEnd);
    this.onAddModifiers(start, addModifiersEnd, addModifiers);
    if (hasHyphen) {
      const modifiersStart = this.index;
      if (!this.eatModifiers() && !hasAddModifiers && this.currentCodePoint === COLON) {
        this.raise("Invalid empty flags");
      }
      const modifiers = this.parseModifiers(modifiersStart, this.index);
      for (const [flagName] of Object.entries(modifiers).filter(([, enable]) => enable)) {
        if (addModifiers[flagName]) {
          this.raise(`Duplicated flag '${String.fromCodePoint(FLAG_PROP_TO_CODEPOINT[flagName])}'`);
        }
      }
      this.onRemoveModifiers(modifiersStart, this.index, modifiers);
    }
    this.onModifiersLeave(start, this.index);
    return true;
  }
  consumeCapturingGroup() {
    const start = this.index;
    if (this.eat(LEFT_PARENTHESIS)) {
      let name = null;
      if (this.ecmaVersion >= 2018) {
        if (this.consumeGroupSpecifier()) {
          name = this._lastStrValue;
        } else if (this.currentCodePoint === QUESTION_MARK) {
          this.rewind(start);
          return false;
        }
      } else if (this.currentCodePoint === QUESTION_MARK) {
        this.rewind(start);
        return false;
      }
      this.onCapturingGroupEnter(start, name);
      this.consumeDisjunction();
      if (!this.eat(RIGHT_PARENTHESIS)) {
        this.raise("Unterminated group");
      }
      this.onCapturingGroupLeave(start, this.index, name);
      return true;
    }
    return false;
  }
  consumeExtendedAtom() {
    return this.consumeDot() || this.consumeReverseSolidusAtomEscape() || this.consumeReverseSolidusFollowedByC() || Boolean(this.consumeCharacterClass()) || this.consumeCapturingGroup() || this.consumeUncapturingGroup() || this.consumeInvalidBracedQuantifier() || this.consumeExtendedPatternCharacter();
  }
  consumeReverseSolidusFollowedByC() {
    const start = this.index;
    if (this.currentCodePoint === REVERSE_SOLIDUS && this.nextCodePoint === LATIN_SMALL_LETTER_C) {
      this._lastIntValue = this.currentCodePoint;
      this.advance();
      this.onCharacter(start, this.index, REVERSE_SOLIDUS);
      return true;
    }
    return false;
  }
  consumeInvalidBracedQuantifier() {
    if (this.eatBracedQuantifier(true)) {
      this.raise("Nothing to repeat");
    }
    return false;
  }
  consumePatternCharacter() {
    const start = this.index;
    const cp = this.currentCodePoint;
    if (cp !== -1 && !isSyntaxCharacter(cp)) {
      this.advance();
      this.onCharacter(start, this.index, cp);
      return true;
    }
    return false;
  }
  consumeExtendedPatternCharacter() {
    const start = this.index;
    const cp = this.currentCodePoint;
    if (cp !== -1 && cp !== CIRCUMFLEX_ACCENT && cp !== DOLLAR_SIGN && cp !== REVERSE_SOLIDUS && cp !== FULL_STOP && cp !== ASTERISK && cp !== PLUS_SIGN && cp !== QUESTION_MARK && cp !== LEFT_PARENTHESIS && cp !== RIGHT_PARENTHESIS && cp !== LEFT_SQUARE_BRACKET && cp !== VERTICAL_LINE) {
      this.advance();
      this.onCharacter(start, this.index, cp);
      return true;
    }
    return false;
  }
  consumeGroupSpecifier() {
    const start = this.index;
    if (this.eat(QUESTION_MARK)) {
      if (this.eatGroupName()) {
        if (!this._groupSpecifiers.hasInScope(this._lastStrValue)) {
          this._groupSpecifiers.addToScope(this._lastStrValue);
          return true;
        }
        this.raise("Duplicate capture group name");
      }
      this.rewind(start);
    }
    return false;
  }
  consumeAtomEscape() {
    if (this.consumeBackreference() || this.consumeCharacterClassEscape() || this.consumeCharacterEscape() || this._nFlag && this.consumeKGroupName()) {
      return true;
    }
    if (this.strict || this._unicodeMode) {
      this.raise("Invalid escape");
    }
    return false;
  }
  consumeBackreference() {
    const start = this.index;
    if (this.eatDecimalEscape()) {
      const n = this._lastIntValue;
      if (n <= this._numCapturingParens) {
        this.onBackreference(start - 1, this.index, n);
        return true;
      }
      if (this.strict || this._unicodeMode) {
        this.raise("Invalid escape");
      }
      this.rewind(start);
    }
    return false;
  }
  consumeCharacterClassEscape() {
    var _a;
    const start = this.index;
    if (this.eat(LATIN_SMALL_LETTER_D)) {
      this._lastIntValue = -1;
      this.onEscapeCharacterSet(start - 1, this.index, "digit", false);
      return {};
    }
    if (this.eat(LATIN_CAPITAL_LETTER_D)) {
      this._lastIntValue = -1;
      this.onEscapeCharacterSet(start - 1, this.index, "digit", true);
      return {};
    }
    if (this.eat(LATIN_SMALL_LETTER_S)) {
      this._lastIntValue = -1;
      this.onEscapeCharacterSet(start - 1, this.index, "space", false);
      return {};
    }
    if (this.eat(LATIN_CAPITAL_LETTER_S)) {
      this._lastIntValue = -1;
      this.onEscapeCharacterSet(start - 1, this.index, "space", true);
      return {};
    }
    if (this.eat(LATIN_SMALL_LETTER_W)) {
      this._lastIntValue = -1;
      this.onEscapeCharacterSet(start - 1, this.index, "word", false);
      return {};
    }
    if (this.eat(LATIN_CAPITAL_LETTER_W)) {
      this._lastIntValue = -1;
      this.onEscapeCharacterSet(start - 1, this.index, "word", true);
      return {};
    }
    let negate = false;
    if (this._unicodeMode && this.ecmaVersion >= 2018 && (this.eat(LATIN_SMALL_LETTER_P) || (negate = this.eat(LATIN_CAPITAL_LETTER_P)))) {
      this._lastIntValue = -1;
      let result = null;
      if (this.eat(LEFT_CURLY_BRACKET) && (result = this.eatUnicodePropertyValueExpression()) && this.eat(RIGHT_CURLY_BRACKET)) {
        if (negate && result.strings) {
          this.raise("Invalid property name");
        }
        this.onUnicodePropertyCharacterSet(start - 1, this.index, "property", result.key, result.value, negate, (_a = result.strings) !== null && _a !== void 0 ? _a : false);
        return { mayContainStrings: result.strings };
      }
      this.raise("Invalid property name");
    }
    return null;
  }
  consumeCharacterEscape() {
    const start = this.index;
    if (this.eatControlEscape() || this.eatCControlLetter() || this.eatZero() || this.eatHexEscapeSequence() || this.eatRegExpUnicodeEscapeSequence() || !this.strict && !this._unicodeMode && this.eatLegacyOctalEscapeSequence() || this.eatIdentityEscape()) {
      this.onCharacter(start - 1, this.index, this._lastIntValue);
      return true;
    }
    return false;
  }
  consumeKGroupName() {
    const start = this.index;
    if (this.eat(LATIN_SMALL_LETTER_K)) {
      if (this.eatGroupName()) {
        const groupName = this._lastStrValue;
        this._backreferenceNames.add(groupName);
        this.onBackreference(start - 1, this.index, groupName);
        return true;
      }
      this.raise("Invalid named reference");
    }
    return false;
  }
  consumeCharacterClass() {
    const start = this.index;
    if (this.eat(LEFT_SQUARE_BRACKET)) {
      const negate = this.eat(CIRCUMFLEX_ACCENT);
      this.onCharacterClassEnter(start, negate, this._unicodeSetsMode);
      const result = this.consumeClassContents();
      if (!this.eat(RIGHT_SQUARE_BRACKET)) {
        if (this.currentCodePoint === -1) {
          this.raise("Unterminated character class");
        }
        this.raise("Invalid character in character class");
      }
      if (negate && result.mayContainStrings) {
        this.raise("Negated character class may contain strings");
      }
      this.onCharacterClassLeave(start, this.index, negate);
      return result;
    }
    return null;
  }
  consumeClassContents() {
    if (this._unicodeSetsMode) {
      if (this.currentCodePoint === RIGHT_SQUARE_BRACKET) {
        return {};
      }
      const result = this.consumeClassSetExpression();
      return result;
    }
    const strict = this.strict || this._unicodeMode;
    for (; ; ) {
      const rangeStart = this.index;
      if (!this.consumeClassAtom()) {
        break;
      }
      const min = this._lastIntValue;
      if (!this.eat(HYPHEN_MINUS)) {
        continue;
      }
      this.onCharacter(this.index - 1, this.index, HYPHEN_MINUS);
      if (!this.consumeClassAtom()) {
        break;
      }
      const max = this._lastIntValue;
      if (min === -1 || max === -1) {
        if (strict) {
          this.raise("Invalid character class");
        }
        continue;
      }
      if (min > max) {
        this.raise("Range out of order in character class");
      }
      this.onCharacterClassRange(rangeStart, this.index, min, max);
    }
    return {};
  }
  consumeClassAtom() {
    const start = this.index;
    const cp = this.currentCodePoint;
    if (cp !== -1 && cp !== REVERSE_SOLIDUS && cp !== RIGHT_SQUARE_BRACKET) {
      this.advance();
      this._lastIntValue = cp;
      this.onCharacter(start, this.index, this._lastIntValue);
      return true;
    }
    if (this.eat(REVERSE_SOLIDUS)) {
      if (this.consumeClassEscape()) {
        return true;
      }
      if (!this.strict && this.currentCodePoint === LATIN_SMALL_LETTER_C) {
        this._lastIntValue = REVERSE_SOLIDUS;
        this.onCharacter(start, this.index, this._lastIntValue);
        return true;
      }
      if (this.strict || this._unicodeMode) {
        this.raise("Invalid escape");
      }
      this.rewind(start);
    }
    return false;
  }
  consumeClassEscape() {
    const start = this.index;
    if (this.eat(LATIN_SMALL_LETTER_B)) {
      this._lastIntValue = BACKSPACE;
      this.onCharacter(start - 1, this.index, this._lastIntValue);
      return true;
    }
    if (this._unicodeMode && this.eat(HYPHEN_MINUS)) {
      this._lastIntValue = HYPHEN_MINUS;
      this.onCharacter(start - 1, this.index, this._lastIntValue);
      return true;
    }
    let cp = 0;
    if (!this.strict && !this._unicodeMode && this.currentCodePoint === LATIN_SMALL_LETTER_C && (isDecimalDigit(cp = this.nextCodePoint) || cp === LOW_LINE)) {
      this.advance();
      this.advance();
      this._lastIntValue = cp % 32;
      this.onCharacter(start - 1, this.index, this._lastIntValue);
      return true;
    }
    return Boolean(this.consumeCharacterClassEscape()) || this.consumeCharacterEscape();
  }
  consumeClassSetExpression() {
    const start = this.index;
    let mayContainStrings = false;
    let result = null;
    if (this.consumeClassSetCharacter()) {
      if (this.consumeClassSetRangeFromOperator(start)) {
        this.consumeClassUnionRight({});
        return {};
      }
      mayContainStrings = false;
    } else if (result = this.consumeClassSetOperand()) {
      mayContainStrings = result.mayContainStrings;
    } else {
      const cp = this.currentCodePoint;
      if (cp === REVERSE_SOLIDUS) {
        this.advance();
        this.raise("Invalid escape");
      }
      if (cp === this.nextCodePoint && isClassSetReservedDoublePunctuatorCharacter(cp)) {
        this.raise("Invalid set operation in character class");
      }
      this.raise("Invalid character in character class");
    }
    if (this.eat2(AMPERSAND, AMPERSAND)) {
      while (this.currentCodePoint !== AMPERSAND && (result = this.consumeClassSetOperand())) {
        this.onClassIntersection(start, this.index);
        if (!result.mayContainStrings) {
          mayContainStrings = false;
        }
        if (this.eat2(AMPERSAND, AMPERSAND)) {
          continue;
        }
        return { mayContainStrings };
      }
      this.raise("Invalid character in character class");
    }
    if (this.eat2(HYPHEN_MINUS, HYPHEN_MINUS)) {
      while (this.consumeClassSetOperand()) {
        this.onClassSubtraction(start, this.index);
        if (this.eat2(HYPHEN_MINUS, HYPHEN_MINUS)) {
          continue;
        }
        return { mayContainStrings };
      }
      this.raise("Invalid character in character class");
    }
    return this.consumeClassUnionRight({ mayContainStrings });
  }
  consumeClassUnionRight(leftResult) {
    let mayContainStrings = leftResult.mayContainStrings;
    for (; ; ) {
      const start = this.index;
      if (this.consumeClassSetCharacter()) {
        this.consumeClassSetRangeFromOperator(start);
        continue;
      }
      const result = this.consumeClassSetOperand();
      if (result) {
        if (result.mayContainStrings) {
          mayContainStrings = true;
        }
        continue;
      }
      break;
    }
    return { mayContainStrings };
  }
  consumeClassSetRangeFromOperator(start) {
    const currentStart = this.index;
    const min = this._lastIntValue;
    if (this.eat(HYPHEN_MINUS)) {
      if (this.consumeClassSetCharacter()) {
        const max = this._lastIntValue;
        if (min === -1 || max === -1) {
          this.raise("Invalid character class");
        }
        if (min > max) {
          this.raise("Range out of order in character class");
        }
        this.onCharacterClassRange(start, this.index, min, max);
        return true;
      }
      this.rewind(currentStart);
    }
    return false;
  }
  consumeClassSetOperand() {
    let result = null;
    if (result = this.consumeNestedClass()) {
      return result;
    }
    if (result = this.consumeClassStringDisjunction()) {
      return result;
    }
    if (this.consumeClassSetCharacter()) {
      return {};
    }
    return null;
  }
  consumeNestedClass() {
    const start = this.index;
    if (this.eat(LEFT_SQUARE_BRACKET)) {
      const negate = this.eat(CIRCUMFLEX_ACCENT);
      this.onCharacterClassEnter(start, negate, true);
      const result = this.consumeClassContents();
      if (!this.eat(RIGHT_SQUARE_BRACKET)) {
        this.raise("Unterminated character class");
      }
      if (negate && result.mayContainStrings) {
        this.raise("Negated character class may contain strings");
      }
      this.onCharacterClassLeave(start, this.index, negate);
      return result;
    }
    if (this.eat(REVERSE_SOLIDUS)) {
      const result = this.consumeCharacterClassEscape();
      if (result) {
        return result;
      }
      this.rewind(start);
    }
    return null;
  }
  consumeClassStringDisjunction() {
    const start = this.index;
    if (this.eat3(REVERSE_SOLIDUS, LATIN_SMALL_LETTER_Q, LEFT_CURLY_BRACKET)) {
      this.onClassStringDisjunctionEnter(start);
      let i = 0;
      let mayContainStrings = false;
      do {
        if (this.consumeClassString(i++).mayContainStrings) {
          mayContainStrings = true;
        }
      } while (this.eat(VERTICAL_LINE));
      if (this.eat(RIGHT_CURLY_BRACKET)) {
        this.onClassStringDisjunctionLeave(start, this.index);
        return { mayContainStrings };
      }
      this.raise("Unterminated class string disjunction");
    }
    return null;
  }
  consumeClassString(i) {
    const start = this.index;
    let count = 0;
    this.onStringAlternativeEnter(start, i);
    while (this.currentCodePoint !== -1 && this.consumeClassSetCharacter()) {
      count++;
    }
    this.onStringAlternativeLeave(start, this.index, i);
    return { mayContainStrings: count !== 1 };
  }
  consumeClassSetCharacter() {
    const start = this.index;
    const cp = this.currentCodePoint;
    if (cp !== this.nextCodePoint || !isClassSetReservedDoublePunctuatorCharacter(cp)) {
      if (cp !== -1 && !isClassSetSyntaxCharacter(cp)) {
        this._lastIntValue = cp;
        this.advance();
        this.onCharacter(start, this.index, this._lastIntValue);
        return true;
      }
    }
    if (this.eat(REVERSE_SOLIDUS)) {
      if (this.consumeCharacterEscape()) {
        return true;
      }
      if (isClassSetReservedPunctuator(this.currentCodePoint)) {
        this._lastIntValue = this.currentCodePoint;
        this.advance();
        this.onCharacter(start, this.index, this._lastIntValue);
        return true;
      }
      if (this.eat(LATIN_SMALL_LETTER_B)) {
        this._lastIntValue = BACKSPACE;
        this.onCharacter(start, this.index, this._lastIntValue);
        return true;
      }
      this.rewind(start);
    }
    return false;
  }
  eatGroupName() {
    if (this.eat(LESS_THAN_SIGN)) {
      if (this.eatRegExpIdentifierName() && this.eat(GREATER_THAN_SIGN)) {
        return true;
      }
      this.raise("Invalid capture group name");
    }
    return false;
  }
  eatRegExpIdentifierName() {
    if (this.eatRegExpIdentifierStart()) {
      this._lastStrValue = String.fromCodePoint(this._lastIntValue);
      while (this.eatRegExpIdentifierPart()) {
        this._lastStrValue += String.fromCodePoint(this._lastIntValue);
      }
      return true;
    }
    return false;
  }
  eatRegExpIdentifierStart() {
    const start = this.index;
    const forceUFlag = !this._unicodeMode && this.ecmaVersion >= 2020;
    let cp = this.currentCodePoint;
    this.advance();
    if (cp === REVERSE_SOLIDUS && this.eatRegExpUnicodeEscapeSequence(forceUFlag)) {
      cp = this._lastIntValue;
    } else if (forceUFlag && isLeadSurrogate(cp) && isTrailSurrogate(this.currentCodePoint)) {
      cp = combineSurrogatePair(cp, this.currentCodePoint);
      this.advance();
    }
    if (isIdentifierStartChar(cp)) {
      this._lastIntValue = cp;
      return true;
    }
    if (this.index !== start) {
      this.rewind(start);
    }
    return false;
  }
  eatRegExpIdentifierPart() {
    const start = this.index;
    const forceUFlag = !this._unicodeMode && this.ecmaVersion >= 2020;
    let cp = this.currentCodePoint;
    this.advance();
    if (cp === REVERSE_SOLIDUS && this.eatRegExpUnicodeEscapeSequence(forceUFlag)) {
      cp = this._lastIntValue;
    } else if (forceUFlag && isLeadSurrogate(cp) && isTrailSurrogate(this.currentCodePoint)) {
      cp = combineSurrogatePair(cp, this.currentCodePoint);
      this.advance();
    }
    if (isIdentifierPartChar(cp)) {
      this._lastIntValue = cp;
      return true;
    }
    if (this.index !== start) {
      this.rewind(start);
    }
    return false;
  }
  eatCControlLetter() {
    const start = this.index;
    if (this.eat(LATIN_SMALL_LETTER_C)) {
      if (this.eatControlLetter()) {
        return true;
      }
      this.rewind(start);
    }
    return false;
  }
  eatZero() {
    if (this.currentCodePoint === DIGIT_ZERO && !isDecimalDigit(this.nextCodePoint)) {
      this._lastIntValue = 0;
      this.advance();
      return true;
    }
    return false;
  }
  eatControlEscape() {
    if (this.eat(LATIN_SMALL_LETTER_F)) {
      this._lastIntValue = FORM_FEED;
      return true;
    }
    if (this.eat(LATIN_SMALL_LETTER_N)) {
      this._lastIntValue = LINE_FEED;
      return true;
    }
    if (this.eat(LATIN_SMALL_LETTER_R)) {
      this._lastIntValue = CARRIAGE_RETURN;
      return true;
    }
    if (this.eat(LATIN_SMALL_LETTER_T)) {
      this._lastIntValue = CHARACTER_TABULATION;
      return true;
    }
    if (this.eat(LATIN_SMALL_LETTER_V)) {
      this._lastIntValue = LINE_TABULATION;
      return true;
    }
    return false;
  }
  eatControlLetter() {
    const cp = this.currentCodePoint;
    if (isLatinLetter(cp)) {
      this.advance();
      this._lastIntValue = cp % 32;
      return true;
    }
    return false;
  }
  eatRegExpUnicodeEscapeSequence(forceUFlag = false) {
    const start = this.index;
    const uFlag = forceUFlag || this._unicodeMode;
    if (this.eat(LATIN_SMALL_LETTER_U)) {
      if (uFlag && this.eatRegExpUnicodeSurrogatePairEscape() || this.eatFixedHexDigits(4) || uFlag && this.eatRegExpUnicodeCodePointEscape()) {
        return true;
      }
      if (this.strict || uFlag) {
        this.raise("Invalid unicode escape");
      }
      this.rewind(start);
    }
    return false;
  }
  eatRegExpUnicodeSurrogatePairEscape() {
    const start = this.index;
    if (this.eatFixedHexDigits(4)) {
      const lead = this._lastIntValue;
      if (isLeadSurrogate(lead) && this.eat(REVERSE_SOLIDUS) && this.eat(LATIN_SMALL_LETTER_U) && this.eatFixedHexDigits(4)) {
        const trail = this._lastIntValue;
        if (isTrailSurrogate(trail)) {
          this._lastIntValue = combineSurrogatePair(lead, trail);
          return true;
        }
      }
      this.rewind(start);
    }
    return false;
  }
  eatRegExpUnicodeCodePointEscape() {
    const start = this.index;
    if (this.eat(LEFT_CURLY_BRACKET) && this.eatHexDigits() && this.eat(RIGHT_CURLY_BRACKET) && isValidUnicode(this._lastIntValue)) {
      return true;
    }
    this.rewind(start);
    return false;
  }
  eatIdentityEscape() {
    const cp = this.currentCodePoint;
    if (this.isValidIdentityEscape(cp)) {
      this._lastIntValue = cp;
      this.advance();
      return true;
    }
    return false;
  }
  isValidIdentityEscape(cp) {
    if (cp === -1) {
      return false;
    }
    if (this._unicodeMode) {
      return isSyntaxCharacter(cp) || cp === SOLIDUS;
    }
    if (this.strict) {
      return !isIdContinue(cp);
    }
    if (this._nFlag) {
      return !(cp === LATIN_SMALL_LETTER_C || cp === LATIN_SMALL_LETTER_K);
    }
    return cp !== LATIN_SMALL_LETTER_C;
  }
  eatDecimalEscape() {
    this._lastIntValue = 0;
    let cp = this.currentCodePoint;
    if (cp >= DIGIT_ONE && cp <= DIGIT_NINE) {
      do {
        this._lastIntValue = 10 * this._lastIntValue + (cp - DIGIT_ZERO);
        this.advance();
      } while ((cp = this.currentCodePoint) >= DIGIT_ZERO && cp <= DIGIT_NINE);
      return true;
    }
    return false;
  }
  eatUnicodePropertyValueExpression() {
    const start = this.index;
    if (this.eatUnicodePropertyName() && this.eat(EQUALS_SIGN)) {
      const key = this._lastStrValue;
      if (this.eatUnicodePropertyValue()) {
        const value = this._lastStrValue;
        if (isValidUnicodeProperty(this.ecmaVersion, key, value)) {
          return {
            key,
            value: value || null
          };
        }
        this.raise("Invalid property name");
      }
    }
    this.rewind(start);
    if (this.eatLoneUnicodePropertyNameOrValue()) {
      const nameOrValue = this._lastStrValue;
      if (isValidUnicodeProperty(this.ecmaVersion, "General_Category", nameOrValue)) {
        return {
          key: "General_Category",
          value: nameOrValue || null
        };
      }
      if (isValidLoneUnicodeProperty(this.ecmaVersion, nameOrValue)) {
        return {
          key: nameOrValue,
          value: null
        };
      }
      if (this._unicodeSetsMode && isValidLoneUnicodePropertyOfString(this.ecmaVersion, nameOrValue)) {
        return {
          key: nameOrValue,
          value: null,
          strings: true
        };
      }
      this.raise("Invalid property name");
    }
    return null;
  }
  eatUnicodePropertyName() {
    this._lastStrValue = "";
    while (isUnicodePropertyNameCharacter(this.currentCodePoint)) {
      this._lastStrValue += String.fromCodePoint(this.currentCodePoint);
      this.advance();
    }
    return this._lastStrValue !== "";
  }
  eatUnicodePropertyValue() {
    this._lastStrValue = "";
    while (isUnicodePropertyValueCharacter(this.currentCodePoint)) {
      this._lastStrValue += String.fromCodePoint(this.currentCodePoint);
      this.advance();
    }
    return this._lastStrValue !== "";
  }
  eatLoneUnicodePropertyNameOrValue() {
    return this.eatUnicodePropertyValue();
  }
  eatHexEscapeSequence() {
    const start = this.index;
    if (this.eat(LATIN_SMALL_LETTER_X)) {
      if (this.eatFixedHexDigits(2)) {
        return true;
      }
      if (this._unicodeMode || this.strict) {
        this.raise("Invalid escape");
      }
      this.rewind(start);
    }
    return false;
  }
  eatDecimalDigits() {
    const start = this.index;
    this._lastIntValue = 0;
    while (isDecimalDigit(this.currentCodePoint)) {
      this._lastIntValue = 10 * this._lastIntValue + digitToInt(this.currentCodePoint);
      this.advance();
    }
    return this.index !== start;
  }
  eatHexDigits() {
    const start = this.index;
    this._lastIntValue = 0;
    while (isHexDigit(this.currentCodePoint)) {
      this._lastIntValue = 16 * this._lastIntValue + digitToInt(this.currentCodePoint);
      this.advance();
    }
    return this.index !== start;
  }
  eatLegacyOctalEscapeSequence() {
    if (this.eatOctalDigit()) {
      const n1 = this._lastIntValue;
      if (this.eatOctalDigit()) {
        const n2 = this._lastIntValue;
        if (n1 <= 3 && this.eatOctalDigit()) {
          this._lastIntValue = n1 * 64 + n2 * 8 + this._lastIntValue;
        } else {
          this._lastIntValue = n1 * 8 + n2;
        }
      } else {
        this._lastIntValue = n1;
      }
      return true;
    }
    return false;
  }
  eatOctalDigit() {
    const cp = this.currentCodePoint;
    if (isOctalDigit(cp)) {
      this.advance();
      this._lastIntValue = cp - DIGIT_ZERO;
      return true;
    }
    this._lastIntValue = 0;
    return false;
  }
  eatFixedHexDigits(length) {
    const start = this.index;
    this._lastIntValue = 0;
    for (let i = 0; i < length; ++i) {
      const cp = this.currentCodePoint;
      if (!isHexDigit(cp)) {
        this.rewind(start);
        return false;
      }
      this._lastIntValue = 16 * this._lastIntValue + digitToInt(cp);
      this.advance();
    }
    return true;
  }
  eatModifiers() {
    let ate = false;
    while (isRegularExpressionModifier(this.currentCodePoint)) {
      this.advance();
      ate = true;
    }
    return ate;
  }
  parseModifiers(start, end) {
    const { ignoreCase, multiline, dotAll } = this.parseFlags(this._reader.source, start, end);
    return { ignoreCase, multiline, dotAll };
  }
  parseFlags(source, start, end) {
    const flags = {
      global: false,
      ignoreCase: false,
      multiline: false,
      unicode: false,
      sticky: false,
      dotAll: false,
      hasIndices: false,
      unicodeSets: false
    };
    const validFlags = /* @__PURE__ */ new Set();
    validFlags.add(LATIN_SMALL_LETTER_G);
    validFlags.add(LATIN_SMALL_LETTER_I);
    validFlags.add(LATIN_SMALL_LETTER_M);
    if (this.ecmaVersion >= 2015) {
      validFlags.add(LATIN_SMALL_LETTER_U);
      validFlags.add(LATIN_SMALL_LETTER_Y);
      if (this.ecmaVersion >= 2018) {
        validFlags.add(LATIN_SMALL_LETTER_S);
        if (this.ecmaVersion >= 2022) {
          validFlags.add(LATIN_SMALL_LETTER_D);
          if (this.ecmaVersion >= 2024) {
            validFlags.add(LATIN_SMALL_LETTER_V);
          }
        }
      }
    }
    for (let i = start; i < end; ++i) {
      const flag = source.charCodeAt(i);
      if (validFlags.has(flag)) {
        const prop = FLAG_CODEPOINT_TO_PROP[flag];
        if (flags[prop]) {
          this.raise(`Duplicated flag '${source[i]}'`, {
            index: start
          });
        }
        flags[prop] = true;
      } else {
        this.raise(`Invalid flag '${source[i]}'`, { index: start });
      }
    }
    return flags;
  }
};
var DUMMY_PATTERN = {};
var DUMMY_FLAGS = {};
var DUMMY_CAPTURING_GROUP = {};
function isClassSetOperand(node) {
  return node.type === "Character" || node.type === "CharacterSet" || node.type === "CharacterClass" || node.type === "ExpressionCharacterClass" || node.type === "ClassStringDisjunction";
}
var RegExpParserState = class {
  constructor(options) {
    var _a;
    this._node = DUMMY_PATTERN;
    this._expressionBufferMap = /* @__PURE__ */ new Map();
    this._flags = DUMMY_FLAGS;
    this._backreferences = [];
    this._capturingGroups = [];
    this.source = "";
    this.strict = Boolean(options === null || options === void 0 ? void 0 : options.strict);
    this.ecmaVersion = (_a = options === null || options === void 0 ? void 0 : options.ecmaVersion) !== null && _a !== void 0 ? _a : latestEcmaVersion;
  }
  get pattern() {
    if (this._node.type !== "Pattern") {
      throw new Error("UnknownError");
    }
    return this._node;
  }
  get flags() {
    if (this._flags.type !== "Flags") {
      throw new Error("UnknownError");
    }
    return this._flags;
  }
  onRegExpFlags(start, end, { global, ignoreCase, multiline, unicode, sticky, dotAll, hasIndices, unicodeSets }) {
    this._flags = {
      type: "Flags",
      parent: null,
      start,
      end,
      raw: this.source.slice(start, end),
      global,
      ignoreCase,
      multiline,
      unicode,
      sticky,
      dotAll,
      hasIndices,
      unicodeSets
    };
  }
  onPatternEnter(start) {
    this._node = {
      type: "Pattern",
      parent: null,
      start,
      end: start,
      raw: "",
      alternatives: []
    };
    this._backreferences.length = 0;
    this._capturingGroups.length = 0;
  }
  onPatternLeave(start, end) {
    this._node.end = end;
    this._node.raw = this.source.slice(start, end);
    for (const reference of this._backreferences) {
      const ref = reference.ref;
      const groups = typeof ref === "number" ? [this._capturingGroups[ref - 1]] : this._capturingGroups.filter((g) => g.name === ref);
      if (groups.length === 1) {
        const group = groups[0];
        reference.ambiguous = false;
        reference.resolved = group;
      } else {
        reference.ambiguous = true;
        reference.resolved = groups;
      }
      for (const group of groups) {
        group.references.push(reference);
      }
    }
  }
  onAlternativeEnter(start) {
    const parent = this._node;
    if (parent.type !== "Assertion" && parent.type !== "CapturingGroup" && parent.type !== "Group" && parent.type !== "Pattern") {
      throw new Error("UnknownError");
    }
    this._node = {
      type: "Alternative",
      parent,
      start,
      end: start,
      raw: "",
      elements: []
    };
    parent.alternatives.push(this._node);
  }
  onAlternativeLeave(start, end) {
    const node = this._node;
    if (node.type !== "Alternative") {
      throw new Error("UnknownError");
    }
    node.end = end;
    node.raw = this.source.slice(start, end);
    this._node = node.parent;
  }
  onGroupEnter(start) {
    const parent = this._node;
    if (parent.type !== "Alternative") {
      throw new Error("UnknownError");
    }
    const group = {
      type: "Group",
      parent,
      start,
      end: start,
      raw: "",
      modifiers: null,
      alternatives: []
    };
    this._node = group;
    parent.elements.push(this._node);
  }
  onGroupLeave(start, end) {
    const node = this._node;
    if (node.type !== "Group" || node.parent.type !== "Alternative") {
      throw new Error("UnknownError");
    }
    node.end = end;
    node.raw = this.source.slice(start, end);
    this._node = node.parent;
  }
  onModifiersEnter(start) {
    const parent = this._node;
    if (parent.type !== "Group") {
      throw new Error("UnknownError");
    }
    this._node = {
      type: "Modifiers",
      parent,
      start,
      end: start,
      raw: "",
      add: null,
      remove: null
    };
    parent.modifiers = this._node;
  }
  onModifiersLeave(start, end) {
    const node = this._node;
    if (node.type !== "Modifiers" || node.parent.type !== "Group") {
      throw new Error("UnknownError");
    }
    node.end = end;
    node.raw = this.source.slice(start, end);
    this._node = node.parent;
  }
  onAddModifiers(start, end, { ignoreCase, multiline, dotAll }) {
    const parent = this._node;
    if (parent.type !== "Modifiers") {
      throw new Error("UnknownError");
    }
    parent.add = {
      type: "ModifierFlags",
      parent,
      start,
      end,
      raw: this.source.slice(start, end),
      ignoreCase,
      multiline,
      dotAll
    };
  }
  onRemoveModifiers(start, end, { ignoreCase, multiline, dotAll }) {
    const parent = this._node;
    if (parent.type !== "Modifiers") {
      throw new Error("UnknownError");
    }
    parent.remove = {
      type: "ModifierFlags",
      parent,
      start,
      end,
      raw: this.source.slice(start, end),
      ignoreCase,
      multiline,
      dotAll
    };
  }
  onCapturingGroupEnter(start, name) {
    const parent = this._node;
    if (parent.type !== "Alternative") {
      throw new Error("UnknownError");
    }
    this._node = {
      type: "CapturingGroup",
      parent,
      start,
      end: start,
      raw: "",
      name,
      alternatives: [],
      references: []
    };
    parent.elements.push(this._node);
    this._capturingGroups.push(this._node);
  }
  onCapturingGroupLeave(start, end) {
    const node = this._node;
    if (node.type !== "CapturingGroup" || node.parent.type !== "Alternative") {
      throw new Error("UnknownError");
    }
    node.end = end;
    node.raw = this.source.slice(start, end);
    this._node = node.parent;
  }
  onQuantifier(start, end, min, max, greedy) {
    const parent = this._node;
    if (parent.type !== "Alternative") {
      throw new Error("UnknownError");
    }
    const element = parent.elements.pop();
    if (element == null || element.type === "Quantifier" || element.type === "Assertion" && element.kind !== "lookahead") {
      throw new Error("UnknownError");
    }
    const node = {
      type: "Quantifier",
      parent,
      start: element.start,
      end,
      raw: this.source.slice(element.start, end),
      min,
      max,
      greedy,
      element
    };
    parent.elements.push(node);
    element.parent = node;
  }
  onLookaroundAssertionEnter(start, kind, negate) {
    const parent = this._node;
    if (parent.type !== "Alternative") {
      throw new Error("UnknownError");
    }
    const node = this._node = {
      type: "Assertion",
      parent,
      start,
      end: start,
      raw: "",
      kind,
      negate,
      alternatives: []
    };
    parent.elements.push(node);
  }
  onLookaroundAssertionLeave(start, end) {
    const node = this._node;
    if (node.type !== "Assertion" || node.parent.type !== "Alternative") {
      throw new Error("UnknownError");
    }
    node.end = end;
    node.raw = this.source.slice(start, end);
    this._node = node.parent;
  }
  onEdgeAssertion(start, end, kind) {
    const parent = this._node;
    if (parent.type !== "Alternative") {
      throw new Error("UnknownError");
    }
    parent.elements.push({
      type: "Assertion",
      parent,
      start,
      end,
      raw: this.source.slice(start, end),
      kind
    });
  }
  onWordBoundaryAssertion(start, end, kind, negate) {
    const parent = this._node;
    if (parent.type !== "Alternative") {
      throw new Error("UnknownError");
    }
    parent.elements.push({
      type: "Assertion",
      parent,
      start,
      end,
      raw: this.source.slice(start, end),
      kind,
      negate
    });
  }
  onAnyCharacterSet(start, end, kind) {
    const parent = this._node;
    if (parent.type !== "Alternative") {
      throw new Error("UnknownError");
    }
    parent.elements.push({
      type: "CharacterSet",
      parent,
      start,
      end,
      raw: this.source.slice(start, end),
      kind
    });
  }
  onEscapeCharacterSet(start, end, kind, negate) {
    const parent = this._node;
    if (parent.type !== "Alternative" && parent.type !== "CharacterClass") {
      throw new Error("UnknownError");
    }
    parent.elements.push({
      type: "CharacterSet",
      parent,
      start,
      end,
      raw: this.source.slice(start, end),
      kind,
      negate
    });
  }
  onUnicodePropertyCharacterSet(start, end, kind, key, value, negate, strings) {
    const parent = this._node;
    if (parent.type !== "Alternative" && parent.type !== "CharacterClass") {
      throw new Error("UnknownError");
    }
    const base = {
      type: "CharacterSet",
      parent: null,
      start,
      end,
      raw: this.source.slice(start, end),
      kind,
      strings: null,
      key
    };
    if (strings) {
      if (parent.type === "CharacterClass" && !parent.unicodeSets || negate || value !== null) {
        throw new Error("UnknownError");
      }
      parent.elements.push(Object.assign(Object.assign({}, base), { parent, strings, value, negate }));
    } else {
      parent.elements.push(Object.assign(Object.assign({}, base), { parent, strings, value, negate }));
    }
  }
  onCharacter(start, end, value) {
    const parent = this._node;
    if (parent.type !== "Alternative" && parent.type !== "CharacterClass" && parent.type !== "StringAlternative") {
      throw new Error("UnknownError");
    }
    parent.elements.push({
      type: "Character",
      parent,
      start,
      end,
      raw: this.source.slice(start, end),
      value
    });
  }
  onBackreference(start, end, ref) {
    const parent = this._node;
    if (parent.type !== "Alternative") {
      throw new Error("UnknownError");
    }
    const node = {
      type: "Backreference",
      parent,
      start,
      end,
      raw: this.source.slice(start, end),
      ref,
      ambiguous: false,
      resolved: DUMMY_CAPTURING_GROUP
    };
    parent.elements.push(node);
    this._backreferences.push(node);
  }
  onCharacterClassEnter(start, negate, unicodeSets) {
    const parent = this._node;
    const base = {
      type: "CharacterClass",
      parent,
      start,
      end: start,
      raw: "",
      unicodeSets,
      negate,
      elements: []
    };
    if (parent.type === "Alternative") {
      const node = Object.assign(Object.assign({}, base), { parent });
      this._node = node;
      parent.elements.push(node);
    } else if (parent.type === "CharacterClass" && parent.unicodeSets && unicodeSets) {
      const node = Object.assign(Object.assign({}, base), {
        parent,
        unicodeSets
      });
      this._node = node;
      parent.elements.push(node);
    } else {
      throw new Error("UnknownError");
    }
  }
  onCharacterClassLeave(start, end) {
    const node = this._node;
    if (node.type !== "CharacterClass" || node.parent.type !== "Alternative" && node.parent.type !== "CharacterClass") {
      throw new Error("UnknownError");
    }
    const parent = node.parent;
    node.end = end;
    node.raw = this.source.slice(start, end);
    this._node = parent;
    const expression = this._expressionBufferMap.get(node);
    if (!expression) {
      return;
    }
    if (node.elements.length > 0) {
      throw new Error("UnknownError");
    }
    this._expressionBufferMap.delete(node);
    const newNode = {
      type: "ExpressionCharacterClass",
      parent,
      start: node.start,
      end: node.end,
      raw: node.raw,
      negate: node.negate,
      expression
    };
    expression.parent = newNode;
    if (node !== parent.elements.pop()) {
      throw new Error("UnknownError");
    }
    parent.elements.push(newNode);
  }
  onCharacterClassRange(start, end) {
    const parent = this._node;
    if (parent.type !== "CharacterClass") {
      throw new Error("UnknownError");
    }
    const elements = parent.elements;
    const max = elements.pop();
    if (!max || max.type !== "Character") {
      throw new Error("UnknownError");
    }
    if (!parent.unicodeSets) {
      const hyphen = elements.pop();
      if (!hyphen || hyphen.type !== "Character" || hyphen.value !== HYPHEN_MINUS) {
        throw new Error("UnknownError");
      }
    }
    const min = elements.pop();
    if (!min || min.type !== "Character") {
      throw new Error("UnknownError");
    }
    const node = {
      type: "CharacterClassRange",
      parent,
      start,
      end,
      raw: this.source.slice(start, end),
      min,
      max
    };
    min.parent = node;
    max.parent = node;
    elements.push(node);
  }
  onClassIntersection(start, end) {
    var _a;
    const parent = this._node;
    if (parent.type !== "CharacterClass" || !parent.unicodeSets) {
      throw new Error("UnknownError");
    }
    const right = parent.elements.pop();
    const left = (_a = this._expressionBufferMap.get(parent)) !== null && _a !== void 0 ? _a : parent.elements.pop();
    if (!left || !right || left.type === "ClassSubtraction" || left.type !== "ClassIntersection" && !isClassSetOperand(left) || !isClassSetOperand(right)) {
      throw new Error("UnknownError");
    }
    const node = {
      type: "ClassIntersection",
      parent,
      start,
      end,
      raw: this.source.slice(start, end),
      left,
      right
    };
    left.parent = node;
    right.parent = node;
    this._expressionBufferMap.set(parent, node);
  }
  onClassSubtraction(start, end) {
    var _a;
    const parent = this._node;
    if (parent.type !== "CharacterClass" || !parent.unicodeSets) {
      throw new Error("UnknownError");
    }
    const right = parent.elements.pop();
    const left = (_a = this._expressionBufferMap.get(parent)) !== null && _a !== void 0 ? _a : parent.elements.pop();
    if (!left || !right || left.type === "ClassIntersection" || left.type !== "ClassSubtraction" && !isClassSetOperand(left) || !isClassSetOperand(right)) {
      throw new Error("UnknownError");
    }
    const node = {
      type: "ClassSubtraction",
      parent,
      start,
      end,
      raw: this.source.slice(start, end),
      left,
      right
    };
    left.parent = node;
    right.parent = node;
    this._expressionBufferMap.set(parent, node);
  }
  onClassStringDisjunctionEnter(start) {
    const parent = this._node;
    if (parent.type !== "CharacterClass" || !parent.unicodeSets) {
      throw new Error("UnknownError");
    }
    this._node = {
      type: "ClassStringDisjunction",
      parent,
      start,
      end: start,
      raw: "",
      alternatives: []
    };
    parent.elements.push(this._node);
  }
  onClassStringDisjunctionLeave(start, end) {
    const node = this._node;
    if (node.type !== "ClassStringDisjunction" || node.parent.type !== "CharacterClass") {
      throw new Error("UnknownError");
    }
    node.end = end;
    node.raw = this.source.slice(start, end);
    this._node = node.parent;
  }
  onStringAlternativeEnter(start) {
    const parent = this._node;
    if (parent.type !== "ClassStringDisjunction") {
      throw new Error("UnknownError");
    }
    this._node = {
      type: "StringAlternative",
      parent,
      start,
      end: start,
      raw: "",
      elements: []
    };
    parent.alternatives.push(this._node);
  }
  onStringAlternativeLeave(start, end) {
    const node = this._node;
    if (node.type !== "StringAlternative") {
      throw new Error("UnknownError");
    }
    node.end = end;
    node.raw = this.source.slice(start, end);
    this._node = node.parent;
  }
};
var RegExpParser = class {
  constructor(options) {
    this._state = new RegExpParserState(options);
    this._validator = new RegExpValidator(this._state);
  }
  parseLiteral(source, start = 0, end = source.length) {
    this._state.source = source;
    this._validator.validateLiteral(source, start, end);
    const pattern = this._state.pattern;
    const flags = this._state.flags;
    const literal = {
      type: "RegExpLiteral",
      parent: null,
      start,
      end,
      raw: source,
      pattern,
      flags
    };
    pattern.parent = literal;
    flags.parent = literal;
    return literal;
  }
  parseFlags(source, start = 0, end = source.length) {
    this._state.source = source;
    this._validator.validateFlags(source, start, end);
    return this._state.flags;
  }
  parsePattern(source, start = 0, end = source.length, uFlagOrFlags = void 0) {
    this._state.source = source;
    this._validator.validatePattern(source, start, end, uFlagOrFlags);
    return this._state.pattern;
  }
};
var RegExpVisitor = class {
  constructor(handlers) {
    this._handlers = handlers;
  }
  visit(node) {
    switch (node.type) {
      case "Alternative":
        this.visitAlternative(node);
        break;
      case "Assertion":
        this.visitAssertion(node);
        break;
      case "Backreference":
        this.visitBackreference(node);
        break;
      case "CapturingGroup":
        this.visitCapturingGroup(node);
        break;
      case "Character":
        this.visitCharacter(node);
        break;
      case "CharacterClass":
        this.visitCharacterClass(node);
        break;
      case "CharacterClassRange":
        this.visitCharacterClassRange(node);
        break;
      case "CharacterSet":
        this.visitCharacterSet(node);
        break;
      case "ClassIntersection":
        this.visitClassIntersection(node);
        break;
      case "ClassStringDisjunction":
        this.visitClassStringDisjunction(node);
        break;
      case "ClassSubtraction":
        this.visitClassSubtraction(node);
        break;
      case "ExpressionCharacterClass":
        this.visitExpressionCharacterClass(node);
        break;
      case "Flags":
        this.visitFlags(node);
        break;
      case "Group":
        this.visitGroup(node);
        break;
      case "Modifiers":
        this.visitModifiers(node);
        break;
      case "ModifierFlags":
        this.visitModifierFlags(node);
        break;
      case "Pattern":
        this.visitPattern(node);
        break;
      case "Quantifier":
        this.visitQuantifier(node);
        break;
      case "RegExpLiteral":
        this.visitRegExpLiteral(node);
        break;
      case "StringAlternative":
        this.visitStringAlternative(node);
        break;
      default:
        throw new Error(`Unknown type: ${node.type}`);
    }
  }
  visitAlternative(node) {
    if (this._handlers.onAlternativeEnter) {
      this._handlers.onAlternativeEnter(node);
    }
    node.elements.forEach(this.visit, this);
    if (this._handlers.onAlternativeLeave) {
      this._handlers.onAlternativeLeave(node);
    }
  }
  visitAssertion(node) {
    if (this._handlers.onAssertionEnter) {
      this._handlers.onAssertionEnter(node);
    }
    if (node.kind === "lookahead" || node.kind === "lookbehind") {
      node.alternatives.forEach(this.visit, this);
    }
    if (this._handlers.onAssertionLeave) {
      this._handlers.onAssertionLeave(node);
    }
  }
  visitBackreference(node) {
    if (this._handlers.onBackreferenceEnter) {
      this._handlers.onBackreferenceEnter(node);
    }
    if (this._handlers.onBackreferenceLeave) {
      this._handlers.onBackreferenceLeave(node);
    }
  }
  visitCapturingGroup(node) {
    if (this._handlers.onCapturingGroupEnter) {
      this._handlers.onCapturingGroupEnter(node);
    }
    node.alternatives.forEach(this.visit, this);
    if (this._handlers.onCapturingGroupLeave) {
      this._handlers.onCapturingGroupLeave(node);
    }
  }
  visitCharacter(node) {
    if (this._handlers.onCharacterEnter) {
      this._handlers.onCharacterEnter(node);
    }
    if (this._handlers.onCharacterLeave) {
      this._handlers.onCharacterLeave(node);
    }
  }
  visitCharacterClass(node) {
    if (this._handlers.onCharacterClassEnter) {
      this._handlers.onCharacterClassEnter(node);
    }
    node.elements.forEach(this.visit, this);
    if (this._handlers.onCharacterClassLeave) {
      this._handlers.onCharacterClassLeave(node);
    }
  }
  visitCharacterClassRange(node) {
    if (this._handlers.onCharacterClassRangeEnter) {
      this._handlers.onCharacterClassRangeEnter(node);
    }
    this.visitCharacter(node.min);
    this.visitCharacter(node.max);
    if (this._handlers.onCharacterClassRangeLeave) {
      this._handlers.onCharacterClassRangeLeave(node);
    }
  }
  visitCharacterSet(node) {
    if (this._handlers.onCharacterSetEnter) {
      this._handlers.onCharacterSetEnter(node);
    }
    if (this._handlers.onCharacterSetLeave) {
      this._handlers.onCharacterSetLeave(node);
    }
  }
  visitClassIntersection(node) {
    if (this._handlers.onClassIntersectionEnter) {
      this._handlers.onClassIntersectionEnter(node);
    }
    this.visit(node.left);
    this.visit(node.right);
    if (this._handlers.onClassIntersectionLeave) {
      this._handlers.onClassIntersectionLeave(node);
    }
  }
  visitClassStringDisjunction(node) {
    if (this._handlers.onClassStringDisjunctionEnter) {
      this._handlers.onClassStringDisjunctionEnter(node);
    }
    node.alternatives.forEach(this.visit, this);
    if (this._handlers.onClassStringDisjunctionLeave) {
      this._handlers.onClassStringDisjunctionLeave(node);
    }
  }
  visitClassSubtraction(node) {
    if (this._handlers.onClassSubtractionEnter) {
      this._handlers.onClassSubtractionEnter(node);
    }
    this.visit(node.left);
    this.visit(node.right);
    if (this._handlers.onClassSubtractionLeave) {
      this._handlers.onClassSubtractionLeave(node);
    }
  }
  visitExpressionCharacterClass(node) {
    if (this._handlers.onExpressionCharacterClassEnter) {
      this._handlers.onExpressionCharacterClassEnter(node);
    }
    this.visit(node.expression);
    if (this._handlers.onExpressionCharacterClassLeave) {
      this._handlers.onExpressionCharacterClassLeave(node);
    }
  }
  visitFlags(node) {
    if (this._handlers.onFlagsEnter) {
      this._handlers.onFlagsEnter(node);
    }
    if (this._handlers.onFlagsLeave) {
      this._handlers.onFlagsLeave(node);
    }
  }
  visitGroup(node) {
    if (this._handlers.onGroupEnter) {
      this._handlers.onGroupEnter(node);
    }
    if (node.modifiers) {
      this.visit(node.modifiers);
    }
    node.alternatives.forEach(this.visit, this);
    if (this._handlers.onGroupLeave) {
      this._handlers.onGroupLeave(node);
    }
  }
  visitModifiers(node) {
    if (this._handlers.onModifiersEnter) {
      this._handlers.onModifiersEnter(node);
    }
    if (node.add) {
      this.visit(node.add);
    }
    if (node.remove) {
      this.visit(node.remove);
    }
    if (this._handlers.onModifiersLeave) {
      this._handlers.onModifiersLeave(node);
    }
  }
  visitModifierFlags(node) {
    if (this._handlers.onModifierFlagsEnter) {
      this._handlers.onModifierFlagsEnter(node);
    }
    if (this._handlers.onModifierFlagsLeave) {
      this._handlers.onModifierFlagsLeave(node);
    }
  }
  visitPattern(node) {
    if (this._handlers.onPatternEnter) {
      this._handlers.onPatternEnter(node);
    }
    node.alternatives.forEach(this.visit, this);
    if (this._handlers.onPatternLeave) {
      this._handlers.onPatternLeave(node);
    }
  }
  visitQuantifier(node) {
    if (this._handlers.onQuantifierEnter) {
      this._handlers.onQuantifierEnter(node);
    }
    this.visit(node.element);
    if (this._handlers.onQuantifierLeave) {
      this._handlers.onQuantifierLeave(node);
    }
  }
  visitRegExpLiteral(node) {
    if (this._handlers.onRegExpLiteralEnter) {
      this._handlers.onRegExpLiteralEnter(node);
    }
    this.visitPattern(node.pattern);
    this.visitFlags(node.flags);
    if (this._handlers.onRegExpLiteralLeave) {
      this._handlers.onRegExpLiteralLeave(node);
    }
  }
  visitStringAlternative(node) {
    if (this._handlers.onStringAlternativeEnter) {
      this._handlers.onStringAlternativeEnter(node);
    }
    node.elements.forEach(this.visit, this);
    if (this._handlers.onStringAlternativeLeave) {
      this._handlers.onStringAlternativeLeave(node);
    }
  }
};
function visitRegExpAST(node, handlers) {
  new RegExpVisitor(handlers).visit(node);
}

// src/rules/syntax/regex-pattern.ts
var parser = new RegExpParser({ ecmaVersion: 2025 });
function parsePattern(source, dialect, unicode = false) {
  const text = dialect === "javascript" ? source : fromDialect(source);
  if (text === void 0) return void 0;
  try {
    return parser.parsePattern(text, 0, text.length, { unicode });
  } catch {
    return void 0;
  }
}
function fromDialect(source) {
  const flags = /^\(\?([a-zA-Z]+)\)/.exec(source);
  if (flags?.[1]?.includes("x")) return void 0;
  return source.slice(flags?.[0].length ?? 0).replace(/\(\?P<(\w+)>/g, "(?<$1>").replace(/\(\?P=(\w+)\)/g, "\\k<$1>").replace(/(?<!\\)((?:\\\\)*)\\A/g, "$1^").replace(/(?<!\\)((?:\\\\)*)\\[zZ]/g, "$1$");
}
function characterClasses(pattern) {
  const classes = [];
  visitRegExpAST(pattern, { onCharacterClassEnter: (node) => void classes.push(node) });
  return classes;
}
function capturingGroups(pattern) {
  let count = 0;
  const names = /* @__PURE__ */ new Set();
  visitRegExpAST(pattern, {
    onCapturingGroupEnter: (group) => {
      count += 1;
      if (group.name) names.add(group.name);
    }
  });
  return { count, names };
}
function unescapeLiteral(body, raw, dialect) {
  if (raw) return body;
  return body.replace(/\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|N\{[^}]*\}|[0-7]{1,3}|.)/gs, (escape, code) => {
    if (/^[xuU]./.test(code)) return String.fromCodePoint(parseInt(code.slice(1), 16));
    if (code.startsWith("N{")) return "\uFFFD";
    if (/^[0-7]/.test(code)) return String.fromCharCode(parseInt(code, 8));
    return SIMPLE_ESCAPES[code] ?? (dialect === "javascript" ? code : escape);
  });
}
var SIMPLE_ESCAPES = {
  n: "\n",
  t: "	",
  r: "\r",
  f: "\f",
  v: "\v",
  b: "\b",
  "\\": "\\",
  "'": "'",
  '"': '"',
  "`": "`"
};

// src/rules/catalog/review/anchored-alternation/loose-alternative.ts
var startsAnchored = (alternative) => {
  const first = alternative.elements[0];
  return first?.type === "Assertion" && first.kind === "start";
};
var endsAnchored = (alternative) => {
  const last = alternative.elements.at(-1);
  return last?.type === "Assertion" && last.kind === "end";
};
var isWord = (alternative) => alternative.elements.length > 0 && alternative.elements.every((element) => element.type === "Character" && /^[\w -]$/.test(element.raw));
function looseAlternative(regex) {
  const alternatives = regex.pattern.alternatives;
  const first = alternatives[0];
  const last = alternatives.at(-1);
  if (!first || !last || alternatives.length < 2) return false;
  const start = startsAnchored(first);
  const end = endsAnchored(last);
  if (!start && !end) return false;
  const inner = alternatives.map((alternative, index) => ({
    ...alternative,
    elements: alternative.elements.slice(index === 0 && start ? 1 : 0, index === alternatives.length - 1 && end ? -1 : void 0)
  }));
  const loose = alternatives.find((alternative) => !startsAnchored(alternative) && !endsAnchored(alternative));
  if (!loose || !inner.every(isWord)) return false;
  const words = inner.map((alternative) => alternative.elements.map((element) => element.raw).join(""));
  return {
    details: {
      pattern: excerpt(regex.source, 60),
      anchors: start && end ? "`^` and `$` bind" : start ? "`^` binds" : "`$` binds",
      which: start && end ? "first and the last alternative" : start ? "first alternative" : "last alternative",
      loose: excerpt(loose.raw, 30),
      grouped: excerpt(`${start ? "^" : ""}(?:${words.join("|")})${end ? "$" : ""}`, 60)
    }
  };
}

// src/rules/debug-output.ts
function looksLikeDebugOutput(strings, valueCount) {
  if (strings.length === 0) return valueCount > 0;
  if (strings.some((text) => DEBUG_TEXT.test(text) || SELF_DOCUMENTING.test(text))) return true;
  return valueCount > 0 && strings.every((text) => LABEL.test(text));
}
var DEBUG_TEXT = /\b(debug|here|got here|reached|xxx|wtf|dbg)\b|>>>|<<<|={3,}|\*{3,}|-{2,}>/i;
var SELF_DOCUMENTING = /\{[^{}:!]+=\s*(![rsa])?(:[^{}]*)?\}/;
var LABEL = /^[a-z]*["'`]\s*[\w.-]+(\s[\w.-]+)?\s*[:=]?\s*["'`]$/i;

// src/rules/counterpart-before.ts
var nodesByType = /* @__PURE__ */ new WeakMap();
function nodesOfType(before, type) {
  let byType = nodesByType.get(before);
  if (!byType) {
    byType = /* @__PURE__ */ new Map();
    nodesByType.set(before, byType);
  }
  let nodes = byType.get(type);
  if (!nodes) {
    nodes = before.root.descendantsOfType(type);
    byType.set(type, nodes);
  }
  return nodes;
}
function counterpartBefore(node, context, nameOf) {
  const before = context.before();
  if (!before) return void 0;
  const line = before.lineBefore(node.startPosition.row + 1);
  if (line !== void 0) {
    const row = line - 1;
    for (let candidate = before.root.descendantForPosition({ row, column: node.startPosition.column }); candidate; candidate = candidate.parent) {
      if (candidate.startPosition.row !== row) break;
      if (candidate.type === node.type) return candidate;
    }
  }
  const name = nameOf(node);
  if (name === void 0) return null;
  return nodesOfType(before, node.type).find((candidate) => nameOf(candidate) === name) ?? null;
}

// src/rules/catalog/review/decimal-file-mode/looks-octal.ts
function looksOctal(literal) {
  return /^[1-7][0-7]{2}$/.test(literal);
}
function modeDetails(literal) {
  return { mode: literal, octal: `0o${Number(literal).toString(8)}` };
}

// src/rules/catalog/review/dereference-after-nil-check/nil-check.ts
var NEVER_RETURNS_NAME = /(?:^|\.)(?:throw|fail|abort|exit|die|panic|bail|raise|fatal|invariant|unreachable|Throw|Fail|Abort|Exit|Die|Panic|Bail|Raise|Fatal|Invariant|Unreachable)(?:[A-Z_]\w*)?$/;
function callsEndingHelper(statement, syntax) {
  const call = statement.type === "expression_statement" ? statement.namedChildren[0] : void 0;
  const name = call?.type === syntax.callType ? call.childForFieldName("function")?.text.split(".").at(-1) : void 0;
  const bodies = name ? statement.tree.rootNode.descendantsOfType([...syntax.definitionTypes]).filter((fn) => fn.childForFieldName("name")?.text === name).flatMap((fn) => fn.childForFieldName("body") ?? []) : [];
  return bodies.length > 0 && bodies.every((body) => {
    const last = syntax.statementsOf(body).at(-1);
    return last !== void 0 && syntax.ends(last);
  });
}
function* nodesOf(root) {
  const stack = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    yield node;
    for (let index = node.namedChildCount - 1; index >= 0; index--) {
      const child = node.namedChild(index);
      if (child) stack.push(child);
    }
  }
}
function assignsWithin(root, name, syntax) {
  for (const node of nodesOf(root)) if (syntax.assigns(node, name)) return true;
  return false;
}
function straightDereference(statement, name, syntax) {
  for (const node of nodesOf(statement)) {
    if (!syntax.dereferenceOf(node, name)) continue;
    let guarded = false;
    for (let current = node.parent; current && current.id !== statement.parent?.id; current = current.parent) {
      if (syntax.branches(current)) guarded = true;
    }
    if (!guarded) return node;
  }
  return void 0;
}
function dereferenceAfterNilCheck(ifStatement, condition, consequence, syntax) {
  const name = syntax.checkedName(condition);
  if (!name) return void 0;
  const statements = syntax.statementsOf(consequence);
  const last = statements[statements.length - 1];
  if (!last || syntax.ends(last) || syntax.branches(last) || callsEndingHelper(last, syntax)) return void 0;
  if (statements.some((statement) => assignsWithin(statement, name, syntax))) return void 0;
  const fn = syntax.enclosingFunction(ifStatement);
  if (!fn || !syntax.isLocal(fn, name)) return void 0;
  for (const node of nodesOf(fn)) if (node.id !== fn.id && syntax.enclosingFunction(node)?.id !== fn.id && syntax.assigns(node, name)) return void 0;
  for (let next = ifStatement.nextNamedSibling; next; next = next.nextNamedSibling) {
    const dereference = straightDereference(next, name, syntax);
    if (dereference) return { name, dereference };
    if (assignsWithin(next, name, syntax)) return void 0;
  }
  return void 0;
}
function nilCheckImplementation(syntax, spec) {
  return {
    ...spec,
    check: ({ target, captures }) => {
      const { condition, consequence } = captures;
      const found = condition && consequence ? dereferenceAfterNilCheck(target, condition, consequence, syntax) : void 0;
      if (!found || !condition) return false;
      const check = condition.text.replace(/^\(([^]*)\)$/, "$1");
      return { line: found.dereference.startPosition.row + 1, details: { name: found.name, dereference: found.dereference.text, check } };
    }
  };
}

// src/rules/changed-line-of.ts
function changedLineOf(context, ...nodes) {
  for (const node of nodes) {
    for (let row = node.startPosition.row; row <= node.endPosition.row; row += 1) {
      if (context.isChanged(row + 1)) return row + 1;
    }
  }
  return (nodes[0]?.startPosition.row ?? 0) + 1;
}

// src/rules/catalog/review/impossible-length-comparison/impossible-length-hit.ts
function alwaysValue(operator, lengthOnLeft) {
  const normal = lengthOnLeft ? operator : { "<": ">", ">": "<", "<=": ">=", ">=": "<=" }[operator];
  if (normal === "<") return "false";
  if (normal === ">=") return "true";
  return void 0;
}
function impossibleLengthHit(comparison, left, operator, right, syntax) {
  const lengthOnLeft = syntax.isLength(left) && syntax.isZero(right);
  if (!lengthOnLeft && !(syntax.isZero(left) && syntax.isLength(right))) return false;
  const always = alwaysValue(operator, lengthOnLeft);
  if (always === void 0) return false;
  return { details: { expression: excerpt(comparison.text, 60), always: syntax.booleans[always === "true" ? 0 : 1] } };
}

// src/rules/catalog/review/leaked-credential/credential-check.ts
var CREDENTIAL_CHECK = {
  textGate: TOKEN_SHAPE_GATE,
  check: ({ target, context }) => leakedCredentialHits(target.text, target.startPosition.row, target.startPosition.column, context)
};

// src/rules/catalog/review/leaked-credential/token-pieces.ts
var tokenPieces = (...pieces) => pieces.join("");

// src/rules/catalog/review/lost-regex-escape/lost-escape.ts
function lostEscape(body, dropped) {
  for (let index = 0; index < body.length - 1; index++) {
    if (body[index] !== "\\") continue;
    const next = body[index + 1] ?? "";
    if (next === "b" && /\w/.test(`${body[index - 1] ?? ""}${body[index + 2] ?? ""}`)) return { escape: "\\b", becomes: "a backspace character" };
    if (dropped.has(next)) return { escape: `\\${next}`, becomes: `a plain \`${next}\`` };
    index++;
  }
  return void 0;
}
function backspaceHit(node, body, fix) {
  const lost = lostEscape(body, /* @__PURE__ */ new Set());
  return lost ? { details: { pattern: excerpt(node.text, 60), ...lost, consequence: "the word boundary is never there, and the pattern never matches", fix } } : false;
}

// src/rules/catalog/review/mixed-case-range/mixed-range.ts
var MIXED_RANGE_GATE = /[0-9A-Za-z]-[0-9A-Za-z]/;
var KIND_NAMES = { digit: "a digit", upper: "an upper-case letter", lower: "a lower-case letter" };
var FULL = { digit: "0-9", upper: "A-Z", lower: "a-z" };
function kindOf(character) {
  if (character.raw.length !== 1) return void 0;
  const c = character.raw;
  if (c >= "0" && c <= "9") return "digit";
  if (c >= "A" && c <= "Z") return "upper";
  if (c >= "a" && c <= "z") return "lower";
  return void 0;
}
function between(min, max) {
  let text = "";
  for (let code = min; code <= max; code += 1) {
    const c = String.fromCharCode(code);
    if (!/[0-9A-Za-z]/.test(c)) text += c;
  }
  return text;
}
function mixedCaseRange(regex) {
  let hit = false;
  visitRegExpAST(regex.pattern, {
    onCharacterClassRangeEnter: (range) => {
      if (hit) return;
      const from = kindOf(range.min);
      const to = kindOf(range.max);
      if (!from || !to || from === to || range.min.value > range.max.value) return;
      const kinds = ["digit", "upper", "lower"].filter((kind) => kind === from || kind === to || from === "digit" && to === "lower");
      hit = {
        details: {
          pattern: excerpt(regex.source, 60),
          range: range.raw,
          from: `${KIND_NAMES[from]} (\`${range.min.raw}\`)`,
          to: `${KIND_NAMES[to]} (\`${range.max.raw}\`)`,
          extra: `\`${between(range.min.value, range.max.value)}\``,
          fixed: kinds.map((kind) => FULL[kind]).join("")
        }
      };
    }
  });
  return hit;
}

// src/rules/catalog/review/off-by-one-index/loop-hit.ts
function offByOneHit(target, body, loop, reading, context, consequence) {
  let access;
  const stack = [body];
  while (stack.length > 0) {
    const node = stack.pop();
    if (reading.comparesIndex(node, loop.index) || reading.mentionsLength(node, loop) || reading.assignsIndex(node, loop.index)) return false;
    if (reading.isAccess(node, loop) && (!access || node.startIndex < access.startIndex)) access = node;
    for (const child of node.namedChildren) if (child) stack.push(child);
  }
  if (!access) return false;
  const header = target.startPosition.row + 1;
  return {
    line: context.isChanged(header) ? header : access.startPosition.row + 1,
    details: { index: loop.index, bound: loop.bound, access: access.text, consequence }
  };
}

// src/rules/catalog/review/overly-large-range/large-range.ts
var KIND_NAMES2 = {
  digit: "the digits",
  capital: "the capital letters",
  lowercase: "the lowercase letters",
  punctuation: "punctuation"
};
function kindOf2(code) {
  if (code >= 48 && code <= 57) return "digit";
  if (code >= 65 && code <= 90) return "capital";
  if (code >= 97 && code <= 122) return "lowercase";
  return "punctuation";
}
function largeRange(pattern) {
  for (const set of characterClasses(pattern)) {
    for (const element of set.elements) {
      if (element.type !== "CharacterClassRange") continue;
      const { min, max } = element;
      if (min.value < 33 || max.value > 126) continue;
      const from = kindOf2(min.value);
      const to = kindOf2(max.value);
      const caseSlip = from === "capital" && to === "lowercase";
      const extra = /* @__PURE__ */ new Set();
      for (let code = min.value + 1; code < max.value; code += 1) if (kindOf2(code) !== from && kindOf2(code) !== to) extra.add(kindOf2(code));
      if (!caseSlip && (extra.size === 0 || !set.elements.some((other) => other !== element && overlaps(other, min.value + 1, max.value - 1)))) continue;
      if (caseSlip) extra.add("punctuation");
      const names = [...extra].map((kind) => KIND_NAMES2[kind]);
      return {
        range: element.raw,
        from: min.raw,
        to: max.raw,
        extra: names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : names[0] ?? ""
      };
    }
  }
  return void 0;
}
var SET_RANGES = {
  word: [
    [48, 57],
    [65, 90],
    [95, 95],
    [97, 122]
  ],
  digit: [[48, 57]]
};
function overlaps(element, low, high) {
  const within = ([start, end]) => start <= high && end >= low;
  if (element.type === "Character") return within([element.value, element.value]);
  if (element.type === "CharacterClassRange") return within([element.min.value, element.max.value]);
  if (element.type === "CharacterSet" && (element.kind === "word" || element.kind === "digit") && !element.negate)
    return SET_RANGES[element.kind]?.some(within) ?? false;
  return false;
}

// src/rules/catalog/review/overly-large-range/overly-large-range-hit.ts
function overlyLargeRange(regex) {
  const found = largeRange(regex.pattern);
  return found ? { details: { ...found, pattern: excerpt(regex.source, 60) } } : false;
}

// src/rules/catalog/review/overwritten-element/repeated-store.ts
var VARYING = /[()]|\+\+|--|[^=!<>]=[^=]/;
function storeInto(element, value, elementTypes) {
  if (!element || !value || !elementTypes.includes(element.type) || VARYING.test(element.text)) return void 0;
  return { element: element.text, value };
}
var compact = (text) => text.replace(/\s+/g, "");
var EMPTY = /^(void 0|undefined|null|None|nil)$/;
var CALL = /\w\s*\(/;
function repeatedStore(statement, read) {
  const store = read(statement);
  let previous = statement.previousNamedSibling;
  while (previous?.type === "comment") previous = previous.previousNamedSibling;
  const earlier = store && previous ? read(previous) : void 0;
  if (!store || !previous || !earlier) return false;
  const element = compact(store.element);
  if (element !== compact(earlier.element) || EMPTY.test(earlier.value.text) || compact(store.value.text).includes(element) || CALL.test(store.value.text))
    return false;
  return { details: { element: excerpt(store.element, 50), earlier: String(previous.startPosition.row + 1) } };
}

// src/rules/catalog/review/parameter-no-longer-read/dropped-parameters.ts
var IGNORED = /^_/;
var DEPRECATED = /deprecat/i;
function readsIn(body, readTypes) {
  return new Set(body?.descendantsOfType([...readTypes]).map((node) => node.text) ?? []);
}
function droppedParameters(fn, context, shape) {
  const name = shape.name(fn);
  const parameters = shape.parameters(fn).filter((parameter) => !IGNORED.test(parameter.text));
  if (!name || parameters.length === 0 || context.isNewFile !== false) return [];
  const reads = readsIn(shape.body(fn), shape.readTypes);
  if (shape.readsAll !== void 0 && reads.has(shape.readsAll)) return [];
  const unread = parameters.filter((parameter) => !reads.has(parameter.text));
  if (unread.length === 0 || unread.length === parameters.length) return [];
  if (DEPRECATED.test(fn.text) || DEPRECATED.test(context.lines[fn.startPosition.row - 1] ?? "")) return [];
  const earlier = counterpartBefore(fn, context, shape.name);
  if (!earlier) return [];
  const earlierParameters = new Set(shape.parameters(earlier).map((parameter) => parameter.text));
  const earlierReads = readsIn(shape.body(earlier), shape.readTypes);
  return unread.filter((parameter) => earlierParameters.has(parameter.text) && earlierReads.has(parameter.text)).map((parameter) => ({
    line: parameter.startPosition.row + 1,
    column: parameter.startPosition.column + 1,
    details: { name: parameter.text, function: name },
    onConstruct: true
  }));
}

// src/rules/catalog/review/removal-skips-next/removal-hit.ts
function removalHit(body, loop, reading, details) {
  const { index, collection } = loop;
  if (body.text.replace(/\s/g, "").includes(`${collection}[${index}+1]`)) return false;
  let removal;
  const stack = [body];
  while (stack.length > 0) {
    const node = stack.pop();
    if (reading.movesIndex(node)) return false;
    if (!removal && reading.isRemoval(node) && !endsAfter(node, body, reading) && !reading.removesOneKey?.(node)) removal = node;
    for (const child of node.namedChildren) if (child) stack.push(child);
  }
  const walks = `the loop counts \`${index}\` up`;
  return removal ? { line: removal.startPosition.row + 1, details: { walks, ...details, index, removal: removal.text } } : false;
}
function endsAfter(node, body, reading) {
  for (let inner = node; inner && !inner.equals(body) && !/^(for|while)_statement$/.test(inner.type); inner = inner.parent) {
    if (reading.endsLoop(inner)) return true;
    for (let next = inner.nextNamedSibling; next; next = next.nextNamedSibling) if (reading.endsLoop(next)) return true;
  }
  return false;
}
function guardedByKey(removal, loop) {
  let guard = removal.parent;
  while (guard && guard.type !== "if_statement") guard = guard.parent;
  let condition = guard?.childForFieldName("condition");
  while (condition?.type === "parenthesized_expression") condition = condition.namedChildren[0] ?? null;
  if (condition?.type !== "binary_expression" || !["==", "==="].includes(condition.childForFieldName("operator")?.text ?? "")) return false;
  const sides = [condition.childForFieldName("left"), condition.childForFieldName("right")];
  const aboutElement = (side) => loop.elements.some((element) => side?.text === element || side?.text.startsWith(`${element}.`));
  const key = sides.find((side) => !aboutElement(side));
  return sides.some(aboutElement) && key !== void 0 && key !== null && KEY_TYPES.has(key.type) && !new RegExp(`(?<![\\w$])${loop.index.replace(/\$/g, "\\$")}(?![\\w$])`).test(key.text);
}
var KEY_TYPES = /* @__PURE__ */ new Set(["identifier", "member_expression", "selector_expression"]);

// src/rules/catalog/review/sql-injection/built-sql.ts
function builtSql(target, argument, context, syntax, isSql = looksLikeSql) {
  const built = builtArgument(argument, syntax.read, syntax.assignedValues, isSql);
  return built && { line: changedLineOf(context, target, built.node), details: { how: built.how } };
}

// src/rules/catalog/review/swapped-arguments/swapped-pair.ts
function signatureTable(definitions) {
  const table = /* @__PURE__ */ new Map();
  const ambiguous = /* @__PURE__ */ new Set();
  for (const [name, signature] of definitions) {
    const known = table.get(name);
    if (known && known.join(",") !== signature.join(",")) ambiguous.add(name);
    table.set(name, signature);
  }
  for (const name of ambiguous) table.delete(name);
  return table;
}
function orderedAbove(call, first, second) {
  const [a, b] = [first, second].map((name) => name.replace(/\$/g, "\\$"));
  const compared = new RegExp(`\\b(${a}\\s*[<>]=?\\s*${b}|${b}\\s*[<>]=?\\s*${a})\\b`);
  for (let node = call.parent; node; node = node.parent) {
    const condition = node.childForFieldName("condition");
    if (condition && compared.test(condition.text)) return true;
  }
  return false;
}
function swappedArguments(call, callee, args, parameters, callerParameters) {
  const declared = new Set(parameters);
  if (args.some((name) => name !== void 0 && !declared.has(name))) return false;
  for (let i = 0; i + 1 < args.length; i += 1) {
    const j = i + 1;
    const first = args[i];
    const second = args[j];
    if (!first || !second || first === second || first.length < 2 || second.length < 2) continue;
    if (parameters[i] !== second || parameters[j] !== first || callerParameters.has(first) && callerParameters.has(second)) continue;
    if (orderedAbove(call, first, second)) continue;
    const fixed = args.map((name, index) => index === i ? second : index === j ? first : name ?? "\u2026");
    return {
      details: {
        call: excerpt(call.text, 60),
        first,
        second,
        callee,
        parameters: `(${parameters.map((name) => name ?? "\u2026").join(", ")})`,
        fixed: `${callee}(${fixed.join(", ")})`
      }
    };
  }
  return false;
}

// src/rules/catalog/review/unescaped-decimal-dot/decimal-dot.ts
var DECIMAL_GATE = /(?:\\d|[0-9])[^\n.]{0,4}(?<!\\)\.[^\n]{0,16}(?:\\d|\[[0-9])/;
function isDigits(element, side) {
  if (!element) return false;
  switch (element.type) {
    case "CharacterSet":
      return element.kind === "digit" && !element.negate;
    case "Character":
      return element.value >= 48 && element.value <= 57;
    case "CharacterClass":
      return !element.negate && element.elements.length > 0 && element.elements.every((inner) => isDigitClassElement(inner));
    case "Quantifier":
      return element.min >= 1 && isDigits(element.element, side);
    case "Group":
    case "CapturingGroup": {
      const [only, ...others] = element.alternatives;
      if (!only || others.length > 0) return false;
      return isDigits(side === "first" ? only.elements[0] : only.elements.at(-1), side);
    }
    default:
      return false;
  }
}
function isDigitClassElement(element) {
  if (element.type === "CharacterClassRange") return element.min.value >= 48 && element.max.value <= 57;
  if (element.type === "Character") return element.value >= 48 && element.value <= 57;
  return element.type === "CharacterSet" && element.kind === "digit" && !element.negate;
}
function neighbour(element, side) {
  const alternative = element.parent;
  if (alternative?.type !== "Alternative") return void 0;
  const index = alternative.elements.indexOf(element);
  const next = alternative.elements[side === "before" ? index - 1 : index + 1];
  if (next) return next;
  const group = alternative.parent;
  if (group.type !== "Group" && group.type !== "CapturingGroup" || group.alternatives.length !== 1) return void 0;
  const outer = group.parent.type === "Quantifier" ? group.parent : group;
  return neighbour(outer, side);
}
function unescapedDecimalDot(regex) {
  let dot;
  visitRegExpAST(regex.pattern, {
    onCharacterSetEnter: (set) => {
      if (dot || set.kind !== "any") return;
      if (isDigits(neighbour(set, "before"), "last") && isDigits(neighbour(set, "after"), "first")) dot = set;
    }
  });
  if (!dot) return false;
  const before = neighbour(dot, "before");
  const after = neighbour(dot, "after");
  return {
    details: {
      pattern: excerpt(regex.source, 60),
      number: `${before?.raw ?? ""}.${after?.raw ?? ""}`
    }
  };
}

// src/rules/catalog/review/unescaped-host-dot/host-dot.ts
var ESCAPED_DOT = "E";
var ANY = "A";
var HOST_GATE = /[\w)-]\.[\w(-][^\n]*(?:com|org|net|edu|gov|uk|io)\b/i;
var HOST = /(?<![a-z0-9-])((?:[a-z0-9-]+[EA])+)(?:com|org|net|edu|gov|uk|io)(?![a-z0-9-])/g;
function unescapedHostDot(regex) {
  let hit = false;
  visitRegExpAST(regex.pattern, {
    onAlternativeEnter: (alternative) => {
      if (hit === false) hit = hostIn(alternative.elements, regex.source);
    }
  });
  return hit;
}
function hostIn(elements, source) {
  const letters = elements.map(letterOf).join("");
  for (const match of letters.matchAll(HOST)) {
    const labels = match[1] ?? "";
    const dot = labels.slice(0, -1).search(/[a-z0-9-]A/) + 1;
    if (dot === 0) continue;
    const start = match.index;
    const host = elements.slice(start, start + match[0].length);
    const label = host.slice(0, dot).map((element) => element.raw).join("");
    return {
      details: {
        pattern: excerpt(source, 60),
        host: host.map((element) => element.raw).join(""),
        label: label.slice(label.search(/[^.\\]*$/)),
        lookalike: host.map((element, index) => index === dot ? "x" : textOf(element)).join(""),
        escaped: host.map((element) => element.type === "CharacterSet" ? "\\." : element.raw).join("")
      }
    };
  }
  return false;
}
function letterOf(element) {
  if (element.type === "CharacterSet" && element.kind === "any") return ANY;
  if (labelChoice(element)) return "x";
  if (element.type !== "Character") return " ";
  if (element.value === 46) return ESCAPED_DOT;
  const character = String.fromCodePoint(element.value).toLowerCase();
  return /^[a-z0-9-]$/.test(character) ? character : " ";
}
function labelChoice(element) {
  return (element.type === "Group" || element.type === "CapturingGroup") && element.alternatives.every(
    (alternative) => alternative.elements.length > 0 && alternative.elements.every((inner) => inner.type === "Character" && /^[a-z0-9-]$/i.test(String.fromCodePoint(inner.value)))
  );
}
function textOf(element) {
  if (element.type === "Character") return String.fromCodePoint(element.value);
  if (labelChoice(element)) return (element.alternatives[0]?.elements ?? []).map(textOf).join("");
  return ".";
}

// src/rules/catalog/review/unreachable-loop/one-pass.ts
function loopLabel(loop, syntax) {
  return loop.parent?.type === "labeled_statement" ? syntax.labelOf(loop.parent) : void 0;
}
function breaksLoop(statement, loop, syntax) {
  const label = syntax.labelOf(statement);
  if (label !== void 0) return label === loopLabel(loop, syntax);
  for (let current = statement.parent; current && current.id !== loop.id; current = current.parent) {
    if (syntax.breakable.has(current.type)) return false;
  }
  return true;
}
function inside(node, syntax) {
  return [node, ...node.namedChildren.filter((child) => !syntax.separate.has(child.type)).flatMap((child) => inside(child, syntax))];
}
function namesBoundIn(loop, syntax) {
  const names = /* @__PURE__ */ new Set();
  for (const node of inside(loop, syntax)) {
    const field = syntax.bindings.get(node.type);
    const bound = field ? node.childForFieldName(field) : null;
    if (bound) {
      for (const name of inside(bound, syntax)) if (name.type === syntax.nameType) names.add(name.text);
    }
  }
  return names;
}
function exitsInside(statement, loop, syntax) {
  return inside(statement, syntax).some(
    (node) => syntax.exits.has(node.type) || node.type === syntax.breakType && syntax.labelOf(node) !== void 0 && syntax.labelOf(node) !== loopLabel(loop, syntax)
  );
}
var ONE_PASS_NOTE = /no-unreachable-loop|SA4004|S1751|\bonce\b|\b(?:one|zero) or (?:one|zero)\b|\bat most one\b|\bonly (?:the )?first\b/i;
function documentedOnePass(loop, lines) {
  const row = loop.startPosition.row;
  if (ONE_PASS_NOTE.test(lines[row] ?? "")) return true;
  for (let above = row - 1; above >= 0 && /^\s*(?:\/\/|#|\/\*|\*)/.test(lines[above] ?? ""); above--) {
    if (ONE_PASS_NOTE.test(lines[above] ?? "")) return true;
  }
  return false;
}
function onePassExit(loop, syntax, lines) {
  if (documentedOnePass(loop, lines)) return false;
  const statements = syntax.statements(loop);
  if (!statements || statements.length < 2) return false;
  const exitIndex = statements.findIndex((statement) => syntax.exits.has(statement.type) || statement.type === syntax.breakType);
  if (exitIndex < 1) return false;
  const exit = statements[exitIndex];
  if (/^\s*(?:\/\/|#|\/\*|\*)/.test(lines[exit.startPosition.row - 1] ?? "")) return false;
  const iterable = syntax.iterable(loop);
  const walksCollection = iterable !== void 0 && iterable !== null && !syntax.literalLists.has(iterable.type);
  const tests = statements.slice(0, exitIndex).filter((statement) => syntax.branching.has(statement.type));
  if (!tests.some((statement) => !walksCollection || exitsInside(statement, loop, syntax))) return false;
  const bound = namesBoundIn(loop, syntax);
  if (exit.type === syntax.returnType && inside(exit, syntax).some((node) => node.type === syntax.nameType && bound.has(node.text))) return false;
  const walked = iterable?.text;
  if (walked !== void 0 && statements.some((statement) => inside(statement, syntax).some((node) => node.id !== loop.id && syntax.iterable(node)?.text === walked)))
    return false;
  let another = false;
  const visit = (node) => {
    if (another) return;
    if (syntax.mayRepeat.has(node.type) || node.type === syntax.breakType && node.id !== exit.id && breaksLoop(node, loop, syntax)) {
      another = true;
      return;
    }
    for (const child of node.namedChildren) if (!syntax.separate.has(child.type)) visit(child);
  };
  for (const statement of statements) visit(statement);
  if (another) return false;
  return { line: exit.startPosition.row + 1, details: { exit: excerpt(exit.text, 60) } };
}

// src/rules/catalog/review/unused-loop-index/unused-index-hit.ts
var FIXED_KEY = /* @__PURE__ */ new Set(["identifier", "number", "integer", "int_literal"]);
function unusedIndexHit(target, body, loop, reading, context) {
  if (loop.index === "_") return false;
  const nodes = [];
  const stack = [body];
  while (stack.length > 0) {
    const node = stack.pop();
    if (reading.names.has(node.type) && node.text === loop.index) return false;
    nodes.push(node);
    for (const child of node.namedChildren) if (child) stack.push(child);
  }
  const access = nodes.filter((node) => {
    const key = reading.keyOf(node, loop.collection);
    return key && FIXED_KEY.has(key.type) && !nodes.some((other) => reading.assigns(other, key.text));
  }).sort((a, b) => a.startIndex - b.startIndex)[0];
  if (!access) return false;
  const header = target.startPosition.row + 1;
  return {
    line: context.isChanged(header) ? header : access.startPosition.row + 1,
    details: { index: loop.index, collection: loop.collection, access: access.text }
  };
}

// src/rules/catalog/review/version-compared-as-text/version-text.ts
var VERSION_LITERAL = /^(?:v|go)?\d+(?:\.\d+)*(?:[-+.][\w.]*)?$/i;
var VERSION_NAME = /version/i;
var NOT_TEXT = /info|major|minor|patch|number|code|int|tuple|num/i;
var ORDERING = /* @__PURE__ */ new Set(["<", "<=", ">", ">="]);
function isVersionLiteral(text) {
  return VERSION_LITERAL.test(text);
}
function isVersionName(name) {
  return name !== void 0 && VERSION_NAME.test(name) && !NOT_TEXT.test(name);
}
function misordered(literal) {
  const prefix = /^(v|go)/i.exec(literal)?.[0] ?? "";
  const parts = literal.slice(prefix.length).split(/[-+]/)[0]?.split(".") ?? ["1"];
  const last = parts.length - 1;
  const earlier = [...parts.slice(0, last), "9"].join(".");
  const later = [...parts.slice(0, last), "10"].join(".");
  return { earlier: `${prefix}${earlier}`, later: `${prefix}${later}` };
}

// src/rules/made-up-fallback.ts
var CLEAR_FALLBACK_CONFIDENCE = 85;
var WEAK_FALLBACK_CONFIDENCE = 70;
var FALLBACK_BY_NAME = /^(try|safe|maybe|attempt|is|has|can|should|check|exists|validate|parse|supports?|detect|probe|guess)([A-Z_]|$)/;
var HIDDEN_LOG_LEVEL = /^(debug|trace|verbose|silly|Debug|Debugf|Debugw|Debugln|Trace|Tracef|Tracew)$/;
function mentions(node, name) {
  return node.type === "identifier" && node.text === name || node.descendantsOfType("identifier").some((identifier) => identifier.text === name);
}
function returnsBooleanStatus(tryBody) {
  return tryBody.descendantsOfType("return_statement").some((statement) => ["true", "false"].includes(statement.namedChildren[0]?.type ?? ""));
}
function promisedFallback(functionName, booleanFallback, tryBody) {
  return FALLBACK_BY_NAME.test(functionName) || booleanFallback && returnsBooleanStatus(tryBody);
}
function fallbackConfidence(logMethods, explained, nothing) {
  const visibleLog = logMethods.some((method) => !HIDDEN_LOG_LEVEL.test(method));
  const hiddenLog = logMethods.length > 0 && !visibleLog;
  return !visibleLog && !explained && (!nothing || hiddenLog) ? CLEAR_FALLBACK_CONFIDENCE : WEAK_FALLBACK_CONFIDENCE;
}

// src/rules/log-only-hit.ts
function logOnlyHit(logMethods, details, path) {
  const hidden = logMethods.every((method) => HIDDEN_LOG_LEVEL.test(method));
  return { details, ...hidden ? { confidence: CLEAR_FALLBACK_CONFIDENCE } : {}, ...severityInSensitiveArea(path) };
}

// src/rules/nesting-depth.ts
var MAX_NESTING_DEPTH = 4;
function nestingChain(node, syntax) {
  const chain = [];
  for (let current = node, type = node.type; current && !syntax.endsChain(type); ) {
    const parent = current.parent;
    const parentType = parent?.type ?? "";
    if (syntax.nestsAt(current, type, parent, parentType)) chain.push(current);
    current = parent;
    type = parentType;
  }
  return chain;
}
function deepestIn(scope, syntax) {
  return scope.descendantsOfType([...syntax.types]).reduce((deepest, node) => Math.max(deepest, nestingChain(node, syntax).length), 0);
}
function deepNestingHit(target, syntax, context) {
  const parent = target.parent;
  if (!syntax.nestsAt(target, target.type, parent, parent?.type ?? "")) return false;
  const chain = nestingChain(target, syntax);
  const depth = chain.length;
  if (depth <= MAX_NESTING_DEPTH) return false;
  const outerTooDeep = chain.slice(1, depth - MAX_NESTING_DEPTH);
  if (outerTooDeep.some((node) => context.isChanged(node.startPosition.row + 1))) return false;
  const fn = syntax.enclosingFunction(target);
  const earlier = fn ? counterpartBefore(fn, context, syntax.nameOf) : void 0;
  if (earlier && deepestIn(earlier, syntax) >= depth) return false;
  return {
    // One level too deep is already hard to follow (80); each level more makes it surer.
    confidence: Math.min(90, 75 + 5 * (depth - MAX_NESTING_DEPTH)),
    details: { statement: target.children[0]?.text ?? target.type, depth: String(depth), function: syntax.functionLabel(fn) }
  };
}

// src/rules/function-length.ts
var MAX_FUNCTION_LINES = 80;
var MIN_GROWTH_LINES = 30;
var TEXT_TYPES = /* @__PURE__ */ new Set(["string", "template_string", "raw_string_literal", "interpreted_string_literal", "concatenated_string"]);
function lineCount(node) {
  return node.endPosition.row - node.startPosition.row + 1;
}
function codeLines(fn, parts) {
  if (lineCount(fn) <= MAX_FUNCTION_LINES) return lineCount(fn);
  const rows = /* @__PURE__ */ new Set();
  const cursor = fn.walk();
  try {
    let entering = true;
    let atRoot = true;
    for (; ; ) {
      if (entering && countOrEnter(cursor, parts, rows, atRoot)) {
        atRoot = false;
        continue;
      }
      atRoot = false;
      if (cursor.gotoNextSibling()) {
        entering = true;
        continue;
      }
      if (!cursor.gotoParent()) break;
      entering = false;
    }
  } finally {
    cursor.delete();
  }
  return rows.size;
}
function countOrEnter(cursor, parts, rows, atRoot) {
  const type = cursor.nodeType;
  if (type.includes("comment")) return false;
  const text = TEXT_TYPES.has(type);
  const start = cursor.startPosition.row;
  const end = text ? start : cursor.endPosition.row;
  if (start === end && rows.has(start)) return false;
  const oneLine = text || start !== end && !atRoot && cursor.nodeIsNamed && isWholePart(cursor, type, end - start + 1, parts);
  if (oneLine || !cursor.gotoFirstChild()) {
    rows.add(start);
    return false;
  }
  return true;
}
function isWholePart(cursor, type, lines, parts) {
  return parts.isFunction(type) && lines > MAX_FUNCTION_LINES || (parts.isIgnored?.(type, () => cursor.currentNode) ?? false);
}
function mayBeLong(fn, lines) {
  const first = fn.startPosition.row;
  const last = fn.endPosition.row;
  if (last - first + 1 <= MAX_FUNCTION_LINES) return false;
  let withText = 0;
  for (let row = first; row <= last; row += 1) if (lines[row]?.trim()) withText += 1;
  return withText > MAX_FUNCTION_LINES || fn.hasError;
}
function confidenceFor(lines) {
  return Math.min(90, 70 + Math.round(40 * (lines - MAX_FUNCTION_LINES) / MAX_FUNCTION_LINES));
}
function longFunctionHit(fn, parts, context) {
  if (!mayBeLong(fn, context.lines)) return false;
  const lines = codeLines(fn, parts);
  if (lines <= MAX_FUNCTION_LINES) return false;
  const header = fn.startPosition.row + 1;
  const name = parts.ownName(fn);
  const details = { name: name ? `\`${name}\`` : parts.unnamed, lines: String(lines), limit: String(MAX_FUNCTION_LINES) };
  const earlier = counterpartBefore(fn, context, parts.nameOf);
  if (earlier === void 0) return context.isChanged(header) ? { line: header, details, confidence: confidenceFor(lines) } : false;
  const linesBefore = earlier === null ? 0 : codeLines(earlier, parts);
  if (linesBefore > MAX_FUNCTION_LINES && lines - linesBefore < MIN_GROWTH_LINES) return false;
  return { line: header, onConstruct: true, details, confidence: confidenceFor(lines) };
}

export {
  rule,
  checkCommentedCode,
  isCodeCall,
  statementsAreCode,
  rule2,
  checkTodoNote,
  TODO_GATE,
  rule3,
  comparisonOf,
  checkChain,
  rule4,
  regexImplementation,
  RegExpValidator,
  parsePattern,
  capturingGroups,
  unescapeLiteral,
  looseAlternative,
  looksLikeDebugOutput,
  counterpartBefore,
  rule5,
  rule6,
  looksOctal,
  modeDetails,
  rule7,
  NEVER_RETURNS_NAME,
  nilCheckImplementation,
  rule8,
  TOKEN_SHAPE_GATE,
  CREDENTIAL_NAME_GATE,
  secretAssignmentHit,
  leakedCredentialHits,
  rule9,
  changedLineOf,
  rule10,
  rule11,
  rule12,
  impossibleLengthHit,
  rule13,
  CREDENTIAL_CHECK,
  tokenPieces,
  rule14,
  lostEscape,
  backspaceHit,
  rule15,
  MIXED_RANGE_GATE,
  mixedCaseRange,
  rule16,
  rule17,
  offByOneHit,
  rule18,
  overlyLargeRange,
  rule19,
  storeInto,
  repeatedStore,
  rule20,
  droppedParameters,
  rule21,
  removalHit,
  guardedByKey,
  rule22,
  rule23,
  rule24,
  builtSql,
  rule25,
  signatureTable,
  swappedArguments,
  rule26,
  DECIMAL_GATE,
  unescapedDecimalDot,
  rule27,
  HOST_GATE,
  unescapedHostDot,
  rule28,
  onePassExit,
  rule29,
  unusedIndexHit,
  rule30,
  ORDERING,
  isVersionLiteral,
  isVersionName,
  misordered,
  HIDDEN_LOG_LEVEL,
  mentions,
  promisedFallback,
  fallbackConfidence,
  logOnlyHit,
  rule31,
  rule32,
  rule33,
  deepNestingHit,
  rule34,
  longFunctionHit,
  rule35,
  rule36,
  rule37
};
