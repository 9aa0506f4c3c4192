import { useEffect } from 'react';
import { AppLink } from '../../../components/app-link';
import { SettingsLayout } from '../../../components/settings-nav/settings-nav';
import { useBlogSettings } from '../hooks/use-blog-settings';
import { blogSettingsTitle, LOADING } from '../lib/settings-copy';
import { BlogHeaderPreview } from './blog-header-preview';
import { BlogSettingsForm } from './blog-settings-form';
import { PicturesSection } from './pictures-section';
import { SharingSection } from './sharing-section';
import { SettingsStatus } from './settings-status';
import { preloadTitleFontPicker } from './title-font-field';
import './settings.css';

/**
 * /settings/blog/{name}, for one of the user's own blogs (the page outlet shows "Page not found" for
 * any other). The settings load after the first render; the server renders the loading line.
 */
export function BlogSettingsPage({ name }: { name: string }) {
  const state = useBlogSettings(name);
  const title = blogSettingsTitle(name);
  useEffect(() => {
    document.title = title;
  }, [title]);
  // The font picker's chunk comes down while the settings load.
  useEffect(preloadTitleFontPicker, []);
  const { loaded } = state;

  return (
    <SettingsLayout>
      <section className="shell-account-page shell-settings-page shell-blog-settings" aria-labelledby="shell-blog-settings-title">
        <h1 id="shell-blog-settings-title">{title}</h1>
        <p className="shell-account-page__switch">
          <AppLink href={`/blog/${encodeURIComponent(name)}`}>View {name}</AppLink>
        </p>
        {loaded.state === 'loading' && (
          <p role="status" className="shell-settings__loading">
            {LOADING}
          </p>
        )}
        {loaded.state === 'failed' && (
          <div className="shell-settings__failed">
            <p role="alert" className="shell-form__error">
              {loaded.message}
            </p>
            <button type="button" className="shell-button" onClick={state.retry}>
              Try again
            </button>
          </div>
        )}
        {state.preview && <BlogHeaderPreview settings={state.preview} />}
        <PicturesSection state={state} />
        <BlogSettingsForm state={state} />
        <SharingSection state={state} />
        {loaded.state === 'ready' && <SettingsStatus status={state.status} error={state.error} />}
      </section>
    </SettingsLayout>
  );
}
