/** `755`, `644`, `600`: three octal digits with no octal prefix, which reads as permissions but is decimal (staticcheck's SA9002 test). */
export function looksOctal(literal: string): boolean {
  return /^[1-7][0-7]{2}$/.test(literal);
}

/** The details of a finding: the literal and what it is in octal. */
export function modeDetails(literal: string): { mode: string; octal: string } {
  return { mode: literal, octal: `0o${Number(literal).toString(8)}` };
}
