// Audio and video fields: the public surface (see README.md).
export { AudioField, type AudioFieldProps } from './components/audio-field';
export { VideoField, type VideoFieldProps } from './components/video-field';
export { audioPayload, audioValueFromPost, emptyAudio, validateAudio, type AudioValue } from './lib/audio-value';
export { emptyVideo, videoPayload, validateVideo, videoValueFromPost, type VideoValue } from './lib/video-value';
export { MEDIA_MESSAGES } from './lib/media-files';
// The interface sheet lists emptyPhotos beside emptyAudio/emptyVideo: the same value, from its owner.
export { emptyPhotos } from '../photo-field';
