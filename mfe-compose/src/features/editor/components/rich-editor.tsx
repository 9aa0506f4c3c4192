// The lazy "editor" chunk: Quill, its CSS and everything that touches it load with this file.
import 'quill/dist/quill.core.css';
import './rich-editor.css';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Range } from 'quill/core';
import { useActiveFormats } from '../hooks/use-active-formats';
import { useLatest } from '../hooks/use-latest';
import { useQuillEditor } from '../hooks/use-quill-editor';
import { isActionActive, insertBlockEmbed, runFormatAction } from '../lib/quill/actions';
import type { EditorMode } from '../lib/quill/editor-mode';
import { linkTargetFor, type LinkTarget } from '../lib/quill/link-edit';
import { bubblePlacement } from '../lib/popover-shift';
import type { ToolbarCommand } from '../lib/toolbar-buttons';
import { EditorToolbar } from './editor-toolbar';
import { LinkBubble } from './link-bubble';
import { ImageBubble } from './image-bubble';
import { AltBubble } from './alt-bubble';
import { ImageAltButtons } from './image-alt-buttons';
import { imageAt, imageIndex, setImageAlt } from '../lib/quill/image-alt';
import type { RichEditorProps } from './types';

type Bubble =
  | { kind: 'link'; target: LinkTarget }
  | { kind: 'image'; range: Range }
  | { kind: 'alt'; image: HTMLImageElement; number: number }
  | null;

/** Where the caret goes back to when a bubble closes: the link's or image's range, after the described image. */
function bubbleRangeOf(quill: ReturnType<typeof useQuillEditor>, bubble: NonNullable<Bubble>): Range | null {
  if (bubble.kind === 'link') return bubble.target.range;
  if (bubble.kind === 'image') return bubble.range;
  const index = quill ? imageIndex(quill, bubble.image) : null;
  return index === null ? null : { index, length: 1 };
}

// The bubbles sit 8 px under the selection.
const BUBBLE_SHIFT = { x: 0, y: 8 };

function editorMode(props: RichEditorProps): EditorMode {
  if (props.singleLine) return 'single-line';
  return props.plain ? 'plain' : 'rich';
}

/** The caret when a bubble closes unsaved: back on the link or selection, or just after the described image. */
function caretAfterClose(quill: ReturnType<typeof useQuillEditor>, bubble: NonNullable<Bubble>): Range | null {
  const range = bubbleRangeOf(quill, bubble);
  if (bubble.kind !== 'alt' || !range) return range;
  return { index: range.index + 1, length: 0 };
}

export default function RichEditor(props: RichEditorProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const surfaceRef = useRef<HTMLDivElement>(null);
  const [bubble, setBubble] = useState<Bubble>(null);
  const mode = editorMode(props);
  const quillRef = useRef<ReturnType<typeof useQuillEditor>>(null);

  const openLink = useCallback(() => {
    const quill = quillRef.current;
    if (!quill) return;
    setBubble({ kind: 'link', target: linkTargetFor(quill, quill.getSelection(true)) });
  }, []);

  const quill = useQuillEditor({ ...props, hostRef, mode, openLink });
  // A layout effect: set at commit, before any click on the new toolbar can call openLink.
  useLayoutEffect(() => {
    quillRef.current = quill;
  }, [quill]);
  const formats = useActiveFormats(quill);

  // The visible label focuses the editor, as a <label> would for a textarea.
  useEffect(() => {
    const label = document.getElementById(props.labelId);
    if (!label || !quill) return undefined;
    const focus = () => quill.focus();
    label.addEventListener('click', focus);
    return () => label.removeEventListener('click', focus);
  }, [quill, props.labelId]);

  const onCommand = (command: ToolbarCommand) => {
    if (!quill) return;
    if (command === 'image') setBubble({ kind: 'image', range: quill.getSelection(true) });
    else if (command === 'divider' || command === 'read-more') insertBlockEmbed(quill, command, quill.getSelection(true));
    else runFormatAction(quill, command, openLink);
  };

  const latestBubble = useLatest(bubble);
  /** Closes the bubble and puts the cursor back in the editor (where the edit ended, if given). */
  const closeBubble = useCallback(
    (caret?: Range) => {
      const open = latestBubble.current;
      const current = quillRef.current;
      // Already dismissed (e.g. an image finished loading after a click elsewhere): leave focus be.
      if (!open) return;
      const range = caret ?? caretAfterClose(current, open);
      setBubble(null);
      if (current && range) current.setSelection(range.index, range.length, 'user');
    },
    [latestBubble],
  );
  const dismissBubble = useCallback(() => setBubble(null), []);

  const disabled = Boolean(props.disabled);
  useEffect(() => {
    if (!quill) return;
    quill.enable(!disabled);
    if (disabled) quill.root.setAttribute('aria-disabled', 'true');
    else quill.root.removeAttribute('aria-disabled');
  }, [quill, disabled]);

  // Last of the effects: when onReady runs, every listener of this editor is in place.
  const latestProps = useLatest(props);
  useEffect(() => {
    if (quill) latestProps.current.onReady?.();
  }, [quill, latestProps]);

  const openAlt = useCallback((image: HTMLImageElement | null) => {
    const current = quillRef.current;
    if (!current || !image) return;
    const number = Array.from(current.root.querySelectorAll('img')).indexOf(image) + 1;
    setBubble({ kind: 'alt', image, number });
  }, []);

  const bubbleRange = bubble ? bubbleRangeOf(quill, bubble) : null;
  const bubblePosition = () => {
    const host = hostRef.current;
    if (bubble?.kind === 'alt') {
      const surface = surfaceRef.current?.getBoundingClientRect();
      const rect = bubble.image.getBoundingClientRect();
      if (!surface) return { top: 0, left: 0 };
      return bubblePlacement({ left: rect.left - surface.left, bottom: rect.bottom - surface.top }, BUBBLE_SHIFT);
    }
    const bounds = quill && bubbleRange ? quill.getBounds(bubbleRange.index, bubbleRange.length) : null;
    if (!host || !bounds) return { top: 0, left: 0 };
    const anchor = { left: host.offsetLeft + bounds.left, bottom: host.offsetTop + bounds.bottom };
    return bubblePlacement(anchor, BUBBLE_SHIFT);
  };

  return (
    <div className={`dash-editor-rich dash-editor-rich--${mode}`}>
      {mode === 'rich' && (
        <EditorToolbar
          label={props.label}
          isActive={(command) => isActionActive(command as Parameters<typeof isActionActive>[0], formats)}
          onCommand={onCommand}
          expanded={bubble?.kind === 'alt' ? null : (bubble?.kind ?? null)}
          disabled={disabled}
        />
      )}
      <div ref={surfaceRef} className="dash-editor-surface">
        <div ref={hostRef} className={`dash-editor-host dash-editor-host--${mode}`} />
        {quill && bubble?.kind === 'link' && (
          <LinkBubble
            quill={quill}
            target={bubble.target}
            position={bubblePosition()}
            onClose={closeBubble}
            onDismiss={dismissBubble}
          />
        )}
        {quill && bubble?.kind === 'image' && (
          <ImageBubble
            quill={quill}
            range={bubble.range}
            position={bubblePosition()}
            onClose={closeBubble}
            onDismiss={dismissBubble}
            onInserted={(index) => (quill ? openAlt(imageAt(quill, index)) : closeBubble())}
          />
        )}
        {quill && mode === 'rich' && (
          <ImageAltButtons
            quill={quill}
            surfaceRef={surfaceRef}
            openImage={bubble?.kind === 'alt' ? bubble.image : null}
            disabled={disabled}
            onOpen={(image) => openAlt(image)}
          />
        )}
        {quill && bubble?.kind === 'alt' && (
          <AltBubble
            key={bubble.number}
            number={bubble.number}
            initialValue={bubble.image.getAttribute('alt') ?? ''}
            position={bubblePosition()}
            onSave={(alt) => {
              const index = setImageAlt(quill, bubble.image, alt);
              closeBubble(index === null ? undefined : { index: index + 1, length: 0 });
            }}
            onClose={closeBubble}
            onDismiss={dismissBubble}
          />
        )}
      </div>
    </div>
  );
}
