/**
 * A campaign text with its `{{name}}` slots filled. Campaign texts come from marketing's files,
 * not the translation catalogue, so they are filled here; React escapes the result.
 */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (slot, key: string) =>
    key in values ? String(values[key]) : slot,
  );
}

/** A count as the proof shows it: "1,000+" once it reaches the cap the server counts to. */
export function countText(count: number, cap: number, language: string): string {
  const formatted = new Intl.NumberFormat(language).format(count);
  return count >= cap ? `${formatted}+` : formatted;
}
