// What other features of this remote use of the blog header card.
export { BlogHeaderCard } from './components/blog-header-card';
export { useBlogHeader, type BlogHeaderState } from './hooks/use-blog-header';
export { safeDescriptionHtml } from './lib/safe-description';
export { themedColours, themedColourVars, type ThemedColours } from './lib/themed-colours';
export { getBlogHeader } from './api/get-blog-header';
