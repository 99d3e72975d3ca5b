import type { LanguageImplementation } from '../../../rule-folder.js';
import { droppedParameters } from './dropped-parameters.js';
import type { FunctionShape } from './dropped-parameters.js';

const GO: FunctionShape = {
  name: (fn) => fn.childForFieldName('name')?.text,
  // A receiver is a field of its own (`receiver`); the names of a `func(ctx context.Context)` type are not parameters.
  parameters: (fn) =>
    (fn.childForFieldName('parameters')?.namedChildren ?? []).flatMap((declaration) =>
      declaration ? declaration.childrenForFieldName('name').flatMap((name) => (name ? [name] : [])) : [],
    ),
  body: (fn) => fn.childForFieldName('body'),
  readTypes: ['identifier'],
};

export const implementation: LanguageImplementation = {
  languages: ['go'],
  query: `(function_declaration name: (identifier) body: (block)) @target
      (method_declaration name: (field_identifier) body: (block)) @target`,
  check: ({ target, context }) => droppedParameters(target, context, GO),
  examples: {
    match: [
      {
        before: 'package zap\n\nfunc Bool(key string, val bool) Field {\n\treturn boolField{key, val}\n}\n',
        after: 'package zap\n\nfunc Bool(key string, val bool) Field {\n\treturn Field{key: key, fieldType: boolType, ival: 1}\n}\n',
      },
    ],
    noMatch: [
      'package zap\n\nfunc Bool(key string, val bool) Field {\n\treturn Field{key: key, fieldType: boolType, ival: 1}\n}\n',
      {
        before: 'package store\n\nfunc (s *Store) Flush(ctx context.Context, force bool) error {\n\treturn s.db.Flush(ctx, force)\n}\n',
        after: 'package store\n\nfunc (s *Store) Flush(ctx context.Context, force bool) error {\n\treturn nil\n}\n',
      },
      {
        before: 'package store\n\nfunc Open(path string, mode int) error {\n\treturn open(path, mode)\n}\n',
        after: 'package store\n\n// Deprecated: the mode is always 0o600.\nfunc Open(path string, mode int) error {\n\treturn open(path, 0o600)\n}\n',
      },
    ],
  },
};
