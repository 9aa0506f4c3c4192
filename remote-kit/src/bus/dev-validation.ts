import { topicPayloadProblem } from '@dash/shared-contracts/src/bus/topic-schemas';
import type { Topic } from '@dash/shared-contracts';

/** Why a payload does not fit its topic's schema, or null when it does. */
export type PayloadCheck = (topic: Topic, payload: unknown) => string | null;

/**
 * The bus's payload check, in development builds only. Webpack replaces process.env.NODE_ENV at
 * build time: in production the check is null, the import above is unused and dropped, so neither
 * the topic schemas nor zod for them reach the browser (docs/decisions/shared-modules.md).
 */
export const devPayloadCheck: PayloadCheck | null = process.env.NODE_ENV === 'production' ? null : topicPayloadProblem;
