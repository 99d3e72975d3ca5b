import type { RuleSpecification } from '../../../rule-folder.js';
import { MEDIUM_CORRECTNESS } from '../medium-correctness.js';

export const rule: RuleSpecification = {
  id: 'review/never-closed',
  ...MEDIUM_CORRECTNESS,
  // A test's files and responses end with its process; a leak there costs nothing a user sees.
  files: 'source',
  message: '`{{name}}` from `{{opener}}` is never closed in `{{function}}`: {{consequence}}.',
  recommendation: '`defer {{closer}}.Close()` right after the error check{{writeNote}}.',
  documentation: {
    finds:
      'In Go, a file opened with `os.Open`, `os.Create` or `os.OpenFile` (or the same methods of an afero-style file system), or an HTTP response from `http.Get`, `http.Post`, `http.Head`, `http.PostForm` or a net/http client’s `Do`, that the function neither closes nor hands on: no `Close`, not returned, stored, captured by a closure, or passed to anything but another package’s function or a function of the same file that takes it as a plain `io.Reader` or `io.Writer`, or neither closes it nor hands it on itself.',
    why: 'Every open file holds a descriptor until the garbage collector happens to finalize it: a loop or a server runs out of descriptors, Windows refuses to rename or delete the file, and an error from the final write-back is never seen. An HTTP response whose body is not closed keeps its connection from going back to the pool, so each request opens a new one until the process runs out.',
    wrongWhen:
      'When another function takes the file or response over and closes it. Tests are left alone; the rule leaves alone anything passed to a method of another value (`logger.SetOutput(f)` keeps it), to another package’s constructor whose result is kept (`log.New(f, …)`) or a function it cannot read, returned, stored in a field or a variable of the caller, or used in a closure.',
    origin:
      "golangci-lint's `bodyclose`, and CodeQL's `py/file-not-closed` and `go/unhandled-writable-file-close`, for files and responses a Go function opens and drops.",
  },
};
