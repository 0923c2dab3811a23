// Text into HTML, SVG and CSS: everything the report prints comes from the navigator or the
// service, so every value is escaped where it enters markup, and nowhere else.

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for an HTML or SVG element or a quoted attribute. */
export function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

/**
 * A CSS string literal (with its quotes) for `content:` in the print stylesheet: every
 * character outside printable ASCII, and the quote, backslash and angle brackets, as a hex
 * escape, so no text can end the string, the rule or the <style> element.
 */
export function cssString(text: string): string {
  let out = '"';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    out +=
      code < 0x20 || code > 0x7e || ch === '"' || ch === '\\' || ch === '<' || ch === '>'
        ? `\\${code.toString(16)} `
        : ch;
  }
  return `${out}"`;
}
