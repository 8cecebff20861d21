import type { z } from 'zod';

export declare const LAYOUTS: readonly ['default', 'chat', 'lander', 'empty'];
export type LayoutName = (typeof LAYOUTS)[number];
export interface OwnedRoute {
  path: string;
  layout: LayoutName;
}
export interface RegistryEntry {
  name: string;
  version: string;
  manifest: string;
  routes: OwnedRoute[];
  widgets: string[];
  integrity?: string;
  manifestIntegrity?: string;
  /** This browser's load ticket for this version (its load report counts only with it). */
  ticket?: string;
}
export interface Registry {
  remotes: Record<string, RegistryEntry>;
  overrides?: string[];
}
export declare const ownedRouteSchema: z.ZodType<OwnedRoute>;
export declare const registryEntrySchema: z.ZodType<RegistryEntry>;
export declare const registrySchema: z.ZodType<Registry>;
