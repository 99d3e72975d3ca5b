import type { LanguageImplementation } from '../../../rule-folder.js';
import { CREDENTIAL_CHECK } from './credential-check.js';
import { tokenPieces } from './token-pieces.js';

export const implementation: LanguageImplementation = {
  languages: ['go'],
  query: '[(interpreted_string_literal) (raw_string_literal) (comment)] @target',
  ...CREDENTIAL_CHECK,
  examples: {
    match: [
      `package deploy\n\nconst token = "${tokenPieces('gh', 'p_', 'R8v2Lq9Zt4Wc6Ny1Pk3Hd7Mf5Bx0Js2Ga8Ue')}"`,
      `package deploy\n\n// aws: ${tokenPieces('AK', 'IA', 'Q3ZRT7WNV5HX2KLM')}\nfunc Run() {}`,
    ],
    noMatch: [`package deploy\n\nconst docs = "${tokenPieces('AK', 'IA', 'IOSFODNN7EXAMPLE')}"`, 'package deploy\n\nvar token = os.Getenv("GITHUB_TOKEN")'],
  },
};
