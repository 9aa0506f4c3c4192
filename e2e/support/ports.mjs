// Every address the end-to-end stack uses. Remotes each get their own origin, as deployed.
export const APP_PORT = 8181;
export const PRODUCTION_APP_PORT = 8182;
export const REMOTE_PORTS = { compose: 9101, messaging: 9102, blog: 9103, share: 9104, activity: 9105 };
export const DOWN_PORT = 9198;
export const SLOW_PORT = 9199;
export const HOST = '127.0.0.1';
export const appUrl = (port = APP_PORT) => `http://${HOST}:${port}`;
// The two-instances suite (TEST_DATABASE_URL set): two servers on one PostgreSQL database.
export const INSTANCE_PORTS = { A: 9111, B: 9112 };
export const TWO_INSTANCES_LOGIN_RATE_LIMIT = 8;
