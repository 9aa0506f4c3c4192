import { z } from 'zod';

/**
 * Messages between tabs. A new tab sends `sync`; every other tab answers `ack` addressed to it with
 * the last value of each cross-window replay topic it holds; `event` carries one cross-window fact.
 * A message with another protocol number is ignored.
 */
export const WindowMessageSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('sync'), protocol: z.number(), from: z.string() }),
  z.object({
    kind: z.literal('ack'),
    protocol: z.number(),
    from: z.string(),
    to: z.string(),
    state: z.record(z.string(), z.unknown()),
  }),
  z.object({ kind: z.literal('event'), protocol: z.number(), from: z.string(), topic: z.string(), payload: z.unknown() }),
]);
export type WindowMessage = z.infer<typeof WindowMessageSchema>;
