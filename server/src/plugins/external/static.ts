import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

const IMMUTABLE = 'public, max-age=31536000, immutable';

// Three folders: the shell's build, the deploy store of remote versions, and media.
export default fp(
  async (app) => {
    const { shellDist, deployStore, mediaDir } = app.config;
    fs.mkdirSync(mediaDir, { recursive: true });

    await app.register(fastifyStatic, {
      root: shellDist,
      prefix: '/shell/',
      decorateReply: false,
      cacheControl: false,
      index: false,
      setHeaders: (res, filePath) => {
        const name = path.basename(filePath);
        // Entry points change on every build; everything else carries a content hash.
        res.setHeader('Cache-Control', name === 'main.js' || name.endsWith('.html') ? 'no-cache' : IMMUTABLE);
      },
    });

    await app.register(fastifyStatic, {
      root: path.join(deployStore, 'mfe'),
      prefix: '/mfe/',
      decorateReply: false,
      cacheControl: false,
      index: false,
      setHeaders: (res, filePath) => {
        const name = path.basename(filePath);
        res.setHeader('Access-Control-Allow-Origin', '*');
        res.setHeader('Cache-Control', name === 'mf-manifest.json' || name === 'remoteEntry.js' ? 'no-cache' : IMMUTABLE);
      },
    });

    await app.register(fastifyStatic, {
      root: mediaDir,
      prefix: '/media/',
      decorateReply: false,
      cacheControl: false,
      index: false,
      setHeaders: (res) => {
        res.setHeader('Access-Control-Allow-Origin', '*');
        res.setHeader('Cache-Control', 'public, max-age=86400');
      },
    });
  },
  { name: 'static' },
);
