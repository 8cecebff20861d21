import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ownedRouteSchema, type OwnedRoute } from '@app/shared/contracts';
import { BUILD_INFO_FILE, KERNEL_IMPORTS_FILE } from '@app/shared/platform/apps';
import { contentHash, sha384 } from '@app/shared/platform/integrity';
import * as tar from 'tar';
import { z } from 'zod';
import { HttpError } from '../../http/errors';
import { isSafeFileName } from './store';

/** A build may hold at most this many files (a remote has a few dozen). */
const MAX_FILES = 2000;
/** And this many bytes, unpacked. */
export const MAX_PACKAGE_BYTES = 100 * 1024 * 1024;

/** A remote's build as uploaded: its files and what they say about themselves. */
export interface RemotePackage {
  files: Map<string, Buffer>;
  /** SHA-256 (hex) over the sorted file names and contents: the same build, the same hash. */
  contentHash: string;
  /** The container name its manifest declares. */
  containerName: string;
  /** The manifest's public path: `auto` (served beside its manifest) or an absolute URL. */
  publicPath: string;
  remoteEntry: string;
  routes: OwnedRoute[];
  widgets: string[];
  /** The shared packages it needs: name → { requiredVersion, singleton }. */
  shared: Record<string, { requiredVersion: string; singleton: boolean }>;
  /** `sha384-…` of every file, for subresource integrity. */
  integrity: Record<string, string>;
  /** Every file its manifest names (entry, exposes' and shared's assets). */
  referencedFiles: string[];
  /** What the build said of itself beside its files (BUILD_INFO_FILE), when it did. */
  build: BuildInfo;
  /** The kernel names it uses with their shapes (KERNEL_IMPORTS_FILE); null for older builds. */
  kernel: KernelImports | null;
}

/** What a remote's build takes from the kernel (shared/build/kernel-uses.mjs kernelImportsOf). */
export const kernelImportsSchema = z.object({
  /** The kernel version it was built against. */
  kernel: z.string().regex(/^\d+\.\d+\.\d+$/),
  /** The kernel versions it asks for: the lowest where every name it uses is as it is. */
  range: z.string().max(64),
  /** Kernel name → the fingerprint of its shape in that kernel. */
  uses: z.record(z.string().max(200), z.string().regex(/^[0-9a-f]{16}$/)),
});
export type KernelImports = z.infer<typeof kernelImportsSchema>;

/** A build's kernel imports; a file that is there but does not parse refuses the build. */
function kernelImportsOf(file: Buffer | undefined): KernelImports | null {
  if (!file) return null;
  let json: unknown;
  try {
    json = JSON.parse(file.toString('utf8'));
  } catch {
    json = null;
  }
  const parsed = kernelImportsSchema.safeParse(json);
  if (!parsed.success)
    throw invalid(`Its ${KERNEL_IMPORTS_FILE} does not say what it uses of the kernel.`);
  return parsed.data;
}

export interface BuildInfo {
  commit: string | null;
  builtAt: string | null;
}

const buildInfoSchema = z.object({
  commit: z
    .string()
    .regex(/^[0-9a-f]{7,64}(-dirty)?$/)
    .nullable()
    .catch(null),
  built_at: z.string().datetime().nullable().catch(null),
});

/**
 * Takes the build's note on itself out of its files: kept on the version, never served, and
 * outside the content hash. A note that does not parse is no note.
 */
function buildInfoOf(note: Buffer | undefined): BuildInfo {
  if (!note) return { commit: null, builtAt: null };
  try {
    const parsed = buildInfoSchema.safeParse(JSON.parse(note.toString('utf8')));
    if (parsed.success) return { commit: parsed.data.commit, builtAt: parsed.data.built_at };
  } catch {
    // not JSON
  }
  return { commit: null, builtAt: null };
}

const manifestSchema = z.object({
  metaData: z.object({
    name: z.string(),
    publicPath: z.string().optional(),
    remoteEntry: z.object({ name: z.string(), path: z.string().default('') }),
  }),
  shared: z
    .array(
      z.object({
        name: z.string(),
        requiredVersion: z.string().optional(),
        singleton: z.boolean().optional(),
        assets: z.unknown().optional(),
      }),
    )
    .default([]),
  exposes: z.array(z.object({ name: z.string(), assets: z.unknown().optional() })).default([]),
});

const invalid = (message: string) => new HttpError(400, 'invalid_package', message);

/** Every js and css file an assets block of the manifest names. */
function assetFiles(assets: unknown): string[] {
  const block = assets as
    | { js?: { sync?: string[]; async?: string[] }; css?: { sync?: string[]; async?: string[] } }
    | undefined;
  return [
    ...(block?.js?.sync ?? []),
    ...(block?.js?.async ?? []),
    ...(block?.css?.sync ?? []),
    ...(block?.css?.async ?? []),
  ];
}

/** Reads the files of a build (the deploy's upload, or a folder published on this disk). */
export function readPackage(built: Map<string, Buffer>): RemotePackage {
  const build = buildInfoOf(built.get(BUILD_INFO_FILE));
  const files = new Map(built);
  files.delete(BUILD_INFO_FILE);
  const manifestFile = files.get('mf-manifest.json');
  if (!manifestFile) throw invalid('The build has no mf-manifest.json.');
  const parsed = manifestSchema.safeParse(JSON.parse(manifestFile.toString('utf8')));
  if (!parsed.success) throw invalid('Its mf-manifest.json is not a Module Federation manifest.');
  const manifest = parsed.data;
  const routesFile = files.get('routes.json');
  if (!routesFile) throw invalid('The build has no routes.json (the paths the remote owns).');
  const routes = z.array(ownedRouteSchema).safeParse(JSON.parse(routesFile.toString('utf8')));
  if (!routes.success) throw invalid('Its routes.json does not list routes as the platform does.');
  const entry = path.posix.join(
    manifest.metaData.remoteEntry.path,
    manifest.metaData.remoteEntry.name,
  );
  return {
    files,
    // The same function as the deploy scripts': both name a build alike.
    contentHash: contentHash(files),
    containerName: manifest.metaData.name,
    publicPath: manifest.metaData.publicPath ?? 'auto',
    remoteEntry: entry,
    routes: routes.data,
    widgets: manifest.exposes.map((expose) => expose.name).filter((name) => name !== 'routes'),
    shared: Object.fromEntries(
      manifest.shared.map((shared) => [
        shared.name,
        { requiredVersion: shared.requiredVersion ?? '*', singleton: shared.singleton === true },
      ]),
    ),
    integrity: Object.fromEntries([...files].map(([file, data]) => [file, sha384(data)])),
    referencedFiles: [
      entry,
      ...manifest.exposes.flatMap((expose) => assetFiles(expose.assets)),
      ...manifest.shared.flatMap((shared) => assetFiles(shared.assets)),
    ],
    build,
    kernel: kernelImportsOf(files.get(KERNEL_IMPORTS_FILE)),
  };
}

/** Every file under a folder, by its path relative to it. */
export async function readFolder(dir: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  const walk = async (at: string) => {
    for (const entry of await fs.readdir(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (entry.isFile())
        files.set(path.relative(dir, full).split(path.sep).join('/'), await fs.readFile(full));
    }
  };
  await walk(dir);
  return files;
}

/**
 * An uploaded build (a gzipped tar of its dist/ folder), unpacked into memory after checking
 * every entry: regular files only, safe names, bounded count and size. Nothing is written
 * anywhere it could be served until the deploy's checks pass.
 */
export async function unpackUpload(body: Buffer): Promise<Map<string, Buffer>> {
  const dir = path.join(os.tmpdir(), `remote-upload-${randomBytes(8).toString('hex')}`);
  await fs.mkdir(dir, { recursive: true });
  try {
    let count = 0;
    let bytes = 0;
    let refused: string | null = null;
    await pipeline(
      Readable.from(body),
      tar.x({
        cwd: dir,
        strict: true,
        filter: (entryPath, entry) => {
          const name = entryPath.replace(/^\.\//, '');
          const type = 'type' in entry ? entry.type : 'File';
          if (type === 'Directory') return true;
          if (type !== 'File' || !isSafeFileName(name)) {
            refused = name;
            return false;
          }
          count += 1;
          bytes += 'size' in entry ? (entry.size ?? 0) : 0;
          return count <= MAX_FILES && bytes <= MAX_PACKAGE_BYTES;
        },
      }),
    ).catch((error: unknown) => {
      throw invalid(`The upload is not a gzipped tar: ${(error as Error).message}`);
    });
    if (refused !== null) throw invalid(`The build holds an entry it may not: ${refused}`);
    if (count > MAX_FILES || bytes > MAX_PACKAGE_BYTES)
      throw new HttpError(413, 'invalid_package', 'The build is too large.');
    return await readFolder(dir);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
