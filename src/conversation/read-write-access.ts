import type { RepositoryApi } from '../github/github-client.js';

/** author_association values of people who may hold write access; anyone else cannot, so the API is not asked. */
const MAYBE_WRITERS = new Set(['OWNER', 'MEMBER', 'COLLABORATOR']);

/**
 * Whether the comment's author may push to the repository: their association says they might (or the
 * event does not say), and the collaborator-permission API confirms it (a MEMBER or COLLABORATOR can
 * hold read or triage only). Fails closed: a permission that cannot be read is no permission.
 */
export async function readWriteAccess(
  client: Pick<RepositoryApi, 'getPermission'>,
  login: string,
  association: string | undefined,
): Promise<{ write: boolean; problem?: string }> {
  if (association !== undefined && !MAYBE_WRITERS.has(association)) return { write: false };
  try {
    const permission = await client.getPermission(login);
    return { write: permission === 'admin' || permission === 'write' };
  } catch (error) {
    return { write: false, problem: `could not read @${login}'s permission, so it counts as none: ${error instanceof Error ? error.message : String(error)}` };
  }
}
