import type { EmbedResult } from '@dash/shared-contracts';

/**
 * The preview of a resolved embed: its thumbnail when it has one, else the embed itself in a
 * sandboxed frame (no access to this page), from the server's preview HTML or the pasted source.
 */
export function EmbedPreview({ embed }: { embed: EmbedResult }) {
  if (embed.thumbnail) {
    return <img className="media-field__preview" src={embed.thumbnail} alt="Video preview" />;
  }
  const html = embed.preview_iframe;
  return (
    <div className="media-field__preview">
      {html ? (
        <iframe title="Video preview" srcDoc={html} sandbox="allow-scripts allow-popups" />
      ) : (
        <iframe title="Video preview" src={embed.url} sandbox="allow-scripts allow-popups" />
      )}
      {embed.unsupported && <p>This site is not one we know; the embed code will be posted as you pasted it.</p>}
    </div>
  );
}
