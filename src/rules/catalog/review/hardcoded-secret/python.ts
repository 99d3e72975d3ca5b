import { secretAssignmentHit } from '../../../credential-shapes.js';
import { ownWording } from '../../../own-wording.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { dottedName, plainStringText } from '../../../syntax/python/python-syntax.js';
import type { Node } from 'web-tree-sitter';

/** An AWS secret access key for the examples, assembled here so the repository never holds one whole. */
const EXAMPLE_AWS_SECRET_KEY = ['wJalrXUtnFEMI', '/K7MDENG/', 'bPxRfiCYzQ8Lm3Nb7V'].join('');

function assignedName(node: Node): string {
  if (node.type === 'string') return plainStringText(node) ?? '';
  return dottedName(node).at(-1) ?? node.text;
}

export const implementation: LanguageImplementation = {
  languages: ['python'],
  overrides: ownWording('python', {
    recommendation: 'Load it from the environment (`os.environ[...]`) or a secret manager at run time; if it was ever real, revoke it.',
  }),
  query: `(assignment left: [(identifier) (attribute)] @name right: (string) @value) @target
      (pair key: (string) @name value: (string) @value) @target
      (keyword_argument name: (identifier) @name value: (string) @value) @target
      (default_parameter name: (identifier) @name value: (string) @value) @target
      (typed_default_parameter name: (identifier) @name value: (string) @value) @target`,
  check: ({ captures, context, target }) => {
    const { name, value } = captures;
    if (!name || !value) return false;
    return secretAssignmentHit(assignedName(name), plainStringText(value), target.startPosition.row + 1, context);
  },
  examples: {
    match: [
      'DB_PASSWORD = "Tr0ub4dor&3x"',
      'client = Client(api_key="f3a9c2e81b7d4")',
      'settings = {"client_secret": "q8Zr2mX9vL4t"}',
      `AWS_SECRET_ACCESS_KEY = "${EXAMPLE_AWS_SECRET_KEY}"`,
    ],
    noMatch: [
      'DB_PASSWORD = os.environ["DB_PASSWORD"]',
      'password = "changeme"',
      'TOKEN_HEADER = "X-Auth-Token"',
      'api_key = f"{prefix}-{suffix}"',
      `AWS_SECRET_ACCESS_KEY = "${EXAMPLE_AWS_SECRET_KEY.slice(0, 30)}EXAMPLEKEY"`,
      'AWS_SECRET_NAME = "prod/payments/aws-credentials"',
    ],
  },
};
