import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'test/benchmark-n-assigned',
  agent: 'test-analyzer',
  dimension: 'testing',
  severity: 'medium',
  confidence: 90,
  category: 'test-quality',
  message: '`{{statement}}` changes `{{receiver}}.N`: the testing package sets it and divides the time by it, so the reported ns/op is wrong.',
  recommendation:
    'Loop `for i := 0; i < {{receiver}}.N; i++` (or `for {{receiver}}.Loop()`) without changing `{{receiver}}.N`; to run a fixed number of times, use `-benchtime=100x`.',
  documentation: {
    finds: 'An assignment to `b.N` (also `b.N++`, `b.N += …`) inside a function that takes `b *testing.B`.',
    why: 'The testing package picks `b.N` itself, runs the benchmark until it is stable, and divides the elapsed time by `b.N` to report the cost of one operation. Overwriting it makes the benchmark run a different number of iterations than the package divides by, so the result is fiction.',
    wrongWhen: 'Never right in a benchmark.',
    origin: "staticcheck's SA3001 (assigning to `b.N` in benchmarks).",
  },
};
