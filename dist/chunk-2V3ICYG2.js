import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);
import {
  checkModelSettings
} from "./chunk-HCI3XKQX.js";

// src/config/assert-supported.ts
function assertSupported(settings) {
  if (settings.model === "static") return;
  checkModelSettings({ model: settings.model, apiKey: settings.apiKey, baseUrl: settings.baseUrl, nodeVersion: process.versions.node });
}

export {
  assertSupported
};
