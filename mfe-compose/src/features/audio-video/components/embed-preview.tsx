import { sandboxForFrame, type EmbedResult } from '@dash/shared-contracts';

/** The server's preview HTML runs as a document of an opaque origin: scripts, but no access to this page. */
const PREVIEW_DOC_SANDBOX = 'allow-scripts allow-popups';

/**
 * The preview of a resolved embed: its thumbnail when it has one, else the embed itself in a
 * sandboxed frame (no access to this page), from the server's preview HTML or the pasted code's
 * player. A pasted code is only accepted when it holds a player the product knows (resolveEmbed),
 * so its preview is that player with the sandbox the post will give it, and the note says what is
 * posted: the server keeps known players only, sandboxed, and drops every other frame and script.
 */
export function EmbedPreview({ embed }: { embed: EmbedResult }) {
  if (embed.thumbnail) {
    return <img className="media-field__preview" src={embed.thumbnail} alt="Video preview" />;
  }
  const html = embed.preview_iframe;
  return (
    <div className="media-field__preview">
      {html ? (
        <iframe title="Video preview" srcDoc={html} sandbox={PREVIEW_DOC_SANDBOX} />
      ) : (
        <iframe title="Video preview" src={embed.url} sandbox={sandboxForFrame(embed.url) ?? PREVIEW_DOC_SANDBOX} />
      )}
      {embed.unsupported && (
        <p>
          The player is posted in a sandbox; anything else in the code, such as scripts or frames of other sites, is left out.
        </p>
      )}
    </div>
  );
}
