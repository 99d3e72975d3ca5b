// A GGUF (version 3) writer, enough for llama.cpp to load a model made here: the header, metadata
// key-values, tensor infos, then each tensor's data aligned to 32 bytes. No npm package writes GGUF;
// the format is small (ggml's docs/gguf.md). Tensors are written one at a time from a generator, so
// a few hundred megabytes of weights never sit in memory at once.
import { closeSync, openSync, writeSync } from 'node:fs';

const MAGIC = 'GGUF';
const VERSION = 3;
/** general.alignment's default: every tensor's data starts at a multiple of it. */
export const GGUF_ALIGNMENT = 32;

/** Value types of metadata (gguf_metadata_value_type). */
const TYPES = { uint8: 0, int8: 1, uint16: 2, int16: 3, uint32: 4, int32: 5, float32: 6, bool: 7, string: 8, array: 9, uint64: 10, int64: 11, float64: 12 };
/** Tensor element types (ggml_type) written here, with their bytes per element. */
export const TENSOR_TYPES = { f32: { id: 0, bytes: 4 }, f16: { id: 1, bytes: 2 } };

/**
 * A metadata value: `{ type: 'uint32', value: 8 }`, `{ type: 'string', value: 'qwen2' }`, or an array
 * `{ type: 'array', itemType: 'string', value: [...] }`.
 */
function encodeValue(type, value, itemType) {
  switch (type) {
    case 'uint8':
    case 'bool':
      return Buffer.from([type === 'bool' ? Number(Boolean(value)) : value]);
    case 'int8': {
      const buffer = Buffer.alloc(1);
      buffer.writeInt8(value);
      return buffer;
    }
    case 'uint16':
    case 'int16': {
      const buffer = Buffer.alloc(2);
      if (type === 'uint16') buffer.writeUInt16LE(value);
      else buffer.writeInt16LE(value);
      return buffer;
    }
    case 'uint32':
    case 'int32':
    case 'float32': {
      const buffer = Buffer.alloc(4);
      if (type === 'uint32') buffer.writeUInt32LE(value);
      else if (type === 'int32') buffer.writeInt32LE(value);
      else buffer.writeFloatLE(value);
      return buffer;
    }
    case 'uint64':
    case 'int64':
    case 'float64': {
      const buffer = Buffer.alloc(8);
      if (type === 'float64') buffer.writeDoubleLE(value);
      else if (type === 'uint64') buffer.writeBigUInt64LE(BigInt(value));
      else buffer.writeBigInt64LE(BigInt(value));
      return buffer;
    }
    case 'string':
      return encodeString(value);
    case 'array': {
      if (!(itemType in TYPES) || itemType === 'array') throw new Error(`GGUF: unsupported array item type ${itemType}`);
      const head = Buffer.alloc(12);
      head.writeUInt32LE(TYPES[itemType], 0);
      head.writeBigUInt64LE(BigInt(value.length), 4);
      return Buffer.concat([head, ...value.map((item) => encodeValue(itemType, item))]);
    }
    default:
      throw new Error(`GGUF: unsupported metadata type ${type}`);
  }
}

function encodeString(text) {
  const bytes = Buffer.from(text, 'utf8');
  const length = Buffer.alloc(8);
  length.writeBigUInt64LE(BigInt(bytes.length));
  return Buffer.concat([length, bytes]);
}

const padding = (offset) => (GGUF_ALIGNMENT - (offset % GGUF_ALIGNMENT)) % GGUF_ALIGNMENT;

/**
 * Pure: the bytes before the tensor data, and where each tensor's data starts relative to the end of
 * them. `metadata` maps keys to typed values; `tensors` are `{ name, shape, type }` with `shape` in
 * GGUF's order (the fastest-varying dimension first: a PyTorch weight [out, in] is [in, out] here).
 */
export function encodeGgufHeader(metadata, tensors) {
  const head = Buffer.alloc(24);
  head.write(MAGIC, 0, 'latin1');
  head.writeUInt32LE(VERSION, 4);
  head.writeBigUInt64LE(BigInt(tensors.length), 8);
  head.writeBigUInt64LE(BigInt(Object.keys(metadata).length), 16);
  const parts = [head];
  for (const [key, entry] of Object.entries(metadata)) {
    const type = Buffer.alloc(4);
    type.writeUInt32LE(TYPES[entry.type]);
    parts.push(encodeString(key), type, encodeValue(entry.type, entry.value, entry.itemType));
  }
  const offsets = [];
  let offset = 0;
  for (const tensor of tensors) {
    const info = Buffer.alloc(4 + 8 * tensor.shape.length + 4 + 8);
    info.writeUInt32LE(tensor.shape.length, 0);
    tensor.shape.forEach((size, index) => info.writeBigUInt64LE(BigInt(size), 4 + 8 * index));
    info.writeUInt32LE(TENSOR_TYPES[tensor.type].id, 4 + 8 * tensor.shape.length);
    info.writeBigUInt64LE(BigInt(offset), 8 + 8 * tensor.shape.length);
    parts.push(encodeString(tensor.name), info);
    offsets.push(offset);
    offset += tensorBytes(tensor);
    offset += padding(offset);
  }
  const header = Buffer.concat(parts);
  return { header: Buffer.concat([header, Buffer.alloc(padding(header.length))]), offsets, dataBytes: offset };
}

export function tensorBytes(tensor) {
  return tensor.shape.reduce((product, size) => product * size, 1) * TENSOR_TYPES[tensor.type].bytes;
}

/**
 * Writes a GGUF file: `tensors` give name, shape and type, and `data(tensor)` returns its bytes
 * (a Buffer or typed array of exactly tensorBytes(tensor)), called once per tensor in order.
 */
export function writeGguf(path, { metadata, tensors, data }) {
  const { header } = encodeGgufHeader(metadata, tensors);
  const file = openSync(path, 'w');
  try {
    writeSync(file, header);
    for (const tensor of tensors) {
      const bytes = data(tensor);
      const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      if (view.length !== tensorBytes(tensor)) throw new Error(`GGUF: ${tensor.name} has ${view.length} bytes, expected ${tensorBytes(tensor)}`);
      writeSync(file, view);
      const pad = padding(view.length);
      if (pad > 0) writeSync(file, Buffer.alloc(pad));
    }
  } finally {
    closeSync(file);
  }
}
