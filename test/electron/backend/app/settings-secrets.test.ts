// A key pasted into the service address (http://KEY@host) is refused in words before anything
// is stored: settings keep working, the key reaches no log and no answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callMethod } from '../../../../electron/backend/rpc/call-method';
import { redactUrl } from '../../../../shared/api/request/url';
import { testBackend, type TestBackend } from './helpers';

const KEY = 'CANARY-url-k3y-19af02';

describe('settings.set with a key in the address', () => {
  let b: TestBackend;
  const logs: string[] = [];
  beforeAll(async () => {
    b = await testBackend();
    await b.api['key.set']({ apiKey: KEY });
  });
  afterAll(() => b.dispose());
  const options = () => ({ backend: b.api, secrets: async () => [KEY], log: (line: string) => logs.push(line) });

  it('refuses user information in the address, by the schema, naming the field and not the value', async () => {
    const before = await callMethod('settings.get', {}, options());
    for (const serviceUrl of [
      `http://${KEY}@api.example.com`,
      `https://user:${KEY}@api.example.com/v1`,
      'https://someone@api.example.com',
    ]) {
      const answer = await callMethod('settings.set', { serviceUrl }, options());
      expect(answer.ok).toBe(false);
      if (answer.ok) continue;
      expect(answer.error).toMatchObject({ code: 'bad-input', field: 'serviceUrl' });
      expect(answer.error.message).toContain('user name or password');
      expect(answer.error.message).not.toContain(KEY);
    }
    const after = await callMethod('settings.get', {}, options());
    expect(after).toEqual(before);
  });

  it('refuses the key in any other field before the backend stores it', async () => {
    const answer = await callMethod('vessels.search', { name: `x ${KEY}`, page: 1 }, options());
    expect(answer).toMatchObject({ ok: false, error: { code: 'bad-input', field: 'name' } });
    expect(JSON.stringify(answer)).not.toContain(KEY);
    // Settings still answer: nothing poisoned them.
    expect((await callMethod('settings.get', {}, options())).ok).toBe(true);
    expect(logs.join('\n')).not.toContain(KEY);
    expect(b.logs.join('\n')).not.toContain(KEY);
  });

  it('redacts user information from any address written to a log', () => {
    expect(redactUrl(`GET http://${KEY}@host:8080/v1/storms?api_key=${KEY}`)).toBe(
      'GET http://***@host:8080/v1/storms?api_key=***',
    );
    expect(redactUrl('see https://a:b@example.com and http://plain.example/x')).toBe(
      'see https://***@example.com and http://plain.example/x',
    );
  });
});
