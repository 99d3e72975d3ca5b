import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/seek-arguments-swapped',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'high',
  confidence: 90,
  category: 'bug-pattern',
  message: '`{{call}}` passes the whence constant `{{whence}}` as the offset: `Seek` takes the offset first and the whence second.',
  recommendation: 'Swap the arguments: `Seek({{offset}}, {{whence}})`.',
  documentation: {
    finds: '`Seek` called with `io.SeekStart`, `io.SeekCurrent`, `io.SeekEnd` (or the old `os.SEEK_SET`, `os.SEEK_CUR`, `os.SEEK_END`) as its first argument.',
    why: '`Seek(offset, whence)` takes the offset first, as `lseek` does. With the two swapped, `f.Seek(io.SeekEnd, 0)` moves to byte 2 from the start instead of the end, and the read or write that follows works on the wrong part of the file.',
    wrongWhen: 'Never intended: the constants are 0, 1 and 2 and say nothing as offsets.',
    origin: "staticcheck's SA1013 (`io.Seeker.Seek` called with the whence constant first).",
  },
};
