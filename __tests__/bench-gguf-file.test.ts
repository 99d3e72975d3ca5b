import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error: a plain ES module of the benchmarks, without type declarations
import { encodeGgufHeader, writeGguf } from '../bench/gguf-file.mjs';

/** Reads a GGUF string (u64 length, UTF-8 bytes) at `offset`. */
function readString(bytes: Buffer, offset: number): { text: string; end: number } {
  const length = Number(bytes.readBigUInt64LE(offset));
  return { text: bytes.toString('utf8', offset + 8, offset + 8 + length), end: offset + 8 + length };
}

describe('the GGUF writer of the llama.cpp benchmark', () => {
  const metadata = {
    'general.architecture': { type: 'string', value: 'qwen2' },
    'qwen2.block_count': { type: 'uint32', value: 2 },
    'tokenizer.ggml.tokens': { type: 'array', itemType: 'string', value: ['a', 'Ġb'] },
  };
  const tensors = [
    { name: 'norm.weight', shape: [3], type: 'f32' },
    { name: 'embd.weight', shape: [2, 2], type: 'f16' },
  ];

  it('writes the version 3 header, typed key-values and tensor infos in the order the format gives', () => {
    const { header, offsets } = encodeGgufHeader(metadata, tensors) as { header: Buffer; offsets: number[] };
    expect(header.toString('latin1', 0, 4)).toBe('GGUF');
    expect(header.readUInt32LE(4)).toBe(3);
    expect(header.readBigUInt64LE(8)).toBe(2n);
    expect(header.readBigUInt64LE(16)).toBe(3n);
    let at = 24;
    const key = readString(header, at);
    expect(key.text).toBe('general.architecture');
    expect(header.readUInt32LE(key.end)).toBe(8);
    const value = readString(header, key.end + 4);
    expect(value.text).toBe('qwen2');
    at = value.end;
    expect(readString(header, at).text).toBe('qwen2.block_count');
    at = readString(header, at).end;
    expect([header.readUInt32LE(at), header.readUInt32LE(at + 4)]).toEqual([4, 2]);
    at += 8;
    at = readString(header, at).end;
    // An array: its item type, its length, then the items.
    expect([header.readUInt32LE(at), header.readUInt32LE(at + 4), Number(header.readBigUInt64LE(at + 8))]).toEqual([9, 8, 2]);
    expect(readString(header, at + 16).text).toBe('a');
    expect(readString(header, readString(header, at + 16).end).text).toBe('Ġb');
    // Tensor data is aligned to 32 bytes: 12 bytes of f32 are followed by 20 of padding.
    expect(offsets).toEqual([0, 32]);
    expect(header.length % 32).toBe(0);
  });

  it('writes each tensor at its aligned offset after the header, and refuses data of the wrong size', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sextant-gguf-'));
    try {
      const path = join(dir, 'tiny.gguf');
      const data = (tensor: { name: string }) => (tensor.name === 'norm.weight' ? new Float32Array([1, 2, 3]) : new Uint16Array([0x3c00, 0, 0, 0x3c00]));
      writeGguf(path, { metadata, tensors, data });
      const file = readFileSync(path);
      const { header } = encodeGgufHeader(metadata, tensors) as { header: Buffer };
      expect(file.subarray(0, header.length).equals(header)).toBe(true);
      expect([file.readFloatLE(header.length), file.readFloatLE(header.length + 8)]).toEqual([1, 3]);
      expect(file.readUInt16LE(header.length + 32)).toBe(0x3c00);
      expect(file.length).toBe(header.length + 32 + 8 + 24);
      expect(() => writeGguf(join(dir, 'bad.gguf'), { metadata, tensors, data: () => new Float32Array(1) })).toThrow(/norm\.weight has 4 bytes, expected 12/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
