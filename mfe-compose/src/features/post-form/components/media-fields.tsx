import type { AnyPostType, UploadLimits } from '@dash/shared-contracts';
import { PhotoField } from '../../photo-field';
import { AudioField, VideoField } from '../../audio-video';
import type { MediaDraft } from '../lib/media-draft';

interface MediaFieldsProps {
  type: AnyPostType;
  media: MediaDraft;
  /** Gets only the changed part, so rapid progress updates never overwrite each other. */
  onChange: (patch: Partial<MediaDraft>) => void;
  photosPerPost: number;
  uploadBytes: UploadLimits;
}

/** MEDIA's field for the photo, audio and video forms, with the limits of the form builder data. */
export function MediaFields({ type, media, onChange, photosPerPost, uploadBytes }: MediaFieldsProps) {
  if (type === 'photo')
    return (
      <PhotoField
        value={media.photos}
        onChange={(photos) => onChange({ photos })}
        maxPhotos={photosPerPost}
        maxBytes={uploadBytes.image}
      />
    );
  if (type === 'audio')
    return <AudioField value={media.audio} onChange={(audio) => onChange({ audio })} maxBytes={uploadBytes.audio} />;
  if (type === 'video')
    return <VideoField value={media.video} onChange={(video) => onChange({ video })} maxBytes={uploadBytes.video} />;
  return null;
}
