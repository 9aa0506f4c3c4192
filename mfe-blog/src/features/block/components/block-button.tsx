import { useRelationshipCommands } from '../../relationship';

/** Block (after the spec 1 §8 confirmation); the peepr closes once the blog is blocked. */
export function BlockButton({ name, pending }: { name: string; pending: boolean }) {
  const { block } = useRelationshipCommands();
  return (
    <button type="button" className="blog-button blog-button--danger" onClick={() => void block({ name })} aria-busy={pending}>
      Block
    </button>
  );
}
