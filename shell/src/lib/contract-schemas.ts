/**
 * The full contracts: the schemas the shell checks answers with, and zod under them. A page does
 * not need them before it is interactive, so they load with the first call that checks an answer
 * (and at idle after hydration, see bootstrap.tsx), as the shared singleton every remote also uses
 * (docs/decisions/shared-modules.md). Constants, routes and types come from
 * `@dash/shared-contracts/core`.
 */
export const loadSchemas = () => import('@dash/shared-contracts');
