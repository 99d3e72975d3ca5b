import globals from 'globals';
import type { Node } from 'web-tree-sitter';
import { javascriptName, javascriptStringValue } from '../rules/spelled-name.js';
import { argumentsOf, isField } from './capability-dialect.js';
import type { Dialect, Reach } from './capability-dialect.js';

// JavaScript and TypeScript.

/** Properties that reach `Function`, prototypes or the caller from any value. */
const JAVASCRIPT_REFLECTIVE = new Set([
  'constructor',
  '__proto__',
  'prototype',
  'caller',
  'callee',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
]);

/** Every global of the runtimes JavaScript files run in: the language's, Node's, browsers', workers', Deno's and Bun's. */
const JAVASCRIPT_GLOBALS: ReadonlySet<string> = new Set(
  (['builtin', 'node', 'commonjs', 'browser', 'worker', 'serviceworker', 'sharedWorker', 'denoBuiltin', 'bunBuiltin'] as const).flatMap((environment) =>
    Object.keys(globals[environment]),
  ),
);

/** Where an identifier binds a new name rather than refers to one: the parent's type and the field it sits in. */
const JAVASCRIPT_BINDINGS: ReadonlyArray<[string, string | undefined]> = [
  ['variable_declarator', 'name'],
  ['required_parameter', 'pattern'],
  ['optional_parameter', 'pattern'],
  ['formal_parameters', undefined],
  ['arrow_function', 'parameter'],
  ['catch_clause', 'parameter'],
  ['function_declaration', 'name'],
  ['function_expression', 'name'],
  ['generator_function_declaration', 'name'],
  ['generator_function', 'name'],
  ['class_declaration', 'name'],
  ['class', 'name'],
  ['array_pattern', undefined],
  ['pair_pattern', 'value'],
  ['assignment_pattern', 'left'],
  ['object_assignment_pattern', 'left'],
  ['rest_pattern', undefined],
  ['for_in_statement', 'left'],
  ['import_specifier', 'alias'],
  ['import_clause', undefined],
  ['namespace_import', undefined],
];

function isJavascriptBinding(node: Node): boolean {
  const parent = node.parent;
  if (!parent) return false;
  return JAVASCRIPT_BINDINGS.some(([type, name]) => parent.type === type && (name === undefined || isField(node, name)));
}

function javascriptModule(specifier: string): string {
  return specifier.replace(/^node:/, '');
}

function visitJavascript(node: Node, reach: Reach): void {
  switch (node.type) {
    case 'identifier':
    case 'shorthand_property_identifier': {
      const name = javascriptName(node.text);
      // `import { name as alias }`: `name` is what the module exports, read like a property.
      if (node.parent?.type === 'import_specifier' && isField(node, 'name')) reach.properties.push(name);
      else reach.references.push({ name, declared: isJavascriptBinding(node) });
      return;
    }
    case 'shorthand_property_identifier_pattern':
      reach.references.push({ name: javascriptName(node.text), declared: true });
      return;
    case 'this':
    case 'super':
      reach.references.push({ name: node.type, declared: false });
      return;
    case 'property_identifier': {
      const name = javascriptName(node.text);
      if (JAVASCRIPT_REFLECTIVE.has(name) && node.parent?.type !== 'method_definition') reach.opaque.push(`reflective property \`${name}\``);
      // A member read is a property the value must have; a key the code defines (`{ ok: true }`) reaches nothing.
      if (node.parent?.type === 'member_expression') reach.properties.push(name);
      return;
    }
    case 'subscript_expression': {
      const index = node.childForFieldName('index');
      if (!index || index.type === 'number' || index.type === 'identifier') return;
      const key = index.type === 'string' || index.type === 'template_string' ? javascriptStringValue(index.text) : undefined;
      if (key === undefined) reach.opaque.push('computed member access `x[…]`');
      else {
        reach.properties.push(key);
        if (JAVASCRIPT_REFLECTIVE.has(key)) reach.opaque.push(`reflective property \`${key}\``);
      }
      return;
    }
    case 'call_expression': {
      const callee = node.childForFieldName('function');
      const loads = callee?.type === 'import' || (callee?.type === 'identifier' && javascriptName(callee.text) === 'require');
      if (!loads) return;
      const [first, ...rest] = argumentsOf(node);
      const specifier = first && (first.type === 'string' || first.type === 'template_string') ? javascriptStringValue(first.text) : undefined;
      if (specifier === undefined || (callee?.type !== 'import' && rest.length > 0)) reach.opaque.push('a module loaded by a computed name');
      else reach.modules.push(javascriptModule(specifier));
      return;
    }
    case 'import_statement':
    case 'export_statement':
    case 'import_require_clause': {
      const source = node.childForFieldName('source') ?? node.namedChildren.find((child) => child.type === 'string');
      const specifier = source ? javascriptStringValue(source.text) : undefined;
      if (specifier !== undefined) reach.modules.push(javascriptModule(specifier));
      return;
    }
    default:
      return;
  }
}

export const JAVASCRIPT_DIALECT: Dialect = { globals: JAVASCRIPT_GLOBALS, visit: visitJavascript };
