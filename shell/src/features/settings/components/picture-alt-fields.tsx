import { ALT_TEXT, altTextProblem } from '@dash/shared-contracts/core';
// The field alone, not remote-kit's index (the shell bundles none of a remote's lifecycles).
import { AltTextField } from '@dash/remote-kit/src/alt-text/alt-text-field';
import type { BlogSettingsState } from '../hooks/use-blog-settings';

/**
 * The pictures' descriptions (issue 13), first in the form, right under the Pictures section: the
 * avatar's alt text, and the header image's while the blog has one. They are saved with "Save
 * changes" (`avatar_alt`, `header_image_alt`); the blog's header reads them out on its large avatar and
 * header image. Past 1,000 characters the field says so and Save refuses, keeping every character.
 */
export function PictureAltFields({ state }: { state: BlogSettingsState }) {
  const { view, saved, errors } = state;
  if (!view || !saved) return null;
  // A refusal from the server other than the length (which the field says itself).
  const serverError = (key: 'avatar_alt' | 'header_image_alt') =>
    errors[key] && !altTextProblem(view[key], ALT_TEXT) ? <p className="shell-field__error">{errors[key]}</p> : null;
  return (
    <section className="shell-settings__group" aria-labelledby="shell-blog-picture-alts">
      <h2 id="shell-blog-picture-alts" className="shell-settings__heading">
        Picture descriptions
      </h2>
      <p className="shell-settings__note">Describe your pictures for people who can’t see them.</p>
      <AltTextField
        className="shell-picture-alt"
        label="Avatar alt text"
        value={view.avatar_alt}
        onChange={(value) => state.set('avatar_alt', value)}
      />
      {serverError('avatar_alt')}
      {saved.theme.header_image && (
        <>
          <AltTextField
            className="shell-picture-alt"
            label="Header image alt text"
            value={view.header_image_alt}
            onChange={(value) => state.set('header_image_alt', value)}
          />
          {serverError('header_image_alt')}
        </>
      )}
    </section>
  );
}
