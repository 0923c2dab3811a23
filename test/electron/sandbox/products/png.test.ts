// The PNG encoder: signature, IHDR, CRCs checked against node:zlib, pixels read back exactly.
import { describe, expect, it } from 'vitest';
import { crc32 as zlibCrc32 } from 'node:zlib';
import { crc32, encodePng, PNG_SIGNATURE } from '../../../../electron/sandbox/weather/products/png';
import { decodePng } from '../../../helpers/png-reader';

function gradient(widthPx: number, heightPx: number): Uint8Array {
  const rgba = new Uint8Array(widthPx * heightPx * 4);
  for (let y = 0; y < heightPx; y++) {
    for (let x = 0; x < widthPx; x++)
      rgba.set([x * 7, y * 5, (x * y) % 256, 128 + ((x + y) % 128)], (y * widthPx + x) * 4);
  }
  return rgba;
}

describe('encodePng', () => {
  it('computes the CRC-32 of PNG §5.5 (the check value of "123456789" is cbf43926)', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
    const bytes = gradient(13, 7);
    expect(crc32(bytes)).toBe(zlibCrc32(bytes));
  });

  it('writes a signature, an IHDR of the size, valid CRCs, and the pixels back exactly', () => {
    const rgba = gradient(37, 11);
    const png = encodePng({ widthPx: 37, heightPx: 11, rgba });
    expect([...png.subarray(0, 8)]).toEqual([...PNG_SIGNATURE]);
    expect(String.fromCharCode(...png.subarray(12, 16))).toBe('IHDR');
    const decoded = decodePng(png);
    expect([decoded.width, decoded.height, decoded.bitDepth, decoded.colourType]).toEqual([37, 11, 8, 6]);
    expect(decoded.rgba).toEqual(rgba);
    expect(encodePng({ widthPx: 37, heightPx: 11, rgba })).toEqual(png);
  });

  it('refuses sizes that do not match the pixels', () => {
    expect(() => encodePng({ widthPx: 2, heightPx: 2, rgba: new Uint8Array(15) })).toThrow(/15 bytes for 2x2/);
    expect(() => encodePng({ widthPx: 0, heightPx: 2, rgba: new Uint8Array(0) })).toThrow(/whole and positive/);
  });
});
