import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import pino from 'pino';
import { migrateToLatest, openDatabase, type Db } from '../db/database';
import { createMailer, MAIL_FROM } from './mailer';

// SMTP_URL sends for real (plugins/app/mail.ts gives createMailer nodemailer's SMTP transport): here
// nodemailer's JSON transport stands in for the server, so the message it would send is checked whole.
let dir: string;
let db: Db;
const log = pino({ level: 'silent' });
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dash-mailer-'));
  db = openDatabase(path.join(dir, 'm.sqlite'));
  await migrateToLatest(db);
});
afterAll(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const rows = () => db.selectFrom('outbox').selectAll().orderBy('id').execute();
const mail = {
  kind: 'share:email',
  to: 'pal@example.test',
  subject: 'ann shared a post with you',
  text: 'look\n\nhttps://x/blog/a/post/1',
};

it('sends through the transport with the reply-to, and records the mail as sent by smtp', async () => {
  const transport = nodemailer.createTransport({ jsonTransport: true });
  const sent: string[] = [];
  const spy = { sendMail: async (m: nodemailer.SendMailOptions) => sent.push((await transport.sendMail(m)).message.toString()) };
  await createMailer(db, spy, log).send({ ...mail, replyTo: 'ann@example.test', meta: { post_id: '1' } });
  const message = JSON.parse(sent[0] ?? '{}');
  expect(message).toMatchObject({
    from: { address: 'no-reply@dash.local', name: 'Dash' },
    to: [{ address: 'pal@example.test' }],
    replyTo: [{ address: 'ann@example.test' }],
    subject: mail.subject,
    text: mail.text,
  });
  expect(MAIL_FROM).toBe('Dash <no-reply@dash.local>');
  const row = (await rows()).at(-1);
  expect(row).toMatchObject({ kind: 'share:email', to_address: 'pal@example.test', body: mail.text });
  expect(JSON.parse(row?.meta ?? '{}')).toEqual({ post_id: '1', reply_to: 'ann@example.test', transport: 'smtp' });
});

it('keeps a failed send in the outbox as smtp-failed and lets the caller see the error', async () => {
  const failing = { sendMail: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:2525')) };
  await expect(createMailer(db, failing, log).send(mail)).rejects.toThrow('ECONNREFUSED');
  expect(JSON.parse((await rows()).at(-1)?.meta ?? '{}')).toEqual({
    transport: 'smtp-failed',
    error: 'connect ECONNREFUSED 127.0.0.1:2525',
  });
});

it('without a transport keeps the mail in the outbox only; a share without an address never reaches a transport', async () => {
  await createMailer(db, null, log).send(mail);
  expect(JSON.parse((await rows()).at(-1)?.meta ?? '{}')).toEqual({ transport: 'outbox' });
  const sendMail = jest.fn();
  await createMailer(db, { sendMail }, log).send({ kind: 'share:twitter', to: null, subject: 'Shared to twitter', text: 'x' });
  expect(sendMail).not.toHaveBeenCalled();
  expect(JSON.parse((await rows()).at(-1)?.meta ?? '{}')).toEqual({ transport: 'outbox' });
});
