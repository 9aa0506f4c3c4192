/**
 * True for the error a write gets when it breaks a UNIQUE index or primary key (issue 12): SQLite's
 * SQLITE_CONSTRAINT_UNIQUE / _PRIMARYKEY (better-sqlite3), PostgreSQL's SQLSTATE 23505 (pg). On
 * SQLite one writer makes a check-then-insert safe; on PostgreSQL two transactions (or two
 * instances) can both pass the check, and the second insert fails with this.
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
