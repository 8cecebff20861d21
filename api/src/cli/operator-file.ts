import fs from 'node:fs/promises';
import path from 'node:path';
import { YamlFileError } from '../platform/yaml-file';

// The file an operator's command reads (`site:create`, `profiles:import`): found from where the
// command was typed, refused with each problem on its line.

/**
 * The first argument's file: its text and where it is. Without one, the usage and exit 2; an
 * unreadable one, why, and exit 2.
 */
export async function givenFile(
  usage: string,
): Promise<{ file: string; where: string; text: string }> {
  const [file] = process.argv.slice(2);
  if (!file) {
    console.error(usage);
    process.exit(2);
  }
  const where = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  try {
    return { file, where, text: await fs.readFile(where, 'utf8') };
  } catch (error) {
    console.error(`${file}: ${(error as Error).message}`);
    process.exit(2);
  }
}

/** Reads the file with `read`; a refused file is told problem by problem, and exit 1. */
export async function readOrRefuse<T>(file: string, read: () => T | Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (!(error instanceof YamlFileError)) throw error;
    for (const problem of error.problems)
      console.error(
        `${file}:${problem.line}: ${problem.path ? `${problem.path}: ` : ''}${problem.message}`,
      );
    console.error(`Nothing was written: ${error.problems.length} problem(s) in ${file}.`);
    process.exit(1);
  }
}
