/**
 * The empty inbox (spec 2 §2 screen 6). Suggested blogs and favourites need endpoints that come
 * with recipient search in a later issue; until then the view explains what will appear here.
 */
export function InboxEmpty({ blogName }: { blogName: string }) {
  return (
    <div className="msg-empty">
      <h3 className="msg-empty__title">Talk to a Tumblr</h3>
      <p className="msg-empty__text">Conversations you have as {blogName} will show up here.</p>
    </div>
  );
}
