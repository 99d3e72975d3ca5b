import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);
import {
  SETTING_KEYS
} from "./chunk-2AATRRKP.js";
import {
  PROVIDER_KEY_VARIABLES,
  parseModelId
} from "./chunk-DFWPMVZH.js";
import "./chunk-AWL5CFWY.js";
import "./chunk-YOWMJ4TC.js";
import "./chunk-I6LMSCVT.js";
import "./chunk-CXFAJQ3X.js";
import "./chunk-QLSSUCQI.js";
import "./chunk-HLPW6TWX.js";
import "./chunk-HKAK5JSN.js";
import {
  external_exports
} from "./chunk-P7IRFNF7.js";
import "./chunk-46UCUBVH.js";
import "./chunk-7D2FMOYO.js";
import "./chunk-YW526HM7.js";
import "./chunk-YWK67LT6.js";
import "./chunk-NE6RTQ5N.js";

// src/terminal/decide-color.ts
function decideColor(flag, environment, isTTY) {
  if (flag !== void 0) return flag;
  if (environment.forceColor !== void 0) return environment.forceColor;
  if (environment.noColor) return false;
  return isTTY && !environment.dumbTerminal;
}
function parseForceColor(value) {
  if (value === void 0) return void 0;
  return !["0", "false"].includes(value.trim().toLowerCase());
}

// src/runtime.ts
external_exports.config({ jitless: true });
function watchSignals() {
  const controller = new AbortController();
  let received;
  for (const name of ["SIGINT", "SIGTERM"]) {
    process.on(name, () => {
      if (received) process.exit(name === "SIGINT" ? 130 : 143);
      received = name;
      controller.abort(name);
    });
  }
  return { signal: controller.signal, receivedSignal: () => received };
}
async function createActionRuntime() {
  const [core, { context }] = await Promise.all([import("./core-Y2RM4Y5F.js"), import("./github-Z7D44RH3.js")]);
  const inputs = {};
  for (const key of SETTING_KEYS) inputs[key] = core.getInput(key);
  return {
    ...watchSignals(),
    cwd: process.env.GITHUB_WORKSPACE || process.cwd(),
    env: process.env,
    now: () => /* @__PURE__ */ new Date(),
    inputs,
    eventName: context.eventName,
    payload: context.payload,
    runnerTemp: process.env.RUNNER_TEMP || process.cwd(),
    repository: repositoryOf(process.env.GITHUB_REPOSITORY),
    apiUrl: context.apiUrl,
    runKey: `${context.runId}-${process.env.GITHUB_RUN_ATTEMPT || "1"}`,
    ...spacingOf(process.env.SEXTANT_GITHUB_WRITE_SPACING_MS, context.apiUrl)
  };
}
function spacingOf(value, apiUrl) {
  const host = URL.canParse(apiUrl) ? new URL(apiUrl).hostname : "";
  const local = host === "localhost" || host === "[::1]" || /^127\.\d+\.\d+\.\d+$/.test(host);
  return local && value && /^\d{1,6}$/.test(value) ? { githubWriteSpacingMs: Number(value) } : {};
}
function repositoryOf(fullName) {
  const [owner = "", repo = ""] = (fullName ?? "").split("/");
  return { owner, repo };
}
function createCliRuntime() {
  return {
    ...watchSignals(),
    cwd: process.cwd(),
    env: process.env,
    now: () => /* @__PURE__ */ new Date(),
    argv: process.argv.slice(2),
    apiKey: (model) => {
      const variable = PROVIDER_KEY_VARIABLES[parseModelId(model).provider];
      return process.env.SEXTANT_API_KEY || (variable ? process.env[variable] : void 0) || void 0;
    },
    stdout: process.stdout,
    stderr: process.stderr,
    color: (flag) => {
      const environment = {
        noColor: Boolean(process.env.NO_COLOR),
        forceColor: parseForceColor(process.env.FORCE_COLOR),
        dumbTerminal: process.env.TERM === "dumb"
      };
      return { stdout: decideColor(flag, environment, process.stdout.isTTY === true), stderr: decideColor(flag, environment, process.stderr.isTTY === true) };
    }
  };
}
export {
  createActionRuntime,
  createCliRuntime
};
