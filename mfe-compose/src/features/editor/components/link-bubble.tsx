import type Quill from 'quill/core';
import type { Range } from 'quill/core';
import { parseLinkInput, withScheme } from '../lib/link-url';
import { removeLink, saveLink, type LinkTarget } from '../lib/quill/link-edit';
import { UrlBubble, type BubbleAction } from './url-bubble';

export interface LinkBubbleProps {
  quill: Quill;
  target: LinkTarget;
  position: { top: number; left: number };
  onClose(caret?: Range): void;
  onDismiss(): void;
}

/** Opens an address in a new tab; a scheme is added when it lacks "://" (spec 1 §5). */
export function openLinkInNewTab(href: string): void {
  window.open(withScheme(href), '_blank', 'noopener,noreferrer');
}

/** Add, edit, remove or open the link at the selection. */
export function LinkBubble({ quill, target, position, onClose, onDismiss }: LinkBubbleProps) {
  // Open link opens what is typed (to check an address before saving), else the stored one.
  const actions: BubbleAction[] = target.existing
    ? [
        { label: 'Remove link', run: () => onClose(removeLink(quill, target)) },
        { label: 'Open link', run: (typed) => openLinkInNewTab(typed.trim() || target.href) },
      ]
    : [];
  return (
    <UrlBubble
      title={target.existing ? 'Edit link' : 'Add link'}
      inputLabel="Link URL"
      initialValue={target.href}
      submitLabel="Save link"
      actions={actions}
      position={position}
      onClose={() => onClose()}
      onDismiss={onDismiss}
      onSubmit={(value) => {
        const parsed = parseLinkInput(value);
        if (!parsed.ok) return parsed.error;
        onClose(saveLink(quill, target, parsed.href));
        return null;
      }}
    />
  );
}
