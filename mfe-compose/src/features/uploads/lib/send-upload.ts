import { FORM_KEY_HEADER } from '@dash/shared-contracts';
import { readUploadResponse, type UploadOutcome } from './read-upload-response';
import { UPLOAD_MESSAGES } from './upload-messages';

export interface SendUploadOptions {
  endpoint: string;
  file: File;
  fieldName: string;
  formKey: string;
  onProgress(bytesLoaded: number, bytesTotal: number): void;
  /** Called once with the outcome; never after abort (an aborted upload shows no error). */
  onDone(outcome: UploadOutcome): void;
}

/**
 * Sends one file as multipart with XMLHttpRequest, because fetch cannot report upload progress.
 * Carries the form key header like the shell's API client. Returns the abort function.
 */
export function sendUpload(options: SendUploadOptions): () => void {
  const xhr = new XMLHttpRequest();
  let settled = false;
  const finish = (outcome: UploadOutcome) => {
    if (settled) return;
    settled = true;
    options.onDone(outcome);
  };
  xhr.open('POST', options.endpoint);
  xhr.setRequestHeader(FORM_KEY_HEADER, options.formKey);
  xhr.setRequestHeader('accept', 'application/json');
  xhr.upload.onprogress = (event: ProgressEvent) => {
    const total = event.lengthComputable ? event.total : options.file.size;
    options.onProgress(event.loaded, total);
  };
  xhr.onload = () => finish(readUploadResponse(xhr.status, xhr.responseText));
  xhr.onerror = () => finish({ ok: false, error: UPLOAD_MESSAGES.network });
  xhr.onabort = () => {
    settled = true;
  };
  const body = new FormData();
  body.append(options.fieldName, options.file, options.file.name);
  xhr.send(body);
  return () => {
    if (settled) return;
    settled = true;
    xhr.abort();
  };
}
