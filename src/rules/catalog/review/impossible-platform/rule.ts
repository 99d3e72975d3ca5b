import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/impossible-platform',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'medium',
  confidence: 90,
  category: 'logic',
  message: '`runtime.{{variable}}` is never `{{value}}`: Go knows no such {{kind}}, so this comparison never matches.',
  recommendation: 'Use the name Go uses ({{suggestion}}); `go tool dist list` prints every pair.',
  documentation: {
    finds:
      '`runtime.GOOS` or `runtime.GOARCH` compared with (or switched on) a string that is no operating system or architecture Go knows: `runtime.GOOS == "macos"`, `case "win32":`, `runtime.GOARCH == "x86_64"`.',
    why: 'The branch for that platform never runs: on macOS `GOOS` is `darwin`, on Windows `windows`, on 64-bit Intel `GOARCH` is `amd64`. The platform-specific code is silently skipped there.',
    wrongWhen: 'Never right; the names are those of `go/build` (including ports Go has since dropped, such as `nacl`).',
    origin: "staticcheck's SA4032 (comparing `runtime.GOOS` or `runtime.GOARCH` against an impossible value).",
  },
};
