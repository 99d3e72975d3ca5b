import { excerpt } from '../../../excerpt.js';
import { ownWording } from '../../../own-wording.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { LOOP_TYPES, lineOf } from '../../../syntax/python/bug-patterns-helpers.js';
import { isVariableName, silencedByNoqa } from '../../../syntax/python/python-names.js';
import { calleePath, enclosingFunction } from '../../../syntax/python/python-syntax.js';
import type { Node } from 'web-tree-sitter';

/** The loop whose body holds `node` in the same function, if any. */
function enclosingLoop(node: Node): Node | undefined {
  for (let child = node, parent = node.parent; parent; child = parent, parent = parent.parent) {
    if (['function_definition', 'lambda', 'class_definition'].includes(parent.type)) return undefined;
    if (LOOP_TYPES.has(parent.type) && child.id === parent.childForFieldName('body')?.id) return parent;
  }
  return undefined;
}

/** The names a loop rebinds on every pass: its targets, and what its body assigns (outside nested functions). */
function loopVariables(loop: Node): Set<string> {
  const names = new Set<string>();
  const addTargets = (target: Node | null): void => {
    if (!target) return;
    if (target.type === 'identifier') names.add(target.text);
    else if (['pattern_list', 'tuple_pattern', 'list_pattern', 'tuple', 'list', 'parenthesized_expression'].includes(target.type))
      target.namedChildren.forEach(addTargets);
  };
  if (loop.type === 'for_statement') addTargets(loop.childForFieldName('left'));
  const body = loop.childForFieldName('body');
  for (const node of body?.descendantsOfType(['assignment', 'augmented_assignment', 'for_statement', 'named_expression']) ?? []) {
    if (enclosingFunction(node) !== enclosingFunction(loop)) continue;
    addTargets(node.childForFieldName(node.type === 'named_expression' ? 'name' : 'left'));
  }
  return names;
}

/** Free variables a closure reads: identifiers in its body that are not its parameters or its own locals. */
function freeReads(closure: Node): Node[] {
  const body = closure.childForFieldName('body');
  if (!body) return [];
  const own = new Set<string>();
  for (const parameter of closure.childForFieldName('parameters')?.namedChildren ?? []) {
    const name = parameter.type === 'identifier' ? parameter : (parameter.childForFieldName('name') ?? parameter.namedChildren[0]);
    if (name) own.add(name.type === 'identifier' ? name.text : (name.namedChildren[0]?.text ?? name.text));
  }
  for (const node of body.descendantsOfType(['assignment', 'augmented_assignment', 'for_statement', 'for_in_clause', 'named_expression', 'with_item'])) {
    const target = node.childForFieldName(node.type === 'named_expression' ? 'name' : 'left');
    for (const identifier of target ? [target, ...target.descendantsOfType('identifier')] : []) if (identifier.type === 'identifier') own.add(identifier.text);
  }
  for (const declaration of body.descendantsOfType(['global_statement', 'nonlocal_statement']))
    for (const name of declaration.namedChildren) own.delete(name.text);
  return body.descendantsOfType('identifier').filter((identifier) => isVariableName(identifier) && !own.has(identifier.text));
}

/** Methods that keep a callable for later: storing it in a container or registering it as a callback. */
const KEEPS_CALLABLE =
  /^(append|extend|insert|add|put|put_nowait|appendleft|setdefault|register|connect|add_done_callback|add_callback|add_handler|add_listener|add_route|add_url_rule|call_soon|call_soon_threadsafe|call_later|call_at|run_in_executor|submit|apply_async|after|after_idle|bind|on|subscribe|addCallback|addCallbacks|callLater|create_task|ensure_future|start_new_thread)$/;

const KEEPS_BY_KEYWORD = new Set(['target', 'callback', 'fn', 'func', 'command', 'handler', 'default_factory', 'on_click', 'on_change']);

/** How a closure outlives the loop pass that made it, when it does: stored, registered, yielded. */
function keptForLater(closure: Node): string | undefined {
  let node = closure;
  for (let parent = node.parent; parent; node = parent, parent = parent.parent) {
    switch (parent.type) {
      case 'parenthesized_expression':
      case 'list':
      case 'tuple':
      case 'set':
      case 'pair':
      case 'dictionary':
        continue;
      case 'keyword_argument': {
        const call = parent.parent?.parent;
        if (KEEPS_BY_KEYWORD.has(parent.childForFieldName('name')?.text ?? '') && call?.type === 'call')
          return `passed as \`${parent.childForFieldName('name')?.text}=\``;
        return undefined;
      }
      case 'argument_list': {
        const method = parent.parent?.type === 'call' ? calleePath(parent.parent).at(-1) : undefined;
        return method && KEEPS_CALLABLE.test(method) ? `passed to \`${method}\`` : undefined;
      }
      case 'assignment': {
        const left = parent.childForFieldName('left');
        if (node.id === left?.id) return undefined;
        return left?.type === 'subscript' || left?.type === 'attribute' ? `stored in \`${excerpt(left.text, 30)}\`` : undefined;
      }
      case 'yield':
        return 'yielded';
      default:
        return undefined;
    }
  }
  return undefined;
}

/** For a nested `def` in a loop: how the loop's body keeps the function (by name) for later, if it does. */
function definitionKeptForLater(definition: Node, loop: Node): string | undefined {
  const name = definition.childForFieldName('name')?.text;
  const body = loop.childForFieldName('body');
  if (!name || !body) return undefined;
  const holder = definition.parent?.type === 'decorated_definition' ? definition.parent : definition;
  for (const decorator of holder.type === 'decorated_definition' ? holder.namedChildren.filter((child) => child.type === 'decorator') : []) {
    const expression = decorator.namedChildren[0];
    const callee = expression?.type === 'call' ? expression.childForFieldName('function') : expression;
    // `@app.route("/x")`, `@bot.command()`: a registry keeps the function.
    if (callee?.type === 'attribute') return `registered by \`@${excerpt(callee.text, 30)}\``;
  }
  for (const identifier of body.descendantsOfType('identifier')) {
    if (identifier.text !== name || identifier.startIndex < holder.endIndex || !isVariableName(identifier)) continue;
    const parent = identifier.parent;
    if (parent?.type === 'call' && parent.childForFieldName('function')?.id === identifier.id) continue;
    const kept = keptForLater(identifier);
    if (kept) return kept;
  }
  return undefined;
}

export const implementation: LanguageImplementation = {
  languages: ['python'],
  overrides: ownWording('python', {
    message:
      "This function is made in a loop, reads the loop's `{{name}}` and is {{kept}}: it runs later and sees `{{name}}` as it is then — every such function gets the last value.",
    recommendation:
      'Bind the current value when the function is made: a default argument (`lambda name=name: greet(name)`) or `functools.partial(greet, name)`.',
  }),
  query: `(lambda) @target
      (function_definition) @target`,
  textGate: /for |while /,
  check: ({ target, context }) => {
    if (silencedByNoqa(context.lines, lineOf(target), ['B023'])) return false;
    const loop = enclosingLoop(target.parent?.type === 'decorated_definition' ? target.parent : target);
    if (!loop) return false;
    const variables = loopVariables(loop);
    const read = freeReads(target).find((identifier) => variables.has(identifier.text));
    if (!read) return false;
    const kept = target.type === 'lambda' ? keptForLater(target) : definitionKeptForLater(target, loop);
    return kept ? { details: { name: read.text, kept } } : false;
  },
  examples: {
    match: [
      'callbacks = []\nfor name in names:\n    callbacks.append(lambda: greet(name))',
      'for route in routes:\n    @app.get(route.path)\n    def handler():\n        return route.payload',
      'for key in keys:\n    handlers[key] = lambda event: dispatch(key, event)',
    ],
    noMatch: [
      'for name in names:\n    callbacks.append(lambda name=name: greet(name))',
      'for row in rows:\n    row.sort(key=lambda cell: cell[row.index])',
      'for value in values:\n    limit = max(value) / 2\n    kept = list(filter(lambda x: x < limit, value))',
      'for i in range(3):\n    def add():\n        total.append(i)\n    add()',
    ],
  },
};
