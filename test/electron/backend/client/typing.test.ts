// Compile-time checks of the client's typing (tsc fails if an @ts-expect-error line is not an
// error), with the same calls checked at run time where they reach the client.
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { EndpointResponse } from '../../../../shared/api/request/endpoints';
import type { MixerResult } from '../../../../shared/api/resources/mixer';
import { ApiRequestError } from '../../../../shared/api/request/errors';
import type { ServiceClientError, ServiceErrorCode } from '../../../../electron/backend/client';
import { createServiceClient } from '../../../../electron/backend/client';

const client = createServiceClient({ baseUrl: 'http://127.0.0.1:9', apiKey: () => 'typing-key' });

describe('client typing', () => {
  it('types each answer from the endpoint table', () => {
    expectTypeOf(client.call('marine.shipping.route', { lats: [1, 2], lons: [3, 4] })).resolves.toEqualTypeOf<
      EndpointResponse<'marine.shipping.route'>
    >();
    expectTypeOf(client.call('storms', {})).resolves.toEqualTypeOf<EndpointResponse<'storms'>>();
    expectTypeOf(client.planTrip({ fromPlace: '52,4', toPlace: '53,5' })).toEqualTypeOf<AsyncIterable<MixerResult>>();
  });

  it('rejects a wrong parameter at compile time and at run time, before sending', async () => {
    // @ts-expect-error lon is required
    const error = await client.call('weather.forecast', { lat: 51.92 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ parameter: 'lon' });
  });

  it('keeps the socket endpoint out of call, at compile time and at run time', async () => {
    const error = await client
      // @ts-expect-error the plannermixer is streamed with planTrip
      .call('transit.plannermixer', { fromPlace: '52,4', toPlace: '53,5' })
      .catch((caught: unknown) => caught);
    expect(String(error)).toContain('transit.plannermixer is a socket endpoint: use planTrip');
  });

  it('lets a UI switch over every error code', () => {
    expectTypeOf<ServiceClientError['code']>().toEqualTypeOf<ServiceErrorCode>();
  });
});
