// The registry contract (`/remotes.json`): for each remote, its live version and what it owns.
// Written by the deploy scripts, read by the shell at boot and by the server (preload hints,
// Content-Security-Policy). Plain JavaScript so the scripts validate with the same schema.
import { z } from 'zod';

/** The shell layouts a remote route can render in (spec §2). */
export const LAYOUTS = /** @type {const} */ (['default', 'chat', 'lander', 'empty']);
/** @typedef {(typeof LAYOUTS)[number]} LayoutName */

/** One line of a remote's `routes.json`: a path it owns and the layout it renders in. */
export const ownedRouteSchema = z.object({
  path: z.string().startsWith('/'),
  layout: z.enum(LAYOUTS),
});

/** @typedef {z.infer<typeof ownedRouteSchema>} OwnedRoute */

export const registryEntrySchema = z.object({
  /** Module Federation container name, e.g. mf_members. */
  name: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/),
  /** The published version (content hash), or `dev` for a dev server. */
  version: z.string().min(1),
  /** URL of the live version's mf-manifest.json: same-origin path or an http(s) URL. */
  manifest: z.string().regex(/^(\/|https?:\/\/)/),
  routes: z.array(ownedRouteSchema),
  /** Named widgets the remote exposes (SignupModal, LikeModal, …). */
  widgets: z.array(z.string()),
  /**
   * Subresource integrity of its remote entry (`sha384-…`), recorded when it was published: the
   * shell loads the entry only if it hashes to this. Absent for a dev server.
   */
  integrity: z
    .string()
    .regex(/^sha384-/)
    .optional(),
  /** Subresource integrity of its mf-manifest.json, checked the same way. */
  manifestIntegrity: z
    .string()
    .regex(/^sha384-/)
    .optional(),
  /**
   * This browser's load ticket for this version (signed, short-lived): its load report counts
   * toward the version's health only with it.
   */
  ticket: z.string().max(200).optional(),
});

export const registrySchema = z.object({
  remotes: z.record(z.string(), registryEntrySchema),
  /** Remotes this browser gets in a version of its own (a QA override link): the page says so. */
  overrides: z.array(z.string()).optional(),
});
/** @typedef {z.infer<typeof registryEntrySchema>} RegistryEntry */
/** @typedef {z.infer<typeof registrySchema>} Registry */
