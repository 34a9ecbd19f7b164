/**
 * PBKDF2-HMAC-SHA256 in plain JavaScript, for the one place WebCrypto is missing: a content
 * script on a page served over plain http (`crypto.subtle` exists only in secure contexts, and a
 * content script shares its page's). Same bits as WebCrypto's `deriveBits` (tests compare them,
 * and RFC 7914's vectors), so a fingerprint made on either side matches. Only the first 32-byte
 * block is made: a fingerprint is cut shorter than that (fingerprint.ts).
 */

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);
const INITIAL = [
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
];

/** One 64-byte block (as 16 big-endian words) into the state, in place. */
function compress(state: Uint32Array, block: Uint32Array, w: Uint32Array): void {
  for (let i = 0; i < 16; i++) w[i] = block[i]!;
  for (let i = 16; i < 64; i++) {
    const a = w[i - 15]!;
    const b = w[i - 2]!;
    const s0 = ((a >>> 7) | (a << 25)) ^ ((a >>> 18) | (a << 14)) ^ (a >>> 3);
    const s1 = ((b >>> 17) | (b << 15)) ^ ((b >>> 19) | (b << 13)) ^ (b >>> 10);
    w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) | 0;
  }
  let [a, b, c, d, e, f, g, h] = state as unknown as number[] as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  for (let i = 0; i < 64; i++) {
    const s1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const t1 = (h + s1 + ((e & f) ^ (~e & g)) + K[i]! + w[i]!) | 0;
    const s0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const t2 = (s0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  state[0] = (state[0]! + a) | 0;
  state[1] = (state[1]! + b) | 0;
  state[2] = (state[2]! + c) | 0;
  state[3] = (state[3]! + d) | 0;
  state[4] = (state[4]! + e) | 0;
  state[5] = (state[5]! + f) | 0;
  state[6] = (state[6]! + g) | 0;
  state[7] = (state[7]! + h) | 0;
}

/** Bytes as big-endian words, padded as SHA-256 pads a message that `prefix` blocks precede. */
function padded(bytes: Uint8Array, prefixBlocks: number): Uint32Array {
  const blocks = Math.ceil((bytes.length + 9) / 64);
  const out = new Uint8Array(blocks * 64);
  out.set(bytes);
  out[bytes.length] = 0x80;
  const bits = (bytes.length + prefixBlocks * 64) * 8;
  const view = new DataView(out.buffer);
  view.setUint32(out.length - 8, Math.floor(bits / 2 ** 32));
  view.setUint32(out.length - 4, bits >>> 0);
  const words = new Uint32Array(out.length / 4);
  for (let i = 0; i < words.length; i++) words[i] = view.getUint32(i * 4);
  return words;
}

/** The state after one block, from the initial state. */
function stateAfter(block: Uint32Array, w: Uint32Array): Uint32Array {
  const state = new Uint32Array(INITIAL);
  compress(state, block, w);
  return state;
}

/**
 * PBKDF2-HMAC-SHA256's first block: the 32 bytes `deriveBits` gives for 256 bits. HMAC's two
 * keyed states are made once; each iteration is then two compressions of one block each.
 */
export function pbkdf2Sha256(
  password: Uint8Array,
  salt: Uint8Array,
  iterations: number,
): Uint8Array {
  const w = new Uint32Array(64);
  let key = password;
  if (key.length > 64) key = digest(key, w);
  const pad = (byte: number) => {
    const block = new Uint8Array(64);
    for (let i = 0; i < 64; i++) block[i] = (key[i] ?? 0) ^ byte;
    return padded(block, 0).subarray(0, 16);
  };
  const inner = stateAfter(pad(0x36), w);
  const outer = stateAfter(pad(0x5c), w);
  // U1 = HMAC(password, salt || INT(1)).
  const first = new Uint8Array(salt.length + 4);
  first.set(salt);
  first[salt.length + 3] = 1;
  const hmac = (message: Uint32Array) => {
    const state = new Uint32Array(inner);
    for (let i = 0; i < message.length; i += 16) compress(state, message.subarray(i, i + 16), w);
    const block = new Uint32Array(16);
    block.set(state);
    block[8] = 0x80000000;
    block[15] = (64 + 32) * 8;
    const result = new Uint32Array(outer);
    compress(result, block, w);
    return result;
  };
  let u = hmac(padded(first, 1));
  const sum = new Uint32Array(u);
  // Every later U is HMAC of the 32 bytes before it: one fixed-size padded block.
  const block = new Uint32Array(16);
  block[8] = 0x80000000;
  block[15] = (64 + 32) * 8;
  for (let round = 1; round < iterations; round++) {
    block.set(u);
    u = hmac(block);
    for (let i = 0; i < 8; i++) sum[i]! ^= u[i]!;
  }
  const out = new Uint8Array(32);
  const view = new DataView(out.buffer);
  for (let i = 0; i < 8; i++) view.setUint32(i * 4, sum[i]!);
  return out;
}

/** SHA-256 of a whole message (a key longer than a block is hashed first, as HMAC says). */
function digest(bytes: Uint8Array, w: Uint32Array): Uint8Array {
  const state = new Uint32Array(INITIAL);
  const words = padded(bytes, 0);
  for (let i = 0; i < words.length; i += 16) compress(state, words.subarray(i, i + 16), w);
  const out = new Uint8Array(32);
  const view = new DataView(out.buffer);
  for (let i = 0; i < 8; i++) view.setUint32(i * 4, state[i]!);
  return out;
}
