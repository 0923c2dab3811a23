// How much of an answer the client reads, per operation. The spec sets no size, but an answer
// of any size would be read whole into memory (a 400 MB body once pushed the host to 1.8 GB).
// Each cap is several times the largest answer a real request of Passage's gets: a shipping
// route of a year at hourly steps is ~13 MB, a 51-member ensemble point of four elements ~1 MB.
import type { EndpointId } from '../../../shared/api/request/endpoints';

const MB = 1024 * 1024;

/** Any operation not listed below. */
export const DEFAULT_MAX_BODY_BYTES = 8 * MB;

const LARGER: Partial<Record<EndpointId, number>> = {
  'marine.shipping.route': 32 * MB,
  'weather.ensemble.point': 16 * MB,
  'marine.ensemble.point': 16 * MB,
  'weather.ensemble.route': 16 * MB,
  'weather.models.forecast': 16 * MB,
  'weather.timeseries.point': 16 * MB,
  'marine.timeseries.point': 16 * MB,
  'traffic.geo': 16 * MB,
};

export function maxBodyBytes(endpoint: EndpointId): number {
  return LARGER[endpoint] ?? DEFAULT_MAX_BODY_BYTES;
}

export function megabytesText(bytes: number): string {
  return `${Math.round(bytes / MB)} MB`;
}

/** Thrown by readCapped: the body is over the cap (said before or while it arrives). */
export class BodyTooLarge extends Error {
  constructor(readonly maxBytes: number) {
    super(`the answer is larger than ${megabytesText(maxBytes)}`);
  }
}

/**
 * The body as text, read no further than `maxBytes`: refused at once when Content-Length says
 * it is larger, else cut off (and the connection cancelled) when the bytes pass the cap.
 */
export async function readCapped(response: Response, maxBytes: number): Promise<string> {
  return new TextDecoder('utf-8').decode(await readCappedBytes(response, maxBytes));
}

/** The body as bytes, with readCapped's limit (an image, which is not text). */
export async function readCappedBytes(response: Response, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw new BodyTooLarge(maxBytes);
  }
  if (response.body === null) return new Uint8Array(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLarge(maxBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size);
}
