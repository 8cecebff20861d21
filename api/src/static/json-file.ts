import fs from 'node:fs/promises';

const cache = new Map<string, { mtimeMs: number; value: unknown }>();

/**
 * A JSON file, parsed once per version of it on disk (a deploy rewrites the file, which the next
 * request sees); null when missing or unreadable.
 */
export async function readJsonFile<T>(file: string): Promise<T | null> {
  try {
    const { mtimeMs } = await fs.stat(file);
    const cached = cache.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.value as T;
    const value = JSON.parse(await fs.readFile(file, 'utf8')) as T;
    cache.set(file, { mtimeMs, value });
    return value;
  } catch {
    return null;
  }
}
