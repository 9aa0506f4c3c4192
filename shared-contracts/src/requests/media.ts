import { z } from 'zod';

/**
 * POST /svc/media/upload is multipart with one file and no text fields the server reads; the file's
 * own checks (kind, size, bytes) are the upload service's. Its query takes nothing.
 */
export const MediaUploadQuerySchema = z.object({});
