import type { SharePopoverData } from '@dash/shared-contracts';
import { LoadingBar } from '@dash/remote-kit';
import type { SubviewNetwork } from '../../../lib/share/share-options';
import type { FacebookStatus } from '../hooks/use-facebook-status';
import { EmailForm } from './email-form';
import { EmbedView } from './embed-view';
import { FacebookFallback } from './facebook-fallback';
import { FacebookForm } from './facebook-form';
import { ShareOptions } from './share-options';
import type { View } from './share-popover';
import { ShareSubview } from './share-subview';
import { TwitterForm } from './twitter-form';

interface ShareViewProps {
  data: SharePopoverData;
  view: View;
  onView: (view: View) => void;
  facebook: FacebookStatus;
  onShared: (network: SubviewNetwork) => () => void;
  onClose: () => void;
}

const TITLES: Record<SubviewNetwork, string> = { embed: 'Embed', email: 'Email', twitter: 'Twitter', facebook: 'Facebook' };

/** The options row, or the subview it opened inside its wrapper (Back and a title, spec 3 §2 item 9). */
export function ShareView({ data, view, onView, facebook, onShared, onClose }: ShareViewProps) {
  if (view === 'options') {
    return <ShareOptions data={data} onSubview={onView} onClose={onClose} facebookStatusFailed={facebook.status === 'failed'} />;
  }
  const form = { data, onClose, onShared: onShared(view) };
  return (
    <ShareSubview title={TITLES[view]} onBack={() => onView('options')}>
      {view === 'embed' ? <EmbedView embedCode={data.embed_code} /> : null}
      {view === 'email' ? <EmailForm {...form} /> : null}
      {view === 'twitter' ? <TwitterForm {...form} /> : null}
      {view === 'facebook' && facebook.status === 'ready' ? <FacebookForm {...form} username={facebook.username} /> : null}
      {view === 'facebook' && facebook.status === 'loading' ? <LoadingBar label="Loading your Facebook account" /> : null}
      {view === 'facebook' && facebook.status === 'failed' ? (
        <FacebookFallback data={data} onDone={() => onView('options')} />
      ) : null}
    </ShareSubview>
  );
}
