import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { nowSeconds } from '../../lib/time';

export interface OutgoingMail {
  kind: string;
  to: string | null;
  subject: string;
  text: string;
  meta?: Record<string, unknown>;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

const FROM = 'Dash <no-reply@dash.local>';

// Every mail and external share is recorded in the outbox (the product can show it); with SMTP_URL
// mail with an address is also sent for real.
export default fp(
  async (app) => {
    const transport = app.config.smtpUrl ? nodemailer.createTransport(app.config.smtpUrl) : null;
    const mailer: Mailer = {
      async send(mail) {
        await app.db
          .insertInto('outbox')
          .values({
            kind: mail.kind,
            to_address: mail.to,
            subject: mail.subject,
            body: mail.text,
            meta: JSON.stringify({ ...mail.meta, transport: transport && mail.to ? 'smtp' : 'outbox' }),
            created_at: nowSeconds(),
          })
          .execute();
        if (transport && mail.to) await transport.sendMail({ from: FROM, to: mail.to, subject: mail.subject, text: mail.text });
        // Without SMTP nobody receives the mail. That is worth a warning (npm start logs at warn): the
        // server log shows the mail, so whoever runs the product locally can still open its links.
        else if (mail.to)
          app.log.warn(
            { mail: { kind: mail.kind, to: mail.to, subject: mail.subject, text: mail.text } },
            'mail not sent (no SMTP_URL): kept in the outbox',
          );
      },
    };
    app.decorate('mailer', mailer);
  },
  { name: 'mail', dependencies: ['db'] },
);
