import { UPLOAD_MESSAGES, filetypeMessage, type UploadKind } from './upload-messages';

export type UploadErrorType = 'filesize' | 'filetype' | 'endpoint';
export interface UploadValidationError {
  type: UploadErrorType;
  message: string;
}

export interface UploadRules {
  endpoint: string;
  kind?: UploadKind;
  /** No limit when 0 or missing. */
  maxBytes?: number;
  /** Tested against the file's MIME type; when the browser gives none, against its name. */
  accept?: RegExp;
}

/**
 * Spec 1 §5 "Upload helper": an invalid file is refused before anything is sent. The endpoint is
 * checked first because without it no file could ever be sent.
 */
export function validateUploadFile(file: File, rules: UploadRules): UploadValidationError | null {
  if (!rules.endpoint) return { type: 'endpoint', message: UPLOAD_MESSAGES.noEndpoint };
  if (rules.maxBytes && file.size > rules.maxBytes) return { type: 'filesize', message: UPLOAD_MESSAGES.filesize };
  if (rules.accept) {
    // A stateful (global) RegExp would alternate results between calls.
    rules.accept.lastIndex = 0;
    if (!rules.accept.test(file.type || file.name)) return { type: 'filetype', message: filetypeMessage(rules.kind) };
  }
  return null;
}
