// A few words joined as a sentence lists them, for messages and captions: one home, so every
// list in the app reads alike.

/** "a", "a and b", "a, b and c" (with `last` "or": "a, b or c"); "" for none. */
export function listWords(words: readonly string[], last: 'and' | 'or' = 'and'): string {
  if (words.length < 2) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} ${last} ${words.at(-1)!}`;
}
