/** How long to wait before asking once more when the first answer had no thumbnail (spec 1 §7). */
export const VIDEO_DATA_RETRY_DELAY_MS = 2000;
