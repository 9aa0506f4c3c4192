import { useId, type ChangeEvent } from 'react';
import type { BlogSettingsState } from '../hooks/use-blog-settings';

/** Avatar and header image: each upload saves at once; the header's focus point is part of the form below. */
export function PicturesSection({ state }: { state: BlogSettingsState }) {
  const avatarId = useId();
  const headerId = useId();
  const { saved, busy, errors } = state;
  if (!saved) return null;
  const pick = (kind: 'avatar' | 'header') => (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be picked again after a failure.
    event.target.value = '';
    if (file) void state.upload(kind, file);
  };
  const header = saved.theme.header_image;
  return (
    <section
      className="shell-settings__group"
      aria-labelledby="shell-blog-pictures"
      aria-busy={busy === 'avatar' || busy === 'header'}
    >
      <h2 id="shell-blog-pictures" className="shell-settings__heading">
        Pictures
      </h2>
      <p className="shell-settings__note">A picture is saved as soon as you choose it.</p>
      <div className="shell-picture-row">
        <img
          className={`shell-picture-row__avatar shell-picture-row__avatar--${saved.theme.avatar_shape}`}
          src={saved.avatar_url}
          alt="Current avatar"
          width={64}
          height={64}
        />
        <div className="shell-picture-row__controls">
          <label htmlFor={avatarId} className="shell-button shell-file-button">
            {busy === 'avatar' ? 'Uploading avatar…' : 'Upload an avatar'}
          </label>
          <input
            id={avatarId}
            className="shell-visually-hidden"
            type="file"
            accept="image/jpeg,image/png,image/gif,image/webp"
            disabled={busy !== null}
            onChange={pick('avatar')}
          />
          {errors.avatar && <p className="shell-field__error">{errors.avatar}</p>}
        </div>
      </div>
      <div className="shell-picture-row">
        {header ? (
          <img className="shell-picture-row__header" src={header} alt="Current header image" width={192} height={64} />
        ) : (
          <span className="shell-picture-row__none">No header image</span>
        )}
        <div className="shell-picture-row__controls">
          <label htmlFor={headerId} className="shell-button shell-file-button">
            {busy === 'header' ? 'Uploading header…' : header ? 'Replace the header image' : 'Upload a header image'}
          </label>
          <input
            id={headerId}
            className="shell-visually-hidden"
            type="file"
            accept="image/jpeg,image/png,image/gif,image/webp"
            disabled={busy !== null}
            onChange={pick('header')}
          />
          {header && (
            <button type="button" className="shell-button" disabled={busy !== null} onClick={() => void state.removeHeader()}>
              {busy === 'remove-header' ? 'Removing…' : 'Remove the header image'}
            </button>
          )}
          {errors.header && <p className="shell-field__error">{errors.header}</p>}
        </div>
      </div>
    </section>
  );
}
