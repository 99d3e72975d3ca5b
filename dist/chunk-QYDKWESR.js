import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);

// src/cli/usage.ts
var USAGE = `Usage: sextant review [options]
       sextant clean
       sextant eval --dataset <file> --model <model> --judge <model> [options]

review  reviews the change between the merge-base of --base and HEAD (or the working
        tree) with the six agents
clean   deletes the stored sessions in .sextant/ (not one a running review holds)
eval    scores a model's reviews on a benchmark dataset (sextant eval --help)

Options:
  --base <ref>                 compare against the merge-base with <ref>
                               (default: the upstream branch, origin/main, main or master)
  --uncommitted                review the working tree (staged, unstaged and untracked
                               files) against HEAD; not with --base
  --resume <session>           continue an interrupted session (see .sextant/)
  --format <format>            text | json | markdown | sarif | html (default: text)
  -o, --output <file>          write the report to <file> instead of stdout
  --color, --no-color          colour the output or not (default: on a terminal only;
                               NO_COLOR and FORCE_COLOR are honoured)
  -q, --quiet                  print only the report and errors (no progress)
  --debug                      print the stack of an unexpected error
  --config <path>              repository config file (default: .github/sextant.yml)
  --trust-config               run the test/lint/typecheck commands of a config file
                               that differs from the base branch's (or is not on it),
                               and let a model follow guidelines files or path
                               instructions that differ from the base branch's;
                               without it such a review stops with exit code 2
  --include <glob>             only review matching paths (repeatable; braces such as
                               'src/{a,b}/**' work)
  --exclude <glob>             skip matching paths (repeatable)
  --analyzer-reports <glob>    import a linter's or scanner's report (SARIF, ESLint or Ruff
                               JSON, checkstyle XML, rdjson/rdjsonl) as findings on the
                               lines the change added (repeatable)
  --agents <list>              comma list of agents to run (default: all six)
  --fail-on <severity>         critical | high | medium | low | info | none (default: critical)
  --min-confidence <0-100>     hide findings below this confidence (default: 80); hidden
                               critical and high ones are counted in the verdict
  --show-info                  also show info findings (style: length, nesting,
                               duplication); they are always in json and sarif
  --min-required-agents <n>    fewer successful agents make the review incomplete (default: 4)
  --on-unreviewed <fail|warn>  a changed source file that could not be read (too
                               large, binary, beyond the budget) makes the review
                               incomplete (fail, the default) or only partial (warn)
  --max-review-iterations <n>  fix-loop rounds at most (default: 3)
  --max-comments <n>           inline comments per pull-request review (action; default: 30)
  --model <model>              static (default) or provider:model-id, e.g.
                               anthropic:claude-sonnet-4-5, openai:gpt-4.1,
                               google:gemini-2.5-flash, openai-compatible:qwen2.5-coder
                               (key from SEXTANT_API_KEY, or ANTHROPIC_API_KEY,
                               OPENAI_API_KEY, GOOGLE_GENERATIVE_AI_API_KEY)
  --base-url <url>             provider endpoint (required for openai-compatible,
                               e.g. http://localhost:11434/v1 for Ollama)
  --concurrency <n|auto>       parallel model calls (default: auto, a local
                               server's slots, else 6)
  --max-input-tokens <n>       prompt tokens per model call; bigger changes are
                               split into batches (default: 40000)
  --max-output-tokens <n>      reply tokens per model call, kept free in the
                               budget (default: 8192 for a review, at most a
                               quarter of a local server's context)
  --model-timeout <seconds>    per model call, retries included (default: 300)
  --verify-findings <true|false>
                               check each model finding against the code with one
                               more call per batch; dropped ones are listed, not
                               shown (default: true)
  --model-tools <auto|off>     let a model that supports tool calls read, search
                               and look up the repository while it reviews
                               (default: auto)
  --model-tool-rounds <n>      rounds of tool calls per agent call (default: 6)
  --model-tool-tokens <n>      tokens of tool results per agent call
                               (default: 12000)
  --test-command <cmd>         verification commands: run before the review, and to
  --lint-command <cmd>         verify every fix
  --typecheck-command <cmd>
  --fix                        keep verified fixes in the working tree (needs a
                               verification command); without it, verified fixes
                               are shown as suggestions and the tree is left as is
  --command-timeout <seconds>  kill a verification command after this long (default: 900)
  --on-verification-failure <continue|stop>
                               a check failing before the review (default: continue)
  --allow-risky-commands <true|false>
                               run verification commands that install packages,
                               use sudo, pipe downloads into a shell, \u2026
  --keep-sessions <n>          sessions kept in .sextant/; older ones are deleted
                               (default: 20)
  --log-level <level>          info | debug
  -h, --help                   show this help
  -v, --version                show the version

Exit codes:
  0  passed: nothing at or above --fail-on; or nothing to review (said so, with what to try)
  1  gate failed: findings at or above --fail-on
  2  usage or configuration error (bad flag or value, no base found, empty repository)
  3  review incomplete (too few agents succeeded, a changed source file could not
     be read, or the review failed)
  4  internal error (a bug: the stack is in the session log, or shown with --debug)`;

export {
  USAGE
};
