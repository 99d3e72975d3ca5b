import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'test/fatal-in-goroutine',
  agent: 'test-analyzer',
  dimension: 'testing',
  severity: 'medium',
  confidence: 85,
  category: 'test-quality',
  message: '`{{call}}` runs in a goroutine the test started: it stops only that goroutine, not the test.',
  recommendation:
    'Report with `{{receiver}}.Error`/`Errorf` and return from the goroutine, or send the error on a channel and call `{{receiver}}.Fatal` in the test itself after the goroutine is done.',
  documentation: {
    finds:
      '`t.Fatal`, `t.Fatalf`, `t.FailNow`, `t.Skip`, `t.Skipf` or `t.SkipNow` (also on a `*testing.B` or `testing.TB`) called inside a `go func() { … }()` that a test or benchmark started.',
    why: "These methods end the test by stopping the goroutine that calls them (`runtime.Goexit`). The testing package says they must be called from the test's own goroutine: from another one, the test function goes on as if nothing happened, may wait for ever for the goroutine that stopped, or finishes and makes the later call panic.",
    wrongWhen:
      'Never right as written. A subtest started inside the goroutine (`t.Run(…, func(t *testing.T) { t.Fatal(…) })`) has its own `t` and is left alone, and so is a `t` that is not a parameter of type `*testing.T`, `*testing.B` or `testing.TB`.',
    origin: "go vet's `testinggoroutine` and staticcheck's SA2002.",
  },
};
