// A minimal PNG encoder (8-bit RGBA, no interlace) for the radar and map-layer images the
// sandbox serves. Format: W3C PNG Specification (Third Edition), §5 datastream, §11 chunks.
import { deflateSync } from 'node:zlib';

/** An RGBA image: 4 bytes per pixel, rows top to bottom, no padding. */
export interface RgbaImage {
  readonly widthPx: number;
  readonly heightPx: number;
  readonly rgba: Uint8Array;
}

export const PNG_SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

// CRC-32 of ISO 3309 / ITU-T V.42 as PNG §5.5 specifies (reflected polynomial 0xedb88320).
// A table of our own rather than zlib.crc32, which only exists from Node 20.15 on.
const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 of `bytes` (PNG §5.5). */
export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** One chunk: length, type, data, CRC over type and data (PNG §5.3). */
function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/** Encodes an RGBA image as PNG bytes. Same pixels, same bytes. */
export function encodePng(image: RgbaImage): Uint8Array {
  const { widthPx, heightPx, rgba } = image;
  if (!Number.isInteger(widthPx) || !Number.isInteger(heightPx) || widthPx < 1 || heightPx < 1) {
    throw new Error(`PNG size must be whole and positive, got ${widthPx}x${heightPx}`);
  }
  if (rgba.length !== widthPx * heightPx * 4)
    throw new Error(`RGBA data has ${rgba.length} bytes for ${widthPx}x${heightPx}`);

  const header = new Uint8Array(13);
  const hv = new DataView(header.buffer);
  hv.setUint32(0, widthPx);
  hv.setUint32(4, heightPx);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type: truecolour with alpha
  // bytes 10..12: compression 0 (deflate), filter method 0, interlace 0 (none)

  // Filter type 1 (Sub) on every row (PNG §9.2): smooth fields compress far better than raw.
  const stride = widthPx * 4;
  const filtered = new Uint8Array(heightPx * (stride + 1));
  for (let y = 0; y < heightPx; y++) {
    const row = y * stride;
    const out = y * (stride + 1);
    filtered[out] = 1;
    for (let x = 0; x < stride; x++) {
      const left = x >= 4 ? (rgba[row + x - 4] ?? 0) : 0;
      filtered[out + 1 + x] = ((rgba[row + x] ?? 0) - left) & 0xff;
    }
  }

  const parts = [
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(filtered)),
    chunk('IEND', new Uint8Array(0)),
  ];
  const total = parts.reduce((sum, p) => sum + p.length, 0);
  const png = new Uint8Array(total);
  let at = 0;
  for (const p of parts) {
    png.set(p, at);
    at += p.length;
  }
  return png;
}
