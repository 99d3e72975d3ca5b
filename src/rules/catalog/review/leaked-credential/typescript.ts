import { JS_FAMILY } from '../../../../diff/language.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { CREDENTIAL_CHECK } from './credential-check.js';
import { tokenPieces } from './token-pieces.js';

/**
 * Every string and comment is read for every token shape: the rule's cost (about 5% of scan time on a
 * whole repository), kept because a credential is the one finding that must never be missed.
 */
const STRINGS_AND_COMMENTS = '[(string) (template_string) (comment)] @target';

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: STRINGS_AND_COMMENTS,
  ...CREDENTIAL_CHECK,
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
};
