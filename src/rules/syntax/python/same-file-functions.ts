import type { Node } from 'web-tree-sitter';
import { perFile } from '../../per-file.js';
import type { RuleContext } from '../../rule-definition.js';
import { decoratorNames } from './method-signature.js';
import { isMethod } from './python-syntax.js';
import { scopeOf } from './python-names.js';

/** How a call can fill a parameter: by position only (before `/`), by keyword only (after `*`), or either way. */
export type ParameterKind = 'positional' | 'either' | 'keyword';

export interface DeclaredParameter {
  name: string;
  kind: ParameterKind;
  /** No default value. */
  required: boolean;
}

/** A function's parameters as a call sees them. */
export interface ParameterList {
  parameters: readonly DeclaredParameter[];
  /** `*args`: any number of further positional arguments. */
  variadic: boolean;
  /** `**kwargs`: any further keyword. */
  keywords: boolean;
}

/** A parameter's name, or null where it is not a plain name (Python 2's `def f((a, b))`). */
function declaredName(parameter: Node): string | null {
  switch (parameter.type) {
    case 'identifier':
      return parameter.text;
    case 'typed_parameter':
      return parameter.namedChildren[0]?.type === 'identifier' ? parameter.namedChildren[0].text : null;
    case 'default_parameter':
    case 'typed_default_parameter':
      return parameter.childForFieldName('name')?.type === 'identifier' ? (parameter.childForFieldName('name')?.text ?? null) : null;
    default:
      return null;
  }
}

/** The parameters of a function definition; undefined when one of them is not a plain name. */
export function parameterList(fn: Node): ParameterList | undefined {
  const nodes = (fn.childForFieldName('parameters')?.namedChildren ?? []).filter((node) => !node.isExtra);
  let positionalOnly = nodes.some((node) => node.type === 'positional_separator');
  let keywordOnly = false;
  const list: { parameters: DeclaredParameter[]; variadic: boolean; keywords: boolean } = { parameters: [], variadic: false, keywords: false };
  for (const node of nodes) {
    // `*args: int` is a typed parameter around the splat.
    const parameter = node.type === 'typed_parameter' && node.namedChildren[0]?.type.endsWith('splat_pattern') ? node.namedChildren[0] : node;
    if (parameter.type === 'positional_separator') {
      positionalOnly = false;
    } else if (parameter.type === 'keyword_separator' || parameter.type === 'list_splat_pattern') {
      list.variadic ||= parameter.type === 'list_splat_pattern';
      keywordOnly = true;
    } else if (parameter.type === 'dictionary_splat_pattern') {
      list.keywords = true;
    } else {
      const name = declaredName(parameter);
      if (name === null) return undefined;
      const kind = keywordOnly ? 'keyword' : positionalOnly ? 'positional' : 'either';
      list.parameters.push({ name, kind, required: !parameter.type.endsWith('default_parameter') });
    }
  }
  return list;
}

/** The names a positional argument fills in order, up to the first parameter that is not a plain positional one. */
export function positionalNames(fn: Node): string[] {
  const names: string[] = [];
  for (const node of fn.childForFieldName('parameters')?.namedChildren ?? []) {
    if (node.type === 'positional_separator' || node.isExtra) continue;
    const name = declaredName(node);
    if (name === null) break;
    names.push(name);
  }
  return names;
}

/** `items` by `keyOf` (undefined leaves an item out), in order. */
export function groupedBy<T>(items: Iterable<T>, keyOf: (item: T) => string | undefined): Map<string, T[]> {
  const table = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    if (key === undefined) continue;
    const known = table.get(key);
    if (known) known.push(item);
    else table.set(key, [item]);
  }
  return table;
}

/** A function defined in the file. */
export interface FileFunction {
  fn: Node;
  name: string;
  /** Its decorators' last names (`@functools.wraps(f)` → `wraps`). */
  decorators: readonly string[];
  /** The class it is defined in directly, for a method. */
  owner?: Node;
}

/** Every function definition of the file, in order. */
export const fileFunctions = perFile((context): FileFunction[] =>
  context.root.descendantsOfType('function_definition').flatMap((fn) => fileFunctionOf(fn) ?? []),
);

/** What the file says of one function definition: its name, decorators and class. */
export function fileFunctionOf(fn: Node): FileFunction | undefined {
  const name = fn.childForFieldName('name')?.text;
  if (!name) return undefined;
  const owner = ownerOf(fn);
  return { fn, name, decorators: decoratorNames(fn), ...(owner ? { owner } : {}) };
}

/** A method's class: the definition (or its decorated wrapper) sits in the block of the class body. */
const ownerOf = (fn: Node): Node | undefined =>
  isMethod(fn) ? ((fn.parent?.type === 'decorated_definition' ? fn.parent : fn).parent?.parent ?? undefined) : undefined;

/** The functions defined at the module's top level, by name: found without walking the file. */
const topLevelFunctions = perFile((context) =>
  groupedBy(
    context.root.namedChildren.flatMap((node) => {
      const fn = node.type === 'decorated_definition' ? node.childForFieldName('definition') : node;
      return fn?.type === 'function_definition' ? (fileFunctionOf(fn) ?? []) : [];
    }),
    (definition) => definition.name,
  ),
);

/** The methods a class body defines, by name (read once per class, when a call through `self` asks). */
const methodTables = perFile(() => new Map<number, Map<string, FileFunction[]>>());

function methodsOf(owner: Node, context: RuleContext): Map<string, FileFunction[]> {
  const tables = methodTables(context);
  let table = tables.get(owner.id);
  if (!table) {
    const body = owner.childForFieldName('body')?.namedChildren ?? [];
    const methods = body.flatMap((node) => {
      const fn = node.type === 'decorated_definition' ? node.childForFieldName('definition') : node;
      return fn?.type === 'function_definition' ? (fileFunctionOf(fn) ?? []) : [];
    });
    table = groupedBy(methods, (definition) => definition.name);
    tables.set(owner.id, table);
  }
  return table;
}

/** Names of the first parameters through which a method reaches its class rather than its instance. */
const CLASS_RECEIVING = new Set(['__new__', '__init_subclass__', '__class_getitem__']);

/** Decorators of a calling method after which its first parameter is still its instance (or, with `classmethod`, its class). */
const PLAIN_METHOD_DECORATORS = new Set([
  'abstractmethod',
  'override',
  'final',
  'classmethod',
  'property',
  'cached_property',
  'setter',
  'getter',
  'deleter',
  'contextmanager',
  'asynccontextmanager',
]);

/** A function the file defines that a call reaches, and whether the call passes an instance or class first. */
export interface SameFileCallee {
  definition: FileFunction;
  /** The receiver goes first: a method called on `self`, a class method on `self` or `cls`. */
  bound: boolean;
}

/**
 * The one definition in the file a call reaches by its syntax alone: `name(…)` of a function defined once, at the
 * module's top level and undecorated; `self.name(…)` or `cls.name(…)` inside a method, of a method its class defines
 * once, undecorated or a plain `staticmethod`/`classmethod`. Whether something else in the file rebinds the name
 * is `rebound`'s question, asked only when the call does not fit.
 */
export function sameFileCallee(call: Node, context: RuleContext): SameFileCallee | undefined {
  const callee = call.childForFieldName('function');
  if (callee?.type === 'identifier') {
    const definitions = topLevelFunctions(context).get(callee.text);
    const definition = definitions?.length === 1 ? definitions[0] : undefined;
    if (!definition || definition.decorators.length > 0) return undefined;
    // Code that runs while the module loads, above the definition, reaches an earlier binding (or none).
    if (call.startIndex < definition.fn.endIndex && runsOnImport(call)) return undefined;
    return { definition, bound: false };
  }
  if (callee?.type !== 'attribute') return undefined;
  const receiver = callee.childForFieldName('object');
  const name = callee.childForFieldName('attribute')?.text;
  if (receiver?.type !== 'identifier' || !name) return undefined;
  const callerNode = enclosingFunction(call);
  const owner = callerNode && ownerOf(callerNode);
  // Most calls through `self` are of inherited methods (`self.assertEqual`): the class does not define them.
  const definitions = owner && methodsOf(owner, context).get(name);
  const caller = definitions && callerNode ? fileFunctionOf(callerNode) : undefined;
  if (!caller || !definitions || parameterList(caller.fn)?.parameters[0]?.name !== receiver.text) return undefined;
  if (caller.decorators.some((decorator) => decorator === 'staticmethod' || !PLAIN_METHOD_DECORATORS.has(decorator))) return undefined;
  const definition = definitions?.length === 1 ? definitions[0] : undefined;
  if (!definition || definition.decorators.length > 1) return undefined;
  // `__new__` is a static method without saying so: `self.__new__(cls, …)` passes the class itself.
  const kind = definition.name === '__new__' ? 'staticmethod' : (definition.decorators[0] ?? 'method');
  if (kind !== 'method' && kind !== 'staticmethod' && kind !== 'classmethod') return undefined;
  const receivesClass = caller.decorators.includes('classmethod') || CLASS_RECEIVING.has(caller.name);
  // `cls.method(…)` of an instance method passes no instance: its first argument is the instance.
  if (receivesClass && kind === 'method') return undefined;
  return { definition, bound: kind !== 'staticmethod' };
}

/** Whether `node` runs as the module loads: not in a function's body or a lambda. */
function runsOnImport(node: Node): boolean {
  for (let current = node.parent; current; current = current.parent) {
    if (current.type === 'lambda' || (current.type === 'block' && current.parent?.type === 'function_definition')) return false;
  }
  return true;
}

/** The function a node is in, looking through lambdas (which see its `self`); undefined in a class body. */
function enclosingFunction(node: Node): Node | undefined {
  for (let current = node.parent; current; current = current.parent) {
    if (current.type === 'class_definition') return undefined;
    if (current.type === 'function_definition') return current;
  }
  return undefined;
}

/** Identifiers by name, for the questions asked about one name across the file (only once a call does not fit). */
const identifiersByName = perFile((context) => groupedBy(context.root.descendantsOfType('identifier'), (identifier) => identifier.text));

/** What an assignment-like target may be wrapped in: `a, (b, *c) = …`, `del a, b`, `with … as (a, b)`. */
const TARGET_WRAPPERS = new Set([
  'pattern_list',
  'tuple_pattern',
  'list_pattern',
  'tuple',
  'list',
  'parenthesized_expression',
  'list_splat_pattern',
  'expression_list',
  'as_pattern_target',
  'dotted_name',
]);

/** Statements through which a name is bound wherever it appears in them. */
const BINDING_STATEMENTS = new Set([
  'global_statement',
  'nonlocal_statement',
  'delete_statement',
  'parameters',
  'lambda_parameters',
  'import_statement',
  'future_import_statement',
  'case_pattern',
  'keyword_pattern',
]);

/**
 * Whether `node` (a name, or an attribute) is bound, rebound or deleted where it stands: an assignment's target,
 * a loop's, a `with … as`, an import, a parameter, a `global` or `del`, a name a `case` pattern captures.
 */
function isBound(node: Node): boolean {
  let target = node;
  let parent = node.parent;
  while (parent && TARGET_WRAPPERS.has(parent.type)) {
    target = parent;
    parent = parent.parent;
  }
  if (!parent) return false;
  if (BINDING_STATEMENTS.has(parent.type)) return true;
  switch (parent.type) {
    case 'assignment':
    case 'augmented_assignment':
    case 'for_statement':
    case 'for_in_clause':
      return parent.childForFieldName('left')?.id === target.id;
    case 'named_expression':
      return parent.childForFieldName('name')?.id === target.id;
    case 'as_pattern':
    case 'aliased_import':
      return parent.childForFieldName('alias')?.id === target.id;
    case 'import_from_statement':
      return parent.childForFieldName('module_name')?.id !== target.id;
    case 'typed_parameter':
      return parent.namedChildren[0]?.id === target.id;
    case 'default_parameter':
    case 'typed_default_parameter':
    case 'function_definition':
    case 'class_definition':
      return parent.childForFieldName('name')?.id === target.id;
    default:
      return false;
  }
}

/** Attributes whose assignment changes how a function is called (`f.__defaults__ = …`, `f.__signature__ = …`). */
const CALL_ATTRIBUTE = /^__\w+__$/;

/** The scope a binding at `identifier` binds in: a definition's own name belongs to the scope around it. */
function bindingScope(identifier: Node): Node {
  const parent = identifier.parent;
  const named = (parent?.type === 'function_definition' || parent?.type === 'class_definition') && parent.childForFieldName('name')?.id === identifier.id;
  return scopeOf(named && parent ? parent : identifier);
}

/** Whether a binding at `identifier` can hide a module-level name from `call`: it binds in a scope the call looks in. */
function hidesFrom(identifier: Node, call: Node): boolean {
  if (identifier.parent?.type === 'global_statement') return true;
  const scope = bindingScope(identifier);
  if (scope.type === 'module') return true;
  // A class body's names are seen only by code right in it, not by its methods.
  if (scope.type === 'class_definition') return scopeOf(call).id === scope.id;
  return call.startIndex >= scope.startIndex && call.endIndex <= scope.endIndex;
}

/** Whether the calling method binds its receiver (`self = …`) again, or the call is not in one. */
function receiverRebound(call: Node, context: RuleContext): boolean {
  const receiver = call.childForFieldName('function')?.childForFieldName('object');
  const caller = enclosingFunction(call);
  const body = caller?.childForFieldName('body');
  if (!receiver || !caller || !body) return true;
  return (identifiersByName(context).get(receiver.text) ?? []).some(
    (identifier) =>
      identifier.startIndex >= body.startIndex && identifier.endIndex <= body.endIndex && isBound(identifier) && bindingScope(identifier).id === caller.id,
  );
}

/**
 * Whether something in the file other than the definition itself could make `call` reach other code. For a
 * function: its name bound again where the call looks (assigned, imported, declared `global`, deleted, a parameter
 * or a function of the same name around the call), or a dunder attribute of it assigned (`__defaults__`,
 * `__signature__`). For a method: its class decorated, given a `metaclass=` or its own `__getattribute__`; the name
 * bound again in the class body, assigned as an attribute of anything (`self.name = …`, `obj.name = …`), or bound
 * by a subclass in the file other than by a method with the same parameters; the receiver bound again in the
 * calling method.
 */
export function rebound(callee: SameFileCallee, call: Node, context: RuleContext): boolean {
  const { definition } = callee;
  const nameNode = definition.fn.childForFieldName('name');
  const occurrences = (identifiersByName(context).get(definition.name) ?? []).filter((identifier) => identifier.id !== nameNode?.id);
  const owner = definition.owner;
  if (!owner) {
    return occurrences.some((identifier) => {
      const parent = identifier.parent;
      if (parent?.type === 'attribute') {
        if (parent.childForFieldName('attribute')?.id === identifier.id) return false;
        return CALL_ATTRIBUTE.test(parent.childForFieldName('attribute')?.text ?? '') && isBound(parent);
      }
      return isBound(identifier) && hidesFrom(identifier, call);
    });
  }
  if (classAltered(owner, context) || receiverRebound(call, context)) return true;
  return occurrences.some((identifier) => {
    const parent = identifier.parent;
    // `anything.name = …` may put another callable where the method was, on this instance or every one.
    if (parent?.type === 'attribute' && parent.childForFieldName('attribute')?.id === identifier.id) return isBound(parent);
    if (!isBound(identifier)) return false;
    const scope = bindingScope(identifier);
    if (scope.id === owner.id) return true;
    // The name bound again in a subclass defined in the file, unless by a method with the same parameters.
    if (scope.type !== 'class_definition' || !inheritsFrom(scope, owner, context)) return false;
    return parent?.type !== 'function_definition' || normalizedParameters(parent) !== normalizedParameters(definition.fn);
  });
}

/** A class whose methods may not be what its body says: decorated, built by a metaclass, or looking attributes up itself. */
function classAltered(owner: Node, context: RuleContext): boolean {
  if (owner.parent?.type === 'decorated_definition') return true;
  if (owner.childForFieldName('superclasses')?.namedChildren.some((base) => base.type === 'keyword_argument')) return true;
  return methodsOf(owner, context).has('__getattribute__');
}

const normalizedParameters = (fn: Node): string => (fn.childForFieldName('parameters')?.text ?? '').replace(/\s+/g, '');

/** Classes of the file by name. */
const classesByName = perFile((context) => groupedBy(context.root.descendantsOfType('class_definition'), (node) => node.childForFieldName('name')?.text));

/** Whether class `node` derives from `ancestor`, going by the names of the bases defined in the file. */
function inheritsFrom(node: Node, ancestor: Node, context: RuleContext, seen = new Set<number>()): boolean {
  if (seen.has(node.id)) return false;
  seen.add(node.id);
  for (const base of node.childForFieldName('superclasses')?.namedChildren ?? []) {
    const name = base.type === 'attribute' ? base.childForFieldName('attribute')?.text : base.type === 'identifier' ? base.text : undefined;
    for (const candidate of name ? (classesByName(context).get(name) ?? []) : []) {
      if (candidate.id === ancestor.id || inheritsFrom(candidate, ancestor, context, seen)) return true;
    }
  }
  return false;
}
