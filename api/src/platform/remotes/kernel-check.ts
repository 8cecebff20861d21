import fs from 'node:fs/promises';
import path from 'node:path';
import { KERNEL_REPORT_FILE } from '@app/shared/platform/apps';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { kernelReasons, type KernelReport } from './gate';
import { kernelImportsSchema, type KernelImports } from './package';
import * as repo from './repository';
import type { RemoteVersionRow } from './tables';

/**
 * Compatibility by shape, both ways (issue 47 §1): a remote is checked against the live shell's
 * kernel when it is published or made live (gate.ts kernelReasons), and a shell — its typed
 * kernel report — against every remote version live or in canary, before it ships.
 */

export const kernelReportSchema = z.object({
  version: z.string().regex(/^\d+\.\d+\.\d+$/),
  entries: z.record(
    z.string(),
    z.record(z.string(), z.object({ since: z.string(), fingerprint: z.string() })),
  ),
});

/** A shell that would break live remotes, refused at a production node's start. */
export class ShellReleaseRefused extends Error {
  override name = 'ShellReleaseRefused';
}

/** The kernel a shell build provides (its copy of shared/kernel-api.json); null: none here. */
export async function shellKernel(shellDist: string): Promise<KernelReport | null> {
  try {
    const parsed = kernelReportSchema.safeParse(
      JSON.parse(await fs.readFile(path.join(shellDist, KERNEL_REPORT_FILE), 'utf8')),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A version's recorded kernel imports (null: its build recorded none). */
export function kernelUsesOf(row: Pick<RemoteVersionRow, 'kernel_uses'>): KernelImports | null {
  if (row.kernel_uses === null) return null;
  const parsed = kernelImportsSchema.safeParse(JSON.parse(row.kernel_uses));
  return parsed.success ? parsed.data : null;
}

/**
 * What a shell with `kernel` would break: for every remote, each version browsers get now
 * (stable and candidate) whose recorded imports the kernel does not provide as they were built,
 * with the names — and, when one exists, a published version of that remote that fits the new
 * kernel, to make live with the shell.
 */
export async function shellReleaseReasons(db: Db, kernel: KernelReport): Promise<string[]> {
  const reasons: string[] = [];
  for (const channel of await repo.listChannels(db)) {
    let broken = false;
    for (const version of [channel.stable, channel.candidate]) {
      if (version === null) continue;
      const row = await repo.findVersion(db, channel.remote, version);
      if (!row) continue;
      const found = kernelReasons(channel.remote, version, kernel, kernelUsesOf(row));
      if (found.length) broken = true;
      reasons.push(...found);
    }
    if (!broken) continue;
    const fitting = (await repo.kernelUsesOf(db, channel.remote)).find(
      (row) =>
        kernelUsesOf(row) !== null &&
        kernelReasons(channel.remote, row.version, kernel, kernelUsesOf(row)).length === 0,
    );
    if (fitting)
      reasons.push(
        `${channel.remote}@${fitting.version} fits this kernel: make it live with the shell`,
      );
  }
  return reasons;
}
