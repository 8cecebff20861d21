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
 */
export function unsafeTextPath(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return UNSAFE_TEXT.test(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = unsafeTextPath(item, [...path, String(index)]);
      if (found) return found;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (UNSAFE_TEXT.test(key)) return [...path, key];
      const found = unsafeTextPath(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
