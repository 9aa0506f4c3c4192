import { useEffect, useState } from 'react';
import { useRemote } from '@dash/remote-kit';
import type { ParticipantInfo } from '@dash/shared-contracts';
import { getParticipantInfo } from '../api/safety-api';
import { relationshipText } from '../state/relationship-text';
import './safety.css';

/**
 * Spec 2 §2 screen 9: at the top of a conversation with no earlier page, the other blog's avatar,
 * name, description, relationship text and, for a new conversation, its tags. Nothing shows while
 * participant_info loads or if it fails (the conversation works without it).
 */
export function Icebreakers({ otherUuid, selfUuid, isNew }: { otherUuid: string; selfUuid: string; isNew: boolean }) {
  const { api } = useRemote();
  const [info, setInfo] = useState<ParticipantInfo | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setInfo(null);
    getParticipantInfo(api, otherUuid, selfUuid, controller.signal).then(
      (answer) => {
        if (!controller.signal.aborted) setInfo(answer);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [api, otherUuid, selfUuid]);

  if (!info) return null;
  return (
    <section className="msg-ice" aria-label={`About ${info.name}`} data-testid="icebreakers">
      {info.avatar ? <img className="msg-ice__avatar" src={info.avatar} alt="" width={64} height={64} /> : null}
      {/* Plain text: the header already links the blog (one link per blog in the window). */}
      <p className="msg-ice__name">{info.name}</p>
      {info.description ? <p className="msg-ice__description">{info.description}</p> : null}
      <p className="msg-ice__relationship">{relationshipText(info)}</p>
      {isNew && info.blog_tags.length > 0 ? (
        <ul className="msg-ice__tags" aria-label="Tags">
          {info.blog_tags.map((tag) => (
            <li key={tag} className="msg-ice__tag">
              #{tag}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
