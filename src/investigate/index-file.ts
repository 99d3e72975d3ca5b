import { Parser, Query } from 'web-tree-sitter';
import type { Language as Grammar, Node } from 'web-tree-sitter';
import { loadGrammar } from '../rules/load-grammar.js';
import type { Language } from '../rules/language.js';

/** Something a file defines that code elsewhere can use by name. */
export interface SymbolDefinition {
  name: string;
  kind: 'function' | 'method' | 'class' | 'type' | 'variable';
  /** 1-based, inclusive: the whole definition, with its export keyword or decorators. */
  start: number;
  end: number;
  /** Visible outside its module: `export` (JS/TS), no leading underscore (Python), a capital letter (Go). */
  exported: boolean;
}

/** A use of a name: a call (or `new`, or a JSX element) or a type reference. */
interface SymbolReference {
  name: string;
  kind: 'call' | 'type';
  /** 1-based. */
  line: number;
}

export interface FileSymbols {
  definitions: SymbolDefinition[];
  references: SymbolReference[];
}

/**
 * Per language: `@def.<kind>` captures a definition node, `@name` its name; `@call` and `@type` capture
 * the names used. Method and attribute calls count by their last name, as a reader searching for it would.
 */
const SCRIPT_QUERY = `
(function_declaration name: (identifier) @name) @def.function
(generator_function_declaration name: (identifier) @name) @def.function
(class_declaration name: (_) @name) @def.class
(method_definition name: (property_identifier) @name) @def.method
(variable_declarator name: (identifier) @name value: [(arrow_function) (function_expression)]) @def.function
(call_expression function: (identifier) @call)
(call_expression function: (member_expression property: (property_identifier) @call))
(new_expression constructor: (identifier) @call)
`;
const TYPESCRIPT_QUERY = `${SCRIPT_QUERY}
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
  javascript: `${SCRIPT_QUERY}${JSX_QUERY}`,
  python: `
(function_definition name: (identifier) @name) @def.function
(class_definition name: (identifier) @name) @def.class
(call function: (identifier) @call)
(call function: (attribute attribute: (identifier) @call))
(type (identifier) @type)
`,
  go: `
(function_declaration name: (identifier) @name) @def.function
(method_declaration name: (field_identifier) @name) @def.method
(type_spec name: (type_identifier) @name) @def.type
(call_expression function: (identifier) @call)
(call_expression function: (selector_expression field: (field_identifier) @call))
(type_identifier) @type
`,
};

/** Nodes whose text is part of the definition they wrap: an `export`, decorators, Go's `type (…)` group of one. */
const WRAPPERS = new Set(['export_statement', 'decorated_definition', 'lexical_declaration', 'variable_declaration']);

const compiled = new Map<Language, { grammar: Grammar; query: Query; parser: Parser }>();

async function compiledFor(language: Language): Promise<{ query: Query; parser: Parser }> {
  let entry = compiled.get(language);
  if (!entry) {
    const grammar = await loadGrammar(language);
    const parser = new Parser();
    parser.setLanguage(grammar);
    entry = { grammar, query: new Query(grammar, QUERIES[language]), parser };
    compiled.set(language, entry);
  }
  return entry;
}

/** The definitions and name uses of one file, from its syntax tree. Never throws on bad code: tree-sitter recovers. */
export async function indexFile(language: Language, text: string): Promise<FileSymbols> {
  const { query, parser } = await compiledFor(language);
  const tree = parser.parse(text);
  if (!tree) return { definitions: [], references: [] };
  try {
    const definitions: SymbolDefinition[] = [];
    const references: SymbolReference[] = [];
    const definitionNames = new Set<number>();
    for (const match of query.matches(tree.rootNode)) {
      const definition = match.captures.find((capture) => capture.name.startsWith('def.'));
      const name = match.captures.find((capture) => capture.name === 'name')?.node;
      if (definition && name) {
        definitionNames.add(name.startIndex);
        const outer = wrapperOf(definition.node);
        definitions.push({
          name: name.text,
          kind: definition.name.slice('def.'.length) as SymbolDefinition['kind'],
          start: outer.startPosition.row + 1,
          end: outer.endPosition.row + 1,
          exported: isExported(language, definition.node, name.text, outer),
        });
        continue;
      }
      for (const capture of match.captures) {
        if (capture.name !== 'call' && capture.name !== 'type') continue;
        if (definitionNames.has(capture.node.startIndex)) continue;
        references.push({ name: capture.node.text, kind: capture.name, line: capture.node.startPosition.row + 1 });
      }
    }
    return { definitions, references };
  } finally {
    tree.delete();
  }
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
  // A method is as visible as its class.
  if (node.type === 'method_definition') {
    const owner = node.parent?.parent;
    return owner?.parent?.type === 'export_statement' && !name.startsWith('#');
  }
  return false;
}
