export { BlogPopoverController } from './components/blog-popover-controller';
