import type { User } from '@dash/shared-contracts';
import type { Executor } from '../repositories/executor';
import { setTourDone } from '../repositories/users';
import { currentUser } from './dashboard-settings';

/**
 * POST /svc/tour/done: the signed-in user finished or skipped the guided tour (`done` true), or asks
 * to take it again (false). Answers the user as it is now, the same `User` as GET /svc/session.
 */
export async function markTour(db: Executor, userId: number, done: boolean): Promise<User> {
  await setTourDone(db, userId, done);
  return currentUser(db, userId);
}
