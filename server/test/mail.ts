import type { FastifyInstance } from 'fastify';

export interface OutboxMail {
  kind: string;
  to_address: string | null;
  subject: string;
  body: string;
}

/** The mails sent to an address, oldest first (the outbox table, as SMTP-less servers keep them). */
export async function mailsTo(app: FastifyInstance, address: string): Promise<OutboxMail[]> {
  return app.db
    .selectFrom('outbox')
    .select(['kind', 'to_address', 'subject', 'body'])
    .where('to_address', '=', address.trim().toLowerCase())
    .orderBy('id')
    .execute();
}

/** The path of the newest verification link sent to the address, or null. */
export async function verifyLinkPath(app: FastifyInstance, address: string): Promise<string | null> {
  const mails = (await mailsTo(app, address)).filter((m) => m.kind === 'verify-email');
  const match = mails.at(-1)?.body.match(/https?:\/\/[^/\s]+(\/account\/verify\/[A-Za-z0-9_-]+)/);
  return match?.[1] ?? null;
}
