import type { FastifyInstance } from 'fastify';
import type { Client } from './helpers';

export const BOUNDARY = '----dashtest';

export interface Part {
  field: string;
  filename?: string;
  type?: string;
  data: Buffer | string;
}

/** A multipart/form-data body of `parts`, as a browser's FormData sends it. */
export function multipart(parts: Part[], boundary = BOUNDARY): Buffer {
  const chunks = parts.flatMap((p) => {
    const file = p.filename === undefined ? '' : `; filename="${p.filename}"`;
    const type = p.type ? `\r\nContent-Type: ${p.type}` : '';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"${file}${type}\r\n\r\n`;
    return [Buffer.from(head), Buffer.from(p.data), Buffer.from('\r\n')];
  });
  return Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]);
}

/**
 * POSTs a raw body as `client` (its cookies and form key) to POST /svc/media/upload, or `url`.
 * `contentType` defaults to the multipart type of BOUNDARY.
 */
export async function postUpload(
  app: FastifyInstance,
  client: Client,
  payload: Buffer | string,
  options: { contentType?: string; formKey?: string; url?: string } = {},
) {
  const res = await app.inject({
    method: 'POST',
    url: options.url ?? '/svc/media/upload',
    headers: {
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'x-form-key': options.formKey ?? client.formKey,
      'content-type': options.contentType ?? `multipart/form-data; boundary=${BOUNDARY}`,
    },
    payload,
  });
  return { status: res.statusCode, json: res.json() };
}

/** Uploads one file as the photo field, the way the compose form does. */
export function uploadPhoto(
  app: FastifyInstance,
  client: Client,
  file: { data: Buffer; type: string; filename?: string },
  formKey?: string,
) {
  const body = multipart([{ field: 'photo', filename: file.filename ?? 'pic.png', type: file.type, data: file.data }]);
  return postUpload(app, client, body, formKey === undefined ? {} : { formKey });
}
