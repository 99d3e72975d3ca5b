import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);
import {
  config,
  en_default,
  safeParseAsync2 as safeParseAsync,
  toJSONSchema
} from "./chunk-46UCUBVH.js";

// node_modules/@ai-sdk/provider/dist/index.js
var marker$18 = "vercel.ai.error";
var symbol$18 = Symbol.for(marker$18);
var AISDKError = class AISDKError2 extends Error {
  /**
  * Creates an AI SDK Error.
  *
  * @param {Object} params - The parameters for creating the error.
  * @param {string} params.name - The name of the error.
  * @param {string} params.message - The error message.
  * @param {unknown} [params.cause] - The underlying cause of the error.
  */
  constructor({ name: name3, message, cause }) {
    super(message);
    this[symbol$18] = true;
    this.name = name3;
    this.cause = cause;
  }
  /**
  * Checks if the given error is an AI SDK Error.
  * @param {unknown} error - The error to check.
  * @returns {boolean} True if the error is an AI SDK Error, false otherwise.
  */
  static isInstance(error) {
    return AISDKError2.hasMarker(error, marker$18);
  }
  static hasMarker(error, marker3) {
    const markerSymbol = Symbol.for(marker3);
    return error != null && typeof error === "object" && markerSymbol in error && typeof error[markerSymbol] === "boolean" && error[markerSymbol] === true;
  }
};
var name$17 = "AI_DecisionUnsupportedQuestionTypeError";
var marker$17 = `vercel.ai.error.${name$17}`;
var symbol$17 = Symbol.for(marker$17);
var DecisionUnsupportedQuestionTypeError = class extends AISDKError {
  constructor({ questionId, questionType, provider, modelId, message = `Question "${questionId}" has type "${questionType}", which is not supported by provider "${provider}" and model "${modelId}".` }) {
    super({
      name: name$17,
      message
    });
    this[symbol$17] = true;
    this.questionId = questionId;
    this.questionType = questionType;
    this.provider = provider;
    this.modelId = modelId;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker$17);
  }
};
var name$16 = "AI_APICallError";
var marker$16 = `vercel.ai.error.${name$16}`;
var symbol$16 = Symbol.for(marker$16);
var APICallError = class extends AISDKError {
  constructor({ message, url, requestBodyValues, statusCode, responseHeaders, responseBody, cause, isRetryable = statusCode != null && (statusCode === 408 || statusCode === 409 || statusCode === 429 || statusCode >= 500), data }) {
    super({
      name: name$16,
      message,
      cause
    });
    this[symbol$16] = true;
    this.url = url;
    this.requestBodyValues = requestBodyValues;
    this.statusCode = statusCode;
    this.responseHeaders = responseHeaders;
    this.responseBody = responseBody;
    this.isRetryable = isRetryable;
    this.data = data;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker$16);
  }
};
var name$15 = "AI_EmptyResponseBodyError";
var marker$15 = `vercel.ai.error.${name$15}`;
var symbol$15 = Symbol.for(marker$15);
var EmptyResponseBodyError = class extends AISDKError {
  constructor({ message = "Empty response body" } = {}) {
    super({
      name: name$15,
      message
    });
    this[symbol$15] = true;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker$15);
  }
};
var name$14 = "AI_DecisionRefusalError";
var marker$14 = `vercel.ai.error.${name$14}`;
var symbol$14 = Symbol.for(marker$14);
var name$13 = "AI_ExtractionRefusalError";
var marker$13 = `vercel.ai.error.${name$13}`;
var symbol$13 = Symbol.for(marker$13);
var name$12 = "AI_ExtractionUnsupportedFieldTypeError";
var marker$12 = `vercel.ai.error.${name$12}`;
var symbol$12 = Symbol.for(marker$12);
var ExtractionUnsupportedFieldTypeError = class extends AISDKError {
  constructor({ fieldId, fieldType, provider, modelId, message = `Field "${fieldId}" has type "${fieldType}", which is not supported by provider "${provider}" and model "${modelId}".` }) {
    super({
      name: name$12,
      message
    });
    this[symbol$12] = true;
    this.fieldId = fieldId;
    this.fieldType = fieldType;
    this.provider = provider;
    this.modelId = modelId;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker$12);
  }
};
function getErrorMessage(error) {
  if (error == null) return "unknown error";
  if (typeof error === "string") return error;
  if (error instanceof Error) return error.toString();
  return JSON.stringify(error);
}
var name$11 = "AI_InvalidArgumentError";
var marker$11 = `vercel.ai.error.${name$11}`;
var symbol$11 = Symbol.for(marker$11);
var InvalidArgumentError = class extends AISDKError {
  constructor({ message, cause, argument }) {
    super({
      name: name$11,
      message,
      cause
    });
    this[symbol$11] = true;
    this.argument = argument;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker$11);
  }
};
var name$10 = "AI_InvalidPromptError";
var marker$10 = `vercel.ai.error.${name$10}`;
var symbol$10 = Symbol.for(marker$10);
var InvalidPromptError = class extends AISDKError {
  constructor({ prompt, message, cause }) {
    super({
      name: name$10,
      message: `Invalid prompt: ${message}`,
      cause
    });
    this[symbol$10] = true;
    this.prompt = prompt;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker$10);
  }
};
var name$9 = "AI_InvalidResponseDataError";
var marker$9 = `vercel.ai.error.${name$9}`;
var symbol$9 = Symbol.for(marker$9);
var InvalidResponseDataError = class extends AISDKError {
  constructor({ data, message = `Invalid response data: ${JSON.stringify(data)}.` }) {
    super({
      name: name$9,
      message
    });
    this[symbol$9] = true;
    this.data = data;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker$9);
  }
};
var name$8 = "AI_JSONParseError";
var marker$8 = `vercel.ai.error.${name$8}`;
var symbol$8 = Symbol.for(marker$8);
var JSONParseError = class extends AISDKError {
  constructor({ text, cause }) {
    super({
      name: name$8,
      message: `JSON parsing failed: Text: ${text}.
Error message: ${getErrorMessage(cause)}`,
      cause
    });
    this[symbol$8] = true;
    this.text = text;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker$8);
  }
};
var name$7 = "AI_LoadAPIKeyError";
var marker$7 = `vercel.ai.error.${name$7}`;
var symbol$7 = Symbol.for(marker$7);
var LoadAPIKeyError = class extends AISDKError {
  constructor({ message }) {
    super({
      name: name$7,
      message
    });
    this[symbol$7] = true;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker$7);
  }
};
var name$6 = "AI_LoadSettingError";
var marker$6 = `vercel.ai.error.${name$6}`;
var symbol$6 = Symbol.for(marker$6);
var name$5 = "AI_NoContentGeneratedError";
var marker$5 = `vercel.ai.error.${name$5}`;
var symbol$5 = Symbol.for(marker$5);
var name$4 = "AI_NoSuchModelError";
var marker$4 = `vercel.ai.error.${name$4}`;
var symbol$4 = Symbol.for(marker$4);
var NoSuchModelError = class extends AISDKError {
  constructor({ errorName = name$4, modelId, modelType, message = `No such ${modelType}: ${modelId}` }) {
    super({
      name: errorName,
      message
    });
    this[symbol$4] = true;
    this.modelId = modelId;
    this.modelType = modelType;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker$4);
  }
};
var name$3 = "AI_NoSuchProviderReferenceError";
var marker$3 = `vercel.ai.error.${name$3}`;
var symbol$3 = Symbol.for(marker$3);
var NoSuchProviderReferenceError = class extends AISDKError {
  constructor({ provider, reference, message = `No provider reference found for provider '${provider}'. Available providers: ${Object.keys(reference).join(", ")}` }) {
    super({
      name: name$3,
      message
    });
    this[symbol$3] = true;
    this.provider = provider;
    this.reference = reference;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker$3);
  }
};
var name$2 = "AI_TooManyEmbeddingValuesForCallError";
var marker$2 = `vercel.ai.error.${name$2}`;
var symbol$2 = Symbol.for(marker$2);
var TooManyEmbeddingValuesForCallError = class extends AISDKError {
  constructor(options) {
    super({
      name: name$2,
      message: `Too many values for a single embedding call. The ${options.provider} model "${options.modelId}" can only embed up to ${options.maxEmbeddingsPerCall} values per call, but ${options.values.length} values were provided.`
    });
    this[symbol$2] = true;
    this.provider = options.provider;
    this.modelId = options.modelId;
    this.maxEmbeddingsPerCall = options.maxEmbeddingsPerCall;
    this.values = options.values;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker$2);
  }
};
var name$1 = "AI_TypeValidationError";
var marker$1 = `vercel.ai.error.${name$1}`;
var symbol$1 = Symbol.for(marker$1);
var TypeValidationError = class TypeValidationError2 extends AISDKError {
  constructor({ value, cause, context }) {
    let contextPrefix = "Type validation failed";
    if (context?.field) contextPrefix += ` for ${context.field}`;
    if (context?.entityName || context?.entityId) {
      contextPrefix += " (";
      const parts = [];
      if (context.entityName) parts.push(context.entityName);
      if (context.entityId) parts.push(`id: "${context.entityId}"`);
      contextPrefix += parts.join(", ");
      contextPrefix += ")";
    }
    super({
      name: name$1,
      message: `${contextPrefix}: Value: ${JSON.stringify(value)}.
Error message: ${getErrorMessage(cause)}`,
      cause
    });
    this[symbol$1] = true;
    this.value = value;
    this.context = context;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker$1);
  }
  /**
  * Wraps an error into a TypeValidationError.
  * If the cause is already a TypeValidationError with the same value and context, it returns the cause.
  * Otherwise, it creates a new TypeValidationError.
  *
  * @param {Object} params - The parameters for wrapping the error.
  * @param {unknown} params.value - The value that failed validation.
  * @param {unknown} params.cause - The original error or cause of the validation failure.
  * @param {TypeValidationContext} params.context - Optional context about what is being validated.
  * @returns {TypeValidationError} A TypeValidationError instance.
  */
  static wrap({ value, cause, context }) {
    if (TypeValidationError2.isInstance(cause) && cause.value === value && cause.context?.field === context?.field && cause.context?.entityName === context?.entityName && cause.context?.entityId === context?.entityId) return cause;
    return new TypeValidationError2({
      value,
      cause,
      context
    });
  }
};
var name = "AI_UnsupportedFunctionalityError";
var marker = `vercel.ai.error.${name}`;
var symbol = Symbol.for(marker);
var UnsupportedFunctionalityError = class extends AISDKError {
  constructor({ functionality, message = `'${functionality}' functionality not supported.` }) {
    super({
      name,
      message
    });
    this[symbol] = true;
    this.functionality = functionality;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker);
  }
};
function isJSONValue(value) {
  if (value === null || typeof value === "string" || typeof value === "number" || typeof value === "boolean") return true;
  if (Array.isArray(value)) return value.every(isJSONValue);
  if (typeof value === "object") return Object.entries(value).every(([key, val]) => typeof key === "string" && (val === void 0 || isJSONValue(val)));
  return false;
}
function isJSONObject(value) {
  return value != null && typeof value === "object" && Object.entries(value).every(([key, val]) => typeof key === "string" && (val === void 0 || isJSONValue(val)));
}

// node_modules/@workflow/serde/dist/index.js
var WORKFLOW_SERIALIZE = /* @__PURE__ */ Symbol.for("workflow-serialize");
var WORKFLOW_DESERIALIZE = /* @__PURE__ */ Symbol.for("workflow-deserialize");

// node_modules/eventsource-parser/dist/index.js
var ParseError = class extends Error {
  constructor(message, options) {
    super(message), this.name = "ParseError", this.type = options.type, this.field = options.field, this.value = options.value, this.line = options.line;
  }
};
var LF = 10;
var CR = 13;
var SPACE = 32;
function noop(_arg) {
}
function createParser(config2) {
  if (typeof config2 == "function")
    throw new TypeError(
      "`config` must be an object, got a function instead. Did you mean `createParser({onEvent: fn})`?"
    );
  const { onEvent = noop, onError = noop, onRetry = noop, onComment, maxBufferSize } = config2, pendingFragments = [];
  let pendingFragmentsLength = 0, isFirstChunk = true, id, data = "", dataLines = 0, eventType, terminated = false;
  function feed(chunk) {
    if (terminated)
      throw new Error(
        "Cannot feed parser: it was terminated after exceeding the configured max buffer size. Call `reset()` to resume parsing."
      );
    if (isFirstChunk && (isFirstChunk = false, chunk.charCodeAt(0) === 239 && chunk.charCodeAt(1) === 187 && chunk.charCodeAt(2) === 191 && (chunk = chunk.slice(3))), pendingFragments.length === 0) {
      const trailing2 = processLines(chunk);
      trailing2 !== "" && (pendingFragments.push(trailing2), pendingFragmentsLength = trailing2.length), checkBufferSize();
      return;
    }
    if (chunk.indexOf(`
`) === -1 && chunk.indexOf("\r") === -1) {
      pendingFragments.push(chunk), pendingFragmentsLength += chunk.length, checkBufferSize();
      return;
    }
    pendingFragments.push(chunk);
    const input = pendingFragments.join("");
    pendingFragments.length = 0, pendingFragmentsLength = 0;
    const trailing = processLines(input);
    trailing !== "" && (pendingFragments.push(trailing), pendingFragmentsLength = trailing.length), checkBufferSize();
  }
  function checkBufferSize() {
    maxBufferSize !== void 0 && (pendingFragmentsLength + data.length <= maxBufferSize || (terminated = true, pendingFragments.length = 0, pendingFragmentsLength = 0, id = void 0, data = "", dataLines = 0, eventType = void 0, onError(
      new ParseError(`Buffered data exceeded max buffer size of ${maxBufferSize} characters`, {
        type: "max-buffer-size-exceeded"
      })
    )));
  }
  function processLines(chunk) {
    let searchIndex = 0;
    if (chunk.indexOf("\r") === -1) {
      let lfIndex = chunk.indexOf(`
`, searchIndex);
      for (; lfIndex !== -1; ) {
        if (searchIndex === lfIndex) {
          dataLines > 0 && onEvent({ id, event: eventType, data }), id = void 0, data = "", dataLines = 0, eventType = void 0, searchIndex = lfIndex + 1, lfIndex = chunk.indexOf(`
`, searchIndex);
          continue;
        }
        const firstCharCode = chunk.charCodeAt(searchIndex);
        if (isDataPrefix(chunk, searchIndex, firstCharCode)) {
          const valueStart = chunk.charCodeAt(searchIndex + 5) === SPACE ? searchIndex + 6 : searchIndex + 5, value = chunk.slice(valueStart, lfIndex);
          if (dataLines === 0 && chunk.charCodeAt(lfIndex + 1) === LF) {
            onEvent({ id, event: eventType, data: value }), id = void 0, data = "", eventType = void 0, searchIndex = lfIndex + 2, lfIndex = chunk.indexOf(`
`, searchIndex);
            continue;
          }
          data = dataLines === 0 ? value : `${data}
${value}`, dataLines++;
        } else isEventPrefix(chunk, searchIndex, firstCharCode) ? eventType = chunk.slice(
          chunk.charCodeAt(searchIndex + 6) === SPACE ? searchIndex + 7 : searchIndex + 6,
          lfIndex
        ) || void 0 : parseLine(chunk, searchIndex, lfIndex);
        searchIndex = lfIndex + 1, lfIndex = chunk.indexOf(`
`, searchIndex);
      }
      return chunk.slice(searchIndex);
    }
    for (; searchIndex < chunk.length; ) {
      const crIndex = chunk.indexOf("\r", searchIndex), lfIndex = chunk.indexOf(`
`, searchIndex);
      let lineEnd = -1;
      if (crIndex !== -1 && lfIndex !== -1 ? lineEnd = crIndex < lfIndex ? crIndex : lfIndex : crIndex !== -1 ? crIndex === chunk.length - 1 ? lineEnd = -1 : lineEnd = crIndex : lfIndex !== -1 && (lineEnd = lfIndex), lineEnd === -1)
        break;
      parseLine(chunk, searchIndex, lineEnd), searchIndex = lineEnd + 1, chunk.charCodeAt(searchIndex - 1) === CR && chunk.charCodeAt(searchIndex) === LF && searchIndex++;
    }
    return chunk.slice(searchIndex);
  }
  function parseLine(chunk, start, end) {
    if (start === end) {
      dispatchEvent();
      return;
    }
    const firstCharCode = chunk.charCodeAt(start);
    if (isDataPrefix(chunk, start, firstCharCode)) {
      const valueStart = chunk.charCodeAt(start + 5) === SPACE ? start + 6 : start + 5, value2 = chunk.slice(valueStart, end);
      data = dataLines === 0 ? value2 : `${data}
${value2}`, dataLines++;
      return;
    }
    if (isEventPrefix(chunk, start, firstCharCode)) {
      eventType = chunk.slice(chunk.charCodeAt(start + 6) === SPACE ? start + 7 : start + 6, end) || void 0;
      return;
    }
    if (firstCharCode === 105 && chunk.charCodeAt(start + 1) === 100 && chunk.charCodeAt(start + 2) === 58) {
      const value2 = chunk.slice(chunk.charCodeAt(start + 3) === SPACE ? start + 4 : start + 3, end);
      value2.includes("\0") || (id = value2);
      return;
    }
    if (firstCharCode === 58) {
      if (onComment) {
        const line2 = chunk.slice(start, end);
        onComment(line2.slice(chunk.charCodeAt(start + 1) === SPACE ? 2 : 1));
      }
      return;
    }
    const line = chunk.slice(start, end), fieldSeparatorIndex = line.indexOf(":");
    if (fieldSeparatorIndex === -1) {
      processField(line, "", line);
      return;
    }
    const field = line.slice(0, fieldSeparatorIndex), offset = line.charCodeAt(fieldSeparatorIndex + 1) === SPACE ? 2 : 1, value = line.slice(fieldSeparatorIndex + offset);
    processField(field, value, line);
  }
  function processField(field, value, line) {
    switch (field) {
      case "event":
        eventType = value || void 0;
        break;
      case "data":
        data = dataLines === 0 ? value : `${data}
${value}`, dataLines++;
        break;
      case "id":
        value.includes("\0") || (id = value);
        break;
      case "retry":
        /^\d+$/.test(value) ? onRetry(parseInt(value, 10)) : onError(
          new ParseError(`Invalid \`retry\` value: "${value}"`, {
            type: "invalid-retry",
            value,
            line
          })
        );
        break;
      default:
        onError(
          new ParseError(
            `Unknown field "${field.length > 20 ? `${field.slice(0, 20)}\u2026` : field}"`,
            { type: "unknown-field", field, value, line }
          )
        );
        break;
    }
  }
  function dispatchEvent() {
    dataLines > 0 && onEvent({
      id,
      event: eventType,
      data
    }), id = void 0, data = "", dataLines = 0, eventType = void 0;
  }
  function reset(options = {}) {
    if (options.consume && pendingFragments.length > 0) {
      const incompleteLine = pendingFragments.join("");
      parseLine(incompleteLine, 0, incompleteLine.length);
    }
    isFirstChunk = true, id = void 0, data = "", dataLines = 0, eventType = void 0, pendingFragments.length = 0, pendingFragmentsLength = 0, terminated = false;
  }
  return { feed, reset };
}
function isDataPrefix(chunk, i, firstCharCode) {
  return firstCharCode === 100 && chunk.charCodeAt(i + 1) === 97 && chunk.charCodeAt(i + 2) === 116 && chunk.charCodeAt(i + 3) === 97 && chunk.charCodeAt(i + 4) === 58;
}
function isEventPrefix(chunk, i, firstCharCode) {
  return firstCharCode === 101 && chunk.charCodeAt(i + 1) === 118 && chunk.charCodeAt(i + 2) === 101 && chunk.charCodeAt(i + 3) === 110 && chunk.charCodeAt(i + 4) === 116 && chunk.charCodeAt(i + 5) === 58;
}

// node_modules/eventsource-parser/dist/stream.js
var EventSourceParserStream = class extends TransformStream {
  constructor({ onError, onRetry, onComment, maxBufferSize } = {}) {
    let parser;
    super({
      start(controller) {
        parser = createParser({
          onEvent: (event) => {
            controller.enqueue(event);
          },
          onError(error) {
            typeof onError == "function" && onError(error), (onError === "terminate" || error.type === "max-buffer-size-exceeded") && controller.error(error);
          },
          onRetry,
          onComment,
          maxBufferSize
        });
      },
      transform(chunk) {
        parser.feed(chunk);
      }
    });
  }
};

// node_modules/@ai-sdk/provider-utils/dist/index.js
function asArray(value) {
  return value === void 0 ? [] : Array.isArray(value) ? value : [value];
}
function combineHeaders(...headers) {
  return headers.reduce((combinedHeaders, currentHeaders) => ({
    ...combinedHeaders,
    ...currentHeaders
  }), {});
}
function removeUndefinedEntries(record) {
  return Object.fromEntries(Object.entries(record).filter(([_key, value]) => value != null));
}
async function delay(delayInMs, options) {
  if (delayInMs == null) return;
  const signal = options?.abortSignal;
  return new Promise((resolve2, reject) => {
    if (signal?.aborted) {
      reject(createAbortError());
      return;
    }
    const timeoutId = setTimeout(() => {
      cleanup();
      resolve2();
    }, delayInMs);
    const cleanup = () => {
      clearTimeout(timeoutId);
      signal?.removeEventListener("abort", onAbort);
    };
    const onAbort = () => {
      cleanup();
      reject(createAbortError());
    };
    signal?.addEventListener("abort", onAbort);
  });
}
function createAbortError() {
  return new DOMException("Delay was aborted", "AbortError");
}
function getWebSocketConstructor(webSocket) {
  const WebSocketConstructor = webSocket ?? globalThis.WebSocket;
  if (WebSocketConstructor == null) throw new Error("No WebSocket implementation available.");
  return WebSocketConstructor;
}
function toWebSocketUrl(url) {
  const wsUrl = new URL(url);
  if (wsUrl.protocol === "http:") wsUrl.protocol = "ws:";
  else if (wsUrl.protocol === "https:") wsUrl.protocol = "wss:";
  return wsUrl;
}
var textDecoder$1 = new TextDecoder();
async function readWebSocketMessageText(data) {
  if (typeof data === "string") return data;
  if (data instanceof ArrayBuffer) return textDecoder$1.decode(data);
  if (ArrayBuffer.isView(data)) return textDecoder$1.decode(data);
  if (typeof Blob !== "undefined" && data instanceof Blob) return data.text();
  return String(data);
}
var WEBSOCKET_OPEN_STATE = 1;
async function waitForWebSocketBufferDrain(socket, { highWaterMark = 1048576, pollIntervalMs = 20, abortSignal } = {}) {
  while (socket.readyState === WEBSOCKET_OPEN_STATE && (socket.bufferedAmount ?? 0) > highWaterMark) {
    if (abortSignal?.aborted === true) return;
    await delay(pollIntervalMs);
  }
}
function connectToWebSocket({ url, protocols, headers, webSocket, abortSignal, onOpen, onMessageText, onProcessingError, onSocketError, onClose, onAbort }) {
  let socket;
  let abortListener;
  const close = (code) => {
    if (abortListener != null) {
      abortSignal?.removeEventListener("abort", abortListener);
      abortListener = void 0;
    }
    try {
      socket?.close(code);
    } catch {
    }
  };
  if (abortSignal?.aborted) {
    onAbort?.(abortSignal.reason ?? /* @__PURE__ */ new Error("Aborted"));
    return {
      socket: void 0,
      close
    };
  }
  try {
    socket = new (getWebSocketConstructor(webSocket))(url, protocols, { headers: removeUndefinedEntries(headers ?? {}) });
  } catch (error) {
    onProcessingError(error);
    return {
      socket: void 0,
      close
    };
  }
  if (abortSignal != null && onAbort != null) {
    abortListener = () => onAbort(abortSignal.reason ?? /* @__PURE__ */ new Error("Aborted"));
    abortSignal.addEventListener("abort", abortListener, { once: true });
  }
  const openedSocket = socket;
  socket.onopen = () => {
    try {
      onOpen?.(openedSocket);
    } catch (error) {
      onProcessingError(error);
    }
  };
  let tail = Promise.resolve();
  socket.onmessage = (event) => {
    tail = tail.then(() => readWebSocketMessageText(event.data)).then((text) => onMessageText(text)).catch(onProcessingError);
  };
  socket.onerror = () => {
    tail = tail.then(() => onSocketError?.()).catch(onProcessingError);
  };
  socket.onclose = (event) => {
    const closeEvent = event;
    const code = typeof closeEvent?.code === "number" ? closeEvent.code : void 0;
    const reason = typeof closeEvent?.reason === "string" ? closeEvent.reason : void 0;
    tail = tail.then(() => onClose?.({
      code,
      reason
    })).catch(onProcessingError);
  };
  return {
    socket,
    close
  };
}
function convertAsyncIteratorToReadableStream(iterator) {
  let cancelled = false;
  return new ReadableStream({
    /**
    * Called when the consumer wants to pull more data from the stream.
    *
    * @param {ReadableStreamDefaultController<T>} controller - The controller to enqueue data into the stream.
    * @returns {Promise<void>}
    */
    async pull(controller) {
      if (cancelled) return;
      try {
        const { value, done } = await iterator.next();
        if (done) controller.close();
        else controller.enqueue(value);
      } catch (error) {
        controller.error(error);
      }
    },
    /**
    * Called when the consumer cancels the stream.
    */
    async cancel(reason) {
      cancelled = true;
      if (iterator.return) try {
        await iterator.return(reason);
      } catch {
      }
    }
  });
}
var { btoa, atob } = globalThis;
function convertBase64ToUint8Array(base64String) {
  const base64Url = base64String.replace(/-/g, "+").replace(/_/g, "/");
  const latin1string = atob(base64Url);
  const bytes = new Uint8Array(latin1string.length);
  for (let i = 0; i < latin1string.length; i++) bytes[i] = latin1string.charCodeAt(i);
  return bytes;
}
function convertUint8ArrayToBase64(array) {
  if (typeof globalThis.Buffer?.from === "function") return globalThis.Buffer.from(array.buffer, array.byteOffset, array.byteLength).toString("base64");
  const chunks = [];
  const chunkSize = 4096;
  for (let i = 0; i < array.length; i += chunkSize) chunks.push(String.fromCodePoint(...array.subarray(i, i + chunkSize)));
  return btoa(chunks.join(""));
}
var typedArrayTag = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(Uint8Array.prototype), Symbol.toStringTag).get;
var arrayBufferByteLength = Object.getOwnPropertyDescriptor(ArrayBuffer.prototype, "byteLength").get;
function isUint8Array(value) {
  return ArrayBuffer.isView(value) && typedArrayTag.call(value) === "Uint8Array";
}
function isArrayBuffer(value) {
  if (typeof value !== "object" || value === null || !("byteLength" in value)) return false;
  try {
    arrayBufferByteLength.call(value);
    return true;
  } catch {
    return false;
  }
}
function convertToBase64(value) {
  return isUint8Array(value) ? convertUint8ArrayToBase64(value) : value;
}
function convertInlineFileDataToUint8Array(data) {
  if (data.type === "stream") {
    const error = new UnsupportedFunctionalityError({ functionality: "streaming file upload" });
    data.stream.cancel(error).catch(() => {
    });
    throw error;
  }
  if (data.type === "text") return new TextEncoder().encode(data.text);
  if (data.data instanceof Uint8Array) return data.data;
  if (isUint8Array(data.data)) return new Uint8Array(data.data.buffer, data.data.byteOffset, data.data.byteLength);
  if (isArrayBuffer(data.data)) return new Uint8Array(data.data);
  return convertBase64ToUint8Array(data.data);
}
function convertJsonResponseToolStream(toolName) {
  const responseToolIds = /* @__PURE__ */ new Set();
  const responseToolsWithDeltas = /* @__PURE__ */ new Set();
  let hasResponseTool = false;
  let hasApplicationTool = false;
  return new TransformStream({ transform(part, controller) {
    switch (part.type) {
      case "text-start":
      case "text-delta":
      case "text-end":
        return;
      case "tool-input-start":
        if (part.toolName === toolName) {
          responseToolIds.add(part.id);
          controller.enqueue({
            type: "text-start",
            id: part.id,
            ...part.providerMetadata && { providerMetadata: part.providerMetadata }
          });
          return;
        }
        break;
      case "tool-input-delta":
        if (responseToolIds.has(part.id)) {
          if (part.delta.length > 0) responseToolsWithDeltas.add(part.id);
          controller.enqueue({
            type: "text-delta",
            id: part.id,
            delta: part.delta,
            ...part.providerMetadata && { providerMetadata: part.providerMetadata }
          });
          return;
        }
        break;
      case "tool-input-end":
        if (responseToolIds.has(part.id)) return;
        break;
      case "tool-call":
        if (part.toolName === toolName) {
          if (!responseToolsWithDeltas.has(part.toolCallId)) controller.enqueue({
            type: "text-delta",
            id: part.toolCallId,
            delta: part.input,
            ...part.providerMetadata && { providerMetadata: part.providerMetadata }
          });
          controller.enqueue({
            type: "text-end",
            id: part.toolCallId,
            ...part.providerMetadata && { providerMetadata: part.providerMetadata }
          });
          hasResponseTool = true;
          return;
        }
        if (!part.providerExecuted) hasApplicationTool = true;
        break;
      case "finish":
        if (hasResponseTool && !hasApplicationTool && part.finishReason.unified === "tool-calls") {
          controller.enqueue({
            ...part,
            finishReason: {
              ...part.finishReason,
              unified: "stop"
            }
          });
          return;
        }
    }
    controller.enqueue(part);
  } });
}
function convertToFormData(input, options = {}) {
  const { useArrayBrackets = true } = options;
  const formData = new FormData();
  for (const [key, value] of Object.entries(input)) {
    if (value == null) continue;
    if (Array.isArray(value)) {
      if (value.length === 1) {
        formData.append(key, value[0]);
        continue;
      }
      const arrayKey = useArrayBrackets ? `${key}[]` : key;
      for (const item of value) formData.append(arrayKey, item);
      continue;
    }
    formData.append(key, value);
  }
  return formData;
}
function createLanguageModelResponseMetadata({ id, model, created }) {
  return {
    id: id ?? void 0,
    modelId: model ?? void 0,
    timestamp: created != null ? /* @__PURE__ */ new Date(created * 1e3) : void 0
  };
}
function createNullLanguageModelUsage() {
  return {
    inputTokens: {
      total: void 0,
      noCache: void 0,
      cacheRead: void 0,
      cacheWrite: void 0
    },
    outputTokens: {
      total: void 0,
      text: void 0,
      reasoning: void 0
    },
    raw: void 0
  };
}
function createToolNameMapping({ tools = [], providerToolNames }) {
  const customToolNameToProviderToolName = {};
  const providerToolNameToCustomToolName = {};
  for (const tool2 of tools) if (tool2.type === "provider" && tool2.id in providerToolNames) {
    const providerToolName = providerToolNames[tool2.id];
    customToolNameToProviderToolName[tool2.name] = providerToolName;
    providerToolNameToCustomToolName[providerToolName] = tool2.name;
  }
  return {
    toProviderToolName: (customToolName) => customToolNameToProviderToolName[customToolName] ?? customToolName,
    toCustomToolName: (providerToolName) => providerToolNameToCustomToolName[providerToolName] ?? providerToolName
  };
}
var marker$22 = /* @__PURE__ */ Symbol.for("vercel.ai.providerStreamError");
function createProviderStreamError({ message, type, code, statusCode, isRetryable, data }) {
  const error = {
    message,
    type,
    code,
    statusCode,
    isRetryable,
    data
  };
  Object.defineProperty(error, marker$22, { value: true });
  return error;
}
function isProviderStreamError(error) {
  return typeof error === "object" && error != null && error[marker$22] === true;
}
function extractResponseHeaders(response) {
  return Object.fromEntries([...response.headers]);
}
function getRuntimeEnvironmentUserAgent(globalThisAny = globalThis) {
  if (globalThisAny.navigator?.userAgent) return globalThisAny.navigator.userAgent.toLowerCase();
  if (globalThisAny.process?.versions?.node) return `node.js/${globalThisAny.process.version}`;
  if (globalThisAny.EdgeRuntime) return "vercel-edge";
  return "";
}
function isAbortError(error) {
  return (error instanceof Error || typeof DOMException === "function" && error instanceof DOMException) && (error.name === "AbortError" || error.name === "ResponseAborted" || error.name === "TimeoutError");
}
var FETCH_FAILED_ERROR_MESSAGES = ["fetch failed", "failed to fetch"];
var RETRYABLE_NETWORK_ERROR_CODES = /* @__PURE__ */ new Set([
  "ConnectionRefused",
  "ConnectionClosed",
  "FailedToOpenSocket",
  "ECONNRESET",
  "ECONNREFUSED",
  "ETIMEDOUT",
  "EPIPE",
  "UND_ERR_SOCKET",
  "UND_ERR_HEADERS_TIMEOUT",
  "UND_ERR_BODY_TIMEOUT",
  "UND_ERR_CONNECT_TIMEOUT"
]);
function findNetworkError(error) {
  const visited = /* @__PURE__ */ new Set();
  let current = error;
  while (current instanceof Error && !visited.has(current)) {
    visited.add(current);
    const errorWithCode = current;
    if (typeof errorWithCode.code === "string" && RETRYABLE_NETWORK_ERROR_CODES.has(errorWithCode.code)) return errorWithCode;
    current = current.cause;
  }
}
function handleFetchError({ error, url, requestBodyValues }) {
  if (isAbortError(error)) return error;
  if (error instanceof TypeError && FETCH_FAILED_ERROR_MESSAGES.includes(error.message.toLowerCase())) {
    const cause = error.cause;
    if (cause != null) return new APICallError({
      message: `Cannot connect to API: ${cause.message}`,
      cause,
      url,
      requestBodyValues,
      isRetryable: true
    });
  }
  const networkError = findNetworkError(error);
  if (networkError != null) {
    if (APICallError.isInstance(error)) return new APICallError({
      message: error.message,
      cause: error.cause,
      url: error.url,
      requestBodyValues: error.requestBodyValues,
      statusCode: error.statusCode,
      responseHeaders: error.responseHeaders,
      responseBody: error.responseBody,
      data: error.data,
      isRetryable: true
    });
    return new APICallError({
      message: `Cannot connect to API: ${error instanceof Error ? error.message : networkError.message}`,
      cause: error,
      url,
      requestBodyValues,
      isRetryable: true
    });
  }
  return error;
}
var VERSION = "5.0.81";
function normalizeHeaders(headers) {
  if (headers == null) return {};
  const normalized = {};
  if (headers instanceof Headers) headers.forEach((value, key) => {
    normalized[key.toLowerCase()] = value;
  });
  else {
    if (!Array.isArray(headers)) headers = Object.entries(headers);
    for (const [key, value] of headers) if (value != null) normalized[key.toLowerCase()] = value;
  }
  return normalized;
}
function withUserAgentSuffix(headers, ...userAgentSuffixParts) {
  const normalizedHeaders = new Headers(normalizeHeaders(headers));
  const currentUserAgentHeader = normalizedHeaders.get("user-agent") || "";
  normalizedHeaders.set("user-agent", [currentUserAgentHeader, ...userAgentSuffixParts].filter(Boolean).join(" "));
  return Object.fromEntries(normalizedHeaders.entries());
}
var getOriginalFetch$3 = () => globalThis.fetch;
var deleteFromApi = async ({ url, headers = {}, failedResponseHandler, successfulResponseHandler, abortSignal, fetch = getOriginalFetch$3() }) => {
  try {
    const response = await fetch(url, {
      method: "DELETE",
      headers: withUserAgentSuffix(headers, `ai-sdk-provider-utils/${VERSION}`, getRuntimeEnvironmentUserAgent()),
      signal: abortSignal
    });
    const responseHeaders = extractResponseHeaders(response);
    if (!response.ok) {
      let errorInformation;
      try {
        errorInformation = await failedResponseHandler({
          response,
          url,
          requestBodyValues: {}
        });
      } catch (error) {
        if (isAbortError(error) || APICallError.isInstance(error)) throw error;
        throw new APICallError({
          message: "Failed to process error response",
          cause: error,
          statusCode: response.status,
          url,
          responseHeaders,
          requestBodyValues: {}
        });
      }
      throw errorInformation.value;
    }
    try {
      return await successfulResponseHandler({
        response,
        url,
        requestBodyValues: {}
      });
    } catch (error) {
      if (error instanceof Error) {
        if (isAbortError(error) || APICallError.isInstance(error)) throw error;
      }
      throw new APICallError({
        message: "Failed to process successful response",
        cause: error,
        statusCode: response.status,
        url,
        responseHeaders,
        requestBodyValues: {}
      });
    }
  } catch (error) {
    throw handleFetchError({
      error,
      url,
      requestBodyValues: {}
    });
  }
};
var imageMediaTypeSignatures = [
  {
    mediaType: "image/gif",
    bytesPrefix: [
      71,
      73,
      70,
      56,
      55,
      97
    ]
  },
  {
    mediaType: "image/gif",
    bytesPrefix: [
      71,
      73,
      70,
      56,
      57,
      97
    ]
  },
  {
    mediaType: "image/png",
    bytesPrefix: [
      137,
      80,
      78,
      71
    ]
  },
  {
    mediaType: "image/jpeg",
    bytesPrefix: [255, 216]
  },
  {
    mediaType: "image/webp",
    bytesPrefix: [
      82,
      73,
      70,
      70,
      null,
      null,
      null,
      null,
      87,
      69,
      66,
      80
    ]
  },
  {
    mediaType: "image/bmp",
    bytesPrefix: [
      66,
      77,
      null,
      null,
      null,
      null,
      0,
      0,
      0,
      0
    ]
  },
  {
    mediaType: "image/tiff",
    bytesPrefix: [
      73,
      73,
      42,
      0
    ]
  },
  {
    mediaType: "image/tiff",
    bytesPrefix: [
      77,
      77,
      0,
      42
    ]
  },
  {
    mediaType: "image/avif",
    bytesPrefix: [
      0,
      0,
      0,
      null,
      102,
      116,
      121,
      112,
      97,
      118,
      105,
      102
    ]
  },
  {
    mediaType: "image/heic",
    bytesPrefix: [
      0,
      0,
      0,
      null,
      102,
      116,
      121,
      112,
      104,
      101,
      105,
      99
    ]
  }
];
var documentMediaTypeSignatures = [{
  mediaType: "application/pdf",
  bytesPrefix: [
    37,
    80,
    68,
    70
  ]
}];
var audioMediaTypeSignaturesWithoutMp4 = [
  {
    mediaType: "audio/aac",
    bytesPrefix: [255, 240]
  },
  {
    mediaType: "audio/aac",
    bytesPrefix: [255, 241]
  },
  {
    mediaType: "audio/aac",
    bytesPrefix: [255, 248]
  },
  {
    mediaType: "audio/aac",
    bytesPrefix: [255, 249]
  },
  {
    mediaType: "audio/mpeg",
    bytesPrefix: [255, 251]
  },
  {
    mediaType: "audio/mpeg",
    bytesPrefix: [255, 250]
  },
  {
    mediaType: "audio/mpeg",
    bytesPrefix: [255, 243]
  },
  {
    mediaType: "audio/mpeg",
    bytesPrefix: [255, 242]
  },
  {
    mediaType: "audio/mpeg",
    bytesPrefix: [255, 227]
  },
  {
    mediaType: "audio/mpeg",
    bytesPrefix: [255, 226]
  },
  {
    mediaType: "audio/wav",
    bytesPrefix: [
      82,
      73,
      70,
      70,
      null,
      null,
      null,
      null,
      87,
      65,
      86,
      69
    ]
  },
  {
    mediaType: "audio/ogg",
    bytesPrefix: [
      79,
      103,
      103,
      83
    ]
  },
  {
    mediaType: "audio/flac",
    bytesPrefix: [
      102,
      76,
      97,
      67
    ]
  },
  {
    mediaType: "audio/aac",
    bytesPrefix: [
      64,
      21,
      0,
      0
    ]
  },
  {
    mediaType: "audio/webm",
    bytesPrefix: [
      26,
      69,
      223,
      163
    ]
  }
];
var audioMediaTypeSignatures = [...audioMediaTypeSignaturesWithoutMp4, {
  mediaType: "audio/mp4",
  bytesPrefix: [
    0,
    0,
    0,
    null,
    102,
    116,
    121,
    112
  ]
}];
var videoMediaTypeSignatures = [
  {
    mediaType: "video/mp4",
    bytesPrefix: [
      0,
      0,
      0,
      null,
      102,
      116,
      121,
      112
    ]
  },
  {
    mediaType: "video/webm",
    bytesPrefix: [
      26,
      69,
      223,
      163
    ]
  },
  {
    mediaType: "video/quicktime",
    bytesPrefix: [
      0,
      0,
      0,
      20,
      102,
      116,
      121,
      112,
      113,
      116
    ]
  },
  {
    mediaType: "video/x-msvideo",
    bytesPrefix: [
      82,
      73,
      70,
      70
    ]
  }
];
var DEFAULT_SNIFF_BYTES = 18;
var ID3_SCAN_BYTES = 131084;
function decodePrefix(data, maxBytes) {
  if (typeof data !== "string") return data.length > maxBytes ? data.subarray(0, maxBytes) : data;
  const maxChars = Math.ceil(maxBytes / 3) * 4;
  const bytes = convertBase64ToUint8Array(data.substring(0, Math.min(data.length, maxChars)));
  return bytes.length > maxBytes ? bytes.subarray(0, maxBytes) : bytes;
}
function hasID3(bytes) {
  return bytes.length > 10 && bytes[0] === 73 && bytes[1] === 68 && bytes[2] === 51;
}
var stripID3 = (bytes) => {
  const id3Size = (bytes[6] & 127) << 21 | (bytes[7] & 127) << 14 | (bytes[8] & 127) << 7 | bytes[9] & 127;
  return bytes.subarray(id3Size + 10);
};
function detectMediaTypeBySignatures({ data, signatures }) {
  let bytes = decodePrefix(data, DEFAULT_SNIFF_BYTES);
  if (hasID3(bytes)) bytes = stripID3(decodePrefix(data, ID3_SCAN_BYTES));
  for (const signature of signatures) if (bytes.length >= signature.bytesPrefix.length && signature.bytesPrefix.every((byte, index) => byte === null || bytes[index] === byte)) return signature.mediaType;
}
var topLevelSignatureTables = {
  image: imageMediaTypeSignatures,
  audio: audioMediaTypeSignatures,
  video: videoMediaTypeSignatures,
  application: documentMediaTypeSignatures
};
function detectMediaType({ data, topLevelType }) {
  if (topLevelType === void 0) return detectMediaTypeBySignatures({
    data,
    signatures: [
      ...imageMediaTypeSignatures,
      ...documentMediaTypeSignatures,
      ...audioMediaTypeSignaturesWithoutMp4,
      ...videoMediaTypeSignatures
    ]
  });
  if (!Object.prototype.hasOwnProperty.call(topLevelSignatureTables, topLevelType)) return;
  return detectMediaTypeBySignatures({
    data,
    signatures: topLevelSignatureTables[topLevelType]
  });
}
function getTopLevelMediaType(mediaType) {
  const slashIndex = mediaType.indexOf("/");
  return slashIndex === -1 ? mediaType : mediaType.substring(0, slashIndex);
}
function isFullMediaType(mediaType) {
  const slashIndex = mediaType.indexOf("/");
  if (slashIndex === -1) return false;
  const subtype = mediaType.substring(slashIndex + 1);
  return subtype.length > 0 && subtype !== "*";
}
async function cancelResponseBody(response) {
  try {
    await response.body?.cancel();
  } catch {
  }
}
var name$18 = "AI_DownloadError";
var marker$19 = `vercel.ai.error.${name$18}`;
var symbol$19 = Symbol.for(marker$19);
var DownloadError = class extends AISDKError {
  constructor({ url, statusCode, statusText, cause, message = cause == null ? `Failed to download ${url}: ${statusCode} ${statusText}` : `Failed to download ${url}: ${cause}` }) {
    super({
      name: name$18,
      message,
      cause
    });
    this[symbol$19] = true;
    this.url = url;
    this.statusCode = statusCode;
    this.statusText = statusText;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker$19);
  }
};
function isBrowserRuntime(globalThisAny = globalThis) {
  return globalThisAny.window != null;
}
function isSameOrigin(url, baseUrl) {
  try {
    return new URL(url).origin === new URL(baseUrl).origin;
  } catch {
    return false;
  }
}
var BLOCKED_REQUEST_HEADERS = [
  "connection",
  "keep-alive",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
  "host",
  "forwarded",
  "proxy-authorization",
  "via",
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-real-ip",
  "metadata",
  "metadata-flavor",
  "x-aws-ec2-metadata-token",
  "x-metadata-token",
  "cookie",
  "set-cookie"
];
function sanitizeRequestHeaders(input) {
  const headers = new Headers(input);
  for (const name3 of BLOCKED_REQUEST_HEADERS) headers.delete(name3);
  return headers;
}
function validateDownloadUrl(url) {
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    throw new DownloadError({
      url,
      message: `Invalid URL: ${url}`
    });
  }
  if (parsed.protocol === "data:") return;
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") throw new DownloadError({
    url,
    message: `URL scheme must be http, https, or data, got ${parsed.protocol}`
  });
  const hostname = parsed.hostname.toLowerCase().replace(/\.+$/, "");
  if (!hostname) throw new DownloadError({
    url,
    message: `URL must have a hostname`
  });
  if (hostname === "localhost" || hostname.endsWith(".local") || hostname.endsWith(".localhost") || hostname.endsWith(".internal")) throw new DownloadError({
    url,
    message: `URL with hostname ${hostname} is not allowed`
  });
  if (hostname.startsWith("[") && hostname.endsWith("]")) {
    if (isPrivateIPv6(hostname.slice(1, -1))) throw new DownloadError({
      url,
      message: `URL with IPv6 address ${hostname} is not allowed`
    });
    return;
  }
  if (isIPv4(hostname)) {
    if (isPrivateIPv4(hostname)) throw new DownloadError({
      url,
      message: `URL with IP address ${hostname} is not allowed`
    });
  }
}
function isIPv4(hostname) {
  const parts = hostname.split(".");
  if (parts.length !== 4) return false;
  return parts.every((part) => {
    const num = Number(part);
    return Number.isInteger(num) && num >= 0 && num <= 255 && String(num) === part;
  });
}
function isPrivateIPv4(ip) {
  const [a, b, c] = ip.split(".").map(Number);
  if (a === 0) return true;
  if (a === 10) return true;
  if (a === 100 && b >= 64 && b <= 127) return true;
  if (a === 127) return true;
  if (a === 169 && b === 254) return true;
  if (a === 172 && b >= 16 && b <= 31) return true;
  if (a === 192 && b === 0 && c === 0) return true;
  if (a === 192 && b === 0 && c === 2) return true;
  if (a === 192 && b === 168) return true;
  if (a === 198 && (b === 18 || b === 19)) return true;
  if (a === 198 && b === 51 && c === 100) return true;
  if (a === 203 && b === 0 && c === 113) return true;
  if (a >= 224) return true;
  return false;
}
function parseIPv6(ip) {
  let address = ip.toLowerCase();
  const zoneIndex = address.indexOf("%");
  if (zoneIndex !== -1) address = address.slice(0, zoneIndex);
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const toGroups = (segment) => {
    if (segment === "") return [];
    const groups = [];
    const parts = segment.split(":");
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i];
      if (part.includes(".")) {
        if (i !== parts.length - 1 || !isIPv4(part)) return null;
        const [a, b, c, d] = part.split(".").map(Number);
        groups.push(a << 8 | b, c << 8 | d);
        continue;
      }
      if (!/^[0-9a-f]{1,4}$/.test(part)) return null;
      groups.push(parseInt(part, 16));
    }
    return groups;
  };
  const head = toGroups(halves[0]);
  if (head === null) return null;
  if (halves.length === 2) {
    const tail = toGroups(halves[1]);
    if (tail === null) return null;
    const fill = 8 - head.length - tail.length;
    if (fill < 0) return null;
    return [
      ...head,
      ...new Array(fill).fill(0),
      ...tail
    ];
  }
  return head.length === 8 ? head : null;
}
function isPrivateIPv6(ip) {
  const groups = parseIPv6(ip);
  if (groups === null) return true;
  const topZero = (count) => groups.slice(0, count).every((group) => group === 0);
  if (topZero(7) && (groups[7] === 0 || groups[7] === 1)) return true;
  if ((groups[0] & 65024) === 64512) return true;
  if ((groups[0] & 65472) === 65152) return true;
  if ((groups[0] & 65472) === 65216) return true;
  if ((groups[0] & 65280) === 65280) return true;
  if (groups[0] === 8193 && groups[1] === 3512) return true;
  if (groups[0] === 16383 && (groups[1] & 61440) === 0) return true;
  if (topZero(6) || topZero(5) && groups[5] === 65535 || topZero(4) && groups[4] === 65535 && groups[5] === 0 || groups[0] === 100 && groups[1] === 65435 && groups[2] === 0 && groups[3] === 0 && groups[4] === 0 && groups[5] === 0 || groups[0] === 100 && groups[1] === 65435 && groups[2] === 1) return isPrivateIPv4(`${groups[6] >> 8 & 255}.${groups[6] & 255}.${groups[7] >> 8 & 255}.${groups[7] & 255}`);
  return false;
}
var MAX_DOWNLOAD_REDIRECTS = 10;
var REDIRECT_STATUS_CODES = /* @__PURE__ */ new Set([
  301,
  302,
  303,
  307,
  308
]);
async function fetchWithValidatedRedirects({ url, headers, abortSignal, maxRedirects = MAX_DOWNLOAD_REDIRECTS, fetch: customFetch, trustedOrigin }) {
  let currentHeaders = headers === void 0 ? void 0 : sanitizeRequestHeaders(headers);
  const perHopInit = (redirect) => {
    const init = {
      signal: abortSignal,
      redirect
    };
    if (currentHeaders !== void 0) init.headers = new Headers(currentHeaders);
    return init;
  };
  let currentUrl = url;
  for (let redirectCount = 0; redirectCount <= maxRedirects; redirectCount++) {
    if (!(trustedOrigin !== void 0 && isSameOrigin(currentUrl, trustedOrigin))) validateDownloadUrl(currentUrl);
    const fetch = customFetch ?? globalThis.fetch;
    const response = await fetch(currentUrl, perHopInit("manual"));
    if (response.type === "opaqueredirect") {
      if (!isBrowserRuntime()) throw new DownloadError({
        url,
        message: `Redirect from ${currentUrl} could not be validated and was blocked`
      });
      return await fetch(currentUrl, perHopInit("follow"));
    }
    const location = response.headers?.get("location");
    if (REDIRECT_STATUS_CODES.has(response.status) && location) {
      cancelResponseBody(response);
      const nextUrl = new URL(location, currentUrl).toString();
      if (new URL(currentUrl).protocol === "https:" && new URL(nextUrl).protocol === "http:") throw new DownloadError({
        url,
        message: "Redirect from HTTPS to HTTP was blocked"
      });
      if (currentHeaders !== void 0 && !isSameOrigin(nextUrl, currentUrl)) {
        const userAgent = currentHeaders.get("user-agent");
        currentHeaders = new Headers(userAgent == null ? void 0 : { "user-agent": userAgent });
      }
      currentUrl = nextUrl;
      continue;
    }
    return response;
  }
  throw new DownloadError({
    url,
    message: `Too many redirects (max ${maxRedirects})`
  });
}
var SAFE_UNTRUSTED_FIRST_HOP_HEADERS = /* @__PURE__ */ new Set([
  "accept",
  "accept-language",
  "baggage",
  "cache-control",
  "idempotency-key",
  "if-match",
  "if-modified-since",
  "if-none-match",
  "if-range",
  "if-unmodified-since",
  "pragma",
  "range",
  "traceparent",
  "tracestate",
  "user-agent",
  "x-correlation-id",
  "x-request-id"
]);
async function fetchUntrustedUrl({ headers, credentialedOrigin, untrustedFirstHopHeaders, ...options }) {
  let firstHopHeaders;
  if (headers !== void 0) {
    firstHopHeaders = sanitizeRequestHeaders(headers);
    const origin = credentialedOrigin ?? options.trustedOrigin;
    if (origin === void 0 || !isSameOrigin(options.url, origin)) {
      const allowedHeaders = /* @__PURE__ */ new Set([...SAFE_UNTRUSTED_FIRST_HOP_HEADERS, ...(untrustedFirstHopHeaders ?? []).map((name3) => name3.toLowerCase())]);
      firstHopHeaders = new Headers([...firstHopHeaders].filter(([name3]) => allowedHeaders.has(name3)));
    }
  }
  return fetchWithValidatedRedirects({
    ...options,
    headers: firstHopHeaders
  });
}
var DEFAULT_MAX_DOWNLOAD_SIZE = 2147483648;
async function readResponseWithSizeLimit({ response, url, maxBytes = DEFAULT_MAX_DOWNLOAD_SIZE, onChunk }) {
  const contentLength = response.headers.get("content-length");
  if (contentLength != null) {
    const length = parseInt(contentLength, 10);
    if (!isNaN(length) && length > maxBytes) {
      await cancelResponseBody(response);
      throw new DownloadError({
        url,
        message: `Download of ${url} exceeded maximum size of ${maxBytes} bytes (Content-Length: ${length}).`
      });
    }
  }
  const body = response.body;
  if (body == null) return /* @__PURE__ */ new Uint8Array(0);
  const reader = body.getReader();
  const chunks = [];
  let totalBytes = 0;
  try {
    while (true) {
      const { done, value } = await reader.read();
      if (done) break;
      totalBytes += value.length;
      if (totalBytes > maxBytes) throw new DownloadError({
        url,
        message: `Download of ${url} exceeded maximum size of ${maxBytes} bytes.`
      });
      if (onChunk != null) {
        onChunk(value);
        continue;
      }
      chunks.push(value.byteLength < value.buffer.byteLength ? new Uint8Array(value) : value);
    }
  } finally {
    try {
      await reader.cancel();
    } catch {
    } finally {
      reader.releaseLock();
    }
  }
  const result = new Uint8Array(onChunk != null ? 0 : totalBytes);
  let offset = 0;
  for (const chunk of chunks) {
    result.set(chunk, offset);
    offset += chunk.length;
  }
  return result;
}
async function downloadBlob(url, options) {
  try {
    const response = await fetchUntrustedUrl({
      url,
      abortSignal: options?.abortSignal,
      fetch: options?.fetch
    });
    if (!response.ok) {
      await cancelResponseBody(response);
      throw new DownloadError({
        url,
        statusCode: response.status,
        statusText: response.statusText
      });
    }
    const data = await readResponseWithSizeLimit({
      response,
      url,
      maxBytes: options?.maxBytes ?? 2147483648
    });
    const contentType = response.headers.get("content-type") ?? void 0;
    return new Blob([data], contentType ? { type: contentType } : void 0);
  } catch (error) {
    if (DownloadError.isInstance(error)) throw error;
    throw new DownloadError({
      url,
      cause: error
    });
  }
}
var EMBEDDING_MODEL_MAX_INPUT_BYTES_PER_CALL = /* @__PURE__ */ Symbol.for("vercel.ai.embeddingModel.maxInputBytesPerCall");
var EMBEDDING_MODEL_PROVIDER_OPTIONS_TRANSFORMER = /* @__PURE__ */ Symbol.for("vercel.ai.embeddingModel.providerOptionsTransformer");
function encodePathSegment(value) {
  const encodedValue = encodeURIComponent(value);
  return encodedValue === "." ? "%252E" : encodedValue === ".." ? "%252E%252E" : encodedValue;
}
function filterNullable(...values) {
  return values.filter((value) => value != null);
}
var createIdGenerator = ({ prefix, size = 16, alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz", separator = "-" } = {}) => {
  const generator = () => {
    const alphabetLength = alphabet.length;
    const chars = new Array(size);
    for (let i = 0; i < size; i++) chars[i] = alphabet[Math.random() * alphabetLength | 0];
    return chars.join("");
  };
  if (prefix == null) return generator;
  if (alphabet.includes(separator)) throw new InvalidArgumentError({
    argument: "separator",
    message: `The separator "${separator}" must not be part of the alphabet "${alphabet}".`
  });
  return () => `${prefix}${separator}${generator()}`;
};
var generateId = createIdGenerator();
var getOriginalFetch$2 = () => globalThis.fetch;
var getFromApi = async ({ url, headers = {}, successfulResponseHandler, failedResponseHandler, abortSignal, fetch, validateUrl, credentialedOrigin, trustedOrigin }) => {
  try {
    const requestFetch = fetch ?? getOriginalFetch$2();
    const requestHeaders = withUserAgentSuffix(credentialedOrigin !== void 0 && !isSameOrigin(url, credentialedOrigin) ? {} : headers, `ai-sdk-provider-utils/${VERSION}`, getRuntimeEnvironmentUserAgent());
    const response = validateUrl ? await fetchWithValidatedRedirects({
      url,
      headers: requestHeaders,
      abortSignal,
      fetch,
      trustedOrigin
    }) : await requestFetch(url, {
      method: "GET",
      headers: requestHeaders,
      signal: abortSignal
    });
    const responseHeaders = extractResponseHeaders(response);
    if (!response.ok) {
      let errorInformation;
      try {
        errorInformation = await failedResponseHandler({
          response,
          url,
          requestBodyValues: {}
        });
      } catch (error) {
        if (isAbortError(error) || APICallError.isInstance(error)) throw error;
        throw new APICallError({
          message: "Failed to process error response",
          cause: error,
          statusCode: response.status,
          url,
          responseHeaders,
          requestBodyValues: {}
        });
      }
      throw errorInformation.value;
    }
    try {
      return await successfulResponseHandler({
        response,
        url,
        requestBodyValues: {}
      });
    } catch (error) {
      if (error instanceof Error) {
        if (isAbortError(error) || APICallError.isInstance(error)) throw error;
      }
      throw new APICallError({
        message: "Failed to process successful response",
        cause: error,
        statusCode: response.status,
        url,
        responseHeaders,
        requestBodyValues: {}
      });
    }
  } catch (error) {
    throw handleFetchError({
      error,
      url,
      requestBodyValues: {}
    });
  }
};
function isBuffer(value) {
  return globalThis.Buffer?.isBuffer(value) ?? false;
}
function isNonNullable(value) {
  return value != null;
}
function isProviderReference(data) {
  return typeof data === "object" && data !== null && !isUint8Array(data) && !(data instanceof URL) && !isArrayBuffer(data) && !isBuffer(data) && !("type" in data);
}
function isRecord(value) {
  return value != null && typeof value === "object" && !Array.isArray(value);
}
function isUrlSupported({ mediaType, url, supportedUrls }) {
  mediaType = mediaType.toLowerCase();
  const isTopLevelOnly = !mediaType.includes("/");
  return Object.entries(supportedUrls).map(([key, value]) => {
    const mediaType2 = key.toLowerCase();
    return mediaType2 === "*" || mediaType2 === "*/*" ? {
      mediaTypePrefix: "",
      regexes: value
    } : {
      mediaTypePrefix: mediaType2.replace(/\*/, ""),
      regexes: value
    };
  }).filter(({ mediaTypePrefix }) => {
    if (mediaTypePrefix === "") return true;
    if (isTopLevelOnly) return `${mediaType}/` === mediaTypePrefix;
    return mediaTypePrefix.endsWith("/") ? mediaType.startsWith(mediaTypePrefix) : mediaType === mediaTypePrefix;
  }).flatMap(({ regexes }) => regexes).some((pattern) => testRegExpFromStart(pattern, url));
}
function testRegExpFromStart(pattern, value) {
  if (!pattern.global && !pattern.sticky) return pattern.test(value);
  const lastIndex = pattern.lastIndex;
  pattern.lastIndex = 0;
  try {
    return pattern.test(value);
  } finally {
    pattern.lastIndex = lastIndex;
  }
}
function loadApiKey({ apiKey, environmentVariableName, apiKeyParameterName = "apiKey", description }) {
  if (typeof apiKey === "string") return apiKey;
  if (apiKey != null) throw new LoadAPIKeyError({ message: `${description} API key must be a string.` });
  if (typeof process === "undefined") throw new LoadAPIKeyError({ message: `${description} API key is missing. Pass it using the '${apiKeyParameterName}' parameter. Environment variables are not supported in this environment.` });
  apiKey = process.env[environmentVariableName];
  if (apiKey == null) throw new LoadAPIKeyError({ message: `${description} API key is missing. Pass it using the '${apiKeyParameterName}' parameter or the ${environmentVariableName} environment variable.` });
  if (typeof apiKey !== "string") throw new LoadAPIKeyError({ message: `${description} API key must be a string. The value of the ${environmentVariableName} environment variable is not a string.` });
  return apiKey;
}
function loadOptionalSetting({ settingValue, environmentVariableName }) {
  if (typeof settingValue === "string") return settingValue;
  if (settingValue != null || typeof process === "undefined") return;
  settingValue = process.env[environmentVariableName];
  if (settingValue == null || typeof settingValue !== "string") return;
  return settingValue;
}
var REASONING_LEVELS = [
  "minimal",
  "low",
  "medium",
  "high",
  "xhigh",
  "max"
];
function isCustomReasoning(reasoning) {
  return reasoning !== void 0 && reasoning !== "provider-default";
}
function mapReasoningToProviderEffort({ reasoning, effortMap, providerOptionsEffort, warnings }) {
  if (providerOptionsEffort != null) return providerOptionsEffort;
  if (!isCustomReasoning(reasoning)) return;
  const index = REASONING_LEVELS.indexOf(reasoning);
  const level = [
    reasoning,
    ...REASONING_LEVELS.slice(0, Math.max(index, 0)).reverse(),
    ...REASONING_LEVELS.slice(index + 1)
  ].find((candidate) => effortMap[candidate] != null);
  if (level == null) {
    warnings.push({
      type: "unsupported",
      feature: "reasoning",
      details: `reasoning "${reasoning}" is not supported by this model.`
    });
    return;
  }
  const mapped = effortMap[level];
  if (mapped !== reasoning) warnings.push({
    type: "compatibility",
    feature: "reasoning",
    details: `reasoning "${reasoning}" is not directly supported by this model. mapped to effort "${mapped}".`
  });
  return mapped;
}
var DEFAULT_REASONING_BUDGET_PERCENTAGES = {
  minimal: 0.02,
  low: 0.1,
  medium: 0.3,
  high: 0.6,
  xhigh: 0.9,
  max: 0.95
};
function mapReasoningToProviderBudget({ reasoning, maxOutputTokens, maxReasoningBudget, minReasoningBudget = 1024, budgetPercentages, warnings }) {
  if (reasoning === "none") {
    warnings.push({
      type: "compatibility",
      feature: "reasoning",
      details: `reasoning "none" is not supported by this model. mapped to the minimum reasoning budget of ${minReasoningBudget} tokens.`
    });
    return minReasoningBudget;
  }
  const percentage = budgetPercentages?.[reasoning] ?? DEFAULT_REASONING_BUDGET_PERCENTAGES[reasoning];
  return Math.min(maxReasoningBudget, Math.max(minReasoningBudget, Math.round(maxOutputTokens * percentage)));
}
function mediaTypeToExtension(mediaType) {
  const [_type, subtype = ""] = mediaType.toLowerCase().split("/");
  return {
    mpeg: "mp3",
    "x-wav": "wav",
    opus: "ogg",
    mp4: "m4a",
    "x-m4a": "m4a"
  }[subtype] ?? subtype;
}
function normalizeBatchRequestCounts({ total, pending, completed, failed }) {
  if (isNonNegativeSafeInteger(total) && isNonNegativeSafeInteger(pending) && isNonNegativeSafeInteger(completed) && isNonNegativeSafeInteger(failed) && pending + completed + failed === total) return {
    total,
    pending,
    completed,
    failed
  };
}
function isNonNegativeSafeInteger(value) {
  return value != null && Number.isSafeInteger(value) && value >= 0;
}
var suspectProtoRx = /"(?:_|\\u005[Ff])(?:_|\\u005[Ff])(?:p|\\u0070)(?:r|\\u0072)(?:o|\\u006[Ff])(?:t|\\u0074)(?:o|\\u006[Ff])(?:_|\\u005[Ff])(?:_|\\u005[Ff])"\s*:/;
var suspectConstructorRx = /"(?:c|\\u0063)(?:o|\\u006[Ff])(?:n|\\u006[Ee])(?:s|\\u0073)(?:t|\\u0074)(?:r|\\u0072)(?:u|\\u0075)(?:c|\\u0063)(?:t|\\u0074)(?:o|\\u006[Ff])(?:r|\\u0072)"\s*:/;
function _parse(text) {
  const obj = JSON.parse(text);
  if (obj === null || typeof obj !== "object") return obj;
  if (suspectProtoRx.test(text) === false && suspectConstructorRx.test(text) === false) return obj;
  return filter(obj);
}
function filter(obj) {
  let next = [obj];
  while (next.length) {
    const nodes = next;
    next = [];
    for (const node of nodes) {
      if (Object.prototype.hasOwnProperty.call(node, "__proto__")) throw new SyntaxError("Object contains forbidden prototype property");
      if (Object.prototype.hasOwnProperty.call(node, "constructor") && node.constructor !== null && typeof node.constructor === "object" && Object.prototype.hasOwnProperty.call(node.constructor, "prototype")) throw new SyntaxError("Object contains forbidden prototype property");
      for (const key in node) {
        const value = node[key];
        if (value && typeof value === "object") next.push(value);
      }
    }
  }
  return obj;
}
function secureJsonParse(text) {
  const { stackTraceLimit } = Error;
  try {
    Error.stackTraceLimit = 0;
  } catch {
    return _parse(text);
  }
  try {
    return _parse(text);
  } finally {
    Error.stackTraceLimit = stackTraceLimit;
  }
}
function addAdditionalPropertiesToJsonSchema(jsonSchema2) {
  if (jsonSchema2.type === "object" || Array.isArray(jsonSchema2.type) && jsonSchema2.type.includes("object")) {
    const { additionalProperties } = jsonSchema2;
    jsonSchema2.additionalProperties = additionalProperties != null && typeof additionalProperties !== "boolean" ? visit(additionalProperties) : false;
    const { properties } = jsonSchema2;
    if (properties != null) for (const key of Object.keys(properties)) properties[key] = visit(properties[key]);
  }
  if (jsonSchema2.items != null) jsonSchema2.items = Array.isArray(jsonSchema2.items) ? jsonSchema2.items.map(visit) : visit(jsonSchema2.items);
  if (jsonSchema2.anyOf != null) jsonSchema2.anyOf = jsonSchema2.anyOf.map(visit);
  if (jsonSchema2.allOf != null) jsonSchema2.allOf = jsonSchema2.allOf.map(visit);
  if (jsonSchema2.oneOf != null) jsonSchema2.oneOf = jsonSchema2.oneOf.map(visit);
  const { definitions } = jsonSchema2;
  if (definitions != null) for (const key of Object.keys(definitions)) definitions[key] = visit(definitions[key]);
  return jsonSchema2;
}
function visit(def) {
  if (typeof def === "boolean") return def;
  return addAdditionalPropertiesToJsonSchema(def);
}
var ignoreOverride = /* @__PURE__ */ Symbol("Let zodToJsonSchema decide on which parser to use");
var defaultOptions = {
  name: void 0,
  $refStrategy: "root",
  basePath: ["#"],
  effectStrategy: "input",
  pipeStrategy: "all",
  dateStrategy: "format:date-time",
  mapStrategy: "entries",
  removeAdditionalStrategy: "passthrough",
  allowedAdditionalProperties: true,
  rejectedAdditionalProperties: false,
  definitionPath: "definitions",
  strictUnions: false,
  definitions: {},
  errorMessages: false,
  patternStrategy: "escape",
  applyRegexFlags: false,
  emailStrategy: "format:email",
  base64Strategy: "contentEncoding:base64",
  nameStrategy: "ref"
};
var getDefaultOptions = (options) => typeof options === "string" ? {
  ...defaultOptions,
  name: options
} : {
  ...defaultOptions,
  ...options
};
function parseAnyDef() {
  return {};
}
function parseArrayDef(def, refs) {
  const res = { type: "array" };
  if (def.type?._def && def.type?._def?.typeName !== "ZodAny") res.items = parseDef(def.type._def, {
    ...refs,
    currentPath: [...refs.currentPath, "items"]
  });
  if (def.minLength) res.minItems = def.minLength.value;
  if (def.maxLength) res.maxItems = def.maxLength.value;
  if (def.exactLength) {
    res.minItems = def.exactLength.value;
    res.maxItems = def.exactLength.value;
  }
  return res;
}
function parseBigintDef(def) {
  const res = {
    type: "integer",
    format: "int64"
  };
  if (!def.checks) return res;
  for (const check of def.checks) switch (check.kind) {
    case "min":
      if (check.inclusive) res.minimum = check.value;
      else res.exclusiveMinimum = check.value;
      break;
    case "max":
      if (check.inclusive) res.maximum = check.value;
      else res.exclusiveMaximum = check.value;
      break;
    case "multipleOf":
      res.multipleOf = check.value;
  }
  return res;
}
function parseBooleanDef() {
  return { type: "boolean" };
}
function parseBrandedDef(_def, refs) {
  return parseDef(_def.type._def, refs);
}
var parseCatchDef = (def, refs) => {
  return parseDef(def.innerType._def, refs);
};
function parseDateDef(def, refs, overrideDateStrategy) {
  const strategy = overrideDateStrategy ?? refs.dateStrategy;
  if (Array.isArray(strategy)) return { anyOf: strategy.map((item) => parseDateDef(def, refs, item)) };
  switch (strategy) {
    case "string":
    case "format:date-time":
      return {
        type: "string",
        format: "date-time"
      };
    case "format:date":
      return {
        type: "string",
        format: "date"
      };
    case "integer":
      return integerDateParser(def);
  }
}
var integerDateParser = (def) => {
  const res = {
    type: "integer",
    format: "unix-time"
  };
  for (const check of def.checks) switch (check.kind) {
    case "min":
      res.minimum = check.value;
      break;
    case "max":
      res.maximum = check.value;
  }
  return res;
};
function parseDefaultDef(_def, refs) {
  return {
    ...parseDef(_def.innerType._def, refs),
    default: _def.defaultValue()
  };
}
function parseEffectsDef(_def, refs) {
  return refs.effectStrategy === "input" ? parseDef(_def.schema._def, refs) : parseAnyDef();
}
function parseEnumDef(def) {
  return {
    type: "string",
    enum: Array.from(def.values)
  };
}
var isJsonSchema7AllOfType = (type) => {
  if ("type" in type && type.type === "string") return false;
  return "allOf" in type;
};
function parseIntersectionDef(def, refs) {
  const allOf = [parseDef(def.left._def, {
    ...refs,
    currentPath: [
      ...refs.currentPath,
      "allOf",
      "0"
    ]
  }), parseDef(def.right._def, {
    ...refs,
    currentPath: [
      ...refs.currentPath,
      "allOf",
      "1"
    ]
  })].filter((x) => !!x);
  const mergedAllOf = [];
  allOf.forEach((schema) => {
    if (isJsonSchema7AllOfType(schema)) mergedAllOf.push(...schema.allOf);
    else {
      let nestedSchema = schema;
      if ("additionalProperties" in schema && schema.additionalProperties === false) {
        const { additionalProperties: _additionalProperties, ...rest } = schema;
        nestedSchema = rest;
      }
      mergedAllOf.push(nestedSchema);
    }
  });
  return mergedAllOf.length ? { allOf: mergedAllOf } : void 0;
}
function parseLiteralDef(def) {
  const parsedType = typeof def.value;
  if (parsedType !== "bigint" && parsedType !== "number" && parsedType !== "boolean" && parsedType !== "string") return { type: Array.isArray(def.value) ? "array" : "object" };
  return {
    type: parsedType === "bigint" ? "integer" : parsedType,
    const: def.value
  };
}
var emojiRegex = void 0;
var zodPatterns = {
  /**
  * `c` was changed to `[cC]` to replicate /i flag
  */
  cuid: /^[cC][^\s-]{8,}$/,
  cuid2: /^[0-9a-z]+$/,
  ulid: /^[0-9A-HJKMNP-TV-Z]{26}$/,
  /**
  * `a-z` was added to replicate /i flag
  */
  email: /^(?!\.)(?!.*\.\.)([a-zA-Z0-9_'+\-.]*)[a-zA-Z0-9_+-]@([a-zA-Z0-9][a-zA-Z0-9-]*\.)+[a-zA-Z]{2,}$/,
  /**
  * Constructed a valid Unicode RegExp
  *
  * Lazily instantiate since this type of regex isn't supported
  * in all envs (e.g. React Native).
  *
  * See:
  * https://github.com/colinhacks/zod/issues/2433
  * Fix in Zod:
  * https://github.com/colinhacks/zod/commit/9340fd51e48576a75adc919bff65dbc4a5d4c99b
  */
  emoji: () => {
    if (emojiRegex === void 0) emojiRegex = RegExp("^(\\p{Extended_Pictographic}|\\p{Emoji_Component})+$", "u");
    return emojiRegex;
  },
  /**
  * Unused
  */
  uuid: /^[0-9a-fA-F]{8}\b-[0-9a-fA-F]{4}\b-[0-9a-fA-F]{4}\b-[0-9a-fA-F]{4}\b-[0-9a-fA-F]{12}$/,
  /**
  * Unused
  */
  ipv4: /^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])$/,
  ipv4Cidr: /^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\/(3[0-2]|[12]?[0-9])$/,
  /**
  * Unused
  */
  ipv6: /^(([a-f0-9]{1,4}:){7}|::([a-f0-9]{1,4}:){0,6}|([a-f0-9]{1,4}:){1}:([a-f0-9]{1,4}:){0,5}|([a-f0-9]{1,4}:){2}:([a-f0-9]{1,4}:){0,4}|([a-f0-9]{1,4}:){3}:([a-f0-9]{1,4}:){0,3}|([a-f0-9]{1,4}:){4}:([a-f0-9]{1,4}:){0,2}|([a-f0-9]{1,4}:){5}:([a-f0-9]{1,4}:){0,1})([a-f0-9]{1,4}|(((25[0-5])|(2[0-4][0-9])|(1[0-9]{2})|([0-9]{1,2}))\.){3}((25[0-5])|(2[0-4][0-9])|(1[0-9]{2})|([0-9]{1,2})))$/,
  ipv6Cidr: /^(([0-9a-fA-F]{1,4}:){7,7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:)|fe80:(:[0-9a-fA-F]{0,4}){0,4}%[0-9a-zA-Z]{1,}|::(ffff(:0{1,4}){0,1}:){0,1}((25[0-5]|(2[0-4]|1{0,1}[0-9]){0,1}[0-9])\.){3,3}(25[0-5]|(2[0-4]|1{0,1}[0-9]){0,1}[0-9])|([0-9a-fA-F]{1,4}:){1,4}:((25[0-5]|(2[0-4]|1{0,1}[0-9]){0,1}[0-9])\.){3,3}(25[0-5]|(2[0-4]|1{0,1}[0-9]){0,1}[0-9]))\/(12[0-8]|1[01][0-9]|[1-9]?[0-9])$/,
  base64: /^([0-9a-zA-Z+/]{4})*(([0-9a-zA-Z+/]{2}==)|([0-9a-zA-Z+/]{3}=))?$/,
  base64url: /^([0-9a-zA-Z-_]{4})*(([0-9a-zA-Z-_]{2}(==)?)|([0-9a-zA-Z-_]{3}(=)?))?$/,
  nanoid: /^[a-zA-Z0-9_-]{21}$/,
  jwt: /^[A-Za-z0-9-_]+\.[A-Za-z0-9-_]+\.[A-Za-z0-9-_]*$/
};
function parseStringDef(def, refs) {
  const res = { type: "string" };
  if (def.checks) for (const check of def.checks) switch (check.kind) {
    case "min":
      res.minLength = typeof res.minLength === "number" ? Math.max(res.minLength, check.value) : check.value;
      break;
    case "max":
      res.maxLength = typeof res.maxLength === "number" ? Math.min(res.maxLength, check.value) : check.value;
      break;
    case "email":
      switch (refs.emailStrategy) {
        case "format:email":
          addFormat(res, "email", check.message, refs);
          break;
        case "format:idn-email":
          addFormat(res, "idn-email", check.message, refs);
          break;
        case "pattern:zod":
          addPattern(res, zodPatterns.email, check.message, refs);
      }
      break;
    case "url":
      addFormat(res, "uri", check.message, refs);
      break;
    case "uuid":
      addFormat(res, "uuid", check.message, refs);
      break;
    case "regex":
      addPattern(res, check.regex, check.message, refs);
      break;
    case "cuid":
      addPattern(res, zodPatterns.cuid, check.message, refs);
      break;
    case "cuid2":
      addPattern(res, zodPatterns.cuid2, check.message, refs);
      break;
    case "startsWith":
      addPattern(res, RegExp(`^${escapeLiteralCheckValue(check.value, refs)}`), check.message, refs);
      break;
    case "endsWith":
      addPattern(res, RegExp(`${escapeLiteralCheckValue(check.value, refs)}$`), check.message, refs);
      break;
    case "datetime":
      addFormat(res, "date-time", check.message, refs);
      break;
    case "date":
      addFormat(res, "date", check.message, refs);
      break;
    case "time":
      addFormat(res, "time", check.message, refs);
      break;
    case "duration":
      addFormat(res, "duration", check.message, refs);
      break;
    case "length":
      res.minLength = typeof res.minLength === "number" ? Math.max(res.minLength, check.value) : check.value;
      res.maxLength = typeof res.maxLength === "number" ? Math.min(res.maxLength, check.value) : check.value;
      break;
    case "includes":
      addPattern(res, RegExp(escapeLiteralCheckValue(check.value, refs)), check.message, refs);
      break;
    case "ip":
      if (check.version !== "v6") addFormat(res, "ipv4", check.message, refs);
      if (check.version !== "v4") addFormat(res, "ipv6", check.message, refs);
      break;
    case "base64url":
      addPattern(res, zodPatterns.base64url, check.message, refs);
      break;
    case "jwt":
      addPattern(res, zodPatterns.jwt, check.message, refs);
      break;
    case "cidr":
      if (check.version !== "v6") addPattern(res, zodPatterns.ipv4Cidr, check.message, refs);
      if (check.version !== "v4") addPattern(res, zodPatterns.ipv6Cidr, check.message, refs);
      break;
    case "emoji":
      addPattern(res, zodPatterns.emoji(), check.message, refs);
      break;
    case "ulid":
      addPattern(res, zodPatterns.ulid, check.message, refs);
      break;
    case "base64":
      switch (refs.base64Strategy) {
        case "format:binary":
          addFormat(res, "binary", check.message, refs);
          break;
        case "contentEncoding:base64":
          res.contentEncoding = "base64";
          break;
        case "pattern:zod":
          addPattern(res, zodPatterns.base64, check.message, refs);
      }
      break;
    case "nanoid":
      addPattern(res, zodPatterns.nanoid, check.message, refs);
  }
  return res;
}
function escapeLiteralCheckValue(literal, refs) {
  return refs.patternStrategy === "escape" ? escapeNonAlphaNumeric(literal) : literal;
}
var ALPHA_NUMERIC = /* @__PURE__ */ new Set("ABCDEFGHIJKLMNOPQRSTUVXYZabcdefghijklmnopqrstuvxyz0123456789");
function escapeNonAlphaNumeric(source) {
  let result = "";
  for (let i = 0; i < source.length; i++) {
    if (!ALPHA_NUMERIC.has(source[i])) result += "\\";
    result += source[i];
  }
  return result;
}
function addFormat(schema, value, message, refs) {
  if (schema.format || schema.anyOf?.some((x) => x.format)) {
    if (!schema.anyOf) schema.anyOf = [];
    if (schema.format) {
      schema.anyOf.push({ format: schema.format });
      delete schema.format;
    }
    schema.anyOf.push({
      format: value,
      ...message && refs.errorMessages && { errorMessage: { format: message } }
    });
  } else schema.format = value;
}
function addPattern(schema, regex, message, refs) {
  if (schema.pattern || schema.allOf?.some((x) => x.pattern)) {
    if (!schema.allOf) schema.allOf = [];
    if (schema.pattern) {
      schema.allOf.push({ pattern: schema.pattern });
      delete schema.pattern;
    }
    schema.allOf.push({
      pattern: stringifyRegExpWithFlags(regex, refs),
      ...message && refs.errorMessages && { errorMessage: { pattern: message } }
    });
  } else schema.pattern = stringifyRegExpWithFlags(regex, refs);
}
function stringifyRegExpWithFlags(regex, refs) {
  if (!refs.applyRegexFlags || !regex.flags) return regex.source;
  const flags = {
    i: regex.flags.includes("i"),
    m: regex.flags.includes("m"),
    s: regex.flags.includes("s")
  };
  const source = flags.i ? regex.source.toLowerCase() : regex.source;
  let pattern = "";
  let isEscaped = false;
  let inCharGroup = false;
  let inCharRange = false;
  for (let i = 0; i < source.length; i++) {
    if (isEscaped) {
      pattern += source[i];
      isEscaped = false;
      continue;
    }
    if (flags.i) {
      if (inCharGroup) {
        if (source[i].match(/[a-z]/)) {
          if (inCharRange) {
            pattern += source[i];
            pattern += `${source[i - 2]}-${source[i]}`.toUpperCase();
            inCharRange = false;
          } else if (source[i + 1] === "-" && source[i + 2]?.match(/[a-z]/)) {
            pattern += source[i];
            inCharRange = true;
          } else pattern += `${source[i]}${source[i].toUpperCase()}`;
          continue;
        }
      } else if (source[i].match(/[a-z]/)) {
        pattern += `[${source[i]}${source[i].toUpperCase()}]`;
        continue;
      }
    }
    if (flags.m) {
      if (source[i] === "^") {
        pattern += `(^|(?<=[\r
]))`;
        continue;
      } else if (source[i] === "$") {
        pattern += `($|(?=[\r
]))`;
        continue;
      }
    }
    if (flags.s && source[i] === ".") {
      pattern += inCharGroup ? `${source[i]}\r
` : `[${source[i]}\r
]`;
      continue;
    }
    pattern += source[i];
    if (source[i] === "\\") isEscaped = true;
    else if (inCharGroup && source[i] === "]") inCharGroup = false;
    else if (!inCharGroup && source[i] === "[") inCharGroup = true;
  }
  try {
    new RegExp(pattern);
  } catch {
    console.warn(`Could not convert regex pattern at ${refs.currentPath.join("/")} to a flag-independent form! Falling back to the flag-ignorant source`);
    return regex.source;
  }
  return pattern;
}
function parseRecordDef(def, refs) {
  const schema = {
    type: "object",
    additionalProperties: parseDef(def.valueType._def, {
      ...refs,
      currentPath: [...refs.currentPath, "additionalProperties"]
    }) ?? refs.allowedAdditionalProperties
  };
  if (def.keyType?._def.typeName === "ZodString" && def.keyType._def.checks?.length) {
    const { type: _type, ...keyType } = parseStringDef(def.keyType._def, refs);
    return {
      ...schema,
      propertyNames: keyType
    };
  } else if (def.keyType?._def.typeName === "ZodEnum") return {
    ...schema,
    propertyNames: { enum: def.keyType._def.values }
  };
  else if (def.keyType?._def.typeName === "ZodBranded" && def.keyType._def.type._def.typeName === "ZodString" && def.keyType._def.type._def.checks?.length) {
    const { type: _type, ...keyType } = parseBrandedDef(def.keyType._def, refs);
    return {
      ...schema,
      propertyNames: keyType
    };
  }
  return schema;
}
function parseMapDef(def, refs) {
  if (refs.mapStrategy === "record") return parseRecordDef(def, refs);
  return {
    type: "array",
    maxItems: 125,
    items: {
      type: "array",
      items: [parseDef(def.keyType._def, {
        ...refs,
        currentPath: [
          ...refs.currentPath,
          "items",
          "items",
          "0"
        ]
      }) || parseAnyDef(), parseDef(def.valueType._def, {
        ...refs,
        currentPath: [
          ...refs.currentPath,
          "items",
          "items",
          "1"
        ]
      }) || parseAnyDef()],
      minItems: 2,
      maxItems: 2
    }
  };
}
function parseNativeEnumDef(def) {
  const object = def.values;
  const actualValues = Object.keys(def.values).filter((key) => {
    return typeof object[object[key]] !== "number";
  }).map((key) => object[key]);
  const parsedTypes = Array.from(new Set(actualValues.map((values) => typeof values)));
  return {
    type: parsedTypes.length === 1 ? parsedTypes[0] === "string" ? "string" : "number" : ["string", "number"],
    enum: actualValues
  };
}
function parseNeverDef() {
  return { not: parseAnyDef() };
}
function parseNullDef() {
  return { type: "null" };
}
var primitiveMappings = {
  ZodString: "string",
  ZodNumber: "number",
  ZodBigInt: "integer",
  ZodBoolean: "boolean",
  ZodNull: "null"
};
function parseUnionDef(def, refs) {
  const options = def.options instanceof Map ? Array.from(def.options.values()) : def.options;
  if (options.every((x) => x._def.typeName in primitiveMappings && (!x._def.checks || !x._def.checks.length))) {
    const types = options.reduce((types2, x) => {
      const type = primitiveMappings[x._def.typeName];
      return type && !types2.includes(type) ? [...types2, type] : types2;
    }, []);
    return { type: types.length > 1 ? types : types[0] };
  } else if (options.every((x) => x._def.typeName === "ZodLiteral" && !x.description)) {
    const types = options.reduce((acc, x) => {
      const type = typeof x._def.value;
      switch (type) {
        case "string":
        case "number":
        case "boolean":
          return [...acc, type];
        case "bigint":
          return [...acc, "integer"];
        case "object":
          if (x._def.value === null) return [...acc, "null"];
        default:
          return acc;
      }
    }, []);
    if (types.length === options.length) {
      const uniqueTypes = types.filter((x, i, a) => a.indexOf(x) === i);
      return {
        type: uniqueTypes.length > 1 ? uniqueTypes : uniqueTypes[0],
        enum: options.reduce((acc, x) => {
          return acc.includes(x._def.value) ? acc : [...acc, x._def.value];
        }, [])
      };
    }
  } else if (options.every((x) => x._def.typeName === "ZodEnum")) return {
    type: "string",
    enum: options.reduce((acc, x) => [...acc, ...x._def.values.filter((x2) => !acc.includes(x2))], [])
  };
  return asAnyOf(def, refs);
}
var asAnyOf = (def, refs) => {
  const anyOf = (def.options instanceof Map ? Array.from(def.options.values()) : def.options).map((x, i) => parseDef(x._def, {
    ...refs,
    currentPath: [
      ...refs.currentPath,
      "anyOf",
      `${i}`
    ]
  })).filter((x) => !!x && (!refs.strictUnions || typeof x === "object" && Object.keys(x).length > 0));
  return anyOf.length ? { anyOf } : void 0;
};
function parseNullableDef(def, refs) {
  if ([
    "ZodString",
    "ZodNumber",
    "ZodBigInt",
    "ZodBoolean",
    "ZodNull"
  ].includes(def.innerType._def.typeName) && (!def.innerType._def.checks || !def.innerType._def.checks.length)) return { type: [primitiveMappings[def.innerType._def.typeName], "null"] };
  const base = parseDef(def.innerType._def, {
    ...refs,
    currentPath: [
      ...refs.currentPath,
      "anyOf",
      "0"
    ]
  });
  return base && { anyOf: [base, { type: "null" }] };
}
function parseNumberDef(def) {
  const res = { type: "number" };
  if (!def.checks) return res;
  for (const check of def.checks) switch (check.kind) {
    case "int":
      res.type = "integer";
      break;
    case "min":
      if (check.inclusive) res.minimum = check.value;
      else res.exclusiveMinimum = check.value;
      break;
    case "max":
      if (check.inclusive) res.maximum = check.value;
      else res.exclusiveMaximum = check.value;
      break;
    case "multipleOf":
      res.multipleOf = check.value;
  }
  return res;
}
function parseObjectDef(def, refs) {
  const result = {
    type: "object",
    properties: {}
  };
  const required = [];
  const shape = def.shape();
  for (const propName in shape) {
    let propDef = shape[propName];
    if (propDef === void 0 || propDef._def === void 0) continue;
    const propOptional = safeIsOptional(propDef);
    const parsedDef = parseDef(propDef._def, {
      ...refs,
      currentPath: [
        ...refs.currentPath,
        "properties",
        propName
      ],
      propertyPath: [
        ...refs.currentPath,
        "properties",
        propName
      ]
    });
    if (parsedDef === void 0) continue;
    result.properties[propName] = parsedDef;
    if (!propOptional) required.push(propName);
  }
  if (required.length) result.required = required;
  const additionalProperties = decideAdditionalProperties(def, refs);
  if (additionalProperties !== void 0) result.additionalProperties = additionalProperties;
  return result;
}
function decideAdditionalProperties(def, refs) {
  if (def.catchall._def.typeName !== "ZodNever") return parseDef(def.catchall._def, {
    ...refs,
    currentPath: [...refs.currentPath, "additionalProperties"]
  });
  switch (def.unknownKeys) {
    case "passthrough":
      return refs.allowedAdditionalProperties;
    case "strict":
      return refs.rejectedAdditionalProperties;
    case "strip":
      return refs.removeAdditionalStrategy === "strict" ? refs.allowedAdditionalProperties : refs.rejectedAdditionalProperties;
  }
}
function safeIsOptional(schema) {
  try {
    return schema.isOptional();
  } catch {
    return true;
  }
}
var parseOptionalDef = (def, refs) => {
  if (refs.currentPath.toString() === refs.propertyPath?.toString()) return parseDef(def.innerType._def, refs);
  const innerSchema = parseDef(def.innerType._def, {
    ...refs,
    currentPath: [
      ...refs.currentPath,
      "anyOf",
      "1"
    ]
  });
  return innerSchema ? { anyOf: [{ not: parseAnyDef() }, innerSchema] } : parseAnyDef();
};
var parsePipelineDef = (def, refs) => {
  if (refs.pipeStrategy === "input") return parseDef(def.in._def, refs);
  else if (refs.pipeStrategy === "output") return parseDef(def.out._def, refs);
  const inputSchema = parseDef(def.in._def, {
    ...refs,
    currentPath: [
      ...refs.currentPath,
      "allOf",
      "0"
    ]
  });
  return { allOf: [inputSchema, parseDef(def.out._def, {
    ...refs,
    currentPath: [
      ...refs.currentPath,
      "allOf",
      inputSchema ? "1" : "0"
    ]
  })].filter((schema) => schema !== void 0) };
};
function parsePromiseDef(def, refs) {
  return parseDef(def.type._def, refs);
}
function parseSetDef(def, refs) {
  const schema = {
    type: "array",
    uniqueItems: true,
    items: parseDef(def.valueType._def, {
      ...refs,
      currentPath: [...refs.currentPath, "items"]
    })
  };
  if (def.minSize) schema.minItems = def.minSize.value;
  if (def.maxSize) schema.maxItems = def.maxSize.value;
  return schema;
}
function parseTupleDef(def, refs) {
  if (def.rest) return {
    type: "array",
    minItems: def.items.length,
    items: def.items.map((x, i) => parseDef(x._def, {
      ...refs,
      currentPath: [
        ...refs.currentPath,
        "items",
        `${i}`
      ]
    })).reduce((acc, x) => x === void 0 ? acc : [...acc, x], []),
    additionalItems: parseDef(def.rest._def, {
      ...refs,
      currentPath: [...refs.currentPath, "additionalItems"]
    })
  };
  else return {
    type: "array",
    minItems: def.items.length,
    maxItems: def.items.length,
    items: def.items.map((x, i) => parseDef(x._def, {
      ...refs,
      currentPath: [
        ...refs.currentPath,
        "items",
        `${i}`
      ]
    })).reduce((acc, x) => x === void 0 ? acc : [...acc, x], [])
  };
}
function parseUndefinedDef() {
  return { not: parseAnyDef() };
}
function parseUnknownDef() {
  return parseAnyDef();
}
var parseReadonlyDef = (def, refs) => {
  return parseDef(def.innerType._def, refs);
};
var selectParser = (def, typeName, refs) => {
  switch (typeName) {
    case "ZodString":
      return parseStringDef(def, refs);
    case "ZodNumber":
      return parseNumberDef(def);
    case "ZodObject":
      return parseObjectDef(def, refs);
    case "ZodBigInt":
      return parseBigintDef(def);
    case "ZodBoolean":
      return parseBooleanDef();
    case "ZodDate":
      return parseDateDef(def, refs);
    case "ZodUndefined":
      return parseUndefinedDef();
    case "ZodNull":
      return parseNullDef();
    case "ZodArray":
      return parseArrayDef(def, refs);
    case "ZodUnion":
    case "ZodDiscriminatedUnion":
      return parseUnionDef(def, refs);
    case "ZodIntersection":
      return parseIntersectionDef(def, refs);
    case "ZodTuple":
      return parseTupleDef(def, refs);
    case "ZodRecord":
      return parseRecordDef(def, refs);
    case "ZodLiteral":
      return parseLiteralDef(def);
    case "ZodEnum":
      return parseEnumDef(def);
    case "ZodNativeEnum":
      return parseNativeEnumDef(def);
    case "ZodNullable":
      return parseNullableDef(def, refs);
    case "ZodOptional":
      return parseOptionalDef(def, refs);
    case "ZodMap":
      return parseMapDef(def, refs);
    case "ZodSet":
      return parseSetDef(def, refs);
    case "ZodLazy":
      return () => def.getter()._def;
    case "ZodPromise":
      return parsePromiseDef(def, refs);
    case "ZodNaN":
    case "ZodNever":
      return parseNeverDef();
    case "ZodEffects":
      return parseEffectsDef(def, refs);
    case "ZodAny":
      return parseAnyDef();
    case "ZodUnknown":
      return parseUnknownDef();
    case "ZodDefault":
      return parseDefaultDef(def, refs);
    case "ZodBranded":
      return parseBrandedDef(def, refs);
    case "ZodReadonly":
      return parseReadonlyDef(def, refs);
    case "ZodCatch":
      return parseCatchDef(def, refs);
    case "ZodPipeline":
      return parsePipelineDef(def, refs);
    case "ZodFunction":
    case "ZodVoid":
    case "ZodSymbol":
      return;
    default:
      return /* @__PURE__ */ ((_) => void 0)(typeName);
  }
};
var getRelativePath = (pathA, pathB) => {
  let i = 0;
  for (; i < pathA.length && i < pathB.length; i++) if (pathA[i] !== pathB[i]) break;
  return [(pathA.length - i).toString(), ...pathB.slice(i)].join("/");
};
function parseDef(def, refs, forceResolution = false) {
  const seenItem = refs.seen.get(def);
  if (refs.override) {
    const overrideResult = refs.override?.(def, refs, seenItem, forceResolution);
    if (overrideResult !== ignoreOverride) return overrideResult;
  }
  if (seenItem && !forceResolution) {
    const seenSchema = get$ref(seenItem, refs);
    if (seenSchema !== void 0) return seenSchema;
  }
  const newItem = {
    def,
    path: refs.currentPath,
    jsonSchema: void 0
  };
  refs.seen.set(def, newItem);
  const jsonSchemaOrGetter = selectParser(def, def.typeName, refs);
  const jsonSchema2 = typeof jsonSchemaOrGetter === "function" ? parseDef(jsonSchemaOrGetter(), refs) : jsonSchemaOrGetter;
  if (jsonSchema2) addMeta(def, refs, jsonSchema2);
  if (refs.postProcess) {
    const postProcessResult = refs.postProcess(jsonSchema2, def, refs);
    newItem.jsonSchema = jsonSchema2;
    return postProcessResult;
  }
  newItem.jsonSchema = jsonSchema2;
  return jsonSchema2;
}
var get$ref = (item, refs) => {
  switch (refs.$refStrategy) {
    case "root":
      return { $ref: item.path.join("/") };
    case "relative":
      return { $ref: getRelativePath(refs.currentPath, item.path) };
    case "none":
    case "seen":
      if (item.path.length < refs.currentPath.length && item.path.every((value, index) => refs.currentPath[index] === value)) {
        console.warn(`Recursive reference detected at ${refs.currentPath.join("/")}! Defaulting to any`);
        return parseAnyDef();
      }
      return refs.$refStrategy === "seen" ? parseAnyDef() : void 0;
  }
};
var addMeta = (def, refs, jsonSchema2) => {
  if (def.description) jsonSchema2.description = def.description;
  return jsonSchema2;
};
var getRefs = (options) => {
  const _options = getDefaultOptions(options);
  const currentPath = _options.name !== void 0 ? [
    ..._options.basePath,
    _options.definitionPath,
    _options.name
  ] : _options.basePath;
  return {
    ..._options,
    currentPath,
    propertyPath: void 0,
    seen: new Map(Object.entries(_options.definitions).map(([name3, def]) => [def._def, {
      def: def._def,
      path: [
        ..._options.basePath,
        _options.definitionPath,
        name3
      ],
      jsonSchema: void 0
    }]))
  };
};
var zod3ToJsonSchema = (schema, options) => {
  const refs = getRefs(options);
  let definitions = typeof options === "object" && options.definitions ? Object.entries(options.definitions).reduce((acc, [name4, schema2]) => ({
    ...acc,
    [name4]: parseDef(schema2._def, {
      ...refs,
      currentPath: [
        ...refs.basePath,
        refs.definitionPath,
        name4
      ]
    }, true) ?? parseAnyDef()
  }), {}) : void 0;
  const name3 = typeof options === "string" ? options : options?.nameStrategy === "title" ? void 0 : options?.name;
  const main = parseDef(schema._def, name3 === void 0 ? refs : {
    ...refs,
    currentPath: [
      ...refs.basePath,
      refs.definitionPath,
      name3
    ]
  }, false) ?? parseAnyDef();
  const title = typeof options === "object" && options.name !== void 0 && options.nameStrategy === "title" ? options.name : void 0;
  if (title !== void 0) main.title = title;
  const combined = name3 === void 0 ? definitions ? {
    ...main,
    [refs.definitionPath]: definitions
  } : main : {
    $ref: [
      ...refs.$refStrategy === "relative" ? [] : refs.basePath,
      refs.definitionPath,
      name3
    ].join("/"),
    [refs.definitionPath]: {
      ...definitions,
      [name3]: main
    }
  };
  combined.$schema = "http://json-schema.org/draft-07/schema#";
  return combined;
};
var schemaSymbol = /* @__PURE__ */ Symbol.for("vercel.ai.schema");
function lazySchema(createSchema) {
  let schema;
  return () => {
    if (schema == null) schema = createSchema();
    return schema;
  };
}
function jsonSchema(jsonSchema2, { validate } = {}) {
  return {
    [schemaSymbol]: true,
    _type: void 0,
    get jsonSchema() {
      if (typeof jsonSchema2 === "function") jsonSchema2 = jsonSchema2();
      return jsonSchema2;
    },
    validate
  };
}
function isSchema(value) {
  return typeof value === "object" && value !== null && schemaSymbol in value && value[schemaSymbol] === true && "jsonSchema" in value && "validate" in value;
}
function asSchema(schema) {
  return schema == null ? jsonSchema({
    type: "object",
    properties: {},
    additionalProperties: false
  }) : isSchema(schema) ? schema : "~standard" in schema ? schema["~standard"].vendor === "zod" ? zodSchema(schema) : standardSchema(schema) : schema();
}
function standardSchema(standardSchema2) {
  return jsonSchema(() => {
    if (!hasStandardJsonSchema(standardSchema2)) throw new Error(`Standard schema vendor '${standardSchema2["~standard"].vendor}' does not support JSON Schema conversion.`);
    return addAdditionalPropertiesToJsonSchema(standardSchema2["~standard"].jsonSchema.input({ target: "draft-07" }));
  }, { validate: async (value) => {
    const result = await standardSchema2["~standard"].validate(value);
    return "value" in result ? {
      success: true,
      value: result.value
    } : {
      success: false,
      error: new TypeValidationError({
        value,
        cause: result.issues
      })
    };
  } });
}
function hasStandardJsonSchema(schema) {
  return schema["~standard"].jsonSchema != null;
}
function zod3Schema(zodSchema2, options) {
  const useReferences = options?.useReferences ?? false;
  return jsonSchema(() => zod3ToJsonSchema(zodSchema2, { $refStrategy: useReferences ? "root" : "none" }), { validate: async (value) => {
    const result = await zodSchema2.safeParseAsync(value);
    return result.success ? {
      success: true,
      value: result.data
    } : {
      success: false,
      error: result.error
    };
  } });
}
function zod4Schema(zodSchema2, options) {
  if (!config().localeError) config(en_default());
  const useReferences = options?.useReferences ?? false;
  return jsonSchema(() => addAdditionalPropertiesToJsonSchema(toJSONSchema(zodSchema2, {
    target: "draft-7",
    io: "input",
    reused: useReferences ? "ref" : "inline"
  })), { validate: async (value) => {
    const result = await safeParseAsync(zodSchema2, value);
    return result.success ? {
      success: true,
      value: result.data
    } : {
      success: false,
      error: result.error
    };
  } });
}
function isZod4Schema(zodSchema2) {
  return "_zod" in zodSchema2;
}
function zodSchema(zodSchema2, options) {
  if (isZod4Schema(zodSchema2)) return zod4Schema(zodSchema2, options);
  else return zod3Schema(zodSchema2, options);
}
async function validateTypes({ value, schema, context }) {
  const result = await safeValidateTypes({
    value,
    schema,
    context
  });
  if (!result.success) throw TypeValidationError.wrap({
    value,
    cause: result.error,
    context
  });
  return result.value;
}
async function safeValidateTypes({ value, schema, context }) {
  const actualSchema = asSchema(schema);
  try {
    if (actualSchema.validate == null) return {
      success: true,
      value,
      rawValue: value
    };
    const result = await actualSchema.validate(value);
    if (result.success) return {
      success: true,
      value: result.value,
      rawValue: value
    };
    return {
      success: false,
      error: TypeValidationError.wrap({
        value,
        cause: result.error,
        context
      }),
      rawValue: value
    };
  } catch (error) {
    return {
      success: false,
      error: TypeValidationError.wrap({
        value,
        cause: error,
        context
      }),
      rawValue: value
    };
  }
}
async function parseJSON({ text, schema }) {
  try {
    const value = secureJsonParse(text);
    if (schema == null) return value;
    return await validateTypes({
      value,
      schema
    });
  } catch (error) {
    if (JSONParseError.isInstance(error) || TypeValidationError.isInstance(error)) throw error;
    throw new JSONParseError({
      text,
      cause: error
    });
  }
}
async function safeParseJSON({ text, schema }) {
  try {
    const value = secureJsonParse(text);
    if (schema == null) return {
      success: true,
      value,
      rawValue: value
    };
    return await safeValidateTypes({
      value,
      schema
    });
  } catch (error) {
    return {
      success: false,
      error: JSONParseError.isInstance(error) ? error : new JSONParseError({
        text,
        cause: error
      }),
      rawValue: void 0
    };
  }
}
function parseJsonEventStream({ stream, schema }) {
  return stream.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream()).pipeThrough(new TransformStream({ async transform({ data }, controller) {
    if (data === "[DONE]") return;
    controller.enqueue(await safeParseJSON({
      text: data,
      schema
    }));
  } }));
}
async function parseProviderOptions({ provider, providerOptions, schema }) {
  if (providerOptions?.[provider] == null) return;
  const parsedProviderOptions = await safeValidateTypes({
    value: providerOptions[provider],
    schema
  });
  if (!parsedProviderOptions.success) throw new InvalidArgumentError({
    argument: "providerOptions",
    message: `invalid ${provider} provider options`,
    cause: parsedProviderOptions.error
  });
  return parsedProviderOptions.value;
}
async function resolveProviderOptions({ providerOptions, namespaces, resolution, schema }) {
  const parsed = [];
  const matched = [];
  for (const namespace of new Set(namespaces)) {
    const options = await parseProviderOptions({
      provider: namespace,
      providerOptions,
      schema
    });
    if (options == null) continue;
    if (resolution === "first") return {
      options,
      namespaces: [namespace]
    };
    parsed.push(options);
    matched.push(namespace);
  }
  return {
    options: parsed.length === 0 ? void 0 : Object.assign({}, ...parsed),
    namespaces: matched
  };
}
var getOriginalFetch$1 = () => globalThis.fetch;
function escapeMultipartHeaderValue(value) {
  return value.replace(/[\r\n]/g, "").replace(/\\/g, "\\\\").replace(/"/g, '\\"');
}
function createMultipartBody(parts, boundary) {
  const encoder = new TextEncoder();
  let disposed = false;
  let activeReader;
  const enteredStreams = /* @__PURE__ */ new Set();
  async function* emitParts() {
    for (const part of parts) {
      if (disposed) return;
      const disposition = `--${boundary}\r
Content-Disposition: form-data; name="${escapeMultipartHeaderValue(part.name)}"`;
      if (part.type === "field") {
        yield encoder.encode(`${disposition}\r
\r
${part.value}\r
`);
        continue;
      }
      const filenameParameter = `; filename="${escapeMultipartHeaderValue(part.filename ?? "blob")}"`;
      const mediaType = (part.mediaType ?? "application/octet-stream").replace(/[\r\n]/g, "");
      yield encoder.encode(`${disposition}${filenameParameter}\r
Content-Type: ${mediaType}\r
\r
`);
      if (part.content instanceof Uint8Array) yield part.content;
      else {
        const reader = part.content.getReader();
        activeReader = reader;
        enteredStreams.add(part.content);
        let finished = false;
        try {
          while (true) {
            const { done, value } = await reader.read();
            if (done || disposed) {
              finished = done;
              break;
            }
            yield value;
          }
        } finally {
          activeReader = void 0;
          if (!finished) await reader.cancel().catch(() => {
          });
          reader.releaseLock();
        }
        if (disposed) return;
      }
      yield encoder.encode("\r\n");
    }
    yield encoder.encode(`--${boundary}--\r
`);
  }
  return {
    stream: convertAsyncIteratorToReadableStream(emitParts()),
    async dispose(reason) {
      if (disposed) return;
      disposed = true;
      const reader = activeReader;
      if (reader != null) await reader.cancel(reason).catch(() => {
      });
      for (const part of parts) if (part.type === "file" && !(part.content instanceof Uint8Array) && !enteredStreams.has(part.content)) await part.content.cancel(reason).catch(() => {
      });
    }
  };
}
var postMultipartStreamToApi = async ({ url, headers = {}, parts, failedResponseHandler, successfulResponseHandler, abortSignal, fetch = getOriginalFetch$1() }) => {
  const boundary = `ai-sdk-multipart-${generateId()}`;
  const requestBodyValues = Object.fromEntries(parts.map((part) => [part.name, part.type === "field" ? part.value : `<file:${part.filename ?? part.name}>`]));
  const body = createMultipartBody(parts, boundary);
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: withUserAgentSuffix({
        ...headers,
        "Content-Type": `multipart/form-data; boundary=${boundary}`
      }, `ai-sdk-provider-utils/${VERSION}`, getRuntimeEnvironmentUserAgent()),
      body: body.stream,
      duplex: "half",
      signal: abortSignal
    });
    const responseHeaders = extractResponseHeaders(response);
    if (!response.ok) {
      let errorInformation;
      try {
        errorInformation = await failedResponseHandler({
          response,
          url,
          requestBodyValues
        });
      } catch (error) {
        if (isAbortError(error) || APICallError.isInstance(error)) throw error;
        throw new APICallError({
          message: "Failed to process error response",
          cause: error,
          statusCode: response.status,
          url,
          responseHeaders,
          requestBodyValues
        });
      }
      throw errorInformation.value;
    }
    try {
      return await successfulResponseHandler({
        response,
        url,
        requestBodyValues
      });
    } catch (error) {
      if (error instanceof Error) {
        if (isAbortError(error) || APICallError.isInstance(error)) throw error;
      }
      throw new APICallError({
        message: "Failed to process successful response",
        cause: error,
        statusCode: response.status,
        url,
        responseHeaders,
        requestBodyValues
      });
    }
  } catch (error) {
    await body.dispose(error);
    throw handleFetchError({
      error,
      url,
      requestBodyValues
    });
  }
};
var getOriginalFetch = () => globalThis.fetch;
var postJsonToApi = async ({ url, headers, body, failedResponseHandler, successfulResponseHandler, abortSignal, fetch }) => await postToApi({
  url,
  headers: {
    "Content-Type": "application/json",
    ...headers
  },
  body: {
    content: JSON.stringify(body),
    values: body
  },
  failedResponseHandler,
  successfulResponseHandler,
  abortSignal,
  fetch
});
var postFormDataToApi = async ({ url, headers, formData, failedResponseHandler, successfulResponseHandler, abortSignal, fetch }) => await postToApi({
  url,
  headers,
  body: {
    content: formData,
    values: Object.fromEntries(formData.entries())
  },
  failedResponseHandler,
  successfulResponseHandler,
  abortSignal,
  fetch
});
var postToApi = async ({ url, headers = {}, body, successfulResponseHandler, failedResponseHandler, abortSignal, fetch = getOriginalFetch() }) => {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: withUserAgentSuffix(headers, `ai-sdk-provider-utils/${VERSION}`, getRuntimeEnvironmentUserAgent()),
      body: body.content,
      signal: abortSignal
    });
    const responseHeaders = extractResponseHeaders(response);
    if (!response.ok) {
      let errorInformation;
      try {
        errorInformation = await failedResponseHandler({
          response,
          url,
          requestBodyValues: body.values
        });
      } catch (error) {
        if (isAbortError(error) || APICallError.isInstance(error)) throw error;
        throw new APICallError({
          message: "Failed to process error response",
          cause: error,
          statusCode: response.status,
          url,
          responseHeaders,
          requestBodyValues: body.values
        });
      }
      throw errorInformation.value;
    }
    try {
      return await successfulResponseHandler({
        response,
        url,
        requestBodyValues: body.values
      });
    } catch (error) {
      if (error instanceof Error) {
        if (isAbortError(error) || APICallError.isInstance(error)) throw error;
      }
      throw new APICallError({
        message: "Failed to process successful response",
        cause: error,
        statusCode: response.status,
        url,
        responseHeaders,
        requestBodyValues: body.values
      });
    }
  } catch (error) {
    throw handleFetchError({
      error,
      url,
      requestBodyValues: body.values
    });
  }
};
function tool(tool2) {
  return tool2;
}
var telemetryRedaction = /* @__PURE__ */ Symbol.for("vercel.ai.telemetry.redact");
function withTelemetryRedaction(value, redact) {
  return Object.create(Object.getPrototypeOf(value), {
    ...Object.getOwnPropertyDescriptors(value),
    [telemetryRedaction]: {
      value: redact,
      configurable: true
    }
  });
}
function redactTelemetryValue(value) {
  if (value == null || typeof value !== "object") return value;
  const redact = Object.getOwnPropertyDescriptor(value, telemetryRedaction)?.value;
  if (typeof redact !== "function") return value;
  try {
    return redact(value);
  } catch {
    return;
  }
}
function createProviderDefinedToolFactory({ id, inputSchema, redactArgs }) {
  return ({ execute, outputSchema, needsApproval, toModelOutput, onInputStart, onInputDelta, onInputAvailable, ...args }) => tool({
    type: "provider",
    isProviderExecuted: false,
    id,
    args: redactArgs == null ? args : withTelemetryRedaction(args, redactArgs),
    inputSchema,
    outputSchema,
    execute,
    needsApproval,
    toModelOutput,
    onInputStart,
    onInputDelta,
    onInputAvailable
  });
}
function createProviderDefinedToolFactoryWithOutputSchema({ id, inputSchema, outputSchema, redactArgs }) {
  return ({ execute, needsApproval, toModelOutput, onInputStart, onInputDelta, onInputAvailable, ...args }) => tool({
    type: "provider",
    isProviderExecuted: false,
    id,
    args: redactArgs == null ? args : withTelemetryRedaction(args, redactArgs),
    inputSchema,
    outputSchema,
    execute,
    needsApproval,
    toModelOutput,
    onInputStart,
    onInputDelta,
    onInputAvailable
  });
}
function createProviderExecutedToolFactory({ id, inputSchema, outputSchema, supportsDeferredResults, redactArgs }) {
  return ({ onInputStart, onInputDelta, onInputAvailable, ...args }) => tool({
    type: "provider",
    isProviderExecuted: true,
    id,
    args: redactArgs == null ? args : withTelemetryRedaction(args, redactArgs),
    inputSchema,
    outputSchema,
    onInputStart,
    onInputDelta,
    onInputAvailable,
    supportsDeferredResults
  });
}
async function resolve(value) {
  if (typeof value === "function") value = value();
  return value;
}
function resolveWith(value, transform) {
  const resolved = typeof value === "function" ? value() : value;
  if (resolved != null && (typeof resolved === "object" || typeof resolved === "function") && typeof resolved.then === "function") return Promise.resolve(resolved).then(transform);
  return transform(resolved);
}
function resolveFullMediaType({ part }) {
  if (isFullMediaType(part.mediaType)) return part.mediaType;
  if (part.data.type === "data") {
    const detected = detectMediaType({
      data: part.data.data,
      topLevelType: getTopLevelMediaType(part.mediaType)
    });
    if (detected) return detected;
    throw new UnsupportedFunctionalityError({ functionality: `file of media type "${part.mediaType}" must specify subtype since it could not be auto-detected` });
  }
  throw new UnsupportedFunctionalityError({ functionality: `file of media type "${part.mediaType}" must specify subtype since it is not passed as inline bytes` });
}
function resolveProviderReference({ reference, provider }) {
  const id = reference[provider];
  if (id != null) return id;
  throw new NoSuchProviderReferenceError({
    provider,
    reference
  });
}
var retryWithExponentialBackoff = ({ maxRetries = 2, initialDelayInMs = 2e3, backoffFactor = 2, abortSignal, shouldRetry, getDelayInMs = ({ exponentialBackoffDelay }) => exponentialBackoffDelay, createRetryError = ({ message }) => new Error(message) }) => async (f) => retryWithExponentialBackoffInternal(f, {
  maxRetries,
  delayInMs: initialDelayInMs,
  backoffFactor,
  abortSignal,
  shouldRetry,
  getDelayInMs,
  createRetryError
});
async function retryWithExponentialBackoffInternal(f, { maxRetries, delayInMs, backoffFactor, abortSignal, shouldRetry, getDelayInMs, createRetryError }, errors = []) {
  try {
    return await f();
  } catch (error) {
    if (isAbortError(error)) throw error;
    if (maxRetries === 0) throw error;
    const errorMessage = getErrorMessage(error);
    const newErrors = [...errors, error];
    const tryNumber = newErrors.length;
    if (tryNumber > maxRetries) throw createRetryError({
      message: `Failed after ${tryNumber} attempts. Last error: ${errorMessage}`,
      reason: "maxRetriesExceeded",
      errors: newErrors
    });
    if (await shouldRetry(error) && tryNumber <= maxRetries) {
      await delay(getDelayInMs({
        error,
        exponentialBackoffDelay: delayInMs
      }), { abortSignal });
      return retryWithExponentialBackoffInternal(f, {
        maxRetries,
        delayInMs: backoffFactor * delayInMs,
        backoffFactor,
        abortSignal,
        shouldRetry,
        getDelayInMs,
        createRetryError
      }, newErrors);
    }
    if (tryNumber === 1) throw error;
    throw createRetryError({
      message: `Failed after ${tryNumber} attempts with non-retryable error: '${errorMessage}'`,
      reason: "errorNotRetryable",
      errors: newErrors
    });
  }
}
var DEFAULT_BINARY_FIELD_MIN_BYTES = 65536;
var QUOTE = 34;
var BACKSLASH = 92;
var EQUALS = 61;
var COMMA = 44;
var COLON = 58;
var LEFT_BRACE = 123;
var RIGHT_BRACE = 125;
var LEFT_BRACKET = 91;
var RIGHT_BRACKET = 93;
var OUTSIDE = 0;
var KEY = 1;
var SKIP = 2;
var BLOB = 3;
function compileBinaryFieldPaths(paths) {
  const root = /* @__PURE__ */ new Map();
  for (const path of paths) {
    if (!/^(?:[\w-]+|\[\*])(?:\.[\w-]+|\[\*])*$/.test(path)) throw new InvalidArgumentError({
      argument: "experimental_binaryFields",
      message: `Invalid binary field path "${path}"`
    });
    let node = root;
    for (const segment of path.match(/\[\*]|[\w-]+/g)) {
      const edges = segment === "[*]" ? [null] : new TextEncoder().encode(`${segment}"`);
      for (const edge of edges) {
        let next = node.get(edge);
        if (next === void 0) node.set(edge, next = /* @__PURE__ */ new Map());
        node = next;
      }
    }
    node.set(true, node);
  }
  return root;
}
function join(parts, length) {
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes;
}
function createJsonBinaryFieldScanner(paths, minBytes = DEFAULT_BINARY_FIELD_MIN_BYTES) {
  const sextet = (/* @__PURE__ */ new Uint8Array(256)).fill(64);
  for (let index = 0; index < 64; index++) sextet["ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".charCodeAt(index)] = index;
  const encoder = new TextEncoder();
  const pieces = [];
  let piece = /* @__PURE__ */ new Uint8Array(65536);
  let pieceLength = 0;
  let size = 0;
  const binaries = /* @__PURE__ */ new Map();
  const frames = [];
  let skipped = 0;
  let mode = OUTSIDE;
  let escaped = false;
  let last = 0;
  let key;
  let segments = [];
  let segment = /* @__PURE__ */ new Uint8Array(0);
  let at = 0;
  let total = 0;
  let bits = 0;
  let chars = 0;
  let padding = 0;
  const add = (bytes) => {
    for (let offset = 0; offset < bytes.length; ) {
      const length = Math.min(piece.length - pieceLength, bytes.length - offset);
      piece.set(bytes.subarray(offset, offset + length), pieceLength);
      pieceLength += length;
      offset += length;
      size += length;
      if (pieceLength === piece.length) {
        pieces.push(piece);
        piece = /* @__PURE__ */ new Uint8Array(65536);
        pieceLength = 0;
      }
    }
  };
  const emit = (chunk, start, end) => add(chunk.subarray(start, end));
  const reset = () => {
    segments = [];
    segment = /* @__PURE__ */ new Uint8Array(0);
    at = 0;
    total = 0;
    bits = 0;
    chars = 0;
    padding = 0;
  };
  const grow = () => {
    if (at > 0) segments.push(segment.subarray(0, at));
    segment = new Uint8Array(Math.min(Math.max(total, 4096), 4 << 20));
    at = 0;
  };
  const rest = () => bits << (4 - chars) * 6;
  const restore = () => {
    for (const part of [...segments, segment.subarray(0, at)]) add(encoder.encode(convertUint8ArrayToBase64(part)));
    const group = rest();
    add(encoder.encode(convertUint8ArrayToBase64(Uint8Array.of(group >> 16, group >> 8, group)).slice(0, chars) + "=".repeat(padding)));
    reset();
  };
  const closeBlob = () => {
    mode = OUTSIDE;
    const tail = chars && chars - 1;
    if (padding === (4 - chars) % 4 && !(bits & (1 << (4 - chars) * 2) - 1) && total + tail >= minBytes) {
      const group = rest();
      const bytes = join([...segments, segment.subarray(0, at)], total + tail);
      for (let index = 0; index < tail; index++) bytes[total + index] = group >> 16 - 8 * index;
      const placeholder = `[binary data: ${bytes.length} bytes; ref ${crypto.getRandomValues(/* @__PURE__ */ new Uint32Array(2)).join("-")}]`;
      binaries.set(placeholder, bytes);
      add(encoder.encode(placeholder));
      reset();
    } else restore();
  };
  const push = (chunk) => {
    let from = 0;
    const { length } = chunk;
    for (let index = 0; index < length; index++) {
      let byte = chunk[index];
      if (mode === BLOB) {
        if (padding === 0) {
          let pending = bits;
          let count = chars;
          for (let value; index < length && (value = sextet[chunk[index]]) < 64; index++) {
            pending = pending << 6 | value;
            if (++count === 4) {
              if (at + 3 > segment.length) grow();
              segment[at++] = pending >> 16;
              segment[at++] = pending >> 8;
              segment[at++] = pending;
              total += 3;
              pending = 0;
              count = 0;
            }
          }
          bits = pending;
          chars = count;
        }
        if (index >= length) break;
        byte = chunk[index];
        if (byte === QUOTE) {
          closeBlob();
          from = index;
        } else if (byte === EQUALS && chars > 1 && padding < 4 - chars) padding++;
        else {
          restore();
          mode = SKIP;
          from = index--;
        }
      } else if (mode !== OUTSIDE) {
        if (mode === KEY) key = key?.get(byte);
        if (escaped) escaped = false;
        else if (byte === BACKSLASH) escaped = true;
        else if (byte === QUOTE) {
          if (mode === KEY) frames.at(-1).next = key;
          mode = OUTSIDE;
        }
      } else if (byte === QUOTE) {
        const frame = frames.at(-1);
        if (skipped > 0) mode = SKIP;
        else if (frame?.keys && (last === LEFT_BRACE || last === COMMA)) {
          mode = KEY;
          key = frame.keys;
        } else if ((frame ? frame.next : paths)?.get(true)) {
          mode = BLOB;
          emit(chunk, from, index + 1);
        } else mode = SKIP;
      } else if (byte === LEFT_BRACE || byte === LEFT_BRACKET) {
        last = byte;
        const frame = frames.at(-1);
        const node = skipped > 0 ? void 0 : frame ? frame.next : paths;
        const items = node?.get(null);
        if (byte === LEFT_BRACE && node) frames.push({ keys: node });
        else if (byte === LEFT_BRACKET && items) frames.push({
          keys: null,
          next: items
        });
        else skipped++;
      } else if (byte === RIGHT_BRACE || byte === RIGHT_BRACKET) {
        if (skipped > 0) skipped--;
        else frames.pop();
      } else if (byte === COMMA || byte === COLON) last = byte;
    }
    if (mode !== BLOB) emit(chunk, from, length);
  };
  const finish = () => {
    if (mode === BLOB) restore();
    return {
      text: new TextDecoder().decode(join([...pieces, piece.subarray(0, pieceLength)], size)),
      binaries
    };
  };
  return {
    push,
    finish
  };
}
function replaceBinaryFieldPlaceholders(value, binaries) {
  if (typeof value === "string") return binaries.get(value) ?? value;
  if (Array.isArray(value)) return value.map((item) => replaceBinaryFieldPlaceholders(item, binaries));
  if (value != null && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([name3, item]) => [name3, replaceBinaryFieldPlaceholders(item, binaries)]));
  return value;
}
function maskBinariesInJson(binaries) {
  for (const [placeholder, bytes] of binaries) Object.defineProperty(bytes, "toJSON", {
    value: () => placeholder,
    configurable: true
  });
  return () => {
    for (const bytes of binaries.values()) Reflect.deleteProperty(bytes, "toJSON");
  };
}
function withBinaryFields(schema, binaries) {
  if (binaries.size === 0) return schema;
  const actualSchema = asSchema(schema);
  return jsonSchema({}, { validate: async (value) => {
    const replaced = replaceBinaryFieldPlaceholders(value, binaries);
    const unmask = maskBinariesInJson(binaries);
    const result = actualSchema.validate ? await actualSchema.validate(replaced) : {
      success: true,
      value: replaced
    };
    if (result.success) unmask();
    return result;
  } });
}
var textDecoder = new TextDecoder();
var DEFAULT_MAX_JSON_LINE_BYTES = 67108864;
function wrapResponseBodyStream({ stream, url, requestBodyValues, statusCode, responseHeaders }) {
  const reader = stream.getReader();
  let readerReleased = false;
  const releaseReader = () => {
    if (!readerReleased) {
      reader.releaseLock();
      readerReleased = true;
    }
  };
  return new ReadableStream({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          releaseReader();
          controller.close();
        } else controller.enqueue(value);
      } catch (error) {
        releaseReader();
        if (isAbortError(error)) {
          controller.error(error);
          return;
        }
        controller.error(handleFetchError({
          error: new APICallError({
            message: "Failed to process successful response",
            cause: error,
            statusCode,
            url,
            responseHeaders,
            requestBodyValues
          }),
          url,
          requestBodyValues
        }));
      }
    },
    async cancel(reason) {
      try {
        await reader.cancel(reason);
      } finally {
        releaseReader();
      }
    }
  });
}
async function readResponseBodyAsText({ response, url }) {
  return textDecoder.decode(await readResponseWithSizeLimit({
    response,
    url
  }));
}
var createJsonErrorResponseHandler = ({ errorSchema, errorToMessage, isRetryable }) => async ({ response, url, requestBodyValues }) => {
  const responseBody = await readResponseBodyAsText({
    response,
    url
  });
  const responseHeaders = extractResponseHeaders(response);
  if (responseBody.trim() === "") return {
    responseHeaders,
    value: new APICallError({
      message: response.statusText,
      url,
      requestBodyValues,
      statusCode: response.status,
      responseHeaders,
      responseBody,
      isRetryable: isRetryable?.(response)
    })
  };
  try {
    const parsedError = await parseJSON({
      text: responseBody,
      schema: errorSchema
    });
    return {
      responseHeaders,
      value: new APICallError({
        message: errorToMessage(parsedError),
        url,
        requestBodyValues,
        statusCode: response.status,
        responseHeaders,
        responseBody,
        data: parsedError,
        isRetryable: isRetryable?.(response, parsedError)
      })
    };
  } catch {
    return {
      responseHeaders,
      value: new APICallError({
        message: response.statusText,
        url,
        requestBodyValues,
        statusCode: response.status,
        responseHeaders,
        responseBody,
        isRetryable: isRetryable?.(response)
      })
    };
  }
};
var createEventSourceResponseHandler = (chunkSchema) => async ({ response, url, requestBodyValues }) => {
  const responseHeaders = extractResponseHeaders(response);
  if (response.body == null) throw new EmptyResponseBodyError({});
  return {
    responseHeaders,
    value: parseJsonEventStream({
      stream: wrapResponseBodyStream({
        stream: response.body,
        url,
        requestBodyValues,
        statusCode: response.status,
        responseHeaders
      }),
      schema: chunkSchema
    })
  };
};
var createJsonResponseHandler = (responseSchema, { experimental_binaryFields } = {}) => {
  const binaryFieldPaths = experimental_binaryFields?.length ? compileBinaryFieldPaths(experimental_binaryFields) : void 0;
  return async ({ response, url, requestBodyValues }) => {
    let responseBody;
    let schema = responseSchema;
    if (binaryFieldPaths == null) responseBody = await readResponseBodyAsText({
      response,
      url
    });
    else {
      const scanner = createJsonBinaryFieldScanner(binaryFieldPaths);
      await readResponseWithSizeLimit({
        response,
        url,
        onChunk: scanner.push
      });
      const scanned = scanner.finish();
      responseBody = scanned.text;
      schema = withBinaryFields(responseSchema, scanned.binaries);
    }
    const parsedResult = await safeParseJSON({
      text: responseBody,
      schema
    });
    const responseHeaders = extractResponseHeaders(response);
    if (!parsedResult.success) throw new APICallError({
      message: "Invalid JSON response",
      cause: parsedResult.error,
      statusCode: response.status,
      responseHeaders,
      responseBody,
      url,
      requestBodyValues
    });
    return {
      responseHeaders,
      value: parsedResult.value,
      rawValue: parsedResult.rawValue
    };
  };
};
var createJsonLinesResponseHandler = (responseSchema, { maxLineBytes = DEFAULT_MAX_JSON_LINE_BYTES } = {}) => {
  if (!Number.isSafeInteger(maxLineBytes) || maxLineBytes <= 0) throw new InvalidArgumentError({
    argument: "maxLineBytes",
    message: "maxLineBytes must be a positive safe integer."
  });
  return async ({ response, url }) => {
    const responseHeaders = extractResponseHeaders(response);
    if (response.body == null) throw new EmptyResponseBodyError({});
    return {
      responseHeaders,
      value: parseJsonLines({
        stream: response.body,
        schema: responseSchema,
        url,
        maxLineBytes
      })
    };
  };
};
async function* parseJsonLines({ stream, schema, url, maxLineBytes }) {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let lineBytes = 0;
  let finished = false;
  try {
    while (true) {
      const { done, value } = await reader.read();
      if (done) {
        finished = true;
        buffer += decoder.decode();
        break;
      }
      let offset = 0;
      while (offset < value.length) {
        const lineEnd = value.indexOf(10, offset);
        const segmentEnd = lineEnd === -1 ? value.length : lineEnd;
        lineBytes += segmentEnd - offset;
        if (lineBytes > maxLineBytes) throw new DownloadError({
          message: `JSON Lines response exceeded maximum line size of ${maxLineBytes} bytes.`,
          url
        });
        const decodeEnd = lineEnd === -1 ? segmentEnd : lineEnd + 1;
        buffer += decoder.decode(value.subarray(offset, decodeEnd), { stream: true });
        if (lineEnd === -1) break;
        const line = buffer.slice(0, -1).replace(/\r$/, "");
        buffer = "";
        lineBytes = 0;
        offset = decodeEnd;
        if (line.trim().length > 0) yield await parseJSON({
          text: line,
          schema
        });
      }
    }
    const finalLine = buffer.replace(/\r$/, "");
    if (finalLine.trim().length > 0) yield await parseJSON({
      text: finalLine,
      schema
    });
  } finally {
    if (!finished) await reader.cancel().catch(() => {
    });
    reader.releaseLock();
  }
}
var createBinaryResponseHandler = () => async ({ response, url, requestBodyValues }) => {
  const responseHeaders = extractResponseHeaders(response);
  if (!response.body) throw new APICallError({
    message: "Response body is empty",
    url,
    requestBodyValues,
    statusCode: response.status,
    responseHeaders,
    responseBody: void 0
  });
  try {
    const buffer = await response.arrayBuffer();
    return {
      responseHeaders,
      value: new Uint8Array(buffer)
    };
  } catch (error) {
    throw new APICallError({
      message: "Failed to read response as array buffer",
      url,
      requestBodyValues,
      statusCode: response.status,
      responseHeaders,
      responseBody: void 0,
      cause: error
    });
  }
};
var createBinaryStreamResponseHandler = () => async ({ response, url, requestBodyValues }) => {
  const responseHeaders = extractResponseHeaders(response);
  if (response.body == null) throw new EmptyResponseBodyError({});
  return {
    responseHeaders,
    value: wrapResponseBodyStream({
      stream: response.body,
      url,
      requestBodyValues,
      statusCode: response.status,
      responseHeaders
    })
  };
};
var createStatusCodeErrorResponseHandler = () => async ({ response, url, requestBodyValues }) => {
  const responseHeaders = extractResponseHeaders(response);
  const responseBody = await readResponseBodyAsText({
    response,
    url
  });
  return {
    responseHeaders,
    value: new APICallError({
      message: response.statusText,
      url,
      requestBodyValues,
      statusCode: response.status,
      responseHeaders,
      responseBody
    })
  };
};
function isJSONSerializable(value) {
  if (value === null || value === void 0) return true;
  const type = typeof value;
  if (type === "string" || type === "number" || type === "boolean") return true;
  if (type === "function" || type === "symbol" || type === "bigint") return false;
  if (Array.isArray(value)) return value.every(isJSONSerializable);
  if (Object.getPrototypeOf(value) === Object.prototype) return Object.values(value).every(isJSONSerializable);
  return false;
}
var name2 = "AI_SerializationError";
var marker2 = `vercel.ai.error.${name2}`;
var symbol2 = Symbol.for(marker2);
var SerializationError = class extends AISDKError {
  constructor({ message = "Failed to serialize value.", cause } = {}) {
    super({
      name: name2,
      message,
      cause
    });
    this[symbol2] = true;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker2);
  }
};
function serializeModelOptions(options) {
  const serializableConfig = {};
  for (const [key, value] of Object.entries(options.config)) if (key === "headers") {
    const resolvedHeaders = resolveSync(value);
    if (isJSONSerializable(resolvedHeaders)) serializableConfig[key] = resolvedHeaders;
  } else if (isJSONSerializable(value)) serializableConfig[key] = value;
  return {
    modelId: options.modelId,
    config: serializableConfig
  };
}
function resolveSync(value) {
  let next = value;
  if (typeof value === "function") next = value();
  if (next instanceof Promise) throw new SerializationError({ message: "Cannot serialize asynchronous model options." });
  return next;
}
var SPEECH_STREAM_START_FRAME_TYPE = "speech-stream.start";
var SPEECH_STREAM_TEXT_DELTA_FRAME_TYPE = "speech-stream.text-delta";
var SPEECH_STREAM_TEXT_DONE_FRAME_TYPE = "speech-stream.text-done";
function parseSpeechStreamPart(text) {
  let value;
  try {
    value = secureJsonParse(text);
  } catch {
    return;
  }
  if (!isRecord(value)) return;
  const part = value;
  switch (part.type) {
    case "stream-start": {
      if (!Array.isArray(part.warnings)) return;
      const warnings = part.warnings.filter((warning) => !isUnknownWarningType(warning));
      return warnings.every(isWarning$1) ? {
        ...part,
        warnings
      } : void 0;
    }
    case "audio":
      return isString$1(part.audio) && isAudioFormat(part.audioFormat) && isOptional$1(part.id, isString$1) && isOptional$1(part.providerMetadata, isRecord) ? part : void 0;
    case "finish":
      return isOptional$1(part.usage, isUsage) && isOptional$1(part.providerMetadata, isRecord) ? part : void 0;
    case "response-metadata": {
      if (!(isOptional$1(part.modelId, isString$1) && isOptional$1(part.headers, isRecord))) return;
      const timestamp = part.timestamp;
      if (timestamp == null) return {
        ...part,
        timestamp: void 0
      };
      if (typeof timestamp !== "string") return;
      const revived = new Date(timestamp);
      return Number.isNaN(revived.getTime()) ? void 0 : {
        ...part,
        timestamp: revived
      };
    }
    case "raw":
      return "rawValue" in part ? part : void 0;
    case "error":
      return "error" in part ? part : void 0;
    default:
      return;
  }
}
function isString$1(value) {
  return typeof value === "string";
}
function isOptional$1(value, check) {
  return value === void 0 || check(value);
}
var knownWarningTypes = /* @__PURE__ */ new Set([
  "compatibility",
  "deprecated",
  "other",
  "unsupported"
]);
function isUnknownWarningType(value) {
  return isRecord(value) && isString$1(value.type) && !knownWarningTypes.has(value.type);
}
function isWarning$1(value) {
  if (!isRecord(value)) return false;
  switch (value.type) {
    case "compatibility":
    case "unsupported":
      return isString$1(value.feature) && isOptional$1(value.details, isString$1);
    case "deprecated":
      return isString$1(value.setting) && isString$1(value.message);
    case "other":
      return isString$1(value.message);
    default:
      return false;
  }
}
function isAudioFormat(value) {
  return isRecord(value) && isString$1(value.type) && value.type.length > 0 && isOptional$1(value.rate, (rate) => typeof rate === "number" && Number.isFinite(rate) && rate > 0);
}
function isUsage(value) {
  return isRecord(value) && [
    "inputCharacters",
    "inputTokens",
    "outputTokens"
  ].every((key) => isOptional$1(value[key], (count) => typeof count === "number"));
}
function startsWithStructuredValue(value) {
  if (typeof value !== "string") return false;
  const firstCharacter = value.trimStart()[0];
  return firstCharacter === "{" || firstCharacter === "[";
}
var StreamingToolCallArgumentState = class {
  constructor(initialValue = "") {
    this.structure = { kind: "undetermined" };
    this.append(initialValue);
  }
  get hasCompleteStructuredValue() {
    return this.structure.kind === "structured" && this.structure.complete === true;
  }
  append(delta) {
    let nextStructure = this.structure;
    for (const character of delta) {
      if (nextStructure.kind === "undetermined") {
        if (/\s/.test(character)) continue;
        if (character !== "{" && character !== "[") {
          nextStructure = { kind: "other" };
          continue;
        }
        nextStructure = {
          kind: "structured",
          stack: [character],
          inString: false,
          escaped: false,
          complete: false
        };
        continue;
      }
      if (nextStructure.kind !== "structured" || nextStructure.complete) continue;
      if (nextStructure.inString) {
        if (nextStructure.escaped) nextStructure.escaped = false;
        else if (character === "\\") nextStructure.escaped = true;
        else if (character === '"') nextStructure.inString = false;
        continue;
      }
      if (character === '"') nextStructure.inString = true;
      else if (character === "{" || character === "[") nextStructure.stack.push(character);
      else if (character === "}" || character === "]") {
        const expectedOpening = character === "}" ? "{" : "[";
        if (nextStructure.stack.at(-1) !== expectedOpening) {
          nextStructure = { kind: "other" };
          continue;
        }
        nextStructure.stack.pop();
        if (nextStructure.stack.length === 0) nextStructure.complete = true;
      }
    }
    this.structure = nextStructure;
  }
};
var StreamingToolCallTracker = class {
  constructor(controller, options = {}) {
    this.toolCalls = [];
    this.toolCallsById = /* @__PURE__ */ new Map();
    this.toolCallsByIndex = /* @__PURE__ */ new Map();
    this.usedToolCallIds = /* @__PURE__ */ new Set();
    this.nextGeneratedIdSuffixes = /* @__PURE__ */ new Map();
    this.controller = controller;
    this._generateId = options.generateId ?? generateId;
    this.typeValidation = options.typeValidation ?? "none";
    this.extractMetadata = options.extractMetadata;
    this.buildToolCallProviderMetadata = options.buildToolCallProviderMetadata;
  }
  /**
  * Process a tool call delta from a streaming response chunk.
  * Emits tool-input-start, tool-input-delta, tool-input-end, and tool-call
  * events as appropriate.
  */
  processDelta(toolCallDelta) {
    const wireName = toolCallDelta.function?.name;
    const hasBlankName = typeof wireName === "string" && wireName.trim().length === 0;
    const wireId = this.getNonBlankString(toolCallDelta.id);
    const name3 = this.getNonBlankString(wireName);
    const argumentsDelta = toolCallDelta.function?.arguments;
    const { index } = toolCallDelta;
    const resolution = this.resolveToolCall({
      wireId,
      index,
      name: name3,
      hasExplicitCallStart: name3 != null && startsWithStructuredValue(argumentsDelta),
      hasEmptyArguments: argumentsDelta == null || argumentsDelta.trim().length === 0
    });
    if (resolution.kind === "ambiguous") return;
    let toolCall;
    if (resolution.kind === "new") {
      if (hasBlankName) return;
      toolCall = this.processNewToolCall(toolCallDelta, {
        wireId,
        index,
        name: name3
      });
    } else {
      toolCall = resolution.toolCall;
      if (wireId != null) this.associateWireId(toolCall, wireId);
      this.processExistingToolCall(toolCall, toolCallDelta);
    }
    if (index != null) this.associateIndex(toolCall, index);
  }
  /**
  * Finalize any unfinished tool calls. Should be called during the stream's
  * flush handler to ensure all tool calls are properly completed.
  */
  flush() {
    const toolCalls = this.toolCalls.every((toolCall) => toolCall.index != null) ? [...this.toolCalls].sort((a, b) => a.index - b.index || a.sequence - b.sequence) : this.toolCalls;
    for (const toolCall of toolCalls) if (!toolCall.hasFinished) this.finishToolCall(toolCall);
  }
  /**
  * Correlation precedence for streamed deltas:
  *
  * | ID evidence | index/name evidence | start evidence | resolution |
  * | --- | --- | --- | --- |
  * | known | matching | any | matching call, new call, or ambiguity |
  * | known | conflicting | named | new call |
  * | unseen | matching | structured start | new call |
  * | unseen | matching | named empty arguments | incomplete call, new call, or ambiguity |
  * | unseen | matching | continuation | matching call or ambiguity |
  * | absent | matching | any | matching call, new call, or ambiguity |
  * | absent | absent | named | new call |
  * | absent | absent | unnamed | sole unfinished call, new call, or ambiguity |
  */
  resolveToolCall({ wireId, index, name: name3, hasExplicitCallStart, hasEmptyArguments }) {
    const indexedToolCalls = index != null ? this.toolCallsByIndex.get(index) : void 0;
    const matchingIndexedToolCalls = this.filterToolCallsByName(indexedToolCalls, name3);
    if (wireId != null) {
      const toolCallsWithId = this.toolCallsById.get(wireId);
      if (toolCallsWithId != null) {
        if (index != null) {
          const matchingToolCalls = matchingIndexedToolCalls.filter((toolCall) => toolCallsWithId.has(toolCall));
          const matchingToolCall = this.resolveMatchingToolCall(matchingToolCalls, hasExplicitCallStart);
          if (matchingToolCall.kind !== "new") return matchingToolCall;
          if (name3 != null) return { kind: "new" };
          if (indexedToolCalls != null) return { kind: "ambiguous" };
          return this.resolveMatchingToolCall([...toolCallsWithId], false);
        }
        if (name3 != null) {
          const matchingToolCalls = [...toolCallsWithId].filter((toolCall) => toolCall.function.name === name3);
          return this.resolveMatchingToolCall(matchingToolCalls, hasExplicitCallStart);
        }
        return this.resolveMatchingToolCall([...toolCallsWithId], false);
      }
      if (matchingIndexedToolCalls.length > 0) return hasExplicitCallStart ? { kind: "new" } : this.resolveMatchingToolCall(matchingIndexedToolCalls, name3 != null && hasEmptyArguments);
      return { kind: "new" };
    }
    if (indexedToolCalls != null) return this.resolveMatchingToolCall(matchingIndexedToolCalls, hasExplicitCallStart);
    if (name3 != null) return { kind: "new" };
    const unfinishedToolCalls = this.toolCalls.filter((toolCall) => !toolCall.hasFinished);
    return this.resolveMatchingToolCall(unfinishedToolCalls, false);
  }
  filterToolCallsByName(toolCalls, name3) {
    if (toolCalls == null) return [];
    return [...toolCalls].filter((toolCall) => name3 == null || toolCall.function.name === name3);
  }
  resolveMatchingToolCall(toolCalls, hasExplicitCallStart) {
    if (toolCalls.length === 0) return { kind: "new" };
    const continuableToolCalls = toolCalls.filter((toolCall) => !toolCall.argumentState.hasCompleteStructuredValue);
    if (!hasExplicitCallStart && toolCalls.length === 1) return {
      kind: "existing",
      toolCall: toolCalls[0]
    };
    if (continuableToolCalls.length === 1) return {
      kind: "existing",
      toolCall: continuableToolCalls[0]
    };
    if (continuableToolCalls.length > 1 || !hasExplicitCallStart) return { kind: "ambiguous" };
    return { kind: "new" };
  }
  processNewToolCall(toolCallDelta, { wireId, index, name: name3 }) {
    if (this.typeValidation === "required") {
      if (toolCallDelta.type !== "function") throw new InvalidResponseDataError({
        data: toolCallDelta,
        message: `Expected 'function' type.`
      });
    } else if (this.typeValidation === "if-present") {
      if (toolCallDelta.type != null && toolCallDelta.type !== "function") throw new InvalidResponseDataError({
        data: toolCallDelta,
        message: `Expected 'function' type.`
      });
    }
    if (name3 == null) throw new InvalidResponseDataError({
      data: toolCallDelta,
      message: `Expected 'function.name' to be a string.`
    });
    const id = this.createToolCallId(wireId);
    this.controller.enqueue({
      type: "tool-input-start",
      id,
      toolName: name3
    });
    const metadata = this.extractMetadata?.(toolCallDelta);
    const initialArguments = toolCallDelta.function?.arguments ?? "";
    const toolCall = {
      id,
      index: index ?? void 0,
      sequence: this.toolCalls.length,
      type: "function",
      function: {
        name: name3,
        arguments: initialArguments
      },
      argumentState: new StreamingToolCallArgumentState(initialArguments),
      hasFinished: false,
      metadata
    };
    this.toolCalls.push(toolCall);
    if (wireId != null) this.associateWireId(toolCall, wireId);
    if (toolCall.function.arguments.length > 0) this.controller.enqueue({
      type: "tool-input-delta",
      id: toolCall.id,
      delta: toolCall.function.arguments
    });
    return toolCall;
  }
  associateWireId(toolCall, wireId) {
    let toolCallsWithId = this.toolCallsById.get(wireId);
    if (toolCallsWithId == null) {
      toolCallsWithId = /* @__PURE__ */ new Set();
      this.toolCallsById.set(wireId, toolCallsWithId);
    }
    toolCallsWithId.add(toolCall);
  }
  associateIndex(toolCall, index) {
    let toolCallsWithIndex = this.toolCallsByIndex.get(index);
    if (toolCallsWithIndex == null) {
      toolCallsWithIndex = /* @__PURE__ */ new Set();
      this.toolCallsByIndex.set(index, toolCallsWithIndex);
    }
    toolCallsWithIndex.add(toolCall);
  }
  createToolCallId(wireId) {
    if (wireId != null && !this.usedToolCallIds.has(wireId)) {
      this.usedToolCallIds.add(wireId);
      return wireId;
    }
    const generatedId = this.getNonBlankString(this._generateId()) ?? "tool-call";
    if (!this.usedToolCallIds.has(generatedId)) {
      this.usedToolCallIds.add(generatedId);
      return generatedId;
    }
    const initialSuffix = this.nextGeneratedIdSuffixes.get(generatedId) ?? 1;
    const maximumSuffix = initialSuffix + this.usedToolCallIds.size;
    for (let suffix = initialSuffix; suffix <= maximumSuffix; suffix++) {
      const suffixedId = `${generatedId}-${suffix}`;
      if (!this.usedToolCallIds.has(suffixedId)) {
        this.usedToolCallIds.add(suffixedId);
        this.nextGeneratedIdSuffixes.set(generatedId, suffix + 1);
        return suffixedId;
      }
    }
    throw new Error("Failed to create a unique tool call ID.");
  }
  getNonBlankString(value) {
    return value != null && value.trim().length > 0 ? value : void 0;
  }
  processExistingToolCall(toolCall, toolCallDelta) {
    if (toolCall.hasFinished) return;
    if (toolCallDelta.function?.arguments != null) {
      toolCall.argumentState.append(toolCallDelta.function.arguments);
      toolCall.function.arguments += toolCallDelta.function.arguments;
      this.controller.enqueue({
        type: "tool-input-delta",
        id: toolCall.id,
        delta: toolCallDelta.function.arguments
      });
    }
  }
  finishToolCall(toolCall) {
    this.controller.enqueue({
      type: "tool-input-end",
      id: toolCall.id
    });
    const providerMetadata = this.buildToolCallProviderMetadata?.(toolCall.metadata);
    this.controller.enqueue({
      type: "tool-call",
      toolCallId: toolCall.id,
      toolName: toolCall.function.name,
      input: toolCall.function.arguments,
      ...providerMetadata ? { providerMetadata } : {}
    });
    toolCall.hasFinished = true;
  }
};
var TRANSCRIPTION_STREAM_START_FRAME_TYPE = "transcription-stream.start";
var TRANSCRIPTION_STREAM_AUDIO_DONE_FRAME_TYPE = "transcription-stream.audio-done";
function parseTranscriptionStreamPart(text) {
  let value;
  try {
    value = secureJsonParse(text);
  } catch {
    return;
  }
  if (value == null || typeof value !== "object" || Array.isArray(value)) return;
  const part = value;
  switch (part.type) {
    case "stream-start":
      return Array.isArray(part.warnings) && part.warnings.every(isWarning) ? part : void 0;
    case "transcript-delta":
      return isString(part.delta) && isOptional(part.id, isString) && isOptional(part.providerMetadata, isRecord) ? part : void 0;
    case "transcript-partial":
      return isString(part.text) && isOptional(part.id, isString) && isOptional(part.startSecond, isNumber) && isOptional(part.durationInSeconds, isNumber) && isOptional(part.channelIndex, isNumber) && isOptional(part.providerMetadata, isRecord) ? part : void 0;
    case "transcript-final":
      return isString(part.text) && isOptional(part.id, isString) && isOptional(part.startSecond, isNumber) && isOptional(part.endSecond, isNumber) && isOptional(part.channelIndex, isNumber) && isOptional(part.providerMetadata, isRecord) ? part : void 0;
    case "finish":
      return isString(part.text) && Array.isArray(part.segments) && part.segments.every(isSegment) && isOptional(part.language, isString) && isOptional(part.durationInSeconds, isNumber) && isOptional(part.usage, isRecord) && isOptional(part.providerMetadata, isRecord) ? part : void 0;
    case "response-metadata": {
      if (!(isOptional(part.modelId, isString) && isOptional(part.headers, isRecord))) return;
      const timestamp = part.timestamp;
      if (timestamp == null) return {
        ...part,
        timestamp: void 0
      };
      if (typeof timestamp !== "string") return;
      const revived = new Date(timestamp);
      return Number.isNaN(revived.getTime()) ? void 0 : {
        ...part,
        timestamp: revived
      };
    }
    case "raw":
      return "rawValue" in part ? part : void 0;
    case "error":
      return "error" in part ? part : void 0;
    default:
      return;
  }
}
function isString(value) {
  return typeof value === "string";
}
function isNumber(value) {
  return typeof value === "number";
}
function isOptional(value, check) {
  return value === void 0 || check(value);
}
function isWarning(value) {
  return isRecord(value) && isString(value.type);
}
function isSegment(value) {
  return isRecord(value) && isString(value.text) && isNumber(value.startSecond) && isNumber(value.endSecond);
}
function validateBaseURL(baseURL) {
  if (baseURL?.trim() === "") throw new InvalidArgumentError({
    argument: "baseURL",
    message: "baseURL must be a non-empty string."
  });
  return baseURL;
}
function withoutTrailingSlash(url) {
  return url?.replace(/\/$/, "");
}
function isExecutableTool(tool2) {
  return tool2 != null && typeof tool2.execute === "function";
}
function isAsyncIterable(obj) {
  return obj != null && typeof obj[Symbol.asyncIterator] === "function";
}
async function* executeTool({ tool: tool2, input, options }) {
  const result = tool2.execute(input, options);
  if (isAsyncIterable(result)) {
    let lastOutput;
    for await (const output of result) {
      lastOutput = output;
      yield {
        type: "preliminary",
        output
      };
    }
    yield {
      type: "final",
      output: lastOutput
    };
  } else yield {
    type: "final",
    output: await result
  };
}
function toolCaller(tool2, definition) {
  return Object.defineProperty({ ...tool2 }, "experimental_toolCaller", { value: definition });
}
function getToolCaller(tool2) {
  return tool2?.experimental_toolCaller;
}
function stringifyWithBigIntAndCycles(value) {
  const ancestors = [];
  return JSON.stringify(value, function(_key, value2) {
    if (typeof value2 === "bigint") return value2.toString();
    if (typeof value2 !== "object" || value2 === null) return value2;
    while (ancestors.length > 0 && ancestors.at(-1) !== this) ancestors.pop();
    if (ancestors.includes(value2)) return "[Circular]";
    ancestors.push(value2);
    return value2;
  });
}

export {
  AISDKError,
  DecisionUnsupportedQuestionTypeError,
  APICallError,
  ExtractionUnsupportedFieldTypeError,
  getErrorMessage,
  InvalidArgumentError,
  InvalidPromptError,
  InvalidResponseDataError,
  JSONParseError,
  LoadAPIKeyError,
  NoSuchModelError,
  TooManyEmbeddingValuesForCallError,
  TypeValidationError,
  UnsupportedFunctionalityError,
  isJSONObject,
  WORKFLOW_SERIALIZE,
  WORKFLOW_DESERIALIZE,
  asArray,
  combineHeaders,
  removeUndefinedEntries,
  delay,
  toWebSocketUrl,
  waitForWebSocketBufferDrain,
  connectToWebSocket,
  convertAsyncIteratorToReadableStream,
  convertBase64ToUint8Array,
  convertUint8ArrayToBase64,
  isUint8Array,
  isArrayBuffer,
  convertToBase64,
  convertInlineFileDataToUint8Array,
  convertJsonResponseToolStream,
  convertToFormData,
  createLanguageModelResponseMetadata,
  createNullLanguageModelUsage,
  createToolNameMapping,
  createProviderStreamError,
  isProviderStreamError,
  getRuntimeEnvironmentUserAgent,
  isAbortError,
  normalizeHeaders,
  withUserAgentSuffix,
  deleteFromApi,
  detectMediaType,
  getTopLevelMediaType,
  isFullMediaType,
  cancelResponseBody,
  DownloadError,
  isSameOrigin,
  fetchUntrustedUrl,
  DEFAULT_MAX_DOWNLOAD_SIZE,
  readResponseWithSizeLimit,
  downloadBlob,
  EMBEDDING_MODEL_MAX_INPUT_BYTES_PER_CALL,
  EMBEDDING_MODEL_PROVIDER_OPTIONS_TRANSFORMER,
  encodePathSegment,
  filterNullable,
  createIdGenerator,
  generateId,
  getFromApi,
  isBuffer,
  isNonNullable,
  isProviderReference,
  isRecord,
  isUrlSupported,
  loadApiKey,
  loadOptionalSetting,
  isCustomReasoning,
  mapReasoningToProviderEffort,
  mapReasoningToProviderBudget,
  mediaTypeToExtension,
  normalizeBatchRequestCounts,
  secureJsonParse,
  lazySchema,
  jsonSchema,
  asSchema,
  zodSchema,
  validateTypes,
  safeValidateTypes,
  parseJSON,
  safeParseJSON,
  parseJsonEventStream,
  parseProviderOptions,
  resolveProviderOptions,
  postMultipartStreamToApi,
  postJsonToApi,
  postFormDataToApi,
  postToApi,
  tool,
  withTelemetryRedaction,
  redactTelemetryValue,
  createProviderDefinedToolFactory,
  createProviderDefinedToolFactoryWithOutputSchema,
  createProviderExecutedToolFactory,
  resolve,
  resolveWith,
  resolveFullMediaType,
  resolveProviderReference,
  retryWithExponentialBackoff,
  createJsonErrorResponseHandler,
  createEventSourceResponseHandler,
  createJsonResponseHandler,
  createJsonLinesResponseHandler,
  createBinaryResponseHandler,
  createBinaryStreamResponseHandler,
  createStatusCodeErrorResponseHandler,
  serializeModelOptions,
  SPEECH_STREAM_START_FRAME_TYPE,
  SPEECH_STREAM_TEXT_DELTA_FRAME_TYPE,
  SPEECH_STREAM_TEXT_DONE_FRAME_TYPE,
  parseSpeechStreamPart,
  StreamingToolCallTracker,
  TRANSCRIPTION_STREAM_START_FRAME_TYPE,
  TRANSCRIPTION_STREAM_AUDIO_DONE_FRAME_TYPE,
  parseTranscriptionStreamPart,
  validateBaseURL,
  withoutTrailingSlash,
  isExecutableTool,
  executeTool,
  toolCaller,
  getToolCaller,
  stringifyWithBigIntAndCycles
};
