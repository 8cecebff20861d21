// The apps of the platform and how they are named, once for the shell, the server, the build,
// the scripts and the tests. Plain JavaScript so that Node scripts can import it as they are.

/** The host: layouts, navigation, auth, error pages. */
export const SHELL = 'shell';

/** The remotes, each deployed on its own; the directory name is also its registry key. */
export const REMOTES = ['mf-members', 'mf-chat', 'mf-payments', 'mf-signup', 'mf-landers'];

/** Every front-end app, the shell first. */
export const APPS = [SHELL, ...REMOTES];

/** A remote's Module Federation container name (a JS identifier): mf-members → mf_members. */
export const containerName = (app) => app.replace(/-/g, '_');

/** The registry file the shell reads at boot, served as /remotes.json. */
export const REGISTRY_FILE = 'remotes.json';
/** Where browsers report remote loads (the shell's telemetry runtime plugin's beacon). */
export const REMOTE_LOADS_PATH = '/api/remote-loads.php';
/** An override link's landing (`?token=`), and with `?clear=1` the way out of an override. */
export const REMOTE_OVERRIDE_PATH = '/api/remote-override.php';
/**
 * Beside a remote's built files: the commit it was built from and when. Not one of its files (not
 * hashed, stored or served), so the same sources built twice are the same version.
 */
export const BUILD_INFO_FILE = 'build-info.json';
