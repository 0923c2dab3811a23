// An answer larger than Passage reads for its operation is refused, not read whole: a service
// (or anything posing as one) that sends 400 MB costs the app a few megabytes and a moment.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidResponse } from '../../../../electron/backend/client';
import { maxBodyBytes } from '../../../../electron/backend/client/body-limits';
import { testClient } from './helpers/test-client';

const HUGE_BYTES = 400 * 1024 * 1024;
const CHUNK = Buffer.alloc(1024 * 1024, 0x20);

let server: Server;
let baseUrl: string;
/** Bytes the fake service managed to write before the client hung up, per request. */
const written: number[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const declare = req.url?.includes('/v1/storms') === true;
    res.writeHead(200, {
      'content-type': 'application/json',
      ...(declare ? { 'content-length': String(HUGE_BYTES) } : {}),
    });
    let sent = 0;
    const entry = written.push(0) - 1;
    // Streams 400 MB of JSON-ish spaces, lazily, as fast as the client reads.
    const pump = (): void => {
      while (sent < HUGE_BYTES) {
        sent += CHUNK.length;
        written[entry] = sent;
        if (!res.write(CHUNK)) {
          res.once('drain', pump);
          return;
        }
      }
      res.end();
    };
    res.on('close', () => res.removeAllListeners('drain'));
    pump();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('response body cap', () => {
  it('refuses a 400 MB answer that says its length, before reading it', async () => {
    const { client, delaysMs } = testClient(baseUrl);
    const error = await client.call('storms', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidResponse);
    expect(error).toMatchObject({ code: 'invalid-response', reason: 'too-large', attempts: 1 });
    expect((error as Error).message).toContain('larger than 8 MB');
    expect(delaysMs).toEqual([]);
  });

  it('stops reading a 400 MB answer of no stated length at the cap, with memory to spare', async () => {
    const before = process.memoryUsage().rss;
    const { client } = testClient(baseUrl, { timeoutMs: 60_000 });
    const error = await client
      .call('marine.shipping.route', { lats: [50, 51], lons: [1, 2] })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'invalid-response', reason: 'too-large' });
    expect((error as Error).message).toContain('larger than 32 MB');
    const grownMb = (process.memoryUsage().rss - before) / (1024 * 1024);
    expect(grownMb).toBeLessThan(200);
    // The service was cut off well before it finished.
    expect(Math.max(...written)).toBeLessThan(HUGE_BYTES / 2);
  });

  it('gives every operation a cap, larger for the long series', () => {
    expect(maxBodyBytes('port.list')).toBe(8 * 1024 * 1024);
    expect(maxBodyBytes('marine.shipping.route')).toBeGreaterThan(maxBodyBytes('port.list'));
  });
});
