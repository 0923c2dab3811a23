// Route files in XML (RTZ, GPX) read safely into a small namespace-aware element tree.
//
// saxes (the XML parser jsdom uses) was chosen over fast-xml-parser because it resolves
// namespaces (RTZ 1.0/1.1/1.2 differ only by namespace, vendors add prefixed elements, and a
// file may bind the RTZ namespace to any prefix), reports the line of every element for
// messages, and never expands DTD entities or fetches external ones: a file that uses an
// entity it declares in a DOCTYPE is rejected, so entity bombs and external references cannot
// work. Size, depth and element count are limited here as well.
import { SaxesParser, type SaxesTagNS } from 'saxes';
import { LIMITS, RouteFileError } from './notes';

export interface XmlElement {
  /** Namespace URI ('' for none). */
  readonly uri: string;
  /** Local name, without a prefix. */
  readonly local: string;
  /** The name as written, prefix included (for messages). */
  readonly qname: string;
  /** Attributes without a namespace, by name. Namespaced ones (xsi:…, vendor) are left out. */
  readonly attributes: ReadonlyMap<string, string>;
  readonly children: XmlElement[];
  /** Text and CDATA directly inside the element, concatenated. */
  text: string;
  /** 1-based line of the start tag. */
  readonly line: number;
}

const MAX_DEPTH = 64;
const MAX_ELEMENTS = 2_000_000;

/**
 * Parses XML text into its root element, or throws a RouteFileError naming the line.
 * `what` names the format for messages, with its article ("an RTZ route file", "a GPX file").
 */
export function parseXml(text: string, file: string, what: string): XmlElement {
  if (text.length > LIMITS.maxTextChars) {
    throw new RouteFileError(
      file,
      '',
      `the file is ${(text.length / 1e6).toFixed(1)} MB; ${what} is far smaller (at most ${LIMITS.maxTextChars / 1e6} MB is read)`,
    );
  }
  const parser = new SaxesParser({ xmlns: true, position: true });
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  let count = 0;
  const fail = (line: number, problem: string): never => {
    throw new RouteFileError(file, `line ${line}`, problem);
  };

  parser.on('opentag', (tag: SaxesTagNS) => {
    count += 1;
    if (count > MAX_ELEMENTS)
      return fail(parser.line, `more than ${MAX_ELEMENTS} elements; this is not ${what} Passage can read`);
    if (stack.length >= MAX_DEPTH)
      return fail(parser.line, `elements nested more than ${MAX_DEPTH} deep; this is not ${what}`);
    const attributes = new Map<string, string>();
    for (const a of Object.values(tag.attributes)) {
      if (a.uri === '' && a.prefix === '') attributes.set(a.local, a.value);
    }
    const el: XmlElement = {
      uri: tag.uri,
      local: tag.local,
      qname: tag.name,
      attributes,
      children: [],
      text: '',
      line: parser.line,
    };
    const parent = stack[stack.length - 1];
    if (parent) parent.children.push(el);
    else root = el;
    if (!tag.isSelfClosing) stack.push(el);
  });
  parser.on('closetag', (tag: SaxesTagNS) => {
    if (!tag.isSelfClosing) stack.pop();
  });
  const addText = (t: string): void => {
    const top = stack[stack.length - 1];
    if (top) top.text += t;
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('error', (e: Error) => {
    throw e;
  });

  let written = false;
  try {
    parser.write(text);
    written = true;
    parser.close();
  } catch (e) {
    if (e instanceof RouteFileError) throw e;
    // Everything was read and an element is still open: the file stops part way (a copy or a
    // download that did not finish), which is worth saying in those words rather than saxes'.
    const open = stack[stack.length - 1];
    if (written && open) {
      const outer = stack.length > 1 ? `, inside <${stack[0]!.qname}>` : '';
      throw new RouteFileError(
        file,
        `line ${parser.line}`,
        `the file ends here, before <${open.qname}> (line ${open.line}${outer}) is closed: ${what} cut short (truncated), with the rest of it missing. Get the whole file again.`,
      );
    }
    throw new RouteFileError(
      file,
      `line ${parser.line}`,
      `this is not well-formed XML, so not ${what}: ${xmlProblem(e)}.`,
    );
  }
  if (!root) throw new RouteFileError(file, '', `the file holds no XML element; it is not ${what}`);
  return root;
}

/** saxes' message without its "file:line:column:" prefix, entity errors in plainer words. */
function xmlProblem(e: unknown): string {
  const message = (e instanceof Error ? e.message : String(e))
    .replace(/^[^:]*:\d+:\d+: /, '')
    .replace(/^\d+:\d+: /, '');
  if (/undefined entity/.test(message)) {
    return "it uses an entity (&name;) that is not one of XML's own; Passage does not expand entities declared in a DOCTYPE";
  }
  return message;
}

/** The element's children in the namespace `uri` with local name `local`. */
export function childrenNamed(el: XmlElement, uri: string, local: string): XmlElement[] {
  return el.children.filter((c) => c.uri === uri && c.local === local);
}

/** The first child in the namespace `uri` with local name `local`. */
export function childNamed(el: XmlElement, uri: string, local: string): XmlElement | undefined {
  return el.children.find((c) => c.uri === uri && c.local === local);
}

/** Text for an XML attribute value: the five special characters and whitespace that would be normalised. */
export function escapeXmlAttr(value: string): string {
  return xmlSafe(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\t/g, '&#9;')
    .replace(/\n/g, '&#10;')
    .replace(/\r/g, '&#13;');
}

/** Text for XML character content. */
export function escapeXmlText(value: string): string {
  return xmlSafe(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r/g, '&#13;');
}

/** Drops characters XML 1.0 cannot carry at all (controls, lone surrogates, U+FFFE/FFFF). */
function xmlSafe(value: string): string {
  return value.replace(
    // eslint-disable-next-line no-control-regex
    /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    '',
  );
}

/**
 * A number as xs:decimal text (no exponent), with at most `decimals` decimals and no trailing
 * zeros: 51.9, 4.4786667, 0.0000001 (never 1e-7).
 */
export function decimalText(value: number, decimals: number): string {
  const fixed = (Math.abs(value) < 0.5 * 10 ** -decimals ? 0 : value).toFixed(decimals);
  const trimmed = fixed.includes('.') ? fixed.replace(/0+$/, '').replace(/\.$/, '') : fixed;
  return trimmed === '-0' ? '0' : trimmed;
}
