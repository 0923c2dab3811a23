// Reads back PNGs independently of their encoder (the sandbox's products, the browser's
// screenshots): chunks with CRCs checked by node:zlib's crc32, IHDR fields, and RGBA pixels
// (filter types 0..4 undone; an RGB image is given an opaque alpha).
import { crc32, inflateSync } from 'node:zlib';

export interface DecodedPng {
  readonly width: number;
  readonly height: number;
  readonly bitDepth: number;
  readonly colourType: number;
  readonly chunkTypes: readonly string[];
  readonly rgba: Uint8Array;
}

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** Bytes per pixel of the colour types read: RGB (2) and RGBA (6). */
const CHANNELS: Readonly<Record<number, number>> = { 2: 3, 6: 4 };

/** Decodes an 8-bit RGB or RGBA, non-interlaced PNG; throws on anything invalid (bad CRC included). */
export function decodePng(bytes: Uint8Array): DecodedPng {
  SIGNATURE.forEach((b, i) => {
    if (bytes[i] !== b) throw new Error('no PNG signature');
  });
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const types: string[] = [];
  const idat: Uint8Array[] = [];
  let header: DataView | undefined;
  for (let at = 8; at < bytes.length;) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    const data = bytes.subarray(at + 8, at + 8 + length);
    if (crc32(bytes.subarray(at + 4, at + 8 + length)) !== view.getUint32(at + 8 + length))
      throw new Error(`bad CRC in ${type}`);
    types.push(type);
    if (type === 'IHDR') header = new DataView(data.buffer, data.byteOffset, data.byteLength);
    if (type === 'IDAT') idat.push(data);
    at += 12 + length;
  }
  if (header === undefined || types[0] !== 'IHDR' || types[types.length - 1] !== 'IEND')
    throw new Error('bad chunk order');
  const width = header.getUint32(0);
  const height = header.getUint32(4);
  const bitDepth = header.getUint8(8);
  const colourType = header.getUint8(9);
  const n = CHANNELS[colourType];
  if (bitDepth !== 8 || n === undefined || header.getUint8(12) !== 0)
    throw new Error('not 8-bit RGB or RGBA, non-interlaced');

  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * n;
  if (raw.length !== height * (stride + 1))
    throw new Error(`IDAT holds ${raw.length} bytes, expected ${height * (stride + 1)}`);
  const px = new Uint8Array(width * height * n);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let x = 0; x < stride; x++) {
      const v = raw[y * (stride + 1) + 1 + x] ?? 0;
      const a = x >= n ? (px[y * stride + x - n] ?? 0) : 0;
      const b = y > 0 ? (px[(y - 1) * stride + x] ?? 0) : 0;
      const c = x >= n && y > 0 ? (px[(y - 1) * stride + x - n] ?? 0) : 0;
      const predictor =
        filter === 0
          ? 0
          : filter === 1
            ? a
            : filter === 2
              ? b
              : filter === 3
                ? Math.floor((a + b) / 2)
                : filter === 4
                  ? paeth(a, b, c)
                  : Number.NaN;
      if (Number.isNaN(predictor)) throw new Error(`unknown filter ${String(filter)}`);
      px[y * stride + x] = (v + predictor) & 0xff;
    }
  }
  if (n === 4) return { width, height, bitDepth, colourType, chunkTypes: types, rgba: px };
  const rgba = new Uint8Array(width * height * 4).fill(255);
  for (let i = 0, j = 0; i < px.length; i += 3, j += 4) rgba.set(px.subarray(i, i + 3), j);
  return { width, height, bitDepth, colourType, chunkTypes: types, rgba };
}

/** How many distinct RGBA colours an image has. */
export function distinctColours(rgba: Uint8Array): number {
  const seen = new Set<number>();
  for (let i = 0; i < rgba.length; i += 4)
    seen.add(
      (((rgba[i] ?? 0) << 24) | ((rgba[i + 1] ?? 0) << 16) | ((rgba[i + 2] ?? 0) << 8) | (rgba[i + 3] ?? 0)) >>> 0,
    );
  return seen.size;
}
