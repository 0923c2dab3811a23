// Text folding for place search: what a navigator types and what the gazetteer holds meet in
// one form, so "Sao Paulo" finds São Paulo and "DEN HAAG" finds Den Haag.

/** Letters that NFD does not split into a base letter and a mark. */
const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/**
 * Lower case, accents removed (NFD, then combining marks dropped), the few letters NFD keeps
 * whole spelled out, and every run of punctuation or spaces made one space:
 * "’s-Hertogenbosch" -> "s hertogenbosch".
 */
export function foldText(text: string): string {
  const stripped = text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
  let out = '';
  for (const ch of stripped) out += SPECIAL_LETTERS[ch] ?? ch;
  return out.replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}
