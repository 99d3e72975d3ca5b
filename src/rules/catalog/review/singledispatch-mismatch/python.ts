import type { LanguageImplementation } from '../../../rule-folder.js';
import { lineOf } from '../../../syntax/python/bug-patterns-helpers.js';
import { decoratorNames } from '../../../syntax/python/method-signature.js';
import { silencedByNoqa } from '../../../syntax/python/python-names.js';
import { isMethod } from '../../../syntax/python/python-syntax.js';

export const implementation: LanguageImplementation = {
  languages: ['python'],
  query: '(decorated_definition definition: (function_definition) @function) @target',
  textGate: /singledispatch/,
  check: ({ captures, context }) => {
    const fn = captures.function;
    if (!fn) return false;
    const decorators = decoratorNames(fn);
    const method = isMethod(fn);
    const line = lineOf(fn.parent ?? fn);
    if (method && decorators.includes('singledispatch') && !decorators.includes('staticmethod')) {
      if (silencedByNoqa(context.lines, line, ['PLE1519'])) return false;
      const consequence = 'it dispatches on the type of `self`, so every call runs the implementation for the class, whatever the argument';
      return { details: { decorator: 'singledispatch', what: 'a method', consequence, instead: 'functools.singledispatchmethod' } };
    }
    if (!method && decorators.includes('singledispatchmethod') && !silencedByNoqa(context.lines, line, ['PLE1520'])) {
      const consequence = 'it only works as a method of a class, and calling this function raises `TypeError`';
      return { details: { decorator: 'singledispatchmethod', what: 'a function outside a class', consequence, instead: 'functools.singledispatch' } };
    }
    return false;
  },
  examples: {
    match: [
      'from functools import singledispatch\n\nclass Renderer:\n    @singledispatch\n    def render(self, value):\n        return str(value)',
      'from functools import singledispatchmethod\n\n@singledispatchmethod\ndef render(value):\n    return str(value)',
    ],
    noMatch: [
      'from functools import singledispatchmethod\n\nclass Renderer:\n    @singledispatchmethod\n    def render(self, value):\n        return str(value)',
      'from functools import singledispatch\n\n@singledispatch\ndef render(value):\n    return str(value)',
      'import functools\n\nclass Renderer:\n    @staticmethod\n    @functools.singledispatch\n    def render(value):\n        return str(value)',
    ],
  },
};
