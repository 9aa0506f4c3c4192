// `@dash/shared-contracts/core`: the zod-free part of the contracts (src/core.ts).
export * from './src/core';
