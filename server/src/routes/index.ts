import fp from 'fastify-plugin';
import accountVerify from './account-verify';
import actions from './actions';
import fonts from './fonts';
import moderation from './moderation';
import pages from './pages';
import services from './services';
import account from './svc/account';
import admin from './svc/admin';
import adminEvents from './svc/admin/events';
import conversations from './svc/conversations';
import data from './svc/data';
import indashBlog from './svc/indash-blog';
import log from './svc/log';
import media from './svc/media';
import post from './svc/post';
import postNotes from './svc/post/notes';
import postVersions from './svc/post/versions';
import postActions from './svc/post-actions';
import search from './svc/search';
import session from './svc/session';
import settings from './svc/settings';
import share from './svc/share';
import social from './svc/social';
import tour from './svc/tour';
import splash from './svc/splash';

// Route files mirror the URL paths. fp keeps them in the root scope so the not-found handler of
// routes/pages covers the whole server.
export default fp(
  async (app) => {
    await app.register(account);
    await app.register(accountVerify);
    await app.register(session);
    await app.register(settings);
    await app.register(tour);
    await app.register(post);
    await app.register(postNotes);
    await app.register(postVersions);
    await app.register(postActions);
    await app.register(actions);
    await app.register(social);
    await app.register(indashBlog);
    await app.register(share);
    await app.register(admin);
    await app.register(data);
    await app.register(conversations);
    await app.register(services);
    await app.register(log);
    await app.register(adminEvents);
    await app.register(search);
    await app.register(splash);
    await app.register(media);
    await app.register(fonts);
    await app.register(moderation);
    await app.register(pages);
  },
  { name: 'routes' },
);
