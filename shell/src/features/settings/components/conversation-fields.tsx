import { SettingSwitch } from '../../account';
import type { BlogSettingsState } from '../hooks/use-blog-settings';
import { ChoiceField } from './choice-field';

/** Asks (and anonymous asks) and who may message the blog. */
export function ConversationFields({ state }: { state: BlogSettingsState }) {
  const { view, saved } = state;
  if (!view || !saved) return null;
  return (
    <section className="shell-settings__group" aria-labelledby="shell-blog-asks">
      <h2 id="shell-blog-asks" className="shell-settings__heading">
        Asks and messages
      </h2>
      <SettingSwitch
        label="Let people ask questions"
        checked={view.asks}
        disabled={false}
        onChange={(on) => state.set('asks', on)}
      />
      <SettingSwitch
        label="Allow anonymous questions"
        checked={view.asks && view.anonymous_asks}
        disabled={!view.asks}
        onChange={(on) => state.set('anonymous_asks', on)}
      />
      <ChoiceField
        legend={`Who may message ${saved.name}`}
        name="messages_from_followed_only"
        value={view.messages_from_followed_only ? 'followed' : 'anyone'}
        choices={[
          { value: 'anyone', label: 'Anyone' },
          { value: 'followed', label: 'Only blogs I follow' },
        ]}
        onChange={(v) => state.set('messages_from_followed_only', v === 'followed')}
      />
    </section>
  );
}
