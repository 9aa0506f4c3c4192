import type { Session, User } from '@dash/shared-contracts';
import newMessageUrl from '../../../assets/new-message.mp3';

/** Spec 2 §3 "Sound": name, file path, type audio/mpeg (the file: mfe-messaging/scripts/make-sound.mjs). */
export const NEW_MESSAGE_SOUND = { name: 'new-message', path: newMessageUrl, type: 'audio/mpeg' } as const;

/**
 * Spec 2 §6 "Sounds need both the server flag and the user's sound preference". A session without
 * messaging server data (an older server) leaves the flag on.
 */
export function soundsEnabled(messaging: Session['messaging'], user: Pick<User, 'is_sounds_enabled'> | null): boolean {
  return messaging?.features.sounds !== false && user?.is_sounds_enabled === true;
}

/** The part of HTMLAudioElement the chime uses. */
export interface Playable {
  play(): Promise<void> | void;
}

export interface MessageSoundOptions {
  /** Read at each rise, so a preference changed meanwhile counts. */
  isEnabled: () => boolean;
  /** Called once per instance, the first time the browser refuses to play (autoplay policy). */
  onBlocked: (message: string) => void;
  createAudio?: (url: string) => Playable;
}

const errorText = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

/**
 * The new-message chime (spec 2 §4 "A sound plays when the total unread rises"). Fed by this tab's
 * unread poller only, so counts adopted from another tab (which chimed itself) never chime here.
 * A refused play() is reported once and never thrown.
 */
export class MessageSound {
  private reportedBlocked = false;
  private readonly createAudio: (url: string) => Playable;

  constructor(private readonly options: MessageSoundOptions) {
    this.createAudio = options.createAudio ?? ((url) => new Audio(url));
  }

  /**
   * A poll answer changed the counts. Chimes when the total rose above the last known one, except
   * for the first answer after mount (the counts before it are only the page's starting point).
   * Answers whether it tried to play.
   */
  onPollChange(previousTotal: number, total: number, firstAnswer: boolean): boolean {
    if (firstAnswer || total <= previousTotal || !this.options.isEnabled()) return false;
    this.play();
    return true;
  }

  private play(): void {
    try {
      const result = this.createAudio(NEW_MESSAGE_SOUND.path).play();
      if (result) result.catch((error: unknown) => this.blocked(error));
    } catch (error) {
      this.blocked(error);
    }
  }

  private blocked(error: unknown): void {
    if (this.reportedBlocked) return;
    this.reportedBlocked = true;
    this.options.onBlocked(errorText(error));
  }
}
