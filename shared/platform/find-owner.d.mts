import type { Registry } from './registry-schema.mjs';

export declare function findOwner(registry: Registry, pathname: string): string | null;
