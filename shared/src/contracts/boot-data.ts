import { z } from 'zod';
import { settingsSchema } from './settings';
import { userSchema } from './user';

/**
 * What the server inlines into index.html (`<script id="app-boot">`) for the request's domain
 * and session, so the first render needs no round trip (spec §7: settings made on the server).
 */
export const bootDataSchema = z.object({
  settings: settingsSchema,
  /** The logged-in member, or null for a visitor. */
  user: userSchema.nullable(),
});
export type BootData = z.infer<typeof bootDataSchema>;

/**
 * Answers the server inlined for the first screen of the requested page (`<script
 * id="app-first-answers">`, issue 27 §1): each is exactly what `endpoint` (an RTK Query endpoint
 * of the page's remote) would have answered for `args`, written by that endpoint's response
 * contract, so the page's first render shows them without a round trip. The client takes each
 * once, when the endpoint exists.
 */
export const firstAnswerSchema = z.object({
  endpoint: z.string().min(1),
  args: z.unknown(),
  data: z.unknown(),
});
export type FirstAnswer = z.infer<typeof firstAnswerSchema>;
export const firstAnswersSchema = z.array(firstAnswerSchema);
