// connectCounted (electron/backend/app/service-source.ts): the one way a method connects with a
// counter of the credits it spends. Every charge the connection hears is counted, read live, and
// the task's signal reaches the connection.
import { describe, expect, it } from 'vitest';
import { createServiceClient } from '../../../../electron/backend/client';
import { connectCounted, type Connection, type ServiceSource } from '../../../../electron/backend/app/service-source';

function fakeSource() {
  const heard: { onCredits?: ((credits: number) => void) | undefined; signal?: AbortSignal | undefined } = {};
  const connection: Connection = {
    client: createServiceClient({ baseUrl: 'http://127.0.0.1:9', apiKey: () => undefined }),
    source: 'demo',
    cacheBase: 'demo://test',
  };
  const source: Pick<ServiceSource, 'connect'> = {
    connect: async (onCredits, signal) => {
      heard.onCredits = onCredits;
      heard.signal = signal;
      return connection;
    },
  };
  return { source, connection, heard };
}

describe('connectCounted', () => {
  it('counts every charge the connection hears, read at the time of asking', async () => {
    const { source, connection, heard } = fakeSource();
    const counted = await connectCounted(source);
    expect(counted.connection).toBe(connection);
    expect(counted.spent()).toBe(0);
    heard.onCredits?.(3);
    expect(counted.spent()).toBe(3);
    heard.onCredits?.(0.5);
    heard.onCredits?.(2);
    expect(counted.spent()).toBe(5.5);
  });

  it("passes the task's signal on, and none when there is none", async () => {
    const task = new AbortController();
    const withTask = fakeSource();
    await connectCounted(withTask.source, task.signal);
    expect(withTask.heard.signal).toBe(task.signal);
    const without = fakeSource();
    await connectCounted(without.source);
    expect(without.heard.signal).toBeUndefined();
  });

  it('keeps one count per connection', async () => {
    const first = fakeSource();
    const second = fakeSource();
    const a = await connectCounted(first.source);
    const b = await connectCounted(second.source);
    first.heard.onCredits?.(4);
    expect([a.spent(), b.spent()]).toEqual([4, 0]);
  });
});
