import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);
import {
  MAX_CONFIG_FILE_BYTES
} from "./chunk-2AATRRKP.js";
import {
  ConfigurationError,
  checkModelSettings
} from "./chunk-DFWPMVZH.js";

// src/config/read-config-file.ts
import { open, stat } from "node:fs/promises";
async function readConfigFile(path, origin) {
  if (!(await stat(path).catch(() => void 0))?.isFile()) return void 0;
  const handle = await open(path, "r").catch(() => void 0);
  if (!handle) return void 0;
  try {
    const info = await handle.stat();
    const buffer = Buffer.alloc(MAX_CONFIG_FILE_BYTES + 1);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    if (bytesRead > MAX_CONFIG_FILE_BYTES) {
      throw new ConfigurationError(
        "config file",
        origin,
        `a file of at most ${MAX_CONFIG_FILE_BYTES / 1024} KiB (this one has ${Math.ceil(info.size / 1024)} KiB)`
      );
    }
    return buffer.subarray(0, bytesRead).toString("utf8");
  } finally {
    await handle.close();
  }
}

// src/config/assert-supported.ts
function assertSupported(settings) {
  if (settings.model === "static") return;
  checkModelSettings({ model: settings.model, apiKey: settings.apiKey, baseUrl: settings.baseUrl, nodeVersion: process.versions.node });
}

export {
  readConfigFile,
  assertSupported
};
