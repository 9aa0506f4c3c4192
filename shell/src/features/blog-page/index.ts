export { BlogPage } from './components/blog-page';
export { blogPageTitle } from './lib/blog-page-title';
export { BlogHeader, themeStyle } from './components/blog-header';
