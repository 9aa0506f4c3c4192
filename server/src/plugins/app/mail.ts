import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { createMailer } from '../../services/mailer';

export type { Mailer, OutgoingMail } from '../../services/mailer';

// The mailer (services/mailer.ts): every mail and external share goes to the outbox table; with
// SMTP_URL mail with an address is also sent for real through nodemailer.
export default fp(
  async (app) => {
    const transport = app.config.smtpUrl ? nodemailer.createTransport(app.config.smtpUrl) : null;
    app.decorate('mailer', createMailer(app.db, transport, app.log));
  },
  { name: 'mail', dependencies: ['db'] },
);
