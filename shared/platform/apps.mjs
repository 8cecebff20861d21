// The apps of the platform and how they are named, once for the shell, the server, the build,
// the scripts and the tests. Plain JavaScript so that Node scripts can import it as they are.

// TypeScript reads this file itself (allowJs): its JSDoc types are the declarations.

/** The host: layouts, navigation, auth, error pages. */
export const SHELL = /** @type {const} */ ('shell');

/** The remotes, each deployed on its own; the directory name is also its registry key. */
export const REMOTES = /** @type {const} */ ([
  'mf-members',
  'mf-chat',
  'mf-payments',
  'mf-signup',
  'mf-landers',
]);

/** @typedef {(typeof REMOTES)[number]} RemoteName */

/**
 * The back office's host (issue 26): served under /backoffice/, never by a member's page; it
 * loads the domains' screens from the remotes that expose `./backoffice`.
 */
export const BACKOFFICE = /** @type {const} */ ('backoffice');
/** @type {readonly RemoteName[]} */
export const BACKOFFICE_REMOTES = ['mf-members', 'mf-chat', 'mf-payments', 'mf-landers'];

/** @typedef {typeof SHELL | typeof BACKOFFICE | RemoteName} AppName */

/**
 * Every front-end app, the hosts first.
 * @type {readonly AppName[]}
 */
export const APPS = [SHELL, BACKOFFICE, ...REMOTES];

/**
 * A remote's Module Federation container name (a JS identifier): mf-members → mf_members.
 * @param {string} app
 * @returns {string}
 */
export const containerName = (app) => app.replace(/-/g, '_');

/** The registry file the shell reads at boot, served as /remotes.json. */
export const REGISTRY_FILE = /** @type {const} */ ('remotes.json');
/** Where browsers report remote loads (the shell's telemetry runtime plugin's beacon). */
export const REMOTE_LOADS_PATH = /** @type {const} */ ('/api/remote-loads.php');
/** An override link's landing (`?token=`), and with `?clear=1` the way out of an override. */
export const REMOTE_OVERRIDE_PATH = /** @type {const} */ ('/api/remote-override.php');
/**
 * Beside a remote's built files: the commit it was built from and when. Not one of its files (not
 * hashed, stored or served), so the same sources built twice are the same version.
 */
export const BUILD_INFO_FILE = /** @type {const} */ ('build-info.json');

/**
 * Beside a remote's built files: the kernel names it uses, each with the fingerprint of its shape
 * in the kernel it was built against, and the kernel range it asks for (issue 47 §1).
 */
export const KERNEL_IMPORTS_FILE = /** @type {const} */ ('kernel-imports.json');

/**
 * The widgets the shell shows from whichever remote exposes them (ARCHITECTURE.md): each a
 * component with no props (shared/src/federation/host/exposed-contract.ts). The registry refuses
 * a version that stops exposing one its remote's live version exposes (issue 47 §1).
 */
export const SHELL_WIDGETS = /** @type {const} */ ([
  'SignupModal',
  'LikeModal',
  'MatchScreen',
  'TimeBonusBanner',
  'TimeBonusModal',
]);

/**
 * The id of the JSON a server-rendered lander page carries for its own telemetry: the version
 * rendered and a load ticket, so a hydration that fails is reported as a failed load of it.
 */
export const ISLAND_LOAD_ID = /** @type {const} */ ('island-load');

/**
 * The id of the `<template>` in which a server-rendered lander page carries the hints for the
 * page a visitor goes to next (the sign-up page's scripts, issue 27 §1). Inert in a template:
 * the page's entry moves them into the head once the page has loaded, so these downloads never
 * compete with the landing's own first paint and photos on a slow line.
 */
export const NEXT_PAGE_HINTS_ID = /** @type {const} */ ('next-page-hints');

/** Beside a host's built files: the typed kernel report it provides (shared/kernel-api.json). */
export const KERNEL_REPORT_FILE = /** @type {const} */ ('kernel-api.json');
