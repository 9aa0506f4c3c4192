import type { PostType } from '@dash/shared-contracts';

const NAMES: Partial<Record<PostType, string>> = { photo: 'Photo', audio: 'Audio', video: 'Video' };

/** Honest placeholder for the types that need uploads (they arrive with the upload work). */
export function ComingSoonNotice({ type, onClose }: { type: PostType; onClose: () => void }) {
  return (
    <div className="compose-coming-soon">
      <p>{NAMES[type] ?? type} posts are coming soon.</p>
      <div className="compose-form-actions">
        <button type="button" className="compose-button compose-button--primary" onClick={onClose}>
          Close
        </button>
      </div>
    </div>
  );
}
