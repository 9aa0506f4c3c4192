import { useEffect, useRef } from 'react';

/** A subview: a header with a Back link and a title, then the form (spec 3 §2 item 9). */
export function ShareSubview({ title, onBack, children }: { title: string; onBack: () => void; children: React.ReactNode }) {
  const back = useRef<HTMLButtonElement>(null);
  useEffect(() => back.current?.focus(), []);
  return (
    <section className="share-subview" aria-labelledby="share-subview-title">
      <header className="share-subview__header">
        <button ref={back} type="button" className="share-link-button" onClick={onBack}>
          Back
        </button>
        <h3 id="share-subview-title" className="share-subview__title">
          {title}
        </h3>
      </header>
      {children}
    </section>
  );
}
