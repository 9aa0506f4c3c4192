import { askDialog, type DialogRequest } from '@dash/remote-kit';
import { ApiError, type ApiClient, type DashBus } from '@dash/shared-contracts';
import { blockSender, deleteConversation, deleteMessage, flagConversation } from '../api/safety-api';
import { requestUnreadRefresh } from './unread-refresh';

/** Spec 2 §8 confirmation texts. */
export const DELETE_DIALOG: DialogRequest = {
  title: 'Permanently delete this conversation?',
  body: [],
  confirmLabel: 'Delete',
  cancelLabel: 'Nevermind',
  tone: 'danger',
};

export function spamDialog(name: string): DialogRequest {
  return {
    title: `${name} will be blocked and reported. And any trace of this conversation will disappear from your inbox.`,
    body: [],
    confirmLabel: 'Mark it spam',
    cancelLabel: 'Nevermind',
    tone: 'danger',
  };
}

export const BLOCK_DIALOG: DialogRequest = {
  title: 'Block messages from this sender?',
  body: ["Further messages from them will be blocked from your inbox. This can't be undone."],
  confirmLabel: 'Block',
  cancelLabel: 'Nevermind',
  tone: 'danger',
};

/** Spec 3 §8 "Delete confirm" (message controls, §2 screen 13). */
export const MESSAGE_DELETE_DIALOG: DialogRequest = {
  title: 'Are you sure you want to delete this?',
  body: [],
  confirmLabel: 'Delete',
  cancelLabel: 'Nevermind',
  tone: 'danger',
};

/** The block note of spec 3 §8 "Block confirm" (the blog remote's words, mfe-blog block-dialog). */
export const BLOCK_NOTE = 'They will not be able to follow you, message you, see you in search, or interact with your posts.';

/** Spec 3 §8 "Block confirm", from the message controls: the conversation's own blog blocks the sender. */
export function messageBlockDialog(name: string, from: string): DialogRequest {
  return {
    title: `Are you sure you want to block ${name} from ${from}?`,
    body: [BLOCK_NOTE],
    confirmLabel: 'Block',
    cancelLabel: 'Nevermind',
    tone: 'danger',
  };
}

/** The random prompt of the possible-spam notice (spec 2 §2 screen 12, "such as Look sketchy?"). */
export const SPAM_PROMPTS = ['Look sketchy?', 'Seem fishy?', 'Smell funny?', 'Feel off?', "Don't know them?"] as const;

export interface SafetyDeps {
  bus: DashBus;
  api: ApiClient;
  /** The conversation id (null while it does not exist on the server). */
  conversationId: string | null;
  selfUuid: string;
  selfName: string;
  /** Takes the window away (close, and leave a conversation address). */
  removeWindow: () => void;
}

function errorText(what: string, error: unknown): string {
  const detail = error instanceof ApiError ? error.userMessage : 'Please try again.';
  return `${what}. ${detail}`;
}

/** Delete (spec 2 §6): confirm, DELETE, then the window goes and the unread counts are polled again. */
export async function runDelete(deps: SafetyDeps): Promise<boolean> {
  const answer = await askDialog(deps.bus, DELETE_DIALOG, 'messaging-delete');
  if (answer !== 'confirm') return false;
  if (deps.conversationId) {
    try {
      await deleteConversation(deps.api, deps.conversationId, deps.selfUuid);
    } catch (error) {
      deps.bus.emit('toast:show', { message: errorText("Couldn't delete this conversation", error), tone: 'error' });
      return false;
    }
  }
  deps.removeWindow();
  requestUnreadRefresh();
  return true;
}

/**
 * Mark as spam (spec 2 §6): confirm, remove the window, then send the flag (the server blocks,
 * reports and leaves). A flag failure is only logged (spec 2 §8).
 */
export async function runMarkSpam(deps: SafetyDeps, otherName: string): Promise<boolean> {
  const answer = await askDialog(deps.bus, spamDialog(otherName), 'messaging-spam');
  if (answer !== 'confirm') return false;
  deps.removeWindow();
  if (!deps.conversationId) return true;
  try {
    await flagConversation(deps.api, deps.conversationId, deps.selfUuid, 'spam');
    requestUnreadRefresh();
  } catch (error) {
    deps.bus.emit('log:event', {
      event: 'messaging-interaction',
      data: { platform: 'web', action: 'flag-spam-failed', message: error instanceof Error ? error.message : String(error) },
    });
  }
  return true;
}

/**
 * Block (spec 2 §6, §8 "Block sender"): confirm, then the conversation's own blog blocks the sender
 * through POST /svc/block/add; the block facts go out like the blog remote's (see README).
 */
export async function runBlock(deps: SafetyDeps, name: string, dialog: DialogRequest = BLOCK_DIALOG): Promise<boolean> {
  const answer = await askDialog(deps.bus, dialog, 'messaging-block');
  if (answer !== 'confirm') return false;
  try {
    await blockSender(deps.api, deps.selfName, name);
  } catch (error) {
    deps.bus.emit('toast:show', { message: errorText(`Couldn't block ${name}`, error), tone: 'error' });
    return false;
  }
  deps.bus.emit('blog:blocked', { name, blocked: true });
  deps.bus.emit('blog:follow-changed', { name, following: false });
  deps.bus.emit('toast:show', { message: `${name} is blocked.`, tone: 'success' });
  return true;
}

/**
 * Message controls' Delete (spec 3 §2 screen 13): confirm "Are you sure you want to delete this?", then
 * DELETE the message for this blog; `removeLocal` takes it out of the list once the server agreed.
 */
export async function runDeleteMessage(deps: SafetyDeps, messageId: string, removeLocal: () => void): Promise<boolean> {
  const answer = await askDialog(deps.bus, MESSAGE_DELETE_DIALOG, 'messaging-delete-message');
  if (answer !== 'confirm') return false;
  try {
    await deleteMessage(deps.api, messageId, deps.selfUuid);
  } catch (error) {
    deps.bus.emit('toast:show', { message: errorText("Couldn't delete this message", error), tone: 'error' });
    return false;
  }
  removeLocal();
  return true;
}

/** Message controls' Block: the spec 3 confirmation, then the conversation's block (runBlock). */
export function runBlockSender(deps: SafetyDeps, name: string): Promise<boolean> {
  return runBlock(deps, name, messageBlockDialog(name, deps.selfName));
}
