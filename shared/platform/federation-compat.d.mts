export declare function sharedProblems(
  remote: string,
  provided: Array<{ name: string; version?: string; singleton?: boolean }>,
  needed: Record<string, { requiredVersion: string; singleton: boolean }>,
): string[];
