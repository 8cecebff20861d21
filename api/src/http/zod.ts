import fastJson from 'fast-json-stringify';
import type { FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorCodes, type ErrorCode } from '@app/shared/contracts';
import { HttpError, validationFailed } from './errors';
import { unsafeTextPath } from './safe-text';

/**
 * Every route declares its schemas from `@app/shared/contracts`: requests are validated by
 * them (zod), answers are written by them: the response contract is turned into JSON Schema
 * once and compiled by fast-json-stringify, Fastify's own serializer, so only declared fields
 * reach the client (a column added to a row never leaks) and writing an answer costs a fraction
 * of validating it with zod and JSON.stringify.
 */
export function registerContracts(app: FastifyInstance): void {
  // Before its contract, every request part is checked for characters no text may hold, on
  // every route alike, so no field can be forgotten.
  app.setValidatorCompiler<z.ZodType>((route) => {
    const validate = validatorCompiler(route);
    return (data: unknown) => {
      const path = unsafeTextPath(data);
      if (path === null) return validate(data);
      const field = path.join('.') || '(root)';
      return {
        error: validationFailed(
          `${field}: control characters (other than tab and line breaks) and unpaired surrogates are not allowed.`,
          { fields: field },
        ),
      };
    };
  });
  app.setSerializerCompiler(({ schema }) => fastJson(responseJsonSchema(schema as z.ZodType)));
  // An API route without its contract fails at boot, not in production traffic.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const methods = [route.method].flat();
    const schema = route.schema;
    // A file upload reads its one file part itself (multipart, or a remote's gzipped build), and
    // a DELETE may name what it deletes in the query or the path instead of a body.
    const bodyElsewhere =
      schema?.consumes?.some(
        (type) => type === 'multipart/form-data' || type === 'application/gzip',
      ) ||
      (methods.every((m) => m === 'DELETE') && (schema?.querystring || schema?.params));
    const missing = [
      schema?.response ? null : 'response',
      methods.some((m) => bodyMethods.has(m)) && !schema?.body && !bodyElsewhere ? 'body' : null,
    ].filter(Boolean);
    if (missing.length > 0)
      throw new Error(
        `${methods.join(',')} ${route.url} declares no ${missing.join(' or ')} schema`,
      );
  });
}

const bodyMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The app with route types inferred from the zod schemas a route declares. */
export function typed(app: FastifyInstance) {
  return app.withTypeProvider<ZodTypeProvider>();
}

/**
 * A request that failed its contract, as the API answers it: 400 naming every offending field,
 * or null when the error is something else. Where the first broken rule carries an error code
 * (the rules a form also checks, ADR 0013) the answer is that code with the field, so the
 * browser and the API say the same thing; otherwise `validation_failed`.
 */
export function contractViolation(error: unknown): HttpError | null {
  if (!hasZodFastifySchemaValidationErrors(error)) return null;
  const issues = error.validation.map((v) => ({
    path: v.instancePath.split('/').filter(Boolean),
    message: v.message,
  }));
  const fields = [...new Set(issues.map((issue) => issue.path.join('.') || '(root)'))];
  const message = z.prettifyError({ issues } as unknown as z.ZodError);
  const [first] = issues;
  if (first && isErrorCode(first.message))
    return new HttpError(400, first.message, message, {
      field: first.path.join('.'),
      fields: fields.join(','),
    });
  return validationFailed(message, { fields: fields.join(',') });
}

const codes = new Set<string>(Object.values(errorCodes));
const isErrorCode = (message: string | undefined): message is ErrorCode =>
  message !== undefined && codes.has(message);

type JsonSchema = { [key: string]: unknown };

/** The JSON Schema of a response contract, in the dialect fast-json-stringify reads. */
export function responseJsonSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _, ...json } = z.toJSONSchema(schema, { io: 'output', target: 'draft-7' });
  return nullableAsKeyword(json);
}

/**
 * zod writes `T | null` as `anyOf: [T, { type: 'null' }]`; fast-json-stringify resolves anyOf
 * by validating each branch per value, and reads OpenAPI's `nullable: true` at no cost.
 */
function nullableAsKeyword(node: unknown): JsonSchema {
  if (Array.isArray(node)) return node.map(nullableAsKeyword) as unknown as JsonSchema;
  if (typeof node !== 'object' || node === null) return node as JsonSchema;
  const { anyOf, ...rest } = node as JsonSchema;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const others = anyOf.filter((branch) => (branch as JsonSchema).type !== 'null');
    const [other] = others as JsonSchema[];
    if (others.length === 1 && other!.type !== undefined)
      return { ...nullableAsKeyword(other), nullable: true };
    // A nullable union (no one type to mark): null becomes one more branch of it.
    const branches = (other?.anyOf ?? other?.oneOf) as unknown[] | undefined;
    if (others.length === 1 && branches)
      return { anyOf: [...branches.map(nullableAsKeyword), { type: 'null' }] };
  }
  const result: JsonSchema = {};
  for (const [key, value] of Object.entries(anyOf === undefined ? rest : { ...rest, anyOf }))
    result[key] = typeof value === 'object' ? nullableAsKeyword(value) : value;
  return result;
}
