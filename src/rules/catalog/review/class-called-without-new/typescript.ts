import { JS_FAMILY } from '../../../../diff/language.js';
import { perFile } from '../../../per-file.js';
import type { LanguageImplementation } from '../../../rule-folder.js';

/**
 * Names the file's text writes as a class (`class Name`, `Name = class`): one scan of the text rules out cheaply
 * what a walk of the whole tree would confirm, for every call of the file at once.
 */
const classMentionsOf = perFile((context): ReadonlySet<string> => {
  const names = new Set<string>();
  for (const match of context.lines.join('\n').matchAll(/\bclass\s+([\w$]+)|(?<![\w$])([\w$]+)\s*=\s*class\b/g)) names.add(match[1] ?? match[2] ?? '');
  return names;
});

/** Class names the file declares and does not also declare as a function (TypeScript merges those). */
const classNamesOf = perFile((context): ReadonlySet<string> => {
  const classes = new Set<string>();
  const functions = new Set<string>();
  for (const node of context.root.descendantsOfType([
    'class_declaration',
    'abstract_class_declaration',
    'function_declaration',
    'function_signature',
    'class',
  ])) {
    // A class expression's own name is seen only inside it: what counts is the variable it is assigned to.
    const name =
      node.type === 'class'
        ? node.parent?.type === 'variable_declarator'
          ? node.parent.childForFieldName('name')?.text
          : undefined
        : node.childForFieldName('name')?.text;
    if (!name) continue;
    (node.type === 'function_declaration' || node.type === 'function_signature' ? functions : classes).add(name);
  }
  // A name bound again (`Point = callable(Point)`, `const Group = wrap(class Group {})`) may no longer be the class.
  for (const assignment of context.root.descendantsOfType('assignment_expression')) functions.add(assignment.childForFieldName('left')?.text ?? '');
  for (const name of functions) classes.delete(name);
  return classes;
});

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: '(call_expression function: (identifier) @name) @target',
  textGate: /class/,
  check: ({ captures, context }) => {
    const name = captures.name?.text;
    if (name === undefined || context.path.endsWith('.d.ts')) return false;
    // The text first: reading the file's declarations parses all of a large file, which a small change avoids.
    return classMentionsOf(context).has(name) && classNamesOf(context).has(name);
  },
  fix: ({ lines, line, column }) => {
    const text = lines[line - 1] ?? '';
    if (column === undefined || !/^[\w$]+\s*\(/.test(text.slice(column - 1))) return undefined;
    return { startLine: line, endLine: line, replacement: [`${text.slice(0, column - 1)}new ${text.slice(column - 1)}`] };
  },
  examples: {
    match: ['class Point {\n  constructor(x, y) {\n    this.x = x;\n    this.y = y;\n  }\n}\nconst origin = Point(0, 0);'],
    noMatch: [
      'class Point {}\nconst origin = new Point();',
      'function Point(x) {\n  return { x };\n}\nconst origin = Point(0);',
      'const Group = callable(class Group {});\nconst group = Group(parser);',
    ],
  },
};
