import type { Node } from 'web-tree-sitter';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { droppedParameters } from './dropped-parameters.js';
import type { FunctionShape } from './dropped-parameters.js';

/**
 * The name a required parameter declares. One with a default is optional, the usual way to keep an argument
 * callers may still pass; `*args`, `**kwargs` and the method's own `self`/`cls` are passed over too.
 */
function parameterName(parameter: Node): Node | undefined {
  const name = parameter.type === 'identifier' ? parameter : parameter.type === 'typed_parameter' ? parameter.namedChildren[0] : undefined;
  return name?.type === 'identifier' && name.text !== 'self' && name.text !== 'cls' ? name : undefined;
}

const PYTHON: FunctionShape = {
  // A special method's signature is the protocol's (`__get_pydantic_core_schema__(cls, source, handler)`): one
  // that stops needing an argument still has to take it.
  name: (fn) => {
    const name = fn.childForFieldName('name')?.text;
    return name && /^__\w+__$/.test(name) ? undefined : name;
  },
  parameters: (fn) => (fn.childForFieldName('parameters')?.namedChildren ?? []).flatMap((parameter) => (parameter && parameterName(parameter)) || []),
  body: (fn) => fn.childForFieldName('body'),
  readTypes: ['identifier'],
};

export const implementation: LanguageImplementation = {
  languages: ['python'],
  query: '(function_definition name: (identifier) parameters: (parameters) body: (block)) @target',
  check: ({ target, context }) => droppedParameters(target, context, PYTHON),
  examples: {
    match: [
      {
        before: 'def render(template, context, strict):\n    return template.render(context, strict=strict)\n',
        after: 'def render(template, context, strict):\n    return template.render(context)\n',
      },
    ],
    noMatch: [
      'def render(template, context, strict):\n    return template.render(context)\n',
      {
        before: 'def render(template, context, strict=False):\n    return template.render(context, strict=strict)\n',
        after: 'def render(template, context, strict=False):\n    return template.render(context)\n',
      },
      {
        before: 'def render(template, context, strict=False):\n    return template.render(context, strict=strict)\n',
        after: 'def render(template, context, _strict=False):\n    return template.render(context)\n',
      },
      {
        before: 'class Sink:\n    def write(self, data):\n        self.buffer.append(data)\n',
        after: 'class Sink:\n    def write(self, data):\n        pass\n',
      },
    ],
  },
};
