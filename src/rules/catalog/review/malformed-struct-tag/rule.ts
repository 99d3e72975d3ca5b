import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/malformed-struct-tag',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'high',
  confidence: 90,
  category: 'bug-pattern',
  message: 'The tag of `{{field}}` {{problem}}.',
  recommendation: '{{fix}}',
  documentation: {
    finds:
      'A struct field tag that does not follow the `key:"value" key:"value"` convention (`json: "id"`, `json:id`, `json:"id",omitempty`, pairs not separated by a space), and two fields of one struct with the same `json` name.',
    why: '`reflect.StructTag.Get`, which `encoding/json`, `encoding/xml`, YAML, database and validation libraries all use, stops at the first malformed pair and finds nothing after it: the field is silently encoded under its Go name, or not validated. Two fields with one JSON name cancel each other out: `encoding/json` drops both without an error.',
    wrongWhen:
      "Never right for the standard convention. Bare words in a tag (`arg required`, the flags of kong's command-line structs) are a convention of their own and are left alone, as are tags in double-quoted strings and the fields of embedded structs (where JSON names may shadow on purpose).",
    origin: "go vet's `structtag` and staticcheck's SA5008 (invalid struct tag).",
  },
};
