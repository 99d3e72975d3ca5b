import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);
import {
  isAtOrAbove,
  severityRank
} from "./chunk-HKAK5JSN.js";

// src/report/describe-analyzer-run.ts
function describeAnalyzerRun(run) {
  const left = [
    run.outside_change > 0 ? `${run.outside_change} outside the change` : "",
    run.outside_filter > 0 ? `${run.outside_filter} on lines the ${run.filter} filter leaves out` : "",
    run.excluded > 0 ? `${run.excluded} in files the review leaves out` : "",
    run.rules_off > 0 ? `${run.rules_off} of rules turned off` : "",
    run.past_end > 0 ? `${run.past_end} past the end of their file (a report of another commit?)` : "",
    run.capped > 0 ? `${run.capped} over the caps` : ""
  ].filter(Boolean);
  const command = run.command && run.command.status !== "passed" && run.command.status !== "failed" ? `command ${run.command.status}; ` : "";
  return `${command}${run.results} result${run.results === 1 ? "" : "s"} in ${run.reports.length} report${run.reports.length === 1 ? "" : "s"}, ${run.imported} imported${left.length > 0 ? ` (${left.join(", ")})` : ""}`;
}

// src/verify/command-programs.ts
var SHELLS = /* @__PURE__ */ new Set(["sh", "bash", "zsh", "dash", "ksh", "mksh", "ash", "yash", "fish", "csh", "tcsh"]);
var INTERPRETERS = /* @__PURE__ */ new Set([
  ...SHELLS,
  "python",
  "pypy",
  "node",
  "nodejs",
  "bun",
  "deno",
  "perl",
  "ruby",
  "php",
  "lua",
  "luajit",
  "tclsh",
  "pwsh",
  "powershell",
  "osascript",
  "source",
  "."
]);
var DOWNLOADERS = /* @__PURE__ */ new Set([
  "curl",
  "wget",
  "fetch",
  "aria2c",
  "http",
  "https",
  "xh",
  "nc",
  "ncat",
  "netcat",
  "socat",
  "iwr",
  "irm",
  "invoke-webrequest",
  "invoke-restmethod"
]);
var KEYWORDS = /* @__PURE__ */ new Set(["!", "{", "}", "if", "then", "else", "elif", "fi", "do", "done", "while", "until", "time", "coproc"]);
var CONTAINERS = /* @__PURE__ */ new Set(["docker", "podman", "kubectl", "nerdctl", "docker-compose"]);
var MACHINE = /* @__PURE__ */ new Set(["shutdown", "reboot", "halt", "poweroff"]);
var NODE_PACKAGE_MANAGERS = /* @__PURE__ */ new Set(["npm", "pnpm", "yarn", "bun"]);
var INSTALL_SUBCOMMANDS = /* @__PURE__ */ new Set(["i", "install", "add", "ci", "it", "cit", "install-test", "install-ci-test", "isntall"]);
var SYSTEM_PACKAGE_MANAGERS = /* @__PURE__ */ new Set(["apt", "apt-get", "yum", "dnf", "zypper", "brew", "gem", "cargo", "go"]);
var KNOWN_TOOLS = /* @__PURE__ */ new Set([
  "jest",
  "vitest",
  "mocha",
  "ava",
  "tap",
  "tape",
  "c8",
  "nyc",
  "jasmine",
  "karma",
  "playwright",
  "cypress",
  "tsc",
  "tsx",
  "ts-node",
  "vue-tsc",
  "svelte-check",
  "tsd",
  "eslint",
  "prettier",
  "biome",
  "@biomejs/biome",
  "oxlint",
  "stylelint",
  "knip",
  "turbo",
  "nx",
  "lerna",
  "vite",
  "pytest",
  "ruff",
  "mypy",
  "pyright",
  "black",
  "isort",
  "flake8",
  "pylint",
  "tox",
  "nox",
  "coverage",
  "bandit"
]);
var WRAPPERS = /* @__PURE__ */ new Map([
  ["command", { values: /* @__PURE__ */ new Set(), leading: 0 }],
  ["builtin", { values: /* @__PURE__ */ new Set(), leading: 0 }],
  ["exec", { values: /* @__PURE__ */ new Set(["-a"]), leading: 0 }],
  ["nohup", { values: /* @__PURE__ */ new Set(), leading: 0 }],
  ["setsid", { values: /* @__PURE__ */ new Set(), leading: 0 }],
  ["stdbuf", { values: /* @__PURE__ */ new Set(["-i", "-o", "-e"]), leading: 0 }],
  ["nice", { values: /* @__PURE__ */ new Set(["-n"]), leading: 0 }],
  ["ionice", { values: /* @__PURE__ */ new Set(["-c", "-n", "-p"]), leading: 0 }],
  ["timeout", { values: /* @__PURE__ */ new Set(["-s", "-k", "--signal", "--kill-after"]), leading: 1 }],
  ["xargs", { values: /* @__PURE__ */ new Set(["-I", "-i", "-n", "-P", "-L", "-l", "-d", "-a", "-s", "-E", "-e"]), leading: 0 }],
  ["sudo", { values: /* @__PURE__ */ new Set(["-u", "-g", "-C", "-h", "-p", "-r", "-t", "-U", "-D", "-R"]), leading: 0 }],
  ["doas", { values: /* @__PURE__ */ new Set(["-u", "-C"]), leading: 0 }],
  ["busybox", { values: /* @__PURE__ */ new Set(), leading: 0 }],
  ["unbuffer", { values: /* @__PURE__ */ new Set(), leading: 0 }],
  ["chrt", { values: /* @__PURE__ */ new Set(), leading: 1 }],
  ["taskset", { values: /* @__PURE__ */ new Set(), leading: 1 }]
]);
function programName(text) {
  const base = text.slice(Math.max(text.lastIndexOf("/"), text.lastIndexOf("\\")) + 1).toLowerCase().replace(/\.exe$/, "");
  return base.replace(/^(python|pypy|pip|ruby|perl|php|lua|node)[\d.]*$/, "$1");
}
var fileName = (text) => text.slice(Math.max(text.lastIndexOf("/"), text.lastIndexOf("\\")) + 1);
var isAssignment = (text) => /^[A-Za-z_][A-Za-z0-9_]*=/.test(text);
var isUrl = (text) => /^[a-z][a-z0-9+.-]*:\/\//i.test(text);

// src/verify/command-arguments.ts
function isDecoder(name, args) {
  if (name === "base64" || name === "gbase64") return args.some((arg) => arg === "--decode" || /^-[a-z]*[dD][a-z]*$/i.test(arg));
  if (name === "xxd") return args.some((arg) => /^-[a-z]*r[a-z]*$|^-revert$/.test(arg));
  if (name === "openssl") return args.includes("-d") || args.includes("-base64") || args[0] === "base64";
  return name === "uudecode" || name === "b64decode";
}
function inlineCodeOption(name, args) {
  switch (name) {
    case "node":
    case "nodejs":
    case "bun":
      return scanOptions(args, (arg) => /^--(eval|print)(=|$)|^-[a-z]*[ep][a-z]*$/i.test(arg), [
        "-r",
        "--require",
        "--import",
        "--loader",
        "--experimental-loader",
        "-C",
        "--conditions",
        "--input-type"
      ]);
    case "deno":
      return args[0] === "eval" ? "eval" : void 0;
    case "python":
    case "pypy":
      return shortCluster(args, "c", "mWX", "m");
    case "perl":
      return shortCluster(args, "eE", "IMmdDx");
    case "ruby":
      return shortCluster(args, "e", "IrCEFx");
    case "php":
      return shortCluster(args, "r", "dcfzt");
    case "lua":
    case "luajit":
      return shortCluster(args, "e", "l");
    case "pwsh":
    case "powershell":
      return scanOptions(args, (arg) => /^-(c|command|e|ec|encodedcommand)$/i.test(arg), ["-file", "-f"]);
    default:
      return void 0;
  }
}
function scanOptions(args, matches, values) {
  for (let at = 0; at < args.length; at++) {
    const arg = args[at];
    if (arg === "--" || !arg.startsWith("-")) return void 0;
    if (matches(arg)) return arg;
    if (values.includes(arg) || values.includes(arg.toLowerCase())) at += 1;
  }
  return void 0;
}
function shortCluster(args, inline, valued, ends = "") {
  for (let at = 0; at < args.length; at++) {
    const arg = args[at];
    if (arg === "-" || arg === "--" || !arg.startsWith("-") || arg.startsWith("--")) return void 0;
    for (let index = 1; index < arg.length; index++) {
      const letter = arg[index];
      if (inline.includes(letter)) return `-${letter}`;
      if (valued.includes(letter)) {
        if (ends.includes(letter)) return void 0;
        if (index === arg.length - 1) at += 1;
        break;
      }
    }
  }
  return void 0;
}
function fetchesPackage(name, args) {
  if (name === "npx" || name === "pnpx" || name === "bunx" || name === "uvx") return runsUnknownPackage(args);
  const [sub, ...rest] = args;
  if (name === "npm" && (sub === "exec" || sub === "x") || name === "bun" && sub === "x" || (name === "pnpm" || name === "yarn") && sub === "dlx") {
    return runsUnknownPackage(rest);
  }
  if (name === "pipx" && sub === "run") return runsUnknownPackage(rest);
  if (name === "uv" && sub === "tool" && rest[0] === "run") return runsUnknownPackage(rest.slice(1));
  if (name === "go" && sub === "run") return rest.some((arg) => arg.includes("@") && arg.includes("/"));
  if (name === "deno" && sub === "run") return rest.some((arg) => isUrl(arg) || /^(npm|jsr):/.test(arg));
  return false;
}
function runsUnknownPackage(args) {
  const packages = [];
  for (let at = 0; at < args.length; at++) {
    const arg = args[at];
    if (arg === "--no" || arg === "--no-install" || arg === "--offline") return false;
    if (arg === "-p" || arg === "--package" || arg === "--from" || arg === "--spec") {
      packages.push(args[at + 1] ?? "");
      at += 1;
    } else if (/^--(package|from|spec)=/.test(arg)) {
      packages.push(arg.slice(arg.indexOf("=") + 1));
    } else if (arg === "--") {
      if (packages.length === 0) packages.push(args[at + 1] ?? "");
      break;
    } else if (!arg.startsWith("-")) {
      if (packages.length === 0) packages.push(arg);
      break;
    }
  }
  return packages.some((spec) => !KNOWN_TOOLS.has(spec));
}
function installs(name, args) {
  const sub = args.find((arg) => !arg.startsWith("-"));
  if (NODE_PACKAGE_MANAGERS.has(name)) return name === "yarn" && args.length === 0 || INSTALL_SUBCOMMANDS.has(sub ?? "");
  if (name === "pip" || name === "pipx") return sub === "install";
  if ((name === "python" || name === "pypy") && args.includes("-m")) return args[args.indexOf("-m") + 1] === "pip" && args.includes("install");
  if (name === "uv") return sub === "pip" && args.includes("install");
  if (SYSTEM_PACKAGE_MANAGERS.has(name)) return sub === "install" || name === "go" && sub === "get";
  if (name === "apk") return sub === "add";
  if (name === "pacman") return args.some((arg) => /^-S/.test(arg));
  return false;
}
var BROAD_TARGET = /^(\/|~|\$HOME\b|\$\{HOME\}|\*|\.\.?\/?\*?$|\.\*$|\.\.\/)/;
function deletesBroadly(args) {
  let forceful = false;
  let broad = false;
  let options = true;
  for (const arg of args) {
    if (options && arg === "--") options = false;
    else if (options && arg === "--no-preserve-root") return true;
    else if (options && (arg === "--recursive" || arg === "--force")) forceful = true;
    else if (options && /^-[a-zA-Z]+$/.test(arg)) forceful ||= /[rRf]/.test(arg);
    else if (!(options && arg.startsWith("--"))) broad ||= BROAD_TARGET.test(arg);
  }
  return forceful && broad;
}
function findDeletesBroadly(args) {
  const roots = [];
  for (const arg of args) {
    if (arg.startsWith("-") || arg === "!" || arg === "(") break;
    roots.push(arg);
  }
  const deletes = args.includes("-delete") || args.some((arg, index) => /^-(exec|execdir|ok|okdir)$/.test(arg) && programName(args[index + 1] ?? "") === "rm");
  return deletes && roots.some((root) => BROAD_TARGET.test(root));
}
var GIT_VALUE_OPTIONS = /* @__PURE__ */ new Set(["-c", "-C", "--git-dir", "--work-tree", "--namespace", "--config-env", "--super-prefix", "--exec-path"]);
function gitSubcommand(args) {
  for (let at = 0; at < args.length; at++) {
    const arg = args[at];
    if (!arg.startsWith("-")) return arg;
    if (GIT_VALUE_OPTIONS.has(arg)) at += 1;
  }
  return void 0;
}
function opensPermissions(args) {
  return args.some((arg) => /^[0-7]*7[0-7]*$/.test(arg)) && args.some((arg) => arg.startsWith("/"));
}
function downloadedFiles(name, args) {
  const files = [];
  let remoteName = name === "wget";
  for (let at = 0; at < args.length; at++) {
    const arg = args[at];
    const long = /^--(output|output-document)(=(.*))?$/.exec(arg);
    if (long) {
      files.push(long[3] ?? args[at + 1] ?? "-");
      remoteName = false;
      if (long[3] === void 0) at += 1;
      continue;
    }
    if (arg === "--remote-name" || arg === "--remote-name-all") remoteName = true;
    const short = /^-([a-zA-Z]*)$|^-([a-zA-Z]*?)(o|O)(.+)$/.exec(arg);
    if (!short || arg.startsWith("--")) continue;
    const cluster = short[1] ?? "";
    const outputLetter = name === "curl" ? "o" : "O";
    if (short[3] === outputLetter) {
      files.push(short[4]);
      remoteName = false;
    } else if (cluster.endsWith(outputLetter)) {
      files.push(args[at + 1] ?? "-");
      remoteName = false;
      at += 1;
    } else if (name === "curl" && cluster.includes("O")) {
      remoteName = true;
    }
  }
  if (remoteName) {
    for (const arg of args) if (isUrl(arg)) files.push(fileName(arg.replace(/[?#].*$/, "")));
  }
  return files.filter((file) => file !== "-" && file !== "" && file !== "/dev/null").map(fileName);
}

// src/verify/parse-shell-script.ts
var emptyCommand = () => ({ words: [], inputs: [], outputs: [] });
var newFrame = (closer, stage = 0) => ({
  closer,
  stage,
  upstreamFetched: false,
  fetched: false,
  command: emptyCommand(),
  word: "",
  wordFetched: false,
  wordStarted: false,
  redirect: void 0
});
var IFS = /\$\{IFS[^}]{0,8}\}|\$IFS\b/g;
function parseScript(source, analyse) {
  const text = source.replace(IFS, " ");
  const stack = [newFrame(void 0)];
  const top = () => stack[stack.length - 1];
  const endWord = (frame) => {
    if (frame.wordStarted) {
      const word = { text: frame.word, fetched: frame.wordFetched };
      if (frame.redirect === "in") frame.command.inputs.push(word);
      else if (frame.redirect === "out") frame.command.outputs.push(word);
      else frame.command.words.push(word);
      frame.redirect = void 0;
    }
    frame.word = "";
    frame.wordFetched = false;
    frame.wordStarted = false;
  };
  const endCommand = (frame, piped) => {
    endWord(frame);
    const command = frame.command;
    frame.command = emptyCommand();
    frame.redirect = void 0;
    if (command.words.length === 0 && command.inputs.length === 0 && command.outputs.length === 0) return;
    const fetches = analyse(command, frame.stage, frame.upstreamFetched);
    frame.fetched ||= fetches;
    if (piped) {
      frame.stage += 1;
      frame.upstreamFetched ||= fetches;
    } else {
      frame.stage = 0;
      frame.upstreamFetched = false;
    }
  };
  const open = (closer, stage = 0) => {
    stack.push(newFrame(closer, stage));
  };
  const close = () => {
    const inner = stack.pop();
    endCommand(inner, false);
    const outer = top();
    outer.word += "$()";
    outer.wordStarted = true;
    outer.wordFetched ||= inner.fetched;
  };
  const startRedirect = (frame, kind) => {
    if (/^\d+$/.test(frame.word)) {
      frame.word = "";
      frame.wordStarted = false;
    }
    endWord(frame);
    frame.redirect = kind;
  };
  for (let at = 0; at < text.length; ) {
    const frame = top();
    const char = text[at];
    const next = text[at + 1];
    if (char === "'" || char === '"') {
      at += 1;
    } else if (char === "\\") {
      if (next !== void 0 && next !== "\n") {
        frame.word += next;
        frame.wordStarted = true;
      }
      at += 2;
    } else if (char === " " || char === "	" || char === "\r") {
      endWord(frame);
      at += 1;
    } else if (char === "\n" || char === ";") {
      endCommand(frame, false);
      at += 1;
    } else if (char === "&") {
      if (next === ">") {
        startRedirect(frame, "out");
        at += text[at + 2] === ">" ? 3 : 2;
      } else {
        endCommand(frame, false);
        at += next === "&" ? 2 : 1;
      }
    } else if (char === "|") {
      if (next === "|") {
        endCommand(frame, false);
        at += 2;
      } else {
        endCommand(frame, true);
        at += next === "&" ? 2 : 1;
      }
    } else if ((char === "<" || char === ">") && next === "(") {
      open(")", char === ">" ? 1 : 0);
      at += 2;
    } else if (char === ">") {
      startRedirect(frame, "out");
      at += 1;
      while (text[at] === ">" || text[at] === "|" || text[at] === "&") at += 1;
    } else if (char === "<") {
      startRedirect(frame, "in");
      at += 1;
      while (text[at] === "<" || text[at] === ">" || text[at] === "&" || text[at] === "-") at += 1;
    } else if (char === "$" && next === "(") {
      open(")");
      at += 2;
    } else if (char === "`") {
      if (frame.closer === "`") close();
      else open("`");
      at += 1;
    } else if (char === ")") {
      if (frame.closer === ")") close();
      else endCommand(frame, false);
      at += 1;
    } else if (char === "(") {
      endCommand(frame, false);
      at += 1;
    } else {
      frame.word += char;
      frame.wordStarted = true;
      at += 1;
    }
  }
  while (stack.length > 1) close();
  endCommand(top(), false);
}

// src/verify/assess-command-risk.ts
var REASON = {
  broadDelete: "recursive delete of a broad path",
  privilege: "privilege escalation (sudo/su)",
  pipeToShell: "pipes text into a shell",
  pipeFetchedToShell: "pipes a download or decoded text into a shell",
  pipeFetched: "pipes a download or decoded text into an interpreter",
  runsFetched: "runs a download or decoded text (process or command substitution)",
  downloadThenRun: "downloads a file and runs it",
  inlineCode: "runs inline code",
  fetchesPackage: "downloads and runs a package (npx, dlx, bunx, uvx install a missing package without asking in CI); npx --no runs a local binary without downloading",
  container: "container or cluster control",
  install: "installs packages (runs their install scripts)",
  git: "changes git remotes or pushes",
  permissions: "changes ownership or opens permissions",
  disk: "writes to a disk device",
  machine: "stops the machine",
  dynamicCode: "runs dynamically built code"
};
function assessCommandRisk(command) {
  const reasons = /* @__PURE__ */ new Set();
  const downloaded = /* @__PURE__ */ new Set();
  const executed = [];
  const analyse = (simple, stage, upstreamFetched) => analyseCommand(simple, { stage, upstreamFetched, reasons, downloaded, executed });
  parseScript(command, analyse);
  if (executed.some((file) => downloaded.has(file))) reasons.add(REASON.downloadThenRun);
  return { risky: reasons.size > 0, reasons: [...reasons] };
}
function programIndex(words, reasons) {
  let at = 0;
  while (at < words.length) {
    const text = words[at].text;
    const name = programName(text);
    if (isAssignment(text) || KEYWORDS.has(name)) {
      at += 1;
    } else if (name === "env") {
      at += 1;
      while (at < words.length && /^-|^[A-Za-z_][A-Za-z0-9_]*=/.test(words[at].text)) {
        at += ["-u", "-C", "--unset", "--chdir"].includes(words[at].text) ? 2 : 1;
      }
    } else if (WRAPPERS.has(name)) {
      if (name === "sudo" || name === "doas") reasons.add(REASON.privilege);
      const { values, leading } = WRAPPERS.get(name);
      at += 1;
      while (at < words.length && words[at].text.startsWith("-")) at += values.has(words[at].text) ? 2 : 1;
      at += leading;
    } else if (SHELLS.has(name)) {
      let option = at + 1;
      let inline = -1;
      while (option < words.length && /^[-+]/.test(words[option].text)) {
        const flag = words[option].text;
        if (/^-[a-z]*c[a-z]*$/i.test(flag)) inline = option;
        option += flag === "-o" || flag === "+o" || flag === "-O" || flag === "+O" ? 2 : 1;
      }
      if (inline === -1 || option >= words.length) return at;
      at = option;
    } else {
      return at;
    }
  }
  return at;
}
function analyseCommand(command, context) {
  const { reasons } = context;
  const start = programIndex(command.words, reasons);
  const program = command.words[start];
  const anyFetched = command.words.some((word) => word.fetched) || command.inputs.some((word) => word.fetched);
  if (!program) return anyFetched;
  const name = programName(program.text);
  const args = command.words.slice(start + 1).map((word) => word.text);
  const interpreter = INTERPRETERS.has(name);
  const downloads = DOWNLOADERS.has(name);
  const decodes = isDecoder(name, args);
  if (program.fetched) reasons.add(REASON.runsFetched);
  if (interpreter && (command.words.slice(start + 1).some((word) => word.fetched) || command.inputs.some((word) => word.fetched))) {
    reasons.add(REASON.runsFetched);
  }
  if (context.stage > 0) {
    const readsScript = SHELLS.has(name) && !args.some((arg) => /^-[a-z]*c[a-z]*$/i.test(arg));
    if (context.upstreamFetched && readsScript) reasons.add(REASON.pipeFetchedToShell);
    else if (context.upstreamFetched && (interpreter || program.text.startsWith("$"))) reasons.add(REASON.pipeFetched);
    else if (readsScript) reasons.add(REASON.pipeToShell);
  }
  const inline = inlineCodeOption(name, args);
  if (inline) reasons.add(`${REASON.inlineCode} (${name} ${inline})`);
  if (fetchesPackage(name, args)) reasons.add(REASON.fetchesPackage);
  if (name === "rm" && deletesBroadly(args)) reasons.add(REASON.broadDelete);
  if (name === "find" && findDeletesBroadly(args)) reasons.add(REASON.broadDelete);
  if (name === "su") reasons.add(REASON.privilege);
  if (CONTAINERS.has(name)) reasons.add(REASON.container);
  if (installs(name, args)) reasons.add(REASON.install);
  if (name === "git" && ["push", "remote", "config"].includes(gitSubcommand(args) ?? "")) reasons.add(REASON.git);
  if (name === "chown" || name === "chmod" && opensPermissions(args)) reasons.add(REASON.permissions);
  if (/^mkfs/.test(name) || name === "dd" || command.outputs.some((word) => /^\/dev\/(sd|hd|vd|xvd|nvme|mmcblk|disk)/.test(word.text))) {
    reasons.add(REASON.disk);
  }
  if (MACHINE.has(name)) reasons.add(REASON.machine);
  if (name === "eval") reasons.add(REASON.dynamicCode);
  if (downloads) for (const file of downloadedFiles(name, args)) context.downloaded.add(file);
  if (downloads || decodes) for (const word of command.outputs) context.downloaded.add(fileName(word.text));
  if (program.text.includes("/")) context.executed.push(fileName(program.text));
  if (interpreter || name === "chmod" && args.some((arg) => /^[ugoa]*\+[rwx]*x|^[0-7]*[1357]$/.test(arg))) {
    for (const arg of [...args, ...command.inputs.map((word) => word.text)]) context.executed.push(fileName(arg));
  }
  return downloads || decodes || anyFetched;
}

// src/verify/check-result.ts
var CHECKS = ["tests", "lint", "typecheck"];

// src/verify/run-checks.ts
var RISKY_COMMAND_HINT = "Set allow-risky-commands: true in the workflow (--allow-risky-commands true on the command line) to run it anyway.";
var COMMAND_TIMEOUT_MS = 15 * 60 * 1e3;
async function runChecks(runner, options) {
  const results = {};
  for (const check of CHECKS) {
    const command = options.commands[check];
    if (!command || options.signal.aborted) {
      results[check] = { status: "not_configured", duration_ms: 0 };
      continue;
    }
    if (options.withheld) {
      results[check] = { status: "refused", command, reason: options.withheld, duration_ms: 0, output_tail: options.withheld };
      continue;
    }
    const risk = assessCommandRisk(command);
    if (risk.risky && !options.allowRisky) {
      results[check] = {
        status: "refused",
        command,
        reason: risk.reasons.join("; "),
        duration_ms: 0,
        output_tail: `Refused: ${risk.reasons.join("; ")}. ${RISKY_COMMAND_HINT}`
      };
      continue;
    }
    options.onStart?.(check, command);
    const outcome = await runner.run(command, { timeoutMs: options.timeoutMs ?? COMMAND_TIMEOUT_MS, signal: options.signal });
    results[check] = {
      status: outcome.timedOut ? "timeout" : outcome.exitCode === 0 ? "passed" : "failed",
      command,
      exit_code: outcome.exitCode,
      duration_ms: outcome.durationMs,
      output_tail: outcome.outputTail
    };
  }
  return results;
}

// src/orchestrator/cap-candidates.ts
var DEFAULT_LIMITS = {
  /**
   * Past this many findings of one rule in one file, the file repeats one pattern: more instances add
   * nothing a reader can act on, and an adversarial change (thousands of identical catch blocks) would
   * otherwise grow the state without bound.
   */
  perRulePerFile: 20,
  /** One rule's findings across the whole change; the rest are counted, not kept. */
  perRule: 200,
  /** Everything the static engine keeps for one review: far more than anyone reads, small enough to store and post. */
  total: 2e3
};
function byImportance(a, b) {
  return severityRank(a.severity) - severityRank(b.severity) || b.confidence - a.confidence;
}
function ruleOf(finding) {
  return finding.rule_id ?? `${finding.agent}/${finding.category}`;
}
function capCandidates(candidates, limits = {}) {
  const { perRulePerFile, perRule, total } = { ...DEFAULT_LIMITS, ...limits };
  const perFileCount = /* @__PURE__ */ new Map();
  const perRuleCount = /* @__PURE__ */ new Map();
  const dropped = /* @__PURE__ */ new Map();
  const keep = /* @__PURE__ */ new Set();
  for (const finding of [...candidates].sort(byImportance)) {
    const rule = ruleOf(finding);
    const fileKey = `${rule}\0${finding.file}`;
    const inFile = perFileCount.get(fileKey) ?? 0;
    const inRule = perRuleCount.get(rule) ?? 0;
    if (inFile >= perRulePerFile || inRule >= perRule || keep.size >= total) {
      dropped.set(rule, (dropped.get(rule) ?? 0) + 1);
      continue;
    }
    perFileCount.set(fileKey, inFile + 1);
    perRuleCount.set(rule, inRule + 1);
    keep.add(finding);
  }
  return { kept: candidates.filter((finding) => keep.has(finding)), dropped };
}
function describeDropped(dropped, limits = {}) {
  const { perRulePerFile, perRule, total } = { ...DEFAULT_LIMITS, ...limits };
  return [...dropped].map(
    ([rule, count]) => `${rule}: ${count} more finding(s) not listed \u2014 at most ${perRulePerFile} per file, ${perRule} per rule and ${total} in all are kept, the most severe first`
  );
}

// src/orchestrator/without-muted.ts
function withoutMuted(candidates, mutedRules, gate) {
  const mutedIds = new Set(mutedRules.map((rule) => rule.rule_id));
  const muted = /* @__PURE__ */ new Map();
  const shown = candidates.filter((finding) => {
    if (!finding.rule_id || !mutedIds.has(finding.rule_id) || neverMuted(finding) || gate && isAtOrAbove(finding.severity, gate)) return true;
    muted.set(finding.rule_id, (muted.get(finding.rule_id) ?? 0) + 1);
    return false;
  });
  return { shown, muted };
}
function neverMuted(finding) {
  return finding.severity === "critical" || finding.dimension === "security";
}

export {
  CHECKS,
  describeAnalyzerRun,
  assessCommandRisk,
  RISKY_COMMAND_HINT,
  runChecks,
  capCandidates,
  describeDropped,
  withoutMuted
};
