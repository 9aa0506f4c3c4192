/** Whole percent of an upload, 0 to 100 (0 while the total is unknown). */
export function uploadProgress(bytesLoaded: number, bytesTotal: number): number {
  if (bytesTotal <= 0) return 0;
  return Math.max(0, Math.min(100, Math.round((bytesLoaded / bytesTotal) * 100)));
}
