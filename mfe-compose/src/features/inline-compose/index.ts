// Inline compose's public surface: the 'dashboard-compose' widget root.
export { InlineCompose } from './components/inline-compose';
