// The teams' side of the deploy API (issue 12): where the registry service is, the team's token,
// and the calls the remote:* scripts make. A token comes from DEPLOY_TOKEN, or on this machine
// from the data folder where the embedded server keeps the ones it made.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as tar from 'tar';
import { ROOT } from './workspace.mjs';

/** The registry service: DEPLOY_URL, else the product on this machine. */
export function deployUrl() {
  return (process.env.DEPLOY_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`).replace(
    /\/$/,
    '',
  );
}

/** The token for `remote` (or the platform team's): DEPLOY_TOKEN, else this machine's. */
export function deployToken(remote) {
  if (process.env.DEPLOY_TOKEN) return process.env.DEPLOY_TOKEN;
  const file = path.resolve(ROOT, process.env.DATA_DIR ?? 'data', 'deploy-tokens.json');
  if (!existsSync(file))
    throw new Error(`No deploy token: set DEPLOY_TOKEN, or run the product here first (${file}).`);
  const tokens = JSON.parse(readFileSync(file, 'utf8'));
  return tokens[remote] ?? tokens['*'];
}

export class DeployError extends Error {
  constructor(status, body) {
    super(body?.error?.message ?? `The registry answered ${status}`);
    this.status = status;
    this.code = body?.error?.code;
    this.params = body?.error?.params;
  }
}

async function call(method, pathname, { remote, json, body, headers = {} } = {}) {
  const response = await fetch(`${deployUrl()}${pathname}`, {
    method,
    headers: {
      authorization: `Bearer ${deployToken(remote)}`,
      ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: json !== undefined ? JSON.stringify(json) : body,
  });
  const text = await response.text();
  const parsed = text ? JSON.parse(text) : null;
  if (!response.ok) throw new DeployError(response.status, parsed);
  return parsed;
}

/** Whether the registry service answers (else a local build is published on disk). */
export async function registryReachable() {
  try {
    const response = await fetch(`${deployUrl()}/api/settings.php`, {
      signal: AbortSignal.timeout(2000),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/** Every remote's channel, health and recent events. */
export async function status() {
  return (await call('GET', '/api/deploy/remotes')).remotes;
}

export async function channelOf(remote) {
  return (await status()).find((channel) => channel.remote === remote) ?? { remote, revision: 0 };
}

/** Uploads a remote's dist/ folder as a gzipped tar; answers its version. */
export async function uploadBuild(remote, distDir = path.join(ROOT, remote, 'dist')) {
  const files = [];
  const walk = (dir, prefix = '') => {
    for (const entry of readdirSyncSorted(dir)) {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path.join(dir, entry.name), relative);
      else if (entry.isFile()) files.push(relative);
    }
  };
  walk(distDir);
  const chunks = [];
  for await (const chunk of tar.c({ gzip: true, cwd: distDir, portable: true }, files))
    chunks.push(chunk);
  return call('POST', `/api/deploy/remotes/${remote}/versions`, {
    remote,
    body: Buffer.concat(chunks),
    headers: { 'content-type': 'application/gzip' },
  });
}

function readdirSyncSorted(dir) {
  return readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
}

export const setChannel = (remote, change) =>
  call('PUT', `/api/deploy/remotes/${remote}/channel`, { remote, json: change });

export const promote = (remote, expectedRevision) =>
  call('POST', `/api/deploy/remotes/${remote}/promote`, {
    remote,
    json: { expected_revision: expectedRevision },
  });

export const rollback = (remote, expectedRevision, version) =>
  call('POST', `/api/deploy/remotes/${remote}/rollback`, {
    remote,
    json: { expected_revision: expectedRevision, ...(version ? { version } : {}) },
  });

export const registerExternal = (remote, manifest, routes) =>
  call('POST', `/api/deploy/remotes/${remote}/external`, { remote, json: { manifest, routes } });

export const removeExternal = (remote, version) =>
  call('DELETE', `/api/deploy/remotes/${remote}/external/${version}`, { remote });

export const overrideLink = (overrides) =>
  call('POST', '/api/deploy/override-links', {
    remote: Object.keys(overrides).length === 1 ? Object.keys(overrides)[0] : '*',
    json: { overrides },
  });

/** What a shell's kernel (its typed report) would break among the live remotes. */
export const shellCheck = (report) =>
  call('POST', '/api/deploy/shell-check', {
    remote: '*',
    json: { version: report.version, entries: report.entries },
  });

/** Starts a staged rollout of a published version. */
export const startRollout = (remote, request) =>
  call('POST', `/api/deploy/remotes/${remote}/rollout`, { remote, json: request });
