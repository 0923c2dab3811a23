// Files handed to the browser's downloads (browser mode, where the backend cannot open a save
// dialog): a Blob behind a temporary <a download>. A download is not a navigation, so the
// page's Content-Security-Policy (no blob: anywhere) needs no exception for it.

/** A name the downloads folder can take: no folders, no control or reserved characters, never empty. */
export function downloadName(fileName: string, fallback = 'passage-export'): string {
  const base = fileName.replace(/^.*[\\/]/, '');
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
  const clean = base.replace(/[\u0000-\u001f\u007f<>:"|?*]+/g, '_').replace(/^[.\s]+|[.\s]+$/g, '');
  return clean === '' ? fallback : clean.slice(0, 200);
}

export interface DownloadContent {
  readonly fileName: string;
  readonly mimeType: string;
  /** Text (written as UTF-8) or bytes. */
  readonly data: string | Uint8Array<ArrayBuffer>;
}

/** Starts the download; the object URL is revoked once the browser has had time to read it. */
export function startDownload(content: DownloadContent, doc: Document = document): string {
  const name = downloadName(content.fileName);
  const url = URL.createObjectURL(new Blob([content.data], { type: content.mimeType }));
  const link = doc.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return name;
}
