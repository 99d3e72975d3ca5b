/**
 * Bytes of arguments one git command line may carry for a list (paths): well under Windows' 32,767
 * characters for a whole command line, and far under Linux's 128 KiB per argument and 2 MiB in all.
 */
export const MAX_ARGUMENT_BYTES = 24 * 1024;

/**
 * `items` in order, split into runs whose UTF-8 bytes (plus one separator each) stay within
 * `maxBytes`: a long list never meets the system's argument limit (`spawn E2BIG`), however long its
 * items. An item longer than `maxBytes` gets a run of its own.
 */
export function batchByBytes(items: readonly string[], maxBytes = MAX_ARGUMENT_BYTES): string[][] {
  const batches: string[][] = [];
  let current: string[] = [];
  let used = 0;
  for (const item of items) {
    const size = Buffer.byteLength(item, 'utf8') + 1;
    if (current.length > 0 && used + size > maxBytes) {
      batches.push(current);
      current = [];
      used = 0;
    }
    current.push(item);
    used += size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}
