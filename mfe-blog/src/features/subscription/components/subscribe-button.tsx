import { useRelationshipCommands } from '../../relationship';

/** Subscribe or Unsubscribe, shown only while following (spec 1 §4). */
export function SubscribeButton({ name, subscribed, pending }: { name: string; subscribed: boolean; pending: boolean }) {
  const { subscribe } = useRelationshipCommands();
  return (
    <button
      type="button"
      className="blog-button blog-button--secondary"
      onClick={() => void subscribe({ name, subscribe: !subscribed })}
      aria-busy={pending}
    >
      {subscribed ? 'Unsubscribe' : 'Subscribe'}
    </button>
  );
}
