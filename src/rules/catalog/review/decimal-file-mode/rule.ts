import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/decimal-file-mode',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'high',
  confidence: 90,
  category: 'bug-pattern',
  message: 'The file mode `{{mode}}` is a decimal number ({{octal}} in octal), not the permissions `0o{{mode}}` it looks like.',
  recommendation: 'Write the mode in octal: `0o{{mode}}`.',
  documentation: {
    finds:
      'A permission given to a file-system call as a three-digit decimal literal: `os.MkdirAll(dir, 755)`, `os.chmod(path, 644)`, `fs.chmodSync(path, 600)`.',
    why: 'Modes are bit masks written in octal; decimal 755 is 0o1363, which sets the sticky bit and gives the wrong permissions, often none to the owner.',
    wrongWhen: 'Never intended for these calls: a literal that is meant as decimal is not written with octal digits only.',
    origin: "staticcheck's SA9002 (non-octal `os.FileMode` that looks octal).",
  },
};
