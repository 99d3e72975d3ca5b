import { JS_FAMILY } from '../../../../diff/language.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { type DocumentedParameter, staleParameterHit } from '../../../stale-parameter-docs.js';
import type { Node } from 'web-tree-sitter';

/** `@param {Type} name`, `@param [name=default]`, `@param {Type} options.field` (documents `options`). */
function jsdocParameters(comment: Node): DocumentedParameter[] {
  const documented: DocumentedParameter[] = [];
  comment.text.split('\n').forEach((text, offset) => {
    const tag = /@(?:param|arg|argument)\b/.exec(text);
    if (!tag) return;
    let index = tag.index + tag[0].length;
    while (text[index] === ' ' || text[index] === '\t') index += 1;
    // Types nest braces: `{Record<string, {id: number}>}`.
    if (text[index] === '{') {
      for (let depth = 0; index < text.length; index += 1) {
        if (text[index] === '{') depth += 1;
        else if (text[index] === '}' && --depth === 0) break;
      }
      index += 1;
    }
    const name = /^\s*\[?\s*(?:\.\.\.)?([A-Za-z_$][\w$]*)/.exec(text.slice(index))?.[1];
    if (name) documented.push({ name, line: comment.startPosition.row + 1 + offset });
  });
  return documented;
}

/** Parameter names of a function; undefined when one is destructured (its doc name is free to choose). */
function parameterNames(fn: Node): string[] | undefined {
  const single = fn.childForFieldName('parameter');
  if (single) return [single.text];
  const names: string[] = [];
  for (const parameter of fn.childForFieldName('parameters')?.namedChildren ?? []) {
    if (parameter.type === 'comment') continue;
    let pattern = parameter.childForFieldName('pattern') ?? parameter;
    if (pattern.type === 'this') continue;
    if (pattern.type === 'assignment_pattern') pattern = pattern.childForFieldName('left') ?? pattern;
    if (pattern.type === 'rest_pattern') pattern = pattern.namedChildren[0] ?? pattern;
    if (pattern.type !== 'identifier') return undefined;
    names.push(pattern.text);
  }
  return names;
}

const DOCUMENTABLE = new Set([
  'function_declaration',
  'generator_function_declaration',
  'method_definition',
  'method_signature',
  'abstract_method_signature',
  'function_signature',
]);

/** The statement a doc comment sits on: the function, or its `const`/`export` wrapper. */
function documentedStatement(fn: Node): Node {
  let anchor = fn;
  if (fn.type === 'arrow_function' || fn.type === 'function_expression') anchor = fn.parent?.parent ?? fn;
  if (anchor.parent?.type === 'export_statement') anchor = anchor.parent;
  return anchor;
}

/** The function a `/** … *\/` comment documents, when it directly precedes one. */
function documentedFunction(comment: Node): Node | undefined {
  let next = comment.nextNamedSibling;
  if (!next || next.startPosition.row > comment.endPosition.row + 1) return undefined;
  if (next.type === 'export_statement') next = next.childForFieldName('declaration') ?? next;
  if (next.type === 'lexical_declaration' || next.type === 'variable_declaration') {
    const value = next.namedChildren.find((child) => child.type === 'variable_declarator')?.childForFieldName('value');
    return value && (value.type === 'arrow_function' || value.type === 'function_expression') ? value : undefined;
  }
  return DOCUMENTABLE.has(next.type) ? next : undefined;
}

function docCommentOf(fn: Node): Node | undefined {
  const anchor = documentedStatement(fn);
  const previous = anchor.previousNamedSibling;
  const adjacent = previous?.type === 'comment' && previous.endPosition.row >= anchor.startPosition.row - 1;
  return adjacent && previous.text.startsWith('/**') ? previous : undefined;
}

/** A function's declaration without its `export` wrapper, when the statement declares one by name. */
function declaredFunction(statement: Node): Node | undefined {
  const declaration = statement.type === 'export_statement' ? statement.childForFieldName('declaration') : statement;
  return declaration && DOCUMENTABLE.has(declaration.type) ? declaration : undefined;
}

/**
 * The parameter names of every overload of `fn` (TypeScript overload signatures and their implementation,
 * declared next to each other under one name), or of `fn` alone. One doc comment on the first overload
 * documents the whole set, so a name any overload takes is not stale (TSDoc's convention).
 */
function overloadSetParameterNames(fn: Node): string[] | undefined {
  const name = fn.childForFieldName('name')?.text;
  const anchor = documentedStatement(fn);
  if (!name || !anchor.parent) return parameterNames(fn);
  const names = new Set<string>();
  for (const statement of anchor.parent.namedChildren) {
    const overload = declaredFunction(statement);
    if (!overload || overload.childForFieldName('name')?.text !== name) continue;
    const overloadNames = parameterNames(overload);
    if (!overloadNames) return undefined;
    for (const parameter of overloadNames) names.add(parameter);
  }
  return names.size > 0 ? [...names] : parameterNames(fn);
}

function functionLabel(fn: Node): string {
  const name = fn.childForFieldName('name') ?? fn.parent?.childForFieldName('name');
  return name?.text ?? 'this function';
}

const FUNCTION_QUERY = `[(function_declaration) (generator_function_declaration) (method_definition)] @target
  (variable_declarator value: [(arrow_function) (function_expression)] @target)`;

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  // Only a `@param`, `@arg` or `@argument` tag documents a parameter (see jsdocParameters).
  textGate: /@param|@arg/,
  // Doc and signature are separate nodes: either one may be the changed part.
  query: {
    typescript: `${FUNCTION_QUERY} [(method_signature) (function_signature) (abstract_method_signature)] @target (comment) @target`,
    tsx: `${FUNCTION_QUERY} [(method_signature) (function_signature) (abstract_method_signature)] @target (comment) @target`,
    javascript: `${FUNCTION_QUERY} (comment) @target`,
  },
  check: ({ target, context }) => {
    const fn = target.type === 'comment' ? documentedFunction(target) : target;
    const doc = fn ? docCommentOf(fn) : undefined;
    // Most functions document no parameter: their doc is read before their signature.
    const documented = doc ? jsdocParameters(doc) : [];
    if (!fn || documented.length === 0) return false;
    const parameters = overloadSetParameterNames(fn);
    const parameterList = fn.childForFieldName('parameters') ?? fn.childForFieldName('parameter');
    if (!parameters || !parameterList) return false;
    return staleParameterHit(documented, parameters, parameterList, functionLabel(fn), context);
  },
  examples: {
    match: [
      '/**\n * Charges the card.\n * @param {Order} order\n * @param {number} amountCents\n */\nexport function charge(order, amount) {\n  return gateway.charge(order.id, amount);\n}',
      '/** @param id the user id */\nconst load = async (userId: string) => repo.find(userId);',
    ],
    noMatch: [
      '/**\n * @param {Order} order\n * @param {number} [amount=0] optional amount\n */\nfunction charge(order, amount = 0) {}',
      '/**\n * @param {Options} options\n * @param {string} options.name\n */\nfunction create({ name }) {}',
      '/** @param args the values */\nfunction sum(...args) {}',
      '/**\n * @param data the input\n * @param functions the steps\n */\nexport function pipe<A>(data: A): A;\nexport function pipe<A, B>(data: A, ...functions: Array<(input: A) => B>): B;\nexport function pipe(data: unknown, ...functions: Array<(input: unknown) => unknown>): unknown {\n  return functions.reduce((value, step) => step(value), data);\n}',
    ],
  },
};
