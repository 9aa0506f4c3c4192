import type { Post } from '@dash/shared-contracts';
import { AnswerContent } from './answer-content';
import { AudioContent } from './audio-content';
import { ChatContent } from './chat-content';
import { LinkContent } from './link-content';
import { PhotoContent } from './photo-content';
import { QuoteContent } from './quote-content';
import { TextContent } from './text-content';
import { VideoContent } from './video-content';

/** `firstOnPage`: the post is the page's first (PostCard position 1), so its first image is the page's. */
export function PostContentView({ post, titleId, firstOnPage = false }: { post: Post; titleId: string; firstOnPage?: boolean }) {
  const { content } = post;
  switch (post.type) {
    case 'text':
      return <TextContent content={content} titleId={titleId} />;
    case 'photo':
      return <PhotoContent content={content} blogName={post.blog.name} firstOnPage={firstOnPage} />;
    case 'quote':
      return <QuoteContent content={content} />;
    case 'link':
      return <LinkContent content={content} titleId={titleId} />;
    case 'chat':
      return <ChatContent content={content} titleId={titleId} />;
    case 'audio':
      return <AudioContent content={content} />;
    case 'video':
      return <VideoContent content={content} blogName={post.blog.name} postId={post.id} />;
    case 'answer':
      return <AnswerContent content={content} />;
  }
}

/** Whether the content renders an element carrying `titleId` (so the article may point at it). */
export function hasTitle(post: Post): boolean {
  if (post.type === 'link') return true;
  return (post.type === 'text' || post.type === 'chat') && Boolean(post.content.title);
}
