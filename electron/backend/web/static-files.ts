// The built renderer (out/renderer) as files: index.html at /, the right MIME type for each file,
// and nothing outside the folder: no `..`, no encoded tricks, no symlink leading out.
import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, sep } from 'node:path';
import { sendPlain } from './security-headers';

const MIME_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.geojson': 'application/geo+json',
  '.topojson': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
};

export function mimeTypeOf(fileName: string): string {
  return MIME_TYPES[extname(fileName).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * The path segments of a request path, decoded, or null when any segment could step outside
 * the folder or confuse the file system (`..`, `.`, a slash or backslash once decoded, NUL).
 * `/` is the index page.
 */
export function safeSegments(rawPath: string): string[] | null {
  if (!rawPath.startsWith('/')) return null;
  const segments: string[] = [];
  for (const raw of rawPath.slice(1).split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment === '..' || segment === '.' || /[/\\\0]/.test(segment)) return null;
    if (segment !== '') segments.push(segment);
  }
  // A trailing slash or an empty path serves the folder's index page.
  if (segments.length === 0 || rawPath.endsWith('/')) segments.push('index.html');
  return segments;
}

function inside(root: string, path: string): boolean {
  return path === root || path.startsWith(root.endsWith(sep) ? root : root + sep);
}

/** The real path of the file to serve, or null when there is none inside `staticRoot`. */
async function resolveFile(staticRoot: string, rawPath: string): Promise<string | null> {
  const segments = safeSegments(rawPath);
  if (segments === null) return null;
  const candidate = join(staticRoot, ...segments);
  if (!inside(staticRoot, candidate)) return null;
  try {
    // realpath follows symlinks: the file itself must still be inside the folder.
    const real = await realpath(candidate);
    if (!inside(staticRoot, real)) return null;
    return (await stat(real)).isFile() ? real : null;
  } catch {
    return null;
  }
}

/** GET or HEAD of one file; 404 for anything missing or refused, with no detail why. */
export async function serveStatic(
  req: IncomingMessage,
  res: ServerResponse,
  staticRoot: string,
  rawPath: string,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendPlain(res, 405, 'Method not allowed.', { Allow: 'GET, HEAD' });
    return;
  }
  const file = await resolveFile(staticRoot, rawPath);
  if (file === null) {
    sendPlain(res, 404, 'Not found.');
    return;
  }
  const size = (await stat(file)).size;
  res.writeHead(200, { 'Content-Type': mimeTypeOf(file), 'Content-Length': String(size) });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = createReadStream(file);
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}
