/**
 * The contracts version. Remotes embed the major they were built against (webpack DefinePlugin,
 * see tools/webpack) and the shell refuses a remote whose major differs from its own.
 * Bump the major when a schema, topic or remote-interface change is not backwards compatible.
 */
export const CONTRACTS_VERSION = '1.2.0';
export const CONTRACTS_MAJOR = 1;
