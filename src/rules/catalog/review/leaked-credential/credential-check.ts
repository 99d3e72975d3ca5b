import { leakedCredentialHits, TOKEN_SHAPE_GATE } from '../../../credential-shapes.js';
import type { LanguageImplementation } from '../../../rule-folder.js';

/** What every language's implementation shares: strings and comments are read alike, only the grammars' node types differ. */
export const CREDENTIAL_CHECK: Pick<LanguageImplementation, 'textGate' | 'check'> = {
  textGate: TOKEN_SHAPE_GATE,
  check: ({ target, context }) => leakedCredentialHits(target.text, target.startPosition.row, target.startPosition.column, context),
};
