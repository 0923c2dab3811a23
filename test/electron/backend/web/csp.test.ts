// The browser-mode host sends exactly the packaged desktop app's Content-Security-Policy, so the
// renderer runs under the same rules in both transports.
import { describe, expect, it, vi } from 'vitest';
import { session } from 'electron';
import { z } from 'zod';
import { electronState } from '../../main/electron-stub';
import { FILE_LOCATION } from '../../main/helpers';
import { installSessionSecurity } from '../../../../electron/main/security';
import { CONTENT_SECURITY_POLICY } from '../../../../electron/backend/web';

vi.mock('electron', async () => (await import('../../main/electron-stub')).electronStub);

const headersResponse = z.object({ responseHeaders: z.record(z.string(), z.array(z.string())) });

describe('web host CSP', () => {
  it('equals the desktop policy for the packaged app', () => {
    installSessionSecurity(session.defaultSession, FILE_LOCATION);
    const listener = electronState.headersListener;
    if (listener === null) throw new Error('no onHeadersReceived listener');
    let response: unknown;
    listener({ responseHeaders: {} }, (r) => (response = r));
    expect(headersResponse.parse(response).responseHeaders['Content-Security-Policy']).toEqual([
      CONTENT_SECURITY_POLICY,
    ]);
  });
});
