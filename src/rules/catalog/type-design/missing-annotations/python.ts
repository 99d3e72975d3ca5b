import { perFile } from '../../../per-file.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { type Parameter, isMethod, parametersOf } from '../../../syntax/python/python-syntax.js';
import type { Node } from 'web-tree-sitter';

/** A module with fewer other functions says too little about the team's convention. */
const MIN_OTHER_FUNCTIONS = 3;

/** "Most" of the other functions: below this share a module is only partly typed, and a gap is no surprise. */
const TYPED_SHARE = 0.75;

/** Module-level functions and methods: nested helpers follow their own, looser conventions. */
function isModuleOrClassLevel(fn: Node): boolean {
  const container = fn.parent?.type === 'decorated_definition' ? fn.parent.parent : fn.parent;
  return container?.type === 'module' || isMethod(fn);
}

/** The parameters that need an annotation: all but a method's `self`/`cls`. */
function annotatable(fn: Node): Parameter[] {
  const parameters = parametersOf(fn);
  return isMethod(fn) && parameters[0] && /^(self|cls|mcs|metacls)$/.test(parameters[0].name) ? parameters.slice(1) : parameters;
}

/** What a function leaves unannotated; `__init__` may omit `-> None` once its parameters are typed (as mypy allows). */
function missingAnnotations(fn: Node): string[] {
  const missing = annotatable(fn)
    .filter((parameter) => !parameter.annotated)
    .map((parameter) => `\`${parameter.kind === 'args' ? '*' : parameter.kind === 'kwargs' ? '**' : ''}${parameter.name}\``);
  const name = fn.childForFieldName('name')?.text;
  const exemptReturn = name === '__init__' && missing.length === 0 && annotatable(fn).length > 0;
  if (!fn.childForFieldName('return_type') && !exemptReturn) missing.push('the return type');
  return missing;
}

/** How many module-level functions and methods the file has, and how many are fully annotated. */
const annotationCounts = perFile((context) => {
  const functions = context.root.descendantsOfType('function_definition').filter(isModuleOrClassLevel);
  return { functions: functions.length, typed: functions.filter((fn) => missingAnnotations(fn).length === 0).length };
});

export const implementation: LanguageImplementation = {
  languages: ['python'],
  query: '(function_definition) @target',
  check: ({ target, context }) => {
    // A signature this change wrote or touched; an old unannotated function is not this change's business.
    if (!context.isChanged(target.startPosition.row + 1) || !isModuleOrClassLevel(target)) return false;
    const missing = missingAnnotations(target);
    // `# type: ignore[no-untyped-def]` on the signature: left unannotated on purpose, and said so.
    if (missing.length === 0 || /#\s*type:\s*ignore/.test(context.lines[target.startPosition.row] ?? '')) return false;
    // This function is one of the file's functions and not fully annotated: the others are the rest.
    const file = annotationCounts(context);
    const others = file.functions - 1;
    if (others < MIN_OTHER_FUNCTIONS || file.typed < others * TYPED_SHARE) return false;
    return {
      details: { name: target.childForFieldName('name')?.text ?? '?', missing: missing.join(', '), typed: String(file.typed), others: String(others) },
    };
  },
  examples: {
    match: [
      'def load(path: str) -> dict:\n    return {}\n\ndef save(path: str, data: dict) -> None:\n    pass\n\ndef remove(path: str) -> bool:\n    return True\n\ndef rename(old, new):\n    return move(old, new)',
    ],
    noMatch: [
      'def load(path):\n    return {}\n\ndef save(path, data):\n    pass\n\ndef remove(path) -> bool:\n    return True\n\ndef rename(old, new):\n    return move(old, new)',
      'class Store:\n    def __init__(self, root: str):\n        self.root = root\n\n    def load(self, key: str) -> bytes:\n        return b""\n\n    def save(self, key: str, data: bytes) -> None:\n        pass\n\n    def drop(self, key: str) -> None:\n        pass',
      'def rename(old, new):\n    return move(old, new)',
      'def load(path: str) -> dict:\n    return {}\n\ndef save(path: str, data: dict) -> None:\n    pass\n\ndef remove(path: str) -> bool:\n    return True\n\ndef wrap(f):  # type: ignore[no-untyped-def]\n    return f',
    ],
  },
};
