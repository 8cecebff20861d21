import fs from 'node:fs/promises';
import path from 'node:path';
import { operatedProfileCreateSchema, PHOTO_LIMIT_PREMIUM } from '@app/shared/contracts';
import sharp from 'sharp';
import { z } from 'zod';
import { HttpError } from '../../http/errors';
import { YamlFileError, readYamlFile, type FileProblem } from '../../platform/yaml-file';
import type { PhotoStore } from '../media/service';
import {
  addOperatedProfilePhoto,
  createOperatedProfile,
  type OperatedProfileContext,
} from './operated-profiles';

// `pnpm profiles:import <file>` (issue 48 §1): many operated profiles at once, each with its
// photos, from a YAML file (docs/profiles.example.yaml). The whole file is checked first — every
// field, every photo readable — and nothing is written when anything is wrong. A profile whose
// name the site already has is left as it is, so a file can be imported again after a fix.

const importFileSchema = z.strictObject({
  profiles: z
    .array(
      operatedProfileCreateSchema.extend({
        /** Image files, relative to the file; the first becomes the main photo. */
        photos: z.array(z.string().min(1)).max(PHOTO_LIMIT_PREMIUM).default([]),
      }),
    )
    .min(1),
});

type ImportEntry = z.output<typeof importFileSchema>['profiles'][number];

/** The file's profiles, each photo read; every problem with its line when anything is wrong. */
export async function readProfileImport(
  text: string,
  dir: string,
): Promise<Array<ImportEntry & { files: Buffer[] }>> {
  const { value, lineOf } = readYamlFile(text, importFileSchema);
  const problems: FileProblem[] = [];
  const problem = (at: Array<string | number>, message: string) =>
    problems.push({ line: lineOf(at), path: at.join('.'), message });
  const names = new Set<string>();
  const entries = await Promise.all(
    value.profiles.map(async (entry, index) => {
      const key = entry.name.toLowerCase();
      if (names.has(key))
        problem(['profiles', index, 'name'], `the file names ${entry.name} twice`);
      names.add(key);
      const files = await Promise.all(
        entry.photos.map(async (photo, n) => {
          try {
            const bytes = await fs.readFile(path.resolve(dir, photo));
            await sharp(bytes).metadata();
            return bytes;
          } catch (error) {
            problem(
              ['profiles', index, 'photos', n],
              `${photo}: not an image the site can read (${(error as Error).message})`,
            );
            return Buffer.alloc(0);
          }
        }),
      );
      return { ...entry, files };
    }),
  );
  if (problems.length > 0) throw new YamlFileError(problems);
  return entries;
}

export interface ImportOutcome {
  created: Array<{ id: number; name: string; photos: number }>;
  /** Names the site already has: left as they are. */
  skipped: string[];
}

/**
 * Makes each profile of the file with its photos (through the members' pipeline: the servers
 * screen them within a minute); a name the site already has is skipped.
 */
export async function importOperatedProfiles(
  context: OperatedProfileContext & { store: PhotoStore; nudityThreshold: number },
  entries: Awaited<ReturnType<typeof readProfileImport>>,
  now = new Date(),
): Promise<ImportOutcome> {
  const outcome: ImportOutcome = { created: [], skipped: [] };
  for (const { photos: _paths, files, ...fields } of entries) {
    let id: number;
    try {
      ({ id } = await createOperatedProfile(context, fields, now));
    } catch (error) {
      if (error instanceof HttpError && error.code === 'name_taken') {
        outcome.skipped.push(fields.name);
        continue;
      }
      throw error;
    }
    for (const file of files) await addOperatedProfilePhoto(context, id, file, now);
    outcome.created.push({ id, name: fields.name, photos: files.length });
  }
  return outcome;
}
