import fp from 'fastify-plugin';
import { loadTitleFontAssets, type TitleFontAsset } from '../../lib/title-font-assets';

let loaded: Map<string, TitleFontAsset> | null = null;

/**
 * The catalogue's web fonts (lib/title-font-assets.ts), read from their @fontsource packages once per
 * process: routes/fonts.ts serves them and the blog page's head links its title's (routes/pages).
 */
export default fp(
  async (app) => {
    loaded ??= loadTitleFontAssets(undefined, undefined, (message) => app.log.warn(message));
    app.decorate('titleFonts', loaded as ReadonlyMap<string, TitleFontAsset>);
  },
  { name: 'title-fonts' },
);
