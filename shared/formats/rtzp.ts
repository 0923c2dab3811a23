// .rtzp: a zip archive holding exactly one RTZ route plus attachments (IEC 61174 ed. 4 amd.).
// Only the route is inflated; attachments are counted, never unpacked. Sizes are checked
// against the archive's directory before inflating, and inflation is bounded by the declared
// size, so a zip bomb costs at most the limit.
import { unzipSync, type UnzipFileInfo } from 'fflate';
import { LIMITS, RouteFileError } from './notes';

/** Bytes of an .rtzp archive Passage opens: a route file's limit. */
const MAX_RTZP_BYTES = LIMITS.maxFileBytes;
const MAX_ENTRIES = 1000;

export interface RtzpRoute {
  /** Path of the route inside the archive, e.g. "Route 1.rtz". */
  readonly name: string;
  readonly bytes: Uint8Array;
}

/** The one .rtz inside an .rtzp archive, or a RouteFileError saying why there is none to read. */
export function routeFromRtzp(archive: Uint8Array, file: string): RtzpRoute {
  if (archive.length > MAX_RTZP_BYTES) {
    throw new RouteFileError(
      file,
      '',
      `the archive is ${(archive.length / 1e6).toFixed(1)} MB; Passage opens route archives of at most ${MAX_RTZP_BYTES / 1e6} MB.`,
    );
  }
  if (!(archive[0] === 0x50 && archive[1] === 0x4b)) {
    throw new RouteFileError(file, '', 'this is not an .rtzp route archive (a zip file); it does not start like one.');
  }
  const entries: UnzipFileInfo[] = [];
  unzipOrFail(archive, file, (info) => {
    entries.push(info);
    if (entries.length > MAX_ENTRIES)
      throw new RouteFileError(
        file,
        '',
        `the archive holds more than ${MAX_ENTRIES} files; an .rtzp holds one route and a few attachments.`,
      );
    return false;
  });
  const routes = entries.filter((e) => /\.rtz$/i.test(e.name) && !/(^|\/)(__MACOSX\/|\._)/.test(e.name));
  if (routes.length !== 1) {
    const found = routes.length === 0 ? 'none' : `${routes.length} (${routes.map((r) => r.name).join(', ')})`;
    throw new RouteFileError(file, '', `an .rtzp must hold exactly one .rtz route; this one holds ${found}.`);
  }
  const chosen = routes[0]!;
  if (chosen.originalSize > LIMITS.maxTextChars) {
    throw new RouteFileError(
      file,
      chosen.name,
      `the route inside is ${(chosen.originalSize / 1e6).toFixed(1)} MB unpacked; a route file is far smaller.`,
    );
  }
  const files = unzipOrFail(archive, file, (info) => info.name === chosen.name);
  const bytes = files[chosen.name];
  if (!bytes || bytes.length !== chosen.originalSize)
    throw new RouteFileError(
      file,
      chosen.name,
      'the route inside the archive could not be unpacked whole; the archive is damaged.',
    );
  return { name: chosen.name, bytes };
}

function unzipOrFail(
  archive: Uint8Array,
  file: string,
  filter: (info: UnzipFileInfo) => boolean,
): Record<string, Uint8Array> {
  try {
    return unzipSync(archive, { filter });
  } catch (e) {
    if (e instanceof RouteFileError) throw e;
    throw new RouteFileError(
      file,
      '',
      `this is not a readable .rtzp route archive (a zip file): ${e instanceof Error ? e.message : String(e)}.`,
    );
  }
}
