import type { FastifyInstance } from 'fastify';
import { validationFailed } from './errors';

/**
 * How deep a JSON body may nest. No contract of the API goes beyond a few levels; a body of
 * 20,000 `[` parsed fine and then overflowed the stack of whatever walked it (a 500 on every
 * route that takes JSON, unauthenticated ones included — issue 46 §1).
 */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether a JSON text nests arrays and objects deeper than `max`: one pass over its characters,
 * skipping strings, before anything is parsed. (Written here: JSON.parse takes no depth limit.)
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i += 1; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth -= 1;
  }
  return false;
}

/**
 * Fastify's own JSON parser (prototype poisoning refused, as by default), behind a depth check:
 * a body nested too deep is answered 400 before it is parsed.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeperThan(body as string, MAX_JSON_DEPTH))
      return done(
        validationFailed(`The request body nests deeper than ${MAX_JSON_DEPTH} levels.`, {
          fields: '(root)',
        }),
        undefined,
      );
    parse(request, body as string, done);
  });
}
