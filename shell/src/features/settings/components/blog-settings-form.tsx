import type { FormEvent } from 'react';
import { SETTINGS_LIMITS } from '@dash/shared-contracts/core';
import { FormField } from '../../account';
import type { BlogSettingsState } from '../hooks/use-blog-settings';
import { AppearanceFields } from './appearance-fields';
import { ConversationFields } from './conversation-fields';
import { FocusFields } from './focus-fields';
import { PictureAltFields } from './picture-alt-fields';
import { TextAreaField } from './text-area-field';

/** The settings saved together with "Save changes": text, focus, appearance, asks and messages. */
export function BlogSettingsForm({ state }: { state: BlogSettingsState }) {
  const { view, errors, busy } = state;
  if (!view) return null;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    // Then focus the first field the save refused, if any.
    void state.save().then(() => queueMicrotask(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()));
  };
  return (
    <form className="shell-form shell-blog-settings-form" onSubmit={onSubmit} noValidate aria-busy={busy === 'save'}>
      <fieldset className="shell-blog-settings-form__fields" disabled={busy !== null}>
        <PictureAltFields state={state} />
        <section className="shell-settings__group" aria-labelledby="shell-blog-words">
          <h2 id="shell-blog-words" className="shell-settings__heading">
            Title and description
          </h2>
          <FormField
            label="Title"
            name="title"
            value={view.title}
            error={errors.title}
            hint={`At most ${SETTINGS_LIMITS.blogTitleMax} characters.`}
            onChange={(event) => state.set('title', event.target.value)}
          />
          <TextAreaField
            label="Description"
            value={view.description}
            max={SETTINGS_LIMITS.blogDescriptionMax}
            error={errors.description}
            onChange={(v) => state.set('description', v)}
          />
          <FocusFields state={state} />
        </section>
        <AppearanceFields state={state} />
        <ConversationFields state={state} />
      </fieldset>
      <div className="shell-blog-settings-form__actions">
        <button type="submit" className="shell-button shell-button--primary" disabled={busy !== null}>
          {busy === 'save' ? 'Saving…' : 'Save changes'}
        </button>
        {state.dirty && busy !== 'save' && <span className="shell-settings__note">You have unsaved changes.</span>}
      </div>
    </form>
  );
}
