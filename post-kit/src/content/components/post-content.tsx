import type { AnyPostType, PostContent } from '@dash/shared-contracts';
import { AnswerContent } from './answer-content';
import { AudioContent } from './audio-content';
import { ChatContent } from './chat-content';
import { LinkContent } from './link-content';
import { PhotoContent } from './photo-content';
import { QuoteContent } from './quote-content';
import { TextContent } from './text-content';
import { VideoContent } from './video-content';
import './content.css';

export interface TypedContentProps {
  type: AnyPostType;
  content: PostContent;
  /** The blog whose content this is: the images' built descriptions and the video region's name. */
  blogName: string;
  /** The post the content belongs to (the video player's logs). */
  postId?: string;
  /** The id a title or link card carries, so the article can point at it. */
  titleId: string;
  /** The post is the page's first (PostCard position 1), so its first image is the page's. */
  firstOnPage?: boolean;
}

/** A post's content as its type draws it: an original post's, or a reblog trail's root entry. */
export function TypedContent({ type, content, blogName, postId, titleId, firstOnPage = false }: TypedContentProps) {
  switch (type) {
    case 'text':
      return <TextContent content={content} titleId={titleId} blogName={blogName} />;
    case 'photo':
      return <PhotoContent content={content} blogName={blogName} firstOnPage={firstOnPage} />;
    case 'quote':
      return <QuoteContent content={content} blogName={blogName} />;
    case 'link':
      return <LinkContent content={content} titleId={titleId} blogName={blogName} />;
    case 'chat':
      return <ChatContent content={content} titleId={titleId} blogName={blogName} />;
    case 'audio':
      return <AudioContent content={content} blogName={blogName} />;
    case 'video':
      return <VideoContent content={content} blogName={blogName} postId={postId} />;
    case 'answer':
      return <AnswerContent content={content} blogName={blogName} />;
  }
}

/** Whether content of this type renders an element carrying `titleId` (so the article may point at it). */
export function hasTitle(type: AnyPostType, content: PostContent): boolean {
  if (type === 'link') return true;
  return (type === 'text' || type === 'chat') && Boolean(content.title);
}
