import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/deferred-cleanup-not-called',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'high',
  confidence: 90,
  category: 'bug-pattern',
  message: '`{{statement}}` defers `{{function}}`, which returns the function to run at the end: that returned cleanup is never called.',
  recommendation: 'Call the returned function in the defer: `defer {{call}}()`. The setup part then runs now and the cleanup on return.',
  documentation: {
    finds:
      '`defer f(…)` where `f`, declared in the same file, returns a function (the pattern `func trace(name string) func() { …; return func() { … } }` used as `defer trace("x")`), and a deferred function literal that returns one.',
    why: 'Such a function does its setup when called and hands back the cleanup. Deferred as `defer f()`, both happen at the wrong time: the setup runs only when the surrounding function returns, and the cleanup it returns is thrown away, so the timer never stops, the lock is never released or the temporary state never restored.',
    wrongWhen:
      'Never intended: the function is made to be called as `defer f()()`. Functions declared in other files or packages, methods, function-typed variables and named function types are left alone: without types the result cannot be seen.',
    origin: "staticcheck's SA9010 (returned function should be called in defer).",
  },
};
