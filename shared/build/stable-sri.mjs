// Rspack's SubresourceIntegrityPlugin writes each chunk's hash into the remote entry as object
// literals, `sriHashes={597:"sha384-…",160:"sha384-…"}` (and `sriCssHashes` for stylesheets), in
// an order that changes from one build of the same sources to the next (measured: 2 of 5
// remotes on two builds in a row). The version of a remote is the hash of its files, so the same
// sources gave a new version. Sorting the entries by chunk id makes the entry the same every
// time, at the same length; its source map quotes the runtime module with placeholders in the
// same shuffled order (sorted too) and points into the shuffled entries (those few points are
// dropped).

const MAP = /(sri(?:Css)?Hashes\s*=\s*\{)([^{}]*)(\})/g;

/** Whether a text holds such a literal (the scripts' map, or the stylesheets' `sriCssHashes`). */
export const hasSriHashes = (text) => /sri(?:Css)?Hashes\s*=\s*\{/.test(text);

/** Chunk id of one `key: "value"` entry, compared as a number when it is one. */
function keyOf(entry) {
  return entry.slice(0, entry.indexOf(':')).trim().replace(/^"|"$/g, '');
}

function byChunkId(a, b) {
  const [x, y] = [keyOf(a), keyOf(b)];
  const [nx, ny] = [Number(x), Number(y)];
  if (Number.isFinite(nx) && Number.isFinite(ny) && nx !== ny) return nx - ny;
  return x < y ? -1 : x > y ? 1 : 0;
}

/** The text with every `sriHashes = {…}` (and `sriCssHashes`) literal's entries in chunk-id order. */
export function sortSriHashes(text) {
  return text.replace(MAP, (_whole, open, body, close) => {
    // Keys are chunk ids and values hashes or placeholders: neither holds a comma.
    const entries = body.split(',');
    // Keep the separators' spacing where it was: only the entries move.
    const trimmed = entries.map((entry) => entry.trim());
    if (trimmed.some((entry) => !entry.includes(':'))) return `${open}${body}${close}`;
    const sorted = [...trimmed].sort(byChunkId);
    return `${open}${entries.map((entry, i) => entry.replace(trimmed[i], () => sorted[i])).join(',')}${close}`;
  });
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** A source map's `mappings` as lines of segments with absolute values. */
export function decodeMappings(mappings) {
  const state = [0, 0, 0, 0, 0];
  return mappings.split(';').map((line) => {
    state[0] = 0; // the generated column restarts on each line; the rest carries on
    if (!line) return [];
    return line.split(',').map((segment) => {
      const values = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      return values.map((delta, i) => (state[i] += delta));
    });
  });
}

/** Back to a `mappings` string (relative values, base64 VLQ). */
export function encodeMappings(lines) {
  const state = [0, 0, 0, 0, 0];
  const vlq = (number) => {
    let value = number < 0 ? (-number << 1) | 1 : number << 1;
    let out = '';
    do {
      let digit = value & 31;
      value >>>= 5;
      if (value > 0) digit |= 32;
      out += BASE64[digit];
    } while (value > 0);
    return out;
  };
  return lines
    .map((segments) => {
      state[0] = 0;
      return segments
        .map((segment) =>
          segment
            .map((value, i) => {
              const delta = value - state[i];
              state[i] = value;
              return vlq(delta);
            })
            .join(''),
        )
        .join(',');
    })
    .join(';');
}

/** Where each `sriHashes = {…}` literal's entries are in the code: [line, from column, to column]. */
function literalRanges(code) {
  const ranges = [];
  for (const match of code.matchAll(MAP)) {
    const start = match.index + match[1].length;
    const before = code.slice(0, start);
    const line = before.split('\n').length - 1;
    const column = start - (before.lastIndexOf('\n') + 1);
    ranges.push([line, column, column + match[2].length]);
  }
  return ranges;
}

/**
 * The same for the code's source map: its quoted sources hold the runtime module with the
 * literal, and its mappings point into the literal's entries in their old order. Those few points
 * inside a data literal are dropped (the literal's start still maps), the quoted module sorted.
 */
export function sortSriHashesInSourceMap(json, code) {
  const map = JSON.parse(json);
  if (Array.isArray(map.sourcesContent))
    map.sourcesContent = map.sourcesContent.map((content) =>
      typeof content === 'string' && hasSriHashes(content) ? sortSriHashes(content) : content,
    );
  const ranges = literalRanges(code);
  if (typeof map.mappings === 'string' && ranges.length > 0) {
    const lines = decodeMappings(map.mappings);
    for (const [line, from, to] of ranges)
      if (lines[line])
        lines[line] = lines[line].filter(([column]) => column < from || column >= to);
    map.mappings = encodeMappings(lines);
  }
  return JSON.stringify(map);
}
