// The renderer's <meta> CSP must say what the header policy says (browsers apply both, so a
// stricter meta silently blocks what the header allows, e.g. the map tile hosts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../electron/backend/web/security-headers';

it('index.html carries the header policy (without frame-ancestors, which a meta tag cannot set)', () => {
  const html = readFileSync(join(import.meta.dirname, '../../renderer/index.html'), 'utf8');
  const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)?.[1];
  const header = CONTENT_SECURITY_POLICY.split('; ')
    .filter((d) => !d.startsWith('frame-ancestors'))
    .join('; ');
  expect(meta).toBe(header);
});
