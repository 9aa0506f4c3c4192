/**
 * The full contracts (zod schemas) that check action answers, loaded on first use: the shell needs
 * only `@dash/shared-contracts/core` before it is interactive, and in every federated build this is
 * the shared singleton (docs/decisions/shared-modules.md).
 */
export const loadSchemas = () => import('@dash/shared-contracts');
