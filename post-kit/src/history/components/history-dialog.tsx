import { useEffect, useState } from 'react';
import type { Post, PostVersion, PostVersionsResponse } from '@dash/shared-contracts';
import { ApiError, askDialog } from '@dash/shared-contracts/core';
import { usePostCardHost } from '../../host';
import { fullDate } from '../../lib/age';
import { deletePostVersion, getPostVersions } from '../api/post-versions';
import { versionChanges } from '../lib/version-diff';
import { HistoryFrame } from './history-frame';
import { RelativeTime } from './relative-time';
import './history-dialog.css';
import { VersionChanges } from './version-changes';

export interface HistoryDialogProps {
  post: Post;
  onClose: () => void;
}

export const HISTORY_LOAD_FAILED = "The edit history couldn't be loaded.";
export const DELETE_VERSION_DIALOG = {
  title: 'Delete this version?',
  body: ['Readers will no longer see it in the edit history.'],
  confirmLabel: 'Delete',
  cancelLabel: 'Nevermind',
  tone: 'danger' as const,
};

type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; list: PostVersionsResponse };

const messageOf = (error: unknown, fallback: string) => (error instanceof ApiError ? error.userMessage : fallback);

/** One earlier version: when it was the post, what the next version changed, and (the owner) Delete. */
function VersionItem({
  version,
  next,
  by,
  canDelete,
  deleting,
  onDelete,
}: {
  version: PostVersion;
  next: { content: Post['content']; tags: string[] };
  by: string;
  canDelete: boolean;
  deleting: boolean;
  onDelete: () => void;
}) {
  return (
    <li className="pk-history__version">
      <h3 className="pk-history__when">
        Version of <time dateTime={new Date(version.timestamp * 1000).toISOString()}>{fullDate(version.timestamp)}</time>
      </h3>
      <p className="pk-history__replaced">
        Replaced <RelativeTime timestamp={version.replaced_at} long />. What the edit changed:
      </p>
      <VersionChanges changes={versionChanges(version, next)} by={by} />
      {canDelete && (
        <button type="button" className="pk-button pk-history__delete" onClick={onDelete} disabled={deleting}>
          Delete this version
        </button>
      )}
    </li>
  );
}

/**
 * The edit history's list (issue 13, as Mastodon shows it): the post now, then each earlier version newest
 * first with what the edit after it changed (words added and removed, media before and after, alt
 * text, tags). The owner may delete a version, after a confirmation.
 */
function HistoryList({ post }: { post: Post }) {
  const { api, bus } = usePostCardHost();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    getPostVersions(api, post.id, controller.signal).then(
      (list) => setLoad({ state: 'ready', list }),
      (error: unknown) => {
        if (!controller.signal.aborted) setLoad({ state: 'failed', message: messageOf(error, HISTORY_LOAD_FAILED) });
      },
    );
    return () => controller.abort();
  }, [api, post.id, attempt]);

  const remove = async (version: PostVersion) => {
    if (deleting || (await askDialog(bus, DELETE_VERSION_DIALOG, 'post-history')) !== 'confirm') return;
    setDeleting(version.id);
    setProblem(null);
    try {
      const list = await deletePostVersion(api, post.id, version.id);
      setLoad({ state: 'ready', list });
      // The button that had focus is gone: the dialog's title takes it.
      document.querySelector<HTMLElement>('.pk-history__title')?.focus();
    } catch (error) {
      setProblem(messageOf(error, "That version couldn't be deleted. Try again."));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <>
      {load.state === 'loading' && (
        <p role="status" className="pk-history__status">
          Loading versions…
        </p>
      )}
      {load.state === 'failed' && (
        <>
          <p role="alert" className="pk-history__error">
            {load.message}
          </p>
          <button type="button" className="pk-button" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </button>
        </>
      )}
      {load.state === 'ready' && (
        <>
          {problem && (
            <p role="alert" className="pk-history__error">
              {problem}
            </p>
          )}
          <p className="pk-history__current">
            The current version is from <RelativeTime timestamp={load.list.current.timestamp} long />.
          </p>
          {load.list.versions.length === 0 ? (
            <p className="pk-history__none">No earlier versions are kept.</p>
          ) : (
            <ol className="pk-history__versions" aria-label="Earlier versions, newest first">
              {load.list.versions.map((version, i) => (
                <VersionItem
                  key={version.id}
                  version={version}
                  next={load.list.versions[i - 1] ?? load.list.current}
                  by={post.blog.name}
                  canDelete={load.list.can_delete}
                  deleting={deleting === version.id}
                  onDelete={() => void remove(version)}
                />
              ))}
            </ol>
          )}
        </>
      )}
    </>
  );
}

/** The edit history dialog: the modal frame and the list (this module is the lazy chunk `post-history`). */
export function HistoryDialog({ post, onClose }: HistoryDialogProps) {
  return (
    <HistoryFrame onClose={onClose}>
      <HistoryList post={post} />
    </HistoryFrame>
  );
}
