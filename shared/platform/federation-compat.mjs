// Whether a remote can run in the live shell: every package it shares is provided by the shell,
// as a singleton where it wants one, at a version inside the range it requires. Used by the
// build's federation check and by the registry's deploy gate, so both say the same.
import semver from 'semver';

/**
 * @param {string} remote the remote's name, for the messages
 * @param {Array<{ name: string, version?: string, singleton?: boolean }>} provided the shell's shared
 * @param {Record<string, { requiredVersion: string, singleton: boolean }>} needed the remote's
 * @returns {string[]} one sentence per problem; empty when the remote fits
 */
export function sharedProblems(remote, provided, needed) {
  const byName = new Map(provided.map((shared) => [shared.name, shared]));
  const problems = [];
  for (const [name, { requiredVersion, singleton }] of Object.entries(needed)) {
    const host = byName.get(name);
    if (!host) problems.push(`${remote} consumes ${name}, which the shell does not provide`);
    else if (singleton && !host.singleton)
      problems.push(`${name} is a singleton in ${remote} but not in the shell`);
    else if (
      requiredVersion &&
      requiredVersion !== '*' &&
      !(
        host.version && semver.satisfies(host.version, requiredVersion, { includePrerelease: true })
      )
    )
      problems.push(
        `${remote} needs ${name}@${requiredVersion}, the shell provides ${host.version}`,
      );
  }
  return problems;
}
