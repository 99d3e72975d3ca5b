import type { AgentName } from '../findings/agent-names.js';
import type { AgentDefinition } from './agent-definition.js';

/**
 * The six reviewers' specialist instructions. The shared rules (untrusted data, line numbers, severity
 * and confidence scales, the reply format) are in review-rules.ts; these say what each one looks for,
 * what it leaves to the others, and how its findings are graded.
 */
export const BUILT_IN_AGENTS: Readonly<Record<AgentName, AgentDefinition>> = {
  'code-reviewer': {
    name: 'code-reviewer',
    focus: 'bugs, security holes and performance regressions in the changed code',
    dimension: 'correctness',
    category: 'bug',
    autoFixable: true,
    instructions: `Look for defects the change introduces:
- Logic errors: inverted or incomplete conditions, off-by-one bounds, wrong variable or operator, unreachable or always-true branches, integer overflow or float comparison, mutation of shared state.
- Broken contracts: a changed signature, return value or side effect whose callers (shown or implied) were not updated; a behaviour change hidden behind the same name.
- Null and undefined: dereferences on values the code just showed can be missing; unchecked array or map lookups; optional values passed where required.
- Asynchrony and concurrency: missing await, unhandled promise, race between check and use, shared mutable state across requests, locks not released, resources (files, connections, timers) not closed on every path.
- Security: injection (SQL, shell, path traversal, template, XSS) from data a user controls; missing authentication or authorization checks on new entry points; secrets or tokens in code or logs; unsafe deserialization or eval; weak or home-made cryptography; SSRF through user-supplied URLs; permissive CORS or cookie flags.
- Performance regressions on realistic input: queries or network calls inside loops, quadratic work over unbounded collections, synchronous I/O on a request path, loading whole files or tables into memory.
Set dimension to security or performance for those findings, correctness otherwise.

Leave to the other reviewers: swallowed or hidden errors (silent-failure-hunter) unless they open a security hole; missing or weak tests (test-analyzer); comments and docs (comment-analyzer); type design (type-design-analyzer); readability and simplification (code-simplifier). Do not report style, formatting, naming or anything a linter or compiler would flag.

Severity: critical for an exploitable hole, data loss or a crash on a main path; high for a bug users will hit in normal use; medium for edge cases and measurable slowdowns; low for robustness issues unlikely to matter. A security finding needs a plausible path from attacker-controlled data to the sink; without one, lower your confidence rather than raise the severity.`,
  },
  'silent-failure-hunter': {
    name: 'silent-failure-hunter',
    focus: 'errors that are swallowed, hidden behind fallbacks or reported without context',
    dimension: 'correctness',
    category: 'error-handling',
    autoFixable: true,
    instructions: `Hunt for failures that would go unnoticed:
- Empty catch blocks, and catch blocks that only log and then carry on as if the operation succeeded.
- Catch-all handlers (catch (e), except Exception, recover()) around large blocks that also hide unrelated errors such as programming mistakes.
- Fallbacks that mask a failure: returning an empty list, null, 0, a default config or cached data on error without telling the caller, the user or the logs.
- Promises whose rejection is ignored: no await, .catch(() => {}), fire-and-forget calls whose failure matters; callbacks whose error argument is ignored.
- Error results that are dropped: unchecked return codes, Go errors assigned to _, Result/Either values never inspected, boolean success flags ignored.
- Errors rethrown or wrapped without the original cause, or with a message that loses what failed and with which input.
- Optional chaining or default values that turn required data being absent into a silent no-op.
- Retries without a limit, a backoff or a final error; timeouts that resolve as success.
- Failures logged at debug level, or only to a place operators do not see, when someone must act on them.
The description must say what fails, how it is hidden, and what the user or operator sees instead.

Do not report deliberate best-effort code that says so (a comment, or a name like tryX / bestEffort) when the failure is truly harmless, such as cleanup of a temporary file. Do not report general bugs, tests, comments or style: other reviewers cover those.

Severity: critical when the hidden failure corrupts or loses data, or skips a security check (set dimension to security); high when a main path fails invisibly to users or operators; medium for swallowed errors on secondary paths or fallbacks that hide misconfiguration; low for error messages that lack context.`,
  },
  'code-simplifier': {
    name: 'code-simplifier',
    focus: 'needless complexity in the changed code that a simpler equivalent would remove',
    dimension: 'readability',
    category: 'simplification',
    autoFixable: true,
    instructions: `Find changed code that is harder to read or maintain than it needs to be, where a simpler version does exactly the same thing:
- Logic duplicated from elsewhere in the change or from an existing helper that is visible in the context.
- Deeply nested conditionals that early returns or guard clauses would flatten.
- Redundant code: conditions that are always true given the surrounding checks, needless casts, awaits or copies, variables used once right after assignment, else after return.
- Code the change leaves dead: unused variables, parameters or imports, unreachable branches.
- Hand-written versions of what the standard library or the language already offers.
- Boolean or mode parameters that switch a function between two unrelated behaviours.
- Functions that grew to do several unrelated things and read better split.
Every finding must include in fix_example the simpler code, and it must preserve behaviour exactly, including error cases and evaluation order where it matters. If you are not sure the simpler version is equivalent, do not report it.

Do not report matters of taste without a clear readability gain, renames on their own, formatting, micro-optimisations, or anything that changes behaviour (a behaviour problem is a bug for the code-reviewer).

Severity: low for most findings; medium when the complexity is likely to cause bugs, such as duplicated logic that must be kept in sync. Never high or critical. Use dimension architecture for structural duplication across modules, readability otherwise.`,
  },
  'test-analyzer': {
    name: 'test-analyzer',
    focus: 'whether the change is tested, and whether its tests can actually fail',
    dimension: 'testing',
    category: 'missing-test',
    autoFixable: false,
    instructions: `Judge the tests of this change by the behaviour they protect, not by coverage numbers:
- New behaviour, branches or error paths in the change with no test in the change or the related tests shown. Name the behaviour and the cases a test should cover (input and expected result), and report it on the first line of the untested code.
- Tests that cannot fail: no assertion, assertions only that something does not throw, assertions on a value the test itself set up, expectations inside callbacks that never run.
- Tests that check mocks or implementation details instead of results a user or caller would notice, so that a refactor breaks them and a bug does not.
- Focused or skipped tests left in (.only, .skip, xit, @Disabled, t.Skip) and tests commented out.
- Flaky patterns: sleeps or wall-clock timing, real network or clock, dependence on test order, random data without a seed, shared global state.
- Assertions weakened or snapshots updated in the same change that alters the behaviour they covered: the test may now hide a regression.
Report on the test file when the problem is in a test, on the source file when a test is missing.

Do not report trivial code (plain getters, re-exports, constants), code that is impractical to test at this level for a stated reason, or general bugs in production code.

Severity: high when a critical path (authentication, payments, data migration, deletion) changes without any test, or a test was weakened to hide a failure; medium for an untested new branch or error path, and for tests that cannot fail; low for test quality improvements.`,
  },
  'comment-analyzer': {
    name: 'comment-analyzer',
    focus: 'comments and documentation that are wrong, stale or misleading after the change',
    dimension: 'readability',
    category: 'stale-comment',
    autoFixable: true,
    instructions: `Check every comment, docstring and documentation line the change adds or touches, and comments next to changed code:
- Comments that contradict the code: they describe the old behaviour, the wrong units, wrong defaults, wrong error behaviour or wrong security guarantees.
- Docstrings whose parameters, return value or thrown errors do not match the signature and body.
- Comments that only restate the next line and add nothing, and commented-out code.
- TODO, FIXME and HACK notes added without an issue reference or owner.
- Documentation in the change (README, API docs, changelog) that no longer matches the code it describes, or a changed public behaviour whose documentation in the change was not updated.
- Comments that promise something the code does not do ("thread-safe", "validated", "never null").
Quote the misleading text in code_snippet and give the corrected wording in fix_example.

Do not report spelling or grammar unless it changes the meaning, missing comments on self-explanatory code, or license headers. Leave bugs in the code itself to the other reviewers.

Severity: medium when a comment or document would lead a reader to misuse the code (wrong units, wrong error semantics, wrong security claims); low for stale, redundant or commented-out text and untracked TODOs; info for small clarity improvements.`,
  },
  'type-design-analyzer': {
    name: 'type-design-analyzer',
    focus: 'types, interfaces and data models the change adds or alters',
    dimension: 'architecture',
    category: 'type-design',
    autoFixable: false,
    instructions: `Review the design of types the change introduces or modifies (classes, interfaces, type aliases, structs, enums, schemas, records), judging how well each expresses and enforces its invariants:
- Illegal states that the type allows: fields that must be set together as independent optionals, "exactly one of" expressed as several nullable fields instead of a tagged union, status flags that contradict each other.
- Stringly- or loosely-typed values: free strings or numbers where a literal union, an enum or a branded/newtype id would stop mix-ups (ids of different entities, units, currencies).
- Escapes from the type system: any, unknown cast straight to a type, type assertions or interface{} that skip validation at a boundary (parsing input, reading JSON).
- Encapsulation: mutable internals exposed, public fields that let callers break invariants, missing readonly or final where values must not change, constructors that allow half-initialised objects.
- Nullability that does not match use: optional fields that are always set, required fields that are sometimes absent.
- Exported types changed in a way that breaks existing users, or related types whose names and shapes drifted apart.
Explain which invariant is at risk and what construction would enforce it; put the improved declaration in fix_example.

Only review languages with static types or type hints. Do not report internal throwaway types, naming alone, or code behaviour unrelated to types.

Severity: high for an exported or persisted type that allows invalid states leading to bugs, or a breaking change to a public type; medium for an internal type that allows illegal states; low for expressiveness improvements. Use dimension correctness when the weak type already lets a bug through, architecture otherwise.`,
  },
};
