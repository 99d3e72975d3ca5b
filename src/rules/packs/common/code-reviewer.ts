import { leakedCredentialHits, TOKEN_SHAPE_GATE } from '../../credential-shapes.js';
import type { RuleDefinition } from '../../rule-definition.js';

/** Credentials with a recognisable shape, in the strings and comments of every language. */

const tokenPieces = (...pieces: string[]): string => pieces.join('');

export const commonCodeReviewerRules: readonly RuleDefinition[] = [
  {
    id: 'review/leaked-credential',
    agent: 'code-reviewer',
    dimension: 'security',
    severity: 'critical',
    confidence: 95,
    languages: ['typescript', 'tsx', 'javascript', 'python', 'go'],
    category: 'secrets',
    message: 'Hard-coded {{kind}} in the source.',
    recommendation:
      'Revoke the credential now (it is in the git history), then load it from the environment or a secret manager at run time.',
    query: {
      typescript: '[(string) (template_string) (comment)] @target',
      tsx: '[(string) (template_string) (comment)] @target',
      javascript: '[(string) (template_string) (comment)] @target',
      python: '[(string) (comment)] @target',
      go: '[(interpreted_string_literal) (raw_string_literal) (comment)] @target',
    },
    textGate: TOKEN_SHAPE_GATE,
    check: ({ target, context }) => leakedCredentialHits(target.text, target.startPosition.row, target.startPosition.column, context),
    examples: {
      match: [
        `const token = "${tokenPieces('gh', 'p_', 'R8v2Lq9Zt4Wc6Ny1Pk3Hd7Mf5Bx0Js2Ga8Ue')}";`,
        `const awsKeyId = '${tokenPieces('AK', 'IA', 'Q3ZRT7WNV5HX2KLM')}';`,
        `const key = \`-----BEGIN ${'RSA PRIVATE'} KEY-----\n${'MIIEowIBAAKCAQEAu1SU1LfVLPHCozMxH2Mo4lgOEePzNm0tRgeLezV6ffAt0gunVTLw7onLRnrq0'}\n\`;`,
        `// slack: ${tokenPieces('xo', 'xb-', '204816357920-', 'Kd83jfLs02Pq')}`,
      ],
      noMatch: [
        `const docs = '${tokenPieces('AK', 'IA', 'IOSFODNN7EXAMPLE')}';`,
        `const token = '${tokenPieces('gh', 'p_', 'x'.repeat(36))}';`,
        "if (pem.startsWith('-----BEGIN PRIVATE KEY-----')) parse(pem);",
        'const token = process.env.GITHUB_TOKEN;',
      ],
    },
  },
];
