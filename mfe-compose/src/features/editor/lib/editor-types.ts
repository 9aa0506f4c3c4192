import type { EditorType } from '@dash/shared-contracts';

/** Names of the three editor types, for selectors and notices. */
export const EDITOR_TYPE_LABELS: Record<EditorType, string> = {
  rich: 'Rich text',
  html: 'HTML',
  markdown: 'Markdown',
};
