import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);
import {
  AISDKError,
  APICallError,
  DEFAULT_MAX_DOWNLOAD_SIZE,
  DownloadError,
  InvalidArgumentError,
  InvalidPromptError,
  LoadAPIKeyError,
  SPEECH_STREAM_START_FRAME_TYPE,
  SPEECH_STREAM_TEXT_DELTA_FRAME_TYPE,
  SPEECH_STREAM_TEXT_DONE_FRAME_TYPE,
  TRANSCRIPTION_STREAM_AUDIO_DONE_FRAME_TYPE,
  TRANSCRIPTION_STREAM_START_FRAME_TYPE,
  TypeValidationError,
  UnsupportedFunctionalityError,
  WORKFLOW_DESERIALIZE,
  WORKFLOW_SERIALIZE,
  asArray,
  asSchema,
  cancelResponseBody,
  combineHeaders,
  connectToWebSocket,
  convertAsyncIteratorToReadableStream,
  convertBase64ToUint8Array,
  convertUint8ArrayToBase64,
  createEventSourceResponseHandler,
  createIdGenerator,
  createJsonErrorResponseHandler,
  createJsonLinesResponseHandler,
  createJsonResponseHandler,
  createProviderExecutedToolFactory,
  detectMediaType,
  executeTool,
  fetchUntrustedUrl,
  filterNullable,
  getErrorMessage,
  getFromApi,
  getRuntimeEnvironmentUserAgent,
  getToolCaller,
  isArrayBuffer,
  isBuffer,
  isExecutableTool,
  isFullMediaType,
  isProviderReference,
  isUint8Array,
  isUrlSupported,
  jsonSchema,
  lazySchema,
  loadOptionalSetting,
  normalizeBatchRequestCounts,
  normalizeHeaders,
  parseJsonEventStream,
  parseProviderOptions,
  parseSpeechStreamPart,
  parseTranscriptionStreamPart,
  postJsonToApi,
  readResponseWithSizeLimit,
  redactTelemetryValue,
  removeUndefinedEntries,
  resolve,
  retryWithExponentialBackoff,
  safeParseJSON,
  safeValidateTypes,
  secureJsonParse,
  serializeModelOptions,
  tool,
  validateTypes,
  waitForWebSocketBufferDrain,
  withUserAgentSuffix,
  withoutTrailingSlash,
  zodSchema
} from "./chunk-AR3HGKJA.js";
import {
  describeIssues
} from "./chunk-AWL5CFWY.js";
import {
  require_auth_errors,
  require_token_error,
  require_token_util
} from "./chunk-JWDXSQLI.js";
import {
  NO_USAGE,
  addUsage,
  usageFromSdk
} from "./chunk-CC4ATQTV.js";
import {
  createRedactor
} from "./chunk-WS543FGP.js";
import {
  $ZodAny,
  $ZodArray,
  $ZodBoolean,
  $ZodCustom,
  $ZodDiscriminatedUnion,
  $ZodEnum,
  $ZodLazy,
  $ZodLiteral,
  $ZodNever,
  $ZodNull,
  $ZodNullable,
  $ZodNumber,
  $ZodNumberFormat,
  $ZodObject,
  $ZodOptional,
  $ZodPipe,
  $ZodRecord,
  $ZodString,
  $ZodStringFormat,
  $ZodTransform,
  $ZodType,
  $ZodURL,
  $ZodUnion,
  $ZodUnknown,
  $constructor,
  NEVER,
  _any,
  _boolean,
  _custom,
  _gte,
  _instanceof,
  _int,
  _length,
  _lte,
  _maxLength,
  _minLength,
  _never,
  _nonnegative,
  _null,
  _null2,
  _number,
  _positive,
  _refine,
  _startsWith,
  _string,
  _unknown,
  _url,
  array,
  boolean,
  clone,
  custom,
  discriminatedUnion,
  extend,
  globalRegistry,
  installLazyProp,
  lazy,
  literal,
  mergeDefs,
  normalizeParams,
  number,
  object,
  own,
  parse,
  parseAsync,
  record,
  safeParse,
  safeParseAsync,
  string,
  union,
  unknown
} from "./chunk-46UCUBVH.js";
import "./chunk-P32DJQ3Q.js";
import {
  __commonJS,
  __toESM
} from "./chunk-NE6RTQ5N.js";

// node_modules/@vercel/oidc/dist/get-context.js
var require_get_context = __commonJS({
  "node_modules/@vercel/oidc/dist/get-context.js"(exports, module) {
    "use strict";
    var __defProp2 = Object.defineProperty;
    var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
    var __getOwnPropNames = Object.getOwnPropertyNames;
    var __hasOwnProp = Object.prototype.hasOwnProperty;
    var __export = (target, all) => {
      for (var name3 in all)
        __defProp2(target, name3, { get: all[name3], enumerable: true });
    };
    var __copyProps = (to, from, except, desc) => {
      if (from && typeof from === "object" || typeof from === "function") {
        for (let key of __getOwnPropNames(from))
          if (!__hasOwnProp.call(to, key) && key !== except)
            __defProp2(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
      }
      return to;
    };
    var __toCommonJS = (mod) => __copyProps(__defProp2({}, "__esModule", { value: true }), mod);
    var get_context_exports = {};
    __export(get_context_exports, {
      SYMBOL_FOR_REQ_CONTEXT: () => SYMBOL_FOR_REQ_CONTEXT,
      getContext: () => getContext3
    });
    module.exports = __toCommonJS(get_context_exports);
    var SYMBOL_FOR_REQ_CONTEXT = /* @__PURE__ */ Symbol.for("@vercel/request-context");
    function getContext3() {
      const fromSymbol = globalThis;
      return fromSymbol[SYMBOL_FOR_REQ_CONTEXT]?.get?.() ?? {};
    }
  }
});

// node_modules/@vercel/oidc/dist/get-vercel-oidc-token.js
var require_get_vercel_oidc_token = __commonJS({
  "node_modules/@vercel/oidc/dist/get-vercel-oidc-token.js"(exports, module) {
    "use strict";
    var __defProp2 = Object.defineProperty;
    var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
    var __getOwnPropNames = Object.getOwnPropertyNames;
    var __hasOwnProp = Object.prototype.hasOwnProperty;
    var __export = (target, all) => {
      for (var name3 in all)
        __defProp2(target, name3, { get: all[name3], enumerable: true });
    };
    var __copyProps = (to, from, except, desc) => {
      if (from && typeof from === "object" || typeof from === "function") {
        for (let key of __getOwnPropNames(from))
          if (!__hasOwnProp.call(to, key) && key !== except)
            __defProp2(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
      }
      return to;
    };
    var __toCommonJS = (mod) => __copyProps(__defProp2({}, "__esModule", { value: true }), mod);
    var get_vercel_oidc_token_exports = {};
    __export(get_vercel_oidc_token_exports, {
      getVercelOidcToken: () => getVercelOidcToken3,
      getVercelOidcTokenSync: () => getVercelOidcTokenSync2
    });
    module.exports = __toCommonJS(get_vercel_oidc_token_exports);
    var import_get_context = require_get_context();
    var import_token_error = require_token_error();
    async function getVercelOidcToken3(options) {
      let token = "";
      let err;
      try {
        token = getVercelOidcTokenSync2();
      } catch (error) {
        err = error;
      }
      try {
        const [{ getTokenPayload, isExpired }, { refreshToken }] = await Promise.all([
          await import("./token-util-SXCZMAVC.js"),
          await import("./token-EJDTXPKV.js")
        ]);
        if (!token || isExpired(getTokenPayload(token), options?.expirationBufferMs)) {
          await refreshToken(options);
          token = getVercelOidcTokenSync2();
        }
      } catch (error) {
        let message = err instanceof Error ? err.message : "";
        if (error instanceof Error) {
          message = `${message}
${error.message}`;
        }
        if (message) {
          throw new import_token_error.VercelOidcTokenError(message);
        }
        throw error;
      }
      return token;
    }
    function getVercelOidcTokenSync2() {
      const token = (0, import_get_context.getContext)().headers?.["x-vercel-oidc-token"] ?? process.env.VERCEL_OIDC_TOKEN;
      if (!token) {
        throw new Error(
          `The 'x-vercel-oidc-token' header is missing from the request. Do you have the OIDC option enabled in the Vercel project settings?`
        );
      }
      return token;
    }
  }
});

// node_modules/@vercel/oidc/dist/index.js
var require_dist = __commonJS({
  "node_modules/@vercel/oidc/dist/index.js"(exports, module) {
    "use strict";
    var __defProp2 = Object.defineProperty;
    var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
    var __getOwnPropNames = Object.getOwnPropertyNames;
    var __hasOwnProp = Object.prototype.hasOwnProperty;
    var __export = (target, all) => {
      for (var name3 in all)
        __defProp2(target, name3, { get: all[name3], enumerable: true });
    };
    var __copyProps = (to, from, except, desc) => {
      if (from && typeof from === "object" || typeof from === "function") {
        for (let key of __getOwnPropNames(from))
          if (!__hasOwnProp.call(to, key) && key !== except)
            __defProp2(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
      }
      return to;
    };
    var __toCommonJS = (mod) => __copyProps(__defProp2({}, "__esModule", { value: true }), mod);
    var src_exports = {};
    __export(src_exports, {
      AccessTokenMissingError: () => import_auth_errors.AccessTokenMissingError,
      RefreshAccessTokenFailedError: () => import_auth_errors.RefreshAccessTokenFailedError,
      getContext: () => import_get_context.getContext,
      getVercelOidcToken: () => import_get_vercel_oidc_token.getVercelOidcToken,
      getVercelOidcTokenSync: () => import_get_vercel_oidc_token.getVercelOidcTokenSync,
      getVercelToken: () => import_token_util.getVercelToken
    });
    module.exports = __toCommonJS(src_exports);
    var import_get_vercel_oidc_token = require_get_vercel_oidc_token();
    var import_get_context = require_get_context();
    var import_auth_errors = require_auth_errors();
    var import_token_util = require_token_util();
  }
});

// node_modules/ai/dist/rolldown-runtime-D7D4PA-g.js
var __defProp = Object.defineProperty;
var __exportAll = (all, no_symbols) => {
  let target = {};
  for (var name3 in all) __defProp(target, name3, {
    get: all[name3],
    enumerable: true
  });
  if (!no_symbols) __defProp(target, Symbol.toStringTag, { value: "Module" });
  return target;
};

// node_modules/zod/v4/mini/schemas.js
var ZodMiniType = /* @__PURE__ */ $constructor("ZodMiniType", (inst, def) => {
  if (!inst._zod)
    throw new Error("Uninitialized schema in ZodMiniType.");
  $ZodType.init(inst, def);
  inst.def = def;
  inst.type = def.type;
}, {
  // `with` is an alias for `check`: the same function object, not a wrapper.
  get with() {
    return this.check;
  },
  set with(value) {
    own(this, "with", value);
  },
  parse(data, params) {
    return parse(this, data, params, { callee: this.parse });
  },
  parseAsync(data, params) {
    return parseAsync(this, data, params, { callee: this.parseAsync });
  },
  safeParse(data, params) {
    return safeParse(this, data, params);
  },
  safeParseAsync(data, params) {
    return safeParseAsync(this, data, params);
  },
  check(...checks) {
    const def = this.def;
    return this.clone({
      ...def,
      checks: [
        ...def.checks ?? [],
        ...checks.map((ch) => typeof ch === "function" ? { _zod: { check: ch, def: { check: "custom" }, onattach: [] } } : ch)
      ]
    }, { parent: true });
  },
  clone(_def, params) {
    return clone(this, _def, params);
  },
  brand() {
    return this;
  },
  register(reg, meta2) {
    reg.add(this, meta2);
    return this;
  },
  apply(fn, ...args) {
    return args.length === 0 ? fn(this) : fn(this, ...args);
  }
});
var ZodMiniString = /* @__PURE__ */ $constructor("ZodMiniString", (inst, def) => {
  $ZodString.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function string2(params) {
  return _string(ZodMiniString, params);
}
var ZodMiniStringFormat = /* @__PURE__ */ $constructor("ZodMiniStringFormat", (inst, def) => {
  $ZodStringFormat.init(inst, def);
  ZodMiniString.init(inst, def);
});
var ZodMiniURL = /* @__PURE__ */ $constructor("ZodMiniURL", (inst, def) => {
  $ZodURL.init(inst, def);
  ZodMiniStringFormat.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function url(params) {
  return _url(ZodMiniURL, params);
}
var ZodMiniNumber = /* @__PURE__ */ $constructor("ZodMiniNumber", (inst, def) => {
  $ZodNumber.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function number2(params) {
  return _number(ZodMiniNumber, params);
}
var ZodMiniNumberFormat = /* @__PURE__ */ $constructor("ZodMiniNumberFormat", (inst, def) => {
  $ZodNumberFormat.init(inst, def);
  ZodMiniNumber.init(inst, def);
});
function int(params) {
  return _int(ZodMiniNumberFormat, params);
}
var ZodMiniBoolean = /* @__PURE__ */ $constructor("ZodMiniBoolean", (inst, def) => {
  $ZodBoolean.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function boolean2(params) {
  return _boolean(ZodMiniBoolean, params);
}
var ZodMiniNull = /* @__PURE__ */ $constructor("ZodMiniNull", (inst, def) => {
  $ZodNull.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function _null3(params) {
  return _null(ZodMiniNull, params);
}
var ZodMiniAny = /* @__PURE__ */ $constructor("ZodMiniAny", (inst, def) => {
  $ZodAny.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function any() {
  return _any(ZodMiniAny);
}
var ZodMiniUnknown = /* @__PURE__ */ $constructor("ZodMiniUnknown", (inst, def) => {
  $ZodUnknown.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function unknown2() {
  return _unknown(ZodMiniUnknown);
}
var ZodMiniNever = /* @__PURE__ */ $constructor("ZodMiniNever", (inst, def) => {
  $ZodNever.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function never(params) {
  return _never(ZodMiniNever, params);
}
var ZodMiniArray = /* @__PURE__ */ $constructor("ZodMiniArray", (inst, def) => {
  $ZodArray.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function array2(element, params) {
  return new ZodMiniArray({
    type: "array",
    element,
    ...normalizeParams(params)
  });
}
var ZodMiniObject = /* @__PURE__ */ $constructor("ZodMiniObject", (inst, def) => {
  $ZodObject.init(inst, def);
  ZodMiniType.init(inst, def);
  installLazyProp(inst, "shape", (self) => self._zod.def.shape, false);
});
// @__NO_SIDE_EFFECTS__
function object2(shape, params) {
  const def = {
    type: "object",
    shape: shape ?? {},
    ...normalizeParams(params)
  };
  return new ZodMiniObject(def);
}
// @__NO_SIDE_EFFECTS__
function looseObject(shape, params) {
  return new ZodMiniObject({
    type: "object",
    shape,
    catchall: /* @__PURE__ */ unknown2(),
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function extend2(schema, shape) {
  return extend(schema, shape);
}
// @__NO_SIDE_EFFECTS__
function catchall(inst, catchall2) {
  return inst.clone(mergeDefs(inst._zod.def, { catchall: catchall2 }));
}
var ZodMiniUnion = /* @__PURE__ */ $constructor("ZodMiniUnion", (inst, def) => {
  $ZodUnion.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function union2(options, params) {
  return new ZodMiniUnion({
    type: "union",
    options,
    ...normalizeParams(params)
  });
}
var ZodMiniDiscriminatedUnion = /* @__PURE__ */ $constructor("ZodMiniDiscriminatedUnion", (inst, def) => {
  $ZodDiscriminatedUnion.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function discriminatedUnion2(discriminator, options, params) {
  return new ZodMiniDiscriminatedUnion({
    type: "union",
    options,
    discriminator,
    ...normalizeParams(params)
  });
}
var ZodMiniRecord = /* @__PURE__ */ $constructor("ZodMiniRecord", (inst, def) => {
  $ZodRecord.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function record2(keyType, valueType, params) {
  if (!valueType || !valueType._zod) {
    return new ZodMiniRecord({
      type: "record",
      keyType: /* @__PURE__ */ string2(),
      valueType: keyType,
      ...normalizeParams(valueType)
    });
  }
  return new ZodMiniRecord({
    type: "record",
    keyType,
    valueType,
    ...normalizeParams(params)
  });
}
var ZodMiniEnum = /* @__PURE__ */ $constructor("ZodMiniEnum", (inst, def) => {
  $ZodEnum.init(inst, def);
  ZodMiniType.init(inst, def);
  inst.options = [...inst._zod.values];
});
// @__NO_SIDE_EFFECTS__
function _enum(values, params) {
  const entries = Array.isArray(values) ? Object.fromEntries(values.map((v) => [v, v])) : values;
  return new ZodMiniEnum({
    type: "enum",
    entries,
    ...normalizeParams(params)
  });
}
var ZodMiniLiteral = /* @__PURE__ */ $constructor("ZodMiniLiteral", (inst, def) => {
  $ZodLiteral.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function literal2(value, params) {
  return new ZodMiniLiteral({
    type: "literal",
    values: Array.isArray(value) ? value : [value],
    ...normalizeParams(params)
  });
}
var ZodMiniTransform = /* @__PURE__ */ $constructor("ZodMiniTransform", (inst, def) => {
  $ZodTransform.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function transform(fn) {
  return new ZodMiniTransform({
    type: "transform",
    transform: fn
  });
}
var ZodMiniOptional = /* @__PURE__ */ $constructor("ZodMiniOptional", (inst, def) => {
  $ZodOptional.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function optional(innerType) {
  return new ZodMiniOptional({
    type: "optional",
    innerType
  });
}
var ZodMiniNullable = /* @__PURE__ */ $constructor("ZodMiniNullable", (inst, def) => {
  $ZodNullable.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function nullable(innerType) {
  return new ZodMiniNullable({
    type: "nullable",
    innerType
  });
}
// @__NO_SIDE_EFFECTS__
function nullish(innerType) {
  return /* @__PURE__ */ optional(/* @__PURE__ */ nullable(innerType));
}
var ZodMiniPipe = /* @__PURE__ */ $constructor("ZodMiniPipe", (inst, def) => {
  $ZodPipe.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function pipe(in_, out) {
  return new ZodMiniPipe({
    type: "pipe",
    in: in_,
    out
  });
}
var ZodMiniLazy = /* @__PURE__ */ $constructor("ZodMiniLazy", (inst, def) => {
  $ZodLazy.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function _lazy(getter) {
  return new ZodMiniLazy({
    type: "lazy",
    getter
  });
}
var ZodMiniCustom = /* @__PURE__ */ $constructor("ZodMiniCustom", (inst, def) => {
  $ZodCustom.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function custom2(fn, _params) {
  return _custom(ZodMiniCustom, fn ?? (() => true), _params);
}
// @__NO_SIDE_EFFECTS__
function refine(fn, _params = {}) {
  return _refine(ZodMiniCustom, fn, _params);
}
// @__NO_SIDE_EFFECTS__
function _instanceof2(cls, params = {}) {
  const inst = /* @__PURE__ */ custom2((data) => data instanceof cls, params);
  inst._zod.bag.Class = cls;
  inst._zod.check = (payload) => {
    if (!(payload.value instanceof cls)) {
      payload.issues.push({
        code: "invalid_type",
        expected: cls.name,
        input: payload.value,
        inst,
        path: [...inst._zod.def.path ?? []]
      });
    }
  };
  return inst;
}
// @__NO_SIDE_EFFECTS__
function json() {
  const jsonSchema2 = /* @__PURE__ */ _lazy(() => {
    return /* @__PURE__ */ union2([/* @__PURE__ */ string2(), /* @__PURE__ */ number2(), /* @__PURE__ */ boolean2(), /* @__PURE__ */ _null3(), /* @__PURE__ */ array2(jsonSchema2), /* @__PURE__ */ record2(/* @__PURE__ */ string2(), jsonSchema2)]);
  });
  return jsonSchema2;
}

// node_modules/@ai-sdk/gateway/dist/index.js
var import_oidc = __toESM(require_dist(), 1);
var GATEWAY_REALTIME_SUBPROTOCOL = "ai-gateway-realtime.v1";
var GATEWAY_TRANSCRIPTION_SUBPROTOCOL = "ai-gateway-transcription.v1";
var GATEWAY_SPEECH_SUBPROTOCOL = "ai-gateway-speech.v1";
var GATEWAY_AUTH_SUBPROTOCOL_PREFIX = "ai-gateway-auth.";
var GATEWAY_TEAM_SUBPROTOCOL_PREFIX = "ai-gateway-team.";
function getGatewayRealtimeProtocols(token, options) {
  return buildGatewayProtocols(GATEWAY_REALTIME_SUBPROTOCOL, token, options);
}
function getGatewayTranscriptionProtocols(token, options) {
  return buildGatewayProtocols(GATEWAY_TRANSCRIPTION_SUBPROTOCOL, token, options);
}
function getGatewaySpeechProtocols(token, options) {
  return buildGatewayProtocols(GATEWAY_SPEECH_SUBPROTOCOL, token, options);
}
function buildGatewayProtocols(marker3, token, options) {
  const protocols = [marker3, `${GATEWAY_AUTH_SUBPROTOCOL_PREFIX}${token}`];
  if (options?.teamIdOrSlug) protocols.push(`${GATEWAY_TEAM_SUBPROTOCOL_PREFIX}${encodeSubprotocolValue(options.teamIdOrSlug)}`);
  return protocols;
}
function encodeSubprotocolValue(value) {
  const bytes = new TextEncoder().encode(value);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/u, "");
}
var z = {
  any,
  array: array2,
  boolean: boolean2,
  catchall,
  describe: describe2,
  discriminatedUnion: discriminatedUnion2,
  enum: _enum,
  extend: extend2,
  instanceof: _instanceof2,
  int,
  json,
  length: _length,
  literal: literal2,
  maxLength: _maxLength,
  maximum: _lte,
  minLength: _minLength,
  minimum: _gte,
  never,
  nullable,
  nullish,
  number: number2,
  object: object2,
  optional,
  pipe,
  record: record2,
  refine,
  string: string2,
  transform,
  union: union2,
  unknown: unknown2,
  url
};
function describe2(schema, description) {
  const clone2 = schema.clone();
  globalRegistry.add(clone2, { description });
  return clone2;
}
var symbol$10 = /* @__PURE__ */ Symbol.for("vercel.ai.gateway.error");
var GatewayError = class GatewayError2 extends Error {
  constructor({ message, statusCode = 500, cause, generationId, isRetryable = statusCode != null && (statusCode === 408 || statusCode === 409 || statusCode === 429 || statusCode >= 500) }) {
    super(generationId ? `${message} [${generationId}]` : message);
    this[symbol$10] = true;
    this.statusCode = statusCode;
    this.cause = cause;
    this.generationId = generationId;
    this.isRetryable = isRetryable;
  }
  /**
  * Checks if the given error is a Gateway Error.
  * @param {unknown} error - The error to check.
  * @returns {boolean} True if the error is a Gateway Error, false otherwise.
  */
  static isInstance(error) {
    return GatewayError2.hasMarker(error);
  }
  static hasMarker(error) {
    return typeof error === "object" && error !== null && symbol$10 in error && error[symbol$10] === true;
  }
};
var name$9 = "GatewayAuthenticationError";
var marker$9 = `vercel.ai.gateway.error.${name$9}`;
var symbol$9 = Symbol.for(marker$9);
var GatewayAuthenticationError = class GatewayAuthenticationError2 extends GatewayError {
  constructor({ message = "Authentication failed", statusCode = 401, cause, generationId } = {}) {
    super({
      message,
      statusCode,
      cause,
      generationId
    });
    this[symbol$9] = true;
    this.name = name$9;
    this.type = "authentication_error";
  }
  static isInstance(error) {
    return GatewayError.hasMarker(error) && symbol$9 in error;
  }
  /**
  * Creates a contextual error message when authentication fails
  */
  static createContextualError({ apiKeyProvided, oidcTokenProvided, statusCode = 401, cause, generationId }) {
    let contextualMessage;
    if (apiKeyProvided) contextualMessage = `AI Gateway authentication failed: Invalid API key or token.

Create a new API key: https://vercel.com/d?to=%2F%5Bteam%5D%2F%7E%2Fai%2Fapi-keys

Provide an API key or Vercel access token via 'apiKey' option or 'AI_GATEWAY_API_KEY' environment variable.`;
    else if (oidcTokenProvided) contextualMessage = `AI Gateway authentication failed: Invalid OIDC token.

Run 'npx vercel link' to link your project, then 'vc env pull' to fetch the token.

Alternatively, use an API key: https://vercel.com/d?to=%2F%5Bteam%5D%2F%7E%2Fai%2Fapi-keys
or pass a Vercel access token via the 'apiKey' option.`;
    else contextualMessage = `AI Gateway authentication failed: No authentication provided.

Option 1 - API key:
Create an API key: https://vercel.com/d?to=%2F%5Bteam%5D%2F%7E%2Fai%2Fapi-keys
Provide via 'apiKey' option or 'AI_GATEWAY_API_KEY' environment variable.

Option 2 - Vercel access token:
Pass a Vercel personal access token or Vercel app access token via the 'apiKey' option.

Option 3 - OIDC token:
Run 'npx vercel link' to link your project, then 'vc env pull' to fetch the token.`;
    return new GatewayAuthenticationError2({
      message: contextualMessage,
      statusCode,
      cause,
      generationId
    });
  }
};
var name$8 = "GatewayInvalidRequestError";
var marker$8 = `vercel.ai.gateway.error.${name$8}`;
var symbol$8 = Symbol.for(marker$8);
var GatewayInvalidRequestError = class extends GatewayError {
  constructor({ message = "Invalid request", statusCode = 400, cause, generationId } = {}) {
    super({
      message,
      statusCode,
      cause,
      generationId
    });
    this[symbol$8] = true;
    this.name = name$8;
    this.type = "invalid_request_error";
  }
  static isInstance(error) {
    return GatewayError.hasMarker(error) && symbol$8 in error;
  }
};
var name$7 = "GatewayRateLimitError";
var marker$7 = `vercel.ai.gateway.error.${name$7}`;
var symbol$7 = Symbol.for(marker$7);
var GatewayRateLimitError = class extends GatewayError {
  constructor({ message = "Rate limit exceeded", statusCode = 429, cause, generationId } = {}) {
    super({
      message,
      statusCode,
      cause,
      generationId
    });
    this[symbol$7] = true;
    this.name = name$7;
    this.type = "rate_limit_exceeded";
  }
  static isInstance(error) {
    return GatewayError.hasMarker(error) && symbol$7 in error;
  }
};
var name$6 = "GatewayModelNotFoundError";
var marker$6 = `vercel.ai.gateway.error.${name$6}`;
var symbol$6 = Symbol.for(marker$6);
var modelNotFoundParamSchema = lazySchema(() => zodSchema(z.object({ modelId: z.string() })));
var GatewayModelNotFoundError = class extends GatewayError {
  constructor({ message = "Model not found", statusCode = 404, modelId, cause, generationId } = {}) {
    super({
      message,
      statusCode,
      cause,
      generationId
    });
    this[symbol$6] = true;
    this.name = name$6;
    this.type = "model_not_found";
    this.modelId = modelId;
  }
  static isInstance(error) {
    return GatewayError.hasMarker(error) && symbol$6 in error;
  }
};
var name$5 = "GatewayNotFoundError";
var marker$5 = `vercel.ai.gateway.error.${name$5}`;
var symbol$5 = Symbol.for(marker$5);
var GatewayNotFoundError = class extends GatewayError {
  constructor({ message = "Resource not found", statusCode = 404, cause, generationId } = {}) {
    super({
      message,
      statusCode,
      cause,
      generationId
    });
    this[symbol$5] = true;
    this.name = name$5;
    this.type = "not_found";
  }
  static isInstance(error) {
    return GatewayError.hasMarker(error) && symbol$5 in error;
  }
};
var name$4 = "GatewayInternalServerError";
var marker$4 = `vercel.ai.gateway.error.${name$4}`;
var symbol$4 = Symbol.for(marker$4);
var GatewayInternalServerError = class extends GatewayError {
  constructor({ message = "Internal server error", statusCode = 500, cause, generationId } = {}) {
    super({
      message,
      statusCode,
      cause,
      generationId
    });
    this[symbol$4] = true;
    this.name = name$4;
    this.type = "internal_server_error";
  }
  static isInstance(error) {
    return GatewayError.hasMarker(error) && symbol$4 in error;
  }
};
var name$3 = "GatewayFailedDependencyError";
var marker$3 = `vercel.ai.gateway.error.${name$3}`;
var symbol$3 = Symbol.for(marker$3);
var GatewayFailedDependencyError = class extends GatewayError {
  constructor({ message = "Failed dependency", statusCode = 424, cause, generationId } = {}) {
    super({
      message,
      statusCode,
      cause,
      generationId
    });
    this[symbol$3] = true;
    this.name = name$3;
    this.type = "failed_dependency";
  }
  static isInstance(error) {
    return GatewayError.hasMarker(error) && symbol$3 in error;
  }
};
var name$2 = "GatewayForbiddenError";
var marker$2 = `vercel.ai.gateway.error.${name$2}`;
var symbol$2 = Symbol.for(marker$2);
var forbiddenParamSchema = lazySchema(() => zodSchema(z.object({ ruleId: z.string() })));
var GatewayForbiddenError = class extends GatewayError {
  constructor({ message = "Forbidden", statusCode = 403, cause, generationId, ruleId } = {}) {
    super({
      message,
      statusCode,
      cause,
      generationId
    });
    this[symbol$2] = true;
    this.name = name$2;
    this.type = "forbidden";
    this.ruleId = ruleId;
  }
  static isInstance(error) {
    return GatewayError.hasMarker(error) && symbol$2 in error;
  }
};
var name$1 = "GatewayResponseError";
var marker$1 = `vercel.ai.gateway.error.${name$1}`;
var symbol$1 = Symbol.for(marker$1);
var GatewayResponseError = class extends GatewayError {
  constructor({ message = "Invalid response from Gateway", statusCode = 502, response, validationError, cause, generationId, isRetryable } = {}) {
    super({
      message,
      statusCode,
      cause,
      generationId,
      isRetryable
    });
    this[symbol$1] = true;
    this.name = name$1;
    this.type = "response_error";
    this.response = response;
    this.validationError = validationError;
  }
  static isInstance(error) {
    return GatewayError.hasMarker(error) && symbol$1 in error;
  }
};
async function createGatewayErrorFromResponse({ response, statusCode, defaultMessage = "Gateway request failed", cause, authMethod, isRetryable }) {
  const parseResult = await safeValidateTypes({
    value: response,
    schema: gatewayErrorResponseSchema
  });
  if (!parseResult.success) {
    const rawGenerationId = typeof response === "object" && response !== null && "generationId" in response ? response.generationId : void 0;
    return new GatewayResponseError({
      message: `Invalid error response format: ${defaultMessage}`,
      statusCode,
      response,
      validationError: parseResult.error,
      cause,
      generationId: rawGenerationId,
      isRetryable
    });
  }
  const validatedResponse = parseResult.value;
  const errorType = validatedResponse.error.type;
  const message = validatedResponse.error.message;
  const generationId = validatedResponse.generationId ?? void 0;
  switch (errorType) {
    case "authentication_error":
      return GatewayAuthenticationError.createContextualError({
        apiKeyProvided: authMethod === "api-key",
        oidcTokenProvided: authMethod === "oidc",
        statusCode,
        cause,
        generationId
      });
    case "invalid_request_error":
      return new GatewayInvalidRequestError({
        message,
        statusCode,
        cause,
        generationId
      });
    case "rate_limit_exceeded":
      return new GatewayRateLimitError({
        message,
        statusCode,
        cause,
        generationId
      });
    case "model_not_found": {
      const modelResult = await safeValidateTypes({
        value: validatedResponse.error.param,
        schema: modelNotFoundParamSchema
      });
      return new GatewayModelNotFoundError({
        message,
        statusCode,
        modelId: modelResult.success ? modelResult.value.modelId : void 0,
        cause,
        generationId
      });
    }
    case "not_found":
      return new GatewayNotFoundError({
        message,
        statusCode,
        cause,
        generationId
      });
    case "internal_server_error":
      return new GatewayInternalServerError({
        message,
        statusCode,
        cause,
        generationId
      });
    case "failed_dependency":
      return new GatewayFailedDependencyError({
        message,
        statusCode,
        cause,
        generationId
      });
    case "forbidden": {
      const ruleResult = await safeValidateTypes({
        value: validatedResponse.error.param,
        schema: forbiddenParamSchema
      });
      return new GatewayForbiddenError({
        message,
        statusCode,
        cause,
        generationId,
        ruleId: ruleResult.success ? ruleResult.value.ruleId : void 0
      });
    }
    default:
      return new GatewayInternalServerError({
        message,
        statusCode,
        cause,
        generationId
      });
  }
}
var gatewayErrorResponseSchema = lazySchema(() => zodSchema(z.object({
  error: z.object({
    message: z.string(),
    type: z.nullish(z.string()),
    param: z.nullish(z.unknown()),
    code: z.nullish(z.union([z.string(), z.number()]))
  }),
  generationId: z.nullish(z.string())
})));
function extractApiCallResponse(error) {
  if (error.data !== void 0) return error.data;
  if (error.responseBody != null) try {
    return secureJsonParse(error.responseBody);
  } catch {
    return error.responseBody;
  }
  return {};
}
var name = "GatewayTimeoutError";
var marker = `vercel.ai.gateway.error.${name}`;
var symbol = Symbol.for(marker);
var GatewayTimeoutError = class GatewayTimeoutError2 extends GatewayError {
  constructor({ message = "Request timed out", statusCode = 408, cause, generationId } = {}) {
    super({
      message,
      statusCode,
      cause,
      generationId
    });
    this[symbol] = true;
    this.name = name;
    this.type = "timeout_error";
  }
  static isInstance(error) {
    return GatewayError.hasMarker(error) && symbol in error;
  }
  /**
  * Creates a helpful timeout error message with troubleshooting guidance
  */
  static createTimeoutError({ originalMessage, statusCode = 408, cause, generationId }) {
    const message = `Gateway request timed out: ${originalMessage}

    This is a client-side timeout. To resolve this, increase your timeout configuration: https://vercel.com/docs/ai-gateway/capabilities/video-generation#extending-timeouts-for-node.js`;
    return new GatewayTimeoutError2({
      message,
      statusCode,
      cause,
      generationId
    });
  }
};
function isTimeoutError(error) {
  if (!(error instanceof Error)) return false;
  const errorCode = error.code;
  if (typeof errorCode === "string") return [
    "UND_ERR_HEADERS_TIMEOUT",
    "UND_ERR_BODY_TIMEOUT",
    "UND_ERR_CONNECT_TIMEOUT"
  ].includes(errorCode);
  return false;
}
async function asGatewayError(error, authMethod) {
  if ((error instanceof Error || typeof DOMException === "function" && error instanceof DOMException) && (error.name === "AbortError" || error.name === "TimeoutError")) throw error;
  if (GatewayError.isInstance(error)) return error;
  if (isTimeoutError(error)) return GatewayTimeoutError.createTimeoutError({
    originalMessage: error instanceof Error ? error.message : "Unknown error",
    cause: error
  });
  if (APICallError.isInstance(error)) {
    if (error.cause && isTimeoutError(error.cause)) return GatewayTimeoutError.createTimeoutError({
      originalMessage: error.message,
      cause: error
    });
    return await createGatewayErrorFromResponse({
      response: extractApiCallResponse(error),
      statusCode: error.statusCode ?? 500,
      defaultMessage: "Gateway request failed",
      cause: error,
      authMethod,
      isRetryable: error.isRetryable && (error.statusCode == null || error.statusCode < 400) ? true : void 0
    });
  }
  return await createGatewayErrorFromResponse({
    response: {},
    statusCode: 500,
    defaultMessage: error instanceof Error ? `Gateway request failed: ${error.message}` : "Unknown Gateway error",
    cause: error,
    authMethod
  });
}
var GATEWAY_AUTH_METHOD_HEADER = "ai-gateway-auth-method";
var VERCEL_AI_GATEWAY_TEAM_HEADER = "x-vercel-ai-gateway-team";
async function parseAuthMethod(headers) {
  const result = await safeValidateTypes({
    value: headers[GATEWAY_AUTH_METHOD_HEADER],
    schema: gatewayAuthMethodSchema
  });
  return result.success ? result.value : void 0;
}
var gatewayAuthMethodSchema = lazySchema(() => zodSchema(z.union([z.literal("api-key"), z.literal("oidc")])));
var KNOWN_MODEL_TYPES = [
  "embedding",
  "decision",
  "evaluation",
  "image",
  "language",
  "realtime",
  "reranking",
  "speech",
  "transcription",
  "video"
];
var GatewayFetchMetadata = class {
  constructor(config2) {
    this.config = config2;
  }
  async getAvailableModels() {
    try {
      const { value } = await getFromApi({
        url: `${this.config.baseURL}/config`,
        validateUrl: false,
        headers: this.config.headers ? await resolve(this.config.headers) : void 0,
        successfulResponseHandler: createJsonResponseHandler(gatewayAvailableModelsResponseSchema),
        failedResponseHandler: createJsonErrorResponseHandler({
          errorSchema: z.any(),
          errorToMessage: (data) => getErrorMessage(data) ?? "unknown error"
        }),
        fetch: this.config.fetch
      });
      return value;
    } catch (error) {
      throw await asGatewayError(error);
    }
  }
  async getCredits() {
    try {
      const baseUrl = new URL(this.config.baseURL);
      const headers = this.config.headers ? await resolve(this.config.headers) : void 0;
      const url2 = new URL("/v1/credits", baseUrl.origin);
      const teamIdOrSlug = getTeamIdOrSlug(headers);
      if (teamIdOrSlug) url2.searchParams.set(teamIdOrSlug.startsWith("team_") ? "teamId" : "slug", teamIdOrSlug);
      const { value } = await getFromApi({
        url: url2.toString(),
        validateUrl: false,
        headers,
        successfulResponseHandler: createJsonResponseHandler(gatewayCreditsResponseSchema),
        failedResponseHandler: createJsonErrorResponseHandler({
          errorSchema: z.any(),
          errorToMessage: (data) => getErrorMessage(data) ?? "unknown error"
        }),
        fetch: this.config.fetch
      });
      return value;
    } catch (error) {
      throw await asGatewayError(error);
    }
  }
};
function getTeamIdOrSlug(headers) {
  if (!headers) return void 0;
  for (const [name3, value] of Object.entries(headers)) if (name3.toLowerCase() === "x-vercel-ai-gateway-team") return value?.trim() || void 0;
}
var gatewayAvailableModelsResponseSchema = lazySchema(() => zodSchema(z.object({ models: z.pipe(z.array(z.object({
  id: z.string(),
  name: z.string(),
  description: z.nullish(z.string()),
  pricing: z.nullish(z.pipe(z.object({
    input: z.string(),
    output: z.string(),
    input_cache_read: z.nullish(z.string()),
    input_cache_write: z.nullish(z.string())
  }), z.transform(({ input, output, input_cache_read, input_cache_write }) => ({
    input,
    output,
    ...input_cache_read ? { cachedInputTokens: input_cache_read } : {},
    ...input_cache_write ? { cacheCreationInputTokens: input_cache_write } : {}
  })))),
  specification: z.object({
    specificationVersion: z.literal("v4"),
    provider: z.string(),
    modelId: z.string()
  }),
  modelType: z.nullish(z.string())
})), z.transform((models) => models.filter((m) => m.modelType == null || KNOWN_MODEL_TYPES.includes(m.modelType)))) })));
var gatewayCreditsResponseSchema = lazySchema(() => zodSchema(z.pipe(z.object({
  balance: z.string(),
  total_used: z.string()
}), z.transform(({ balance, total_used }) => ({
  balance,
  totalUsed: total_used
})))));
var GatewaySpendReport = class {
  constructor(config2) {
    this.config = config2;
  }
  async getSpendReport(params) {
    try {
      const baseUrl = new URL(this.config.baseURL);
      const searchParams = new URLSearchParams();
      searchParams.set("start_date", params.startDate);
      searchParams.set("end_date", params.endDate);
      if (params.groupBy) searchParams.set("group_by", params.groupBy);
      if (params.datePart) searchParams.set("date_part", params.datePart);
      if (params.userId) searchParams.set("user_id", params.userId);
      if (params.model) searchParams.set("model", params.model);
      if (params.provider) searchParams.set("provider", params.provider);
      if (params.credentialType) searchParams.set("credential_type", params.credentialType);
      if (params.tags && params.tags.length > 0) searchParams.set("tags", params.tags.join(","));
      const { value } = await getFromApi({
        url: `${baseUrl.origin}/v1/report?${searchParams.toString()}`,
        validateUrl: false,
        headers: this.config.headers ? await resolve(this.config.headers) : void 0,
        successfulResponseHandler: createJsonResponseHandler(gatewaySpendReportResponseSchema),
        failedResponseHandler: createJsonErrorResponseHandler({
          errorSchema: z.any(),
          errorToMessage: (data) => getErrorMessage(data) ?? "unknown error"
        }),
        fetch: this.config.fetch
      });
      return value;
    } catch (error) {
      throw await asGatewayError(error);
    }
  }
};
var gatewaySpendReportResponseSchema = lazySchema(() => zodSchema(z.object({ results: z.array(z.pipe(z.object({
  day: z.optional(z.string()),
  hour: z.optional(z.string()),
  user: z.optional(z.string()),
  model: z.optional(z.string()),
  tag: z.optional(z.string()),
  provider: z.optional(z.string()),
  credential_type: z.optional(z.enum(["byok", "system"])),
  total_cost: z.number(),
  market_cost: z.optional(z.number()),
  input_tokens: z.optional(z.number()),
  output_tokens: z.optional(z.number()),
  cached_input_tokens: z.optional(z.number()),
  cache_creation_input_tokens: z.optional(z.number()),
  reasoning_tokens: z.optional(z.number()),
  request_count: z.optional(z.number())
}), z.transform(({ credential_type, total_cost, market_cost, input_tokens, output_tokens, cached_input_tokens, cache_creation_input_tokens, reasoning_tokens, request_count, ...rest }) => ({
  ...rest,
  ...credential_type !== void 0 ? { credentialType: credential_type } : {},
  totalCost: total_cost,
  ...market_cost !== void 0 ? { marketCost: market_cost } : {},
  ...input_tokens !== void 0 ? { inputTokens: input_tokens } : {},
  ...output_tokens !== void 0 ? { outputTokens: output_tokens } : {},
  ...cached_input_tokens !== void 0 ? { cachedInputTokens: cached_input_tokens } : {},
  ...cache_creation_input_tokens !== void 0 ? { cacheCreationInputTokens: cache_creation_input_tokens } : {},
  ...reasoning_tokens !== void 0 ? { reasoningTokens: reasoning_tokens } : {},
  ...request_count !== void 0 ? { requestCount: request_count } : {}
})))) })));
var GatewayGenerationInfoFetcher = class {
  constructor(config2) {
    this.config = config2;
  }
  async getGenerationInfo(params) {
    try {
      const baseUrl = new URL(this.config.baseURL);
      const { value } = await getFromApi({
        url: `${baseUrl.origin}/v1/generation?id=${encodeURIComponent(params.id)}`,
        validateUrl: false,
        headers: this.config.headers ? await resolve(this.config.headers) : void 0,
        successfulResponseHandler: createJsonResponseHandler(gatewayGenerationInfoResponseSchema),
        failedResponseHandler: createJsonErrorResponseHandler({
          errorSchema: z.any(),
          errorToMessage: (data) => getErrorMessage(data) ?? "unknown error"
        }),
        fetch: this.config.fetch
      });
      return value;
    } catch (error) {
      throw await asGatewayError(error);
    }
  }
};
var gatewayGenerationInfoResponseSchema = lazySchema(() => zodSchema(z.pipe(z.object({ data: z.pipe(z.object({
  id: z.string(),
  total_cost: z.number(),
  market_cost: z.nullish(z.number()),
  surcharge_cost: z.nullish(z.number()),
  gateway_cost: z.nullish(z.number()),
  upstream_inference_cost: z.number(),
  usage: z.number(),
  created_at: z.string(),
  model: z.string(),
  is_byok: z.boolean(),
  provider_name: z.string(),
  streamed: z.boolean(),
  finish_reason: z.string(),
  latency: z.number(),
  generation_time: z.number(),
  native_tokens_prompt: z.number(),
  native_tokens_completion: z.number(),
  native_tokens_reasoning: z.number(),
  native_tokens_cached: z.number(),
  native_tokens_cache_creation: z.number(),
  billable_web_search_calls: z.number()
}), z.transform(({ total_cost, market_cost, surcharge_cost, gateway_cost, upstream_inference_cost, created_at, is_byok, provider_name, finish_reason, generation_time, native_tokens_prompt, native_tokens_completion, native_tokens_reasoning, native_tokens_cached, native_tokens_cache_creation, billable_web_search_calls, ...rest }) => ({
  ...rest,
  totalCost: total_cost,
  ...market_cost != null ? { marketCost: market_cost } : {},
  ...surcharge_cost != null ? { surchargeCost: surcharge_cost } : {},
  ...gateway_cost != null ? { gatewayCost: gateway_cost } : {},
  upstreamInferenceCost: upstream_inference_cost,
  createdAt: created_at,
  isByok: is_byok,
  providerName: provider_name,
  finishReason: finish_reason,
  generationTime: generation_time,
  promptTokens: native_tokens_prompt,
  completionTokens: native_tokens_completion,
  reasoningTokens: native_tokens_reasoning,
  cachedTokens: native_tokens_cached,
  cacheCreationTokens: native_tokens_cache_creation,
  billableWebSearchCalls: billable_web_search_calls
}))) }), z.transform(({ data }) => data))));
var GatewayBatch = class {
  constructor(config2) {
    this.config = config2;
    this.specificationVersion = "v4";
    this.supportedUrls = { "*/*": [/.*/] };
    this.provider = `${config2.provider}.batch`;
  }
  /**
  * Starts a durable batch of text-generation requests through the Gateway's
  * async batch surface (`POST {baseURL}/batch/start`). The returned
  * `batchId` is the Gateway job id — provider-native batch ids stay
  * server-side, so status and results always route back through the
  * Gateway job.
  */
  async doStartBatch({ requests, providerOptions, headers, abortSignal, webhookUrl }) {
    assertTextBatchRequests(requests);
    const modelId = validateSingleModel(requests);
    const resolvedHeaders = this.config.headers ? await resolve(this.config.headers) : void 0;
    const idempotencyKey = getGatewayBatchIdempotencyKey(providerOptions);
    const forwardedProviderOptions = omitGatewayIdempotencyKey(providerOptions);
    try {
      const { value: responseBody } = await postJsonToApi({
        url: this.getBatchUrl("start"),
        headers: combineHeaders(resolvedHeaders, headers, { "ai-model-id": modelId }, await resolve(this.config.o11yHeaders), idempotencyKey != null ? { "idempotency-key": idempotencyKey } : void 0),
        body: {
          ...webhookUrl != null && { callbackUrl: webhookUrl },
          requests: requests.map((request) => ({
            id: request.id,
            type: request.type,
            modelId: request.modelId,
            options: maybeEncodeBatchFileParts(request.options)
          })),
          ...forwardedProviderOptions != null && { providerOptions: forwardedProviderOptions }
        },
        successfulResponseHandler: createJsonResponseHandler(gatewayBatchStartResponseSchema),
        failedResponseHandler: createJsonErrorResponseHandler({
          errorSchema: z.any(),
          errorToMessage: (data) => getErrorMessage(data) ?? "unknown error"
        }),
        ...abortSignal && { abortSignal },
        fetch: this.config.fetch
      });
      return {
        batchId: responseBody.batchId,
        ...convertGatewayBatchStatus(responseBody),
        warnings: responseBody.warnings ?? []
      };
    } catch (error) {
      if (isAbortOrTimeoutError(error)) throw error;
      throw await asGatewayError(error, await parseAuthMethod(resolvedHeaders ?? {}));
    }
  }
  /**
  * Retrieves the lifecycle status of a Gateway batch job
  * (`POST {baseURL}/batch/status`).
  */
  async doGetBatchStatus({ batchId, headers, abortSignal }) {
    const resolvedHeaders = this.config.headers ? await resolve(this.config.headers) : void 0;
    try {
      const { value: responseBody } = await postJsonToApi({
        url: this.getBatchUrl("status"),
        headers: combineHeaders(resolvedHeaders, headers, await resolve(this.config.o11yHeaders)),
        body: { batchId },
        successfulResponseHandler: createJsonResponseHandler(gatewayBatchStatusResponseSchema),
        failedResponseHandler: createJsonErrorResponseHandler({
          errorSchema: z.any(),
          errorToMessage: (data) => getErrorMessage(data) ?? "unknown error"
        }),
        ...abortSignal && { abortSignal },
        fetch: this.config.fetch
      });
      return convertGatewayBatchStatus(responseBody);
    } catch (error) {
      if (isAbortOrTimeoutError(error)) throw error;
      throw await asGatewayError(error, await parseAuthMethod(resolvedHeaders ?? {}));
    }
  }
  /**
  * Streams the per-request results of a terminal Gateway batch job
  * (`POST {baseURL}/batch/results`, `application/x-ndjson`: one
  * `BatchV4ItemResult` JSON object per line). Items are validated minimally
  * (id + status) and passed through — the Gateway sanitizes them
  * server-side. The route responds 400 while the batch is non-terminal.
  */
  async doGetBatchResults({ batchId, headers, abortSignal }) {
    const resolvedHeaders = this.config.headers ? await resolve(this.config.headers) : void 0;
    try {
      const { value: lines } = await postJsonToApi({
        url: this.getBatchUrl("results"),
        headers: combineHeaders(resolvedHeaders, headers, await resolve(this.config.o11yHeaders)),
        body: { batchId },
        successfulResponseHandler: createJsonLinesResponseHandler(gatewayBatchItemResultLineSchema, { maxLineBytes: this.config.maxLineBytes }),
        failedResponseHandler: createJsonErrorResponseHandler({
          errorSchema: z.any(),
          errorToMessage: (data) => getErrorMessage(data) ?? "unknown error"
        }),
        ...abortSignal && { abortSignal },
        fetch: this.config.fetch
      });
      return convertAsyncIteratorToReadableStream(convertGatewayBatchResultLines(lines));
    } catch (error) {
      if (isAbortOrTimeoutError(error)) throw error;
      throw await asGatewayError(error, await parseAuthMethod(resolvedHeaders ?? {}));
    }
  }
  /** Requests cancellation; status and partial results remain separate reads. */
  async doCancelBatch({ batchId, headers, abortSignal }) {
    const resolvedHeaders = this.config.headers ? await resolve(this.config.headers) : void 0;
    try {
      const { value: responseBody } = await postJsonToApi({
        url: this.getBatchUrl("cancel"),
        headers: combineHeaders(resolvedHeaders, headers, await resolve(this.config.o11yHeaders)),
        body: { batchId },
        successfulResponseHandler: createJsonResponseHandler(gatewayBatchStatusResponseSchema),
        failedResponseHandler: createJsonErrorResponseHandler({
          errorSchema: z.any(),
          errorToMessage: (data) => getErrorMessage(data) ?? "unknown error"
        }),
        ...abortSignal && { abortSignal },
        fetch: this.config.fetch
      });
      return { ...responseBody.providerMetadata != null && { providerMetadata: responseBody.providerMetadata } };
    } catch (error) {
      if (isAbortOrTimeoutError(error)) throw error;
      throw await asGatewayError(error, await parseAuthMethod(resolvedHeaders ?? {}));
    }
  }
  getBatchUrl(path) {
    return `${this.config.baseURL}/batch/${path}`;
  }
};
function maybeEncodeBatchFileParts(options) {
  for (const message of options.prompt) {
    if (!Array.isArray(message.content)) continue;
    for (const part of message.content) if (part.type === "file" || part.type === "reasoning-file") part.data = maybeBase64EncodeFileData$1(part.data);
    else if (part.type === "tool-result" && part.output.type === "content") {
      for (const contentPart of part.output.value) if (contentPart.type === "file") contentPart.data = maybeBase64EncodeFileData$1(contentPart.data);
    }
  }
  return options;
}
function maybeBase64EncodeFileData$1(data) {
  if (data.type === "data") {
    const bytes = data.data;
    if (bytes instanceof Uint8Array) return {
      ...data,
      data: Buffer.from(bytes).toString("base64")
    };
  }
  return data;
}
function validateSingleModel(requests) {
  const modelId = requests[0]?.modelId;
  if (modelId == null) throw new InvalidArgumentError({
    argument: "requests",
    message: "The AI Gateway Batch API requires at least one request."
  });
  for (const request of requests) if (request.modelId !== modelId) throw new InvalidArgumentError({
    argument: "requests",
    message: `The AI Gateway Batch API requires all requests in a batch to use the same model. Found "${modelId}" and "${request.modelId}".`
  });
  return modelId;
}
function assertTextBatchRequests(requests) {
  for (const request of requests) {
    const requestType = request.type;
    if (requestType !== "text") throw new UnsupportedFunctionalityError({
      functionality: `batch request type: ${requestType}`,
      message: `The AI Gateway Batch API does not support batch requests with type "${requestType}".`
    });
  }
}
function getGatewayBatchIdempotencyKey(providerOptions) {
  const gatewayOptions = providerOptions?.gateway;
  if (gatewayOptions == null || typeof gatewayOptions !== "object" || Array.isArray(gatewayOptions)) return;
  const key = gatewayOptions.idempotencyKey;
  return typeof key === "string" && key.length > 0 ? key : void 0;
}
function omitGatewayIdempotencyKey(providerOptions) {
  const gatewayOptions = providerOptions?.gateway;
  if (gatewayOptions == null || typeof gatewayOptions !== "object" || Array.isArray(gatewayOptions) || !("idempotencyKey" in gatewayOptions)) return providerOptions;
  const { idempotencyKey: _idempotencyKey, ...restGatewayOptions } = gatewayOptions;
  const restProviderOptions = { ...providerOptions };
  if (Object.keys(restGatewayOptions).length === 0) delete restProviderOptions.gateway;
  else restProviderOptions.gateway = restGatewayOptions;
  if (Object.keys(restProviderOptions).length === 0) return;
  return restProviderOptions;
}
function isAbortOrTimeoutError(error) {
  if (!(error instanceof Error || error instanceof DOMException)) return false;
  return error.name === "AbortError" || error.name === "TimeoutError";
}
function convertGatewayBatchStatus(body) {
  const requestCounts = normalizeBatchRequestCounts({
    total: body.requestCounts?.total,
    pending: body.requestCounts?.pending,
    completed: body.requestCounts?.completed,
    failed: body.requestCounts?.failed
  });
  return {
    status: body.status,
    ...body.rawStatus != null && { rawStatus: body.rawStatus },
    ...requestCounts != null && { requestCounts },
    ...body.error != null && { error: {
      message: body.error.message,
      ...body.error.type != null && { type: body.error.type },
      ...body.error.code != null && { code: body.error.code },
      ...body.error.statusCode != null && { statusCode: body.error.statusCode }
    } },
    ...body.createdAt != null && { createdAt: body.createdAt },
    ...body.expiresAt != null && { expiresAt: body.expiresAt },
    ...body.providerMetadata != null && { providerMetadata: body.providerMetadata }
  };
}
async function* convertGatewayBatchResultLines(lines) {
  for await (const line of lines) {
    const item = line;
    if (item.status === "succeeded") {
      const response = item.result?.response;
      if (response !== void 0 && typeof response.timestamp === "string") response.timestamp = new Date(response.timestamp);
    }
    yield item;
  }
}
var gatewayBatchItemResultLineSchema = lazySchema(() => zodSchema(z.catchall(z.object({
  type: z.literal("text"),
  id: z.string(),
  status: z.enum([
    "cancelled",
    "expired",
    "failed",
    "succeeded"
  ])
}), z.unknown())));
var gatewayBatchErrorSchema = () => z.object({
  message: z.string(),
  type: z.nullish(z.string()),
  code: z.nullish(z.string()),
  statusCode: z.nullish(z.number())
});
var gatewayBatchRequestCountsSchema = () => z.object({
  total: z.nullish(z.number()),
  pending: z.nullish(z.number()),
  completed: z.nullish(z.number()),
  failed: z.nullish(z.number())
});
var gatewayBatchProviderMetadataSchema = () => z.record(z.string(), z.record(z.string(), z.unknown()));
var gatewayBatchStatusFieldsSchema = () => z.object({
  status: z.enum([
    "completed",
    "failed",
    "pending"
  ]),
  rawStatus: z.nullish(z.string()),
  requestCounts: z.nullish(gatewayBatchRequestCountsSchema()),
  error: z.nullish(gatewayBatchErrorSchema()),
  createdAt: z.nullish(z.string()),
  expiresAt: z.nullish(z.string()),
  providerMetadata: z.nullish(gatewayBatchProviderMetadataSchema())
});
var gatewayBatchStartResponseSchema = lazySchema(() => zodSchema(z.extend(gatewayBatchStatusFieldsSchema(), {
  batchId: z.string(),
  warnings: z.nullish(z.array(z.catchall(z.object({
    requestId: z.nullish(z.string()),
    warning: z.unknown()
  }), z.unknown())))
})));
var gatewayBatchStatusResponseSchema = lazySchema(() => zodSchema(gatewayBatchStatusFieldsSchema()));
var GatewayLanguageModel = class GatewayLanguageModel2 {
  static [WORKFLOW_SERIALIZE](model) {
    return serializeModelOptions({
      modelId: model.modelId,
      config: model.config
    });
  }
  static [WORKFLOW_DESERIALIZE](options) {
    return new GatewayLanguageModel2(options.modelId, options.config);
  }
  constructor(modelId, config2) {
    this.modelId = modelId;
    this.config = config2;
    this.specificationVersion = "v4";
    this.supportedUrls = { "*/*": [/.*/] };
  }
  get provider() {
    return this.config.provider;
  }
  async getArgs(options) {
    const { abortSignal: _abortSignal, ...optionsWithoutSignal } = options;
    return {
      args: this.maybeEncodeFileParts(optionsWithoutSignal),
      warnings: []
    };
  }
  async doGenerate(options) {
    const { args, warnings } = await this.getArgs(options);
    const { abortSignal } = options;
    const resolvedHeaders = this.config.headers ? await resolve(this.config.headers) : void 0;
    try {
      const { responseHeaders, value: responseBody, rawValue: rawResponse } = await postJsonToApi({
        url: this.getUrl(),
        headers: combineHeaders(resolvedHeaders, options.headers, this.getModelConfigHeaders(this.modelId, false), await resolve(this.config.o11yHeaders)),
        body: args,
        successfulResponseHandler: createJsonResponseHandler(z.any()),
        failedResponseHandler: createJsonErrorResponseHandler({
          errorSchema: z.any(),
          errorToMessage: (data) => getErrorMessage(data) ?? "unknown error"
        }),
        ...abortSignal && { abortSignal },
        fetch: this.config.fetch
      });
      return {
        ...responseBody,
        request: { body: args },
        response: {
          headers: responseHeaders,
          body: rawResponse
        },
        warnings: [...responseBody.warnings ?? [], ...warnings]
      };
    } catch (error) {
      throw await asGatewayError(error, await parseAuthMethod(resolvedHeaders ?? {}));
    }
  }
  async doStream(options) {
    const { args, warnings } = await this.getArgs(options);
    const { abortSignal } = options;
    const resolvedHeaders = this.config.headers ? await resolve(this.config.headers) : void 0;
    try {
      const { value: response, responseHeaders } = await postJsonToApi({
        url: this.getUrl(),
        headers: combineHeaders(resolvedHeaders, options.headers, this.getModelConfigHeaders(this.modelId, true), await resolve(this.config.o11yHeaders)),
        body: args,
        successfulResponseHandler: createEventSourceResponseHandler(z.any()),
        failedResponseHandler: createJsonErrorResponseHandler({
          errorSchema: z.any(),
          errorToMessage: (data) => getErrorMessage(data) ?? "unknown error"
        }),
        ...abortSignal && { abortSignal },
        fetch: this.config.fetch
      });
      return {
        stream: response.pipeThrough(new TransformStream({
          start(controller) {
            if (warnings.length > 0) controller.enqueue({
              type: "stream-start",
              warnings
            });
          },
          transform(chunk, controller) {
            if (chunk.success) {
              const streamPart = chunk.value;
              if (streamPart.type === "raw" && !options.includeRawChunks) return;
              if (streamPart.type === "response-metadata" && streamPart.timestamp && typeof streamPart.timestamp === "string") streamPart.timestamp = new Date(streamPart.timestamp);
              controller.enqueue(streamPart);
            } else controller.error(chunk.error);
          }
        })),
        request: { body: args },
        response: { headers: responseHeaders }
      };
    } catch (error) {
      throw await asGatewayError(error, await parseAuthMethod(resolvedHeaders ?? {}));
    }
  }
  /**
  * Encodes inline `Uint8Array` file data to a base64 string in place.
  * @param options - The options to encode.
  * @returns The options with the file data encoded.
  */
  maybeEncodeFileParts(options) {
    for (const message of options.prompt) {
      if (!Array.isArray(message.content)) continue;
      for (const part of message.content) if (part.type === "file" || part.type === "reasoning-file") part.data = maybeBase64EncodeFileData(part.data);
      else if (part.type === "tool-result" && part.output.type === "content") {
        for (const contentPart of part.output.value) if (contentPart.type === "file") contentPart.data = maybeBase64EncodeFileData(contentPart.data);
      }
    }
    return options;
  }
  getUrl() {
    return `${this.config.baseURL}/language-model`;
  }
  getModelConfigHeaders(modelId, streaming) {
    return {
      "ai-language-model-specification-version": "4",
      "ai-language-model-id": modelId,
      "ai-language-model-streaming": String(streaming)
    };
  }
};
function maybeBase64EncodeFileData(data) {
  if (data.type === "data") {
    const bytes = data.data;
    if (bytes instanceof Uint8Array) return {
      ...data,
      data: Buffer.from(bytes).toString("base64")
    };
  }
  return data;
}
var GatewayEmbeddingModel = class GatewayEmbeddingModel2 {
  static [WORKFLOW_SERIALIZE](model) {
    return serializeModelOptions({
      modelId: model.modelId,
      config: model.config
    });
  }
  static [WORKFLOW_DESERIALIZE](options) {
    return new GatewayEmbeddingModel2(options.modelId, options.config);
  }
  constructor(modelId, config2) {
    this.modelId = modelId;
    this.config = config2;
    this.specificationVersion = "v4";
    this.maxEmbeddingsPerCall = 2048;
    this.supportsParallelCalls = true;
  }
  get provider() {
    return this.config.provider;
  }
  async doEmbed({ values, dimensions, headers, abortSignal, providerOptions }) {
    const resolvedHeaders = this.config.headers ? await resolve(this.config.headers) : void 0;
    try {
      const { responseHeaders, value: responseBody, rawValue } = await postJsonToApi({
        url: this.getUrl(),
        headers: combineHeaders(resolvedHeaders, headers ?? {}, this.getModelConfigHeaders(), await resolve(this.config.o11yHeaders)),
        body: {
          values,
          dimensions,
          ...providerOptions ? { providerOptions } : {}
        },
        successfulResponseHandler: createJsonResponseHandler(gatewayEmbeddingResponseSchema),
        failedResponseHandler: createJsonErrorResponseHandler({
          errorSchema: z.any(),
          errorToMessage: (data) => getErrorMessage(data) ?? "unknown error"
        }),
        ...abortSignal && { abortSignal },
        fetch: this.config.fetch
      });
      return {
        embeddings: responseBody.embeddings,
        usage: responseBody.usage ?? void 0,
        providerMetadata: responseBody.providerMetadata,
        response: {
          headers: responseHeaders,
          body: rawValue
        },
        warnings: responseBody.warnings ?? []
      };
    } catch (error) {
      throw await asGatewayError(error, await parseAuthMethod(resolvedHeaders ?? {}));
    }
  }
  getUrl() {
    return `${this.config.baseURL}/embedding-model`;
  }
  getModelConfigHeaders() {
    return {
      "ai-embedding-model-specification-version": "4",
      "ai-model-id": this.modelId
    };
  }
};
var gatewayEmbeddingWarningSchema = () => z.discriminatedUnion("type", [
  z.object({
    type: z.literal("unsupported"),
    feature: z.string(),
    details: z.optional(z.string())
  }),
  z.object({
    type: z.literal("compatibility"),
    feature: z.string(),
    details: z.optional(z.string())
  }),
  z.object({
    type: z.literal("deprecated"),
    setting: z.string(),
    message: z.string()
  }),
  z.object({
    type: z.literal("other"),
    message: z.string()
  })
]);
var gatewayEmbeddingResponseSchema = lazySchema(() => zodSchema(z.object({
  embeddings: z.array(z.array(z.number())),
  usage: z.nullish(z.object({ tokens: z.number() })),
  warnings: z.optional(z.array(gatewayEmbeddingWarningSchema())),
  providerMetadata: z.optional(z.record(z.string(), z.record(z.string(), z.unknown())))
})));
var GatewayImageModel = class GatewayImageModel2 {
  static [WORKFLOW_SERIALIZE](model) {
    return serializeModelOptions({
      modelId: model.modelId,
      config: model.config
    });
  }
  static [WORKFLOW_DESERIALIZE](options) {
    return new GatewayImageModel2(options.modelId, options.config);
  }
  constructor(modelId, config2) {
    this.modelId = modelId;
    this.config = config2;
    this.specificationVersion = "v4";
    this.maxImagesPerCall = Number.MAX_SAFE_INTEGER;
  }
  get provider() {
    return this.config.provider;
  }
  async doGenerate({ prompt, n, size, aspectRatio, seed, files, mask, providerOptions, headers, abortSignal }) {
    const gatewayOptions = providerOptions?.gateway;
    const streamingImageDecoding = gatewayOptions?.experimental_streamingImageDecoding === true;
    let requestProviderOptions = providerOptions;
    if (gatewayOptions && "experimental_streamingImageDecoding" in gatewayOptions) {
      const { experimental_streamingImageDecoding: _, ...serviceOptions } = gatewayOptions;
      requestProviderOptions = { ...providerOptions };
      if (Object.keys(serviceOptions).length > 0) requestProviderOptions.gateway = serviceOptions;
      else delete requestProviderOptions.gateway;
      if (Object.keys(requestProviderOptions).length === 0) requestProviderOptions = void 0;
    }
    const resolvedHeaders = this.config.headers ? await resolve(this.config.headers) : void 0;
    try {
      const { responseHeaders, value: responseBody } = await postJsonToApi({
        url: this.getUrl(),
        headers: combineHeaders(resolvedHeaders, headers ?? {}, this.getModelConfigHeaders(), await resolve(this.config.o11yHeaders)),
        body: {
          prompt,
          n,
          ...size && { size },
          ...aspectRatio && { aspectRatio },
          ...seed != null && { seed },
          ...requestProviderOptions && { providerOptions: requestProviderOptions },
          ...files && { files: files.map((file) => maybeEncodeImageFile(file)) },
          ...mask && { mask: maybeEncodeImageFile(mask) }
        },
        successfulResponseHandler: createJsonResponseHandler(gatewayImageResponseSchema, streamingImageDecoding ? { experimental_binaryFields: ["images[*]"] } : void 0),
        failedResponseHandler: createJsonErrorResponseHandler({
          errorSchema: z.any(),
          errorToMessage: (data) => getErrorMessage(data) ?? "unknown error"
        }),
        ...abortSignal && { abortSignal },
        fetch: this.config.fetch
      });
      return {
        images: toImageModelImages(responseBody.images),
        ...responseBody.isRetryable != null && { isRetryable: responseBody.isRetryable },
        warnings: responseBody.warnings ?? [],
        providerMetadata: responseBody.providerMetadata,
        response: {
          timestamp: /* @__PURE__ */ new Date(),
          modelId: this.modelId,
          headers: responseHeaders
        },
        ...responseBody.usage != null && { usage: {
          inputTokens: responseBody.usage.inputTokens ?? void 0,
          outputTokens: responseBody.usage.outputTokens ?? void 0,
          totalTokens: responseBody.usage.totalTokens ?? void 0
        } }
      };
    } catch (error) {
      throw await asGatewayError(error, await parseAuthMethod(resolvedHeaders ?? {}));
    }
  }
  getUrl() {
    return `${this.config.baseURL}/image-model`;
  }
  getModelConfigHeaders() {
    return {
      "ai-image-model-specification-version": "4",
      "ai-model-id": this.modelId
    };
  }
};
function maybeEncodeImageFile(file) {
  if (file.type === "file" && file.data instanceof Uint8Array) return {
    ...file,
    data: convertUint8ArrayToBase64(file.data)
  };
  return file;
}
function toImageModelImages(images) {
  if (images.every((image) => typeof image === "string")) return images;
  return images.map((image) => typeof image === "string" ? convertBase64ToUint8Array(image) : image);
}
var providerMetadataEntrySchema$3 = () => z.catchall(z.object({ images: z.optional(z.array(z.unknown())) }), z.unknown());
var gatewayImageWarningSchema = () => z.discriminatedUnion("type", [
  z.object({
    type: z.literal("unsupported"),
    feature: z.string(),
    details: z.optional(z.string())
  }),
  z.object({
    type: z.literal("compatibility"),
    feature: z.string(),
    details: z.optional(z.string())
  }),
  z.object({
    type: z.literal("deprecated"),
    setting: z.string(),
    message: z.string()
  }),
  z.object({
    type: z.literal("other"),
    message: z.string()
  })
]);
var gatewayImageUsageSchema = () => z.object({
  inputTokens: z.nullish(z.number()),
  outputTokens: z.nullish(z.number()),
  totalTokens: z.nullish(z.number())
});
var gatewayImageResponseSchema = lazySchema(() => zodSchema(z.object({
  images: z.array(z.union([z.string(), z.instanceof(Uint8Array)])),
  isRetryable: z.optional(z.boolean()),
  warnings: z.optional(z.array(gatewayImageWarningSchema())),
  providerMetadata: z.optional(z.record(z.string(), providerMetadataEntrySchema$3())),
  usage: z.optional(gatewayImageUsageSchema())
})));
var GatewayVideoModel = class {
  constructor(modelId, config2) {
    this.modelId = modelId;
    this.config = config2;
    this.specificationVersion = "v4";
    this.maxVideosPerCall = Number.MAX_SAFE_INTEGER;
  }
  get provider() {
    return this.config.provider;
  }
  async doGenerate(options) {
    const { headers, abortSignal } = options;
    const resolvedHeaders = this.config.headers ? await resolve(this.config.headers) : void 0;
    try {
      const { responseHeaders, value: responseBody } = await postJsonToApi({
        url: this.getUrl(),
        headers: combineHeaders(resolvedHeaders, headers ?? {}, this.getModelConfigHeaders(), await resolve(this.config.o11yHeaders), { accept: "text/event-stream" }),
        body: this.buildRequestBody(options),
        successfulResponseHandler: async ({ response, url: url2, requestBodyValues }) => {
          if (response.body == null) throw new APICallError({
            message: "SSE response body is empty",
            url: url2,
            requestBodyValues,
            statusCode: response.status
          });
          const reader = parseJsonEventStream({
            stream: response.body,
            schema: gatewayVideoEventSchema
          }).getReader();
          const { done, value: parseResult } = await reader.read();
          reader.releaseLock();
          if (done || !parseResult) throw new APICallError({
            message: "SSE stream ended without a data event",
            url: url2,
            requestBodyValues,
            statusCode: response.status
          });
          if (!parseResult.success) throw new APICallError({
            message: "Failed to parse video SSE event",
            cause: parseResult.error,
            url: url2,
            requestBodyValues,
            statusCode: response.status
          });
          const event = parseResult.value;
          if (event.type === "error") throw new APICallError({
            message: event.message,
            statusCode: event.statusCode,
            url: url2,
            requestBodyValues,
            responseHeaders: Object.fromEntries([...response.headers]),
            responseBody: JSON.stringify(event),
            data: { error: {
              message: event.message,
              type: event.errorType,
              param: event.param
            } }
          });
          return {
            value: {
              videos: event.videos,
              warnings: event.warnings,
              providerMetadata: event.providerMetadata
            },
            responseHeaders: Object.fromEntries([...response.headers])
          };
        },
        failedResponseHandler: createJsonErrorResponseHandler({
          errorSchema: z.any(),
          errorToMessage: (data) => getErrorMessage(data) ?? "unknown error"
        }),
        ...abortSignal && { abortSignal },
        fetch: this.config.fetch
      });
      return {
        videos: responseBody.videos,
        warnings: responseBody.warnings ?? [],
        providerMetadata: responseBody.providerMetadata ?? void 0,
        response: {
          timestamp: /* @__PURE__ */ new Date(),
          modelId: this.modelId,
          headers: responseHeaders
        }
      };
    } catch (error) {
      throw await asGatewayError(error, await parseAuthMethod(resolvedHeaders ?? {}));
    }
  }
  async handleWebhookOption({ webhook }) {
    const { url: url2, received } = await webhook();
    return {
      webhookUrl: url2,
      received
    };
  }
  async doStart(options) {
    const { headers, abortSignal, webhookUrl } = options;
    const resolvedHeaders = this.config.headers ? await resolve(this.config.headers) : void 0;
    try {
      const { responseHeaders, value: responseBody } = await postJsonToApi({
        url: this.getStartUrl(),
        headers: combineHeaders(resolvedHeaders, headers ?? {}, this.getModelConfigHeaders(), await resolve(this.config.o11yHeaders)),
        body: {
          ...this.buildRequestBody(options),
          ...webhookUrl && { callbackUrl: webhookUrl }
        },
        successfulResponseHandler: createJsonResponseHandler(gatewayVideoStartResponseSchema),
        failedResponseHandler: createJsonErrorResponseHandler({
          errorSchema: z.any(),
          errorToMessage: (data) => getErrorMessage(data) ?? "unknown error"
        }),
        ...abortSignal && { abortSignal },
        fetch: this.config.fetch
      });
      return {
        operation: responseBody.operation,
        warnings: responseBody.warnings ?? [],
        providerMetadata: responseBody.providerMetadata ?? void 0,
        response: {
          timestamp: /* @__PURE__ */ new Date(),
          modelId: this.modelId,
          headers: responseHeaders
        }
      };
    } catch (error) {
      throw await asGatewayError(error, await parseAuthMethod(resolvedHeaders ?? {}));
    }
  }
  async doStatus({ operation, abortSignal, headers }) {
    const resolvedHeaders = this.config.headers ? await resolve(this.config.headers) : void 0;
    try {
      const { responseHeaders, value: responseBody } = await postJsonToApi({
        url: this.getStatusUrl(),
        headers: combineHeaders(resolvedHeaders, headers ?? {}, this.getModelConfigHeaders(), await resolve(this.config.o11yHeaders)),
        body: { operation },
        successfulResponseHandler: createJsonResponseHandler(gatewayVideoStatusResponseSchema),
        failedResponseHandler: createJsonErrorResponseHandler({
          errorSchema: z.any(),
          errorToMessage: (data) => getErrorMessage(data) ?? "unknown error"
        }),
        ...abortSignal && { abortSignal },
        fetch: this.config.fetch
      });
      const response = {
        timestamp: /* @__PURE__ */ new Date(),
        modelId: this.modelId,
        headers: responseHeaders
      };
      if (responseBody.status === "completed") return {
        status: "completed",
        videos: responseBody.videos,
        warnings: responseBody.warnings ?? [],
        providerMetadata: responseBody.providerMetadata ?? void 0,
        response
      };
      if (responseBody.status === "error") return {
        status: "error",
        error: responseBody.error,
        providerMetadata: responseBody.providerMetadata ?? void 0,
        response
      };
      if (responseBody.status === "cancelled") return {
        status: "error",
        error: "Video generation was cancelled.",
        providerMetadata: responseBody.providerMetadata ?? void 0,
        response
      };
      return {
        status: "pending",
        warnings: responseBody.warnings ?? [],
        providerMetadata: responseBody.providerMetadata ?? void 0,
        response
      };
    } catch (error) {
      throw await asGatewayError(error, await parseAuthMethod(resolvedHeaders ?? {}));
    }
  }
  buildRequestBody({ prompt, n, aspectRatio, resolution, duration, fps, seed, generateAudio, image, frameImages, inputReferences, providerOptions }) {
    return {
      prompt,
      n,
      ...aspectRatio && { aspectRatio },
      ...resolution && { resolution },
      ...duration && { duration },
      ...fps && { fps },
      ...seed != null && { seed },
      ...generateAudio !== void 0 && { generateAudio },
      ...providerOptions && { providerOptions },
      ...image && { image: maybeEncodeVideoFile(image) },
      ...frameImages && { frameImages: frameImages.map((frame) => ({
        ...frame,
        image: maybeEncodeVideoFile(frame.image)
      })) },
      ...inputReferences && { inputReferences: inputReferences.map((reference) => maybeEncodeVideoFile(reference)) }
    };
  }
  getUrl() {
    return `${this.config.baseURL}/video-model`;
  }
  getStartUrl() {
    return `${this.config.baseURL}/video-model/start`;
  }
  getStatusUrl() {
    return `${this.config.baseURL}/video-model/status`;
  }
  getModelConfigHeaders() {
    return {
      "ai-video-model-specification-version": "4",
      "ai-model-id": this.modelId
    };
  }
};
function maybeEncodeVideoFile(file) {
  if (file.type === "file" && file.data instanceof Uint8Array) return {
    ...file,
    data: convertUint8ArrayToBase64(file.data)
  };
  return file;
}
var providerMetadataEntrySchema$2 = () => z.catchall(z.object({ videos: z.optional(z.array(z.unknown())) }), z.unknown());
var gatewayVideoDataSchema = () => z.union([
  z.object({
    type: z.literal("uploaded"),
    mediaType: z.string()
  }),
  z.object({
    type: z.literal("url"),
    url: z.string(),
    mediaType: z.string()
  }),
  z.object({
    type: z.literal("base64"),
    data: z.string(),
    mediaType: z.string()
  })
]);
var gatewayVideoWarningSchema = () => z.discriminatedUnion("type", [
  z.object({
    type: z.literal("unsupported"),
    feature: z.string(),
    details: z.optional(z.string())
  }),
  z.object({
    type: z.literal("compatibility"),
    feature: z.string(),
    details: z.optional(z.string())
  }),
  z.object({
    type: z.literal("deprecated"),
    setting: z.string(),
    message: z.string()
  }),
  z.object({
    type: z.literal("other"),
    message: z.string()
  })
]);
var gatewayVideoEventSchema = lazySchema(() => zodSchema(z.discriminatedUnion("type", [z.object({
  type: z.literal("result"),
  videos: z.array(gatewayVideoDataSchema()),
  warnings: z.optional(z.array(gatewayVideoWarningSchema())),
  providerMetadata: z.optional(z.record(z.string(), providerMetadataEntrySchema$2()))
}), z.object({
  type: z.literal("error"),
  message: z.string(),
  errorType: z.string(),
  statusCode: z.number(),
  param: z.nullable(z.unknown())
})])));
var gatewayVideoStartResponseSchema = lazySchema(() => zodSchema(z.object({
  operation: z.unknown(),
  warnings: z.nullish(z.array(gatewayVideoWarningSchema())),
  providerMetadata: z.nullish(z.record(z.string(), providerMetadataEntrySchema$2()))
})));
var gatewayVideoStatusResponseSchema = lazySchema(() => zodSchema(z.discriminatedUnion("status", [
  z.object({
    status: z.literal("pending"),
    warnings: z.nullish(z.array(gatewayVideoWarningSchema())),
    providerMetadata: z.nullish(z.record(z.string(), providerMetadataEntrySchema$2()))
  }),
  z.object({
    status: z.literal("completed"),
    videos: z.array(gatewayVideoDataSchema()),
    warnings: z.nullish(z.array(gatewayVideoWarningSchema())),
    providerMetadata: z.nullish(z.record(z.string(), providerMetadataEntrySchema$2()))
  }),
  z.object({
    status: z.literal("error"),
    error: z.string(),
    providerMetadata: z.nullish(z.record(z.string(), providerMetadataEntrySchema$2()))
  }),
  z.object({
    status: z.literal("cancelled"),
    providerMetadata: z.nullish(z.record(z.string(), providerMetadataEntrySchema$2()))
  })
])));
var gatewayDecisionProviderOptionsSchema = lazySchema(() => zodSchema(z.catchall(z.object({ models: z.optional(gatewayModelFallbacksSchema()) }), z.unknown())));
var probabilitySchema = () => z.number().check(z.minimum(0)).check(z.maximum(1));
var questionSchema = () => z.string().check(z.minLength(1)).check(z.maxLength(256));
var directConditionSchema = () => z.union([z.catchall(z.object({
  question: z.optional(questionSchema()),
  confidenceBelow: probabilitySchema()
}), z.never()), z.catchall(z.object({
  question: z.optional(questionSchema()),
  probabilityBetween: z.array(probabilitySchema()).check(z.length(2)).check(z.refine(([minimum, maximum]) => minimum <= maximum, { message: "probabilityBetween minimum must be less than or equal to maximum" }))
}), z.never())]);
var groupBeyondMaxDepthSchema = () => z.union([
  z.object({ any: z.unknown() }),
  z.object({ all: z.unknown() }),
  z.object({ atLeast: z.unknown() })
]).check((context) => {
  context.issues.push({
    input: context.value,
    continue: true,
    code: "custom",
    message: `conditions can be nested at most 5 levels deep`
  });
});
var conditionalModelFallbackSchema = () => z.catchall(z.object({
  model: z.string().check(z.minLength(1)),
  when: conditionSchema(1)
}), z.never());
var gatewayModelFallbacksSchema = () => z.array(z.union([z.string(), conditionalModelFallbackSchema()])).check((context) => {
  const conditionalIndexes = context.value.flatMap((entry, index) => typeof entry === "string" ? [] : [index]);
  if (conditionalIndexes.length > 1) context.issues.push({
    input: context.value,
    continue: true,
    code: "custom",
    message: "models supports at most one conditional decision fallback"
  });
  if (conditionalIndexes[0] !== void 0 && conditionalIndexes[0] !== 0) context.issues.push({
    input: context.value,
    continue: true,
    code: "custom",
    message: "a conditional decision fallback must be the first models entry",
    path: [conditionalIndexes[0]]
  });
});
function conditionSchema(depth) {
  if (depth === 5) return z.union([directConditionSchema(), groupBeyondMaxDepthSchema()]);
  const childConditionSchema = conditionSchema(depth + 1);
  const conditionListSchema = z.array(childConditionSchema).check(z.minLength(1)).check(z.maxLength(20));
  return z.union([
    directConditionSchema(),
    z.catchall(z.object({ any: conditionListSchema }), z.never()),
    z.catchall(z.object({ all: conditionListSchema }), z.never()),
    z.catchall(z.object({ atLeast: z.catchall(z.object({
      count: z.number().check(z.int()).check(z.minimum(1)),
      conditions: conditionListSchema
    }), z.never()).check(z.refine(({ count, conditions }) => count <= conditions.length, {
      message: "atLeast count cannot exceed the number of conditions",
      path: ["count"]
    })) }), z.never())
  ]);
}
var GatewayDecisionModel = class {
  constructor(modelId, config2) {
    this.modelId = modelId;
    this.config = config2;
    this.specificationVersion = "v4";
    this.supportedQuestionTypes = [
      "choice",
      "score",
      "boolean"
    ];
  }
  get provider() {
    return this.config.provider;
  }
  /** @deprecated Use `doDecide` instead. */
  doEvaluate(options) {
    return this.doDecide(options);
  }
  async doDecide({ state, questions, maxOutputTokens, reasoning, headers, abortSignal, providerOptions }) {
    const stateParts = toGatewayDecisionState(state);
    const gatewayOptions = await parseProviderOptions({
      provider: "gateway",
      providerOptions,
      schema: gatewayDecisionProviderOptionsSchema
    });
    const validatedProviderOptions = gatewayOptions == null ? providerOptions : {
      ...providerOptions,
      gateway: gatewayOptions
    };
    const resolvedHeaders = this.config.headers ? await resolve(this.config.headers) : void 0;
    try {
      const { responseHeaders, value: responseBody, rawValue } = await postJsonToApi({
        url: this.getUrl(),
        headers: combineHeaders(resolvedHeaders, headers ?? {}, this.getModelConfigHeaders(), await resolve(this.config.o11yHeaders)),
        body: {
          stateParts,
          questions,
          maxOutputTokens,
          reasoning,
          ...validatedProviderOptions ? { providerOptions: validatedProviderOptions } : {}
        },
        successfulResponseHandler: createJsonResponseHandler(gatewayDecisionResponseSchema),
        failedResponseHandler: createJsonErrorResponseHandler({
          errorSchema: z.any(),
          errorToMessage: (data) => getErrorMessage(data) ?? "unknown error"
        }),
        ...abortSignal && { abortSignal },
        fetch: this.config.fetch
      });
      return {
        answers: responseBody.answers,
        ...responseBody.rounding ? { rounding: responseBody.rounding } : {},
        ...responseBody.usage ? { usage: responseBody.usage } : {},
        warnings: responseBody.warnings ?? [],
        providerMetadata: responseBody.providerMetadata,
        response: {
          modelId: responseBody.model ?? this.modelId,
          headers: responseHeaders,
          body: rawValue
        }
      };
    } catch (error) {
      throw await asGatewayError(error, await parseAuthMethod(resolvedHeaders ?? {}));
    }
  }
  getUrl() {
    return `${this.config.baseURL}/decision-model`;
  }
  getModelConfigHeaders() {
    return {
      "ai-decision-model-specification-version": "4",
      "ai-model-id": this.modelId
    };
  }
};
var gatewayDecisionAnswerSchema = () => z.discriminatedUnion("type", [
  z.object({
    type: z.literal("choice"),
    choice: z.string(),
    probabilities: z.optional(z.record(z.string(), z.number()))
  }),
  z.object({
    type: z.literal("score"),
    score: z.number(),
    probabilities: z.optional(z.record(z.string(), z.number()))
  }),
  z.object({
    type: z.literal("boolean"),
    probability: z.number()
  }),
  z.object({ type: z.literal("refusal") })
]);
var gatewayDecisionWarningSchema = () => z.discriminatedUnion("type", [
  z.object({
    type: z.literal("unsupported"),
    feature: z.string(),
    details: z.optional(z.string())
  }),
  z.object({
    type: z.literal("compatibility"),
    feature: z.string(),
    details: z.optional(z.string())
  }),
  z.object({
    type: z.literal("deprecated"),
    setting: z.string(),
    message: z.string()
  }),
  z.object({
    type: z.literal("other"),
    message: z.string()
  })
]);
var gatewayDecisionResponseSchema = lazySchema(() => zodSchema(z.object({
  answers: z.record(z.string(), gatewayDecisionAnswerSchema()),
  model: z.optional(z.string()),
  rounding: z.optional(z.object({
    probabilityDecimals: z.optional(z.number()),
    scoreDecimals: z.optional(z.number())
  })),
  usage: z.optional(z.object({
    inputTokens: z.optional(z.number()),
    outputTokens: z.optional(z.number())
  })),
  warnings: z.optional(z.array(gatewayDecisionWarningSchema())),
  providerMetadata: z.optional(z.record(z.string(), z.record(z.string(), z.unknown())))
})));
function toGatewayDecisionState(state) {
  return state.map((part) => {
    if (part.type !== "file") return part;
    if (part.data.type !== "data") throw new UnsupportedFunctionalityError({ functionality: `Gateway decision file input: ${part.data.type} data` });
    const { data } = part.data;
    return {
      ...part,
      data: {
        type: "data",
        data: typeof data === "string" ? data : convertUint8ArrayToBase64(data)
      }
    };
  });
}
var GatewayRerankingModel = class {
  constructor(modelId, config2) {
    this.modelId = modelId;
    this.config = config2;
    this.specificationVersion = "v4";
  }
  get provider() {
    return this.config.provider;
  }
  async doRerank({ documents, query, topN, headers, abortSignal, providerOptions }) {
    const resolvedHeaders = this.config.headers ? await resolve(this.config.headers) : void 0;
    try {
      const { responseHeaders, value: responseBody, rawValue } = await postJsonToApi({
        url: this.getUrl(),
        headers: combineHeaders(resolvedHeaders, headers ?? {}, this.getModelConfigHeaders(), await resolve(this.config.o11yHeaders)),
        body: {
          documents,
          query,
          ...topN != null ? { topN } : {},
          ...providerOptions ? { providerOptions } : {}
        },
        successfulResponseHandler: createJsonResponseHandler(gatewayRerankingResponseSchema),
        failedResponseHandler: createJsonErrorResponseHandler({
          errorSchema: z.any(),
          errorToMessage: (data) => getErrorMessage(data) ?? "unknown error"
        }),
        ...abortSignal && { abortSignal },
        fetch: this.config.fetch
      });
      return {
        ranking: responseBody.ranking,
        providerMetadata: responseBody.providerMetadata,
        response: {
          headers: responseHeaders,
          body: rawValue
        },
        warnings: responseBody.warnings ?? []
      };
    } catch (error) {
      throw await asGatewayError(error, await parseAuthMethod(resolvedHeaders ?? {}));
    }
  }
  getUrl() {
    return `${this.config.baseURL}/reranking-model`;
  }
  getModelConfigHeaders() {
    return {
      "ai-reranking-model-specification-version": "4",
      "ai-model-id": this.modelId
    };
  }
};
var gatewayRerankingWarningSchema = () => z.discriminatedUnion("type", [
  z.object({
    type: z.literal("unsupported"),
    feature: z.string(),
    details: z.optional(z.string())
  }),
  z.object({
    type: z.literal("compatibility"),
    feature: z.string(),
    details: z.optional(z.string())
  }),
  z.object({
    type: z.literal("deprecated"),
    setting: z.string(),
    message: z.string()
  }),
  z.object({
    type: z.literal("other"),
    message: z.string()
  })
]);
var gatewayRerankingResponseSchema = lazySchema(() => zodSchema(z.object({
  ranking: z.array(z.object({
    index: z.number(),
    relevanceScore: z.number()
  })),
  warnings: z.optional(z.array(gatewayRerankingWarningSchema())),
  providerMetadata: z.optional(z.record(z.string(), z.record(z.string(), z.unknown())))
})));
async function errorControllerWithGatewayError(controller, error, authMethod) {
  controller.error(await asGatewayError(error, authMethod).catch((error2) => error2));
}
function getServerErrorMessage(error) {
  if (error != null && typeof error === "object" && "message" in error && typeof error.message === "string") return error.message;
  return getErrorMessage(error);
}
var SERVER_ERROR_STATUS_CODES = {
  authentication_error: 401,
  failed_dependency: 424,
  forbidden: 403,
  internal_server_error: 500,
  invalid_request_error: 400,
  model_not_found: 404,
  rate_limit_exceeded: 429
};
async function createErrorFromServerErrorPart(error, authMethod, streamLabel = "transcription") {
  if (typeof error === "object" && error != null && "message" in error && typeof error.message === "string" && "type" in error && typeof error.type === "string" && error.type in SERVER_ERROR_STATUS_CODES) return createGatewayErrorFromResponse({
    response: { error: {
      message: error.message,
      type: error.type
    } },
    statusCode: SERVER_ERROR_STATUS_CODES[error.type],
    authMethod
  });
  return /* @__PURE__ */ new Error(`AI Gateway ${streamLabel} stream failed: ${getServerErrorMessage(error)}`);
}
var GatewayTranscriptionModel = class {
  constructor(modelId, config2) {
    this.modelId = modelId;
    this.config = config2;
    this.specificationVersion = "v4";
  }
  get provider() {
    return this.config.provider;
  }
  async doGenerate({ audio, mediaType, providerOptions, timestampGranularities, headers, abortSignal }) {
    const resolvedHeaders = this.config.headers ? await resolve(this.config.headers) : void 0;
    try {
      const { responseHeaders, value: responseBody, rawValue } = await postJsonToApi({
        url: this.getUrl(),
        headers: combineHeaders(resolvedHeaders, headers ?? {}, this.getModelConfigHeaders(), await resolve(this.config.o11yHeaders)),
        body: {
          audio: audio instanceof Uint8Array ? convertUint8ArrayToBase64(audio) : audio,
          mediaType,
          ...providerOptions && { providerOptions }
        },
        successfulResponseHandler: createJsonResponseHandler(gatewayTranscriptionResponseSchema),
        failedResponseHandler: createJsonErrorResponseHandler({
          errorSchema: z.any(),
          errorToMessage: (data) => getErrorMessage(data) ?? "unknown error"
        }),
        ...abortSignal && { abortSignal },
        fetch: this.config.fetch
      });
      const warnings = [...responseBody.warnings ?? []];
      if (timestampGranularities?.length) warnings.push({
        type: "unsupported",
        feature: "timestampGranularities",
        details: "The AI Gateway adapter does not forward the shared timestampGranularities option."
      });
      if (isXaiTranscriptionModel(this.modelId) && requestsXaiDiarization(providerOptions) && !containsSpeaker(rawValue)) warnings.push({
        type: "unsupported",
        feature: "providerOptions.xai.diarize",
        details: "AI Gateway does not currently expose xAI speaker diarization metadata."
      });
      return {
        text: responseBody.text,
        segments: responseBody.segments ?? [],
        ...responseBody.words != null && { words: responseBody.words },
        language: responseBody.language ?? void 0,
        durationInSeconds: responseBody.durationInSeconds ?? void 0,
        warnings,
        ...responseBody.usage != null && { usage: responseBody.usage },
        providerMetadata: responseBody.providerMetadata,
        response: {
          timestamp: /* @__PURE__ */ new Date(),
          modelId: this.modelId,
          headers: responseHeaders,
          body: rawValue
        }
      };
    } catch (error) {
      throw await asGatewayError(error, await parseAuthMethod(resolvedHeaders ?? {}));
    }
  }
  async doStream(options) {
    const currentDate = this.config._internal?.currentDate?.() ?? /* @__PURE__ */ new Date();
    const headers = combineHeaders(await resolve(this.config.headers ?? {}), options.headers ?? {}, this.getModelConfigHeaders(), await resolve(this.config.o11yHeaders));
    const authMethod = await parseAuthMethod(headers);
    const startFrame = {
      type: TRANSCRIPTION_STREAM_START_FRAME_TYPE,
      inputAudioFormat: options.inputAudioFormat,
      ...options.providerOptions != null && { providerOptions: options.providerOptions },
      ...options.includeRawChunks != null && { includeRawChunks: options.includeRawChunks }
    };
    return {
      stream: createGatewayTranscriptionStream({
        webSocket: this.config.webSocket,
        url: toGatewayTranscriptionUrl(this.config.baseURL, this.modelId),
        protocols: getProtocolsFromHeaders(headers),
        headers,
        startFrame,
        audio: options.audio,
        abortSignal: options.abortSignal,
        authMethod
      }),
      request: { body: startFrame },
      response: {
        timestamp: currentDate,
        modelId: this.modelId
      }
    };
  }
  getUrl() {
    return `${this.config.baseURL}/transcription-model`;
  }
  getModelConfigHeaders() {
    return {
      "ai-transcription-model-specification-version": "4",
      "ai-model-id": this.modelId
    };
  }
};
function isXaiTranscriptionModel(modelId) {
  return modelId.startsWith("spacexai/") || modelId.startsWith("xai/");
}
function requestsXaiDiarization(providerOptions) {
  return providerOptions?.xai?.diarize === true || providerOptions?.spacexai?.diarize === true;
}
function containsSpeaker(value) {
  if (Array.isArray(value)) return value.some(containsSpeaker);
  if (value == null || typeof value !== "object") return false;
  return Object.entries(value).some(([key, nestedValue]) => key === "speaker" && nestedValue != null || containsSpeaker(nestedValue));
}
function toGatewayTranscriptionUrl(baseURL, modelId) {
  const url2 = new URL(`${baseURL.replace(/^http/, "ws")}/transcription-model`);
  url2.searchParams.set("ai-model-id", modelId);
  return url2.toString();
}
function getProtocolsFromHeaders(headers, { marker: marker3 = GATEWAY_TRANSCRIPTION_SUBPROTOCOL, getProtocols = getGatewayTranscriptionProtocols } = {}) {
  const normalizedHeaders = normalizeHeaders(headers);
  const authorization = normalizedHeaders.authorization;
  const token = authorization?.startsWith("Bearer ") ? authorization.slice(7) : void 0;
  return token == null ? [marker3] : getProtocols(token, { teamIdOrSlug: normalizedHeaders[VERCEL_AI_GATEWAY_TEAM_HEADER] });
}
var MAX_AUDIO_FRAME_BYTES = 65536;
function createGatewayTranscriptionStream({ webSocket, url: url2, protocols, headers, startFrame, audio, abortSignal, authMethod }) {
  let finished = false;
  let cleanup = () => {
  };
  return new ReadableStream({
    start: (controller) => {
      let audioReader;
      let hasServerErrorPart = false;
      let lastServerError;
      let audioStopped = false;
      let connection;
      cleanup = (closeCode) => {
        if (audioReader != null) audioReader.cancel().catch(() => {
        });
        else audio.cancel().catch(() => {
        });
        connection?.close(closeCode);
      };
      const stopAudio = () => {
        audioStopped = true;
        if (audioReader != null) {
          audioReader.cancel().catch(() => {
          });
          audioReader = void 0;
        } else audio.cancel().catch(() => {
        });
      };
      const finishWithError = (error) => {
        if (finished) return;
        finished = true;
        cleanup();
        errorControllerWithGatewayError(controller, error, authMethod);
      };
      const sendAudio = async (socket) => {
        const reader = audio.getReader();
        audioReader = reader;
        try {
          while (true) {
            const { done, value } = await reader.read();
            if (done || finished) break;
            const bytes = typeof value === "string" ? convertBase64ToUint8Array(value) : value;
            for (let offset = 0; offset < bytes.length; offset += MAX_AUDIO_FRAME_BYTES) {
              if (finished) break;
              socket.send(bytes.subarray(offset, offset + MAX_AUDIO_FRAME_BYTES));
              await waitForWebSocketBufferDrain(socket);
            }
          }
        } finally {
          reader.releaseLock();
          if (audioReader === reader) audioReader = void 0;
        }
        if (!finished && !audioStopped) socket.send(JSON.stringify({ type: TRANSCRIPTION_STREAM_AUDIO_DONE_FRAME_TYPE }));
      };
      connection = connectToWebSocket({
        url: url2,
        protocols,
        headers,
        webSocket,
        abortSignal,
        onAbort: (reason) => {
          if (finished) return;
          finished = true;
          cleanup();
          controller.error(reason);
        },
        onProcessingError: finishWithError,
        onOpen: (socket) => {
          socket.send(JSON.stringify(startFrame));
          sendAudio(socket).catch(finishWithError);
        },
        onMessageText: (text2) => {
          if (finished) return;
          const part = parseTranscriptionStreamPart(text2);
          if (part == null) return;
          if (part.type === "finish") {
            finished = true;
            controller.enqueue(part);
            controller.close();
            cleanup(1e3);
            return;
          }
          if (part.type === "error") {
            hasServerErrorPart = true;
            lastServerError = part.error;
            stopAudio();
          }
          controller.enqueue(part);
        },
        onSocketError: () => {
          finishWithError(/* @__PURE__ */ new Error("Connection error on AI Gateway transcription stream"));
        },
        onClose: () => {
          if (hasServerErrorPart) {
            if (finished) return;
            createErrorFromServerErrorPart(lastServerError, authMethod).then(finishWithError);
            return;
          }
          finishWithError(/* @__PURE__ */ new Error("AI Gateway transcription stream closed before a finish part was received"));
        }
      });
    },
    cancel: () => {
      if (finished) return;
      finished = true;
      cleanup();
    }
  });
}
var providerMetadataEntrySchema$1 = () => z.catchall(z.object({}), z.unknown());
var gatewayTranscriptionWarningSchema = () => z.discriminatedUnion("type", [
  z.object({
    type: z.literal("unsupported"),
    feature: z.string(),
    details: z.optional(z.string())
  }),
  z.object({
    type: z.literal("compatibility"),
    feature: z.string(),
    details: z.optional(z.string())
  }),
  z.object({
    type: z.literal("deprecated"),
    setting: z.string(),
    message: z.string()
  }),
  z.object({
    type: z.literal("other"),
    message: z.string()
  })
]);
var gatewayTranscriptionResponseSchema = lazySchema(() => zodSchema(z.object({
  text: z.string(),
  segments: z.optional(z.array(z.object({
    text: z.string(),
    startSecond: z.number(),
    endSecond: z.number()
  }))),
  words: z.nullish(z.array(z.object({
    text: z.string(),
    startSecond: z.number(),
    endSecond: z.number()
  }))),
  language: z.nullish(z.string()),
  durationInSeconds: z.nullish(z.number()),
  warnings: z.optional(z.array(gatewayTranscriptionWarningSchema())),
  usage: z.optional(z.record(z.string(), z.json())),
  providerMetadata: z.optional(z.record(z.string(), providerMetadataEntrySchema$1()))
})));
var GatewaySpeechModel = class {
  constructor(modelId, config2) {
    this.modelId = modelId;
    this.config = config2;
    this.specificationVersion = "v4";
  }
  get provider() {
    return this.config.provider;
  }
  async doGenerate({ text: text2, voice, outputFormat, instructions, speed, language, providerOptions, headers, abortSignal }) {
    const resolvedHeaders = this.config.headers ? await resolve(this.config.headers) : void 0;
    try {
      const { responseHeaders, value: responseBody, rawValue } = await postJsonToApi({
        url: this.getUrl(),
        headers: combineHeaders(resolvedHeaders, headers ?? {}, this.getModelConfigHeaders(), await resolve(this.config.o11yHeaders)),
        body: {
          text: text2,
          ...voice && { voice },
          ...outputFormat && { outputFormat },
          ...instructions && { instructions },
          ...speed != null && { speed },
          ...language && { language },
          ...providerOptions && { providerOptions }
        },
        successfulResponseHandler: createJsonResponseHandler(gatewaySpeechResponseSchema),
        failedResponseHandler: createJsonErrorResponseHandler({
          errorSchema: z.any(),
          errorToMessage: (data) => getErrorMessage(data) ?? "unknown error"
        }),
        ...abortSignal && { abortSignal },
        fetch: this.config.fetch
      });
      return {
        audio: responseBody.audio,
        warnings: responseBody.warnings ?? [],
        ...responseBody.usage != null && { usage: responseBody.usage },
        providerMetadata: responseBody.providerMetadata,
        response: {
          timestamp: /* @__PURE__ */ new Date(),
          modelId: this.modelId,
          headers: responseHeaders,
          body: rawValue
        }
      };
    } catch (error) {
      throw await asGatewayError(error, await parseAuthMethod(resolvedHeaders ?? {}));
    }
  }
  async doStream(options) {
    const currentDate = this.config._internal?.currentDate?.() ?? /* @__PURE__ */ new Date();
    const headers = combineHeaders(await resolve(this.config.headers ?? {}), options.headers ?? {}, this.getModelConfigHeaders(), await resolve(this.config.o11yHeaders));
    const authMethod = await parseAuthMethod(headers);
    const startFrame = {
      type: SPEECH_STREAM_START_FRAME_TYPE,
      ...options.voice != null && { voice: options.voice },
      ...options.outputFormat != null && { outputFormat: options.outputFormat },
      ...options.instructions != null && { instructions: options.instructions },
      ...options.speed != null && { speed: options.speed },
      ...options.language != null && { language: options.language },
      ...options.providerOptions != null && { providerOptions: options.providerOptions },
      ...options.includeRawChunks != null && { includeRawChunks: options.includeRawChunks }
    };
    return {
      stream: createGatewaySpeechStream({
        webSocket: this.config.webSocket,
        url: toGatewaySpeechUrl(this.config.baseURL, this.modelId),
        protocols: getProtocolsFromHeaders(headers, {
          marker: GATEWAY_SPEECH_SUBPROTOCOL,
          getProtocols: getGatewaySpeechProtocols
        }),
        headers,
        startFrame,
        text: options.text,
        abortSignal: options.abortSignal,
        authMethod
      }),
      request: { body: startFrame },
      response: {
        timestamp: currentDate,
        modelId: this.modelId
      }
    };
  }
  getUrl() {
    return `${this.config.baseURL}/speech-model`;
  }
  getModelConfigHeaders() {
    return {
      "ai-speech-model-specification-version": "4",
      "ai-model-id": this.modelId
    };
  }
};
function toGatewaySpeechUrl(baseURL, modelId) {
  const url2 = new URL(`${baseURL.replace(/^http/, "ws")}/speech-model`);
  url2.searchParams.set("ai-model-id", modelId);
  return url2.toString();
}
var MAX_TEXT_DELTA_CODE_UNITS = 8192;
function splitTextDelta(delta) {
  const pieces = [];
  let offset = 0;
  while (offset < delta.length) {
    let end = Math.min(offset + MAX_TEXT_DELTA_CODE_UNITS, delta.length);
    const lastCodeUnit = delta.charCodeAt(end - 1);
    if (end < delta.length && lastCodeUnit >= 55296 && lastCodeUnit <= 56319) end--;
    pieces.push(delta.slice(offset, end));
    offset = end;
  }
  return pieces;
}
function createGatewaySpeechStream({ webSocket, url: url2, protocols, headers, startFrame, text: text2, abortSignal, authMethod }) {
  let finished = false;
  let cleanup = () => {
  };
  return new ReadableStream({
    start: (controller) => {
      let textReader;
      let hasServerErrorPart = false;
      let lastServerError;
      let textStopped = false;
      let connection;
      const cancelText = () => {
        if (textReader != null) {
          textReader.cancel().catch(() => {
          });
          textReader = void 0;
        } else text2.cancel().catch(() => {
        });
      };
      cleanup = (closeCode) => {
        cancelText();
        connection?.close(closeCode);
      };
      const finishWithError = (error) => {
        if (finished) return;
        finished = true;
        cleanup();
        errorControllerWithGatewayError(controller, error, authMethod);
      };
      const sendText = async (socket) => {
        const reader = text2.getReader();
        textReader = reader;
        try {
          while (true) {
            const { done, value } = await reader.read();
            if (done || finished || textStopped) break;
            let first = true;
            const pieces = splitTextDelta(value.text);
            if (pieces.length === 0 && (value.voice != null || value.providerOptions != null)) pieces.push("");
            for (const delta of pieces) {
              if (finished || textStopped) break;
              const frame = {
                type: SPEECH_STREAM_TEXT_DELTA_FRAME_TYPE,
                delta,
                ...value.voice != null && { voice: value.voice },
                ...first && value.providerOptions != null && { providerOptions: value.providerOptions }
              };
              first = false;
              socket.send(JSON.stringify(frame));
              await waitForWebSocketBufferDrain(socket);
            }
          }
        } finally {
          reader.releaseLock();
          if (textReader === reader) textReader = void 0;
        }
        if (!finished && !textStopped) socket.send(JSON.stringify({ type: SPEECH_STREAM_TEXT_DONE_FRAME_TYPE }));
      };
      connection = connectToWebSocket({
        url: url2,
        protocols,
        headers,
        webSocket,
        abortSignal,
        onAbort: (reason) => {
          if (finished) return;
          finished = true;
          cleanup();
          controller.error(reason);
        },
        onProcessingError: finishWithError,
        onOpen: (socket) => {
          socket.send(JSON.stringify(startFrame));
          sendText(socket).catch(finishWithError);
        },
        onMessageText: async (messageText) => {
          if (finished) return;
          const part = parseSpeechStreamPart(messageText);
          if (part == null) return;
          if (part.type === "finish") {
            finished = true;
            controller.enqueue(part);
            controller.close();
            cleanup(1e3);
            return;
          }
          if (part.type === "error") {
            hasServerErrorPart = true;
            lastServerError = part.error;
            textStopped = true;
            cancelText();
            part.error = await createErrorFromServerErrorPart(part.error, authMethod, "speech");
            if (finished) return;
          }
          controller.enqueue(part);
        },
        onSocketError: () => {
          finishWithError(/* @__PURE__ */ new Error("Connection error on AI Gateway speech stream"));
        },
        onClose: ({ code, reason }) => {
          if (hasServerErrorPart) {
            if (finished) return;
            createErrorFromServerErrorPart(lastServerError, authMethod, "speech").then(finishWithError);
            return;
          }
          finishWithError(/* @__PURE__ */ new Error("AI Gateway speech stream closed before a finish part was received" + (code != null ? ` (code ${code}${reason ? `: ${reason}` : ""})` : "") + "."));
        }
      });
    },
    cancel: () => {
      if (finished) return;
      finished = true;
      cleanup();
    }
  });
}
var providerMetadataEntrySchema = () => z.catchall(z.object({}), z.unknown());
var gatewaySpeechWarningSchema = () => z.discriminatedUnion("type", [
  z.object({
    type: z.literal("unsupported"),
    feature: z.string(),
    details: z.optional(z.string())
  }),
  z.object({
    type: z.literal("compatibility"),
    feature: z.string(),
    details: z.optional(z.string())
  }),
  z.object({
    type: z.literal("deprecated"),
    setting: z.string(),
    message: z.string()
  }),
  z.object({
    type: z.literal("other"),
    message: z.string()
  })
]);
var gatewaySpeechResponseSchema = lazySchema(() => zodSchema(z.object({
  audio: z.string(),
  warnings: z.optional(z.array(gatewaySpeechWarningSchema())),
  usage: z.optional(z.record(z.string(), z.json())),
  providerMetadata: z.optional(z.record(z.string(), providerMetadataEntrySchema()))
})));
var GatewayRealtimeModel = class {
  constructor(modelId, config2) {
    this.specificationVersion = "v4";
    this.capabilities = {
      conversation: "turn-based",
      transports: ["websocket"],
      connections: ["client-secret-websocket", "server-websocket"]
    };
    this.modelId = modelId;
    this.provider = config2.provider;
    this.config = config2;
  }
  /**
  * Mints a single-use, short-lived client secret (`vcst_`) the browser uses to
  * open the realtime WebSocket without ever holding the long-lived Gateway
  * credential. The customer's server calls this (via
  * `gateway.experimental_realtime.getToken`) and hands the returned token to
  * the browser, which connects with it through the `ai-gateway-auth.<token>`
  * subprotocol. `expiresAfterSeconds` is forwarded to the mint endpoint;
  * `sessionConfig` is intentionally unused here — it is applied later via the
  * normalized `session-update` event.
  */
  async doCreateClientSecret(options) {
    const secret = await this.config.createClientSecret({
      modelId: this.modelId,
      ...options?.expiresAfterSeconds != null && { expiresAfterSeconds: options.expiresAfterSeconds }
    });
    return {
      token: secret.token,
      url: toGatewayRealtimeUrl(this.config.baseURL, this.modelId),
      ...secret.expiresAt != null && { expiresAt: secret.expiresAt }
    };
  }
  getWebSocketConfig(options) {
    return {
      url: options.url,
      protocols: getGatewayRealtimeProtocols(options.token, { teamIdOrSlug: this.config.teamIdOrSlug })
    };
  }
  async getServerWebSocketConfig(options) {
    this.assertConversationIntent(options);
    return {
      url: toGatewayRealtimeUrl(this.config.baseURL, this.modelId),
      headers: removeUndefinedEntries(await this.config.getHeaders())
    };
  }
  assertConversationIntent(options) {
    if (options?.intent != null && options.intent !== "conversation") throw new Error(`AI Gateway realtime does not support the '${options.intent}' session intent on the normalized realtime route.`);
  }
  parseServerEvent(raw) {
    return raw;
  }
  serializeClientEvent(event, options) {
    this.assertConversationIntent(options);
    return event;
  }
  buildSessionConfig(config2, options) {
    this.assertConversationIntent(options);
    return config2;
  }
};
function toGatewayRealtimeUrl(baseURL, modelId) {
  const url2 = new URL(`${baseURL.replace(/^http/, "ws")}/realtime-model`);
  url2.searchParams.set("ai-model-id", modelId);
  return url2.toString();
}
var jsonObjectSchema = () => z.record(z.string(), z.unknown());
var browserbaseFetchInputSchema = lazySchema(() => zodSchema(z.object({
  url: z.describe(z.url(), "URL of the page to fetch."),
  allow_redirects: z.describe(z.optional(z.boolean()), "Whether to follow HTTP redirects (default: false)."),
  allow_insecure_ssl: z.describe(z.optional(z.boolean()), "Whether to bypass TLS certificate verification (default: false). Only use for trusted hosts."),
  proxies: z.describe(z.optional(z.boolean()), "Whether to route the request through Browserbase proxies (default: false)."),
  format: z.describe(z.optional(z.enum([
    "raw",
    "json",
    "markdown"
  ])), "Output format. raw returns the response body unchanged, markdown returns page content as Markdown, and json returns structured content using schema."),
  schema: z.describe(z.optional(jsonObjectSchema()), "JSON Schema for structured extraction. Only use with format set to json.")
})));
var browserbaseFetchOutputSchema = lazySchema(() => zodSchema(z.union([z.object({
  id: z.string(),
  content: z.union([z.string(), jsonObjectSchema()]),
  contentType: z.string(),
  encoding: z.string(),
  headers: z.record(z.string(), z.string()),
  statusCode: z.number()
}), z.object({
  error: z.enum([
    "api_error",
    "configuration_error",
    "execution_error",
    "invalid_input",
    "rate_limit",
    "timeout",
    "unknown"
  ]),
  statusCode: z.optional(z.number()),
  message: z.string()
})])));
var browserbaseFetchToolFactory = createProviderExecutedToolFactory({
  id: "gateway.browserbase_fetch",
  inputSchema: browserbaseFetchInputSchema,
  outputSchema: browserbaseFetchOutputSchema
});
var browserbaseFetch = (config2 = {}) => browserbaseFetchToolFactory(config2);
var browserbaseSearchInputSchema = lazySchema(() => zodSchema(z.object({
  query: z.describe(z.string().check(z.minLength(1)).check(z.maxLength(200)), "Web search query. Must be between 1 and 200 characters."),
  num_results: z.describe(z.optional(z.number().check(z.int()).check(z.minimum(1)).check(z.maximum(25))), "Maximum number of results to return (1-25, default: 10).")
})));
var browserbaseSearchOutputSchema = lazySchema(() => zodSchema(z.union([z.object({
  query: z.string(),
  requestId: z.string(),
  results: z.array(z.object({
    id: z.string(),
    title: z.string(),
    url: z.string(),
    author: z.optional(z.string()),
    favicon: z.optional(z.string()),
    image: z.optional(z.string()),
    publishedDate: z.optional(z.string())
  }))
}), z.object({
  error: z.enum([
    "api_error",
    "configuration_error",
    "execution_error",
    "invalid_input",
    "rate_limit",
    "timeout",
    "unknown"
  ]),
  statusCode: z.optional(z.number()),
  message: z.string()
})])));
var browserbaseSearchToolFactory = createProviderExecutedToolFactory({
  id: "gateway.browserbase_search",
  inputSchema: browserbaseSearchInputSchema,
  outputSchema: browserbaseSearchOutputSchema
});
var browserbaseSearch = (config2 = {}) => browserbaseSearchToolFactory(config2);
var gatewayToolErrorSchema = () => z.catchall(z.object({
  error: z.enum([
    "api_error",
    "configuration_error",
    "execution_error",
    "gateway_rate_limit",
    "invalid_input",
    "rate_limit",
    "timeout",
    "unknown",
    "unknown_tool"
  ]),
  message: z.string(),
  statusCode: z.optional(z.number()),
  retryAfter: z.optional(z.string()),
  statusText: z.optional(z.string())
}), z.unknown());
var deepseekFetchInputSchema = lazySchema(() => zodSchema(z.object({ url: z.describe(z.string(), "URL to fetch, at most 8192 characters; HTTP(S) only, without a username or password.") })));
var deepseekFetchOutputSchema = lazySchema(() => zodSchema(z.union([z.catchall(z.object({
  title: z.nullish(z.string()),
  content: z.string()
}), z.unknown()), gatewayToolErrorSchema()])));
var deepseekFetchToolFactory = createProviderExecutedToolFactory({
  id: "gateway.deepseek_fetch",
  inputSchema: deepseekFetchInputSchema,
  outputSchema: deepseekFetchOutputSchema
});
var deepseekFetch = (config2 = {}) => deepseekFetchToolFactory(config2);
var deepseekSearchInputSchema = lazySchema(() => zodSchema(z.object({
  query: z.describe(z.string(), "Web search query, 1 to 128 Unicode characters. Supports site:, -site:, lang:, after:, before:, and quoted phrases."),
  count: z.describe(z.optional(z.number().check(z.int())), "Number of results, 1 to 50 (default: 10)."),
  need_content: z.describe(z.optional(z.boolean()), "Include available page content (default: false)."),
  ori_question: z.describe(z.optional(z.nullable(z.string())), "Original user question, 1 to 128 Unicode characters.")
})));
var deepseekSearchOutputSchema = lazySchema(() => zodSchema(z.union([z.catchall(z.object({ results: z.array(z.catchall(z.object({
  authority: z.nullish(z.number()),
  content: z.nullish(z.string()),
  date: z.nullish(z.string()),
  rerank_score: z.nullish(z.number()),
  site_icon: z.nullish(z.string()),
  site_name: z.nullish(z.string()),
  snippet: z.nullish(z.string()),
  summary: z.nullish(z.string()),
  title: z.nullish(z.string()),
  url: z.nullish(z.string())
}), z.unknown())) }), z.unknown()), gatewayToolErrorSchema()])));
var deepseekSearchToolFactory = createProviderExecutedToolFactory({
  id: "gateway.deepseek_search",
  inputSchema: deepseekSearchInputSchema,
  outputSchema: deepseekSearchOutputSchema
});
var deepseekSearch = (config2 = {}) => deepseekSearchToolFactory(config2);
var exaSearchInputSchema = lazySchema(() => zodSchema(z.object({
  query: z.describe(z.string(), "Natural-language web search query. This is required."),
  type: z.describe(z.optional(z.enum([
    "auto",
    "fast",
    "instant"
  ])), "Search method. Use auto for the default balance of speed and quality."),
  num_results: z.describe(z.optional(z.number()), "Maximum number of results to return (1-100, default: 10)."),
  category: z.describe(z.optional(z.enum([
    "company",
    "people",
    "research paper",
    "news",
    "personal site",
    "financial report"
  ])), "Optional content category to focus results."),
  user_location: z.describe(z.optional(z.string()), "Two-letter ISO country code such as 'US'."),
  include_domains: z.describe(z.optional(z.array(z.string())), "Only return results from these domains."),
  exclude_domains: z.describe(z.optional(z.array(z.string())), "Exclude results from these domains."),
  start_published_date: z.describe(z.optional(z.string()), "Only return links published after this ISO 8601 date."),
  end_published_date: z.describe(z.optional(z.string()), "Only return links published before this ISO 8601 date."),
  contents: z.describe(z.optional(z.object({
    text: z.optional(z.union([z.boolean(), z.object({
      max_characters: z.optional(z.number()),
      include_html_tags: z.optional(z.boolean()),
      verbosity: z.optional(z.enum([
        "compact",
        "standard",
        "full"
      ])),
      include_sections: z.optional(z.array(z.enum([
        "header",
        "navigation",
        "banner",
        "body",
        "sidebar",
        "footer",
        "metadata"
      ]))),
      exclude_sections: z.optional(z.array(z.enum([
        "header",
        "navigation",
        "banner",
        "body",
        "sidebar",
        "footer",
        "metadata"
      ])))
    })])),
    highlights: z.optional(z.union([z.boolean(), z.object({
      query: z.optional(z.string()),
      max_characters: z.optional(z.number())
    })])),
    max_age_hours: z.optional(z.number()),
    livecrawl_timeout: z.optional(z.number()),
    subpages: z.optional(z.number()),
    subpage_target: z.optional(z.union([z.string(), z.array(z.string())])),
    extras: z.optional(z.object({
      links: z.optional(z.number()),
      image_links: z.optional(z.number())
    }))
  })), "Controls extracted page content and freshness.")
})));
var exaSearchOutputSchema = lazySchema(() => zodSchema(z.union([z.object({
  requestId: z.string(),
  searchType: z.optional(z.string()),
  resolvedSearchType: z.optional(z.string()),
  results: z.array(z.object({
    title: z.string(),
    url: z.string(),
    id: z.string(),
    publishedDate: z.optional(z.nullable(z.string())),
    author: z.optional(z.nullable(z.string())),
    image: z.optional(z.nullable(z.string())),
    favicon: z.optional(z.nullable(z.string())),
    text: z.optional(z.string()),
    highlights: z.optional(z.array(z.string())),
    highlightScores: z.optional(z.array(z.number())),
    summary: z.optional(z.string()),
    subpages: z.optional(z.array(z.any())),
    extras: z.optional(z.object({
      links: z.optional(z.array(z.string())),
      imageLinks: z.optional(z.array(z.string()))
    }))
  })),
  costDollars: z.optional(z.object({
    total: z.optional(z.number()),
    search: z.optional(z.record(z.string(), z.number()))
  }))
}), z.object({
  error: z.enum([
    "api_error",
    "rate_limit",
    "timeout",
    "invalid_input",
    "configuration_error",
    "execution_error",
    "unknown"
  ]),
  statusCode: z.optional(z.number()),
  message: z.string()
})])));
var exaSearchToolFactory = createProviderExecutedToolFactory({
  id: "gateway.exa_search",
  inputSchema: exaSearchInputSchema,
  outputSchema: exaSearchOutputSchema
});
var exaSearch = (config2 = {}) => exaSearchToolFactory(config2);
var parallelSearchModes = [
  "turbo",
  "fast",
  "basic",
  "advanced",
  "one-shot",
  "agentic"
];
var parallelSearchInputSchema = lazySchema(() => zodSchema(z.object({
  objective: z.describe(z.string(), "Natural-language description of the web research goal, including source or freshness guidance and broader context from the task. Maximum 5000 characters."),
  search_queries: z.describe(z.optional(z.array(z.string())), "Provide 2-3 concise keyword queries, 3-6 words each (max 5, 200 chars each). Strongly recommended; the search runs on these queries."),
  mode: z.describe(z.optional(z.enum(parallelSearchModes)), 'Search mode: "turbo" and "fast" return quickly with shorter excerpts, "basic" is balanced (default), "advanced" is the most thorough. "turbo" supports English and Japanese only. "one-shot" and "agentic" are deprecated aliases of "basic" and "advanced".'),
  max_results: z.describe(z.optional(z.number()), "Maximum number of results to return (1-20). Defaults to 10 if not specified."),
  source_policy: z.describe(z.optional(z.object({
    include_domains: z.describe(z.optional(z.array(z.string())), "Domains or domain/path prefixes to restrict results to, without scheme or port. Example: ['wikipedia.org', 'docs.python.org/3']."),
    exclude_domains: z.describe(z.optional(z.array(z.string())), "Domains or domain/path prefixes to exclude, without scheme or port. Example: ['reddit.com']."),
    after_date: z.describe(z.optional(z.string()), "Only include results published on or after this date. Use an ISO 8601 calendar date formatted YYYY-MM-DD (e.g. 2025-01-01); do not include a time.")
  })), "Source policy for controlling which domains to include/exclude and freshness."),
  excerpts: z.describe(z.optional(z.object({
    max_chars_per_result: z.describe(z.optional(z.number()), "Maximum characters per result."),
    max_chars_total: z.describe(z.optional(z.number()), "Deprecated: use the top-level max_chars_total.")
  })), "Excerpt configuration for controlling result length."),
  max_chars_total: z.describe(z.optional(z.number()), "Maximum total characters across all result excerpts."),
  fetch_policy: z.describe(z.optional(z.object({
    max_age_seconds: z.describe(z.optional(z.number()), "Maximum age of cached content in seconds before a live fetch, minimum 600."),
    timeout_seconds: z.describe(z.optional(z.number()), "Timeout in seconds for a live fetch when content is not cached. Capped by the gateway tool timeout."),
    disable_cache_fallback: z.describe(z.optional(z.boolean()), "Return an error instead of older cached content when a live fetch fails.")
  })), "Fetch policy for controlling content freshness."),
  location: z.describe(z.optional(z.string()), 'ISO 3166-1 alpha-2 country code to localize results, e.g. "us".')
})));
var parallelSearchOutputSchema = lazySchema(() => zodSchema(z.union([z.object({
  search_id: z.string(),
  results: z.array(z.object({
    url: z.string(),
    title: z.optional(z.nullable(z.string())),
    publish_date: z.optional(z.nullable(z.string())),
    excerpts: z.array(z.string())
  })),
  warnings: z.optional(z.nullable(z.array(z.object({
    type: z.string(),
    message: z.string(),
    detail: z.optional(z.nullable(z.record(z.string(), z.unknown())))
  })))),
  usage: z.optional(z.nullable(z.array(z.object({
    name: z.string(),
    count: z.optional(z.number())
  })))),
  session_id: z.optional(z.string())
}), gatewayToolErrorSchema()])));
var parallelSearchToolFactory = createProviderExecutedToolFactory({
  id: "gateway.parallel_search",
  inputSchema: parallelSearchInputSchema,
  outputSchema: parallelSearchOutputSchema
});
var parallelSearch = (config2 = {}) => parallelSearchToolFactory(config2);
var perplexitySearchInputSchema = lazySchema(() => zodSchema(z.object({
  query: z.describe(z.union([z.string(), z.array(z.string())]), "Search query (string) or multiple queries (array of up to 5 strings). Multi-query searches return combined results from all queries."),
  max_results: z.describe(z.optional(z.number()), "Maximum number of search results to return (1-20, default: 10)"),
  max_tokens_per_page: z.describe(z.optional(z.number()), "Maximum number of tokens to extract per search result page (256-2048, default: 2048)"),
  max_tokens: z.describe(z.optional(z.number()), "Maximum total tokens across all search results (default: 25000, max: 1000000)"),
  country: z.describe(z.optional(z.string()), "Two-letter ISO 3166-1 alpha-2 country code for regional search results (e.g., 'US', 'GB', 'FR')"),
  search_domain_filter: z.describe(z.optional(z.array(z.string())), "List of domains to include or exclude from search results (max 20). To include: ['nature.com', 'science.org']. To exclude: ['-example.com', '-spam.net']"),
  search_language_filter: z.describe(z.optional(z.array(z.string())), "List of ISO 639-1 language codes to filter results (max 10, lowercase). Examples: ['en', 'fr', 'de']"),
  search_after_date: z.describe(z.optional(z.string()), "Include only results published after this date. Format: 'MM/DD/YYYY' (e.g., '3/1/2025'). Cannot be used with search_recency_filter."),
  search_before_date: z.describe(z.optional(z.string()), "Include only results published before this date. Format: 'MM/DD/YYYY' (e.g., '3/15/2025'). Cannot be used with search_recency_filter."),
  last_updated_after_filter: z.describe(z.optional(z.string()), "Include only results last updated after this date. Format: 'MM/DD/YYYY' (e.g., '3/1/2025'). Cannot be used with search_recency_filter."),
  last_updated_before_filter: z.describe(z.optional(z.string()), "Include only results last updated before this date. Format: 'MM/DD/YYYY' (e.g., '3/15/2025'). Cannot be used with search_recency_filter."),
  search_recency_filter: z.describe(z.optional(z.enum([
    "day",
    "week",
    "month",
    "year"
  ])), "Filter results by relative time period. Cannot be used with search_after_date or search_before_date.")
})));
var perplexitySearchOutputSchema = lazySchema(() => zodSchema(z.union([z.object({
  results: z.array(z.object({
    title: z.string(),
    url: z.string(),
    snippet: z.string(),
    date: z.optional(z.string()),
    lastUpdated: z.optional(z.string())
  })),
  id: z.string()
}), z.object({
  error: z.enum([
    "api_error",
    "rate_limit",
    "timeout",
    "invalid_input",
    "unknown"
  ]),
  statusCode: z.optional(z.number()),
  message: z.string()
})])));
var perplexitySearchToolFactory = createProviderExecutedToolFactory({
  id: "gateway.perplexity_search",
  inputSchema: perplexitySearchInputSchema,
  outputSchema: perplexitySearchOutputSchema
});
var perplexitySearch = (config2 = {}) => perplexitySearchToolFactory(config2);
var takoDataSourceInputSchema = () => z.object({
  count: z.describe(z.optional(z.number()), "Maximum number of data results to return (1-20). When include_contents is true, each additional result adds its own data surcharge."),
  include_contents: z.describe(z.optional(z.boolean()), "Inline rows for each data result. This adds a data surcharge based on row count and dataset source. To estimate cost, search with include_contents disabled and inspect cards.content.export_pricing. This applies to every returned card; limit sources.data.count and sources.data.max_rows to control cost."),
  mode: z.describe(z.optional(z.enum(["inline", "url"])), "Requested data delivery mode. Search card data is always inline."),
  content_format: z.describe(z.optional(z.enum([
    "card_json",
    "csv",
    "json_compact",
    "json_records"
  ])), "Serialization for inlined card data."),
  max_rows: z.describe(z.optional(z.number()), "Maximum rows to inline per result. Omit to use the allowance in cards.content.export_pricing. A data surcharge applies per 1,000 exported rows; lower values reduce cost."),
  node_ids: z.describe(z.optional(z.array(z.string())), "Data Graph node IDs to prioritize. Maximum 20."),
  strict: z.describe(z.optional(z.boolean()), "Only return cards matching node_ids. Requires a non-empty node_ids.")
});
var takoWebSourceInputSchema = () => z.object({
  count: z.describe(z.optional(z.number()), "Maximum number of web results to return (1-20)."),
  include_contents: z.describe(z.optional(z.boolean()), "Inline extracted web page text. This can add a data charge."),
  category: z.describe(z.optional(z.enum([
    "finance",
    "news",
    "sports"
  ])), "Optional web-result category filter."),
  include_domains: z.describe(z.optional(z.array(z.string())), "Only return results from these bare domains."),
  exclude_domains: z.describe(z.optional(z.array(z.string())), "Exclude results from these bare domains."),
  snippet_max_chars: z.describe(z.optional(z.number()), "Maximum characters in each web-result snippet."),
  highlights: z.describe(z.optional(z.boolean()), "Include highlighted passages in web results. Defaults to true in AI Gateway."),
  article_content_max_chars: z.describe(z.optional(z.number()), "Maximum extracted characters per web page when including contents."),
  published_after: z.describe(z.optional(z.string()), "Keep results published on or after this ISO date (YYYY-MM-DD)."),
  published_before: z.describe(z.optional(z.string()), "Keep results published on or before this ISO date (YYYY-MM-DD).")
});
var takoSearchInputSchema = lazySchema(() => zodSchema(z.object({
  query: z.describe(z.string(), 'Natural-language search query. Include the entity, metric, and time period. Quote a phrase to force it to one entity, for example "Tesla":PRODUCT price.'),
  effort: z.describe(z.optional(z.enum([
    "deep",
    "fast",
    "instant"
  ])), "Search effort. fast is the balanced default, instant favors cached results and low latency, and deep broadens retrieval with reranking at higher cost and latency."),
  sources: z.describe(z.optional(z.object({
    data: z.optional(takoDataSourceInputSchema()),
    web: z.optional(takoWebSourceInputSchema())
  })), "Sources to search. Omit to search both curated data and the web. When provided, only keys present are searched."),
  location: z.describe(z.optional(z.object({
    latitude: z.describe(z.number(), "Latitude between -90 and 90."),
    longitude: z.describe(z.number(), "Longitude between -180 and 180.")
  })), "End-user coordinates for localized results."),
  country_code: z.describe(z.optional(z.string()), "Two-letter ISO 3166-1 country code, such as 'US'."),
  locale: z.describe(z.optional(z.string()), "BCP-47 locale, such as 'en-US'."),
  timezone: z.describe(z.optional(z.string()), "IANA timezone, such as 'America/New_York'."),
  output_settings: z.describe(z.optional(z.object({
    image_dark_mode: z.describe(z.optional(z.boolean()), "Render card preview images in dark mode."),
    force_refresh: z.describe(z.optional(z.boolean()), "Instant-effort only. Request a refreshed instant result.")
  })), "Controls card rendering in the search response."),
  include_related: z.describe(z.optional(z.number()), "Maximum related search suggestions to include (1-20).")
})));
var takoDatasetCellSchema = () => z.nullable(z.union([
  z.boolean(),
  z.number(),
  z.string()
]));
var takoResultContentSchema = () => z.catchall(z.object({
  content_format: z.nullish(z.enum([
    "card_json",
    "csv",
    "json_compact",
    "json_records"
  ])),
  cost: z.optional(z.number()),
  data: z.nullish(z.string()),
  records: z.nullish(z.array(z.record(z.string(), takoDatasetCellSchema()))),
  dataset: z.nullish(z.object({
    columns: z.array(z.object({
      name: z.string(),
      type: z.enum([
        "boolean",
        "date",
        "datetime",
        "number",
        "string"
      ]),
      unit: z.nullish(z.string())
    })),
    rows: z.array(z.array(takoDatasetCellSchema())),
    total_rows: z.number(),
    truncated: z.boolean(),
    ref: z.string(),
    sources: z.array(z.object({
      name: z.string(),
      index: z.optional(z.enum(["data", "web"]))
    })),
    provenance: z.optional(z.enum(["query", "web_extraction"]))
  })),
  card_data: z.nullish(z.catchall(z.object({}), z.unknown())),
  card_data_schema: z.nullish(z.catchall(z.object({}), z.unknown())),
  url: z.nullish(z.string()),
  expires_at: z.nullish(z.string()),
  total_rows: z.nullish(z.number()),
  truncated: z.optional(z.boolean()),
  premium_rows: z.nullish(z.record(z.string(), z.number())),
  redacted_cells: z.nullish(z.record(z.string(), z.array(z.number()))),
  total_matching: z.nullish(z.number()),
  export_pricing: z.nullish(z.catchall(z.object({
    baseline_usd: z.number(),
    free_rows: z.optional(z.number()),
    max_rows_ceiling: z.number(),
    row_cpm_usd: z.number(),
    premium_row_cpm_usd: z.nullish(z.record(z.string(), z.number())),
    variable_cost_max_usd: z.nullish(z.number())
  }), z.unknown())),
  manifest: z.nullish(z.array(z.object({
    dtype: z.nullish(z.enum([
      "boolean",
      "date",
      "datetime",
      "number",
      "string"
    ])),
    entity: z.nullish(z.string()),
    metric: z.nullish(z.string()),
    name: z.nullish(z.string()),
    unit: z.nullish(z.string())
  })))
}), z.unknown());
var takoCardSchema = () => z.catchall(z.object({
  card_id: z.nullish(z.string()),
  title: z.nullish(z.string()),
  description: z.nullish(z.string()),
  semantic_description: z.nullish(z.string()),
  webpage_url: z.nullish(z.string()),
  image_url: z.nullish(z.string()),
  embed_url: z.nullish(z.string()),
  sources: z.nullish(z.array(z.object({
    source_name: z.nullish(z.string()),
    source_description: z.nullish(z.string()),
    source_index: z.enum(["data", "web"]),
    source_text: z.nullish(z.string()),
    url: z.nullish(z.string())
  }))),
  methodologies: z.nullish(z.array(z.object({
    methodology_name: z.nullable(z.string()),
    methodology_description: z.nullable(z.string())
  }))),
  source_indexes: z.nullish(z.array(z.enum(["data", "web"]))),
  card_type: z.nullish(z.string()),
  relevance: z.nullish(z.enum([
    "High",
    "Low",
    "Medium"
  ])),
  relevance_score: z.nullish(z.number()),
  content: z.nullish(takoResultContentSchema()),
  exportable: z.optional(z.boolean()),
  nodes: z.nullish(z.array(z.object({
    id: z.string(),
    type: z.enum(["entity", "metric"]),
    name: z.string(),
    description: z.nullish(z.string())
  }))),
  metric_definitions: z.nullish(z.array(z.object({
    name: z.string(),
    definition: z.string()
  }))),
  data_freshness: z.nullish(z.object({
    coverage_end: z.nullish(z.string()),
    data_as_of: z.nullish(z.string()),
    last_updated: z.nullish(z.string())
  })),
  placeholder: z.nullish(z.catchall(z.object({
    withheld_source: z.string(),
    reason: z.nullish(z.enum(["not_served", "over_cap"]))
  }), z.unknown()))
}), z.unknown());
var takoWebResultSchema = () => z.catchall(z.object({
  title: z.string(),
  url: z.string(),
  snippet: z.nullish(z.string()),
  source_name: z.nullish(z.string()),
  publish_date: z.nullish(z.string()),
  content: z.nullish(takoResultContentSchema())
}), z.unknown());
var takoSearchOutputSchema = lazySchema(() => zodSchema(z.union([z.catchall(z.object({
  request_id: z.string(),
  cards: z.optional(z.array(takoCardSchema())),
  web_results: z.optional(z.array(takoWebResultSchema())),
  usage: z.nullish(z.catchall(z.object({
    total_cost_usd: z.number(),
    compute: z.nullish(z.catchall(z.object({ cost_usd: z.number() }), z.unknown())),
    data: z.nullish(z.catchall(z.object({
      cost_usd: z.number(),
      datasets: z.number(),
      data_points: z.nullish(z.number())
    }), z.unknown())),
    variable_cost: z.nullish(z.catchall(z.object({ cost_usd: z.number() }), z.unknown()))
  }), z.unknown())),
  related: z.nullish(z.array(z.catchall(z.object({}), z.unknown())))
}), z.unknown()), gatewayToolErrorSchema()])));
var takoSearchToolFactory = createProviderExecutedToolFactory({
  id: "gateway.tako_search",
  inputSchema: takoSearchInputSchema,
  outputSchema: takoSearchOutputSchema
});
var takoSearch = (config2 = {}) => takoSearchToolFactory(config2);
var gatewayTools = {
  /**
  * Fetch page content using Browserbase's lightweight Fetch API.
  *
  * Supports raw, Markdown, and schema-driven JSON output as well as redirects,
  * proxy routing, and TLS controls.
  */
  browserbaseFetch,
  /**
  * Search the web using Browserbase's Search API for fast, structured results.
  *
  * Returns titles, URLs, and available publication metadata without requiring
  * a browser session.
  */
  browserbaseSearch,
  /**
  * Fetch a page as Markdown through DeepSeek's standalone Fetch API.
  * Executed by AI Gateway for any model, separate from native model web search.
  */
  deepseekFetch,
  /**
  * Search the web through DeepSeek's standalone Search API.
  * Executed by AI Gateway for any model, separate from native model web search.
  */
  deepseekSearch,
  /**
  * Search the web using Exa for current information and token-efficient
  * excerpts optimized for agent workflows.
  *
  * Supports search type, category, domain, date, location, and content
  * extraction controls.
  */
  exaSearch,
  /**
  * Search the web using Parallel AI's Search API for LLM-optimized excerpts.
  *
  * Takes a natural language objective and returns relevant excerpts,
  * replacing multiple keyword searches with a single call for broad
  * or complex queries. Supports different search types for depth vs
  * breadth tradeoffs.
  */
  parallelSearch,
  /**
  * Search the web using Perplexity's Search API for real-time information,
  * news, research papers, and articles.
  *
  * Provides ranked search results with advanced filtering options including
  * domain, language, date range, and recency filters.
  */
  perplexitySearch,
  /**
  * Search the web and Tako's curated knowledge graph in one call for
  * token-efficient web excerpts and structured data results grounded in
  * premium sources, each with an embed-ready visualization.
  *
  * Supports effort, per-source web and data controls, localization, and inline
  * contents for agents that need to reason over underlying data.
  */
  takoSearch
};
async function getVercelRequestId() {
  return (0, import_oidc.getContext)().headers?.["x-vercel-id"];
}
var VERSION = "4.0.146";
var AI_GATEWAY_PROTOCOL_VERSION = "0.0.1";
var gatewayClientSecretResponseSchema = lazySchema(() => zodSchema(z.object({
  token: z.string(),
  expiresAt: z.nullish(z.number())
})));
function createGateway(options = {}) {
  let pendingMetadata = null;
  let metadataCache = null;
  const cacheRefreshMillis = options.metadataCacheRefreshMillis ?? 3e5;
  let lastFetchTime = 0;
  const baseURL = withoutTrailingSlash(options.baseURL) ?? "https://ai-gateway.vercel.sh/v4/ai";
  const createAuthHeaders = (auth) => withUserAgentSuffix({
    Authorization: `Bearer ${auth.token}`,
    "ai-gateway-protocol-version": AI_GATEWAY_PROTOCOL_VERSION,
    [GATEWAY_AUTH_METHOD_HEADER]: auth.authMethod,
    ...options.teamIdOrSlug != null ? { [VERCEL_AI_GATEWAY_TEAM_HEADER]: options.teamIdOrSlug } : {},
    ...options.headers
  }, `ai-sdk-gateway/${VERSION}`);
  const getHeaders = async (onResolved) => {
    try {
      const headers = createAuthHeaders(await getGatewayAuthToken(options));
      onResolved?.(headers);
      return headers;
    } catch (error) {
      throw GatewayAuthenticationError.createContextualError({
        apiKeyProvided: false,
        oidcTokenProvided: false,
        statusCode: 401,
        cause: error
      });
    }
  };
  const getRealtimeAuthToken = async () => {
    try {
      return await getGatewayAuthToken(options);
    } catch (error) {
      throw GatewayAuthenticationError.createContextualError({
        apiKeyProvided: false,
        oidcTokenProvided: false,
        statusCode: 401,
        cause: error
      });
    }
  };
  const mintClientSecret = async (params) => {
    assertGatewayClientSecretServerEnvironment();
    const auth = await getRealtimeAuthToken();
    const headers = createAuthHeaders(auth);
    const url2 = new URL("/v1/realtime/client-secrets", baseURL).toString();
    try {
      const { value } = await postJsonToApi({
        url: url2,
        headers,
        body: {
          model: params.modelId,
          ...params.routeKind != null && { routeKind: params.routeKind },
          ...params.expiresAfterSeconds != null && { expiresIn: params.expiresAfterSeconds }
        },
        successfulResponseHandler: createJsonResponseHandler(gatewayClientSecretResponseSchema),
        failedResponseHandler: createJsonErrorResponseHandler({
          errorSchema: z.any(),
          errorToMessage: (data) => getErrorMessage(data) ?? "unknown error"
        }),
        fetch: options.fetch
      });
      return {
        token: value.token,
        ...value.expiresAt != null && { expiresAt: value.expiresAt }
      };
    } catch (error) {
      throw await asGatewayError(error, await parseAuthMethod(headers));
    }
  };
  const createO11yHeaders = () => {
    const deploymentId = loadOptionalSetting({
      settingValue: void 0,
      environmentVariableName: "VERCEL_DEPLOYMENT_ID"
    });
    const environment = loadOptionalSetting({
      settingValue: void 0,
      environmentVariableName: "VERCEL_ENV"
    });
    const region = loadOptionalSetting({
      settingValue: void 0,
      environmentVariableName: "VERCEL_REGION"
    });
    const projectId = loadOptionalSetting({
      settingValue: void 0,
      environmentVariableName: "VERCEL_PROJECT_ID"
    });
    return async () => {
      const requestId = await getVercelRequestId();
      return {
        ...deploymentId && { "ai-o11y-deployment-id": deploymentId },
        ...environment && { "ai-o11y-environment": environment },
        ...region && { "ai-o11y-region": region },
        ...requestId && { "ai-o11y-request-id": requestId },
        ...projectId && { "ai-o11y-project-id": projectId }
      };
    };
  };
  const createLanguageModel = (modelId) => {
    return new GatewayLanguageModel(modelId, {
      provider: "gateway",
      baseURL,
      headers: getHeaders,
      fetch: options.fetch,
      o11yHeaders: createO11yHeaders()
    });
  };
  const createBatch = () => new GatewayBatch({
    provider: "gateway",
    maxLineBytes: options.batchResultDownloads?.maxLineBytes,
    baseURL,
    headers: getHeaders,
    fetch: options.fetch,
    o11yHeaders: createO11yHeaders()
  });
  const getAvailableModels = async () => {
    const now2 = options._internal?.currentDate?.().getTime() ?? Date.now();
    if (!pendingMetadata || now2 - lastFetchTime > cacheRefreshMillis) {
      lastFetchTime = now2;
      let resolvedHeaders;
      pendingMetadata = new GatewayFetchMetadata({
        baseURL,
        headers: () => getHeaders((headers) => {
          resolvedHeaders = headers;
        }),
        fetch: options.fetch
      }).getAvailableModels().then((metadata) => {
        metadataCache = metadata;
        return metadata;
      }).catch(async (error) => {
        throw await asGatewayError(error, await parseAuthMethod(resolvedHeaders ?? {}));
      });
    }
    return metadataCache ? Promise.resolve(metadataCache) : pendingMetadata;
  };
  const getCredits = async () => {
    let resolvedHeaders;
    return new GatewayFetchMetadata({
      baseURL,
      headers: () => getHeaders((headers) => {
        resolvedHeaders = headers;
      }),
      fetch: options.fetch
    }).getCredits().catch(async (error) => {
      throw await asGatewayError(error, await parseAuthMethod(resolvedHeaders ?? {}));
    });
  };
  const getSpendReport = async (params) => {
    let resolvedHeaders;
    return new GatewaySpendReport({
      baseURL,
      headers: () => getHeaders((headers) => {
        resolvedHeaders = headers;
      }),
      fetch: options.fetch
    }).getSpendReport(params).catch(async (error) => {
      throw await asGatewayError(error, await parseAuthMethod(resolvedHeaders ?? {}));
    });
  };
  const getGenerationInfo = async (params) => {
    let resolvedHeaders;
    return new GatewayGenerationInfoFetcher({
      baseURL,
      headers: () => getHeaders((headers) => {
        resolvedHeaders = headers;
      }),
      fetch: options.fetch
    }).getGenerationInfo(params).catch(async (error) => {
      throw await asGatewayError(error, await parseAuthMethod(resolvedHeaders ?? {}));
    });
  };
  const provider = function(modelId) {
    if (new.target) throw new Error("The Gateway Provider model function cannot be called with the new keyword.");
    return createLanguageModel(modelId);
  };
  provider.specificationVersion = "v4";
  provider.getAvailableModels = getAvailableModels;
  provider.getCredits = getCredits;
  provider.getSpendReport = getSpendReport;
  provider.getGenerationInfo = getGenerationInfo;
  provider.imageModel = (modelId) => {
    return new GatewayImageModel(modelId, {
      provider: "gateway",
      baseURL,
      headers: getHeaders,
      fetch: options.fetch,
      o11yHeaders: createO11yHeaders()
    });
  };
  provider.languageModel = createLanguageModel;
  provider.experimental_batch = createBatch;
  const createEmbeddingModel = (modelId) => {
    return new GatewayEmbeddingModel(modelId, {
      provider: "gateway",
      baseURL,
      headers: getHeaders,
      fetch: options.fetch,
      o11yHeaders: createO11yHeaders()
    });
  };
  provider.embeddingModel = createEmbeddingModel;
  provider.textEmbeddingModel = createEmbeddingModel;
  provider.videoModel = (modelId) => {
    return new GatewayVideoModel(modelId, {
      provider: "gateway",
      baseURL,
      headers: getHeaders,
      fetch: options.fetch,
      o11yHeaders: createO11yHeaders()
    });
  };
  const createRerankingModel = (modelId) => {
    return new GatewayRerankingModel(modelId, {
      provider: "gateway",
      baseURL,
      headers: getHeaders,
      fetch: options.fetch,
      o11yHeaders: createO11yHeaders()
    });
  };
  provider.rerankingModel = createRerankingModel;
  provider.reranking = createRerankingModel;
  const createDecisionModel = (modelId) => {
    return new GatewayDecisionModel(modelId, {
      provider: "gateway",
      baseURL,
      headers: getHeaders,
      fetch: options.fetch,
      o11yHeaders: createO11yHeaders()
    });
  };
  provider.decisionModel = createDecisionModel;
  provider.decision = createDecisionModel;
  provider.evaluationModel = createDecisionModel;
  provider.evaluation = createDecisionModel;
  const createSpeechModel = (modelId) => {
    return new GatewaySpeechModel(modelId, {
      provider: "gateway",
      baseURL,
      headers: getHeaders,
      fetch: options.fetch,
      o11yHeaders: createO11yHeaders(),
      webSocket: options.webSocket
    });
  };
  provider.speechModel = createSpeechModel;
  provider.speech = createSpeechModel;
  provider.experimental_speech = Object.assign((modelId) => createSpeechModel(modelId), { getToken: async (tokenOptions) => {
    const secret = await mintClientSecret({
      modelId: tokenOptions.model,
      routeKind: "speech",
      ...tokenOptions.expiresAfterSeconds != null && { expiresAfterSeconds: tokenOptions.expiresAfterSeconds }
    });
    return {
      token: secret.token,
      url: toGatewaySpeechUrl(baseURL, tokenOptions.model),
      ...secret.expiresAt != null && { expiresAt: secret.expiresAt }
    };
  } });
  const createTranscriptionModel = (modelId) => {
    return new GatewayTranscriptionModel(modelId, {
      provider: "gateway",
      baseURL,
      headers: getHeaders,
      fetch: options.fetch,
      o11yHeaders: createO11yHeaders(),
      webSocket: options.webSocket
    });
  };
  provider.transcriptionModel = createTranscriptionModel;
  provider.transcription = createTranscriptionModel;
  provider.experimental_transcription = Object.assign((modelId) => createTranscriptionModel(modelId), { getToken: async (tokenOptions) => {
    const secret = await mintClientSecret({
      modelId: tokenOptions.model,
      routeKind: "transcription",
      ...tokenOptions.expiresAfterSeconds != null && { expiresAfterSeconds: tokenOptions.expiresAfterSeconds }
    });
    return {
      token: secret.token,
      url: toGatewayTranscriptionUrl(baseURL, tokenOptions.model),
      ...secret.expiresAt != null && { expiresAt: secret.expiresAt }
    };
  } });
  const createRealtimeModel = (modelId) => new GatewayRealtimeModel(modelId, {
    provider: "gateway.realtime",
    baseURL,
    teamIdOrSlug: options.teamIdOrSlug,
    createClientSecret: mintClientSecret,
    getHeaders
  });
  provider.experimental_realtime = Object.assign((modelId) => createRealtimeModel(modelId), { getToken: async (tokenOptions) => {
    const { model: modelId, ...secretOptions } = tokenOptions;
    const secret = await createRealtimeModel(modelId).doCreateClientSecret(secretOptions);
    return {
      token: secret.token,
      url: secret.url,
      ...secret.expiresAt != null && { expiresAt: secret.expiresAt }
    };
  } });
  provider.chat = provider.languageModel;
  provider.embedding = provider.embeddingModel;
  provider.image = provider.imageModel;
  provider.video = provider.videoModel;
  provider.tools = gatewayTools;
  return provider;
}
var gateway = createGateway();
async function getGatewayAuthToken(options) {
  const resolvedApiKey = typeof options.apiKey === "string" || options.apiKey == null ? options.apiKey : await resolve(options.apiKey);
  if (options.apiKey != null && typeof options.apiKey !== "string" && (typeof resolvedApiKey !== "string" || !resolvedApiKey.trim())) throw new LoadAPIKeyError({ message: "AI Gateway API key must be a non-empty string." });
  const apiKey = loadOptionalSetting({
    settingValue: resolvedApiKey,
    environmentVariableName: "AI_GATEWAY_API_KEY"
  });
  if (apiKey) return {
    token: apiKey,
    authMethod: "api-key"
  };
  return {
    token: await (0, import_oidc.getVercelOidcToken)(),
    authMethod: "oidc"
  };
}
function assertGatewayClientSecretServerEnvironment() {
  if (typeof globalThis.window !== "undefined") throw new Error("AI Gateway client secrets must be minted server-side: minting needs your Gateway credential, which must never reach the browser. Call gateway.experimental_realtime.getToken(), gateway.experimental_transcription.getToken(), or gateway.experimental_speech.getToken() from your server and pass the returned token to the client.");
}

// node_modules/ai/dist/index.js
function getRequestOrigin(url2) {
  if (url2 == null) return void 0;
  try {
    const endpoint = new URL(url2);
    return endpoint.protocol === "http:" || endpoint.protocol === "https:" ? endpoint.origin : void 0;
  } catch {
    return;
  }
}
function sanitizeRequestMetadata(request) {
  if (request == null || !("url" in request)) return request;
  const { url: url2, ...rest } = request;
  const origin = getRequestOrigin(url2);
  return {
    ...rest,
    ...origin != null ? { url: origin } : {}
  };
}
var name$23 = "AI_InvalidArgumentError";
var marker$23 = `vercel.ai.error.${name$23}`;
var symbol$23 = Symbol.for(marker$23);
var InvalidArgumentError2 = class extends AISDKError {
  constructor({ parameter, value, message }) {
    super({
      name: name$23,
      message: `Invalid argument for parameter ${parameter}: ${message}`
    });
    this[symbol$23] = true;
    this.parameter = parameter;
    this.value = value;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker$23);
  }
};
var name$22 = "AI_InvalidStreamPartError";
var marker$22 = `vercel.ai.error.${name$22}`;
var symbol$22 = Symbol.for(marker$22);
var name$21 = "AI_InvalidToolApprovalError";
var marker$21 = `vercel.ai.error.${name$21}`;
var symbol$21 = Symbol.for(marker$21);
var InvalidToolApprovalError = class extends AISDKError {
  constructor({ approvalId }) {
    super({
      name: name$21,
      message: `Tool approval response references unknown approvalId: "${approvalId}". No matching tool-approval-request found in message history.`
    });
    this[symbol$21] = true;
    this.approvalId = approvalId;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker$21);
  }
};
var name$20 = "AI_InvalidToolApprovalSignatureError";
var marker$20 = `vercel.ai.error.${name$20}`;
var symbol$20 = Symbol.for(marker$20);
var InvalidToolApprovalSignatureError = class extends AISDKError {
  constructor({ approvalId, toolCallId, reason }) {
    super({
      name: name$20,
      message: `Tool approval signature verification failed for approval "${approvalId}" (tool call "${toolCallId}"): ${reason}`
    });
    this[symbol$20] = true;
    this.approvalId = approvalId;
    this.toolCallId = toolCallId;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker$20);
  }
};
var name$19 = "AI_InvalidToolInputError";
var marker$19 = `vercel.ai.error.${name$19}`;
var symbol$19 = Symbol.for(marker$19);
var InvalidToolInputError = class extends AISDKError {
  constructor({ toolInput, toolName, cause, message = `Invalid input for tool ${toolName}: ${getErrorMessage(cause)}` }) {
    super({
      name: name$19,
      message,
      cause
    });
    this[symbol$19] = true;
    this.toolInput = toolInput;
    this.toolName = toolName;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker$19);
  }
};
var name$18 = "AI_ToolCallNotFoundForApprovalError";
var marker$18 = `vercel.ai.error.${name$18}`;
var symbol$18 = Symbol.for(marker$18);
var ToolCallNotFoundForApprovalError = class extends AISDKError {
  constructor({ toolCallId, approvalId }) {
    super({
      name: name$18,
      message: `Tool call "${toolCallId}" not found for approval request "${approvalId}".`
    });
    this[symbol$18] = true;
    this.toolCallId = toolCallId;
    this.approvalId = approvalId;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker$18);
  }
};
var name$17 = "AI_MissingToolResultsError";
var marker$17 = `vercel.ai.error.${name$17}`;
var symbol$17 = Symbol.for(marker$17);
var MissingToolResultsError = class extends AISDKError {
  constructor({ toolCallIds }) {
    super({
      name: name$17,
      message: `Tool result${toolCallIds.length > 1 ? "s are" : " is"} missing for tool call${toolCallIds.length > 1 ? "s" : ""} ${toolCallIds.join(", ")}.`
    });
    this[symbol$17] = true;
    this.toolCallIds = toolCallIds;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker$17);
  }
};
var name$16 = "AI_NoImageGeneratedError";
var marker$16 = `vercel.ai.error.${name$16}`;
var symbol$16 = Symbol.for(marker$16);
var name$15 = "AI_NoObjectGeneratedError";
var marker$15 = `vercel.ai.error.${name$15}`;
var symbol$15 = Symbol.for(marker$15);
var NoObjectGeneratedError = class extends AISDKError {
  constructor({ message = "No object generated.", cause, text: text2, response, usage, finishReason }) {
    super({
      name: name$15,
      message,
      cause
    });
    this[symbol$15] = true;
    this.text = text2;
    this.response = response;
    this.usage = usage;
    this.finishReason = finishReason;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker$15);
  }
};
var name$14 = "AI_NoOutputGeneratedError";
var marker$14 = `vercel.ai.error.${name$14}`;
var symbol$14 = Symbol.for(marker$14);
var NoOutputGeneratedError = class extends AISDKError {
  constructor({ message = "No output generated.", cause } = {}) {
    super({
      name: name$14,
      message,
      cause
    });
    this[symbol$14] = true;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker$14);
  }
};
var name$13 = "AI_NoSpeechGeneratedError";
var marker$13 = `vercel.ai.error.${name$13}`;
var symbol$13 = Symbol.for(marker$13);
var name$12 = "AI_NoTranscriptGeneratedError";
var marker$12 = `vercel.ai.error.${name$12}`;
var symbol$12 = Symbol.for(marker$12);
var name$11 = "AI_NoTranslationGeneratedError";
var marker$11 = `vercel.ai.error.${name$11}`;
var symbol$11 = Symbol.for(marker$11);
var name$10 = "AI_NoVideoGeneratedError";
var marker$10 = `vercel.ai.error.${name$10}`;
var symbol$102 = Symbol.for(marker$10);
var name$92 = "AI_NoSuchToolError";
var marker$92 = `vercel.ai.error.${name$92}`;
var symbol$92 = Symbol.for(marker$92);
var NoSuchToolError = class extends AISDKError {
  constructor({ toolName, availableTools = void 0, message = `Model tried to call unavailable tool '${toolName}'. ${availableTools === void 0 ? "No tools are available." : `Available tools: ${availableTools.join(", ")}.`}` }) {
    super({
      name: name$92,
      message
    });
    this[symbol$92] = true;
    this.toolName = toolName;
    this.availableTools = availableTools;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker$92);
  }
};
var name$82 = "AI_StreamProviderError";
var marker$82 = `vercel.ai.error.${name$82}`;
var symbol$82 = Symbol.for(marker$82);
var name$72 = "AI_ToolCallRepairError";
var marker$72 = `vercel.ai.error.${name$72}`;
var symbol$72 = Symbol.for(marker$72);
var ToolCallRepairError = class extends AISDKError {
  constructor({ cause, originalError, message = `Error repairing tool call: ${getErrorMessage(cause)}` }) {
    super({
      name: name$72,
      message,
      cause
    });
    this[symbol$72] = true;
    this.originalError = originalError;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker$72);
  }
};
var name$62 = "AI_ToolChoiceViolationError";
var marker$62 = `vercel.ai.error.${name$62}`;
var symbol$62 = Symbol.for(marker$62);
var ToolChoiceViolationError = class extends AISDKError {
  constructor({ toolChoice, finishReason, provider, modelId, content, message = toolChoice.type === "none" ? "Model response contained a tool call even though tool choice was none." : toolChoice.type === "required" ? "Model response did not contain a tool call even though tool choice was required." : `Model response did not contain a call to the required tool '${toolChoice.toolName}'.` }) {
    super({
      name: name$62,
      message
    });
    this[symbol$62] = true;
    this.toolChoice = toolChoice;
    this.finishReason = finishReason;
    this.provider = provider;
    this.modelId = modelId;
    this.content = content;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker$62);
  }
};
var UnsupportedModelVersionError = class extends AISDKError {
  constructor(options) {
    super({
      name: "AI_UnsupportedModelVersionError",
      message: `Unsupported model version ${options.version} for provider "${options.provider}" and model "${options.modelId}". AI SDK 5 only supports models that implement specification version "v2".`
    });
    this.version = options.version;
    this.provider = options.provider;
    this.modelId = options.modelId;
  }
};
var name$52 = "AI_UIMessageStreamError";
var marker$52 = `vercel.ai.error.${name$52}`;
var symbol$52 = Symbol.for(marker$52);
var name$42 = "AI_InvalidDataContentError";
var marker$42 = `vercel.ai.error.${name$42}`;
var symbol$42 = Symbol.for(marker$42);
var InvalidDataContentError = class extends AISDKError {
  constructor({ content, cause, message = `Invalid data content. Expected a base64 string, Uint8Array, ArrayBuffer, or Buffer, but got ${typeof content}.` }) {
    super({
      name: name$42,
      message,
      cause
    });
    this[symbol$42] = true;
    this.content = content;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker$42);
  }
};
var name$32 = "AI_InvalidMessageRoleError";
var marker$32 = `vercel.ai.error.${name$32}`;
var symbol$32 = Symbol.for(marker$32);
var InvalidMessageRoleError = class extends AISDKError {
  constructor({ role, message = `Invalid message role: '${role}'. Must be one of: "system", "user", "assistant", "tool".` }) {
    super({
      name: name$32,
      message
    });
    this[symbol$32] = true;
    this.role = role;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker$32);
  }
};
var name$24 = "AI_MessageConversionError";
var marker$24 = `vercel.ai.error.${name$24}`;
var symbol$24 = Symbol.for(marker$24);
var name$110 = "AI_RetryError";
var marker$110 = `vercel.ai.error.${name$110}`;
var symbol$110 = Symbol.for(marker$110);
var RetryError = class extends AISDKError {
  constructor({ message, reason, errors }) {
    super({
      name: name$110,
      message
    });
    this[symbol$110] = true;
    this.reason = reason;
    this.errors = errors;
    this.lastError = errors[errors.length - 1];
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker$110);
  }
};
var deprecationCodes = /* @__PURE__ */ new Map([
  ["generateObject", "AISDK_DEP_GENERATE_OBJECT"],
  ["streamObject", "AISDK_DEP_STREAM_OBJECT"],
  ["experimental_generateSpeech", "AISDK_DEP_EXPERIMENTAL_GENERATE_SPEECH"],
  ["experimental_transcribe", "AISDK_DEP_EXPERIMENTAL_TRANSCRIBE"],
  ['"image" content part', "AISDK_DEP_IMAGE_CONTENT_PART"],
  ['"tool-result" content of type "file-data"', "AISDK_DEP_TOOL_RESULT_FILE_DATA"],
  ['"tool-result" content of type "file-url"', "AISDK_DEP_TOOL_RESULT_FILE_URL"],
  ['"tool-result" content of type "file-id"', "AISDK_DEP_TOOL_RESULT_FILE_ID"],
  ['"tool-result" content of type "file-reference"', "AISDK_DEP_TOOL_RESULT_FILE_REFERENCE"],
  ['"tool-result" content of type "image-data"', "AISDK_DEP_TOOL_RESULT_IMAGE_DATA"],
  ['"tool-result" content of type "image-url"', "AISDK_DEP_TOOL_RESULT_IMAGE_URL"],
  ['"tool-result" content of type "image-file-id"', "AISDK_DEP_TOOL_RESULT_IMAGE_FILE_ID"],
  ['"tool-result" content of type "image-file-reference"', "AISDK_DEP_TOOL_RESULT_IMAGE_FILE_REFERENCE"],
  ["rawInput in output-error UI message parts", "AISDK_DEP_UI_MESSAGE_RAW_INPUT"]
]);
function encodeCodePart(value) {
  return value.replace(/[^a-zA-Z0-9]/g, (character) => `_${character.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`);
}
function getDeprecationCode({ setting, provider }) {
  if (provider == null) return deprecationCodes.get(setting) ?? `AISDK_DEP_SETTING_${encodeCodePart(setting)}`;
  return `AISDK_DEP_PROVIDER_${encodeCodePart(provider)}__${encodeCodePart(setting)}`;
}
function formatWarning({ warning, provider, model }) {
  const prefix = `AI SDK Warning${provider != null && model != null ? ` (${provider} / ${model})` : ""}:`;
  switch (warning.type) {
    case "unsupported": {
      let message = `${prefix} The feature "${warning.feature}" is not supported.`;
      if (warning.details) message += ` ${warning.details}`;
      return message;
    }
    case "compatibility": {
      let message = `${prefix} The feature "${warning.feature}" is used in a compatibility mode.`;
      if (warning.details) message += ` ${warning.details}`;
      return message;
    }
    case "deprecated":
      return `${prefix} Deprecated: "${warning.setting}". ${warning.message}`;
    case "other":
      return `${prefix} ${warning.message}`;
    default:
      return `${prefix} ${JSON.stringify(warning, null, 2)}`;
  }
}
var FIRST_WARNING_INFO_MESSAGE = "AI SDK Warning System: To turn off warning logging, set the AI_SDK_LOG_WARNINGS global to false.";
var hasLoggedBefore = false;
var emittedDeprecationCodes = /* @__PURE__ */ new Set();
function emitWarning({ message, type, code }) {
  if (typeof process !== "undefined" && typeof process.emitWarning === "function") process.emitWarning(message, code == null ? { type } : {
    type,
    code
  });
  else console.warn(code == null ? message : `[${code}] ${message}`);
}
var logWarnings = (options) => {
  if (options.warnings.length === 0) return;
  const logger = globalThis.AI_SDK_LOG_WARNINGS;
  if (logger === false) return;
  if (typeof logger === "function") {
    logger(options);
    return;
  }
  if (!hasLoggedBefore) {
    hasLoggedBefore = true;
    emitWarning({
      message: FIRST_WARNING_INFO_MESSAGE,
      type: "Warning"
    });
  }
  for (const warning of options.warnings) {
    const code = warning.type === "deprecated" ? getDeprecationCode({
      setting: warning.setting,
      provider: options.provider
    }) : void 0;
    if (code != null) {
      if (emittedDeprecationCodes.has(code)) continue;
      emittedDeprecationCodes.add(code);
    }
    emitWarning({
      message: formatWarning({
        warning,
        provider: options.provider,
        model: options.model
      }),
      type: warning.type === "deprecated" ? "DeprecationWarning" : "Warning",
      code
    });
  }
};
function logV2CompatibilityWarning({ provider, modelId }) {
  logWarnings({
    warnings: [{
      type: "compatibility",
      feature: "specificationVersion",
      details: `Using v2 specification compatibility mode. Some features may not be available.`
    }],
    provider,
    model: modelId
  });
}
function asEmbeddingModelV3(model) {
  if (model.specificationVersion === "v3") return model;
  logV2CompatibilityWarning({
    provider: model.provider,
    modelId: model.modelId
  });
  return new Proxy(model, { get(target, prop) {
    if (prop === "specificationVersion") return "v3";
    return target[prop];
  } });
}
function asEmbeddingModelV4(model) {
  if (model.specificationVersion === "v4") return model;
  const v3Model = model.specificationVersion === "v2" ? asEmbeddingModelV3(model) : model;
  return new Proxy(v3Model, { get(target, prop) {
    if (prop === "specificationVersion") return "v4";
    return target[prop];
  } });
}
function asImageModelV3(model) {
  if (model.specificationVersion === "v3") return model;
  logV2CompatibilityWarning({
    provider: model.provider,
    modelId: model.modelId
  });
  return new Proxy(model, { get(target, prop) {
    if (prop === "specificationVersion") return "v3";
    return target[prop];
  } });
}
function asImageModelV4(model) {
  if (model.specificationVersion === "v4") return model;
  const v3Model = model.specificationVersion === "v2" ? asImageModelV3(model) : model;
  return new Proxy(v3Model, { get(target, prop) {
    if (prop === "specificationVersion") return "v4";
    return target[prop];
  } });
}
function asLanguageModelV3(model) {
  if (model.specificationVersion === "v3") return model;
  logV2CompatibilityWarning({
    provider: model.provider,
    modelId: model.modelId
  });
  return new Proxy(model, { get(target, prop) {
    switch (prop) {
      case "specificationVersion":
        return "v3";
      case "doGenerate":
        return async (...args) => {
          const result = await target.doGenerate(...args);
          return {
            ...result,
            finishReason: convertV2FinishReasonToV3(result.finishReason),
            usage: convertV2UsageToV3(result.usage)
          };
        };
      case "doStream":
        return async (...args) => {
          const result = await target.doStream(...args);
          return {
            ...result,
            stream: convertV2StreamToV3(result.stream)
          };
        };
      default:
        return target[prop];
    }
  } });
}
function convertV2StreamToV3(stream) {
  return stream.pipeThrough(new TransformStream({ transform(chunk, controller) {
    switch (chunk.type) {
      case "finish":
        controller.enqueue({
          ...chunk,
          finishReason: convertV2FinishReasonToV3(chunk.finishReason),
          usage: convertV2UsageToV3(chunk.usage)
        });
        break;
      default:
        controller.enqueue(chunk);
    }
  } }));
}
function convertV2FinishReasonToV3(finishReason) {
  return {
    unified: finishReason === "unknown" ? "other" : finishReason,
    raw: void 0
  };
}
function convertV2UsageToV3(usage) {
  return {
    inputTokens: {
      total: usage.inputTokens,
      noCache: void 0,
      cacheRead: usage.cachedInputTokens,
      cacheWrite: void 0
    },
    outputTokens: {
      total: usage.outputTokens,
      text: void 0,
      reasoning: usage.reasoningTokens
    },
    raw: usage.totalTokens == null ? void 0 : { totalTokens: usage.totalTokens }
  };
}
function asLanguageModelV4(model) {
  if (model.specificationVersion === "v4") return model;
  const v3Model = model.specificationVersion === "v2" ? asLanguageModelV3(model) : model;
  return new Proxy(v3Model, { get(target, prop) {
    switch (prop) {
      case "specificationVersion":
        return "v4";
      case "doGenerate":
        return async (options) => {
          const result = await target.doGenerate({
            ...options,
            prompt: convertV4PromptToV3(options.prompt)
          });
          return {
            ...result,
            content: result.content.map(convertV3ContentToV4)
          };
        };
      case "doStream":
        return async (options) => {
          const result = await target.doStream({
            ...options,
            prompt: convertV4PromptToV3(options.prompt)
          });
          return {
            ...result,
            stream: convertV3StreamToV4(result.stream)
          };
        };
      default:
        return target[prop];
    }
  } });
}
function convertV4PromptToV3(prompt) {
  return prompt.map((message) => {
    if (message.role === "system") return message;
    return {
      ...message,
      content: message.content.map((part) => {
        switch (part.type) {
          case "file":
            return {
              ...part,
              data: convertV4FileDataToV3(part.data)
            };
          case "tool-result":
            return {
              ...part,
              output: convertV4ToolResultOutputToV3(part.output)
            };
          default:
            return part;
        }
      })
    };
  });
}
function convertV4FileDataToV3(data) {
  switch (data.type) {
    case "data":
      return data.data;
    case "url":
      return data.url;
    case "reference":
    case "text":
      return data;
  }
}
function convertV4ToolResultOutputToV3(output) {
  if (output.type !== "content") return output;
  return {
    ...output,
    value: output.value.map((part) => {
      if (part.type !== "file") return part;
      switch (part.data.type) {
        case "data":
          return {
            type: "file-data",
            data: typeof part.data.data === "string" ? part.data.data : convertUint8ArrayToBase64(part.data.data),
            mediaType: part.mediaType,
            filename: part.filename,
            providerOptions: part.providerOptions
          };
        case "url":
          return {
            type: "file-url",
            url: part.data.url.toString(),
            providerOptions: part.providerOptions
          };
        case "reference":
          return {
            type: "file-id",
            fileId: part.data.reference,
            providerOptions: part.providerOptions
          };
        case "text":
          return part;
      }
    })
  };
}
function convertV3ContentToV4(content) {
  return content.type === "file" ? {
    ...content,
    data: {
      type: "data",
      data: content.data
    }
  } : content;
}
function convertV3StreamToV4(stream) {
  return stream.pipeThrough(new TransformStream({ transform(chunk, controller) {
    controller.enqueue(chunk.type === "file" ? {
      ...chunk,
      data: {
        type: "data",
        data: chunk.data
      }
    } : chunk);
  } }));
}
function asRerankingModelV4(model) {
  if (model.specificationVersion === "v4") return model;
  return new Proxy(model, { get(target, prop) {
    if (prop === "specificationVersion") return "v4";
    return target[prop];
  } });
}
function asSpeechModelV3(model) {
  if (model.specificationVersion === "v3") return model;
  logV2CompatibilityWarning({
    provider: model.provider,
    modelId: model.modelId
  });
  return new Proxy(model, { get(target, prop) {
    if (prop === "specificationVersion") return "v3";
    return target[prop];
  } });
}
function asSpeechModelV4(model) {
  if (model.specificationVersion === "v4") return model;
  const v3Model = model.specificationVersion === "v2" ? asSpeechModelV3(model) : model;
  return new Proxy(v3Model, { get(target, prop) {
    if (prop === "specificationVersion") return "v4";
    return target[prop];
  } });
}
function asTranscriptionModelV3(model) {
  if (model.specificationVersion === "v3") return model;
  logV2CompatibilityWarning({
    provider: model.provider,
    modelId: model.modelId
  });
  return new Proxy(model, { get(target, prop) {
    if (prop === "specificationVersion") return "v3";
    return target[prop];
  } });
}
function asTranscriptionModelV4(model) {
  if (model.specificationVersion === "v4") return model;
  const v3Model = model.specificationVersion === "v2" ? asTranscriptionModelV3(model) : model;
  return new Proxy(v3Model, { get(target, prop) {
    if (prop === "specificationVersion") return "v4";
    if (prop === "doGenerate") return async ({ timestampGranularities, ...options }) => {
      const result = await target.doGenerate.call(model, options);
      if (!timestampGranularities?.length) return result;
      return {
        ...result,
        warnings: [...result.warnings, {
          type: "unsupported",
          feature: "timestampGranularities",
          details: `Shared timestamp granularities are not supported by ${model.specificationVersion} transcription models.`
        }]
      };
    };
    return target[prop];
  } });
}
function asProviderV3(provider) {
  if ("specificationVersion" in provider && provider.specificationVersion === "v3") return provider;
  const v2Provider = provider;
  return {
    specificationVersion: "v3",
    languageModel: (modelId) => asLanguageModelV3(v2Provider.languageModel(modelId)),
    embeddingModel: (modelId) => asEmbeddingModelV3(v2Provider.textEmbeddingModel(modelId)),
    imageModel: (modelId) => asImageModelV3(v2Provider.imageModel(modelId)),
    transcriptionModel: v2Provider.transcriptionModel ? (modelId) => asTranscriptionModelV3(v2Provider.transcriptionModel(modelId)) : void 0,
    speechModel: v2Provider.speechModel ? (modelId) => asSpeechModelV3(v2Provider.speechModel(modelId)) : void 0,
    rerankingModel: void 0
  };
}
function asProviderV4(provider) {
  if ("specificationVersion" in provider && provider.specificationVersion === "v4") return provider;
  const v3Provider = !("specificationVersion" in provider) || provider.specificationVersion !== "v3" ? asProviderV3(provider) : provider;
  return {
    specificationVersion: "v4",
    languageModel: (modelId) => asLanguageModelV4(v3Provider.languageModel(modelId)),
    embeddingModel: (modelId) => asEmbeddingModelV4(v3Provider.embeddingModel(modelId)),
    imageModel: (modelId) => asImageModelV4(v3Provider.imageModel(modelId)),
    transcriptionModel: v3Provider.transcriptionModel ? (modelId) => asTranscriptionModelV4(v3Provider.transcriptionModel(modelId)) : void 0,
    speechModel: v3Provider.speechModel ? (modelId) => asSpeechModelV4(v3Provider.speechModel(modelId)) : void 0,
    rerankingModel: v3Provider.rerankingModel ? (modelId) => asRerankingModelV4(v3Provider.rerankingModel(modelId)) : void 0
  };
}
function resolveLanguageModel(model) {
  if (typeof model === "string") return getGlobalProvider().languageModel(model);
  if (![
    "v4",
    "v3",
    "v2"
  ].includes(model.specificationVersion)) {
    const unsupportedModel = model;
    throw new UnsupportedModelVersionError({
      version: unsupportedModel.specificationVersion,
      provider: unsupportedModel.provider,
      modelId: unsupportedModel.modelId
    });
  }
  return asLanguageModelV4(model);
}
function getGlobalProvider() {
  return asProviderV4(globalThis.AI_SDK_DEFAULT_PROVIDER ?? gateway);
}
function cloneModelMessages(messages) {
  return cloneValue(messages, /* @__PURE__ */ new Map());
}
function cloneValue(value, seen) {
  if (value == null || typeof value !== "object") return value;
  if (seen.has(value)) return seen.get(value);
  if (value instanceof URL) {
    const copy2 = new URL(value.href);
    seen.set(value, copy2);
    return copy2;
  }
  if (Array.isArray(value)) {
    const copy2 = new Array(value.length);
    seen.set(value, copy2);
    value.forEach((item, index) => {
      copy2[index] = cloneValue(item, seen);
    });
    return copy2;
  }
  if (isUint8Array(value)) {
    const copy2 = new Uint8Array(value);
    seen.set(value, copy2);
    return copy2;
  }
  if (isArrayBuffer(value)) {
    const copy2 = new Uint8Array(value).slice().buffer;
    seen.set(value, copy2);
    return copy2;
  }
  if (value instanceof Date || Object.prototype.toString.call(value) === "[object Date]") try {
    const copy2 = new Date(Date.prototype.getTime.call(value));
    seen.set(value, copy2);
    return copy2;
  } catch {
  }
  const copy = {};
  seen.set(value, copy);
  for (const [key, val] of Object.entries(value)) Object.defineProperty(copy, key, {
    value: cloneValue(val, seen),
    writable: true,
    enumerable: true,
    configurable: true
  });
  return copy;
}
var VERSION2 = "7.0.173";
var download = async ({ url: url2, maxBytes, abortSignal, fetch: fetch2 }) => {
  const urlText = url2.toString();
  try {
    const headers = withUserAgentSuffix({}, `ai-sdk/${VERSION2}`, getRuntimeEnvironmentUserAgent());
    const response = await fetchUntrustedUrl({
      url: urlText,
      headers,
      abortSignal,
      fetch: fetch2
    });
    if (!response.ok) {
      await cancelResponseBody(response);
      throw new DownloadError({
        url: urlText,
        statusCode: response.status,
        statusText: response.statusText
      });
    }
    return {
      data: await readResponseWithSizeLimit({
        response,
        url: urlText,
        maxBytes: maxBytes ?? DEFAULT_MAX_DOWNLOAD_SIZE
      }),
      mediaType: response.headers.get("content-type") ?? void 0
    };
  } catch (error) {
    if (DownloadError.isInstance(error)) throw error;
    throw new DownloadError({
      url: urlText,
      cause: error
    });
  }
};
var createDefaultDownloadFunction = (download$3 = download, abortSignal) => (requestedDownloads) => Promise.all(requestedDownloads.map(async (requestedDownload) => requestedDownload.isUrlSupportedByModel ? null : await download$3({
  ...requestedDownload,
  abortSignal: abortSignal ?? requestedDownload.abortSignal
})));
function mergeObjects(base, overrides) {
  if (base === void 0 && overrides === void 0) return;
  if (base === void 0) return overrides;
  if (overrides === void 0) return base;
  const result = { ...base };
  for (const key in overrides) {
    if (key === "__proto__" || key === "constructor" || key === "prototype") continue;
    if (Object.prototype.hasOwnProperty.call(overrides, key)) {
      const overridesValue = overrides[key];
      if (overridesValue === void 0) continue;
      const baseValue = key in base ? base[key] : void 0;
      const isSourceObject = overridesValue !== null && typeof overridesValue === "object" && !Array.isArray(overridesValue) && !(overridesValue instanceof Date) && !(overridesValue instanceof RegExp);
      const isTargetObject = baseValue !== null && baseValue !== void 0 && typeof baseValue === "object" && !Array.isArray(baseValue) && !(baseValue instanceof Date) && !(baseValue instanceof RegExp);
      if (isSourceObject && isTargetObject) result[key] = mergeObjects(baseValue, overridesValue);
      else result[key] = overridesValue;
    }
  }
  return result;
}
function convertDataContentToUint8Array(content) {
  if (isUint8Array(content)) {
    if (content instanceof Uint8Array) return content;
    const { buffer, byteOffset, byteLength } = content;
    return new Uint8Array(buffer, byteOffset, byteLength);
  }
  if (typeof content === "string") try {
    return convertBase64ToUint8Array(content);
  } catch (error) {
    throw new InvalidDataContentError({
      message: "Invalid data content. Content string is not a base64-encoded media.",
      content,
      cause: error
    });
  }
  if (isArrayBuffer(content)) return new Uint8Array(content);
  throw new InvalidDataContentError({ content });
}
function splitDataUrl(dataUrl) {
  try {
    const [header, base64Content] = dataUrl.split(",");
    return {
      mediaType: header.split(";")[0].split(":")[1],
      base64Content
    };
  } catch {
    return {
      mediaType: void 0,
      base64Content: void 0
    };
  }
}
function isTaggedFileData(value) {
  if (typeof value !== "object" || value === null) return false;
  const type = value.type;
  return type === "data" || type === "url" || type === "reference" || type === "text";
}
function convertUrlToFilePartData(url2, originalUrl) {
  if (url2.protocol === "data:") {
    const { mediaType, base64Content } = splitDataUrl(url2.toString());
    if (mediaType == null || base64Content == null) throw new InvalidDataContentError({
      content: url2,
      message: `Invalid data URL format in content ${url2.toString()}`
    });
    return {
      data: {
        type: "data",
        data: base64Content
      },
      mediaType
    };
  }
  return {
    data: {
      type: "url",
      url: url2,
      ...originalUrl != null ? { originalUrl } : {}
    },
    mediaType: void 0
  };
}
function convertUrlStringToFilePartData(content) {
  const result = convertUrlToFilePartData(new URL(content));
  if (result.data.type === "url" && result.data.url.toString() !== content) result.data.originalUrl = content;
  return result;
}
function convertInlineDataToFilePartData(content) {
  if (isUint8Array(content) || isArrayBuffer(content)) return {
    data: {
      type: "data",
      data: convertDataContentToUint8Array(content)
    },
    mediaType: void 0
  };
  if (isBuffer(content)) return {
    data: {
      type: "data",
      data: new Uint8Array(content)
    },
    mediaType: void 0
  };
  return {
    data: {
      type: "data",
      data: content
    },
    mediaType: void 0
  };
}
function convertToLanguageModelV4FilePart(content) {
  if (isTaggedFileData(content)) switch (content.type) {
    case "data":
      if (typeof content.data === "string" && content.data.startsWith("data:")) throw new InvalidDataContentError({
        content: content.data,
        message: 'Data URLs are not valid inline data. Pass them as { type: "url", url } instead.'
      });
      return convertInlineDataToFilePartData(content.data);
    case "url":
      return convertUrlToFilePartData(content.url, content.originalUrl);
    case "reference":
      return {
        data: {
          type: "reference",
          reference: content.reference
        },
        mediaType: void 0
      };
    case "text":
      return {
        data: {
          type: "text",
          text: content.text
        },
        mediaType: void 0
      };
  }
  if (content instanceof URL) return convertUrlToFilePartData(content);
  if (typeof content === "string") try {
    return convertUrlStringToFilePartData(content);
  } catch {
    return convertInlineDataToFilePartData(content);
  }
  if (isUint8Array(content) || isArrayBuffer(content)) return convertInlineDataToFilePartData(content);
  if (isProviderReference(content)) return {
    data: {
      type: "reference",
      reference: content
    },
    mediaType: void 0
  };
  return convertInlineDataToFilePartData(content);
}
async function convertToLanguageModelPrompt({ prompt, supportedUrls, download: download2, abortSignal, provider }) {
  const downloadedAssets = await downloadAssets(prompt.messages, download2 ?? createDefaultDownloadFunction(void 0, abortSignal), supportedUrls, abortSignal);
  const messages = [...prompt.instructions != null ? typeof prompt.instructions === "string" ? [{
    role: "system",
    content: prompt.instructions
  }] : asArray(prompt.instructions).map((message) => ({
    role: "system",
    content: message.content,
    providerOptions: message.providerOptions
  })) : [], ...prompt.messages.map((message) => convertToLanguageModelMessage({
    message,
    downloadedAssets,
    provider
  }))];
  const combinedMessages = [];
  for (const message of messages) {
    if (message.role !== "tool") {
      combinedMessages.push(message);
      continue;
    }
    const lastCombinedMessage = combinedMessages.at(-1);
    if (lastCombinedMessage?.role === "tool") {
      const lastContentPart = lastCombinedMessage.content.at(-1);
      if (lastContentPart != null && lastCombinedMessage.providerOptions != null) lastContentPart.providerOptions = mergeObjects(lastCombinedMessage.providerOptions, lastContentPart.providerOptions);
      lastCombinedMessage.content.push(...message.content);
      lastCombinedMessage.providerOptions = lastContentPart == null ? mergeObjects(lastCombinedMessage.providerOptions, message.providerOptions) : message.providerOptions;
    } else combinedMessages.push(message);
  }
  const toolCallIds = /* @__PURE__ */ new Set();
  for (const message of combinedMessages) switch (message.role) {
    case "assistant":
      for (const content of message.content) if (content.type === "tool-call" && !content.providerExecuted) toolCallIds.add(content.toolCallId);
      break;
    case "tool":
      for (const content of message.content) if (content.type === "tool-result") toolCallIds.delete(content.toolCallId);
      break;
    case "user":
    case "system":
      if (toolCallIds.size > 0) throw new MissingToolResultsError({ toolCallIds: Array.from(toolCallIds) });
  }
  if (toolCallIds.size > 0) throw new MissingToolResultsError({ toolCallIds: Array.from(toolCallIds) });
  return combinedMessages.filter((message) => message.role !== "tool" || message.content.length > 0);
}
function convertToLanguageModelMessage({ message, downloadedAssets, provider }) {
  const warnings = [];
  const role = message.role;
  switch (role) {
    case "system":
      return {
        role: "system",
        content: message.content,
        providerOptions: message.providerOptions
      };
    case "user": {
      if (typeof message.content === "string") return {
        role: "user",
        content: [{
          type: "text",
          text: message.content
        }],
        providerOptions: message.providerOptions
      };
      const converted = {
        role: "user",
        content: message.content.map((part) => {
          if (part.type === "image") warnings.push({
            type: "deprecated",
            setting: '"image" content part',
            message: `The "image" content part type is deprecated. Use a "file" part with mediaType: 'image' (or a more specific image/* subtype) instead.`
          });
          return convertImagePartToFilePart(part);
        }).map((part) => convertPartToLanguageModelPart(part, downloadedAssets)).filter((part) => part.type !== "text" || part.text !== ""),
        providerOptions: message.providerOptions
      };
      if (warnings.length > 0) logWarnings({ warnings });
      return converted;
    }
    case "assistant": {
      if (typeof message.content === "string") return {
        role: "assistant",
        content: [{
          type: "text",
          text: message.content
        }],
        providerOptions: message.providerOptions
      };
      const converted = {
        role: "assistant",
        content: message.content.filter((part) => part.type !== "text" || part.text !== "" || part.providerOptions != null).filter((part) => part.type !== "tool-approval-request").map((part) => {
          const providerOptions = part.providerOptions;
          switch (part.type) {
            case "custom":
              return {
                type: "custom",
                kind: part.kind,
                providerOptions
              };
            case "file": {
              const { data, mediaType } = convertToLanguageModelV4FilePart(part.data);
              return {
                type: "file",
                data,
                filename: part.filename,
                mediaType: mediaType ?? part.mediaType,
                providerOptions
              };
            }
            case "reasoning":
              return {
                type: "reasoning",
                text: part.text,
                providerOptions
              };
            case "reasoning-file": {
              const { data, mediaType } = convertToLanguageModelV4FilePart(part.data);
              if (data.type !== "data" && data.type !== "url") throw new Error(`Unsupported reasoning-file data type: ${data.type}`);
              return {
                type: "reasoning-file",
                data,
                mediaType: mediaType ?? part.mediaType,
                providerOptions
              };
            }
            case "text":
              return {
                type: "text",
                text: part.text,
                providerOptions
              };
            case "tool-call":
              return {
                type: "tool-call",
                toolCallId: part.toolCallId,
                toolName: part.toolName,
                input: part.input,
                providerExecuted: part.providerExecuted,
                providerOptions
              };
            case "tool-result":
              return {
                type: "tool-result",
                toolCallId: part.toolCallId,
                toolName: part.toolName,
                output: mapToolResultOutput({
                  output: part.output,
                  provider,
                  warnings,
                  downloadedAssets
                }),
                providerOptions
              };
          }
        }),
        providerOptions: message.providerOptions
      };
      if (warnings.length > 0) logWarnings({ warnings });
      return converted;
    }
    case "tool": {
      const converted = {
        role: "tool",
        content: message.content.filter((part) => part.type !== "tool-approval-response" || part.providerExecuted).map((part) => {
          switch (part.type) {
            case "tool-result":
              return {
                type: "tool-result",
                toolCallId: part.toolCallId,
                toolName: part.toolName,
                output: mapToolResultOutput({
                  output: part.output,
                  provider,
                  warnings,
                  downloadedAssets
                }),
                providerOptions: part.providerOptions
              };
            case "tool-approval-response":
              return {
                type: "tool-approval-response",
                approvalId: part.approvalId,
                approved: part.approved,
                reason: part.reason
              };
          }
        }),
        providerOptions: message.providerOptions
      };
      if (warnings.length > 0) logWarnings({ warnings });
      return converted;
    }
    default:
      throw new InvalidMessageRoleError({ role });
  }
}
function convertImagePartToFilePart(part) {
  if (part.type !== "image") return part;
  return {
    type: "file",
    data: part.image,
    mediaType: part.mediaType ?? "image",
    providerOptions: part.providerOptions
  };
}
async function downloadAssets(messages, download2, supportedUrls, abortSignal) {
  const downloadableFiles = [];
  for (const message of messages) {
    if (message.role === "user" && Array.isArray(message.content)) for (const part of message.content) {
      const filePart = convertImagePartToFilePart(part);
      if (filePart.type === "file") downloadableFiles.push(filePart);
    }
    if (message.role === "tool") for (const part of message.content) {
      if (part.type !== "tool-result") continue;
      if (part.output.type !== "content") continue;
      for (const contentPart of part.output.value) {
        const filePart = getDownloadableFilePart(contentPart);
        if (filePart != null) downloadableFiles.push(filePart);
      }
    }
    if (message.role === "assistant" && Array.isArray(message.content)) for (const part of message.content) {
      if (part.type !== "tool-result") continue;
      if (part.output.type !== "content") continue;
      for (const contentPart of part.output.value) {
        const filePart = getDownloadableFilePart(contentPart);
        if (filePart != null) downloadableFiles.push(filePart);
      }
    }
  }
  const plannedDownloads = downloadableFiles.map((part) => {
    const mediaType = part.mediaType;
    const { data } = convertToLanguageModelV4FilePart(part.data);
    return {
      mediaType,
      data
    };
  }).filter((part) => part.data.type === "url").map((part) => ({
    url: part.data.url,
    abortSignal,
    isUrlSupportedByModel: part.mediaType != null && isUrlSupported({
      url: part.data.url.toString(),
      mediaType: part.mediaType,
      supportedUrls
    })
  }));
  const downloadedFiles = await download2(plannedDownloads);
  return Object.fromEntries(downloadedFiles.map((file, index) => file == null ? null : [plannedDownloads[index].url.toString(), {
    data: file.data,
    mediaType: file.mediaType
  }]).filter((file) => file != null));
}
function getDownloadableFilePart(contentPart) {
  switch (contentPart.type) {
    case "file":
      return contentPart;
    case "file-url":
      return {
        type: "file",
        data: {
          type: "url",
          url: new URL(contentPart.url)
        },
        mediaType: contentPart.mediaType ?? getMediaTypeFromUrl(contentPart.url),
        providerOptions: contentPart.providerOptions
      };
    case "image-url":
      return {
        type: "file",
        data: {
          type: "url",
          url: new URL(contentPart.url)
        },
        mediaType: "image",
        providerOptions: contentPart.providerOptions
      };
    default:
      return;
  }
}
function resolveDownloadedFile({ url: url2, originalUrl, downloadedAssets, mediaType }) {
  const convertedPart = convertPartToLanguageModelPart({
    type: "file",
    data: {
      type: "url",
      url: url2,
      ...url2.toString() !== originalUrl ? { originalUrl } : {}
    },
    mediaType
  }, downloadedAssets);
  return {
    data: convertedPart.data,
    mediaType: convertedPart.mediaType
  };
}
function convertPartToLanguageModelPart(part, downloadedAssets) {
  if (part.type === "text") return {
    type: "text",
    text: part.text,
    providerOptions: part.providerOptions
  };
  const { data: normalizedData, mediaType: dataUrlMediaType } = convertToLanguageModelV4FilePart(part.data);
  let mediaType = dataUrlMediaType ?? part.mediaType;
  let data = normalizedData;
  if (data.type === "url") {
    const downloadedFile = downloadedAssets[data.url.toString()];
    if (downloadedFile) {
      data = {
        type: "data",
        data: downloadedFile.data
      };
      if (downloadedFile.mediaType != null && (mediaType == null || !isFullMediaType(mediaType))) mediaType = downloadedFile.mediaType;
    }
  }
  if (data.type === "data" && (data.data instanceof Uint8Array || typeof data.data === "string")) {
    const imageMediaType = detectMediaType({
      data: data.data,
      topLevelType: "image"
    });
    if (imageMediaType != null) mediaType = imageMediaType;
  }
  if (mediaType == null) throw new Error(`Media type is missing for file part`);
  return {
    type: "file",
    mediaType,
    filename: part.filename,
    data,
    providerOptions: part.providerOptions
  };
}
function mapToolResultOutput({ output, provider, warnings = [], downloadedAssets }) {
  if (output.type !== "content") return output;
  return {
    type: "content",
    value: output.value.map((item) => {
      switch (item.type) {
        case "file": {
          const convertedPart = convertPartToLanguageModelPart(item, downloadedAssets);
          if (convertedPart.type !== "file") throw new Error("Expected tool result file content to convert to file.");
          return convertedPart;
        }
        case "file-data":
          warnings.push({
            type: "deprecated",
            setting: '"tool-result" content of type "file-data"',
            message: `The "file-data" type for tool result content is deprecated. Use the "file" type with mediaType and { type: 'data', data } instead.`
          });
          return {
            type: "file",
            data: {
              type: "data",
              data: item.data
            },
            filename: item.filename,
            mediaType: item.mediaType,
            providerOptions: item.providerOptions
          };
        case "file-url": {
          const mediaType = item.mediaType ?? getMediaTypeFromUrl(item.url);
          const url2 = new URL(item.url);
          let message = `The "file-url" type for tool result content is deprecated. Use the "file" type with mediaType and { type: 'url', url } instead.`;
          if (!item.mediaType) {
            const inferenceSuffix = mediaType === "application/octet-stream" ? `Unable to infer media type from URL. Defaulting to 'application/octet-stream'.` : `Inferred media type '${mediaType}' from URL.`;
            message = `The "file-url" tool result content part with URL "${item.url}" is missing a "mediaType". ${inferenceSuffix} ${message}`;
          }
          warnings.push({
            type: "deprecated",
            setting: '"tool-result" content of type "file-url"',
            message
          });
          return {
            type: "file",
            ...resolveDownloadedFile({
              url: url2,
              originalUrl: item.url,
              downloadedAssets,
              mediaType
            }),
            providerOptions: item.providerOptions
          };
        }
        case "file-id":
          warnings.push({
            type: "deprecated",
            setting: '"tool-result" content of type "file-id"',
            message: `The "file-id" type for tool result content is deprecated. Use the "file" type with mediaType and { type: 'reference', reference } instead.`
          });
          return {
            type: "file",
            data: {
              type: "reference",
              reference: convertFileIdToProviderReference({
                fileId: item.fileId,
                provider
              })
            },
            mediaType: "application",
            providerOptions: item.providerOptions
          };
        case "file-reference":
          warnings.push({
            type: "deprecated",
            setting: '"tool-result" content of type "file-reference"',
            message: `The "file-reference" type for tool result content is deprecated. Use the "file" type with mediaType and { type: 'reference', reference } instead.`
          });
          return {
            type: "file",
            data: {
              type: "reference",
              reference: item.providerReference
            },
            mediaType: "application",
            providerOptions: item.providerOptions
          };
        case "image-data":
          warnings.push({
            type: "deprecated",
            setting: '"tool-result" content of type "image-data"',
            message: `The "image-data" type for tool result content is deprecated. Use the "file" type with mediaType and { type: 'data', data } instead.`
          });
          return {
            type: "file",
            data: {
              type: "data",
              data: item.data
            },
            mediaType: item.mediaType,
            providerOptions: item.providerOptions
          };
        case "image-url": {
          const url2 = new URL(item.url);
          warnings.push({
            type: "deprecated",
            setting: '"tool-result" content of type "image-url"',
            message: `The "image-url" type for tool result content is deprecated. Use the "file" type with mediaType 'image' (or a specific image/* subtype) and { type: 'url', url } instead.`
          });
          return {
            type: "file",
            ...resolveDownloadedFile({
              url: url2,
              originalUrl: item.url,
              downloadedAssets,
              mediaType: "image"
            }),
            providerOptions: item.providerOptions
          };
        }
        case "image-file-id":
          warnings.push({
            type: "deprecated",
            setting: '"tool-result" content of type "image-file-id"',
            message: `The "image-file-id" type for tool result content is deprecated. Use the "file" type with mediaType and { type: 'reference', reference } instead.`
          });
          return {
            type: "file",
            data: {
              type: "reference",
              reference: convertFileIdToProviderReference({
                fileId: item.fileId,
                provider
              })
            },
            mediaType: "image",
            providerOptions: item.providerOptions
          };
        case "image-file-reference":
          warnings.push({
            type: "deprecated",
            setting: '"tool-result" content of type "image-file-reference"',
            message: `The "image-file-reference" type for tool result content is deprecated. Use the "file" type with mediaType and { type: 'reference', reference } instead.`
          });
          return {
            type: "file",
            data: {
              type: "reference",
              reference: item.providerReference
            },
            mediaType: "image",
            providerOptions: item.providerOptions
          };
        default:
          return item;
      }
    })
  };
}
function convertFileIdToProviderReference({ fileId, provider }) {
  if (typeof fileId === "object") return fileId;
  if (provider == null) throw new Error("Cannot convert string fileId to provider reference without a provider ID. Use a Record<string, string> fileId or switch to the file-reference type.");
  return { [provider]: fileId };
}
var URL_EXTENSION_TO_MEDIA_TYPE = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
  svg: "image/svg+xml",
  avif: "image/avif",
  heic: "image/heic",
  bmp: "image/bmp",
  tiff: "image/tiff",
  tif: "image/tiff",
  pdf: "application/pdf",
  mp4: "video/mp4",
  webm: "video/webm",
  mp3: "audio/mpeg",
  wav: "audio/wav",
  ogg: "audio/ogg"
};
function getMediaTypeFromUrl(url2, fallbackMediaType = "application/octet-stream") {
  try {
    const fileExtension = new URL(url2).pathname.split(".").pop()?.toLowerCase();
    if (fileExtension && Object.hasOwn(URL_EXTENSION_TO_MEDIA_TYPE, fileExtension)) return URL_EXTENSION_TO_MEDIA_TYPE[fileExtension];
  } catch {
  }
  return fallbackMediaType;
}
async function createToolModelOutput({ toolCallId, input, output, tool: tool2, errorMode }) {
  if (errorMode === "text") return {
    type: "error-text",
    value: getErrorMessage(output)
  };
  else if (errorMode === "json") return {
    type: "error-json",
    value: toJSONValue(output)
  };
  if (tool2?.toModelOutput) return await tool2.toModelOutput({
    toolCallId,
    input,
    output
  });
  return typeof output === "string" ? {
    type: "text",
    value: output
  } : {
    type: "json",
    value: toJSONValue(output)
  };
}
function toJSONValue(value) {
  if (value === void 0) return null;
  const serialized = JSON.stringify(value);
  return serialized === void 0 ? null : JSON.parse(serialized);
}
function prepareLanguageModelCallOptions({ maxOutputTokens, temperature, topP, topK, presencePenalty, frequencyPenalty, seed, stopSequences, reasoning }) {
  if (maxOutputTokens != null) {
    if (!Number.isInteger(maxOutputTokens)) throw new InvalidArgumentError2({
      parameter: "maxOutputTokens",
      value: maxOutputTokens,
      message: "maxOutputTokens must be an integer"
    });
    if (maxOutputTokens < 1) throw new InvalidArgumentError2({
      parameter: "maxOutputTokens",
      value: maxOutputTokens,
      message: "maxOutputTokens must be >= 1"
    });
  }
  if (seed != null) {
    if (!Number.isInteger(seed)) throw new InvalidArgumentError2({
      parameter: "seed",
      value: seed,
      message: "seed must be an integer"
    });
  }
  return {
    maxOutputTokens,
    temperature,
    topP,
    topK,
    presencePenalty,
    frequencyPenalty,
    stopSequences,
    seed,
    reasoning
  };
}
function prepareToolChoice({ toolChoice }) {
  return toolChoice == null ? { type: "auto" } : typeof toolChoice === "string" ? { type: toolChoice } : {
    type: "tool",
    toolName: toolChoice.toolName
  };
}
function isNonEmptyObject(object3) {
  return object3 != null && Object.keys(object3).length > 0;
}
async function prepareTools({ tools, toolOrder, toolsContext = {}, experimental_sandbox: sandbox }) {
  if (!isNonEmptyObject(tools)) return;
  const languageModelTools = [];
  for (const [name3, tool2] of orderToolEntries({
    tools,
    toolOrder
  })) {
    const toolType = tool2.type;
    switch (toolType) {
      case void 0:
      case "dynamic":
      case "function": {
        const description = resolveToolDescription({
          tool: tool2,
          toolName: name3,
          toolsContext,
          experimental_sandbox: sandbox
        });
        const providerOptions = tool2.providerOptions;
        const inputExamples = tool2.inputExamples;
        const strict = tool2.strict;
        languageModelTools.push({
          type: "function",
          name: name3,
          inputSchema: await asSchema(tool2.inputSchema).jsonSchema,
          ...description != null ? { description } : {},
          ...inputExamples != null ? { inputExamples } : {},
          ...providerOptions != null ? { providerOptions } : {},
          ...strict != null ? { strict } : {}
        });
        break;
      }
      case "provider":
        languageModelTools.push({
          type: "provider",
          name: name3,
          id: tool2.id,
          args: tool2.args
        });
        break;
      default:
        throw new Error(`Unsupported tool type: ${toolType}`);
    }
  }
  return languageModelTools;
}
function orderToolEntries({ tools, toolOrder }) {
  if (toolOrder == null) return Object.entries(tools);
  const toolEntries = Object.entries(tools);
  const orderedTools = toolEntries.filter(([name3]) => toolOrder.includes(name3)).sort(([nameA], [nameB]) => toolOrder.indexOf(nameA) - toolOrder.indexOf(nameB));
  const unorderedTools = toolEntries.filter(([name3]) => !toolOrder.includes(name3)).sort(([nameA], [nameB]) => nameA < nameB ? -1 : nameA > nameB ? 1 : 0);
  return [...orderedTools, ...unorderedTools];
}
function resolveToolDescription({ tool: tool2, toolName, toolsContext, experimental_sandbox: sandbox }) {
  return tool2.description === void 0 ? void 0 : typeof tool2.description === "string" ? tool2.description : tool2.description({
    context: toolsContext[toolName],
    experimental_sandbox: sandbox
  });
}
function getTotalTimeoutMs(timeout) {
  if (timeout == null) return;
  if (typeof timeout === "number") return timeout;
  return timeout.totalMs;
}
function getStepTimeoutMs(timeout) {
  if (timeout == null || typeof timeout === "number") return;
  return timeout.stepMs;
}
function getFirstChunkTimeoutMs(timeout) {
  if (timeout == null || typeof timeout === "number") return;
  return timeout.firstChunkMs;
}
function getChunkTimeoutMs(timeout) {
  if (timeout == null || typeof timeout === "number") return;
  return timeout.chunkMs;
}
function getToolTimeoutMs(timeout, toolName) {
  if (timeout == null || typeof timeout === "number") return;
  return timeout.tools?.[`${toolName}Ms`] ?? timeout.toolMs;
}
async function standardizePrompt({ allowSystemInMessages = false, system, instructions = system, prompt, messages }) {
  messages = prompt == null ? messages : typeof prompt === "string" ? [{
    role: "user",
    content: prompt
  }] : prompt;
  if (messages.length === 0) throw new InvalidPromptError({
    prompt,
    message: "messages must not be empty"
  });
  if (!allowSystemInMessages && messages.some((message) => message.role === "system")) throw new InvalidPromptError({
    prompt,
    message: "System messages are not allowed in the prompt or messages fields. Use the instructions option instead."
  });
  return {
    messages,
    instructions
  };
}
function wrapGatewayError(error) {
  if (!GatewayAuthenticationError.isInstance(error)) return error;
  const isProductionEnv = process?.env.NODE_ENV === "production";
  const moreInfoURL = "https://ai-sdk.dev/unauthenticated-ai-gateway";
  if (isProductionEnv) return new AISDKError({
    name: "GatewayError",
    message: `Unauthenticated. Configure AI_GATEWAY_API_KEY or use a provider module. Learn more: ${moreInfoURL}`
  });
  return Object.assign(/* @__PURE__ */ new Error(`\x1B[1m\x1B[31mUnauthenticated request to AI Gateway.\x1B[0m

To authenticate, set the \x1B[33mAI_GATEWAY_API_KEY\x1B[0m environment variable with your API key.

Alternatively, you can use a provider module instead of the AI Gateway.

Learn more: \x1B[34m${moreInfoURL}\x1B[0m

`), { name: "GatewayAuthenticationError" });
}
function asLanguageModelUsage(usage) {
  return {
    inputTokens: usage.inputTokens.total,
    inputTokenDetails: {
      noCacheTokens: usage.inputTokens.noCache,
      cacheReadTokens: usage.inputTokens.cacheRead,
      cacheWriteTokens: usage.inputTokens.cacheWrite
    },
    outputTokens: usage.outputTokens.total,
    outputTokenDetails: {
      textTokens: usage.outputTokens.text,
      reasoningTokens: usage.outputTokens.reasoning
    },
    totalTokens: addTokenCounts(usage.inputTokens.total, usage.outputTokens.total),
    raw: usage.raw
  };
}
function addLanguageModelUsage(usage1, usage2) {
  const raw = isNullLanguageModelUsage(usage1) ? usage2.raw : isNullLanguageModelUsage(usage2) ? usage1.raw : void 0;
  return {
    inputTokens: addTokenCounts(usage1.inputTokens, usage2.inputTokens),
    inputTokenDetails: {
      noCacheTokens: addTokenCounts(usage1.inputTokenDetails?.noCacheTokens, usage2.inputTokenDetails?.noCacheTokens),
      cacheReadTokens: addTokenCounts(usage1.inputTokenDetails?.cacheReadTokens, usage2.inputTokenDetails?.cacheReadTokens),
      cacheWriteTokens: addTokenCounts(usage1.inputTokenDetails?.cacheWriteTokens, usage2.inputTokenDetails?.cacheWriteTokens)
    },
    outputTokens: addTokenCounts(usage1.outputTokens, usage2.outputTokens),
    outputTokenDetails: {
      textTokens: addTokenCounts(usage1.outputTokenDetails?.textTokens, usage2.outputTokenDetails?.textTokens),
      reasoningTokens: addTokenCounts(usage1.outputTokenDetails?.reasoningTokens, usage2.outputTokenDetails?.reasoningTokens)
    },
    totalTokens: addTokenCounts(usage1.totalTokens, usage2.totalTokens),
    ...raw == null ? {} : { raw }
  };
}
function isNullLanguageModelUsage(usage) {
  return usage.inputTokens == null && usage.inputTokenDetails?.noCacheTokens == null && usage.inputTokenDetails?.cacheReadTokens == null && usage.inputTokenDetails?.cacheWriteTokens == null && usage.outputTokens == null && usage.outputTokenDetails?.textTokens == null && usage.outputTokenDetails?.reasoningTokens == null && usage.totalTokens == null && usage.raw == null;
}
function addTokenCounts(tokenCount1, tokenCount2) {
  return tokenCount1 == null && tokenCount2 == null ? void 0 : (tokenCount1 ?? 0) + (tokenCount2 ?? 0);
}
function getOwn(obj, key) {
  return obj != null && Object.hasOwn(obj, key) ? obj[key] : void 0;
}
function mergeAbortSignals(...signals) {
  const validSignals = filterNullable(...signals).map((signal) => typeof signal === "number" ? AbortSignal.timeout(signal) : signal);
  return validSignals.length === 0 ? void 0 : validSignals.length === 1 ? validSignals[0] : AbortSignal.any(validSignals);
}
function now() {
  return globalThis?.performance?.now() ?? Date.now();
}
async function notify(options) {
  await Promise.all(asArray(options.callbacks).map(async (callback) => {
    try {
      await callback?.(options.event);
    } catch {
    }
  }));
}
function getRetryDelayInMs({ error, exponentialBackoffDelay }) {
  const headers = APICallError.isInstance(error) ? error.responseHeaders : APICallError.isInstance(error.cause) ? error.cause.responseHeaders : void 0;
  if (!headers) return exponentialBackoffDelay;
  let ms;
  const retryAfterMs = headers["retry-after-ms"];
  if (retryAfterMs) {
    const timeoutMs = parseFloat(retryAfterMs);
    if (!Number.isNaN(timeoutMs)) ms = timeoutMs;
  }
  const retryAfter = headers["retry-after"];
  if (retryAfter && ms === void 0) {
    const timeoutSeconds = parseFloat(retryAfter);
    if (!Number.isNaN(timeoutSeconds)) ms = timeoutSeconds * 1e3;
    else ms = Date.parse(retryAfter) - Date.now();
  }
  if (ms != null && !Number.isNaN(ms) && 0 <= ms && (ms < 6e4 || ms < exponentialBackoffDelay)) return ms;
  return exponentialBackoffDelay;
}
var retryWithExponentialBackoffRespectingRetryHeaders = ({ maxRetries = 2, initialDelayInMs = 2e3, backoffFactor = 2, abortSignal, additionalRetryableError } = {}) => retryWithExponentialBackoff({
  maxRetries,
  initialDelayInMs,
  backoffFactor,
  abortSignal,
  shouldRetry: async (error) => error instanceof Error && (APICallError.isInstance(error) && error.isRetryable === true || GatewayError.isInstance(error) && error.isRetryable === true) || additionalRetryableError != null && await additionalRetryableError(error),
  getDelayInMs: ({ error, exponentialBackoffDelay }) => getRetryDelayInMs({
    error,
    exponentialBackoffDelay
  }),
  createRetryError: ({ message, reason, errors }) => new RetryError({
    message,
    reason,
    errors
  })
});
function prepareRetries({ maxRetries, abortSignal, additionalRetryableError, parameter = "maxRetries", defaultMaxRetries = 2 }) {
  if (maxRetries != null) {
    if (!Number.isInteger(maxRetries)) throw new InvalidArgumentError2({
      parameter,
      value: maxRetries,
      message: `${parameter} must be an integer`
    });
    if (maxRetries < 0) throw new InvalidArgumentError2({
      parameter,
      value: maxRetries,
      message: `${parameter} must be >= 0`
    });
  }
  const maxRetriesResult = maxRetries ?? defaultMaxRetries;
  return {
    maxRetries: maxRetriesResult,
    retry: retryWithExponentialBackoffRespectingRetryHeaders({
      maxRetries: maxRetriesResult,
      abortSignal,
      additionalRetryableError
    })
  };
}
function setAbortTimeout({ abortController, label, timeoutMs }) {
  if (abortController == null || timeoutMs == null) return;
  return setTimeout(() => abortController.abort(new DOMException(`${label} timeout of ${timeoutMs}ms exceeded`, "TimeoutError")), timeoutMs);
}
function calculateTokensPerSecond({ tokens, durationMs }) {
  const tokenRate = 1e3 * (tokens ?? 0) / (durationMs ?? 0);
  return Number.isFinite(tokenRate) ? tokenRate : 0;
}
function collectToolApprovals({ messages }) {
  const lastMessage = messages.at(-1);
  if (lastMessage?.role != "tool") return {
    approvedToolApprovals: [],
    deniedToolApprovals: []
  };
  const toolCallsByToolCallId = /* @__PURE__ */ Object.create(null);
  const toolCallOrder = /* @__PURE__ */ Object.create(null);
  let nextToolCallIndex = 0;
  for (const message of messages) if (message.role === "assistant" && typeof message.content !== "string") {
    const content = message.content;
    for (const part of content) if (part.type === "tool-call") {
      toolCallsByToolCallId[part.toolCallId] = part;
      toolCallOrder[part.toolCallId] = nextToolCallIndex++;
    }
  }
  const toolApprovalRequestsByApprovalId = /* @__PURE__ */ Object.create(null);
  for (const message of messages) if (message.role === "assistant" && typeof message.content !== "string") {
    const content = message.content;
    for (const part of content) if (part.type === "tool-approval-request") toolApprovalRequestsByApprovalId[part.approvalId] = part;
  }
  const toolResults = /* @__PURE__ */ Object.create(null);
  for (const part of lastMessage.content) if (part.type === "tool-result") toolResults[part.toolCallId] = part;
  const approvedToolApprovals = [];
  const deniedToolApprovals = [];
  const collectedToolCallIds = /* @__PURE__ */ new Set();
  const approvalResponses = lastMessage.content.filter((part) => part.type === "tool-approval-response");
  for (const approvalResponse of approvalResponses) {
    const approvalRequest = toolApprovalRequestsByApprovalId[approvalResponse.approvalId];
    if (approvalRequest == null) throw new InvalidToolApprovalError({ approvalId: approvalResponse.approvalId });
    const existingToolResult = toolResults[approvalRequest.toolCallId];
    if (existingToolResult != null && (approvalResponse.approved || existingToolResult.output.type !== "execution-denied")) continue;
    const toolCall = toolCallsByToolCallId[approvalRequest.toolCallId];
    if (toolCall == null) throw new ToolCallNotFoundForApprovalError({
      toolCallId: approvalRequest.toolCallId,
      approvalId: approvalRequest.approvalId
    });
    if (collectedToolCallIds.has(toolCall.toolCallId)) continue;
    collectedToolCallIds.add(toolCall.toolCallId);
    const approval = {
      approvalRequest,
      approvalResponse,
      toolCall,
      ...existingToolResult != null ? { existingToolResult } : {}
    };
    if (approvalResponse.approved) approvedToolApprovals.push(approval);
    else deniedToolApprovals.push(approval);
  }
  approvedToolApprovals.sort((a, b) => toolCallOrder[a.toolCall.toolCallId] - toolCallOrder[b.toolCall.toolCallId]);
  return {
    approvedToolApprovals,
    deniedToolApprovals
  };
}
var DefaultGeneratedFile = class {
  constructor({ data, mediaType, providerMetadata }) {
    this.base64Data = typeof data === "string" ? data : void 0;
    this.uint8ArrayData = typeof data === "string" ? void 0 : convertDataContentToUint8Array(data);
    this.mediaType = mediaType;
    this.providerMetadata = providerMetadata;
  }
  get base64() {
    if (this.base64Data == null) this.base64Data = convertUint8ArrayToBase64(this.uint8ArrayData);
    return this.base64Data;
  }
  get uint8Array() {
    if (this.uint8ArrayData == null) this.uint8ArrayData = convertBase64ToUint8Array(this.base64Data);
    return this.uint8ArrayData;
  }
};
async function resolveGeneratedFileData({ data, download: download$2, abortSignal, cache }) {
  if (data.type === "data") return data.data;
  const cachedData = cache?.get(data);
  if (cachedData != null) return cachedData;
  const downloadedData = download$2 == null ? (await download({
    url: data.url,
    abortSignal
  })).data : await downloadGeneratedFile({
    url: data.url,
    download: download$2,
    abortSignal
  });
  cache?.set(data, downloadedData);
  return downloadedData;
}
async function downloadGeneratedFile({ url: url2, download: download2, abortSignal }) {
  const [result] = await download2([{
    url: url2,
    isUrlSupportedByModel: false,
    abortSignal
  }]);
  if (result == null) throw new DownloadError({
    url: url2.toString(),
    message: `Generated file URL ${url2} must be downloaded, but the download function returned null`
  });
  return result.data;
}
async function convertLanguageModelContent({ content, toolCalls, toolOutputs, toolApprovalRequests, toolApprovalResponses, tools, download: download2, abortSignal, generatedFileDataCache }) {
  const contentParts = [];
  const toolOutputsWithApprovalResponses = [];
  const toolOutputsWithoutApprovalResponses = [];
  const toolCallIdsWithApprovalResponses = new Set(toolApprovalResponses.map((toolApprovalResponse) => toolApprovalResponse.toolCall.toolCallId));
  for (const part of content) switch (part.type) {
    case "text":
    case "reasoning":
    case "custom":
    case "source":
      contentParts.push(part);
      break;
    case "file":
    case "reasoning-file":
      contentParts.push({
        type: part.type,
        file: new DefaultGeneratedFile({
          data: await resolveGeneratedFileData({
            data: part.data,
            download: download2,
            abortSignal,
            cache: generatedFileDataCache
          }),
          mediaType: part.mediaType
        }),
        ...part.providerMetadata != null ? { providerMetadata: part.providerMetadata } : {}
      });
      break;
    case "tool-call": {
      const toolCall = toolCalls.find((toolCall2) => toolCall2.toolCallId === part.toolCallId);
      if (toolCall == null) throw new Error(`Tool call ${part.toolCallId} not found.`);
      contentParts.push(toolCall);
      break;
    }
    case "tool-result": {
      const toolCall = toolCalls.find((toolCall2) => toolCall2.toolCallId === part.toolCallId);
      if (toolCall == null) {
        const tool2 = getOwn(tools, part.toolName);
        if (!(tool2?.type === "provider" && tool2.supportsDeferredResults)) throw new Error(`Tool call ${part.toolCallId} not found.`);
        if (part.isError) contentParts.push({
          type: "tool-error",
          toolCallId: part.toolCallId,
          toolName: part.toolName,
          input: void 0,
          error: part.result,
          providerExecuted: true,
          dynamic: part.dynamic,
          ...part.providerMetadata != null ? { providerMetadata: part.providerMetadata } : {},
          ...tool2?.metadata != null ? { toolMetadata: tool2.metadata } : {}
        });
        else contentParts.push({
          type: "tool-result",
          toolCallId: part.toolCallId,
          toolName: part.toolName,
          input: void 0,
          output: part.result,
          providerExecuted: true,
          dynamic: part.dynamic,
          ...part.providerMetadata != null ? { providerMetadata: part.providerMetadata } : {},
          ...tool2?.metadata != null ? { toolMetadata: tool2.metadata } : {}
        });
        break;
      }
      if (part.isError) contentParts.push({
        type: "tool-error",
        toolCallId: part.toolCallId,
        toolName: part.toolName,
        input: toolCall.input,
        error: part.result,
        providerExecuted: true,
        dynamic: toolCall.dynamic,
        ...part.providerMetadata != null ? { providerMetadata: part.providerMetadata } : {},
        ...toolCall.toolMetadata != null ? { toolMetadata: toolCall.toolMetadata } : {}
      });
      else contentParts.push({
        type: "tool-result",
        toolCallId: part.toolCallId,
        toolName: part.toolName,
        input: toolCall.input,
        output: part.result,
        providerExecuted: true,
        dynamic: toolCall.dynamic,
        ...part.providerMetadata != null ? { providerMetadata: part.providerMetadata } : {},
        ...toolCall.toolMetadata != null ? { toolMetadata: toolCall.toolMetadata } : {}
      });
      break;
    }
    case "tool-approval-request": {
      const toolCall = toolCalls.find((toolCall2) => toolCall2.toolCallId === part.toolCallId);
      if (toolCall == null) throw new ToolCallNotFoundForApprovalError({
        toolCallId: part.toolCallId,
        approvalId: part.approvalId
      });
      contentParts.push({
        type: "tool-approval-request",
        approvalId: part.approvalId,
        toolCall
      });
      break;
    }
  }
  for (const toolOutput of toolOutputs) if (toolCallIdsWithApprovalResponses.has(toolOutput.toolCallId)) toolOutputsWithApprovalResponses.push(toolOutput);
  else toolOutputsWithoutApprovalResponses.push(toolOutput);
  return [
    ...contentParts,
    ...toolOutputsWithoutApprovalResponses,
    ...toolApprovalRequests,
    ...toolApprovalResponses,
    ...toolOutputsWithApprovalResponses
  ];
}
function resolveToolCallerConfiguration({ tools, toolCallers }) {
  if (tools == null || toolCallers == null) return;
  const resolved = {};
  for (const [toolName, callers] of Object.entries(toolCallers)) {
    if (!Object.prototype.hasOwnProperty.call(tools, toolName)) throw new InvalidArgumentError2({
      parameter: "experimental_toolCallers",
      value: toolCallers,
      message: `unknown tool "${toolName}".`
    });
    if (callers != null) resolved[toolName] = callers;
  }
  return resolved;
}
function prepareToolsForToolCallers({ tools, toolCallers }) {
  if (tools == null || toolCallers == null) return {
    executionTools: tools,
    modelTools: tools,
    toolCallerMessages: []
  };
  const executionTools = { ...tools };
  const modelTools = { ...tools };
  const localToolsByCaller = /* @__PURE__ */ new Map();
  const toolCallerMessages = [];
  for (const [toolName, callerNames] of Object.entries(toolCallers)) {
    const tool2 = executionTools[toolName];
    if (tool2 == null) continue;
    let availableDirectly = false;
    let availableToProvider = false;
    let preparedTool = tool2;
    for (const callerName of callerNames) {
      if (callerName === "AI_SDK_DIRECT_TOOL_CALL") {
        availableDirectly = true;
        continue;
      }
      const caller = getToolCaller(executionTools[callerName]);
      if (caller == null) continue;
      if (caller.type === "provider") {
        availableToProvider = true;
        preparedTool = {
          ...preparedTool,
          providerOptions: caller.prepareProviderOptions(preparedTool.providerOptions)
        };
      } else {
        const localTools = localToolsByCaller.get(callerName) ?? {};
        localTools[toolName] = preparedTool;
        localToolsByCaller.set(callerName, localTools);
      }
    }
    executionTools[toolName] = preparedTool;
    if (availableDirectly || availableToProvider) modelTools[toolName] = preparedTool;
    else delete modelTools[toolName];
  }
  for (const [callerName, callerTool] of Object.entries(executionTools)) {
    const caller = getToolCaller(callerTool);
    if (caller?.type !== "local") continue;
    const callerTools = localToolsByCaller.get(callerName) ?? {};
    const boundCaller = caller.bind(callerTools);
    executionTools[callerName] = boundCaller;
    if (Object.prototype.hasOwnProperty.call(modelTools, callerName)) {
      if (caller.prepareModelMessage == null) modelTools[callerName] = boundCaller;
      else {
        const content = caller.prepareModelMessage(callerTools);
        if (content != null) toolCallerMessages.push({
          role: "user",
          content
        });
      }
    }
  }
  return {
    executionTools,
    modelTools,
    toolCallerMessages
  };
}
function appendToolCallerMessages({ messages, toolCallerMessages }) {
  if (toolCallerMessages.length === 0) return messages;
  const latestUserText = messages.findLast((message) => message.role === "user" && typeof message.content === "string")?.content;
  const existingUserText = new Set(latestUserText == null ? [] : [latestUserText]);
  const additions = toolCallerMessages.filter((message) => {
    if (typeof message.content !== "string" || existingUserText.has(message.content)) return false;
    existingUserText.add(message.content);
    return true;
  });
  return additions.length === 0 ? messages : [...messages, ...additions];
}
var toolSearchSymbol = /* @__PURE__ */ Symbol.for("vercel.ai.toolSearch");
var toolSearchFunctionSymbol = /* @__PURE__ */ Symbol.for("vercel.ai.toolSearch.search");
var toolSearchMaxResultsSymbol = /* @__PURE__ */ Symbol.for("vercel.ai.toolSearch.maxResults");
function getToolSearchMaxResults(tool2) {
  return tool2[toolSearchMaxResultsSymbol] ?? 5;
}
function getToolSearchFunction(tool2) {
  return tool2[toolSearchFunctionSymbol];
}
function isToolSearch(tool2) {
  return tool2[toolSearchSymbol] === true;
}
function createToolSearchState({ tools, toolCallers }) {
  const searchTools = Object.entries(tools ?? {}).filter(([, tool2]) => tool2.deferLoading || isToolSearch(tool2));
  if (searchTools.length === 0) return (activeTools) => activeTools;
  const discovered = /* @__PURE__ */ new Set();
  const getCallers = (name3) => getOwn(toolCallers, name3) ?? ["AI_SDK_DIRECT_TOOL_CALL"];
  for (const [name3, tool2] of searchTools) if (getCallers(name3).some((name4) => {
    if (name4 === "AI_SDK_DIRECT_TOOL_CALL") return false;
    const caller = getToolCaller(tools?.[name4]);
    return caller?.type !== "local" || caller.prepareModelMessage == null;
  }) || isToolSearch(tool2) && tool2.deferLoading) throw new InvalidArgumentError2({
    parameter: "tools",
    value: name3,
    message: `tool "${name3}" must be callable directly or through code mode with toolDiscovery: 'conversation'. The search tool itself must not defer loading.`
  });
  return (activeTools, { toolsContext = {}, experimental_sandbox } = {}) => {
    if (activeTools == null) return;
    const entries = Object.entries(activeTools);
    return Object.fromEntries(entries.filter(([name3, tool2]) => !tool2.deferLoading || discovered.has(name3)).map(([searchName, tool2]) => {
      if (!isToolSearch(tool2)) return [searchName, tool2];
      const callers = getCallers(searchName).filter((name3) => name3 === "AI_SDK_DIRECT_TOOL_CALL" || Object.hasOwn(activeTools, name3));
      const candidates = entries.filter(([name3, candidate]) => candidate.deferLoading && !isToolSearch(candidate) && callers.some((caller) => getCallers(name3).includes(caller)));
      return [searchName, {
        ...tool2,
        execute: async ({ query }) => {
          const availableTools = candidates.map(([name3, candidate]) => {
            const description = resolveToolDescription({
              tool: candidate,
              toolName: name3,
              toolsContext,
              experimental_sandbox
            });
            return {
              name: name3,
              ...description == null ? {} : { description }
            };
          });
          const toolsByName = new Map(availableTools.map((tool3) => [tool3.name, tool3]));
          const customSearch = getToolSearchFunction(tool2);
          const terms = [...new Set(tokenize(query))];
          const rankedNames = customSearch ? await customSearch({
            query,
            tools: availableTools.map((tool3) => ({ ...tool3 }))
          }) : availableTools.map(({ name: name3, description }) => {
            const nameTerms = tokenize(name3);
            const descriptionTerms = tokenize(description ?? "");
            return {
              name: name3,
              score: terms.reduce((score, term) => score + (nameTerms.includes(term) ? 2 : 0) + (descriptionTerms.includes(term) ? 1 : 0), 0)
            };
          }).filter((match) => match.score > 0).sort((a, b) => b.score - a.score).map((match) => match.name);
          const matches = [...new Set(rankedNames)].flatMap((name3) => {
            const match = toolsByName.get(name3);
            return match == null ? [] : [match];
          }).slice(0, getToolSearchMaxResults(tool2));
          for (const { name: name3 } of matches) discovered.add(name3);
          return { tools: matches };
        }
      }];
    }));
  };
}
function tokenize(text2) {
  return text2.replace(/([a-z\d])([A-Z])/g, "$1 $2").toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}
async function validateToolContext({ toolName, context, contextSchema }) {
  if (contextSchema == null) return context;
  return await validateTypes({
    value: context,
    schema: contextSchema,
    context: {
      field: "tool context",
      entityName: toolName
    }
  });
}
async function executeToolCall({ toolCall, tools, toolsContext, callId, messages, abortSignal, timeout, experimental_sandbox: sandbox, onPreliminaryToolResult, onToolExecutionStart, onToolExecutionEnd, executeToolInTelemetryContext = async ({ execute }) => await execute(), runInTracingChannelSpan = async ({ execute }) => await execute() }) {
  const { toolName, toolCallId, input } = toolCall;
  const tool2 = getOwn(tools, toolName);
  if (!isExecutableTool(tool2)) return;
  const context = await validateToolContext({
    toolName,
    context: getOwn(toolsContext, toolName),
    contextSchema: tool2.contextSchema
  });
  const toolExecutionContext = {
    toolCall,
    messages,
    toolContext: context
  };
  const baseCallbackEvent = {
    callId,
    ...toolExecutionContext
  };
  return await runInTracingChannelSpan({
    type: "executeTool",
    event: baseCallbackEvent,
    execute: async () => {
      let output;
      await notify({
        event: baseCallbackEvent,
        callbacks: onToolExecutionStart
      });
      const toolAbortSignal = mergeAbortSignals(abortSignal, getToolTimeoutMs(timeout, toolName));
      let toolExecutionMs = 0;
      try {
        await executeToolInTelemetryContext({
          callId,
          toolCallId,
          ...toolExecutionContext,
          execute: async () => {
            const startTime = now();
            try {
              const stream = executeTool({
                tool: tool2,
                input,
                options: {
                  toolCallId,
                  messages,
                  abortSignal: toolAbortSignal,
                  context,
                  experimental_sandbox: sandbox
                }
              });
              for await (const part of stream) if (part.type === "preliminary") onPreliminaryToolResult?.({
                ...toolCall,
                type: "tool-result",
                output: part.output,
                preliminary: true
              });
              else output = part.output;
            } finally {
              toolExecutionMs = now() - startTime;
            }
          }
        });
      } catch (error) {
        const toolError = {
          type: "tool-error",
          toolCallId,
          toolName,
          input,
          error,
          dynamic: tool2.type === "dynamic",
          ...toolCall.providerMetadata != null ? { providerMetadata: toolCall.providerMetadata } : {},
          ...toolCall.toolMetadata != null ? { toolMetadata: toolCall.toolMetadata } : {}
        };
        await notify({
          event: {
            ...baseCallbackEvent,
            toolOutput: toolError,
            toolExecutionMs
          },
          callbacks: onToolExecutionEnd
        });
        return {
          output: toolError,
          toolExecutionMs
        };
      }
      const toolResult = {
        type: "tool-result",
        toolCallId,
        toolName,
        input,
        output,
        dynamic: tool2.type === "dynamic",
        ...toolCall.providerMetadata != null ? { providerMetadata: toolCall.providerMetadata } : {},
        ...toolCall.toolMetadata != null ? { toolMetadata: toolCall.toolMetadata } : {}
      };
      await notify({
        event: {
          ...baseCallbackEvent,
          toolOutput: toolResult,
          toolExecutionMs
        },
        callbacks: onToolExecutionEnd
      });
      return {
        output: toolResult,
        toolExecutionMs
      };
    }
  });
}
function filterActiveTools({ tools, activeTools }) {
  if (tools == null || activeTools == null) return tools;
  return Object.fromEntries(Object.entries(tools).filter(([name3]) => activeTools.includes(name3)));
}
function unwrapReasoningFileData(data) {
  if (typeof data === "object" && data !== null && "type" in data) return data.type === "data" ? data.data : data.url;
  return data;
}
function convertFromReasoningOutputs(parts) {
  return parts.map((part) => {
    if (part.type === "reasoning") return {
      type: "reasoning",
      text: part.text,
      ...part.providerMetadata != null ? { providerOptions: part.providerMetadata } : {}
    };
    return {
      type: "reasoning-file",
      data: part.file.base64,
      mediaType: part.file.mediaType,
      ...part.providerMetadata != null ? { providerOptions: part.providerMetadata } : {}
    };
  });
}
function convertToReasoningOutputs(parts) {
  return parts.map((part) => {
    if (part.type === "reasoning") return {
      type: "reasoning",
      text: part.text,
      ...part.providerOptions != null ? { providerMetadata: part.providerOptions } : {}
    };
    const rawData = unwrapReasoningFileData(part.data);
    return {
      type: "reasoning-file",
      file: new DefaultGeneratedFile({
        data: rawData instanceof ArrayBuffer ? new Uint8Array(rawData) : rawData instanceof URL ? rawData.toString() : rawData,
        mediaType: part.mediaType
      }),
      ...part.providerOptions != null ? { providerMetadata: part.providerOptions } : {}
    };
  });
}
var DefaultGenerateTextResult = class {
  constructor(options) {
    this.initialResponseMessages = options.initialResponseMessages;
    this.steps = options.steps;
    this._output = options.output;
    this.totalUsage = options.totalUsage;
  }
  get finalStep() {
    return this.steps.at(-1);
  }
  get content() {
    return this.steps.flatMap((step) => step.content);
  }
  get text() {
    return this.finalStep.text;
  }
  get files() {
    return this.steps.flatMap((step) => step.files);
  }
  get reasoningText() {
    return this.finalStep.reasoningText;
  }
  get reasoning() {
    return convertToReasoningOutputs(this.finalStep.reasoning);
  }
  get toolCalls() {
    return this.steps.flatMap((step) => step.toolCalls);
  }
  get staticToolCalls() {
    return this.steps.flatMap((step) => step.staticToolCalls);
  }
  get dynamicToolCalls() {
    return this.steps.flatMap((step) => step.dynamicToolCalls);
  }
  get toolResults() {
    return this.steps.flatMap((step) => step.toolResults);
  }
  get staticToolResults() {
    return this.steps.flatMap((step) => step.staticToolResults);
  }
  get dynamicToolResults() {
    return this.steps.flatMap((step) => step.dynamicToolResults);
  }
  get sources() {
    return this.steps.flatMap((step) => step.sources);
  }
  get finishReason() {
    return this.finalStep.finishReason;
  }
  get rawFinishReason() {
    return this.finalStep.rawFinishReason;
  }
  get warnings() {
    return this.steps.flatMap((step) => step.warnings ?? []);
  }
  get providerMetadata() {
    return this.finalStep.providerMetadata;
  }
  get response() {
    return this.finalStep.response;
  }
  get responseMessages() {
    return [...this.initialResponseMessages, ...this.steps.flatMap((step) => step.response.messages)];
  }
  get request() {
    return this.finalStep.request;
  }
  get usage() {
    return this.totalUsage;
  }
  get output() {
    if (this._output == null) throw new NoOutputGeneratedError();
    return this._output;
  }
};
function isToolExecutionAllowedFinishReason(finishReason) {
  return finishReason === "stop" || finishReason === "tool-calls";
}
var arrayStreamParserFactories = /* @__PURE__ */ new WeakMap();
function createArrayOutputStreamParser(schema, skipInvalidElements) {
  let phase = 0;
  let prefix = "";
  let elementText = "";
  let depth = 0;
  let inString = false;
  let escaped = false;
  let afterComma = false;
  let pending = [];
  const elements = [];
  let publishedCount;
  async function finishElement() {
    const parsed = await safeParseJSON({ text: elementText });
    if (!parsed.success) return false;
    const validated = await safeValidateTypes({
      value: parsed.value,
      schema
    });
    if (validated.success) pending = [validated.value];
    else if (!skipInvalidElements) return false;
    elementText = "";
    return true;
  }
  function publishPending() {
    elements.push(...pending);
    pending = [];
  }
  return async (textDelta) => {
    for (const char of textDelta) {
      if (phase === 0) {
        prefix += char;
        if (char === "[") {
          if (!/^\s*\{\s*"elements"\s*:\s*\[$/.test(prefix)) return "fallback";
          phase = 1;
        } else if (prefix.length > 256) return "fallback";
        continue;
      }
      if (phase === 2 || phase === 3) {
        if (/\s/.test(char)) continue;
        if (phase === 2 && char === "}") {
          publishPending();
          phase = 3;
          continue;
        }
        return "fallback";
      }
      if (!inString && depth === 0 && (char === "," || char === "]")) {
        if (elementText.length > 0) {
          if (!await finishElement()) return "fallback";
        } else if (char === "," || afterComma) return "fallback";
        afterComma = char === ",";
        if (char === "]") phase = 2;
        continue;
      }
      if (elementText.length === 0) {
        if (/\s/.test(char)) continue;
        publishPending();
        afterComma = false;
      }
      elementText += char;
      if (inString) {
        if (escaped) escaped = false;
        else if (char === "\\") escaped = true;
        else if (char === '"') inString = false;
      } else if (char === '"') inString = true;
      else if (char === "{" || char === "[") depth++;
      else if (char === "}" || char === "]") depth--;
    }
    if (phase === 0 || publishedCount === elements.length) return;
    const previousCount = publishedCount ?? 0;
    const delta = (publishedCount == null ? "[" : "") + (previousCount > 0 && elements.length > previousCount ? "," : "") + elements.slice(previousCount).map((value) => JSON.stringify(value)).join(",") + (phase === 3 ? "]" : "");
    publishedCount = elements.length;
    return {
      partial: elements.slice(),
      textDelta: delta
    };
  };
}
function fixJson(input) {
  const stack = ["ROOT"];
  let lastValidIndex = -1;
  let literalStart = null;
  let unicodeEscapeDigits = 0;
  function isHexDigit(char) {
    return char >= "0" && char <= "9" || char >= "A" && char <= "F" || char >= "a" && char <= "f";
  }
  function processValueStart(char, i, swapState) {
    switch (char) {
      case '"':
        lastValidIndex = i;
        stack.pop();
        stack.push(swapState);
        stack.push("INSIDE_STRING");
        break;
      case "f":
      case "t":
      case "n":
        lastValidIndex = i;
        literalStart = i;
        stack.pop();
        stack.push(swapState);
        stack.push("INSIDE_LITERAL");
        break;
      case "-":
        stack.pop();
        stack.push(swapState);
        stack.push("INSIDE_NUMBER");
        break;
      case "0":
      case "1":
      case "2":
      case "3":
      case "4":
      case "5":
      case "6":
      case "7":
      case "8":
      case "9":
        lastValidIndex = i;
        stack.pop();
        stack.push(swapState);
        stack.push("INSIDE_NUMBER");
        break;
      case "{":
        lastValidIndex = i;
        stack.pop();
        stack.push(swapState);
        stack.push("INSIDE_OBJECT_START");
        break;
      case "[":
        lastValidIndex = i;
        stack.pop();
        stack.push(swapState);
        stack.push("INSIDE_ARRAY_START");
    }
  }
  function processAfterObjectValue(char, i) {
    switch (char) {
      case ",":
        stack.pop();
        stack.push("INSIDE_OBJECT_AFTER_COMMA");
        break;
      case "}":
        lastValidIndex = i;
        stack.pop();
    }
  }
  function processAfterArrayValue(char, i) {
    switch (char) {
      case ",":
        stack.pop();
        stack.push("INSIDE_ARRAY_AFTER_COMMA");
        break;
      case "]":
        lastValidIndex = i;
        stack.pop();
    }
  }
  for (let i = 0; i < input.length; i++) {
    const char = input[i];
    switch (stack[stack.length - 1]) {
      case "ROOT":
        processValueStart(char, i, "FINISH");
        break;
      case "INSIDE_OBJECT_START":
        switch (char) {
          case '"':
            stack.pop();
            stack.push("INSIDE_OBJECT_KEY");
            break;
          case "}":
            lastValidIndex = i;
            stack.pop();
        }
        break;
      case "INSIDE_OBJECT_AFTER_COMMA":
        switch (char) {
          case '"':
            stack.pop();
            stack.push("INSIDE_OBJECT_KEY");
        }
        break;
      case "INSIDE_OBJECT_KEY":
        switch (char) {
          case '"':
            stack.pop();
            stack.push("INSIDE_OBJECT_AFTER_KEY");
        }
        break;
      case "INSIDE_OBJECT_AFTER_KEY":
        switch (char) {
          case ":":
            stack.pop();
            stack.push("INSIDE_OBJECT_BEFORE_VALUE");
        }
        break;
      case "INSIDE_OBJECT_BEFORE_VALUE":
        processValueStart(char, i, "INSIDE_OBJECT_AFTER_VALUE");
        break;
      case "INSIDE_OBJECT_AFTER_VALUE":
        processAfterObjectValue(char, i);
        break;
      case "INSIDE_STRING":
        switch (char) {
          case '"':
            stack.pop();
            lastValidIndex = i;
            break;
          case "\\":
            stack.push("INSIDE_STRING_ESCAPE");
            break;
          default:
            lastValidIndex = i;
        }
        break;
      case "INSIDE_ARRAY_START":
        switch (char) {
          case "]":
            lastValidIndex = i;
            stack.pop();
            break;
          default:
            processValueStart(char, i, "INSIDE_ARRAY_AFTER_VALUE");
        }
        break;
      case "INSIDE_ARRAY_AFTER_VALUE":
        switch (char) {
          case ",":
            stack.pop();
            stack.push("INSIDE_ARRAY_AFTER_COMMA");
            break;
          case "]":
            lastValidIndex = i;
            stack.pop();
            break;
          default:
            lastValidIndex = i;
        }
        break;
      case "INSIDE_ARRAY_AFTER_COMMA":
        processValueStart(char, i, "INSIDE_ARRAY_AFTER_VALUE");
        break;
      case "INSIDE_STRING_ESCAPE":
        stack.pop();
        if (char === "u") {
          unicodeEscapeDigits = 0;
          stack.push("INSIDE_STRING_UNICODE_ESCAPE");
        } else lastValidIndex = i;
        break;
      case "INSIDE_STRING_UNICODE_ESCAPE":
        if (isHexDigit(char)) {
          unicodeEscapeDigits++;
          if (unicodeEscapeDigits === 4) {
            stack.pop();
            lastValidIndex = i;
          }
        }
        break;
      case "INSIDE_NUMBER":
        switch (char) {
          case "0":
          case "1":
          case "2":
          case "3":
          case "4":
          case "5":
          case "6":
          case "7":
          case "8":
          case "9":
            lastValidIndex = i;
            break;
          case "e":
          case "E":
          case "-":
          case ".":
            break;
          case ",":
            stack.pop();
            if (stack[stack.length - 1] === "INSIDE_ARRAY_AFTER_VALUE") processAfterArrayValue(char, i);
            if (stack[stack.length - 1] === "INSIDE_OBJECT_AFTER_VALUE") processAfterObjectValue(char, i);
            break;
          case "}":
            stack.pop();
            if (stack[stack.length - 1] === "INSIDE_OBJECT_AFTER_VALUE") processAfterObjectValue(char, i);
            break;
          case "]":
            stack.pop();
            if (stack[stack.length - 1] === "INSIDE_ARRAY_AFTER_VALUE") processAfterArrayValue(char, i);
            break;
          default:
            stack.pop();
        }
        break;
      case "INSIDE_LITERAL": {
        const partialLiteral = input.substring(literalStart, i + 1);
        if (!"false".startsWith(partialLiteral) && !"true".startsWith(partialLiteral) && !"null".startsWith(partialLiteral)) {
          stack.pop();
          if (stack[stack.length - 1] === "INSIDE_OBJECT_AFTER_VALUE") processAfterObjectValue(char, i);
          else if (stack[stack.length - 1] === "INSIDE_ARRAY_AFTER_VALUE") processAfterArrayValue(char, i);
        } else lastValidIndex = i;
        break;
      }
    }
  }
  let result = input.slice(0, lastValidIndex + 1);
  for (let i = stack.length - 1; i >= 0; i--) switch (stack[i]) {
    case "INSIDE_STRING":
      result += '"';
      break;
    case "INSIDE_OBJECT_KEY":
    case "INSIDE_OBJECT_AFTER_KEY":
    case "INSIDE_OBJECT_AFTER_COMMA":
    case "INSIDE_OBJECT_START":
    case "INSIDE_OBJECT_BEFORE_VALUE":
    case "INSIDE_OBJECT_AFTER_VALUE":
      result += "}";
      break;
    case "INSIDE_ARRAY_START":
    case "INSIDE_ARRAY_AFTER_COMMA":
    case "INSIDE_ARRAY_AFTER_VALUE":
      result += "]";
      break;
    case "INSIDE_LITERAL": {
      const partialLiteral = input.substring(literalStart, input.length);
      if ("true".startsWith(partialLiteral)) result += "true".slice(partialLiteral.length);
      else if ("false".startsWith(partialLiteral)) result += "false".slice(partialLiteral.length);
      else if ("null".startsWith(partialLiteral)) result += "null".slice(partialLiteral.length);
    }
  }
  return result;
}
async function parsePartialJson(jsonText) {
  if (jsonText === void 0) return {
    value: void 0,
    state: "undefined-input"
  };
  let result = await safeParseJSON({ text: jsonText });
  if (result.success) return {
    value: result.value,
    state: "successful-parse"
  };
  result = await safeParseJSON({ text: fixJson(jsonText) });
  if (result.success) return {
    value: result.value,
    state: "repaired-parse"
  };
  return {
    value: void 0,
    state: "failed-parse"
  };
}
var output_exports = /* @__PURE__ */ __exportAll({
  array: () => array$2,
  choice: () => choice,
  json: () => json2,
  object: () => object$2,
  text: () => text
});
var text = () => ({
  name: "text",
  responseFormat: Promise.resolve({ type: "text" }),
  async parseCompleteOutput({ text: text2 }) {
    return text2;
  },
  async parsePartialOutput({ text: text2 }) {
    return { partial: text2 };
  },
  createElementStreamTransform() {
  }
});
function object$2({ schema: inputSchema, name: name3, description }) {
  const schema = asSchema(inputSchema);
  return {
    name: "object",
    responseFormat: resolve(schema.jsonSchema).then((jsonSchema2) => ({
      type: "json",
      schema: jsonSchema2,
      ...name3 != null && { name: name3 },
      ...description != null && { description }
    })),
    async parseCompleteOutput({ text: text2 }, context) {
      const parseResult = await safeParseJSON({ text: text2 });
      if (!parseResult.success) throw new NoObjectGeneratedError({
        ...context,
        message: "No object generated: could not parse the response.",
        cause: parseResult.error,
        text: text2
      });
      const validationResult = await safeValidateTypes({
        value: parseResult.value,
        schema
      });
      if (!validationResult.success) throw new NoObjectGeneratedError({
        ...context,
        message: "No object generated: response did not match schema.",
        cause: validationResult.error,
        text: text2
      });
      return validationResult.value;
    },
    async parsePartialOutput({ text: text2 }) {
      const result = await parsePartialJson(text2);
      switch (result.state) {
        case "failed-parse":
        case "undefined-input":
          return;
        case "repaired-parse":
        case "successful-parse":
          return { partial: result.value };
      }
    },
    createElementStreamTransform() {
    }
  };
}
function array$2({ element: inputElementSchema, minItems, maxItems, name: name3, description }) {
  validateArrayBound({
    name: "minItems",
    value: minItems
  });
  validateArrayBound({
    name: "maxItems",
    value: maxItems
  });
  if (minItems != null && maxItems != null && minItems > maxItems) throw new InvalidArgumentError2({
    parameter: "minItems",
    value: minItems,
    message: "minItems must be less than or equal to maxItems"
  });
  const elementSchema = asSchema(inputElementSchema);
  const output = {
    name: "array",
    responseFormat: resolve(elementSchema.jsonSchema).then((jsonSchema2) => {
      const { $schema: _$schema, definitions, $defs, ...itemSchema } = jsonSchema2;
      return {
        type: "json",
        schema: {
          $schema: "http://json-schema.org/draft-07/schema#",
          ...definitions != null && { definitions },
          ...$defs != null && { $defs },
          type: "object",
          properties: { elements: {
            type: "array",
            items: itemSchema,
            ...minItems != null && { minItems },
            ...maxItems != null && { maxItems }
          } },
          required: ["elements"],
          additionalProperties: false
        },
        ...name3 != null && { name: name3 },
        ...description != null && { description }
      };
    }),
    async parseCompleteOutput({ text: text2 }, context) {
      const parseResult = await safeParseJSON({ text: text2 });
      if (!parseResult.success) throw new NoObjectGeneratedError({
        ...context,
        message: "No object generated: could not parse the response.",
        cause: parseResult.error,
        text: text2
      });
      const outerValue = parseResult.value;
      if (outerValue == null || typeof outerValue !== "object" || !("elements" in outerValue) || !Array.isArray(outerValue.elements)) throw new NoObjectGeneratedError({
        ...context,
        message: "No object generated: response did not match schema.",
        cause: new TypeValidationError({
          value: outerValue,
          cause: "response must be an object with an elements array"
        }),
        text: text2
      });
      const lengthValidationError = getArrayLengthValidationError({
        value: outerValue.elements,
        minItems,
        maxItems
      });
      if (lengthValidationError != null) throw new NoObjectGeneratedError({
        ...context,
        message: "No object generated: response did not match schema.",
        cause: lengthValidationError,
        text: text2
      });
      const validatedElements = [];
      for (const element of outerValue.elements) {
        const validationResult = await safeValidateTypes({
          value: element,
          schema: elementSchema
        });
        if (!validationResult.success) throw new NoObjectGeneratedError({
          ...context,
          message: "No object generated: response did not match schema.",
          cause: validationResult.error,
          text: text2
        });
        validatedElements.push(validationResult.value);
      }
      return validatedElements;
    },
    async parsePartialOutput({ text: text2 }) {
      const result = await parsePartialJson(text2);
      switch (result.state) {
        case "failed-parse":
        case "undefined-input":
          return;
        case "repaired-parse":
        case "successful-parse": {
          const outerValue = result.value;
          if (outerValue == null || typeof outerValue !== "object" || !("elements" in outerValue) || !Array.isArray(outerValue.elements)) return;
          const rawElements = result.state === "repaired-parse" && outerValue.elements.length > 0 ? outerValue.elements.slice(0, -1) : outerValue.elements;
          const parsedElements = [];
          for (const rawElement of rawElements) {
            const validationResult = await safeValidateTypes({
              value: rawElement,
              schema: elementSchema
            });
            if (validationResult.success) parsedElements.push(validationResult.value);
          }
          return { partial: parsedElements };
        }
      }
    },
    createElementStreamTransform() {
      let publishedElements = 0;
      return new TransformStream({ transform({ partialOutput }, controller) {
        if (partialOutput != null) for (; publishedElements < partialOutput.length; publishedElements++) {
          if (maxItems != null && publishedElements >= maxItems) {
            controller.error(getArrayLengthValidationError({
              value: partialOutput,
              maxItems
            }));
            return;
          }
          controller.enqueue(partialOutput[publishedElements]);
        }
      } });
    }
  };
  const parsePartialOutput = output.parsePartialOutput;
  arrayStreamParserFactories.set(output, () => output.parsePartialOutput === parsePartialOutput ? createArrayOutputStreamParser(elementSchema, true) : void 0);
  return output;
}
function validateArrayBound({ name: name3, value }) {
  if (value == null) return;
  if (!Number.isInteger(value)) throw new InvalidArgumentError2({
    parameter: name3,
    value,
    message: `${name3} must be an integer`
  });
  if (value < 0) throw new InvalidArgumentError2({
    parameter: name3,
    value,
    message: `${name3} must be greater than or equal to 0`
  });
}
function getArrayLengthValidationError({ value, minItems, maxItems }) {
  if (minItems != null && value.length < minItems) return new TypeValidationError({
    value,
    cause: `elements array must contain at least ${minItems} items`
  });
  if (maxItems != null && value.length > maxItems) return new TypeValidationError({
    value,
    cause: `elements array must contain at most ${maxItems} items`
  });
}
var choice = ({ options: choiceOptions, name: name3, description }) => {
  return {
    name: "choice",
    responseFormat: Promise.resolve({
      type: "json",
      schema: {
        $schema: "http://json-schema.org/draft-07/schema#",
        type: "object",
        properties: { result: {
          type: "string",
          enum: choiceOptions
        } },
        required: ["result"],
        additionalProperties: false
      },
      ...name3 != null && { name: name3 },
      ...description != null && { description }
    }),
    async parseCompleteOutput({ text: text2 }, context) {
      const parseResult = await safeParseJSON({ text: text2 });
      if (!parseResult.success) throw new NoObjectGeneratedError({
        ...context,
        message: "No object generated: could not parse the response.",
        cause: parseResult.error,
        text: text2
      });
      const outerValue = parseResult.value;
      if (outerValue == null || typeof outerValue !== "object" || !("result" in outerValue) || typeof outerValue.result !== "string" || !choiceOptions.includes(outerValue.result)) throw new NoObjectGeneratedError({
        ...context,
        message: "No object generated: response did not match schema.",
        cause: new TypeValidationError({
          value: outerValue,
          cause: "response must be an object that contains a choice value."
        }),
        text: text2
      });
      return outerValue.result;
    },
    async parsePartialOutput({ text: text2 }) {
      const result = await parsePartialJson(text2);
      switch (result.state) {
        case "failed-parse":
        case "undefined-input":
          return;
        case "repaired-parse":
        case "successful-parse": {
          const outerValue = result.value;
          if (outerValue == null || typeof outerValue !== "object" || !("result" in outerValue) || typeof outerValue.result !== "string") return;
          const potentialMatches = choiceOptions.filter((choiceOption) => choiceOption.startsWith(outerValue.result));
          if (result.state === "successful-parse") return potentialMatches.includes(outerValue.result) ? { partial: outerValue.result } : void 0;
          else return potentialMatches.length === 1 ? { partial: potentialMatches[0] } : void 0;
        }
      }
    },
    createElementStreamTransform() {
    }
  };
};
var json2 = ({ name: name3, description } = {}) => {
  return {
    name: "json",
    responseFormat: Promise.resolve({
      type: "json",
      ...name3 != null && { name: name3 },
      ...description != null && { description }
    }),
    async parseCompleteOutput({ text: text2 }, context) {
      const parseResult = await safeParseJSON({ text: text2 });
      if (!parseResult.success) throw new NoObjectGeneratedError({
        ...context,
        message: "No object generated: could not parse the response.",
        cause: parseResult.error,
        text: text2
      });
      return parseResult.value;
    },
    async parsePartialOutput({ text: text2 }) {
      const result = await parsePartialJson(text2);
      switch (result.state) {
        case "failed-parse":
        case "undefined-input":
          return;
        case "repaired-parse":
        case "successful-parse":
          return result.value === void 0 ? void 0 : { partial: result.value };
      }
    },
    createElementStreamTransform() {
    }
  };
};
var inputSchemaInputSymbol = /* @__PURE__ */ Symbol("ai-sdk-tool-call-input-schema-input");
function setToolCallInputSchemaInput(toolCall, inputSchemaInput) {
  Object.defineProperty(toolCall, inputSchemaInputSymbol, { value: inputSchemaInput });
  return toolCall;
}
function getToolCallInputSchemaInput(toolCall) {
  return inputSchemaInputSymbol in toolCall ? { value: toolCall[inputSchemaInputSymbol] } : void 0;
}
async function parseToolCall({ toolCall, tools, repairToolCall, refineToolInput, messages, instructions, abortSignal }) {
  try {
    if (tools == null) {
      if (toolCall.providerExecuted && toolCall.dynamic) return await refineParsedToolCallInput({
        toolCall: await parseProviderExecutedDynamicToolCall(toolCall),
        refineToolInput
      });
      throw new NoSuchToolError({ toolName: toolCall.toolName });
    }
    try {
      return await refineParsedToolCallInput({
        toolCall: await doParseToolCall({
          toolCall,
          tools
        }),
        refineToolInput
      });
    } catch (error) {
      if (repairToolCall == null || !(NoSuchToolError.isInstance(error) || InvalidToolInputError.isInstance(error))) throw error;
      let repairedToolCall = null;
      try {
        abortSignal?.throwIfAborted();
        repairedToolCall = await waitForPromiseWithAbortSignal({
          promise: repairToolCall({
            toolCall,
            tools,
            inputSchema: async ({ toolName }) => {
              const inputSchema = getOwn(tools, toolName)?.inputSchema;
              return await asSchema(inputSchema).jsonSchema;
            },
            instructions,
            system: instructions,
            messages,
            error,
            abortSignal
          }),
          abortSignal
        });
      } catch (repairError) {
        abortSignal?.throwIfAborted();
        throw new ToolCallRepairError({
          cause: repairError,
          originalError: error
        });
      }
      if (repairedToolCall == null) throw error;
      const parsedRepairedToolCall = await refineParsedToolCallInput({
        toolCall: await doParseToolCall({
          toolCall: repairedToolCall,
          tools
        }),
        refineToolInput
      });
      abortSignal?.throwIfAborted();
      return parsedRepairedToolCall;
    }
  } catch (error) {
    abortSignal?.throwIfAborted();
    const parsedInput = await safeParseJSON({ text: toolCall.input });
    const input = parsedInput.success ? parsedInput.value : toolCall.input;
    const tool2 = getOwn(tools, toolCall.toolName);
    return {
      type: "tool-call",
      toolCallId: toolCall.toolCallId,
      toolName: toolCall.toolName,
      input,
      dynamic: true,
      invalid: true,
      error,
      title: tool2?.title,
      providerExecuted: toolCall.providerExecuted,
      providerMetadata: toolCall.providerMetadata,
      ...tool2?.metadata != null ? { toolMetadata: tool2.metadata } : {}
    };
  }
}
async function waitForPromiseWithAbortSignal({ promise, abortSignal }) {
  if (abortSignal == null) return await promise;
  return await new Promise((resolve2, reject) => {
    const cleanup = () => {
      abortSignal.removeEventListener("abort", onAbort);
    };
    const onAbort = () => {
      cleanup();
      reject(abortSignal.reason);
    };
    Promise.resolve(promise).then((value) => {
      cleanup();
      resolve2(value);
    }).catch((error) => {
      cleanup();
      reject(error);
    });
    abortSignal.addEventListener("abort", onAbort, { once: true });
    if (abortSignal.aborted) onAbort();
  });
}
async function refineParsedToolCallInput({ toolCall, refineToolInput }) {
  const refine2 = getOwn(refineToolInput, toolCall.toolName);
  if (refine2 == null) return toolCall;
  const refinedToolCall = {
    ...toolCall,
    input: await refine2(toolCall.input)
  };
  const inputSchemaInput = getToolCallInputSchemaInput(toolCall);
  return inputSchemaInput == null ? refinedToolCall : setToolCallInputSchemaInput(refinedToolCall, inputSchemaInput.value);
}
async function parseProviderExecutedDynamicToolCall(toolCall) {
  const parseResult = toolCall.input.trim() === "" ? {
    success: true,
    value: {}
  } : await safeParseJSON({ text: toolCall.input });
  if (parseResult.success === false) throw new InvalidToolInputError({
    toolName: toolCall.toolName,
    toolInput: toolCall.input,
    cause: parseResult.error
  });
  return {
    type: "tool-call",
    toolCallId: toolCall.toolCallId,
    toolName: toolCall.toolName,
    input: parseResult.value,
    providerExecuted: true,
    dynamic: true,
    providerMetadata: toolCall.providerMetadata
  };
}
async function doParseToolCall({ toolCall, tools }) {
  const toolName = toolCall.toolName;
  const tool2 = getOwn(tools, toolName);
  if (tool2 == null) {
    if (toolCall.providerExecuted && toolCall.dynamic) return await parseProviderExecutedDynamicToolCall(toolCall);
    throw new NoSuchToolError({
      toolName: toolCall.toolName,
      availableTools: Object.keys(tools)
    });
  }
  const schema = asSchema(tool2.inputSchema);
  const parseResult = toolCall.input.trim() === "" ? await safeValidateTypes({
    value: {},
    schema
  }) : await safeParseJSON({
    text: toolCall.input,
    schema
  });
  if (parseResult.success === false) throw new InvalidToolInputError({
    toolName,
    toolInput: toolCall.input,
    cause: parseResult.error
  });
  return setToolCallInputSchemaInput(tool2.type === "dynamic" ? {
    type: "tool-call",
    toolCallId: toolCall.toolCallId,
    toolName: toolCall.toolName,
    input: parseResult.value,
    providerExecuted: toolCall.providerExecuted,
    providerMetadata: toolCall.providerMetadata,
    ...tool2.metadata != null ? { toolMetadata: tool2.metadata } : {},
    dynamic: true,
    title: tool2.title
  } : {
    type: "tool-call",
    toolCallId: toolCall.toolCallId,
    toolName,
    input: parseResult.value,
    providerExecuted: toolCall.providerExecuted,
    providerMetadata: toolCall.providerMetadata,
    ...tool2.metadata != null ? { toolMetadata: tool2.metadata } : {},
    title: tool2.title
  }, parseResult.rawValue);
}
function prepareStepCallSettings({ callSettings, stepSettings }) {
  return prepareLanguageModelCallOptions({
    maxOutputTokens: stepSettings?.maxOutputTokens ?? callSettings.maxOutputTokens,
    temperature: stepSettings?.temperature ?? callSettings.temperature,
    topP: stepSettings?.topP ?? callSettings.topP,
    topK: stepSettings?.topK ?? callSettings.topK,
    presencePenalty: stepSettings?.presencePenalty ?? callSettings.presencePenalty,
    frequencyPenalty: stepSettings?.frequencyPenalty ?? callSettings.frequencyPenalty,
    stopSequences: stepSettings?.stopSequences ?? callSettings.stopSequences,
    seed: stepSettings?.seed ?? callSettings.seed,
    reasoning: stepSettings?.reasoning ?? callSettings.reasoning
  });
}
async function resolveToolApproval({ tools, toolCall, toolApproval, messages, toolsContext, runtimeContext }) {
  if (toolApproval != null && typeof toolApproval === "function") return normalizeToolApprovalStatus(await toolApproval({
    toolCall,
    tools,
    toolsContext,
    messages,
    runtimeContext
  }));
  const toolName = toolCall.toolName;
  const tool2 = getOwn(tools, toolName);
  const input = toolCall.input;
  const userDefinedToolApprovalStatus = getOwn(toolApproval, toolName);
  if (userDefinedToolApprovalStatus != null) return normalizeToolApprovalStatus(typeof userDefinedToolApprovalStatus === "function" ? await userDefinedToolApprovalStatus(input, {
    toolCallId: toolCall.toolCallId,
    messages,
    toolContext: await validateToolContext({
      toolName,
      context: getOwn(toolsContext, toolName),
      contextSchema: tool2?.contextSchema
    }),
    runtimeContext
  }) : userDefinedToolApprovalStatus);
  if (tool2?.needsApproval == null) return { type: "not-applicable" };
  return (typeof tool2.needsApproval === "function" ? await tool2.needsApproval(input, {
    toolCallId: toolCall.toolCallId,
    messages,
    context: await validateToolContext({
      toolName,
      context: getOwn(toolsContext, toolName),
      contextSchema: tool2?.contextSchema
    })
  }) : tool2.needsApproval) ? { type: "user-approval" } : { type: "not-applicable" };
}
function normalizeToolApprovalStatus(status) {
  return status === void 0 ? { type: "not-applicable" } : typeof status === "string" ? { type: status } : status;
}
function filterIncludedContext({ context, includeContext }) {
  if (context == null) return {};
  return Object.fromEntries(Object.entries(context).filter(([key]) => includeContext?.[key] === true));
}
function filterToolsContext({ toolsContext, includeToolsContext }) {
  if (includeToolsContext == null) return {};
  return Object.fromEntries(Object.entries(toolsContext).map(([toolName, toolContext]) => [toolName, filterToolContext({
    toolName,
    toolContext,
    includeToolsContext
  })]));
}
function filterToolContext({ toolName, toolContext, includeToolsContext }) {
  const includeToolContext = includeToolsContext?.[toolName];
  return filterIncludedContext({
    context: toolContext,
    includeContext: includeToolContext
  });
}
function mergeCallbacks(...callbacks) {
  return async (event) => {
    await Promise.allSettled(callbacks.map(async (callback) => {
      await callback?.(event);
    }));
  };
}
var AI_SDK_TELEMETRY_TRACING_CHANNEL = "ai:telemetry";
function isNodeRuntime() {
  return globalThis.process?.release?.name === "node";
}
function redactTelemetryCredentials(value) {
  return replaceProperties(value, {
    args: redactTelemetryValue,
    tools: redactTools,
    stepTools: redactTools,
    request: redactMetadata,
    response: redactMetadata,
    steps: (steps) => mapArray(steps, redactTelemetryCredentials),
    finalStep: redactTelemetryCredentials,
    error: redactTelemetryCredentials,
    cause: redactTelemetryCredentials,
    errors: (errors) => mapArray(errors, redactTelemetryCredentials),
    lastError: redactTelemetryCredentials,
    requestBodyValues: redactBody
  });
}
function redactMetadata(value) {
  return Array.isArray(value) ? mapArray(value, redactMetadata) : replaceProperties(value, { body: redactBody });
}
function redactBody(value) {
  return replaceProperties(redactTelemetryValue(value), { tools: redactTools });
}
function redactTools(value) {
  if (Array.isArray(value)) return mapArray(value, redactTelemetryCredentials);
  if (!isRecord$2(value)) return value;
  return replaceProperties(value, Object.fromEntries(Object.keys(value).map((key) => [key, redactTelemetryCredentials])));
}
function isRecord$2(value) {
  return value != null && typeof value === "object" && !Array.isArray(value);
}
function mapArray(value, redact) {
  if (!Array.isArray(value)) return value;
  const copy = value.map(redact);
  return copy.some((entry, index) => entry !== value[index]) ? copy : value;
}
function replaceProperties(value, redactors) {
  if (!isRecord$2(value)) return value;
  let descriptors;
  for (const [key, redact] of Object.entries(redactors)) {
    const descriptor = Object.getOwnPropertyDescriptor(value, key);
    if (descriptor == null || !("value" in descriptor)) continue;
    const redacted = redact(descriptor.value);
    if (redacted !== descriptor.value) {
      descriptors ??= Object.getOwnPropertyDescriptors(value);
      descriptors[key] = {
        ...descriptor,
        value: redacted
      };
    }
  }
  return descriptors == null ? value : Object.create(Object.getPrototypeOf(value), descriptors);
}
var diagnosticsChannelPromise;
async function loadDiagnosticsChannel() {
  if (!isNodeRuntime()) return;
  if (diagnosticsChannelPromise == null) diagnosticsChannelPromise = Promise.resolve(loadBuiltinModule("node:diagnostics_channel"));
  return diagnosticsChannelPromise;
}
function loadBuiltinModule(id) {
  const processWithBuiltins = globalThis.process;
  try {
    return processWithBuiltins?.getBuiltinModule?.(id);
  } catch {
    return;
  }
}
async function runWithTracingChannelSpan(message, execute, recordResult = true) {
  const tracingChannel = (await loadDiagnosticsChannel())?.tracingChannel?.(AI_SDK_TELEMETRY_TRACING_CHANNEL);
  if (tracingChannel == null || tracingChannel.hasSubscribers === false) return await execute();
  let executePromise;
  let executionResult;
  let executionError;
  let hasExecutionResult = false;
  let hasExecutionError = false;
  const tracedExecute = () => {
    try {
      executePromise = Promise.resolve(execute());
    } catch (error) {
      executePromise = Promise.reject(error);
    }
    executePromise = executePromise.then((result) => {
      executionResult = result;
      hasExecutionResult = true;
      return result;
    }, (error) => {
      executionError = error;
      hasExecutionError = true;
      throw error;
    });
    return recordResult ? executePromise.then(redactTelemetryCredentials, (error) => {
      throw redactTelemetryCredentials(error);
    }) : executePromise.then(() => void 0, () => {
      throw new Error("AI SDK operation failed");
    });
  };
  try {
    await tracingChannel.tracePromise(tracedExecute, message);
    return executionResult;
  } catch {
    if (hasExecutionError) throw executionError;
    if (hasExecutionResult) return executionResult;
    if (executePromise != null) return await executePromise;
    return await execute();
  }
}
function openTelemetryChannelSpanContext({ message, completion, recordResult = true }) {
  if (!isNodeRuntime()) {
    Promise.resolve(completion).catch(() => {
    });
    return;
  }
  const diagnosticsChannel = loadBuiltinModule("node:diagnostics_channel");
  const asyncHooks = loadBuiltinModule("node:async_hooks");
  const tracingChannel = diagnosticsChannel?.tracingChannel?.(AI_SDK_TELEMETRY_TRACING_CHANNEL);
  if (tracingChannel == null || tracingChannel.hasSubscribers === false || asyncHooks == null) {
    Promise.resolve(completion).catch(() => {
    });
    return;
  }
  const context = message;
  let asyncResource;
  let asyncEndPublished = false;
  const safePublish = (publish) => {
    try {
      publish();
    } catch {
    }
  };
  const publishAsyncEnd = ({ result, error }) => {
    if (asyncEndPublished) return;
    asyncEndPublished = true;
    if (error !== void 0) {
      context.error = recordResult ? redactTelemetryCredentials(error) : /* @__PURE__ */ new Error("AI SDK operation failed");
      safePublish(() => tracingChannel.error.publish(context));
    }
    if (recordResult && result !== void 0) context.result = redactTelemetryCredentials(result);
    safePublish(() => tracingChannel.asyncEnd.publish(context));
  };
  safePublish(() => {
    tracingChannel.start.runStores(context, () => {
      asyncResource = new asyncHooks.AsyncResource("ai.telemetry");
    });
  });
  safePublish(() => tracingChannel.end.publish(context));
  Promise.resolve(completion).then((result) => publishAsyncEnd({ result }), (error) => publishAsyncEnd({ error }));
  return { run: (execute) => asyncResource == null ? execute() : asyncResource.runInAsyncScope(execute) };
}
function getGlobalTelemetryIntegrations() {
  return globalThis.AI_SDK_TELEMETRY_INTEGRATIONS ?? [];
}
function filterTelemetryEvent(event, telemetry) {
  const hideInputs = telemetry.recordInputs === false;
  const hideOutputs = telemetry.recordOutputs === false;
  if (!hideInputs && !hideOutputs || event == null || typeof event !== "object") return event;
  const filtered = Object.assign(Object.create(Object.getPrototypeOf(event)), event);
  const replace = (fields) => {
    for (const [key, value] of Object.entries(fields)) if (Object.hasOwn(event, key)) filtered[key] = value;
  };
  const isSpeech = filtered.operationId === "ai.generateSpeech";
  if (hideInputs) {
    replace({
      instructions: void 0,
      system: void 0,
      prompt: void 0,
      messages: [],
      promptMessages: [],
      experimental_steeringMessages: [],
      tools: void 0,
      stepTools: void 0,
      schema: void 0,
      schemaName: void 0,
      schemaDescription: void 0,
      ...typeof filtered.output === "object" ? { output: void 0 } : {},
      providerOptions: {},
      value: "",
      values: [],
      query: "",
      documents: [],
      state: Array.isArray(filtered.state) ? [] : typeof filtered.state === "string" ? "" : {},
      questions: {},
      ...isSpeech ? { text: "" } : {}
    });
    if (filtered.toolCall != null) filtered.toolCall = {
      ...filtered.toolCall,
      input: void 0
    };
    if (filtered.toolOutput != null) filtered.toolOutput = {
      ...filtered.toolOutput,
      input: void 0
    };
    if (Array.isArray(filtered.ranking)) filtered.ranking = filtered.ranking.map((entry) => "document" in entry ? {
      ...entry,
      document: typeof entry.document === "string" ? "" : {}
    } : entry);
  }
  if (hideOutputs) {
    replace({
      content: [],
      ...!isSpeech ? { text: "" } : {},
      reasoning: Array.isArray(filtered.reasoning) ? [] : void 0,
      reasoningText: void 0,
      files: [],
      sources: [],
      toolCalls: [],
      staticToolCalls: [],
      dynamicToolCalls: [],
      toolResults: [],
      staticToolResults: [],
      dynamicToolResults: [],
      responseMessages: [],
      object: void 0,
      objectText: "",
      embedding: [],
      embeddings: [],
      ranking: [],
      answers: {},
      segments: [],
      words: []
    });
    if (filtered.toolOutput != null) filtered.toolOutput = {
      ...filtered.toolOutput,
      output: void 0,
      error: void 0
    };
  }
  replace({
    providerMetadata: void 0,
    error: filtered.error == null ? filtered.error : /* @__PURE__ */ new Error("AI SDK operation failed")
  });
  for (const key of ["toolCall", "toolOutput"]) {
    const toolEvent = filtered[key];
    if (toolEvent != null && typeof toolEvent === "object") filtered[key] = {
      ...toolEvent,
      providerMetadata: void 0,
      ..."error" in toolEvent ? { error: toolEvent.error == null ? toolEvent.error : /* @__PURE__ */ new Error("AI SDK operation failed") } : {}
    };
  }
  for (const key of ["request", "response"]) {
    const filterMetadata = (metadata2) => {
      if (metadata2 == null || typeof metadata2 !== "object") return metadata2;
      const filteredMetadata = { ...metadata2 };
      delete filteredMetadata.body;
      if (key === "request" ? hideInputs : hideOutputs) {
        if ("messages" in metadata2) filteredMetadata.messages = [];
        if ("instructions" in metadata2) filteredMetadata.instructions = void 0;
      }
      return filteredMetadata;
    };
    const metadata = filtered[key];
    if (metadata != null) filtered[key] = Array.isArray(metadata) ? metadata.map(filterMetadata) : filterMetadata(metadata);
  }
  if (Array.isArray(filtered.steps)) filtered.steps = filtered.steps.map((step) => filterTelemetryEvent(step, telemetry));
  if (Object.hasOwn(event, "finalStep")) filtered.finalStep = filterTelemetryEvent(filtered.finalStep, telemetry);
  return filtered;
}
function augmentEvent(event, telemetry, filterContext = false) {
  const augmentedEvent = Object.assign(Object.create(Object.getPrototypeOf(event)), event, {
    recordInputs: telemetry.recordInputs,
    recordOutputs: telemetry.recordOutputs,
    functionId: telemetry.functionId,
    aiVersion: VERSION2
  });
  if (filterContext && event != null && typeof event === "object" && "runtimeContext" in event) augmentedEvent.runtimeContext = filterIncludedContext({
    context: event.runtimeContext,
    includeContext: telemetry.includeRuntimeContext
  });
  if (filterContext && event != null && typeof event === "object") {
    if ("toolsContext" in event) augmentedEvent.toolsContext = filterToolsContext({
      toolsContext: event.toolsContext,
      includeToolsContext: telemetry.includeToolsContext
    });
    else if ("toolContext" in event && event.toolContext != null && "toolCall" in event && event.toolCall != null && typeof event.toolCall === "object" && "toolName" in event.toolCall) augmentedEvent.toolContext = filterToolContext({
      toolName: event.toolCall.toolName,
      toolContext: event.toolContext,
      includeToolsContext: telemetry.includeToolsContext
    });
  }
  return redactTelemetryCredentials(filterTelemetryEvent(augmentedEvent, telemetry));
}
function createTelemetryDispatcher({ telemetry }) {
  if (telemetry?.isEnabled === false) return {};
  const localIntegrations = telemetry?.integrations;
  const integrations = localIntegrations != null ? asArray(localIntegrations) : getGlobalTelemetryIntegrations();
  const telemetryMetadata = {
    recordInputs: telemetry?.recordInputs,
    recordOutputs: telemetry?.recordOutputs,
    functionId: telemetry?.functionId,
    includeRuntimeContext: telemetry?.includeRuntimeContext,
    includeToolsContext: telemetry?.includeToolsContext
  };
  const recordResult = telemetry?.recordInputs !== false && telemetry?.recordOutputs !== false;
  const mergeTelemetryCallback = (key, deprecatedKey) => {
    const integrationCallbacks = integrations.map((integration) => {
      const callback = integration[key] ?? (deprecatedKey == null ? void 0 : integration[deprecatedKey]);
      return typeof callback === "function" ? callback.bind(integration) : void 0;
    }).filter(Boolean).map((callback) => ((event) => callback(augmentEvent(event, telemetryMetadata))));
    if (integrationCallbacks.length === 0) return;
    const mergedIntegrationCallback = mergeCallbacks(...integrationCallbacks);
    return async (event) => {
      await mergedIntegrationCallback(event);
    };
  };
  const onStepEnd = mergeTelemetryCallback("onStepEnd");
  const onStepFinish = mergeTelemetryCallback("onStepFinish");
  const executeLanguageModelCallWrappers = integrations.map((integration) => integration.executeLanguageModelCall?.bind(integration)).filter(Boolean);
  const executeToolWrappers = integrations.map((integration) => integration.executeTool?.bind(integration)).filter(Boolean);
  return {
    runInTracingChannelSpan: async ({ type, event, execute }) => await runWithTracingChannelSpan({
      type,
      event: augmentEvent(event, telemetryMetadata, true)
    }, execute, recordResult),
    startTracingChannelContext: ({ type, event, completion }) => openTelemetryChannelSpanContext({
      message: {
        type,
        event: augmentEvent(event, telemetryMetadata, true)
      },
      completion,
      recordResult
    }),
    onStart: mergeTelemetryCallback("onStart"),
    onStepStart: mergeTelemetryCallback("onStepStart"),
    onLanguageModelCallStart: mergeTelemetryCallback("onLanguageModelCallStart"),
    onLanguageModelCallEnd: mergeTelemetryCallback("onLanguageModelCallEnd"),
    onToolExecutionStart: mergeTelemetryCallback("onToolExecutionStart"),
    onToolExecutionEnd: mergeTelemetryCallback("onToolExecutionEnd"),
    onStepEnd: onStepEnd == null && onStepFinish == null ? void 0 : mergeCallbacks(onStepEnd, onStepFinish),
    onStepError: mergeTelemetryCallback("onStepError"),
    onObjectStepStart: mergeTelemetryCallback("onObjectStepStart"),
    onObjectStepEnd: mergeTelemetryCallback("onObjectStepEnd"),
    onEmbedStart: mergeTelemetryCallback("onEmbedStart"),
    onEmbedEnd: mergeTelemetryCallback("onEmbedEnd"),
    onRerankStart: mergeTelemetryCallback("onRerankStart"),
    onRerankEnd: mergeTelemetryCallback("onRerankEnd"),
    experimental_onDecideStart: mergeTelemetryCallback("experimental_onDecideStart", "experimental_onEvaluateStart"),
    experimental_onDecisionModelCallStart: mergeTelemetryCallback("experimental_onDecisionModelCallStart", "experimental_onEvaluationModelCallStart"),
    experimental_onDecisionModelCallEnd: mergeTelemetryCallback("experimental_onDecisionModelCallEnd", "experimental_onEvaluationModelCallEnd"),
    experimental_onDecideEnd: mergeTelemetryCallback("experimental_onDecideEnd", "experimental_onEvaluateEnd"),
    experimental_onStreamTranscriptionStart: mergeTelemetryCallback("experimental_onStreamTranscriptionStart"),
    experimental_onStreamTranscriptionEnd: mergeTelemetryCallback("experimental_onStreamTranscriptionEnd"),
    onEnd: mergeTelemetryCallback("onEnd"),
    onAbort: mergeTelemetryCallback("onAbort"),
    onError: mergeTelemetryCallback("onError"),
    /**
    * Runs provider calls inside integration-specific context so
    * auto-instrumented provider requests can be associated with model work.
    */
    executeLanguageModelCall: async ({ execute, ...event }) => {
      const augmentedEvent = augmentEvent(event, telemetryMetadata);
      let wrappedExecute = execute;
      for (const executeWrapper of executeLanguageModelCallWrappers) {
        const innerExecute = wrappedExecute;
        wrappedExecute = async () => {
          const originals = /* @__PURE__ */ new Map();
          const redact = (original) => {
            const redacted = redactTelemetryCredentials(original);
            if (redacted !== original) originals.set(redacted, original);
            return redacted;
          };
          const restore = (value) => originals.has(value) ? originals.get(value) : value;
          try {
            return restore(await executeWrapper({
              ...augmentedEvent,
              execute: async () => {
                try {
                  return redact(await innerExecute());
                } catch (error) {
                  throw redact(error);
                }
              }
            }));
          } catch (error) {
            throw restore(error);
          }
        };
      }
      return await runWithTracingChannelSpan({
        type: "languageModelCall",
        event: augmentedEvent
      }, wrappedExecute, recordResult);
    },
    /**
    * Composes all `executeTool` wrappers around the original tool execution.
    * Each wrapper receives an `execute` function that calls the next wrapper in
    * the chain, so integrations can establish nested telemetry context before
    * delegating to the underlying tool.
    */
    executeTool: async ({ execute, ...event }) => {
      const augmentedEvent = augmentEvent(event, telemetryMetadata);
      let wrappedExecute = execute;
      for (const executeWrapper of executeToolWrappers) {
        const innerExecute = wrappedExecute;
        wrappedExecute = () => executeWrapper({
          ...augmentedEvent,
          execute: innerExecute
        });
      }
      return await wrappedExecute();
    }
  };
}
function asReasoningText(reasoningParts) {
  const reasoningText = reasoningParts.map((part) => "text" in part ? part.text : "").join("");
  return reasoningText.length > 0 ? reasoningText : void 0;
}
var DefaultStepResult = class {
  constructor({ callId, stepNumber, provider, modelId, runtimeContext, toolsContext, content, finishReason, rawFinishReason, usage, performance, warnings, request, response, providerMetadata, steeringMessages }) {
    this.callId = callId;
    this.stepNumber = stepNumber;
    this.model = {
      provider,
      modelId
    };
    this.runtimeContext = runtimeContext;
    this.toolsContext = toolsContext;
    this.content = content;
    this.finishReason = finishReason;
    this.rawFinishReason = rawFinishReason;
    this.usage = usage;
    this.performance = performance;
    this.warnings = warnings;
    this.request = request;
    this.response = response;
    this.providerMetadata = providerMetadata;
    if (steeringMessages != null && steeringMessages.length > 0) this.experimental_steeringMessages = steeringMessages;
  }
  get text() {
    return this.content.filter((part) => part.type === "text").map((part) => part.text).join("");
  }
  get reasoning() {
    return convertFromReasoningOutputs(this.content.filter((part) => part.type === "reasoning" || part.type === "reasoning-file"));
  }
  get reasoningText() {
    return asReasoningText(this.reasoning);
  }
  get files() {
    return this.content.filter((part) => part.type === "file").map((part) => part.file);
  }
  get sources() {
    return this.content.filter((part) => part.type === "source");
  }
  get toolCalls() {
    return this.content.filter((part) => part.type === "tool-call");
  }
  get staticToolCalls() {
    return this.toolCalls.filter((toolCall) => toolCall.dynamic !== true);
  }
  get dynamicToolCalls() {
    return this.toolCalls.filter((toolCall) => toolCall.dynamic === true);
  }
  get toolResults() {
    return this.content.filter((part) => part.type === "tool-result");
  }
  get staticToolResults() {
    return this.toolResults.filter((toolResult) => toolResult.dynamic !== true);
  }
  get dynamicToolResults() {
    return this.toolResults.filter((toolResult) => toolResult.dynamic === true);
  }
};
function restrictStepResult({ step, includeRuntimeContext, includeToolsContext }) {
  return new DefaultStepResult({
    callId: step.callId,
    stepNumber: step.stepNumber,
    provider: step.model.provider,
    modelId: step.model.modelId,
    runtimeContext: filterIncludedContext({
      context: step.runtimeContext,
      includeContext: includeRuntimeContext
    }),
    toolsContext: filterToolsContext({
      toolsContext: step.toolsContext,
      includeToolsContext
    }),
    content: step.content,
    finishReason: step.finishReason,
    rawFinishReason: step.rawFinishReason,
    usage: step.usage,
    performance: step.performance,
    warnings: step.warnings,
    request: step.request,
    response: step.response,
    providerMetadata: step.providerMetadata,
    steeringMessages: step.experimental_steeringMessages
  });
}
function createRestrictedTelemetryDispatcher$3({ telemetry, includeRuntimeContext, includeToolsContext }) {
  const telemetryDispatcher = createTelemetryDispatcher({ telemetry });
  const restrictStepStartEvent = (event) => ({
    ...event,
    runtimeContext: filterIncludedContext({
      context: event.runtimeContext,
      includeContext: includeRuntimeContext
    }),
    steps: event.steps.map((step) => restrictStepResult({
      step,
      includeRuntimeContext,
      includeToolsContext
    })),
    toolsContext: filterToolsContext({
      toolsContext: event.toolsContext,
      includeToolsContext
    })
  });
  return {
    ...telemetryDispatcher,
    onStart: (event) => telemetryDispatcher.onStart?.({
      ...event,
      runtimeContext: filterIncludedContext({
        context: event.runtimeContext,
        includeContext: includeRuntimeContext
      }),
      toolsContext: filterToolsContext({
        toolsContext: event.toolsContext,
        includeToolsContext
      })
    }),
    onStepStart: (event) => telemetryDispatcher.onStepStart?.(restrictStepStartEvent(event)),
    onStepEnd: (event) => telemetryDispatcher.onStepEnd?.(restrictStepResult({
      step: event,
      includeRuntimeContext,
      includeToolsContext
    })),
    onStepFinish: (event) => telemetryDispatcher.onStepEnd?.(restrictStepResult({
      step: event,
      includeRuntimeContext,
      includeToolsContext
    })),
    onStepError: (event) => telemetryDispatcher.onStepError?.(restrictStepStartEvent(event)),
    onEnd: (event) => telemetryDispatcher.onEnd?.(((restrictedSteps) => {
      return {
        ...event,
        runtimeContext: filterIncludedContext({
          context: event.runtimeContext,
          includeContext: includeRuntimeContext
        }),
        steps: restrictedSteps,
        finalStep: restrictedSteps.at(-1),
        toolsContext: filterToolsContext({
          toolsContext: event.toolsContext,
          includeToolsContext
        })
      };
    })(event.steps.map((step) => restrictStepResult({
      step,
      includeRuntimeContext,
      includeToolsContext
    })))),
    onAbort: (event) => telemetryDispatcher.onAbort?.({
      ...event,
      steps: event.steps.map((step) => restrictStepResult({
        step,
        includeRuntimeContext,
        includeToolsContext
      }))
    }),
    onToolExecutionStart: (event) => telemetryDispatcher.onToolExecutionStart?.({
      ...event,
      toolContext: filterToolContext({
        toolName: event.toolCall.toolName,
        toolContext: event.toolContext,
        includeToolsContext
      })
    }),
    onToolExecutionEnd: (event) => telemetryDispatcher.onToolExecutionEnd?.({
      ...event,
      toolContext: filterToolContext({
        toolName: event.toolCall.toolName,
        toolContext: event.toolContext,
        includeToolsContext
      })
    })
  };
}
var generateSteeringId = createIdGenerator({
  prefix: "steer",
  size: 24
});
var steeringRunStarter = /* @__PURE__ */ Symbol.for("vercel.ai.steering.start");
var DefaultSteering = class {
  constructor() {
    this.state = "idle";
    this.pending = [];
    this.queued = [];
    this.taken = [];
    this.outcomes = /* @__PURE__ */ new Map();
  }
  steer(message, options) {
    return this.add({
      message,
      id: options?.id,
      target: this.pending
    });
  }
  queue(message, options) {
    return this.add({
      message,
      id: options?.id,
      target: this.queued
    });
  }
  add({ message, id = generateSteeringId(), target }) {
    const existingOutcome = this.outcomes.get(id);
    if (existingOutcome != null) return existingOutcome;
    const userMessage = typeof message === "string" ? {
      role: "user",
      content: message
    } : message;
    const outcome = this.state === "ended" ? Promise.resolve({
      type: "not-delivered",
      id,
      message: userMessage,
      reason: "finished"
    }) : new Promise((resolve2) => {
      target.push({
        id,
        message: userMessage,
        resolve: resolve2
      });
    });
    this.outcomes.set(id, outcome);
    return outcome;
  }
  [steeringRunStarter]() {
    if (this.state !== "idle") throw new InvalidArgumentError2({
      parameter: "experimental_steering",
      value: this,
      message: "The steering object was already used by a generation. Create a new one with experimental_createSteering() for each call."
    });
    this.state = "running";
    return {
      hasPendingMessages: () => this.state === "running" && this.pending.length > 0,
      promoteQueuedMessage: () => {
        const next = this.state === "running" ? this.queued.shift() : void 0;
        if (next == null) return false;
        this.pending.push(next);
        return true;
      },
      takeMessages: () => {
        if (this.state !== "running") return [];
        this.taken = [...this.taken, ...this.pending];
        this.pending = [];
        return this.taken.map(({ message }) => message);
      },
      resolveTakenMessages: ({ stepNumber, sentMessages }) => {
        const taken = this.taken;
        this.taken = [];
        const delivered = [];
        for (const { id, message, resolve: resolve2 } of taken) if (isSent({
          message,
          sentMessages
        })) {
          delivered.push({
            id,
            message
          });
          resolve2({
            type: "delivered",
            id,
            message,
            stepNumber
          });
        } else resolve2({
          type: "not-delivered",
          id,
          message,
          reason: "removed-by-prepare-step"
        });
        return delivered;
      },
      end: (reason) => {
        if (this.state !== "running") return;
        const notDelivered = [
          ...this.taken,
          ...this.pending,
          ...this.queued
        ];
        this.taken = [];
        this.pending = [];
        this.queued = [];
        this.state = "ended";
        for (const { id, message, resolve: resolve2 } of notDelivered) resolve2({
          type: "not-delivered",
          id,
          message,
          reason
        });
      }
    };
  }
};
function isSent({ message, sentMessages }) {
  const content = JSON.stringify(message.content);
  return sentMessages.some((sentMessage) => sentMessage === message || sentMessage.role === "user" && JSON.stringify(sentMessage.content) === content);
}
function startSteeringRun(steering) {
  if (steering == null) return;
  const start = steering[steeringRunStarter];
  if (typeof start !== "function") throw new InvalidArgumentError2({
    parameter: "experimental_steering",
    value: steering,
    message: "The steering object must be created with experimental_createSteering()."
  });
  return start.call(steering);
}
function isStepCount(stepCount) {
  return ({ steps }) => steps.length === stepCount;
}
async function isStopConditionMet({ stopConditions, steps }) {
  return (await Promise.all(stopConditions.map((condition) => condition({ steps })))).some((result) => result);
}
function sumTokenCounts(tokenCount1, tokenCount2) {
  return tokenCount1 == null && tokenCount2 == null ? void 0 : (tokenCount1 ?? 0) + (tokenCount2 ?? 0);
}
function isDeepEqualData(obj1, obj2) {
  if (obj1 === obj2) return true;
  if (obj1 == null || obj2 == null) return false;
  if (typeof obj1 !== "object" && typeof obj2 !== "object") return obj1 === obj2;
  if (obj1.constructor !== obj2.constructor) return false;
  if (obj1 instanceof Date && obj2 instanceof Date) return obj1.getTime() === obj2.getTime();
  if (Array.isArray(obj1)) {
    if (obj1.length !== obj2.length) return false;
    for (let i = 0; i < obj1.length; i++) if (!isDeepEqualData(obj1[i], obj2[i])) return false;
    return true;
  }
  const keys1 = Object.keys(obj1);
  const keys2 = Object.keys(obj2);
  if (keys1.length !== keys2.length) return false;
  for (const key of keys1) {
    if (!keys2.includes(key)) return false;
    if (!isDeepEqualData(obj1[key], obj2[key])) return false;
  }
  return true;
}
async function toResponseMessages({ content: inputContent, tools }) {
  const responseMessages = [];
  const toolCallOrder = /* @__PURE__ */ new Map();
  const content = [];
  for (const part of inputContent) {
    if (part.type === "source") continue;
    if ((part.type === "tool-result" || part.type === "tool-error") && !part.providerExecuted) continue;
    if (part.type === "text" && part.text.length === 0 && part.providerMetadata == null) continue;
    switch (part.type) {
      case "text":
        content.push({
          type: "text",
          text: part.text,
          providerOptions: part.providerMetadata
        });
        break;
      case "custom":
        content.push({
          type: "custom",
          kind: part.kind,
          providerOptions: part.providerMetadata
        });
        break;
      case "reasoning":
        content.push({
          type: "reasoning",
          text: part.text,
          providerOptions: part.providerMetadata
        });
        break;
      case "file":
        content.push({
          type: "file",
          data: part.file.base64,
          mediaType: part.file.mediaType,
          providerOptions: part.providerMetadata
        });
        break;
      case "reasoning-file":
        content.push({
          type: "reasoning-file",
          data: part.file.base64,
          mediaType: part.file.mediaType,
          providerOptions: part.providerMetadata
        });
        break;
      case "tool-call":
        if (!toolCallOrder.has(part.toolCallId)) toolCallOrder.set(part.toolCallId, toolCallOrder.size);
        content.push({
          type: "tool-call",
          toolCallId: part.toolCallId,
          toolName: part.toolName,
          input: part.invalid && typeof part.input !== "object" ? {} : part.input,
          providerExecuted: part.providerExecuted,
          providerOptions: part.providerMetadata
        });
        break;
      case "tool-result": {
        const output = await createToolModelOutput({
          toolCallId: part.toolCallId,
          input: part.input,
          tool: getOwn(tools, part.toolName),
          output: part.output,
          errorMode: "none"
        });
        content.push({
          type: "tool-result",
          toolCallId: part.toolCallId,
          toolName: part.toolName,
          output,
          providerOptions: part.providerMetadata
        });
        break;
      }
      case "tool-error": {
        const output = await createToolModelOutput({
          toolCallId: part.toolCallId,
          input: part.input,
          tool: getOwn(tools, part.toolName),
          output: part.error,
          errorMode: "json"
        });
        content.push({
          type: "tool-result",
          toolCallId: part.toolCallId,
          toolName: part.toolName,
          output,
          providerOptions: part.providerMetadata
        });
        break;
      }
      case "tool-approval-request":
        const inputSchemaInput = getToolCallInputSchemaInput(part.toolCall);
        content.push({
          type: "tool-approval-request",
          approvalId: part.approvalId,
          toolCallId: part.toolCall.toolCallId,
          ...part.reason != null ? { reason: part.reason } : {},
          isAutomatic: part.isAutomatic,
          ...part.signature != null ? { signature: part.signature } : {},
          ...inputSchemaInput != null && !isDeepEqualData(inputSchemaInput.value, part.toolCall.input) ? { inputSchemaInput: inputSchemaInput.value } : {}
        });
    }
  }
  if (content.length > 0) responseMessages.push({
    role: "assistant",
    content
  });
  const toolResultContent = [];
  for (const part of inputContent) {
    if (part.type !== "tool-approval-response" && part.type !== "tool-result" && part.type !== "tool-error") continue;
    if (part.type === "tool-approval-response") {
      toolResultContent.push({
        type: "tool-approval-response",
        approvalId: part.approvalId,
        approved: part.approved,
        reason: part.reason,
        providerExecuted: part.providerExecuted
      });
      if (part.approved === false) toolResultContent.push({
        type: "tool-result",
        toolCallId: part.toolCall.toolCallId,
        toolName: part.toolCall.toolName,
        output: {
          type: "execution-denied",
          reason: part.reason
        }
      });
      continue;
    }
    if (part.providerExecuted) continue;
    const output = await createToolModelOutput({
      toolCallId: part.toolCallId,
      input: part.input,
      tool: getOwn(tools, part.toolName),
      output: part.type === "tool-result" ? part.output : part.error,
      errorMode: part.type === "tool-error" ? "text" : "none"
    });
    toolResultContent.push({
      type: "tool-result",
      toolCallId: part.toolCallId,
      toolName: part.toolName,
      output,
      ...part.providerMetadata != null ? { providerOptions: part.providerMetadata } : {}
    });
  }
  if (toolResultContent.length > 0) responseMessages.push({
    role: "tool",
    content: sortToolResultContentByToolCallOrder({
      toolResultContent,
      toolCallOrder
    })
  });
  return responseMessages;
}
function sortToolResultContentByToolCallOrder({ toolResultContent, toolCallOrder }) {
  const sortedToolResults = toolResultContent.filter((part) => part.type === "tool-result").map((part, index) => ({
    part,
    index
  })).sort((a, b) => {
    const aOrder = toolCallOrder.get(a.part.toolCallId);
    const bOrder = toolCallOrder.get(b.part.toolCallId);
    if (aOrder == null && bOrder == null) return a.index - b.index;
    if (aOrder == null) return 1;
    if (bOrder == null) return -1;
    return aOrder - bOrder || a.index - b.index;
  }).map(({ part }) => part);
  let toolResultIndex = 0;
  return toolResultContent.map((part) => part.type === "tool-result" ? sortedToolResults[toolResultIndex++] : part);
}
var encoder$1 = new TextEncoder();
function canonicalJSON(value) {
  if (value === null || value === void 0) return JSON.stringify(value);
  if (typeof value !== "object") return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((element) => element === void 0 ? "null" : canonicalJSON(element)).join(",")}]`;
  return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonicalJSON(value[k])}`).join(",")}}`;
}
function toBase64url(bytes) {
  return convertUint8ArrayToBase64(bytes).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/g, "");
}
async function hashCanonical(value) {
  const digest = await crypto.subtle.digest("SHA-256", encoder$1.encode(canonicalJSON(value)));
  return toBase64url(new Uint8Array(digest));
}
var encoder = new TextEncoder();
function fromBase64url(str) {
  return convertBase64ToUint8Array(str);
}
async function importKey(secret) {
  const keyData = typeof secret === "string" ? encoder.encode(secret) : secret;
  return crypto.subtle.importKey("raw", keyData, {
    name: "HMAC",
    hash: "SHA-256"
  }, false, ["sign", "verify"]);
}
function buildPayload(approvalId, toolCallId, toolName, inputDigest) {
  return encoder.encode(JSON.stringify([
    "ai-sdk-tool-approval-v1",
    approvalId,
    toolCallId,
    toolName,
    inputDigest
  ]));
}
function buildLegacyPayload(approvalId, toolCallId, toolName, inputDigest) {
  return encoder.encode(`${approvalId}
${toolCallId}
${toolName}
${inputDigest}`);
}
async function signToolApproval({ secret, approvalId, toolCallId, toolName, input }) {
  const key = await importKey(secret);
  const payload = buildPayload(approvalId, toolCallId, toolName, await hashCanonical(input));
  const sig = await crypto.subtle.sign("HMAC", key, payload);
  return toBase64url(new Uint8Array(sig));
}
async function verifyToolApprovalSignature({ secret, signature, approvalId, toolCallId, toolName, input }) {
  const key = await importKey(secret);
  const inputDigest = await hashCanonical(input);
  const sigBytes = fromBase64url(signature);
  const payload = buildPayload(approvalId, toolCallId, toolName, inputDigest);
  if (await crypto.subtle.verify("HMAC", key, sigBytes, payload)) return true;
  if (!approvalId.includes("\n") && !toolCallId.includes("\n") && !toolName.includes("\n")) {
    const legacyPayload = buildLegacyPayload(approvalId, toolCallId, toolName, inputDigest);
    return crypto.subtle.verify("HMAC", key, sigBytes, legacyPayload);
  }
  return false;
}
async function maybeSignApproval({ secret, approvalId, toolCallId, toolName, input }) {
  if (secret == null) return void 0;
  return signToolApproval({
    secret,
    approvalId,
    toolCallId,
    toolName,
    input
  });
}
async function validateApprovedToolApprovals({ approvedToolApprovals, tools, toolApproval, messages, toolsContext, runtimeContext, toolApprovalSecret, refineToolInput }) {
  const approved = [];
  const denied = [];
  const invalid = [];
  for (const collectedApproval of approvedToolApprovals) {
    const tool2 = getOwn(tools, collectedApproval.toolCall.toolName);
    const { toolMetadata: _toolMetadata, dynamic: _dynamic, ...toolCallFromHistory } = collectedApproval.toolCall;
    const approval = {
      ...collectedApproval,
      toolCall: {
        ...toolCallFromHistory,
        ...tool2?.metadata != null ? { toolMetadata: tool2.metadata } : {},
        ...tool2?.type === "dynamic" ? { dynamic: true } : {},
        title: tool2?.title
      }
    };
    const { approvalRequest, toolCall } = approval;
    if (toolApprovalSecret != null) {
      if (approvalRequest.signature == null) throw new InvalidToolApprovalSignatureError({
        approvalId: approvalRequest.approvalId,
        toolCallId: toolCall.toolCallId,
        reason: "missing signature"
      });
      if (!await verifyToolApprovalSignature({
        secret: toolApprovalSecret,
        signature: approvalRequest.signature,
        approvalId: approvalRequest.approvalId,
        toolCallId: toolCall.toolCallId,
        toolName: toolCall.toolName,
        input: toolCall.input
      })) throw new InvalidToolApprovalSignatureError({
        approvalId: approvalRequest.approvalId,
        toolCallId: toolCall.toolCallId,
        reason: "invalid signature"
      });
    }
    if (isExecutableTool(tool2) && tool2.inputSchema != null) {
      let validationError;
      try {
        const approvedInput = structuredClone(toolCall.input);
        const hasInputSchemaInput = Object.prototype.hasOwnProperty.call(approvalRequest, "inputSchemaInput");
        const validation = await safeValidateTypes({
          value: structuredClone(hasInputSchemaInput ? approvalRequest.inputSchemaInput : toolCall.input),
          schema: asSchema(tool2.inputSchema)
        });
        if (!validation.success) validationError = validation.error;
        else {
          const revalidatedToolCall = await refineParsedToolCallInput({
            toolCall: {
              ...toolCall,
              input: validation.value
            },
            refineToolInput
          });
          if (!isDeepEqualData(structuredClone(revalidatedToolCall.input), approvedInput)) validationError = /* @__PURE__ */ new Error("Approved tool input does not match the validated schema output.");
        }
      } catch (error) {
        validationError = error;
      }
      if (validationError != null) {
        invalid.push({
          ...approval,
          error: new InvalidToolInputError({
            toolName: toolCall.toolName,
            toolInput: JSON.stringify(toolCall.input),
            cause: validationError
          })
        });
        continue;
      }
    }
    const approvalStatus = await resolveToolApproval({
      tools,
      toolApproval,
      toolCall,
      messages,
      toolsContext,
      runtimeContext
    });
    if (approvalStatus.type === "denied") denied.push({
      ...approval,
      approvalResponse: {
        ...approval.approvalResponse,
        approved: false,
        reason: approvalStatus.reason ?? approval.approvalResponse.reason
      }
    });
    else approved.push(approval);
  }
  return {
    approvedToolApprovals: approved,
    deniedToolApprovals: denied,
    invalidToolApprovals: invalid
  };
}
function prepareToolCallConcurrency(toolCallConcurrency) {
  if (toolCallConcurrency == null) return;
  if (!Number.isInteger(toolCallConcurrency)) throw new InvalidArgumentError2({
    parameter: "toolCallConcurrency",
    value: toolCallConcurrency,
    message: "toolCallConcurrency must be an integer"
  });
  if (toolCallConcurrency < 1) throw new InvalidArgumentError2({
    parameter: "toolCallConcurrency",
    value: toolCallConcurrency,
    message: "toolCallConcurrency must be >= 1"
  });
  return toolCallConcurrency;
}
async function mapWithConcurrency({ items, concurrency, abortSignal, execute }) {
  if (concurrency == null || concurrency >= items.length) return Promise.all(items.map(execute));
  const results = new Array(items.length);
  let nextIndex = 0;
  let stopped = false;
  const worker = async () => {
    while (!stopped) {
      abortSignal?.throwIfAborted();
      const index = nextIndex++;
      if (index >= items.length) return;
      try {
        results[index] = await execute(items[index], index);
      } catch (error) {
        stopped = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}
var originalGenerateId$4 = createIdGenerator({
  prefix: "aitxt",
  size: 24
});
var originalGenerateCallId$9 = createIdGenerator({
  prefix: "call",
  size: 24
});
async function generateText(options) {
  const steeringRun = startSteeringRun(options.experimental_steering);
  try {
    return await generateTextInternal(options, steeringRun);
  } catch (error) {
    steeringRun?.end(options.abortSignal?.aborted ? "aborted" : "error");
    throw error;
  }
}
async function generateTextInternal({ model: modelArg, tools, toolChoice, instructions, system, prompt, messages, allowSystemInMessages, maxRetries: maxRetriesArg, abortSignal, timeout, headers, stopWhen = isStepCount(1), experimental_sandbox: sandbox, output, toolApproval, experimental_toolCallers, experimental_toolApprovalSecret, experimental_telemetry, telemetry = experimental_telemetry, providerOptions, activeTools, toolOrder, toolCallConcurrency, prepareStep, experimental_repairToolCall, repairToolCall = experimental_repairToolCall, experimental_refineToolInput: refineToolInput, experimental_download: download2, runtimeContext = {}, toolsContext = {}, experimental_include, include = experimental_include, _internal: { generateId: generateId2 = originalGenerateId$4, generateCallId = originalGenerateCallId$9, now: now$4 = now } = {}, onStart, experimental_onStart, onStepStart, experimental_onStepStart, onLanguageModelCallStart, experimental_onLanguageModelCallStart, onLanguageModelCallEnd, experimental_onLanguageModelCallEnd, onToolExecutionStart, onToolExecutionEnd, experimental_onToolCallStart, experimental_onToolCallFinish, onStepEnd, onStepError, onStepFinish, onFinish, onEnd = onFinish, ...settings }, steeringRun) {
  include = {
    requestBody: include?.requestBody ?? false,
    requestMessages: include?.requestMessages ?? false,
    responseBody: include?.responseBody ?? false
  };
  const resolvedToolCallConcurrency = prepareToolCallConcurrency(toolCallConcurrency);
  const model = resolveLanguageModel(modelArg);
  const resolvedToolCallers = resolveToolCallerConfiguration({
    tools,
    toolCallers: experimental_toolCallers
  });
  const prepareToolSearch = createToolSearchState({
    tools,
    toolCallers: resolvedToolCallers
  });
  const stopConditions = asArray(stopWhen);
  const resolvedOnStart = onStart ?? experimental_onStart;
  const resolvedOnStepStart = onStepStart ?? experimental_onStepStart;
  const resolvedOnLanguageModelCallStart = onLanguageModelCallStart ?? experimental_onLanguageModelCallStart;
  const resolvedOnLanguageModelCallEnd = onLanguageModelCallEnd ?? experimental_onLanguageModelCallEnd;
  const resolvedOnToolExecutionStart = onToolExecutionStart ?? experimental_onToolCallStart;
  const resolvedOnToolExecutionEnd = onToolExecutionEnd ?? experimental_onToolCallFinish;
  const resolvedOnStepEnd = onStepEnd ?? onStepFinish;
  const unsupportedTimeoutWarnings = [];
  if (getFirstChunkTimeoutMs(timeout) != null) unsupportedTimeoutWarnings.push({
    type: "unsupported",
    feature: "timeout.firstChunkMs",
    details: "The firstChunkMs timeout is only supported by streaming functions."
  });
  if (getChunkTimeoutMs(timeout) != null) unsupportedTimeoutWarnings.push({
    type: "unsupported",
    feature: "timeout.chunkMs",
    details: "The chunkMs timeout is only supported by streaming functions."
  });
  if (unsupportedTimeoutWarnings.length > 0) logWarnings({
    warnings: unsupportedTimeoutWarnings,
    provider: model.provider,
    model: model.modelId
  });
  const totalTimeoutMs = getTotalTimeoutMs(timeout);
  const stepTimeoutMs = getStepTimeoutMs(timeout);
  const stepAbortController = stepTimeoutMs != null ? new AbortController() : void 0;
  const mergedAbortSignal = mergeAbortSignals(abortSignal, totalTimeoutMs, stepAbortController?.signal);
  const { maxRetries, retry } = prepareRetries({
    maxRetries: maxRetriesArg,
    abortSignal: mergedAbortSignal
  });
  const callSettings = prepareLanguageModelCallOptions(settings);
  const headersWithUserAgent = withUserAgentSuffix(headers ?? {}, `ai/${VERSION2}`);
  const initialPrompt = await standardizePrompt({
    instructions,
    system,
    prompt,
    messages,
    allowSystemInMessages
  });
  const callId = generateCallId();
  const telemetryDispatcher = createRestrictedTelemetryDispatcher$3({
    telemetry,
    includeRuntimeContext: telemetry?.includeRuntimeContext,
    includeToolsContext: telemetry?.includeToolsContext
  });
  const runInTracingChannelSpan = telemetryDispatcher.runInTracingChannelSpan ?? (async ({ execute }) => await execute());
  const generateTextStartEvent = {
    callId,
    operationId: "ai.generateText",
    provider: model.provider,
    modelId: model.modelId,
    instructions: initialPrompt.instructions,
    messages: initialPrompt.messages,
    tools,
    toolChoice,
    activeTools,
    toolOrder,
    maxOutputTokens: callSettings.maxOutputTokens,
    temperature: callSettings.temperature,
    topP: callSettings.topP,
    topK: callSettings.topK,
    presencePenalty: callSettings.presencePenalty,
    frequencyPenalty: callSettings.frequencyPenalty,
    stopSequences: callSettings.stopSequences,
    seed: callSettings.seed,
    reasoning: callSettings.reasoning,
    maxRetries,
    timeout,
    headers: headersWithUserAgent,
    providerOptions,
    output,
    runtimeContext,
    toolsContext
  };
  const executeGenerateText = async () => {
    await notify({
      event: generateTextStartEvent,
      callbacks: [resolvedOnStart, telemetryDispatcher.onStart]
    });
    let openStep;
    try {
      const initialMessages = initialPrompt.messages;
      const initialResponseMessages = [];
      const { approvedToolApprovals, deniedToolApprovals: collectedDeniedToolApprovals } = collectToolApprovals({ messages: initialMessages });
      const { approvedToolApprovals: localApprovedToolApprovals, deniedToolApprovals: revalidationDeniedToolApprovals, invalidToolApprovals } = await validateApprovedToolApprovals({
        approvedToolApprovals: approvedToolApprovals.filter((toolApproval2) => !toolApproval2.toolCall.providerExecuted),
        tools,
        toolApproval,
        messages: initialMessages,
        toolsContext,
        runtimeContext,
        toolApprovalSecret: experimental_toolApprovalSecret,
        refineToolInput
      });
      const deniedToolApprovalsWithoutResults = [...collectedDeniedToolApprovals, ...revalidationDeniedToolApprovals].filter((toolApproval2) => toolApproval2.existingToolResult == null);
      if (deniedToolApprovalsWithoutResults.length > 0 || localApprovedToolApprovals.length > 0 || invalidToolApprovals.length > 0) {
        const toolResults2 = await executeTools({
          toolCalls: localApprovedToolApprovals.map((toolApproval2) => toolApproval2.toolCall),
          tools,
          callId,
          messages: initialMessages,
          abortSignal: mergedAbortSignal,
          timeout,
          experimental_sandbox: sandbox,
          toolsContext,
          onToolExecutionStart: (event) => notify({
            event,
            callbacks: [resolvedOnToolExecutionStart, telemetryDispatcher.onToolExecutionStart]
          }),
          onToolExecutionEnd: (event) => notify({
            event,
            callbacks: [resolvedOnToolExecutionEnd, telemetryDispatcher.onToolExecutionEnd]
          }),
          executeToolInTelemetryContext: telemetryDispatcher.executeTool,
          runInTracingChannelSpan,
          toolCallConcurrency: resolvedToolCallConcurrency
        });
        const toolContent = [];
        for (const result of toolResults2) {
          const output2 = result.output;
          const modelOutput = await createToolModelOutput({
            toolCallId: output2.toolCallId,
            input: output2.input,
            tool: getOwn(tools, output2.toolName),
            output: output2.type === "tool-result" ? output2.output : output2.error,
            errorMode: output2.type === "tool-error" ? "text" : "none"
          });
          toolContent.push({
            type: "tool-result",
            toolCallId: output2.toolCallId,
            toolName: output2.toolName,
            output: modelOutput
          });
        }
        for (const toolApproval2 of invalidToolApprovals) toolContent.push({
          type: "tool-result",
          toolCallId: toolApproval2.toolCall.toolCallId,
          toolName: toolApproval2.toolCall.toolName,
          output: await createToolModelOutput({
            toolCallId: toolApproval2.toolCall.toolCallId,
            input: toolApproval2.toolCall.input,
            tool: getOwn(tools, toolApproval2.toolCall.toolName),
            output: toolApproval2.error,
            errorMode: "text"
          })
        });
        for (const toolApproval2 of deniedToolApprovalsWithoutResults) toolContent.push({
          type: "tool-result",
          toolCallId: toolApproval2.toolCall.toolCallId,
          toolName: toolApproval2.toolCall.toolName,
          output: {
            type: "execution-denied",
            reason: toolApproval2.approvalResponse.reason,
            ...toolApproval2.toolCall.providerExecuted && { providerOptions: { openai: { approvalId: toolApproval2.approvalResponse.approvalId } } }
          }
        });
        initialResponseMessages.push({
          role: "tool",
          content: toolContent
        });
      }
      const callSettings2 = prepareLanguageModelCallOptions(settings);
      let currentModelResponse;
      let clientToolCalls = [];
      let clientToolOutputs = [];
      let toolApprovalResponses = [];
      let deniedToolApprovalResponses = [];
      const steps = [];
      let instructionsForNextStep = initialPrompt.instructions;
      let messagesForNextStep = [...initialMessages, ...initialResponseMessages];
      const pendingDeferredToolCalls = /* @__PURE__ */ new Map();
      let steeringEndReason = "finished";
      const shouldStartNextStep = async () => {
        if (steps[steps.length - 1].finishReason === "interrupted") return false;
        if (clientToolOutputs.length + deniedToolApprovalResponses.length !== clientToolCalls.length) {
          steeringEndReason = "waiting-for-tool-results";
          return false;
        }
        if (clientToolCalls.length === 0 && pendingDeferredToolCalls.size === 0) {
          const isTruncated = steps[steps.length - 1].finishReason === "length" || steps[steps.length - 1].finishReason === "content-filter";
          if (!steeringRun?.hasPendingMessages() && (isTruncated || !steeringRun?.promoteQueuedMessage())) return false;
          if (steps[steps.length - 1].finishReason === "error") {
            steeringEndReason = "error";
            return false;
          }
        }
        if (await isStopConditionMet({
          stopConditions,
          steps
        })) {
          steeringEndReason = "stop-condition";
          return false;
        }
        return true;
      };
      do {
        if (steps.length > 0) mergedAbortSignal?.throwIfAborted();
        const stepTimeoutId = setAbortTimeout({
          abortController: stepAbortController,
          label: "Step",
          timeoutMs: stepTimeoutMs
        });
        const stepNumber = steps.length;
        const steeringMessages = steeringRun?.takeMessages() ?? [];
        if (steeringMessages.length > 0) messagesForNextStep = [...messagesForNextStep, ...steeringMessages];
        try {
          await runInTracingChannelSpan({
            type: "step",
            event: {
              callId,
              stepNumber
            },
            execute: async () => {
              const accumulatedResponseMessages = [...initialResponseMessages, ...steps.flatMap((step) => step.response.messages)];
              const stepInputMessages = messagesForNextStep;
              const prepareStepResult = await prepareStep?.({
                model,
                steps,
                stepNumber: steps.length,
                instructions: instructionsForNextStep,
                initialInstructions: initialPrompt.instructions,
                messages: stepInputMessages,
                initialMessages,
                responseMessages: accumulatedResponseMessages,
                ...steeringMessages.length > 0 ? { experimental_steeringMessages: steeringMessages } : {},
                runtimeContext,
                toolsContext,
                experimental_sandbox: sandbox
              });
              const stepSandbox = prepareStepResult?.experimental_sandbox ?? sandbox;
              const stepModel = resolveLanguageModel(prepareStepResult?.model ?? model);
              const stepInstructions = prepareStepResult?.instructions ?? prepareStepResult?.system ?? instructionsForNextStep;
              runtimeContext = prepareStepResult?.runtimeContext ?? runtimeContext;
              toolsContext = prepareStepResult?.toolsContext ?? toolsContext;
              const stepActiveTools = filterActiveTools({
                tools,
                activeTools: prepareStepResult?.activeTools ?? activeTools
              });
              const { executionTools, modelTools: stepModelTools, toolCallerMessages } = prepareToolsForToolCallers({
                tools: prepareToolSearch(stepActiveTools, {
                  toolsContext,
                  experimental_sandbox: stepSandbox
                }),
                toolCallers: resolvedToolCallers
              });
              const stepToolOrder = prepareStepResult?.toolOrder ?? toolOrder;
              const stepTools = await prepareTools({
                tools: stepModelTools,
                toolOrder: stepToolOrder,
                toolsContext,
                experimental_sandbox: stepSandbox
              });
              const stepToolChoice = prepareToolChoice({ toolChoice: prepareStepResult?.toolChoice ?? toolChoice });
              const stepExecutionTools = stepToolChoice.type === "none" ? void 0 : executionTools;
              const stepMessages = appendToolCallerMessages({
                messages: prepareStepResult?.messages ?? stepInputMessages,
                toolCallerMessages
              });
              const deliveredSteeringMessages = (steeringRun?.resolveTakenMessages({
                stepNumber,
                sentMessages: stepMessages
              }) ?? []).map(({ message }) => message);
              const promptMessages = await convertToLanguageModelPrompt({
                prompt: {
                  instructions: stepInstructions,
                  messages: stepMessages
                },
                supportedUrls: await stepModel.supportedUrls,
                download: download2,
                abortSignal: mergedAbortSignal,
                provider: stepModel.provider.split(".")[0]
              });
              const stepProviderOptions = mergeObjects(providerOptions, prepareStepResult?.providerOptions);
              const stepCallSettings = prepareStepCallSettings({
                callSettings: callSettings2,
                stepSettings: prepareStepResult
              });
              const stepStartEvent = {
                callId,
                provider: stepModel.provider,
                modelId: stepModel.modelId,
                stepNumber,
                instructions: stepInstructions,
                messages: stepMessages,
                tools,
                toolChoice: prepareStepResult?.toolChoice ?? toolChoice,
                activeTools: prepareStepResult?.activeTools ?? activeTools,
                toolOrder: stepToolOrder,
                steps: [...steps],
                providerOptions: stepProviderOptions,
                output,
                runtimeContext,
                promptMessages,
                stepTools,
                stepToolChoice,
                toolsContext
              };
              await notify({
                event: stepStartEvent,
                callbacks: [resolvedOnStepStart, telemetryDispatcher.onStepStart]
              });
              openStep = stepStartEvent;
              const languageModelCallContext = {
                provider: stepModel.provider,
                modelId: stepModel.modelId,
                instructions: stepInstructions,
                messages: stepMessages,
                tools: stepTools,
                ...stepCallSettings
              };
              const languageModelCallStartEvent = {
                callId,
                ...languageModelCallContext
              };
              const stepStartTimestampMs = now$4();
              await notify({
                event: languageModelCallStartEvent,
                callbacks: [resolvedOnLanguageModelCallStart, telemetryDispatcher.onLanguageModelCallStart]
              });
              const executeLanguageModelCallInTelemetryContext = telemetryDispatcher.executeLanguageModelCall ?? (async ({ execute }) => await execute());
              currentModelResponse = await retry(async () => {
                const result = await executeLanguageModelCallInTelemetryContext({
                  ...languageModelCallStartEvent,
                  execute: async () => {
                    const result2 = await stepModel.doGenerate({
                      ...stepCallSettings,
                      tools: stepTools,
                      toolChoice: stepToolChoice,
                      responseFormat: await output?.responseFormat,
                      prompt: promptMessages,
                      providerOptions: stepProviderOptions,
                      abortSignal: mergedAbortSignal,
                      headers: headersWithUserAgent
                    });
                    return {
                      ...result2,
                      ...result2.request && { request: sanitizeRequestMetadata(result2.request) }
                    };
                  }
                });
                return {
                  ...result,
                  response: {
                    id: result.response?.id ?? generateId2(),
                    timestamp: result.response?.timestamp ?? /* @__PURE__ */ new Date(),
                    modelId: result.response?.modelId ?? stepModel.modelId,
                    headers: result.response?.headers,
                    body: result.response?.body
                  }
                };
              });
              const responseTimeMs = now$4() - stepStartTimestampMs;
              const stepUsage = asLanguageModelUsage(currentModelResponse.usage);
              const stepToolCalls = await Promise.all(currentModelResponse.content.filter((part) => part.type === "tool-call").map((toolCall) => parseToolCall({
                toolCall,
                tools: stepModelTools,
                repairToolCall: stepToolChoice.type === "none" ? void 0 : repairToolCall,
                refineToolInput: stepToolChoice.type === "none" ? void 0 : refineToolInput,
                instructions: stepInstructions,
                messages: stepMessages,
                abortSignal: mergedAbortSignal
              })));
              const toolApprovalRequests = {};
              const stepToolApprovalResponses = {};
              const blockedToolCallIds = /* @__PURE__ */ new Set();
              const generatedFileDataCache = /* @__PURE__ */ new WeakMap();
              const modelCallContent = await convertLanguageModelContent({
                content: currentModelResponse.content,
                toolCalls: stepToolCalls,
                toolOutputs: [],
                toolApprovalRequests: [],
                toolApprovalResponses: [],
                tools,
                download: download2,
                abortSignal: mergedAbortSignal,
                generatedFileDataCache
              });
              await notify({
                event: {
                  callId,
                  provider: stepModel.provider,
                  modelId: currentModelResponse.response.modelId,
                  finishReason: currentModelResponse.finishReason.unified,
                  usage: stepUsage,
                  content: modelCallContent,
                  responseId: currentModelResponse.response.id,
                  ...currentModelResponse.request?.url != null ? { request: { url: getRequestOrigin(currentModelResponse.request.url) } } : {},
                  ...currentModelResponse.providerMetadata != null ? { providerMetadata: currentModelResponse.providerMetadata } : {},
                  performance: {
                    responseTimeMs,
                    effectiveOutputTokensPerSecond: calculateTokensPerSecond({
                      tokens: stepUsage.outputTokens,
                      durationMs: responseTimeMs
                    }),
                    outputTokensPerSecond: void 0,
                    inputTokensPerSecond: void 0,
                    effectiveTotalTokensPerSecond: calculateTokensPerSecond({
                      tokens: sumTokenCounts(stepUsage.inputTokens, stepUsage.outputTokens),
                      durationMs: responseTimeMs
                    }),
                    timeToFirstOutputMs: void 0
                  }
                },
                callbacks: [resolvedOnLanguageModelCallEnd, telemetryDispatcher.onLanguageModelCallEnd]
              });
              const enforcedToolChoice = stepToolChoice.type === "auto" ? void 0 : stepToolChoice;
              if (enforcedToolChoice != null && (enforcedToolChoice.type === "none" ? stepToolCalls.length > 0 : currentModelResponse.finishReason.unified !== "interrupted" && !stepToolCalls.some((toolCall) => enforcedToolChoice.type === "required" || toolCall.toolName === enforcedToolChoice.toolName))) throw new ToolChoiceViolationError({
                toolChoice: enforcedToolChoice,
                finishReason: currentModelResponse.finishReason.unified,
                provider: stepModel.provider,
                modelId: stepModel.modelId,
                content: currentModelResponse.content
              });
              for (const toolCall of stepToolCalls) {
                if (toolCall.invalid) continue;
                const tool2 = getOwn(stepExecutionTools, toolCall.toolName);
                if (tool2 == null) continue;
                if (tool2.onInputStart != null || tool2.onInputAvailable != null) {
                  const context = await validateToolContext({
                    toolName: toolCall.toolName,
                    context: getOwn(toolsContext, toolCall.toolName),
                    contextSchema: tool2.contextSchema
                  });
                  if (tool2.onInputStart != null) await tool2.onInputStart({
                    toolCallId: toolCall.toolCallId,
                    messages: stepMessages,
                    abortSignal: mergedAbortSignal,
                    context
                  });
                  if (tool2.onInputAvailable != null) await tool2.onInputAvailable({
                    input: toolCall.input,
                    toolCallId: toolCall.toolCallId,
                    messages: stepMessages,
                    abortSignal: mergedAbortSignal,
                    context
                  });
                }
                const toolApprovalStatus = await resolveToolApproval({
                  tools: stepExecutionTools,
                  toolApproval,
                  toolCall,
                  messages: stepMessages,
                  toolsContext,
                  runtimeContext
                });
                if (toolApprovalStatus.type === "not-applicable") continue;
                const approvalId = generateId2();
                const signature = await maybeSignApproval({
                  secret: experimental_toolApprovalSecret,
                  approvalId,
                  toolCallId: toolCall.toolCallId,
                  toolName: toolCall.toolName,
                  input: toolCall.input
                });
                switch (toolApprovalStatus.type) {
                  case "user-approval":
                    toolApprovalRequests[toolCall.toolCallId] = {
                      type: "tool-approval-request",
                      approvalId,
                      toolCall,
                      ...toolApprovalStatus.reason != null ? { reason: toolApprovalStatus.reason } : {},
                      ...signature != null ? { signature } : {}
                    };
                    blockedToolCallIds.add(toolCall.toolCallId);
                    break;
                  case "approved":
                    toolApprovalRequests[toolCall.toolCallId] = {
                      type: "tool-approval-request",
                      approvalId,
                      toolCall,
                      isAutomatic: true,
                      ...signature != null ? { signature } : {}
                    };
                    stepToolApprovalResponses[toolCall.toolCallId] = {
                      type: "tool-approval-response",
                      approvalId,
                      toolCall,
                      approved: true,
                      reason: toolApprovalStatus.reason,
                      providerExecuted: toolCall.providerExecuted
                    };
                    break;
                  case "denied":
                    toolApprovalRequests[toolCall.toolCallId] = {
                      type: "tool-approval-request",
                      approvalId,
                      toolCall,
                      isAutomatic: true,
                      ...signature != null ? { signature } : {}
                    };
                    stepToolApprovalResponses[toolCall.toolCallId] = {
                      type: "tool-approval-response",
                      approvalId,
                      toolCall,
                      approved: false,
                      reason: toolApprovalStatus.reason,
                      providerExecuted: toolCall.providerExecuted
                    };
                    blockedToolCallIds.add(toolCall.toolCallId);
                }
              }
              const invalidToolCalls = stepToolCalls.filter((toolCall) => toolCall.invalid && toolCall.dynamic && !toolCall.providerExecuted);
              clientToolOutputs = [];
              for (const toolCall of invalidToolCalls) clientToolOutputs.push({
                type: "tool-error",
                toolCallId: toolCall.toolCallId,
                toolName: toolCall.toolName,
                input: toolCall.input,
                error: getErrorMessage(toolCall.error),
                dynamic: true
              });
              clientToolCalls = stepToolCalls.filter((toolCall) => !toolCall.providerExecuted);
              toolApprovalResponses = Object.values(stepToolApprovalResponses);
              deniedToolApprovalResponses = toolApprovalResponses.filter((toolApprovalResponse) => toolApprovalResponse.approved === false);
              const toolExecutionMs = {};
              if (stepExecutionTools != null && isToolExecutionAllowedFinishReason(currentModelResponse.finishReason.unified)) {
                const toolExecutionResults = await executeTools({
                  toolCalls: clientToolCalls.filter((toolCall) => !toolCall.invalid && !blockedToolCallIds.has(toolCall.toolCallId)),
                  tools: stepExecutionTools,
                  callId,
                  messages: stepMessages,
                  abortSignal: mergedAbortSignal,
                  timeout,
                  experimental_sandbox: stepSandbox,
                  toolsContext,
                  onToolExecutionStart: (event) => notify({
                    event,
                    callbacks: [resolvedOnToolExecutionStart, telemetryDispatcher.onToolExecutionStart]
                  }),
                  onToolExecutionEnd: (event) => notify({
                    event,
                    callbacks: [resolvedOnToolExecutionEnd, telemetryDispatcher.onToolExecutionEnd]
                  }),
                  executeToolInTelemetryContext: telemetryDispatcher.executeTool,
                  runInTracingChannelSpan,
                  toolCallConcurrency: resolvedToolCallConcurrency
                });
                for (const result of toolExecutionResults) {
                  toolExecutionMs[result.output.toolCallId] = result.toolExecutionMs;
                  clientToolOutputs.push(result.output);
                }
              }
              const stepTimeMs = now$4() - stepStartTimestampMs;
              const stepPerformance = {
                effectiveOutputTokensPerSecond: calculateTokensPerSecond({
                  tokens: stepUsage.outputTokens,
                  durationMs: responseTimeMs
                }),
                outputTokensPerSecond: void 0,
                inputTokensPerSecond: void 0,
                effectiveTotalTokensPerSecond: calculateTokensPerSecond({
                  tokens: sumTokenCounts(stepUsage.inputTokens, stepUsage.outputTokens),
                  durationMs: responseTimeMs
                }),
                stepTimeMs,
                responseTimeMs,
                toolExecutionMs,
                timeToFirstOutputMs: void 0
              };
              for (const toolCall of stepToolCalls) {
                if (!toolCall.providerExecuted) continue;
                const tool2 = getOwn(stepExecutionTools, toolCall.toolName);
                if (tool2?.type === "provider" && tool2.supportsDeferredResults) {
                  if (!currentModelResponse.content.some((part) => part.type === "tool-result" && part.toolCallId === toolCall.toolCallId)) pendingDeferredToolCalls.set(toolCall.toolCallId, { toolName: toolCall.toolName });
                }
              }
              for (const part of currentModelResponse.content) if (part.type === "tool-result") pendingDeferredToolCalls.delete(part.toolCallId);
              const stepContent = await convertLanguageModelContent({
                content: currentModelResponse.content,
                toolCalls: stepToolCalls,
                toolOutputs: clientToolOutputs,
                toolApprovalRequests: Object.values(toolApprovalRequests),
                toolApprovalResponses,
                tools,
                download: download2,
                abortSignal: mergedAbortSignal,
                generatedFileDataCache
              });
              const stepResponseMessages = await toResponseMessages({
                content: stepContent,
                tools
              });
              const stepRequest = {
                ...currentModelResponse.request,
                body: include.requestBody ? currentModelResponse.request?.body : void 0,
                messages: include.requestMessages ? cloneModelMessages(stepMessages) : void 0
              };
              const stepResponse = {
                ...currentModelResponse.response,
                messages: cloneModelMessages(stepResponseMessages),
                body: include.responseBody ? currentModelResponse.response?.body : void 0
              };
              const currentStepResult = new DefaultStepResult({
                callId,
                stepNumber,
                provider: stepModel.provider,
                modelId: stepModel.modelId,
                runtimeContext,
                content: stepContent,
                finishReason: currentModelResponse.finishReason.unified,
                rawFinishReason: currentModelResponse.finishReason.raw,
                usage: stepUsage,
                performance: stepPerformance,
                warnings: currentModelResponse.warnings,
                providerMetadata: currentModelResponse.providerMetadata,
                request: stepRequest,
                response: stepResponse,
                toolsContext,
                steeringMessages: deliveredSteeringMessages
              });
              logWarnings({
                warnings: currentModelResponse.warnings ?? [],
                provider: stepModel.provider,
                model: stepModel.modelId
              });
              steps.push(currentStepResult);
              instructionsForNextStep = stepInstructions;
              messagesForNextStep = [...stepMessages, ...stepResponseMessages];
              openStep = void 0;
              await notify({
                event: currentStepResult,
                callbacks: [resolvedOnStepEnd, telemetryDispatcher.onStepEnd]
              });
              return currentStepResult;
            }
          });
        } finally {
          if (stepTimeoutId != null) clearTimeout(stepTimeoutId);
        }
      } while (await shouldStartNextStep());
      steeringRun?.end(steeringEndReason);
      const lastStep = steps[steps.length - 1];
      const totalUsage = steps.reduce((totalUsage2, step) => {
        return addLanguageModelUsage(totalUsage2, step.usage);
      }, {
        inputTokens: void 0,
        inputTokenDetails: {
          noCacheTokens: void 0,
          cacheReadTokens: void 0,
          cacheWriteTokens: void 0
        },
        outputTokens: void 0,
        outputTokenDetails: {
          textTokens: void 0,
          reasoningTokens: void 0
        },
        totalTokens: void 0
      });
      const files = steps.flatMap((step) => step.files);
      const sources = steps.flatMap((step) => step.sources);
      const toolCalls = steps.flatMap((step) => step.toolCalls);
      const staticToolCalls = steps.flatMap((step) => step.staticToolCalls);
      const dynamicToolCalls = steps.flatMap((step) => step.dynamicToolCalls);
      const toolResults = steps.flatMap((step) => step.toolResults);
      const staticToolResults = steps.flatMap((step) => step.staticToolResults);
      const dynamicToolResults = steps.flatMap((step) => step.dynamicToolResults);
      const warnings = steps.flatMap((step) => step.warnings ?? []);
      await notify({
        event: {
          callId,
          stepNumber: lastStep.stepNumber,
          model: lastStep.model,
          runtimeContext: lastStep.runtimeContext,
          finishReason: lastStep.finishReason,
          rawFinishReason: lastStep.rawFinishReason,
          usage: totalUsage,
          totalUsage,
          content: steps.flatMap((step) => step.content),
          text: lastStep.text,
          reasoning: lastStep.reasoning,
          reasoningText: lastStep.reasoningText,
          files,
          sources,
          toolCalls,
          staticToolCalls,
          dynamicToolCalls,
          toolResults,
          staticToolResults,
          dynamicToolResults,
          responseMessages: [...initialResponseMessages, ...steps.flatMap((step) => step.response.messages)],
          warnings,
          request: lastStep.request,
          response: lastStep.response,
          providerMetadata: lastStep.providerMetadata,
          steps,
          finalStep: lastStep,
          toolsContext
        },
        callbacks: [onEnd, telemetryDispatcher.onEnd]
      });
      let resolvedOutput;
      if (lastStep.finishReason === "stop" || lastStep.finishReason !== "tool-calls" && lastStep.text.length > 0) {
        const outputSpecification = output ?? text();
        const textForOutput = (await outputSpecification.responseFormat)?.type === "json" ? currentModelResponse.structuredOutputText ?? lastStep.text : lastStep.text;
        resolvedOutput = await outputSpecification.parseCompleteOutput({ text: textForOutput }, {
          response: lastStep.response,
          usage: lastStep.usage,
          finishReason: lastStep.finishReason
        });
      }
      return new DefaultGenerateTextResult({
        initialResponseMessages,
        steps,
        totalUsage,
        output: resolvedOutput
      });
    } catch (error) {
      const wrappedError = wrapGatewayError(error);
      steeringRun?.end(mergedAbortSignal?.aborted ? "aborted" : "error");
      if (openStep != null) await notify({
        event: {
          ...openStep,
          error: wrappedError
        },
        callbacks: [onStepError, telemetryDispatcher.onStepError]
      });
      await telemetryDispatcher.onError?.({
        callId,
        error
      });
      throw wrappedError;
    }
  };
  return await runInTracingChannelSpan({
    type: "generateText",
    event: generateTextStartEvent,
    execute: executeGenerateText
  });
}
async function executeTools({ toolCalls, tools, callId, messages, abortSignal, timeout, experimental_sandbox: sandbox, toolsContext, onToolExecutionStart, onToolExecutionEnd, executeToolInTelemetryContext, runInTracingChannelSpan, toolCallConcurrency }) {
  return (await mapWithConcurrency({
    items: toolCalls,
    concurrency: toolCallConcurrency,
    abortSignal,
    execute: async (toolCall) => await executeToolCall({
      toolCall,
      tools,
      callId,
      messages,
      abortSignal,
      timeout,
      experimental_sandbox: sandbox,
      toolsContext,
      onToolExecutionStart,
      onToolExecutionEnd,
      executeToolInTelemetryContext,
      runInTracingChannelSpan
    })
  })).filter((result) => result != null);
}
var JsonToSseTransformStream = class extends TransformStream {
  constructor() {
    super({
      transform(part, controller) {
        controller.enqueue(`data: ${JSON.stringify(part)}

`);
      },
      flush(controller) {
        controller.enqueue("data: [DONE]\n\n");
      }
    });
  }
};
var z$1 = {
  NEVER,
  array: array2,
  boolean: boolean2,
  custom: custom2,
  discriminatedUnion: discriminatedUnion2,
  enum: _enum,
  extend: extend2,
  int,
  literal: literal2,
  looseObject,
  maximum: _lte,
  minLength: _minLength,
  never,
  nonnegative: _nonnegative,
  number: number2,
  object: object2,
  optional,
  pipe,
  positive: _positive,
  record: record2,
  refine,
  safeParse,
  startsWith: _startsWith,
  string: string2,
  transform,
  union: union2,
  unknown: unknown2
};
var z2 = {
  array,
  boolean,
  custom,
  discriminatedUnion,
  instanceof: _instanceof,
  lazy,
  literal,
  null: _null2,
  number,
  object,
  record,
  string,
  union,
  unknown
};
var jsonValueSchema = z2.lazy(() => z2.union([
  z2.null(),
  z2.string(),
  z2.number(),
  z2.boolean(),
  z2.record(z2.string(), jsonValueSchema.optional()),
  z2.array(jsonValueSchema)
]));
var providerMetadataSchema$1 = z2.record(z2.string(), z2.record(z2.string(), jsonValueSchema.optional()));
var citationSchema = z$1.object({
  source: z$1.discriminatedUnion("sourceType", [z$1.object({
    type: z$1.literal("source"),
    sourceType: z$1.literal("url"),
    id: z$1.string(),
    url: z$1.string(),
    title: z$1.optional(z$1.string()),
    providerMetadata: z$1.optional(providerMetadataSchema$1)
  }), z$1.object({
    type: z$1.literal("source"),
    sourceType: z$1.literal("document"),
    id: z$1.string(),
    mediaType: z$1.string(),
    title: z$1.string(),
    filename: z$1.optional(z$1.string()),
    providerMetadata: z$1.optional(providerMetadataSchema$1)
  })]),
  startIndex: z$1.optional(z$1.number().check(z$1.int()).check(z$1.nonnegative())),
  endIndex: z$1.optional(z$1.number().check(z$1.int()).check(z$1.nonnegative())),
  citedText: z$1.optional(z$1.string())
});
var toolMetadataSchema$1 = z$1.record(z$1.string(), z$1.optional(jsonValueSchema));
var uiMessageChunkSchema = lazySchema(() => zodSchema(z$1.union([
  z$1.looseObject({
    type: z$1.literal("text-start"),
    id: z$1.string(),
    providerMetadata: z$1.optional(providerMetadataSchema$1)
  }),
  z$1.looseObject({
    type: z$1.literal("text-delta"),
    id: z$1.string(),
    delta: z$1.string(),
    providerMetadata: z$1.optional(providerMetadataSchema$1)
  }),
  z$1.looseObject({
    type: z$1.literal("text-end"),
    id: z$1.string(),
    citations: z$1.optional(z$1.array(citationSchema)),
    providerMetadata: z$1.optional(providerMetadataSchema$1)
  }),
  z$1.looseObject({
    type: z$1.literal("error"),
    errorText: z$1.string()
  }),
  z$1.looseObject({
    type: z$1.literal("tool-input-start"),
    toolCallId: z$1.string(),
    toolName: z$1.string(),
    inputEncoding: z$1.optional(z$1.enum(["json", "text"])),
    providerExecuted: z$1.optional(z$1.boolean()),
    providerMetadata: z$1.optional(providerMetadataSchema$1),
    toolMetadata: z$1.optional(toolMetadataSchema$1),
    dynamic: z$1.optional(z$1.boolean()),
    title: z$1.optional(z$1.string())
  }),
  z$1.looseObject({
    type: z$1.literal("tool-input-delta"),
    toolCallId: z$1.string(),
    inputTextDelta: z$1.string()
  }),
  z$1.looseObject({
    type: z$1.literal("tool-input-available"),
    toolCallId: z$1.string(),
    toolName: z$1.string(),
    input: z$1.unknown(),
    providerExecuted: z$1.optional(z$1.boolean()),
    providerMetadata: z$1.optional(providerMetadataSchema$1),
    toolMetadata: z$1.optional(toolMetadataSchema$1),
    dynamic: z$1.optional(z$1.boolean()),
    title: z$1.optional(z$1.string())
  }),
  z$1.looseObject({
    type: z$1.literal("tool-input-error"),
    toolCallId: z$1.string(),
    toolName: z$1.string(),
    input: z$1.unknown(),
    providerExecuted: z$1.optional(z$1.boolean()),
    providerMetadata: z$1.optional(providerMetadataSchema$1),
    toolMetadata: z$1.optional(toolMetadataSchema$1),
    dynamic: z$1.optional(z$1.boolean()),
    errorText: z$1.string(),
    title: z$1.optional(z$1.string())
  }),
  z$1.looseObject({
    type: z$1.literal("tool-approval-request"),
    approvalId: z$1.string(),
    toolCallId: z$1.string(),
    approvalDescriptor: z$1.optional(z$1.unknown()),
    inputSchemaInput: z$1.optional(z$1.unknown()),
    reason: z$1.optional(z$1.string()),
    isAutomatic: z$1.optional(z$1.boolean()),
    signature: z$1.optional(z$1.string())
  }),
  z$1.looseObject({
    type: z$1.literal("tool-approval-response"),
    approvalId: z$1.string(),
    approved: z$1.boolean(),
    reason: z$1.optional(z$1.string()),
    providerExecuted: z$1.optional(z$1.boolean()),
    providerMetadata: z$1.optional(providerMetadataSchema$1)
  }),
  z$1.looseObject({
    type: z$1.literal("tool-output-available"),
    toolCallId: z$1.string(),
    output: z$1.unknown(),
    providerExecuted: z$1.optional(z$1.boolean()),
    providerMetadata: z$1.optional(providerMetadataSchema$1),
    toolMetadata: z$1.optional(toolMetadataSchema$1),
    dynamic: z$1.optional(z$1.boolean()),
    preliminary: z$1.optional(z$1.boolean())
  }),
  z$1.looseObject({
    type: z$1.literal("tool-output-error"),
    toolCallId: z$1.string(),
    errorText: z$1.string(),
    providerExecuted: z$1.optional(z$1.boolean()),
    providerMetadata: z$1.optional(providerMetadataSchema$1),
    toolMetadata: z$1.optional(toolMetadataSchema$1),
    dynamic: z$1.optional(z$1.boolean())
  }),
  z$1.looseObject({
    type: z$1.literal("tool-output-denied"),
    toolCallId: z$1.string()
  }),
  z$1.looseObject({
    type: z$1.literal("reasoning-start"),
    id: z$1.string(),
    providerMetadata: z$1.optional(providerMetadataSchema$1)
  }),
  z$1.looseObject({
    type: z$1.literal("reasoning-delta"),
    id: z$1.string(),
    delta: z$1.string(),
    providerMetadata: z$1.optional(providerMetadataSchema$1)
  }),
  z$1.looseObject({
    type: z$1.literal("reasoning-end"),
    id: z$1.string(),
    providerMetadata: z$1.optional(providerMetadataSchema$1)
  }),
  z$1.looseObject({
    type: z$1.literal("custom"),
    kind: z$1.pipe(z$1.string(), z$1.transform((value) => value)),
    providerMetadata: z$1.optional(providerMetadataSchema$1)
  }),
  z$1.looseObject({
    type: z$1.literal("source-url"),
    sourceId: z$1.string(),
    url: z$1.string(),
    title: z$1.optional(z$1.string()),
    providerMetadata: z$1.optional(providerMetadataSchema$1)
  }),
  z$1.looseObject({
    type: z$1.literal("source-document"),
    sourceId: z$1.string(),
    mediaType: z$1.string(),
    title: z$1.string(),
    filename: z$1.optional(z$1.string()),
    providerMetadata: z$1.optional(providerMetadataSchema$1)
  }),
  z$1.looseObject({
    type: z$1.literal("file"),
    url: z$1.string(),
    mediaType: z$1.string(),
    providerMetadata: z$1.optional(providerMetadataSchema$1)
  }),
  z$1.looseObject({
    type: z$1.literal("reasoning-file"),
    url: z$1.string(),
    mediaType: z$1.string(),
    providerMetadata: z$1.optional(providerMetadataSchema$1)
  }),
  z$1.looseObject({
    type: z$1.literal("steering-message"),
    id: z$1.string(),
    parts: z$1.array(z$1.union([z$1.looseObject({
      type: z$1.literal("text"),
      text: z$1.string(),
      providerMetadata: z$1.optional(providerMetadataSchema$1)
    }), z$1.looseObject({
      type: z$1.literal("file"),
      mediaType: z$1.string(),
      url: z$1.string(),
      filename: z$1.optional(z$1.string()),
      providerReference: z$1.optional(z$1.record(z$1.string(), z$1.string())),
      providerMetadata: z$1.optional(providerMetadataSchema$1)
    })]))
  }),
  z$1.looseObject({
    type: z$1.custom((value) => typeof value === "string" && value.startsWith("data-"), { message: 'Type must start with "data-"' }),
    id: z$1.optional(z$1.string()),
    data: z$1.unknown(),
    transient: z$1.optional(z$1.boolean())
  }),
  z$1.looseObject({ type: z$1.literal("start-step") }),
  z$1.looseObject({ type: z$1.literal("finish-step") }),
  z$1.looseObject({ type: z$1.literal("reset-step") }),
  z$1.looseObject({
    type: z$1.literal("start"),
    messageId: z$1.optional(z$1.string()),
    messageMetadata: z$1.optional(z$1.unknown())
  }),
  z$1.looseObject({
    type: z$1.literal("finish"),
    finishReason: z$1.optional(z$1.enum([
      "stop",
      "length",
      "content-filter",
      "tool-calls",
      "error",
      "interrupted",
      "other"
    ])),
    messageMetadata: z$1.optional(z$1.unknown())
  }),
  z$1.looseObject({
    type: z$1.literal("abort"),
    reason: z$1.optional(z$1.string())
  }),
  z$1.looseObject({
    type: z$1.literal("message-metadata"),
    messageMetadata: z$1.unknown()
  })
])));
var originalGenerateId$3 = createIdGenerator({
  prefix: "aitxt",
  size: 24
});
var originalGenerateCallId$8 = createIdGenerator({
  prefix: "call",
  size: 24
});
var originalGenerateId$2 = createIdGenerator({
  prefix: "aitxt",
  size: 24
});
var originalGenerateCallId$7 = createIdGenerator({
  prefix: "call",
  size: 24
});
function findInvalidJsonValuePath(value, path = [], visited = /* @__PURE__ */ new WeakSet()) {
  switch (typeof value) {
    case "number":
      return Number.isFinite(value) ? void 0 : [...path];
    case "bigint":
    case "symbol":
    case "function":
      return [...path];
    case "object": {
      if (value === null || visited.has(value)) return;
      visited.add(value);
      const keys = Array.isArray(value) ? value.keys() : Object.keys(value);
      for (const key of keys) {
        if (key === "__proto__") continue;
        path.push(key);
        const invalidPath = findInvalidJsonValuePath(value[key], path, visited);
        if (invalidPath != null) return invalidPath;
        path.pop();
      }
      return;
    }
    default:
      return;
  }
}
function withJsonValueCheck(schema, jsonValuePath = []) {
  return z$1.pipe(z$1.unknown().check((context) => {
    let jsonValue = context.value;
    for (const key of jsonValuePath) jsonValue = jsonValue != null && typeof jsonValue === "object" ? jsonValue[key] : void 0;
    const invalidPath = findInvalidJsonValuePath(jsonValue);
    if (invalidPath != null) context.issues.push({
      code: "custom",
      message: "Invalid JSON value. Expected null, a string, a finite number, a boolean, an array, or an object.",
      input: context.value,
      path: [...jsonValuePath, ...invalidPath]
    });
  }), schema);
}
var toolMetadataSchema = withJsonValueCheck(z$1.record(z$1.string(), z$1.optional(jsonValueSchema)));
var providerMetadataSchema = withJsonValueCheck(providerMetadataSchema$1);
var providerReferenceSchema$1 = z$1.record(z$1.string(), z$1.string());
var uiCitationSchema = withJsonValueCheck(citationSchema, ["source", "providerMetadata"]);
function arrayUntilFirstInvalidElement(selectElementSchema) {
  return z$1.pipe(z$1.array(z$1.unknown()), z$1.transform((elements, context) => {
    const validatedElements = [];
    for (const [index, element] of elements.entries()) {
      const result = z$1.safeParse(selectElementSchema(element), element);
      if (!result.success) {
        for (const issue of result.error.issues) context.issues.push({
          ...issue,
          path: [index, ...issue.path]
        });
        return z$1.NEVER;
      }
      validatedElements.push(result.data);
    }
    return validatedElements;
  }));
}
var uiMessagesSchema = lazySchema(() => {
  const approvalRequestedSchema = z$1.object({
    id: z$1.string(),
    approved: z$1.optional(z$1.never()),
    descriptor: z$1.optional(z$1.unknown()),
    requestReason: z$1.optional(z$1.string()),
    reason: z$1.optional(z$1.never()),
    isAutomatic: z$1.optional(z$1.boolean()),
    signature: z$1.optional(z$1.string()),
    inputSchemaInput: z$1.optional(z$1.unknown())
  });
  const approvalRespondedSchema = z$1.extend(approvalRequestedSchema, {
    approved: z$1.boolean(),
    reason: z$1.optional(z$1.string())
  });
  const approvalGrantedSchema = z$1.extend(approvalRespondedSchema, { approved: z$1.literal(true) });
  const approvalDeniedSchema = z$1.extend(approvalRespondedSchema, { approved: z$1.literal(false) });
  const steeringMessagePartSchema = z$1.discriminatedUnion("type", [z$1.object({
    type: z$1.literal("text"),
    text: z$1.string(),
    providerMetadata: z$1.optional(providerMetadataSchema)
  }), z$1.object({
    type: z$1.literal("file"),
    mediaType: z$1.string(),
    filename: z$1.optional(z$1.string()),
    url: z$1.string(),
    providerReference: z$1.optional(providerReferenceSchema$1),
    providerMetadata: z$1.optional(providerMetadataSchema)
  })]);
  const invalidPartTypeMessage = 'Invalid UI message part type. Expected a known part type (for example "text" or "dynamic-tool") or a type starting with "data-" or "tool-".';
  const staticPartSchema = z$1.discriminatedUnion("type", [
    z$1.object({
      type: z$1.literal("text"),
      text: z$1.string(),
      citations: z$1.optional(arrayUntilFirstInvalidElement(() => uiCitationSchema)),
      state: z$1.optional(z$1.enum(["streaming", "done"])),
      providerMetadata: z$1.optional(providerMetadataSchema)
    }),
    z$1.object({
      type: z$1.literal("reasoning"),
      id: z$1.optional(z$1.string()),
      text: z$1.string(),
      state: z$1.optional(z$1.enum(["streaming", "done"])),
      providerMetadata: z$1.optional(providerMetadataSchema)
    }),
    z$1.object({
      type: z$1.literal("custom"),
      kind: z$1.string(),
      providerMetadata: z$1.optional(providerMetadataSchema)
    }),
    z$1.object({
      type: z$1.literal("source-url"),
      sourceId: z$1.string(),
      url: z$1.string(),
      title: z$1.optional(z$1.string()),
      providerMetadata: z$1.optional(providerMetadataSchema)
    }),
    z$1.object({
      type: z$1.literal("source-document"),
      sourceId: z$1.string(),
      mediaType: z$1.string(),
      title: z$1.string(),
      filename: z$1.optional(z$1.string()),
      providerMetadata: z$1.optional(providerMetadataSchema)
    }),
    z$1.object({
      type: z$1.literal("file"),
      mediaType: z$1.string(),
      filename: z$1.optional(z$1.string()),
      url: z$1.string(),
      providerReference: z$1.optional(providerReferenceSchema$1),
      providerMetadata: z$1.optional(providerMetadataSchema)
    }),
    z$1.object({
      type: z$1.literal("reasoning-file"),
      mediaType: z$1.string(),
      url: z$1.string(),
      providerMetadata: z$1.optional(providerMetadataSchema)
    }),
    z$1.object({
      type: z$1.literal("steering-message"),
      id: z$1.string(),
      parts: arrayUntilFirstInvalidElement(() => steeringMessagePartSchema)
    }),
    z$1.object({ type: z$1.literal("step-start") })
  ], { error: (issue) => issue.code === "invalid_union" ? invalidPartTypeMessage : void 0 });
  const dataPartSchema = z$1.object({
    type: z$1.string().check(z$1.startsWith("data-")),
    id: z$1.optional(z$1.string()),
    data: z$1.unknown()
  });
  const dynamicToolPartSchema = z$1.discriminatedUnion("state", [
    z$1.object({
      type: z$1.literal("dynamic-tool"),
      dynamic: z$1.optional(z$1.literal(false)),
      toolName: z$1.string(),
      toolCallId: z$1.string(),
      title: z$1.optional(z$1.string()),
      toolMetadata: z$1.optional(toolMetadataSchema),
      state: z$1.literal("input-streaming"),
      input: z$1.optional(z$1.unknown()),
      rawInput: z$1.optional(z$1.string()),
      inputEncoding: z$1.optional(z$1.enum(["json", "text"])),
      providerExecuted: z$1.optional(z$1.boolean()),
      callProviderMetadata: z$1.optional(providerMetadataSchema),
      output: z$1.optional(z$1.never()),
      errorText: z$1.optional(z$1.never()),
      approval: z$1.optional(z$1.never())
    }),
    z$1.object({
      type: z$1.literal("dynamic-tool"),
      dynamic: z$1.optional(z$1.literal(false)),
      toolName: z$1.string(),
      toolCallId: z$1.string(),
      title: z$1.optional(z$1.string()),
      toolMetadata: z$1.optional(toolMetadataSchema),
      state: z$1.literal("input-available"),
      input: z$1.unknown(),
      providerExecuted: z$1.optional(z$1.boolean()),
      output: z$1.optional(z$1.never()),
      errorText: z$1.optional(z$1.never()),
      callProviderMetadata: z$1.optional(providerMetadataSchema),
      approval: z$1.optional(z$1.never())
    }),
    z$1.object({
      type: z$1.literal("dynamic-tool"),
      dynamic: z$1.optional(z$1.literal(false)),
      toolName: z$1.string(),
      toolCallId: z$1.string(),
      title: z$1.optional(z$1.string()),
      toolMetadata: z$1.optional(toolMetadataSchema),
      state: z$1.literal("approval-requested"),
      input: z$1.unknown(),
      providerExecuted: z$1.optional(z$1.boolean()),
      output: z$1.optional(z$1.never()),
      errorText: z$1.optional(z$1.never()),
      callProviderMetadata: z$1.optional(providerMetadataSchema),
      approval: approvalRequestedSchema
    }),
    z$1.object({
      type: z$1.literal("dynamic-tool"),
      dynamic: z$1.optional(z$1.literal(false)),
      toolName: z$1.string(),
      toolCallId: z$1.string(),
      title: z$1.optional(z$1.string()),
      toolMetadata: z$1.optional(toolMetadataSchema),
      state: z$1.literal("approval-responded"),
      input: z$1.unknown(),
      providerExecuted: z$1.optional(z$1.boolean()),
      output: z$1.optional(z$1.never()),
      errorText: z$1.optional(z$1.never()),
      callProviderMetadata: z$1.optional(providerMetadataSchema),
      approval: approvalRespondedSchema
    }),
    z$1.object({
      type: z$1.literal("dynamic-tool"),
      dynamic: z$1.optional(z$1.literal(false)),
      toolName: z$1.string(),
      toolCallId: z$1.string(),
      title: z$1.optional(z$1.string()),
      toolMetadata: z$1.optional(toolMetadataSchema),
      state: z$1.literal("output-available"),
      input: z$1.unknown(),
      providerExecuted: z$1.optional(z$1.boolean()),
      output: z$1.unknown(),
      errorText: z$1.optional(z$1.never()),
      callProviderMetadata: z$1.optional(providerMetadataSchema),
      resultProviderMetadata: z$1.optional(providerMetadataSchema),
      preliminary: z$1.optional(z$1.boolean()),
      approval: z$1.optional(approvalGrantedSchema)
    }),
    z$1.object({
      type: z$1.literal("dynamic-tool"),
      dynamic: z$1.optional(z$1.literal(false)),
      toolName: z$1.string(),
      toolCallId: z$1.string(),
      title: z$1.optional(z$1.string()),
      toolMetadata: z$1.optional(toolMetadataSchema),
      state: z$1.literal("output-error"),
      input: z$1.optional(z$1.unknown()),
      rawInput: z$1.optional(z$1.unknown()),
      providerExecuted: z$1.optional(z$1.boolean()),
      output: z$1.optional(z$1.never()),
      errorText: z$1.string(),
      callProviderMetadata: z$1.optional(providerMetadataSchema),
      resultProviderMetadata: z$1.optional(providerMetadataSchema),
      approval: z$1.optional(approvalGrantedSchema)
    }),
    z$1.object({
      type: z$1.literal("dynamic-tool"),
      dynamic: z$1.optional(z$1.literal(false)),
      toolName: z$1.string(),
      toolCallId: z$1.string(),
      title: z$1.optional(z$1.string()),
      toolMetadata: z$1.optional(toolMetadataSchema),
      state: z$1.literal("output-denied"),
      input: z$1.unknown(),
      providerExecuted: z$1.optional(z$1.boolean()),
      output: z$1.optional(z$1.never()),
      errorText: z$1.optional(z$1.never()),
      callProviderMetadata: z$1.optional(providerMetadataSchema),
      approval: approvalDeniedSchema
    })
  ]);
  const toolPartSchema = z$1.discriminatedUnion("state", [
    z$1.object({
      type: z$1.string().check(z$1.startsWith("tool-")),
      toolCallId: z$1.string(),
      title: z$1.optional(z$1.string()),
      toolMetadata: z$1.optional(toolMetadataSchema),
      state: z$1.literal("input-streaming"),
      providerExecuted: z$1.optional(z$1.boolean()),
      callProviderMetadata: z$1.optional(providerMetadataSchema),
      input: z$1.optional(z$1.unknown()),
      rawInput: z$1.optional(z$1.string()),
      inputEncoding: z$1.optional(z$1.enum(["json", "text"])),
      output: z$1.optional(z$1.never()),
      errorText: z$1.optional(z$1.never()),
      approval: z$1.optional(z$1.never())
    }),
    z$1.object({
      type: z$1.string().check(z$1.startsWith("tool-")),
      toolCallId: z$1.string(),
      title: z$1.optional(z$1.string()),
      toolMetadata: z$1.optional(toolMetadataSchema),
      state: z$1.literal("input-available"),
      providerExecuted: z$1.optional(z$1.boolean()),
      input: z$1.unknown(),
      output: z$1.optional(z$1.never()),
      errorText: z$1.optional(z$1.never()),
      callProviderMetadata: z$1.optional(providerMetadataSchema),
      approval: z$1.optional(z$1.never())
    }),
    z$1.object({
      type: z$1.string().check(z$1.startsWith("tool-")),
      toolCallId: z$1.string(),
      title: z$1.optional(z$1.string()),
      toolMetadata: z$1.optional(toolMetadataSchema),
      state: z$1.literal("approval-requested"),
      input: z$1.unknown(),
      providerExecuted: z$1.optional(z$1.boolean()),
      output: z$1.optional(z$1.never()),
      errorText: z$1.optional(z$1.never()),
      callProviderMetadata: z$1.optional(providerMetadataSchema),
      approval: approvalRequestedSchema
    }),
    z$1.object({
      type: z$1.string().check(z$1.startsWith("tool-")),
      toolCallId: z$1.string(),
      title: z$1.optional(z$1.string()),
      toolMetadata: z$1.optional(toolMetadataSchema),
      state: z$1.literal("approval-responded"),
      input: z$1.unknown(),
      providerExecuted: z$1.optional(z$1.boolean()),
      output: z$1.optional(z$1.never()),
      errorText: z$1.optional(z$1.never()),
      callProviderMetadata: z$1.optional(providerMetadataSchema),
      approval: approvalRespondedSchema
    }),
    z$1.object({
      type: z$1.string().check(z$1.startsWith("tool-")),
      toolCallId: z$1.string(),
      title: z$1.optional(z$1.string()),
      toolMetadata: z$1.optional(toolMetadataSchema),
      state: z$1.literal("output-available"),
      providerExecuted: z$1.optional(z$1.boolean()),
      input: z$1.unknown(),
      output: z$1.unknown(),
      errorText: z$1.optional(z$1.never()),
      callProviderMetadata: z$1.optional(providerMetadataSchema),
      resultProviderMetadata: z$1.optional(providerMetadataSchema),
      preliminary: z$1.optional(z$1.boolean()),
      approval: z$1.optional(approvalGrantedSchema)
    }),
    z$1.object({
      type: z$1.string().check(z$1.startsWith("tool-")),
      toolCallId: z$1.string(),
      title: z$1.optional(z$1.string()),
      toolMetadata: z$1.optional(toolMetadataSchema),
      state: z$1.literal("output-error"),
      providerExecuted: z$1.optional(z$1.boolean()),
      input: z$1.optional(z$1.unknown()),
      rawInput: z$1.optional(z$1.unknown()),
      output: z$1.optional(z$1.never()),
      errorText: z$1.string(),
      callProviderMetadata: z$1.optional(providerMetadataSchema),
      resultProviderMetadata: z$1.optional(providerMetadataSchema),
      approval: z$1.optional(approvalGrantedSchema)
    }),
    z$1.object({
      type: z$1.string().check(z$1.startsWith("tool-")),
      toolCallId: z$1.string(),
      title: z$1.optional(z$1.string()),
      toolMetadata: z$1.optional(toolMetadataSchema),
      state: z$1.literal("output-denied"),
      providerExecuted: z$1.optional(z$1.boolean()),
      input: z$1.unknown(),
      output: z$1.optional(z$1.never()),
      errorText: z$1.optional(z$1.never()),
      callProviderMetadata: z$1.optional(providerMetadataSchema),
      approval: approvalDeniedSchema
    })
  ]);
  const messageSchema = z$1.object({
    id: z$1.string(),
    role: z$1.enum([
      "system",
      "user",
      "assistant"
    ]),
    metadata: z$1.optional(z$1.unknown()),
    parts: arrayUntilFirstInvalidElement((part) => {
      const type = part?.type;
      if (typeof type === "string") {
        if (type.startsWith("data-")) return dataPartSchema;
        if (type.startsWith("tool-")) return toolPartSchema;
        if (type === "dynamic-tool") return dynamicToolPartSchema;
      }
      return staticPartSchema;
    })
  }).check((context) => {
    const message = context.value;
    if (message.role !== "assistant" && message.parts.length === 0) context.issues.push({
      continue: true,
      origin: "array",
      code: "too_small",
      minimum: 1,
      inclusive: true,
      input: message.parts,
      path: ["parts"],
      message: "Message must contain at least one part"
    });
  });
  return zodSchema(arrayUntilFirstInvalidElement(() => messageSchema).check(z$1.minLength(1, "Messages array must not be empty")));
});
var originalGenerateCallId$6 = createIdGenerator({
  prefix: "call",
  size: 24
});
var originalGenerateCallId$5 = createIdGenerator({
  prefix: "call",
  size: 24
});
var textEncoder = new TextEncoder();
var originalGenerateCallId$4 = createIdGenerator({
  prefix: "call",
  size: 24
});
var originalGenerateId$1 = createIdGenerator({
  prefix: "aiobj",
  size: 24
});
function createDownload(options) {
  const download$1 = ({ url: url2, abortSignal }) => download({
    url: url2,
    maxBytes: options?.maxBytes,
    abortSignal,
    fetch: options?.fetch
  });
  return ((requests) => Array.isArray(requests) ? Promise.all(requests.map((request) => request.isUrlSupportedByModel ? null : download$1(request))) : download$1(requests));
}
var { atob: atob$1 } = globalThis;
var originalGenerateId = createIdGenerator({
  prefix: "aiobj",
  size: 24
});
var originalGenerateCallId$3 = createIdGenerator({
  prefix: "call",
  size: 24
});
var defaultDownload$1 = createDownload();
var fileInlineDataSchema = z2.union([
  z2.string(),
  z2.custom(isUint8Array, { message: "Must be a Uint8Array" }),
  z2.custom(isArrayBuffer, { message: "Must be an ArrayBuffer" }),
  z2.custom(isBuffer, { message: "Must be a Buffer" })
]);
var providerReferenceSchema = z2.record(z2.string(), z2.string());
var textPartSchema = z2.object({
  type: z2.literal("text"),
  text: z2.string(),
  providerOptions: providerMetadataSchema$1.optional()
});
var imagePartSchema = z2.object({
  type: z2.literal("image"),
  image: z2.union([
    fileInlineDataSchema,
    z2.instanceof(URL),
    providerReferenceSchema
  ]),
  mediaType: z2.string().optional(),
  providerOptions: providerMetadataSchema$1.optional()
});
var taggedFileDataSchema = z2.discriminatedUnion("type", [
  z2.object({
    type: z2.literal("data"),
    data: fileInlineDataSchema
  }),
  z2.object({
    type: z2.literal("url"),
    url: z2.instanceof(URL)
  }),
  z2.object({
    type: z2.literal("reference"),
    reference: providerReferenceSchema
  }),
  z2.object({
    type: z2.literal("text"),
    text: z2.string()
  })
]);
var taggedReasoningFileDataSchema = z2.discriminatedUnion("type", [z2.object({
  type: z2.literal("data"),
  data: fileInlineDataSchema
}), z2.object({
  type: z2.literal("url"),
  url: z2.instanceof(URL)
})]);
var filePartSchema = z2.object({
  type: z2.literal("file"),
  data: z2.union([
    taggedFileDataSchema,
    fileInlineDataSchema,
    z2.instanceof(URL),
    providerReferenceSchema
  ]),
  filename: z2.string().optional(),
  mediaType: z2.string(),
  providerOptions: providerMetadataSchema$1.optional()
});
var reasoningPartSchema = z2.object({
  type: z2.literal("reasoning"),
  text: z2.string(),
  providerOptions: providerMetadataSchema$1.optional()
});
var customPartSchema = z2.object({
  type: z2.literal("custom"),
  kind: z2.string().transform((value) => value),
  providerOptions: providerMetadataSchema$1.optional()
});
var reasoningFilePartSchema = z2.object({
  type: z2.literal("reasoning-file"),
  data: z2.union([
    taggedReasoningFileDataSchema,
    fileInlineDataSchema,
    z2.instanceof(URL)
  ]),
  mediaType: z2.string(),
  providerOptions: providerMetadataSchema$1.optional()
});
var toolCallPartSchema = z2.object({
  type: z2.literal("tool-call"),
  toolCallId: z2.string(),
  toolName: z2.string(),
  input: z2.unknown(),
  providerOptions: providerMetadataSchema$1.optional(),
  providerExecuted: z2.boolean().optional()
});
var outputSchema = z2.discriminatedUnion("type", [
  z2.object({
    type: z2.literal("text"),
    value: z2.string(),
    providerOptions: providerMetadataSchema$1.optional()
  }),
  z2.object({
    type: z2.literal("json"),
    value: jsonValueSchema,
    providerOptions: providerMetadataSchema$1.optional()
  }),
  z2.object({
    type: z2.literal("execution-denied"),
    reason: z2.string().optional(),
    providerOptions: providerMetadataSchema$1.optional()
  }),
  z2.object({
    type: z2.literal("error-text"),
    value: z2.string(),
    providerOptions: providerMetadataSchema$1.optional()
  }),
  z2.object({
    type: z2.literal("error-json"),
    value: jsonValueSchema,
    providerOptions: providerMetadataSchema$1.optional()
  }),
  z2.object({
    type: z2.literal("content"),
    value: z2.array(z2.union([
      z2.object({
        type: z2.literal("text"),
        text: z2.string(),
        providerOptions: providerMetadataSchema$1.optional()
      }),
      z2.object({
        type: z2.literal("file"),
        data: taggedFileDataSchema,
        mediaType: z2.string(),
        filename: z2.string().optional(),
        providerOptions: providerMetadataSchema$1.optional()
      }),
      z2.object({
        type: z2.literal("file-data"),
        data: z2.string(),
        mediaType: z2.string(),
        filename: z2.string().optional(),
        providerOptions: providerMetadataSchema$1.optional()
      }),
      z2.object({
        type: z2.literal("file-url"),
        url: z2.string(),
        mediaType: z2.string().optional(),
        providerOptions: providerMetadataSchema$1.optional()
      }),
      z2.object({
        type: z2.literal("file-id"),
        fileId: z2.union([z2.string(), z2.record(z2.string(), z2.string())]),
        providerOptions: providerMetadataSchema$1.optional()
      }),
      z2.object({
        type: z2.literal("file-reference"),
        providerReference: z2.record(z2.string(), z2.string()),
        providerOptions: providerMetadataSchema$1.optional()
      }),
      z2.object({
        type: z2.literal("image-data"),
        data: z2.string(),
        mediaType: z2.string(),
        providerOptions: providerMetadataSchema$1.optional()
      }),
      z2.object({
        type: z2.literal("image-url"),
        url: z2.string(),
        providerOptions: providerMetadataSchema$1.optional()
      }),
      z2.object({
        type: z2.literal("image-file-id"),
        fileId: z2.union([z2.string(), z2.record(z2.string(), z2.string())]),
        providerOptions: providerMetadataSchema$1.optional()
      }),
      z2.object({
        type: z2.literal("image-file-reference"),
        providerReference: z2.record(z2.string(), z2.string()),
        providerOptions: providerMetadataSchema$1.optional()
      }),
      z2.object({
        type: z2.literal("custom"),
        providerOptions: providerMetadataSchema$1.optional()
      })
    ]))
  })
]);
var toolResultPartSchema = z2.object({
  type: z2.literal("tool-result"),
  toolCallId: z2.string(),
  toolName: z2.string(),
  output: outputSchema,
  providerOptions: providerMetadataSchema$1.optional()
});
var toolApprovalRequestSchema = z2.object({
  type: z2.literal("tool-approval-request"),
  approvalId: z2.string(),
  toolCallId: z2.string(),
  reason: z2.string().optional(),
  isAutomatic: z2.boolean().optional(),
  signature: z2.string().optional(),
  inputSchemaInput: z2.unknown().optional()
});
var toolApprovalResponseSchema = z2.object({
  type: z2.literal("tool-approval-response"),
  approvalId: z2.string(),
  approved: z2.boolean(),
  reason: z2.string().optional()
});
var systemModelMessageSchema = z2.object({
  role: z2.literal("system"),
  content: z2.string(),
  providerOptions: providerMetadataSchema$1.optional()
});
var userModelMessageSchema = z2.object({
  role: z2.literal("user"),
  content: z2.union([z2.string(), z2.array(z2.union([
    textPartSchema,
    imagePartSchema,
    filePartSchema
  ]))]),
  providerOptions: providerMetadataSchema$1.optional()
});
var assistantModelMessageSchema = z2.object({
  role: z2.literal("assistant"),
  content: z2.union([z2.string(), z2.array(z2.union([
    textPartSchema,
    customPartSchema,
    filePartSchema,
    reasoningPartSchema,
    reasoningFilePartSchema,
    toolCallPartSchema,
    toolResultPartSchema,
    toolApprovalRequestSchema
  ]))]),
  providerOptions: providerMetadataSchema$1.optional()
});
var toolModelMessageSchema = z2.object({
  role: z2.literal("tool"),
  content: z2.array(z2.union([toolResultPartSchema, toolApprovalResponseSchema])),
  providerOptions: providerMetadataSchema$1.optional()
});
var modelMessageSchema = z2.union([
  systemModelMessageSchema,
  userModelMessageSchema,
  assistantModelMessageSchema,
  toolModelMessageSchema
]);
var setupSchema = z$1.object({
  token: z$1.string().check(z$1.refine((value) => value.trim().length > 0)),
  url: z$1.string().check(z$1.refine((value) => {
    try {
      const url2 = new URL(value);
      return (url2.protocol === "ws:" || url2.protocol === "wss:") && url2.hostname !== "";
    } catch {
      return false;
    }
  })),
  expiresAt: z$1.optional(z$1.number().check(z$1.positive()).check(z$1.maximum(Number.MAX_SAFE_INTEGER))),
  tools: z$1.optional(z$1.array(z$1.object({
    type: z$1.literal("function"),
    name: z$1.string().check(z$1.minLength(1)),
    description: z$1.optional(z$1.string()),
    parameters: z$1.record(z$1.string(), z$1.unknown())
  })))
});
var name2 = "AI_NoSuchProviderError";
var marker2 = `vercel.ai.error.${name2}`;
var symbol2 = Symbol.for(marker2);
var originalGenerateCallId$2 = createIdGenerator({
  prefix: "call",
  size: 24
});
var originalGenerateCallId$1 = createIdGenerator({
  prefix: "call",
  size: 24
});
var defaultDownload = createDownload();
var originalGenerateCallId = createIdGenerator({
  prefix: "call",
  size: 24
});

// src/llm/model-tool.ts
var NO_TOOL_SUPPORT = /tool|function[_ ]call|--jinja/i;

// src/llm/review-model.ts
var REPAIR_ECHO_CHARS = 1e3;
var DEFAULT_SEED = 1;
var CONTEXT_OVERFLOW = /exceeds? the available context size|exceed_context_size|maximum context length|context_length_exceeded|context window|too many tokens|prompt is too long/i;
var MESSAGE_CHARS = 300;
function createReviewModel(options) {
  const { resolved } = options;
  const clean = createRedactor(options.secrets.map((value) => ({ name: "api-key", value })));
  globalThis.AI_SDK_LOG_WARNINGS = false;
  const seed = options.seed ?? (resolved.provider === "anthropic" ? void 0 : DEFAULT_SEED);
  let inFlight = 0;
  let toolsRefused;
  function loggedPrompt(call, messages) {
    return {
      system: call.prompt.system,
      prefix: call.prompt.prefix,
      instruction: clean(messages.length > 1 ? renderMessages(messages.slice(1)) : call.prompt.instruction)
    };
  }
  async function attempt(call, messages, signal, label) {
    const schema = jsonSchema(call.schema.jsonSchema, {
      validate: (value) => {
        const parsed = call.schema.reply.safeParse(value);
        return parsed.success ? { success: true, value: parsed.data } : { success: false, error: parsed.error };
      }
    });
    const record3 = (outcome, usage, reply) => options.debug?.({
      caller: call.caller,
      attempt: label,
      prompt: loggedPrompt(call, messages),
      ...reply !== void 0 ? { reply: clean(reply) } : {},
      outcome,
      usage
    });
    try {
      const toolbox = label === "first" && toolsRefused === void 0 ? call.tools : void 0;
      const result = await generateText({
        model: resolved.languageModel,
        instructions: call.prompt.system,
        messages,
        output: output_exports.object({ schema, name: call.schema.name, description: call.schema.description }),
        maxOutputTokens: call.maxOutputTokens,
        maxRetries: options.maxRetries,
        abortSignal: signal,
        temperature: options.temperature ?? 0,
        ...seed !== void 0 ? { seed } : {},
        providerOptions: { openai: { promptCacheKey: call.prompt.cacheKey } },
        ...toolbox && toolbox.tools.length > 0 ? toolOptions(toolbox) : {}
      });
      const { untrusted, ...usage } = usageFromSdk(result.usage);
      const ignored = result.warnings?.map((warning) => "setting" in warning ? `${warning.type}: ${String(warning.setting)}` : warning.type) ?? [];
      record3(withUntrusted(ignored.length > 0 ? `ok (the provider warned: ${ignored.join(", ")})` : "ok", untrusted), usage, result.text);
      return { kind: "ok", value: result.output, usage };
    } catch (error) {
      if (NoObjectGeneratedError.isInstance(error)) {
        const text2 = error.text ?? "";
        const { untrusted, ...usage } = usageFromSdk(error.usage);
        const unwrapped = parseUnwrapped(text2, call.schema);
        if (unwrapped !== void 0) {
          record3(withUntrusted("ok (unwrapped)", untrusted), usage, text2);
          return { kind: "ok", value: unwrapped, usage };
        }
        if (error.finishReason === "length") {
          const problem = `it reached the ${call.maxOutputTokens}-token output limit and was cut off (finish_reason: length)`;
          record3(withUntrusted("OUTPUT_TRUNCATED", untrusted), usage, text2);
          return { kind: "unusable", code: "OUTPUT_TRUNCATED", problem, text: text2, usage };
        }
        const diagnosis = diagnoseReply(text2, call.schema);
        record3(withUntrusted(diagnosis.code, untrusted), usage, text2);
        return { kind: "unusable", ...diagnosis, text: text2, usage };
      }
      if (NoOutputGeneratedError.isInstance(error)) {
        record3("NULL_RESPONSE", NO_USAGE);
        return { kind: "unusable", code: "NULL_RESPONSE", problem: "it was empty", text: "", usage: NO_USAGE };
      }
      throw error;
    }
  }
  async function firstAttempt(call, messages, signal) {
    try {
      return await attempt(call, messages, signal, "first");
    } catch (error) {
      const refusal = call.tools ? toolRefusal(error) : void 0;
      if (refusal === void 0) throw error;
      toolsRefused ??= refusal;
      return attempt(call, messages, signal, "first");
    }
  }
  return {
    id: `${resolved.provider}:${resolved.modelId}`,
    provider: resolved.provider,
    modelId: resolved.modelId,
    toolsRefused: () => toolsRefused,
    async generate(call) {
      const timeoutMs = options.slots ? options.timeoutMs * (1 + Math.floor(inFlight / options.slots)) : options.timeoutMs;
      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = AbortSignal.any([call.signal, timeout]);
      const messages = [
        {
          role: "user",
          content: [
            // The cache breakpoint: everything up to here (rules, change) is shared by all calls on the batch.
            { type: "text", text: call.prompt.prefix, providerOptions: { anthropic: { cacheControl: { type: "ephemeral" } } } },
            { type: "text", text: call.prompt.instruction }
          ]
        }
      ];
      let usage = NO_USAGE;
      let sent = messages;
      inFlight += 1;
      try {
        const first = await firstAttempt(call, messages, signal);
        usage = first.usage;
        if (first.kind === "ok") return { ok: true, value: first.value, usage, repaired: false };
        if (first.code === "OUTPUT_TRUNCATED") return { ok: false, code: first.code, message: clean(first.problem).slice(0, MESSAGE_CHARS), usage };
        sent = [
          ...messages,
          { role: "assistant", content: first.text.slice(0, REPAIR_ECHO_CHARS) || "(empty reply)" },
          {
            role: "user",
            content: `Your reply could not be used: ${first.problem}. Reply again with only the JSON object your task asks for, with every field present: no prose, no code fences.`
          }
        ];
        const second = await attempt(call, sent, signal, "repair");
        usage = addUsage(usage, second.usage);
        if (second.kind === "ok") return { ok: true, value: second.value, usage, repaired: true };
        return { ok: false, code: second.code, message: clean(`after one repair attempt: ${second.problem}`).slice(0, MESSAGE_CHARS), usage };
      } catch (error) {
        const failure = describeError(error, { cancelled: call.signal.aborted, timedOut: timeout.aborted, timeoutMs });
        options.debug?.({
          caller: call.caller,
          attempt: sent === messages ? "first" : "repair",
          prompt: loggedPrompt(call, sent),
          outcome: `${failure.code}: ${clean(failure.message)}`,
          usage
        });
        return { ok: false, code: failure.code, message: clean(failure.message).slice(0, MESSAGE_CHARS), usage };
      } finally {
        inFlight -= 1;
      }
    }
  };
}
function toolOptions(toolbox) {
  const tools = {};
  for (const entry of toolbox.tools) {
    tools[entry.name] = tool({ description: entry.description, inputSchema: entry.input, execute: (input) => entry.run(input) });
  }
  return {
    tools,
    stopWhen: isStepCount(toolbox.maxRounds + 1),
    prepareStep: ({ stepNumber }) => stepNumber >= toolbox.maxRounds ? { activeTools: [] } : void 0
  };
}
function toolRefusal(error) {
  const last = RetryError.isInstance(error) ? error.lastError : error;
  if (!APICallError.isInstance(last) || last.statusCode === void 0 || last.statusCode < 400 || last.statusCode === 429) return void 0;
  const said = `${last.message} ${last.responseBody ?? ""}`;
  return NO_TOOL_SUPPORT.test(said) ? oneLine(said).slice(0, MESSAGE_CHARS) : void 0;
}
function withUntrusted(outcome, untrusted) {
  return untrusted.length > 0 ? `${outcome} (usage not counted, not a token count: ${untrusted.join(", ")})` : outcome;
}
function renderMessages(messages) {
  return messages.map((message) => `[${message.role}] ${typeof message.content === "string" ? message.content : JSON.stringify(message.content)}`).join("\n");
}
function parseUnwrapped(text2, schema) {
  const start = text2.indexOf("{");
  const end = text2.lastIndexOf("}");
  if (start < 0 || end <= start || start === 0 && end === text2.length - 1) return void 0;
  try {
    const parsed = schema.reply.safeParse(JSON.parse(text2.slice(start, end + 1)));
    return parsed.success ? parsed.data : void 0;
  } catch {
    return void 0;
  }
}
function diagnoseReply(text2, schema) {
  const trimmed = text2.trim();
  if (trimmed === "" || trimmed === "null") return { code: "NULL_RESPONSE", problem: "it was empty" };
  let value;
  try {
    value = JSON.parse(trimmed);
  } catch (error) {
    return { code: "MALFORMED_JSON", problem: `it is not valid JSON (${error.message})` };
  }
  const expectsStatus = typeof schema.jsonSchema.properties === "object" && "status" in schema.jsonSchema.properties;
  if (expectsStatus && typeof value === "object" && value !== null && !Array.isArray(value) && !("status" in value)) {
    return { code: "MISSING_STATUS", problem: 'it has no "status" field' };
  }
  const parsed = schema.reply.safeParse(value);
  const issues = parsed.success ? "" : describeIssues(parsed.error.issues);
  return { code: "SCHEMA_MISMATCH", problem: `it does not match the schema (${issues})` };
}
function describeError(error, context) {
  if (context.cancelled) return { code: "CANCELLED", message: "the run was cancelled" };
  if (context.timedOut) return { code: "TIMEOUT", message: `no usable reply within ${Math.round(context.timeoutMs / 1e3)} s` };
  const last = RetryError.isInstance(error) ? error.lastError : error;
  const attempts = RetryError.isInstance(error) ? ` after ${error.errors.length} attempts` : "";
  if (APICallError.isInstance(last)) {
    const status = last.statusCode;
    const code = status === 429 ? "RATE_LIMITED" : status === 400 && CONTEXT_OVERFLOW.test(last.message + (last.responseBody ?? "")) ? "CONTEXT_OVERFLOW" : "PROVIDER_ERROR";
    return { code, message: `HTTP ${status ?? "error"}${attempts}: ${oneLine(last.message)}` };
  }
  return { code: "PROVIDER_ERROR", message: `${oneLine(last instanceof Error ? last.message : String(last))}${attempts}` };
}
function oneLine(text2) {
  return text2.replace(/\s+/g, " ").trim();
}
export {
  createReviewModel
};
