import { z } from 'zod';
import { validationFailed } from './errors';

/**
 * Validates request input (body or query) against a contract schema and returns the parsed
 * value, or throws a 400 `validation_failed` naming every offending field. Called first in a
 * handler, so bad input never reaches a service and changes nothing.
 */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const fields = [...new Set(result.error.issues.map((issue) => issue.path.join('.') || '(root)'))];
  throw validationFailed(z.prettifyError(result.error), { fields: fields.join(',') });
}
