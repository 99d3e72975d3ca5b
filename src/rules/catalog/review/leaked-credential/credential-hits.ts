import { leakedCredentialHits } from '../../../credential-shapes.js';
import type { RuleContext, RuleHit } from '../../../rule-definition.js';
import type { Node } from 'web-tree-sitter';

/** How sure a private key in a test file is a leak: below the default threshold. */
const TEST_PRIVATE_KEY_CONFIDENCE = 60;

/**
 * The rule's verdicts for one string or comment. A private key in a test file is almost always the key of a
 * server the test starts itself (a TLS listener with its self-signed certificate): it opens nothing outside the
 * test, unlike an API token, which is as live in a test as anywhere. Worth a look, not sure.
 */
export function credentialHits(target: Node, context: RuleContext): RuleHit[] {
  const hits = leakedCredentialHits(target.text, target.startPosition.row, target.startPosition.column, context);
  if (!context.isTestFile) return hits;
  return hits.map((hit) => (hit.details?.kind === 'private key' ? { ...hit, confidence: TEST_PRIVATE_KEY_CONFIDENCE } : hit));
}
