import { AskProvider } from '../features/ask/components/ask-provider';
import { BlogPopoverController } from '../features/blog-popover';
import { ModerationProvider } from '../features/moderation';
import { PeeprController } from '../features/peepr/components/peepr-controller';
import { RelationshipProvider } from '../features/relationship/components/relationship-provider';

/**
 * Everything this remote shows (nothing until a blog is asked for) and the commands it answers. The
 * popover is inside the relationship provider: its Follow runs the same commands.
 */
export function BlogRoot() {
  return (
    <RelationshipProvider>
      <AskProvider>
        <ModerationProvider>
          <PeeprController />
        </ModerationProvider>
        <BlogPopoverController />
      </AskProvider>
    </RelationshipProvider>
  );
}
