import { excerpt } from '../../../excerpt.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { enclosingFunction, isMethod } from '../../../syntax/python/python-syntax.js';
import { silencedByNoqa } from '../../../syntax/python/python-names.js';
import { lineOf } from '../../../syntax/python/bug-patterns-helpers.js';

export const implementation: LanguageImplementation = {
  languages: ['python'],
  query: '[(return_statement (_)) (yield)] @target',
  textGate: /def\s+__init__\b/,
  check: ({ target, context }) => {
    const fn = enclosingFunction(target);
    if (fn?.type !== 'function_definition' || fn.childForFieldName('name')?.text !== '__init__' || !isMethod(fn)) return false;
    if (silencedByNoqa(context.lines, lineOf(target), ['PLE0100', 'PLE0101', 'B037'])) return false;
    if (target.type === 'return_statement') {
      const value = target.namedChildren.find((child) => child.type !== 'comment');
      // `return super().__init__(…)` returns the None of the other `__init__`: odd, but not wrong.
      const returnsInit = value?.type === 'call' && /\.__init__$/.test(value.childForFieldName('function')?.text ?? '');
      if (!value || value.type === 'none' || returnsInit) return false;
      return { details: { statement: excerpt(target.text, 40), consequence: 'creating the object raises `TypeError: __init__() should return None`' } };
    }
    return {
      details: {
        statement: excerpt(target.text, 40),
        consequence: '`__init__` becomes a generator, so creating the object raises `TypeError` before any of its body runs',
      },
    };
  },
  examples: {
    match: [
      'class Client:\n    def __init__(self, url):\n        self.url = url\n        return self',
      'class Pool:\n    def __init__(self, size):\n        if size < 1:\n            return False\n        self.size = size',
      'class Stream:\n    def __init__(self, items):\n        for item in items:\n            yield item',
    ],
    noMatch: [
      'class Client:\n    def __init__(self, url):\n        if not url:\n            return\n        self.url = url',
      'class Client:\n    def __init__(self, url):\n        self.url = url\n        return None',
      'class Client:\n    def __init__(self, urls):\n        def first():\n            return urls[0]\n        self.url = first()',
      'def __init__(self):\n    return 1',
      'class Source(Base):\n    def __init__(self):\n        return super(Source, self).__init__()',
    ],
  },
};
