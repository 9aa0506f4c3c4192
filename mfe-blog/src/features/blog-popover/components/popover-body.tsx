import type { MouseEvent } from 'react';
import { LoadingBar } from '@dash/remote-kit';
import { usePopoverData } from '../hooks/use-popover-data';
import type { PopoverCache } from '../lib/popover-cache';
import type { PopoverKind } from '../lib/popover-machine';
import { PopoverHeader } from './popover-header';
import { RecentPostsStrip } from './recent-posts-strip';

interface PopoverBodyProps {
  name: string;
  kind: PopoverKind;
  cache: PopoverCache;
  onOpenBlog: (event: MouseEvent<HTMLAnchorElement>) => void;
  onOpenPost: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Its follow change is under way (or waits for its confirmation). */
  onBusyChange: (busy: boolean) => void;
}

/**
 * The blog's header card (its theme, Follow or Unfollow), and for the popover the strip of its
 * highlighted posts under a bar loader; the blog card is the header alone.
 */
export function PopoverBody({ name, kind, cache, onOpenBlog, onOpenPost, onBusyChange }: PopoverBodyProps) {
  const { state, stripLoading, retry } = usePopoverData(name, cache);
  if (state.status === 'missing') return <p className="blog-popover__message">This blog doesn't exist.</p>;
  if (state.status === 'error') {
    return (
      <div className="blog-popover__message" role="alert">
        <p>{state.message}</p>
        <button type="button" className="blog-button blog-button--primary" onClick={retry}>
          Retry
        </button>
      </div>
    );
  }
  const strip = kind === 'popover' && (
    <RecentPostsStrip
      name={name}
      posts={state.status === 'ready' ? state.data.highlighted_posts : []}
      loading={stripLoading}
      onOpenPost={onOpenPost}
    />
  );
  if (state.status === 'loading') {
    return (
      <>
        <p className="blog-popover__loading-name">{name}</p>
        {strip || <LoadingBar label={`Loading ${name}'s blog`} />}
      </>
    );
  }
  return (
    <>
      <PopoverHeader blog={state.data.tumblelog} kind={kind} onOpenBlog={onOpenBlog} onBusyChange={onBusyChange} />
      {strip}
    </>
  );
}
