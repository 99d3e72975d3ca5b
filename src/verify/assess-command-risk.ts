/** Shapes of commands that can damage the runner or reach out of it; verification should only build and test. */
const RISKY_PATTERNS: ReadonlyArray<{ pattern: RegExp; reason: string }> = [
  { pattern: /\brm\s+(-[a-zA-Z]*[rf][a-zA-Z]*\s+)+(\/|~|\$HOME|\*|\.\.?(\s|$))/, reason: 'recursive delete of a broad path' },
  { pattern: /\bsudo\b|\bsu\s+-/, reason: 'privilege escalation (sudo/su)' },
  { pattern: /\b(curl|wget)\b[^|;&]*\|\s*(ba|z|da)?sh\b/, reason: 'pipes a download into a shell' },
  { pattern: /\b(docker|podman|kubectl)\b/, reason: 'container or cluster control' },
  { pattern: /\b(npm|pnpm|yarn|bun)\s+(i|install|add|ci)\b|\bpip3?\s+install\b|\bgem\s+install\b|\bgo\s+install\b|\bcargo\s+install\b|\bapt(-get)?\s+install\b|\bbrew\s+install\b/, reason: 'installs packages (runs their install scripts)' },
  { pattern: /\bgit\s+(push|remote|config)\b/, reason: 'changes git remotes or pushes' },
  { pattern: /\bchmod\s+(-R\s+)?[0-7]*7[0-7]*\s+\/|\bchown\b/, reason: 'changes ownership or opens permissions' },
  { pattern: /\bmkfs\b|\bdd\s+if=|>\s*\/dev\/sd/, reason: 'writes to a disk device' },
  { pattern: /\b(shutdown|reboot|halt)\b/, reason: 'stops the machine' },
  { pattern: /\beval\b|\bbase64\s+(-d|--decode)\b.*\|\s*(ba)?sh/, reason: 'runs dynamically built code' },
];

export interface CommandRisk {
  risky: boolean;
  reasons: string[];
}

/** Pure: why a configured verification command looks dangerous, if it does. */
export function assessCommandRisk(command: string): CommandRisk {
  const reasons = RISKY_PATTERNS.filter(({ pattern }) => pattern.test(command)).map(({ reason }) => reason);
  return { risky: reasons.length > 0, reasons };
}
