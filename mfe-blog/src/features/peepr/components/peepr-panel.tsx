import { Suspense, lazy, useEffect, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { trapTab } from '@dash/remote-kit';
import type { PeeprRequest } from '../hooks/use-peepr-state';
import { ContentBoundary } from './content-boundary';
import './peepr.css';

const PeeprContent = lazy(() => import('./peepr-content').then((m) => ({ default: m.PeeprContent })));

interface PeeprPanelProps {
  request: PeeprRequest;
  closing: boolean;
  /** A post form is over it: hidden and deaf until the form closes. */
  suspended: boolean;
  onClose: () => void;
  /** A link inside the panel leads to another page of the app. */
  onNavigate: (url: string) => void;
}

/** The sliding blog-profile panel with its dimmed glass (spec 2 screen 11, spec 3 §2 item 3). */
export function PeeprPanel({ request, closing, suspended, onClose, onNavigate }: PeeprPanelProps) {
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    panelRef.current?.focus();
  }, [request.key]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.preventDefault();
      onClose();
      return;
    }
    trapTab(event, panelRef.current);
  };

  return createPortal(
    <div className={`blog-peepr${closing ? ' blog-peepr--closing' : ''}`} hidden={suspended} inert={suspended}>
      <div className="blog-peepr-glass" data-testid="blog-peepr-glass" onClick={onClose} />
      <div
        ref={panelRef}
        className="blog-peepr-panel"
        role="dialog"
        aria-modal="true"
        aria-label={`${request.name}'s blog`}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <button type="button" className="blog-peepr-close" aria-label="Close" onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
        <ContentBoundary>
          <Suspense
            fallback={
              <p className="blog-status blog-status--header" role="status">
                Loading {request.name}'s blog…
              </p>
            }
          >
            <PeeprContent
              key={request.key}
              name={request.name}
              postId={request.postId}
              search={{ open: request.search, tag: request.tag }}
              onNavigate={onNavigate}
            />
          </Suspense>
        </ContentBoundary>
      </div>
    </div>,
    document.body,
  );
}
