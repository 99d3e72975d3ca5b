import { enclosingFunction, parametersOf, statementsOf } from '../../../syntax/python/python-syntax.js';
import { NEVER_RETURNS_NAME, nilCheckImplementation, type NilCheckSyntax } from './nil-check.js';

/** Calls that never return: the process exits, or the test fails or is skipped. */
const ENDING_CALL = /^(sys\.exit|exit|quit|os\._exit|os\.abort|pytest\.(fail|skip|exit|xfail)|self\.(fail|skipTest)|abort|flask\.abort)$/;

const BRANCHING = new Set([
  'if_statement',
  'for_statement',
  'while_statement',
  'try_statement',
  'with_statement',
  'match_statement',
  'conditional_expression',
  'boolean_operator',
  'lambda',
  'function_definition',
  'list_comprehension',
  'dictionary_comprehension',
  'set_comprehension',
  'generator_expression',
]);

const ASSIGNING = new Set([
  'assignment',
  'augmented_assignment',
  'named_expression',
  'for_statement',
  'as_pattern_target',
  'global_statement',
  'nonlocal_statement',
  'delete_statement',
]);

const PYTHON: NilCheckSyntax = {
  checkedName: (condition) => {
    if (condition.type !== 'comparison_operator' || condition.namedChildCount !== 2) return undefined;
    const operator = condition.children.find((child) => !child?.isNamed)?.text;
    if (operator !== 'is' && operator !== '==') return undefined;
    const [left, right] = condition.namedChildren;
    if (left?.type === 'identifier' && right?.type === 'none') return left.text;
    return right?.type === 'identifier' && left?.type === 'none' ? right.text : undefined;
  },
  statementsOf,
  ends: (statement) => {
    if (['return_statement', 'raise_statement', 'continue_statement', 'break_statement'].includes(statement.type)) return true;
    if (statement.type === 'assert_statement') return /^assert\s+(False|0)\b/.test(statement.text);
    const call = statement.type === 'expression_statement' ? statement.namedChildren[0] : undefined;
    const callee = call?.type === 'call' ? (call.childForFieldName('function')?.text ?? '') : undefined;
    return callee !== undefined && (ENDING_CALL.test(callee) || NEVER_RETURNS_NAME.test(callee));
  },
  branches: (node) => BRANCHING.has(node.type),
  dereferenceOf: (node, name) => {
    const base = node.type === 'attribute' ? node.childForFieldName('object') : node.type === 'subscript' ? node.childForFieldName('value') : undefined;
    return base?.type === 'identifier' && base.text === name;
  },
  assigns: (node, name) => {
    if (!ASSIGNING.has(node.type)) return false;
    const target =
      node.type === 'named_expression'
        ? node.childForFieldName('name')
        : node.type === 'for_statement'
          ? node.childForFieldName('left')
          : node.type === 'assignment' || node.type === 'augmented_assignment'
            ? node.childForFieldName('left')
            : node;
    if (!target) return false;
    return target.text === name || target.descendantsOfType('identifier').some((identifier) => identifier.text === name);
  },
  isLocal: (fn, name) => {
    if (fn.type !== 'function_definition') return false;
    if (parametersOf(fn).some((parameter) => parameter.name === name)) return true;
    const body = fn.childForFieldName('body');
    return !!body && body.descendantsOfType('assignment').some((assignment) => enclosingFunction(assignment)?.id === fn.id && PYTHON.assigns(assignment, name));
  },
  enclosingFunction,
  callType: 'call',
  definitionTypes: ['function_definition'],
};

export const implementation = nilCheckImplementation(PYTHON, {
  languages: ['python'],
  query: '(if_statement condition: (comparison_operator) @condition consequence: (block) @consequence) @target',
  textGate: /\b(is|==)\s*None\b/,
  examples: {
    match: [
      'def label(user):\n    if user is None:\n        log.warning("no user")\n    return user.name\n',
      'def first(rows):\n    if rows is None:\n        count = 0\n    head = rows[0]\n    return head\n',
    ],
    noMatch: [
      'def label(user):\n    if user is None:\n        return ""\n    return user.name\n',
      'def label(user):\n    if user is None:\n        user = guest()\n    return user.name\n',
      'def label(user):\n    if user is None:\n        log.warning("no user")\n    return user.name if user is not None else ""\n',
      'def label(self):\n    if self.user is None:\n        self.load()\n    return self.user.name\n',
      'def label(user):\n    if user is None:\n        pytest.fail("no user")\n    return user.name\n',
      'class Reader:\n    def read(self):\n        buf = self._recv()\n        if buf is None:\n            self._bad_length()\n        return buf.getvalue()\n\n    def _bad_length(self):\n        raise OSError("bad message length")\n',
      'def label(user):\n    if user is None:\n        log.warning("no user")\n    if user:\n        return user.name\n',
    ],
  },
});
