// renderer/src/settings/settings-text.ts and theme.ts: settings checked and said in words.
import { describe, expect, it } from 'vitest';
import {
  apiKeyProblem,
  demoStatusText,
  keyEditable,
  keyStatusText,
  serviceUrlProblem,
} from '../../../renderer/src/settings/settings-text';
import { applyNightMode, rememberedNightMode, rememberNightMode } from '../../../renderer/src/settings/theme';
import { serviceUrlSchema } from '../../../shared/ipc';

describe('serviceUrlProblem', () => {
  it('accepts https and loopback http addresses the backend accepts', () => {
    for (const url of [
      'https://api.example.com',
      'https://api.example.com/v1/',
      'http://127.0.0.1:8080',
      '  https://x.example.org  ',
    ]) {
      expect(serviceUrlProblem(url)).toBeNull();
      expect(serviceUrlSchema.safeParse(url.trim()).success).toBe(true);
    }
  });

  it('explains each way an address is wrong, in words', () => {
    expect(serviceUrlProblem('')).toMatch(/Type the service address/);
    expect(serviceUrlProblem('api.example.com')).toMatch(/must start with https:\/\//);
    expect(serviceUrlProblem('ftp://example.com')).toMatch(/must start with https:\/\//);
    expect(serviceUrlProblem('https://api.example.com/?api_key=abc')).toMatch(/Leave out everything from “\?” or “#”/);
    expect(serviceUrlProblem(`https://example.com/${'a'.repeat(600)}`)).toMatch(/at most 500 characters/);
    expect(serviceUrlProblem('https://exa mple.com')).toMatch(/not a web address/);
  });

  it('never accepts what the backend would refuse', () => {
    for (const url of ['https://', 'http://', 'https://a.example.com#frag', 'javascript:alert(1)']) {
      expect(serviceUrlProblem(url)).not.toBeNull();
    }
  });
});

describe('apiKeyProblem', () => {
  it('accepts a plausible key and explains a bad one without repeating it', () => {
    expect(apiKeyProblem('abcd1234efgh')).toBeNull();
    expect(apiKeyProblem('   ')).toBe('Paste the API key first.');
    const short = apiKeyProblem('abc');
    expect(short).toBe('The key is too short to be an API key.');
    const spaced = apiKeyProblem('abcd 1234 efgh');
    expect(spaced).toMatch(/printable characters without spaces/);
    expect(spaced).not.toContain('abcd');
  });
});

describe('key and demo status in words', () => {
  it('says where the key lives, never what it is', () => {
    expect(keyStatusText({ set: true, source: 'vault' })).toBe('A key is set (OS keychain).');
    expect(keyStatusText({ set: true, source: 'env' })).toBe('A key is set (environment variable PASSAGE_API_KEY).');
    expect(keyStatusText({ set: true, source: 'file' })).toBe('A key is set (key file in the Passage data folder).');
    expect(keyStatusText({ set: false, source: 'none' })).toMatch(/No key is set/);
  });

  it("says what is wrong with a key file that cannot be used, in the backend's words", () => {
    const problem =
      'The key file /home/nav/.config/passage/api-key is a folder, not a file. Set the key again in Settings.';
    expect(keyStatusText({ set: false, source: 'file', problem })).toBe(
      `${problem} Until then Passage can only use demo data.`,
    );
  });

  it('offers set and clear except for a key from the environment', () => {
    expect(keyEditable({ set: true, source: 'env' })).toBe(false);
    expect(keyEditable({ set: true, source: 'vault' })).toBe(true);
    expect(keyEditable({ set: false, source: 'none' })).toBe(true);
  });

  it('says why demo mode is on', () => {
    expect(demoStatusText({ enabled: false, reason: null, serviceUrl: null })).toMatch(/^Off/);
    expect(demoStatusText({ enabled: true, reason: 'no-key', serviceUrl: 'http://127.0.0.1:1' })).toMatch(
      /no API key is set/,
    );
    expect(demoStatusText({ enabled: true, reason: 'chosen', serviceUrl: 'http://127.0.0.1:1' })).toMatch(/chosen/);
  });
});

describe('night mode', () => {
  it('sets and removes data-theme="night" on the root', () => {
    const attributes = new Map<string, string>();
    const root = {
      setAttribute: (k: string, v: string) => attributes.set(k, v),
      removeAttribute: (k: string) => attributes.delete(k),
    };
    applyNightMode(root, true);
    expect(attributes.get('data-theme')).toBe('night');
    applyNightMode(root, false);
    expect(attributes.has('data-theme')).toBe(false);
  });

  it('remembers the choice for the next start, and survives storage that is off', () => {
    const items = new Map<string, string>();
    const storage = {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
    };
    expect(rememberedNightMode(storage)).toBe(false);
    rememberNightMode(storage, true);
    expect(rememberedNightMode(storage)).toBe(true);
    const broken = {
      getItem: (): string | null => {
        throw new Error('SecurityError');
      },
      setItem: (): void => {
        throw new Error('SecurityError');
      },
    };
    expect(rememberedNightMode(broken)).toBe(false);
    expect(() => rememberNightMode(broken, true)).not.toThrow();
    expect(rememberedNightMode(null)).toBe(false);
  });
});
