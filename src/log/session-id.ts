import { randomBytes } from 'node:crypto';

/** 8 lowercase hex characters: short enough for folder names, random enough for parallel runs. */
export function newSessionId(): string {
  return randomBytes(4).toString('hex');
}
