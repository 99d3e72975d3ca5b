import { excerpt } from '../../../excerpt.js';
import { ownWording } from '../../../own-wording.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { argumentsOf, enclosingFunction, enclosingLoop } from '../../../syntax/go/go-syntax.js';
import { testingParameter } from '../../../syntax/go/test-analyzer-helpers.js';

export const implementation: LanguageImplementation = {
  languages: ['go'],
  overrides: ownWording('go', {
    message: 'The test sleeps (`{{target}}`): slow on fast machines, flaky on slow ones.',
    recommendation: 'Wait for the condition itself (a channel, `sync.WaitGroup`, polling with a deadline), or inject a clock the test controls.',
  }),
  query: '(call_expression function: (selector_expression) @callee (#eq? @callee "time.Sleep")) @target',
  // The query requires a callee spelled `time.Sleep`.
  textGate: /time\.Sleep/,
  check: ({ target }) => {
    const duration = argumentsOf(target)[0];
    if (!duration || /^0$/.test(duration.text)) return false;
    // Only in a test's own body: inside a function literal or a helper the sleep simulates slow work (a
    // handler, a fake dependency); inside a loop it is the interval of a poll for a condition.
    const fn = enclosingFunction(target);
    if (!fn || testingParameter(fn) === undefined) return false;
    return { details: { target: excerpt(target.text, 40) }, ...(enclosingLoop(target) ? { confidence: 60 } : {}) };
  },
  examples: {
    match: [
      'func TestExpiry(t *testing.T) {\n\tc := NewCache(time.Second)\n\tc.Set("k", 1)\n\ttime.Sleep(2 * time.Second)\n\tif _, ok := c.Get("k"); ok {\n\t\tt.Fatal("not expired")\n\t}\n}',
    ],
    noMatch: [
      'func TestTimeout(t *testing.T) {\n\tsrv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {\n\t\ttime.Sleep(2 * time.Second)\n\t}))\n\tdefer srv.Close()\n\tif _, err := fetch(srv.URL); err == nil {\n\t\tt.Fatal("no timeout")\n\t}\n}',
      'func slowStore() {\n\ttime.Sleep(100 * time.Millisecond)\n}',
      'func TestExpiry(t *testing.T) {\n\tclock := fake.NewClock()\n\tclock.Advance(2 * time.Second)\n\tif clock.Now().IsZero() {\n\t\tt.Fatal("zero")\n\t}\n}',
    ],
  },
};
