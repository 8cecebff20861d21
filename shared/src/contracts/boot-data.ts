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
