export type RemoteName = 'mf-members' | 'mf-chat' | 'mf-payments' | 'mf-signup' | 'mf-landers';
export type AppName = 'shell' | RemoteName;
export declare const SHELL: 'shell';
export declare const REMOTES: readonly RemoteName[];
export declare const APPS: readonly AppName[];
export declare function containerName(app: string): string;
export declare const REGISTRY_FILE: 'remotes.json';
export declare const REMOTE_LOADS_PATH: '/api/remote-loads.php';
export declare const REMOTE_OVERRIDE_PATH: '/api/remote-override.php';
