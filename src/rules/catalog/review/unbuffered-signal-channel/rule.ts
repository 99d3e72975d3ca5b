import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/unbuffered-signal-channel',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'medium',
  confidence: 85,
  category: 'concurrency',
  message: '`{{channel}}` is an unbuffered channel given to `signal.Notify`: a signal that arrives while nothing is receiving is dropped.',
  recommendation: 'Give the channel a buffer: `make(chan os.Signal, 1)` is enough for one signal.',
  documentation: {
    finds: 'A channel made with `make(chan os.Signal)` (no buffer, or a buffer of 0) in the function that passes it to `signal.Notify`.',
    why: 'The `os/signal` package never blocks when it delivers a signal: if the receiver is not waiting at that moment, the signal is lost. With an unbuffered channel, a Ctrl-C or SIGTERM that arrives before the program reaches `<-c` (or while it handles the previous one) is ignored, and the graceful shutdown never runs.',
    wrongWhen:
      'Never needed: a buffer of one costs nothing. A channel made elsewhere (another function, a field) is left alone, since its buffer cannot be seen, and so is `signal.Notify(make(chan os.Signal), …)`, which go vet accepts: nothing can receive from that channel, so no signal is awaited.',
    origin: "go vet's `sigchanyzer` and staticcheck's SA1017.",
  },
};
