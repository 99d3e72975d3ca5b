/** Larger files are data or generated output; holding them as strings costs memory and no rule needs them. */
export const MAX_READ_FILE_BYTES = 10 * 1024 * 1024;
