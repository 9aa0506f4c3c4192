import { OverrideBanner, type OverrideBannerProps } from './override-banner';
import { OverrideNotices } from './override-notices';
import { RemotesPanel, type RemotesPanelProps } from './remotes-panel';

export interface PlatformOverlayProps {
  notices: string[];
  /** The environment allows per-browser overrides: the banner and the Remotes panel show. */
  allowOverrides: boolean;
  banner: OverrideBannerProps;
  panel: RemotesPanelProps;
}

/**
 * The platform's own UI beside the page: override notices, and where overrides are allowed the
 * banner and the Remotes panel. Its own chunk (create-platform.tsx `loadOverlay`): a production page
 * without notices never downloads it.
 */
export function PlatformOverlay({ notices, allowOverrides, banner, panel }: PlatformOverlayProps) {
  return (
    <>
      <OverrideNotices notices={notices} />
      {allowOverrides && <OverrideBanner {...banner} />}
      {allowOverrides && <RemotesPanel {...panel} />}
    </>
  );
}
