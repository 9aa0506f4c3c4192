import { useShellServices } from '../../../app/shell-services';

/**
 * The blog page's "Moderation" button (admins only, a lazy chunk): the blog remote owns the panel
 * (`blog:moderate`; the shell loads the remote on the first command).
 */
export default function ModerationButton({ name }: { name: string }) {
  const { bus } = useShellServices();
  return (
    <button type="button" className="shell-button" aria-haspopup="dialog" onClick={() => bus.emit('blog:moderate', { name })}>
      Moderation
    </button>
  );
}
