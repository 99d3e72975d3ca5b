import type { RuleHit } from '../../../rule-definition.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { lineOf } from '../../../syntax/python/bug-patterns-helpers.js';
import { BINDING_TYPES, boundBy, isNameRead, scopeOf, silencedByNoqa } from '../../../syntax/python/python-names.js';
import { parametersOf } from '../../../syntax/python/python-syntax.js';
import type { Node } from 'web-tree-sitter';

/** Bindings that make a name local to the function (a comprehension's loop names are the comprehension's own). */
const LOCAL_BINDINGS = BINDING_TYPES.filter((type) => type !== 'for_in_clause');

/** Comprehensions: each binds its own loop names. */
const COMPREHENSIONS = new Set(['list_comprehension', 'set_comprehension', 'dictionary_comprehension', 'generator_expression']);

/** Whether a comprehension around `identifier` binds its name: then it reads the comprehension's own variable. */
function comprehensionVariable(identifier: Node): boolean {
  for (let parent = identifier.parent; parent; parent = parent.parent) {
    if (!COMPREHENSIONS.has(parent.type)) continue;
    const clauses = parent.namedChildren.filter((child) => child.type === 'for_in_clause');
    if (clauses.some((clause) => boundBy(clause).some((name) => name.text === identifier.text))) return true;
  }
  return false;
}

/** Whether a loop of `fn` around `identifier` also holds the position `binding`. */
function loopAround(identifier: Node, fn: Node, binding: number): boolean {
  for (let parent = identifier.parent; parent && parent.id !== fn.id; parent = parent.parent) {
    if ((parent.type === 'for_statement' || parent.type === 'while_statement') && binding < parent.endIndex) return true;
  }
  return false;
}

/** A handler that expects the name to be missing: the function tests for it on purpose. */
const CATCHES_NAME_ERROR = /\bexcept\b[^:\n]*\b(NameError|UnboundLocalError)\b/;

/**
 * The names `fn` binds in its own scope, each with where its first binding starts, leaving out the names the rule
 * cannot order: parameters, `global`/`nonlocal` declarations and `:=` targets.
 */
function firstBindings(fn: Node): { first: Map<string, number>; targets: Set<number> } {
  const first = new Map<string, number>();
  const targets = new Set<number>();
  const body = fn.childForFieldName('body');
  if (!body) return { first, targets };
  for (const node of body.descendantsOfType(LOCAL_BINDINGS)) {
    if (scopeOf(node).id !== fn.id) continue;
    for (const name of boundBy(node)) {
      // An augmented assignment reads its target first: that read is the one to report.
      if (node.type !== 'augmented_assignment') targets.add(name.id);
      if (!first.has(name.text) || node.startIndex < (first.get(name.text) ?? 0)) first.set(name.text, node.startIndex);
    }
  }
  const unordered = new Set(parametersOf(fn).map((parameter) => parameter.name));
  for (const statement of body.descendantsOfType(['global_statement', 'nonlocal_statement', 'named_expression'])) {
    if (statement.type === 'named_expression') unordered.add(statement.childForFieldName('name')?.text ?? '');
    else for (const identifier of statement.descendantsOfType('identifier')) unordered.add(identifier.text);
  }
  for (const name of unordered) first.delete(name);
  return { first, targets };
}

export const implementation: LanguageImplementation = {
  languages: ['python'],
  query: '(function_definition body: (block) @body) @target',
  check: ({ target, captures, context }) => {
    const body = captures.body;
    if (!body) return false;
    const changed = body.descendantsOfType('identifier').filter((identifier) => context.isChanged(lineOf(identifier)));
    if (changed.length === 0 || CATCHES_NAME_ERROR.test(body.text)) return false;
    const { first, targets } = firstBindings(target);
    const hits: RuleHit[] = [];
    const reported = new Set<string>();
    for (const identifier of changed) {
      const name = identifier.text;
      const binding = first.get(name);
      if (binding === undefined || identifier.startIndex > binding || reported.has(name)) continue;
      // Nested functions, lambdas and classes run later, after the assignment.
      if (targets.has(identifier.id) || scopeOf(identifier).id !== target.id || !isNameRead(identifier) || comprehensionVariable(identifier)) continue;
      // In a loop that assigns it further on, an earlier pass may have assigned it (a state machine's variables).
      if (loopAround(identifier, target, binding) || silencedByNoqa(context.lines, lineOf(identifier), ['F823', 'F821'])) continue;
      reported.add(name);
      hits.push({ line: lineOf(identifier), column: identifier.startPosition.column + 1, details: { name } });
    }
    return hits;
  },
  examples: {
    match: [
      'requests_served = 0\n\ndef handle(request):\n    requests_served += 1\n    return respond(request)',
      'from app.config import settings\n\ndef load(path):\n    if settings.debug:\n        print(path)\n    settings = read(path)\n    return settings',
      'def total(rows):\n    for row in rows:\n        if row.amount > limit:\n            break\n    limit = 10\n    return limit',
    ],
    noMatch: [
      'requests_served = 0\n\ndef handle(request):\n    global requests_served\n    requests_served += 1',
      'def total(rows):\n    subtotal = 0\n    for row in rows:\n        subtotal += row.amount\n    return subtotal',
      'def scan(items):\n    found = [value for item in items if (value := item.get("x"))]\n    return found',
      'def outer():\n    def inner():\n        return value\n    value = 1\n    return inner',
      'def step(x):\n    x = x + 1\n    return x',
      'def lex(lines):\n    for line in lines:\n        if pending:\n            yield start, line\n        pending, start = line.endswith("\\\\"), len(line)',
      'def names(table):\n    keys = [key for key in table if key]\n    for key in keys:\n        print(key)',
      'def cached():\n    try:\n        return result\n    except NameError:\n        result = compute()\n        return result',
    ],
  },
};
