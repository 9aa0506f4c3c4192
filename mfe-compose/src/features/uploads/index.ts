// The upload helper's public surface (see README.md).
export { useUploadQueue, type UploadQueue, type UploadQueueOptions, type UploadState } from './hooks/use-upload-queue';
export { validateUploadFile, type UploadValidationError, type UploadRules } from './lib/validate-file';
export { UPLOAD_MESSAGES, filetypeMessage, type UploadKind } from './lib/upload-messages';
export { readUploadResponse, type UploadOutcome } from './lib/read-upload-response';
export { uploadProgress } from './lib/progress';
