import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/app-error';

/** The one file of an upload request, read into memory. */
export interface UploadedFile {
  field: string;
  filename: string;
  mimetype: string;
  data: Buffer;
}

export const uploadMessages = {
  notMultipart: 'Send the file as multipart/form-data.',
  noFile: 'No file was sent.',
  /** Spec 1 §5: the upload helper sends one file at a time. */
  oneFile: 'Send one file at a time.',
  unreadable: "We couldn't read that upload. Try sending the file again.",
};

interface MultipartError {
  code?: string;
  statusCode?: number;
}

/**
 * Reads the whole multipart body and returns its one file; text fields are ignored (the upload takes
 * none). Every way a client can get the body wrong is a 400 in words: not multipart, no boundary, cut
 * off or malformed (busboy's own errors carry no status and would otherwise be 500s), no file, a second
 * file (the multipart plugin allows one, so busboy reports FST_FILES_LIMIT instead of a second part).
 * A file over the multipart cap answers `tooBig()`.
 */
export async function readUploadedFile(request: FastifyRequest, tooBig: () => AppError): Promise<UploadedFile> {
  return (await readUploadWithFields(request, tooBig)).file;
}

/**
 * readUploadedFile for a request that also sends text fields (an IMAGE message: conversation_id,
 * participant, ... and the file): the fields as a form body would carry them (a repeated name is an
 * array), for the route to validate with its request schema.
 */
export async function readUploadWithFields(
  request: FastifyRequest,
  tooBig: () => AppError,
): Promise<{ file: UploadedFile; fields: Record<string, string | string[]> }> {
  if (!request.isMultipart()) throw badRequest(uploadMessages.notMultipart);
  let found: UploadedFile | null = null;
  // No prototype: a field named __proto__ is just a field.
  const fields = Object.create(null) as Record<string, string | string[]>;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') {
        const value = typeof part.value === 'string' ? part.value : String(part.value);
        const had = fields[part.fieldname];
        fields[part.fieldname] = had === undefined ? value : [...(Array.isArray(had) ? had : [had]), value];
        continue;
      }
      if (found) throw badRequest(uploadMessages.oneFile);
      const data = await part.toBuffer();
      if (part.file.truncated) throw tooBig();
      found = { field: part.fieldname, filename: part.filename ?? '', mimetype: part.mimetype, data };
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const { code, statusCode } = err as MultipartError;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooBig();
    if (code === 'FST_FILES_LIMIT') throw badRequest(uploadMessages.oneFile);
    // The plugin's other limits (parts, fields) are 413s the error handler already words.
    if (statusCode && statusCode < 500) throw err;
    throw badRequest(uploadMessages.unreadable);
  }
  if (!found) throw badRequest(uploadMessages.noFile);
  return { file: found, fields };
}
