import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BrowserWindow, session } from 'electron';
import { z } from 'zod';
import { electronState, shell, BrowserWindow as StubWindow } from './electron-stub';
import type { StubWebContents } from './electron-stub';
import { APP_URL, FILE_LOCATION } from './helpers';
import { hardenWebContents, installSessionSecurity } from '../../../electron/main/security';
import { isAppUrl, isExternalHttpUrl, resolveRendererLocation } from '../../../electron/main/app-url';

vi.mock('electron', async () => (await import('./electron-stub')).electronStub);

// `electron` is the stub (vi.mock): Electron's types, the stub's behaviour.
const headersResponse = z.object({ responseHeaders: z.record(z.string(), z.array(z.string())) });

function cspHeader(): string {
  const listener = electronState.headersListener;
  if (listener === null) throw new Error('no onHeadersReceived listener');
  let response: unknown;
  listener({ responseHeaders: { 'X-Other': ['kept'] } }, (r) => (response = r));
  const headers = headersResponse.parse(response).responseHeaders;
  expect(headers['X-Other']).toEqual(['kept']);
  const csp = headers['Content-Security-Policy'];
  expect(csp).toHaveLength(1);
  return csp?.[0] ?? '';
}

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0] !== '')
      .map(([name = '', ...values]) => [name, values]),
  );
}

function navEvent(url: string) {
  return { url, preventDefault: vi.fn() };
}

describe('session security', () => {
  beforeEach(() => installSessionSecurity(session.defaultSession, FILE_LOCATION));

  it('sends a CSP that allows only the app, data: images and the two tile hosts', () => {
    const csp = directives(cspHeader());
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual([
      "'self'",
      'data:',
      'https://tile.openstreetmap.org',
      'https://tiles.openseamap.org',
    ]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    const all = [...csp.values()].flat();
    expect(all).not.toContain("'unsafe-eval'");
    expect(all.filter((v) => v === "'unsafe-inline'")).toHaveLength(1); // style-src-attr only
    expect(csp.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    expect(all.filter((v) => v.includes('*'))).toEqual([]);
  });

  it('denies every permission request and check', () => {
    for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal']) {
      const callback = vi.fn();
      electronState.permissionRequestHandler?.({}, permission, callback);
      expect(callback).toHaveBeenCalledWith(false);
    }
    expect(electronState.permissionCheckHandler?.({}, 'media', 'file://', {})).toBe(false);
  });

  it('the dev policy allows only the HMR socket on top', () => {
    installSessionSecurity(session.defaultSession, { kind: 'dev', url: 'http://localhost:5173/' });
    const csp = directives(cspHeader());
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'", 'ws://localhost:*', 'ws://127.0.0.1:*']);
  });
});

describe('webContents hardening', () => {
  let contents: StubWebContents;
  beforeEach(() => {
    vi.clearAllMocks();
    const win = new BrowserWindow({});
    hardenWebContents(win.webContents, FILE_LOCATION);
    const stub = StubWindow.created.at(-1);
    if (stub === undefined) throw new Error('no stub window');
    contents = stub.webContents;
  });

  it.each([
    'https://evil.example/',
    'file:///etc/passwd',
    'file:///opt/passage/out/renderer/other.html',
    'javascript:alert(1)',
    'data:text/html,hi',
  ])('prevents will-navigate and will-redirect to %s', (url) => {
    for (const name of ['will-navigate', 'will-redirect']) {
      const event = navEvent(url);
      contents.emit(name, event);
      expect(event.preventDefault).toHaveBeenCalledTimes(1);
    }
  });

  it('lets the app navigate within its own page', () => {
    const event = navEvent(`${APP_URL}#/voyages`);
    contents.emit('will-navigate', event);
    expect(event.preventDefault).not.toHaveBeenCalled();
  });

  it('denies every new window; http(s) links open in the system browser, nothing else does', () => {
    const handler = contents.windowOpenHandler;
    if (handler === null) throw new Error('no window open handler');
    expect(handler({ url: 'https://www.openstreetmap.org/copyright' })).toEqual({ action: 'deny' });
    expect(handler({ url: 'http://example.org/' })).toEqual({ action: 'deny' });
    expect(handler({ url: 'file:///etc/passwd' })).toEqual({ action: 'deny' });
    expect(handler({ url: 'javascript:alert(1)' })).toEqual({ action: 'deny' });
    expect(handler({ url: 'smb://host/share' })).toEqual({ action: 'deny' });
    expect(shell.openExternal.mock.calls).toEqual([
      ['https://www.openstreetmap.org/copyright'],
      ['http://example.org/'],
    ]);
  });

  it('prevents attaching a <webview>', () => {
    const event = { preventDefault: vi.fn() };
    contents.emit('will-attach-webview', event, {}, {});
    expect(event.preventDefault).toHaveBeenCalledTimes(1);
  });
});

describe('app URLs', () => {
  it('matches only the renderer file, or the dev server origin', () => {
    expect(isAppUrl(APP_URL, FILE_LOCATION)).toBe(true);
    expect(isAppUrl('file://host/opt/passage/out/renderer/index.html', FILE_LOCATION)).toBe(false);
    expect(isAppUrl('file:///opt/passage/out/renderer/../renderer/index.html', FILE_LOCATION)).toBe(true);
    expect(isAppUrl('not a url', FILE_LOCATION)).toBe(false);
    const dev = { kind: 'dev', url: 'http://localhost:5173/' } as const;
    expect(isAppUrl('http://localhost:5173/src/main.ts', dev)).toBe(true);
    expect(isAppUrl('http://localhost:5174/', dev)).toBe(false);
    expect(isAppUrl('https://localhost:5173/', dev)).toBe(false);
  });

  it('uses the dev server only when unpackaged', () => {
    expect(
      resolveRendererLocation({ isPackaged: false, devServerUrl: 'http://localhost:5173', mainDir: '/app/out/main' }),
    ).toEqual({ kind: 'dev', url: 'http://localhost:5173/' });
    expect(
      resolveRendererLocation({ isPackaged: true, devServerUrl: 'http://localhost:5173', mainDir: '/app/out/main' }),
    ).toEqual({ kind: 'file', indexPath: '/app/out/renderer/index.html' });
    expect(
      resolveRendererLocation({ isPackaged: false, devServerUrl: 'file:///x', mainDir: '/app/out/main' }).kind,
    ).toBe('file');
  });

  it('external links are http(s) with a host', () => {
    expect(isExternalHttpUrl('https://example.org/a')).toBe(true);
    expect(isExternalHttpUrl('mailto:a@b.c')).toBe(false);
    expect(isExternalHttpUrl('https://')).toBe(false);
  });
});
