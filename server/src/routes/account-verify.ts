import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { VERIFY_PATH_PREFIX, verifyEmailToken, type VerifyOutcome } from '../services/account-safety/email-verification';

// The page the verification mail links to (GET, so a click in any mail client works). It is a small
// static page rather than the shell: nothing in it depends on who is signed in in this browser.
const PAGES: Record<VerifyOutcome, { status: number; title: string; text: string }> = {
  verified: { status: 200, title: 'Email address confirmed', text: 'Thanks! Your email address is confirmed.' },
  invalid: {
    status: 410,
    title: 'This link does not work',
    text: 'This link has expired or was already used. Links work once, for 48 hours after you sign up.',
  },
  taken: {
    status: 409,
    title: 'This address belongs to another account',
    text: 'Another Dash account has already confirmed this email address, so this account stays unconfirmed.',
  },
};

function page(outcome: VerifyOutcome): string {
  const { title, text } = PAGES[outcome];
  // Fixed texts only: nothing from the request is written into the page.
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Dash</title></head>
<body><main><h1>${title}</h1><p>${text}</p><p><a href="/dashboard">Go to your dashboard</a></p></main></body></html>`;
}

export default fp(
  async (app: FastifyInstance) => {
    app.get<{ Params: { token: string } }>(`${VERIFY_PATH_PREFIX}:token`, async (request, reply) => {
      const token = request.params.token;
      // randomToken(32) is 43 base64url characters; anything else cannot be a link we sent.
      const outcome = /^[A-Za-z0-9_-]{20,100}$/.test(token) ? await verifyEmailToken(app.db, token) : 'invalid';
      reply
        .status(PAGES[outcome].status)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        // The token is in the URL: never send it on as a Referer.
        .header('Referrer-Policy', 'no-referrer');
      return page(outcome);
    });
  },
  { name: 'account-verify' },
);
