import { HttpResponse } from 'msw';
import { apiErrorSchema, type ErrorCode } from '../../src/contracts/error';

/** An API error answer (`{ error: { code, message, params } }`) with this status. */
export const apiErrorAnswer = (
  status: number,
  code: ErrorCode,
  params?: Record<string, string | number>,
) =>
  HttpResponse.json(apiErrorSchema.parse({ error: { code, message: code, params } }), { status });
