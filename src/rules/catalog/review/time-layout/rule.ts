import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/time-layout',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'high',
  confidence: 90,
  category: 'bug-pattern',
  message: 'The layout `{{layout}}` {{problem}}.',
  recommendation: '{{fix}}',
  documentation: {
    finds:
      'A literal time layout that cannot be what was meant: `2006-02-01` (day and month swapped) given to `Format`, `AppendFormat`, `time.Parse` or `time.ParseInLocation`, and a layout for `time.Parse`/`time.ParseInLocation` with no element of the reference time at all (`"YYYY-MM-DD"`, `"%Y-%m-%d"`).',
    why: "Go writes layouts with its reference time, Mon Jan 2 15:04:05 MST 2006. `2006-02-01` reads the day where the month belongs, so dates pass for days up to 12 and come out swapped, and fail after. A layout in another language's notation has no element Go knows, so `time.Parse` fails for every real date.",
    wrongWhen:
      'When the swapped order is the format an external system really uses (rare: there is no ISO form like it); say so in a comment. A layout whose text has an element anywhere is not judged for the second half.',
    origin: "go vet's `timeformat` and staticcheck's SA1002 (invalid format in `time.Parse`).",
  },
};
