// Pieces for the web host tests: a fake backend, a temp renderer folder and a raw HTTP client
// that sends exactly the Host, Origin and path it is given (fetch would normalise them).
import { request } from 'node:http';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BackendApi } from '../../../../shared/ipc';
import { unconnectedBackend } from '../../../../electron/backend/rpc/unconnected';
import { startWebHost, type WebHost } from '../../../../electron/backend/web';

/** Every method answers 'server-unavailable' unless overridden. */
export async function fakeBackend(overrides: Partial<BackendApi> = {}): Promise<BackendApi> {
  return { ...unconnectedBackend(), ...overrides };
}

export const INDEX_HTML = '<!doctype html><title>Passage test</title><div id="app"></div>\n';

/** A renderer build in a temp folder: index.html and one script; returns the parent too. */
export async function tempRenderer(): Promise<{ root: string; staticDir: string }> {
  const root = await mkdtemp(join(tmpdir(), 'passage-web-'));
  const staticDir = join(root, 'renderer');
  await mkdir(join(staticDir, 'assets'), { recursive: true });
  await writeFile(join(staticDir, 'index.html'), INDEX_HTML);
  await writeFile(join(staticDir, 'assets', 'app.js'), 'console.log("passage");\n');
  await writeFile(join(staticDir, 'assets', 'app.css'), 'body { margin: 0 }\n');
  // A file next to the renderer folder that traversal must never reach.
  await writeFile(join(root, 'secret.json'), '{"secret":"outside-the-renderer"}\n');
  return { root, staticDir };
}

/**
 * A host on an ephemeral loopback port over a fake backend and a temp renderer. The caller
 * closes the host and removes `root` after the test.
 */
export async function startTestHost(
  options: {
    overrides?: Partial<BackendApi>;
    secrets?: readonly string[];
    log?: (line: string) => void;
  } = {},
): Promise<{ host: WebHost; root: string }> {
  const { root, staticDir } = await tempRenderer();
  const host = await startWebHost({
    backend: await fakeBackend(options.overrides),
    port: 0,
    staticDir,
    secrets: async () => [...(options.secrets ?? [])],
    log: options.log ?? (() => undefined),
  });
  return { host, root };
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface RawRequest {
  port: number;
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

export function raw(options: RawRequest): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: options.port,
        path: options.path,
        method: options.method ?? 'GET',
        headers: { host: `127.0.0.1:${options.port}`, ...options.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** POST /rpc/<method> with the token and a JSON body. */
export function rpc(
  port: number,
  token: string,
  method: string,
  input: unknown,
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  return raw({
    port,
    path: `/rpc/${method}`,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-passage-token': token, ...headers },
    body: JSON.stringify(input),
  });
}
