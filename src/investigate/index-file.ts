import { Parser, Query } from 'web-tree-sitter';
import type { Language as Grammar, Node } from 'web-tree-sitter';
import { loadGrammar } from '../rules/load-grammar.js';
import type { Language } from '../diff/language.js';

/** Something a file defines that code elsewhere can use by name. */
export interface SymbolDefinition {
  name: string;
  kind: 'function' | 'method' | 'class' | 'type' | 'variable';
  /** 1-based, inclusive: the whole definition, with its export keyword or decorators. */
  start: number;
  end: number;
  /** Visible outside its module: `export` or CommonJS `exports` (JS/TS), no leading underscore (Python), a capital letter (Go). */
  exported: boolean;
  /** The module's default export (`export default`, `module.exports = …`): what `import x from` and `const x = require()` bind. */
  isDefault?: true;
}

/** A use of a name: a call (or `new`, or a JSX element) or a type reference. */
interface SymbolReference {
  name: string;
  kind: 'call' | 'type';
  /** 1-based. */
  line: number;
}

/**
 * A name bound from another module (`import`, `require`), or passed on by a re-export (`export … from`):
 * `imported` is the name in `source` (`default` for its default export, `*` for all of its exports),
 * `local` the name here.
 */
export interface ModuleLink {
  local: string;
  imported: string;
  /** The module specifier as written: `./money.js`, `../lib`. */
  source: string;
}

/** A call on the code's own object (`this.x()`, `self.x()`, a Go method's receiver) resolved to the method it reaches in the same file. */
export interface SiblingCall {
  name: string;
  /** 1-based. */
  line: number;
  definition: SymbolDefinition;
}

export interface FileSymbols {
  definitions: SymbolDefinition[];
  references: SymbolReference[];
  siblingCalls: SiblingCall[];
  /** JS/TS and Python (empty elsewhere). */
  imports: ModuleLink[];
  reExports: ModuleLink[];
  /** JS/TS test cases (`it(…)`, `test(…)`), 1-based inclusive: what a test calling a function is shown by. */
  testBlocks: Array<{ start: number; end: number }>;
}

const FUNCTION_VALUE = '[(arrow_function) (function_expression) (generator_function)]';

/**
 * Per language: `@def.<kind>` captures a definition node, `@name` its name; `@call` and `@type` capture
 * the names used. Method and attribute calls count by their last name, as a reader searching for it would.
 * Script definitions include what CommonJS and pre-class code define by assignment (`exports.x = function`,
 * `Foo.prototype.bar = function`), object-literal methods and class fields holding functions.
 */
const SCRIPT_QUERY = `
(function_declaration name: (identifier) @name) @def.function
(generator_function_declaration name: (identifier) @name) @def.function
(class_declaration name: (_) @name) @def.class
(method_definition name: (property_identifier) @name) @def.method
(variable_declarator name: (identifier) @name value: ${FUNCTION_VALUE}) @def.function
(pair key: (property_identifier) @name value: ${FUNCTION_VALUE}) @def.method
(assignment_expression left: (member_expression property: (property_identifier) @name) right: ${FUNCTION_VALUE}) @def.function
(call_expression function: (identifier) @call)
(call_expression function: (member_expression property: (property_identifier) @call))
(new_expression constructor: (identifier) @call)
(call_expression function: [(identifier) (member_expression)] @test.callee arguments: (arguments (_) ${FUNCTION_VALUE})) @test
(call_expression function: (member_expression object: (this) property: (property_identifier) @own.call))
`;
const JAVASCRIPT_QUERY = `${SCRIPT_QUERY}
(field_definition property: (property_identifier) @name value: ${FUNCTION_VALUE}) @def.method
`;
const TYPESCRIPT_QUERY = `${SCRIPT_QUERY}
(public_field_definition name: (property_identifier) @name value: ${FUNCTION_VALUE}) @def.method
(abstract_class_declaration name: (type_identifier) @name) @def.class
(interface_declaration name: (type_identifier) @name) @def.type
(type_alias_declaration name: (type_identifier) @name) @def.type
(enum_declaration name: (identifier) @name) @def.type
(type_identifier) @type
`;
const JSX_QUERY = `
(jsx_opening_element name: (identifier) @call)
(jsx_self_closing_element name: (identifier) @call)
`;
const QUERIES: Record<Language, string> = {
  typescript: TYPESCRIPT_QUERY,
  tsx: `${TYPESCRIPT_QUERY}${JSX_QUERY}`,
  javascript: `${JAVASCRIPT_QUERY}${JSX_QUERY}`,
  python: `
(function_definition name: (identifier) @name) @def.function
(class_definition name: (identifier) @name) @def.class
(call function: (identifier) @call)
(call function: (attribute attribute: (identifier) @call))
(call function: (attribute object: (identifier) @own.object attribute: (identifier) @own.call))
(type (identifier) @type)
`,
  go: `
(function_declaration name: (identifier) @name) @def.function
(method_declaration name: (field_identifier) @name) @def.method
(type_spec name: (type_identifier) @name) @def.type
(call_expression function: (identifier) @call)
(call_expression function: (selector_expression field: (field_identifier) @call))
(call_expression function: (selector_expression operand: (identifier) @own.object field: (field_identifier) @own.call))
(type_identifier) @type
`,
};

/** How script modules bind and pass on names: ES imports and re-exports, CommonJS `require` and `module.exports`. */
const MODULE_QUERY = `
(import_statement (import_clause (identifier) @local) source: (string (string_fragment) @source)) @import.default
(import_statement (import_clause (named_imports (import_specifier name: (_) @imported alias: (_)? @local))) source: (string (string_fragment) @source)) @import.named
(variable_declarator name: (identifier) @local value: (call_expression function: (identifier) @require arguments: (arguments . (string (string_fragment) @source)))) @import.default
(variable_declarator name: (object_pattern (shorthand_property_identifier_pattern) @imported) value: (call_expression function: (identifier) @require arguments: (arguments . (string (string_fragment) @source)))) @import.named
(variable_declarator name: (object_pattern (pair_pattern key: (property_identifier) @imported value: (identifier) @local)) value: (call_expression function: (identifier) @require arguments: (arguments . (string (string_fragment) @source)))) @import.named
(export_statement (export_clause (export_specifier name: (_) @imported alias: (_)? @local)) source: (string (string_fragment) @source)) @reexport.named
(export_statement "*" source: (string (string_fragment) @source)) @reexport.all
(export_statement (namespace_export (_) @local) source: (string (string_fragment) @source)) @reexport.namespace
(assignment_expression left: (member_expression object: (identifier) @module property: (property_identifier) @exports) right: (_) @value) @commonjs
(export_statement "default" value: (identifier) @value) @default.name
(export_statement !source (export_clause (export_specifier name: (identifier) @value))) @local.export
(variable_declarator name: (identifier) @local value: (member_expression object: (call_expression function: (identifier) @require arguments: (arguments . (string (string_fragment) @source))) property: (property_identifier) @imported)) @import.named
`;
/** Python's `from module import name [as local]`: a module's imports are also what it passes on (an `__init__.py` re-exporting). */
const PYTHON_MODULE_QUERY = `
(import_from_statement module_name: (_) @source name: (dotted_name) @imported) @import.named
(import_from_statement module_name: (_) @source name: (aliased_import name: (dotted_name) @imported alias: (identifier) @local)) @import.named
`;

/** A test case's call: `it`, `test` and their `.only`/`.skip`/`.concurrent` forms. */
const TEST_CALLEE = /^(?:it|test)(?:\.(?:only|skip|concurrent|todo))?$/;
const SCRIPT_LANGUAGES = new Set<Language>(['typescript', 'tsx', 'javascript']);

/** Nodes whose text is part of the definition they wrap: an `export`, decorators, Go's `type (…)` group of one. */
const WRAPPERS = new Set(['export_statement', 'decorated_definition', 'lexical_declaration', 'variable_declaration']);

interface Compiled {
  query: Query;
  parser: Parser;
  modules: Query | undefined;
}
const compiled = new Map<Language, Compiled>();

async function compiledFor(language: Language): Promise<Compiled> {
  let entry = compiled.get(language);
  if (!entry) {
    const grammar: Grammar = await loadGrammar(language);
    const parser = new Parser();
    parser.setLanguage(grammar);
    const modules = SCRIPT_LANGUAGES.has(language) ? MODULE_QUERY : language === 'python' ? PYTHON_MODULE_QUERY : undefined;
    entry = { query: new Query(grammar, QUERIES[language]), parser, modules: modules === undefined ? undefined : new Query(grammar, modules) };
    compiled.set(language, entry);
  }
  return entry;
}

/** The definitions, name uses and module links of one file, from its syntax tree. Never throws on bad code: tree-sitter recovers. */
export async function indexFile(language: Language, text: string): Promise<FileSymbols> {
  const { query, parser, modules } = await compiledFor(language);
  const tree = parser.parse(text);
  if (!tree) return { definitions: [], references: [], siblingCalls: [], imports: [], reExports: [], testBlocks: [] };
  try {
    const definitions: SymbolDefinition[] = [];
    const references: SymbolReference[] = [];
    const testBlocks: FileSymbols['testBlocks'] = [];
    const definitionNames = new Set<number>();
    const ownCalls: Node[] = [];
    for (const match of query.matches(tree.rootNode)) {
      const captured = (name: string) => match.captures.find((capture) => capture.name === name)?.node;
      const own = captured('own.call');
      if (own) {
        if (language !== 'python' || ['self', 'cls'].includes(captured('own.object')?.text ?? '')) ownCalls.push(own);
        continue;
      }
      const test = captured('test');
      if (test) {
        if (TEST_CALLEE.test(captured('test.callee')?.text ?? '')) testBlocks.push({ start: test.startPosition.row + 1, end: test.endPosition.row + 1 });
        continue;
      }
      const definition = match.captures.find((capture) => capture.name.startsWith('def.'));
      const name = captured('name');
      if (definition && name) {
        definitionNames.add(name.startIndex);
        const found = definitionOf(language, definition.node, definition.name.slice('def.'.length) as SymbolDefinition['kind'], name);
        if (found) definitions.push(found);
        continue;
      }
      for (const capture of match.captures) {
        if (capture.name !== 'call' && capture.name !== 'type') continue;
        if (definitionNames.has(capture.node.startIndex)) continue;
        references.push({ name: capture.node.text, kind: capture.name, line: capture.node.startPosition.row + 1 });
      }
    }
    const links = modules ? moduleLinks(modules, tree.rootNode, definitions) : { imports: [], reExports: [] };
    if (language === 'python') links.reExports = links.imports;
    const siblingCalls = ownCalls.flatMap((call) => {
      const sibling = siblingOf(language, call);
      const definition =
        sibling &&
        definitions.find((entry) => entry.name === call.text && entry.start <= sibling.startPosition.row + 1 && sibling.endPosition.row + 1 <= entry.end);
      return definition ? [{ name: call.text, line: call.startPosition.row + 1, definition }] : [];
    });
    return { definitions, references, siblingCalls, ...links, testBlocks };
  } finally {
    tree.delete();
  }
}

function definitionOf(language: Language, node: Node, kind: SymbolDefinition['kind'], name: Node): SymbolDefinition | undefined {
  const outer = wrapperOf(node);
  const range = { start: outer.startPosition.row + 1, end: outer.endPosition.row + 1 };
  if (node.type !== 'assignment_expression') {
    const isDefault = outer.type === 'export_statement' && outer.children.some((child) => child.type === 'default');
    return { name: name.text, kind, ...range, exported: isExported(language, node, name.text, outer), ...(isDefault ? { isDefault: true as const } : {}) };
  }
  // `module.exports = function …` names the module itself: moduleLinks records it as the default export.
  const target = node.childForFieldName('left')?.childForFieldName('object')?.text ?? '';
  if (target === 'module' && name.text === 'exports') return undefined;
  const onPrototype = target.endsWith('.prototype');
  // What hangs off `exports`, a prototype or a constructor is reachable from other modules.
  return { name: name.text, kind: onPrototype ? 'method' : kind, ...range, exported: true };
}

/** Imports, re-exports, and what CommonJS `module.exports = …` makes visible (marked on `definitions`). */
function moduleLinks(query: Query, root: Node, definitions: SymbolDefinition[]): Pick<FileSymbols, 'imports' | 'reExports'> {
  const imports: ModuleLink[] = [];
  const reExports: ModuleLink[] = [];
  const exportedNames = new Set<string>();
  for (const match of query.matches(root)) {
    const captured = (name: string) => match.captures.find((capture) => capture.name === name)?.node;
    const kind = match.captures.find((capture) => /^(?:import|reexport|default)\./.test(capture.name))?.name;
    const source = captured('source')?.text ?? '';
    const require = captured('require');
    if (require && require.text !== 'require') continue;
    const local = captured('local')?.text;
    const imported = captured('imported')?.text;
    if (kind === 'import.default' && local) imports.push({ local, imported: 'default', source });
    else if (kind === 'import.named' && imported) imports.push({ local: local ?? imported, imported, source });
    else if (kind === 'reexport.named' && imported) reExports.push({ local: local ?? imported, imported, source });
    else if (kind === 'reexport.all') reExports.push({ local: '*', imported: '*', source });
    else if (kind === 'reexport.namespace' && local) reExports.push({ local, imported: '*', source });
    else if (kind === 'default.name') exportedNames.add(`default:${captured('value')?.text ?? ''}`);
    else if (match.captures.some((capture) => capture.name === 'local.export')) exportedNames.add(captured('value')?.text ?? '');
    const commonjs = captured('commonjs');
    if (commonjs && captured('module')?.text === 'module' && captured('exports')?.text === 'exports')
      markCommonJsExports(commonjs, captured('value'), definitions, exportedNames);
  }
  for (const definition of definitions) {
    if (exportedNames.has(definition.name)) definition.exported = true;
    if (exportedNames.has(`default:${definition.name}`)) definition.isDefault = true;
  }
  return { imports, reExports };
}

/** `module.exports = name`, `= { a, b: c }`, `= function name() {}`, `= class {}`. */
function markCommonJsExports(assignment: Node, value: Node | undefined, definitions: SymbolDefinition[], exportedNames: Set<string>): void {
  if (!value) return;
  if (value.type === 'identifier') {
    exportedNames.add(value.text);
    exportedNames.add(`default:${value.text}`);
    return;
  }
  if (value.type === 'object') {
    for (const property of value.namedChildren) {
      if (property?.type === 'shorthand_property_identifier') exportedNames.add(property.text);
      const held = property?.type === 'pair' ? property.childForFieldName('value') : undefined;
      if (held?.type === 'identifier') exportedNames.add(held.text);
    }
    return;
  }
  if (['function_expression', 'arrow_function', 'generator_function', 'class'].includes(value.type)) {
    const outer = wrapperOf(assignment);
    definitions.push({
      name: value.childForFieldName('name')?.text ?? 'default',
      kind: value.type === 'class' ? 'class' : 'function',
      start: outer.startPosition.row + 1,
      end: outer.endPosition.row + 1,
      exported: true,
      isDefault: true,
    });
  }
}

/**
 * The method a call on the code's own object reaches, in the same file: `this.x()` the method `x` of the
 * enclosing object literal or class, `self.x()` (`cls.x()`) the method of the enclosing class, and in Go
 * `r.x()`, `r` being the enclosing method's receiver, the method `x` of the receiver's type.
 */
function siblingOf(language: Language, call: Node): Node | undefined {
  const name = call.text;
  const nameOf = (node: Node) =>
    (node.type === 'pair' ? node.childForFieldName('key') : (node.childForFieldName('name') ?? node.childForFieldName('property')))?.text;
  if (language === 'go') {
    let method = call.parent;
    while (method && method.type !== 'method_declaration') method = method.parent;
    const receiver = method?.childForFieldName('receiver')?.namedChildren[0];
    const operand = call.parent?.childForFieldName('operand')?.text;
    if (!method || !receiver || receiver.childForFieldName('name')?.text !== operand) return undefined;
    const type = receiverType(receiver);
    return method.parent?.namedChildren.find(
      (node): node is Node =>
        node?.type === 'method_declaration' && nameOf(node) === name && receiverType(node.childForFieldName('receiver')?.namedChildren[0]) === type,
    );
  }
  const containers = language === 'python' ? ['class_definition'] : ['object', 'class_body'];
  let container = call.parent;
  while (container && !containers.includes(container.type) && !assignedOwner(container)) container = container.parent;
  if (!container) return undefined;
  // `proto.send = function () { this.set(…) }`: the sibling is another function assigned on the same object.
  const owner = assignedOwner(container);
  if (owner !== undefined) {
    return container.tree.rootNode
      .descendantsOfType('assignment_expression')
      .find(
        (node): node is Node =>
          !!node &&
          node !== container.parent &&
          assignedOwner(node.childForFieldName('right')) === owner &&
          node.childForFieldName('left')?.childForFieldName('property')?.text === name,
      );
  }
  const members = language === 'python' ? (container.childForFieldName('body')?.namedChildren ?? []) : container.namedChildren;
  return members.find((member): member is Node => {
    const defined = member?.type === 'decorated_definition' ? member.childForFieldName('definition') : member;
    return (
      !!defined &&
      ['method_definition', 'pair', 'field_definition', 'public_field_definition', 'function_definition'].includes(defined.type) &&
      nameOf(defined) === name
    );
  });
}

/** For a function assigned to a property (`res.send = function …`, `Foo.prototype.bar = function …`), the object it is assigned on. */
function assignedOwner(node: Node | null | undefined): string | undefined {
  if (!node || !['function_expression', 'generator_function'].includes(node.type)) return undefined;
  const assignment = node.parent;
  const left = assignment?.type === 'assignment_expression' ? assignment.childForFieldName('left') : undefined;
  return left?.type === 'member_expression' ? left.childForFieldName('object')?.text : undefined;
}

/** A Go receiver's type without its pointer: `(c *Client)` → `Client`. */
function receiverType(receiver: Node | null | undefined): string | undefined {
  return receiver?.childForFieldName('type')?.text.replace(/^\*/, '').replace(/\[.*$/, '');
}

function wrapperOf(node: Node): Node {
  let outer = node;
  for (let parent = outer.parent; parent && WRAPPERS.has(parent.type); parent = parent.parent) outer = parent;
  if (outer.parent?.type === 'type_declaration' && outer.parent.namedChildCount === 1) outer = outer.parent;
  return outer;
}

function isExported(language: Language, node: Node, name: string, outer: Node): boolean {
  if (language === 'go') return /^\p{Lu}/u.test(name);
  if (language === 'python') return !name.startsWith('_');
  if (outer.type === 'export_statement') return true;
  if (name.startsWith('#')) return false;
  // A method or field is as visible as its class; an object literal's as the variable or `module.exports` holding it.
  const owner = node.parent;
  const holder = owner?.parent;
  if (owner?.type === 'class_body') return holder?.parent?.type === 'export_statement';
  if (owner?.type !== 'object' || !holder) return false;
  if (holder.type === 'assignment_expression') return /^(?:module\.)?exports\b/.test(holder.childForFieldName('left')?.text ?? '');
  return holder.type === 'variable_declarator' && wrapperOf(holder).type === 'export_statement';
}
