import type { Photo, Post } from '@dash/shared-contracts';
import { safeUrl } from '../../../lib/safe-url';

/** Post HTML fields come sanitized by the server with the spec 1 §5 allow-list. */
function Html({ html, className }: { html?: string | null; className?: string }) {
  if (!html) return null;
  return <div className={className ?? 'blog-post-html'} dangerouslySetInnerHTML={{ __html: html }} />;
}

function bestSize(photo: Photo): { url: string; width: number; height: number } {
  const fitting = photo.alt_sizes.find((size) => size.width <= 540);
  return photo.width <= 540 || !fitting ? photo : fitting;
}

function Photos({ photos }: { photos: Photo[] }) {
  return (
    <div className="blog-post-photos">
      {photos.map((photo, index) => {
        const size = bestSize(photo);
        return (
          <figure key={`${photo.url}-${index}`} className="blog-post-photo">
            <img
              src={size.url}
              width={size.width}
              height={size.height}
              alt={photo.caption || `Photo ${index + 1}`}
              loading="lazy"
            />
          </figure>
        );
      })}
    </div>
  );
}

/** The type-specific part of a post, compact but complete for every type. */
export function PostBody({ post }: { post: Post }) {
  const c = post.content;
  switch (post.type) {
    case 'text':
      return (
        <>
          {c.title && <h3 className="blog-post-title">{c.title}</h3>}
          <Html html={c.body} />
        </>
      );
    case 'photo':
      return (
        <>
          {c.photos && c.photos.length > 0 && <Photos photos={c.photos} />}
          <Html html={c.caption} />
        </>
      );
    case 'quote':
      return (
        <>
          <blockquote className="blog-post-quote">
            <Html html={c.quote} />
          </blockquote>
          {c.source && <Html className="blog-post-source" html={c.source} />}
        </>
      );
    case 'link': {
      const href = c.url ? safeUrl(c.url) : null;
      return (
        <>
          <div className="blog-post-link">
            {href ? (
              <a href={href} target="_blank" rel="noopener noreferrer">
                {c.title || href}
              </a>
            ) : (
              <span>{c.title || c.url}</span>
            )}
            {c.excerpt && <p className="blog-post-excerpt">{c.excerpt}</p>}
          </div>
          <Html html={c.body ?? c.caption} />
        </>
      );
    }
    case 'chat':
      return (
        <>
          {c.title && <h3 className="blog-post-title">{c.title}</h3>}
          <ul className="blog-post-chat">
            {(c.chat ?? []).map((line, index) => (
              <li key={index}>
                {line.label && <strong>{line.label} </strong>}
                {line.phrase}
              </li>
            ))}
          </ul>
        </>
      );
    case 'audio':
      return (
        <>
          {c.audio && (
            <div className="blog-post-audio">
              {c.audio.album_art && <img src={c.audio.album_art} alt="" width={64} height={64} />}
              <div className="blog-post-audio-meta">
                <p className="blog-post-audio-title">{c.audio.track_title || 'Untitled track'}</p>
                {c.audio.artist && <p>{c.audio.artist}</p>}
                {c.audio.album && <p>{c.audio.album}</p>}
                <audio controls preload="none" src={c.audio.url} aria-label={`Play ${c.audio.track_title || 'audio'}`} />
              </div>
            </div>
          )}
          <Html html={c.caption} />
        </>
      );
    case 'video':
      return (
        <>
          {c.video?.url ? (
            <video
              className="blog-post-video"
              controls
              preload="metadata"
              src={c.video.url}
              poster={c.video.poster ?? undefined}
              width={c.video.width || undefined}
              height={c.video.height || undefined}
            />
          ) : (
            c.video?.embed_html && <Html className="blog-post-embed" html={c.video.embed_html} />
          )}
          <Html html={c.caption} />
        </>
      );
    case 'answer':
      return (
        <>
          <div className="blog-post-question">
            <p className="blog-post-asker">{c.asking_name ? `${c.asking_name} asked:` : 'Anonymous asked:'}</p>
            <p>{c.question}</p>
          </div>
          <Html html={c.answer} />
        </>
      );
  }
}
