// What the hosts load from a remote, as types (issue 47 §1, the other direction): the shell's
// `./routes` and widgets, the back office's `./backoffice`. Each remote checks the modules it
// exposes against them at compile time (its `src/exposed.ts`), so a remote whose exposed module
// no longer fits the host fails its own type check — the way Module Federation's type hints
// would have the host check it, without a type server: the contract is the kernel's, and every
// remote compiles against it.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { SHELL_WIDGETS } from '../../../platform/apps.mjs';
import type { LayoutName } from '../../../platform/registry-schema.mjs';
import type { BackofficeModule } from '../../backoffice/client';

/** What a remote's `./routes` module exports: its route objects grouped by layout. */
export type RemoteRoutesModule = { default: Partial<Record<LayoutName, RouteObject[]>> };

/** The widgets the shell shows (SHELL_WIDGETS). */
export type WidgetName = (typeof SHELL_WIDGETS)[number];

/** A widget's module: a component that needs no props. */
export type WidgetModule = { default: ComponentType };

/** Everything a remote may expose to the hosts, by its exposed name. */
export type ExposedContract = {
  './routes': RemoteRoutesModule;
  './backoffice': BackofficeModule;
} & {
  [W in WidgetName as `./${W}`]: WidgetModule;
};

/**
 * A remote's exposed modules (`typeof import('./…')` by exposed name), checked against the
 * contract: `./routes` is required, a widget or `./backoffice` must fit when exposed, and a name
 * the hosts do not know is an error (a typo would be a widget nobody shows).
 */
export type ExposedModules<
  T extends { './routes': RemoteRoutesModule } & {
    [K in keyof T]: K extends keyof ExposedContract ? ExposedContract[K] : never;
  },
> = T;
