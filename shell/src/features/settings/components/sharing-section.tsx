import { SettingSwitch } from '../../account';
import type { SharingKey } from '../api/save-sharing';
import type { BlogSettingsState } from '../hooks/use-blog-settings';

const SWITCHES: readonly { key: SharingKey; label: string }[] = [
  { key: 'twitter_send_posts', label: 'Share new posts to Twitter' },
  { key: 'facebook_opengraph_send_posts', label: 'Share new posts to Facebook' },
];

/** The blog's sharing switches (spec 1 §7 POST /settings/save), each saved as it changes. */
export function SharingSection({ state }: { state: BlogSettingsState }) {
  const { saved, busy } = state;
  if (!saved) return null;
  return (
    <section className="shell-settings__group" aria-labelledby="shell-blog-sharing">
      <h2 id="shell-blog-sharing" className="shell-settings__heading">
        Sharing
      </h2>
      <p className="shell-settings__note">Saved as soon as you switch.</p>
      {SWITCHES.map(({ key, label }) => (
        <SettingSwitch
          key={key}
          label={label}
          // While it saves, the switch shows where it is going.
          checked={busy === key ? !saved[key] : saved[key]}
          disabled={busy !== null}
          onChange={(on) => void state.share(key, on)}
        />
      ))}
    </section>
  );
}
