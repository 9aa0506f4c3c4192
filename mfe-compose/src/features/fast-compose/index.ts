// Fast compose's public surface.
export { FastComposeController } from './components/fast-compose-controller';
export { PostTypeIcon } from './components/post-type-icon';
export { TILES, type Tile } from './lib/tiles';
