import {
  FACEBOOK_NAME_ERROR,
  TWITTER_USERNAME_ERROR,
  normalizeFacebookName,
  normalizeTwitterUsername,
  type Connections,
  type ConnectionsRequestSchema,
  type FacebookStatusResponse,
} from '@dash/shared-contracts';
import type { z } from 'zod';
import { badRequest, notFound } from '../lib/app-error';
import { findConnections, updateConnections } from '../repositories/connections';
import type { Executor } from '../repositories/executor';
import type { Auth } from '../types/fastify';

export const NO_FACEBOOK = 'No Facebook account is connected.';

export const connectionsOf = (db: Executor, auth: Auth): Promise<Connections> => findConnections(db, auth.user.id);

/**
 * Connects or removes the accounts (no network is called: the names are stored, and the share panel
 * offers the subviews from them). Every field is checked before anything is stored.
 */
export async function saveConnections(
  db: Executor,
  auth: Auth,
  body: z.output<typeof ConnectionsRequestSchema>,
): Promise<Connections> {
  const change: Partial<Connections> = {};
  if (body.twitter_username !== undefined) {
    const name = normalizeTwitterUsername(body.twitter_username);
    if (name === null) throw badRequest(TWITTER_USERNAME_ERROR, 'twitter_username');
    change.twitter_username = name || null;
  }
  if (body.facebook_name !== undefined) {
    const name = normalizeFacebookName(body.facebook_name);
    if (name === null) throw badRequest(FACEBOOK_NAME_ERROR, 'facebook_name');
    change.facebook_name = name || null;
  }
  await updateConnections(db, auth.user.id, change);
  return findConnections(db, auth.user.id);
}

/** POST /svc/facebook_status: the connected Facebook name, or 404 (the client falls back to the share window). */
export async function facebookStatus(db: Executor, auth: Auth): Promise<FacebookStatusResponse> {
  const { facebook_name: name } = await findConnections(db, auth.user.id);
  if (!name) throw notFound(NO_FACEBOOK);
  return { username: name, label: `Posting as ${name}` };
}
