/** The editor's console warnings (spec 1 §8 "Editor warnings"), spelled exactly as the spec has them. */
export const EDITOR_WARNINGS = {
  emptyData: 'Cannot insert empty data',
  noSelection: 'Cannot insert without the editor having a cursor or selection',
  unknownImageSource: 'Unknown source type for inserting an image.',
  // "initalize" is the spec's spelling; e2e and log searches match it as written.
  noElement: 'A valid element parameter is required to initalize the editor',
  noLinkElement: 'Cannot edit link without a valid linkElement',
} as const;

export type EditorWarning = (typeof EDITOR_WARNINGS)[keyof typeof EDITOR_WARNINGS];

/** Warnings are for developers: programming mistakes and impossible states, never user errors. */
export function warnEditor(message: EditorWarning): void {
  console.warn(message);
}
