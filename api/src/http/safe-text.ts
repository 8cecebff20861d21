/**
 * Characters no text a member or client sends may hold: the C0 and C1 control characters but
 * tab, line feed and carriage return (a textarea's line breaks), DEL, and UTF-16 surrogates that
 * are not part of a pair. PostgreSQL refuses NUL in text (a 500 before this check), and the rest
 * are invisible tricks at best (RELIABILITY 28).
 */
const UNSAFE_TEXT =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The path of the first string in `value` (a parsed body, query or params) holding a character
 * no text may hold, or null when every string is clean. Keys are checked with their values.
 * Walked with a stack of its own, not recursion: however deep a value nests, the walk never
 * overflows the call stack (a body of 7,000 nested arrays did; json-body.ts refuses those now).
 */
export function unsafeTextPath(value: unknown): string[] | null {
  // Each entry points at its parent: a path is spelled out only for the one string found.
  interface Entry {
    value: unknown;
    key: string | null;
    parent: Entry | null;
  }
  const pathOf = (entry: Entry | null, last?: string): string[] => {
    const path = last === undefined ? [] : [last];
    for (let at = entry; at !== null && at.key !== null; at = at.parent) path.push(at.key);
    return path.reverse();
  };
  const pending: Entry[] = [{ value, key: null, parent: null }];
  while (pending.length > 0) {
    const entry = pending.pop()!;
    const next = entry.value;
    if (typeof next === 'string') {
      if (UNSAFE_TEXT.test(next)) return pathOf(entry);
    } else if (Array.isArray(next)) {
      // Pushed last to first: the first unsafe string in document order is the one named.
      for (let index = next.length - 1; index >= 0; index -= 1)
        pending.push({ value: next[index], key: String(index), parent: entry });
    } else if (typeof next === 'object' && next !== null) {
      const entries = Object.entries(next);
      for (const [key] of entries) if (UNSAFE_TEXT.test(key)) return pathOf(entry, key);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, item] = entries[index]!;
        pending.push({ value: item, key, parent: entry });
      }
    }
  }
  return null;
}
