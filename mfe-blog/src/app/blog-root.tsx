import { PeeprController } from '../features/peepr/components/peepr-controller';

/** Everything this remote shows; nothing until a blog is asked for. */
export function BlogRoot() {
  return <PeeprController />;
}
