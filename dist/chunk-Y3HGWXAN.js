import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);
import {
  createWorkingTreeReader,
  readFileAtCommit,
  runGit
} from "./chunk-UIVRVDDN.js";
import {
  PROVIDER_KEY_VARIABLES
} from "./chunk-XA7O5JHY.js";
import {
  MAX_INTENT_COMMITS,
  buildIntent
} from "./chunk-6EBGEUEL.js";
import {
  createRedactor
} from "./chunk-2EA2E2UC.js";

// src/git/create-git-guidelines-source.ts
function createGitGuidelinesSource(options) {
  const git = { cwd: options.cwd, ...options.env ? { env: options.env } : {} };
  const { commit } = options;
  return {
    origin: options.origin,
    async listPaths() {
      const args = commit ? ["ls-tree", "-r", "-z", "--name-only", "--full-tree", commit] : ["ls-files", "-z", "--cached", "--others", "--exclude-standard"];
      return { paths: (await runGit(args, git)).toString("utf8").split("\0").filter(Boolean), complete: true };
    },
    async read(path) {
      if (commit) return readFileAtCommit(options.cwd, commit, path, options.env);
      const reader = createWorkingTreeReader(options.cwd, options.env ? { env: options.env } : {});
      try {
        return await reader.read(path);
      } finally {
        await reader.close();
      }
    }
  };
}

// src/git/read-commit-intent.ts
var FIELD = "\0";
var RECORD = "";
async function readCommitIntent(options) {
  const output = await runGit(["log", "--no-merges", `--max-count=${MAX_INTENT_COMMITS}`, "--format=%h%x00%s%x00%b%x01", `${options.baseSha}..${options.headSha}`], { cwd: options.cwd, env: options.env });
  const entries = output.toString("utf8").split(RECORD).map((record) => record.replace(/^\n/, "")).filter((record) => record.includes(FIELD)).map((record) => {
    const [ref = "", title = "", body = ""] = record.split(FIELD);
    return { kind: "commit", ref, title, body };
  });
  return buildIntent(entries);
}

// src/redact/redact-styled-text.ts
var STYLE_CODE = /(\u001b\[[0-9;]{0,32}m)/;
function redactStyledText(text, redact) {
  if (!text.includes("\x1B")) return redact(text);
  return text.split(STYLE_CODE).map((piece, index) => index % 2 === 1 ? piece : redact(piece)).join("");
}

// src/cli/redact-cli-output.ts
function redactCliOutput(runtime) {
  const providers = Object.keys(PROVIDER_KEY_VARIABLES);
  const redact = createRedactor(providers.map((provider) => ({ name: "api-key", value: runtime.apiKey(`${provider}:model`) })));
  const redacted = (stream) => ({ write: (text) => stream.write(redactStyledText(text, redact)) });
  return { runtime: { ...runtime, stdout: redacted(runtime.stdout), stderr: redacted(runtime.stderr) }, redact };
}

export {
  createGitGuidelinesSource,
  readCommitIntent,
  redactStyledText,
  redactCliOutput
};
