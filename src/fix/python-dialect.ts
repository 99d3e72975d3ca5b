import type { Node } from 'web-tree-sitter';
import { pythonName, pythonStringValue } from '../rules/spelled-name.js';
import { argumentsOf, isField } from './capability-dialect.js';
import type { Dialect, Reach } from './capability-dialect.js';

// Python.

/** The callables and modules of Python's `builtins` a name the fix declares must not be. */
const PYTHON_BUILTINS: ReadonlySet<string> = new Set(
  (
    '__build_class__ __builtins__ __debug__ __import__ __loader__ __spec__ abs aiter all anext any ascii bin bool breakpoint bytearray bytes callable chr ' +
    'classmethod compile complex copyright credits delattr dict dir divmod enumerate eval exec exit filter float format frozenset getattr globals ' +
    'hasattr hash help hex id input int isinstance issubclass iter len license list locals map max memoryview min next object oct open ord pow ' +
    'print property quit range repr reversed round set setattr slice sorted staticmethod str sum super tuple type vars zip'
  ).split(' '),
);

const PYTHON_BINDINGS: ReadonlyArray<[string, string | undefined]> = [
  ['assignment', 'left'],
  ['augmented_assignment', 'left'],
  ['pattern_list', undefined],
  ['tuple_pattern', undefined],
  ['list_pattern', undefined],
  ['for_statement', 'left'],
  ['for_in_clause', 'left'],
  ['parameters', undefined],
  ['lambda_parameters', undefined],
  ['default_parameter', 'name'],
  ['typed_parameter', undefined],
  ['typed_default_parameter', 'name'],
  ['list_splat_pattern', undefined],
  ['dictionary_splat_pattern', undefined],
  ['function_definition', 'name'],
  ['class_definition', 'name'],
  ['as_pattern_target', undefined],
  ['aliased_import', 'alias'],
];

/** Attribute-by-name built-ins: their second argument is the attribute. */
const PYTHON_ATTRIBUTE_CALLS = new Set(['getattr', 'setattr', 'hasattr', 'delattr']);
const PYTHON_MODULE_CALLS = new Set(['__import__', 'import_module']);

function isPythonBinding(node: Node): boolean {
  const parent = node.parent;
  if (!parent) return false;
  return PYTHON_BINDINGS.some(([type, name]) => parent.type === type && (name === undefined || isField(node, name)));
}

function visitPython(node: Node, reach: Reach): void {
  switch (node.type) {
    case 'identifier': {
      const parent = node.parent;
      const name = pythonName(node.text);
      // Module paths are judged whole as modules; a keyword argument's name is a key the call defines.
      if (parent?.type === 'dotted_name' || (parent?.type === 'keyword_argument' && isField(node, 'name'))) return;
      if (parent?.type === 'attribute' && isField(node, 'attribute')) {
        reach.properties.push(name);
        if (/^__\w+__$/.test(name)) reach.opaque.push(`reflective attribute \`${name}\``);
        return;
      }
      reach.references.push({ name, declared: isPythonBinding(node) });
      return;
    }
    case 'import_statement':
    case 'import_from_statement': {
      const from = node.childForFieldName('module_name');
      if (from) reach.modules.push(from.text);
      for (const imported of node.childrenForFieldName('name')) {
        const path = imported.type === 'aliased_import' ? imported.childForFieldName('name') : imported;
        if (!path) continue;
        // `import a.b` loads a module; `from m import name` reads a name of module `m`.
        if (from) reach.properties.push(pythonName(path.text));
        else reach.modules.push(path.text);
        // Without an alias the import binds its first name (`import os.path` binds `os`); an alias is an identifier of its own.
        if (imported.type !== 'aliased_import') reach.references.push({ name: pythonName(path.text.split('.')[0] ?? ''), declared: true });
      }
      return;
    }
    case 'call': {
      const callee = node.childForFieldName('function');
      const name =
        callee?.type === 'identifier'
          ? pythonName(callee.text)
          : callee?.type === 'attribute'
            ? pythonName(callee.childForFieldName('attribute')?.text ?? '')
            : '';
      const [first, second] = argumentsOf(node);
      if (PYTHON_ATTRIBUTE_CALLS.has(name) && callee?.type === 'identifier') {
        const attribute = second?.type === 'string' ? pythonStringValue(second.text) : undefined;
        if (attribute === undefined) reach.opaque.push(`an attribute read by a computed name (\`${name}\`)`);
        else {
          reach.properties.push(attribute);
          if (/^__\w+__$/.test(attribute)) reach.opaque.push(`reflective attribute \`${attribute}\``);
        }
      } else if (PYTHON_MODULE_CALLS.has(name)) {
        const module = first?.type === 'string' ? pythonStringValue(first.text) : undefined;
        if (module === undefined) reach.opaque.push('a module loaded by a computed name');
        else reach.modules.push(module);
      }
      return;
    }
    default:
      return;
  }
}

export const PYTHON_DIALECT: Dialect = { globals: PYTHON_BUILTINS, visit: visitPython };
