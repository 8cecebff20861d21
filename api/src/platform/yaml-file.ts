import { LineCounter, parseDocument, type Document } from 'yaml';
import type { z } from 'zod';

// The files operators write (a site file, a profiles file): YAML checked by a zod schema, every
// problem told with the line it is on, so a long file is fixed in one go.

/** A problem in the file, with the line it is on (1-based; 0 when the file as a whole). */
export interface FileProblem {
  line: number;
  path: string;
  message: string;
}

export class YamlFileError extends Error {
  constructor(readonly problems: FileProblem[]) {
    super(
      problems.map((p) => `line ${p.line}: ${p.path ? `${p.path}: ` : ''}${p.message}`).join('\n'),
    );
    this.name = 'YamlFileError';
  }
}

/** A YAML file read and checked by `schema`: its value, or every problem with its line. */
export function readYamlFile<T>(
  text: string,
  schema: z.ZodType<T>,
): { value: T; lineOf: (at: ReadonlyArray<string | number>) => number } {
  const lines = new LineCounter();
  const document = parseDocument(text, { lineCounter: lines, prettyErrors: false });
  if (document.errors.length > 0)
    throw new YamlFileError(
      document.errors.map((error) => ({
        line: error.linePos?.[0]?.line ?? 0,
        path: '',
        message: error.message.split('\n')[0]!,
      })),
    );
  const lineOf = (at: ReadonlyArray<string | number>) => lineIn(document, lines, at);
  const parsed = schema.safeParse(document.toJS());
  if (parsed.success) return { value: parsed.data, lineOf };
  throw new YamlFileError(
    parsed.error.issues.map((issue) => ({
      line: lineOf(issue.path as Array<string | number>),
      path: issue.path.join('.'),
      message: issue.message,
    })),
  );
}

/** The line of the deepest part of `at` the file has (0 when none). */
function lineIn(document: Document, lines: LineCounter, at: ReadonlyArray<string | number>) {
  for (let depth = at.length; depth >= 0; depth -= 1) {
    const node = document.getIn(at.slice(0, depth), true) as
      { range?: [number, number, number] } | undefined;
    const start = node?.range?.[0];
    if (start !== undefined) return lines.linePos(start).line;
  }
  return 0;
}
