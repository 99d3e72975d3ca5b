import type { LanguageImplementation } from '../../../rule-folder.js';
import { CREDENTIAL_CHECK } from './credential-check.js';
import { tokenPieces } from './token-pieces.js';

export const implementation: LanguageImplementation = {
  languages: ['python'],
  query: '[(string) (comment)] @target',
  ...CREDENTIAL_CHECK,
  examples: {
    match: [`TOKEN = "${tokenPieces('gh', 'p_', 'R8v2Lq9Zt4Wc6Ny1Pk3Hd7Mf5Bx0Js2Ga8Ue')}"`, `# aws: ${tokenPieces('AK', 'IA', 'Q3ZRT7WNV5HX2KLM')}`],
    noMatch: [`DOCS = "${tokenPieces('AK', 'IA', 'IOSFODNN7EXAMPLE')}"`, 'TOKEN = os.environ["GITHUB_TOKEN"]'],
  },
};
