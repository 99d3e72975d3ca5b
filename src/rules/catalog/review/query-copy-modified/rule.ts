import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/query-copy-modified',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'high',
  confidence: 90,
  category: 'bug-pattern',
  message: '`{{call}}` changes a copy: `URL.Query()` parses `RawQuery` into a new map, so the URL keeps its old query.',
  recommendation: 'Keep the values, change them and write them back: `q := {{url}}.Query(); q.{{method}}(…); {{url}}.RawQuery = q.Encode()`.',
  documentation: {
    finds: '`u.Query().Set(…)`, `.Add(…)` or `.Del(…)` on a URL, as a statement of its own.',
    why: '`(*url.URL).Query` decodes the raw query into a fresh `url.Values` each time. Changing that map and dropping it does nothing: the parameter is never sent, and nothing fails to say so.',
    wrongWhen:
      'A `Query()` of another type that returns a live map. The receiver must be named like a URL (`u`, `url`, `req.URL`, `endpoint.URL`), so other `Query()` methods are left alone.',
    origin: "staticcheck's SA4027.",
  },
};
