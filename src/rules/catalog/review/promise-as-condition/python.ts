import type { Node } from 'web-tree-sitter';
import { excerpt } from '../../../excerpt.js';
import { perFile } from '../../../per-file.js';
import type { LanguageImplementation } from '../../../rule-folder.js';

/** `async def` (the keyword is the definition's first child), undecorated: a decorator may make it a plain function. */
function isPlainCoroutine(definition: Node): boolean {
  return definition.type === 'function_definition' && definition.child(0)?.type === 'async' && definition.parent?.type !== 'decorated_definition';
}

/** The names a block defines only as plain coroutines: defined once, as `async def`, and not assigned otherwise. */
function coroutinesOf(block: Node | null): ReadonlySet<string> {
  const coroutines = new Set<string>();
  const others = new Set<string>();
  for (const statement of block?.namedChildren ?? []) {
    const definition = statement?.type === 'decorated_definition' ? statement.childForFieldName('definition') : statement;
    const name = definition?.type === 'function_definition' ? definition.childForFieldName('name')?.text : undefined;
    if (name && definition) (isPlainCoroutine(definition) && !coroutines.has(name) ? coroutines : others).add(name);
    if (statement?.type === 'expression_statement') {
      for (const assignment of statement.namedChildren) if (assignment?.type === 'assignment') others.add(assignment.childForFieldName('left')?.text ?? '');
    }
  }
  for (const name of others) coroutines.delete(name);
  return coroutines;
}

const moduleCoroutines = perFile((context) => coroutinesOf(context.root));

/** The calls whose truth a condition tests: itself, under `not`, and each side of `and`/`or`. */
function testedCalls(condition: Node): Node[] {
  if (condition.type === 'parenthesized_expression') return condition.namedChildren.flatMap((inner) => (inner ? testedCalls(inner) : []));
  if (condition.type === 'not_operator') {
    const argument = condition.childForFieldName('argument');
    return argument ? testedCalls(argument) : [];
  }
  if (condition.type === 'boolean_operator') {
    return [condition.childForFieldName('left'), condition.childForFieldName('right')].flatMap((side) => (side ? testedCalls(side) : []));
  }
  return condition.type === 'call' ? [condition] : [];
}

/** The class around `node`, for its `self.method()` calls. */
function enclosingClassBody(node: Node): Node | null {
  let current = node.parent;
  while (current && current.type !== 'class_definition') current = current.parent;
  return current?.childForFieldName('body') ?? null;
}

export const implementation: LanguageImplementation = {
  languages: ['python'],
  query: `(if_statement condition: (_) @condition) @target
      (elif_clause condition: (_) @condition) @target
      (while_statement condition: (_) @condition) @target`,
  textGate: /async\s+def/,
  check: ({ captures, context }) => {
    for (const call of captures.condition ? testedCalls(captures.condition) : []) {
      const callee = call.childForFieldName('function');
      const object = callee?.type === 'attribute' ? callee.childForFieldName('object')?.text : undefined;
      const name = callee?.type === 'identifier' ? callee.text : callee?.childForFieldName('attribute')?.text;
      const coroutine =
        callee?.type === 'identifier'
          ? moduleCoroutines(context).has(callee.text)
          : (object === 'self' || object === 'cls') && name !== undefined && coroutinesOf(enclosingClassBody(call)).has(name);
      if (!coroutine || !name) continue;
      const text = excerpt(call.text, 50);
      return {
        details: {
          tested: `\`${text}\``,
          what: `\`${name}\` is an \`async def\`; without \`await\` the call makes a coroutine object`,
          consequence: 'the condition never sees its result, and the coroutine never runs (`RuntimeWarning: coroutine … was never awaited`)',
          recommendation: `Await it: \`await ${text}\`, in an \`async def\`.`,
        },
      };
    }
    return false;
  },
  examples: {
    match: [
      'async def is_allowed(user):\n    return "admin" in await roles(user)\n\nasync def guard(user):\n    if not is_allowed(user):\n        raise PermissionError(user)',
      'class Store:\n    async def exists(self, key):\n        return False\n\n    async def put(self, key, value):\n        if self.exists(key):\n            return\n        await self.write(key, value)',
    ],
    noMatch: [
      'async def is_allowed(user):\n    return True\n\nasync def guard(user):\n    if not await is_allowed(user):\n        raise PermissionError(user)',
      'def is_allowed(user):\n    return True\n\ndef guard(user):\n    if not is_allowed(user):\n        raise PermissionError(user)',
      '@async_to_sync\nasync def is_allowed(user):\n    return True\n\ndef guard(user):\n    if not is_allowed(user):\n        raise PermissionError(user)',
    ],
  },
};
