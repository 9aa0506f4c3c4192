import {
  AvatarImageFieldsSchema,
  BLOG_SETTINGS_SWITCHES,
  BlogSettingsParamsSchema,
  BlogSettingsRequestSchema,
  EmptyRequestSchema,
  FORM_KEY_FIELD,
  HeaderImageFieldsSchema,
  SettingsSaveRequestSchema,
} from '@dash/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { cleanAltText } from '../../../lib/alt-text';
import { ok } from '../../../lib/envelope';
import { parseRequest, validate } from '../../../lib/validate';
import { requireAuth } from '../../../plugins/app/auth';
import { replaceAvatar, replaceHeaderImage, forgetHeaderImage } from '../../../services/blog-images';
import { blogSettingsAnswer, ownBlogForSettings, saveBlogSettings, saveSharingSettings } from '../../../services/blog-settings';
import { parseTheme } from '../../../mappers/blog';
import { readUploadWithFields } from '../../../services/media/read-upload';
import { checkSettingsImage, settingsImageTooBig } from './settings-image';
import { settingsFields } from './settings-body';

/**
 * /settings/blog/{name}: the owner's blog settings (403 for anyone else's blog, 401 for visitors),
 * its avatar and header image (multipart), and the spec's POST /settings/save for the sharing switches.
 */
export default async function blogSettingsRoutes(app: FastifyInstance) {
  app.get('/svc/settings/blog/:name', async (request) => {
    const auth = requireAuth(request);
    const { params } = parseRequest(request, { params: BlogSettingsParamsSchema, query: EmptyRequestSchema });
    const blog = await ownBlogForSettings(app.db, auth, params.name);
    return ok(await blogSettingsAnswer(app.db, auth, blog.id));
  });

  app.post('/svc/settings/blog/:name', async (request) => {
    const auth = requireAuth(request);
    const { params } = parseRequest(request, { params: BlogSettingsParamsSchema });
    const input = validate(BlogSettingsRequestSchema, settingsFields(request, BLOG_SETTINGS_SWITCHES));
    const blog = await ownBlogForSettings(app.db, auth, params.name);
    const answer = await saveBlogSettings(app.db, auth, blog, input);
    if (input.remove_header_image)
      await forgetHeaderImage(app.db, app.media.dir, auth.user.id, parseTheme(blog.theme).header_image);
    return ok(answer);
  });

  /** Multipart, the image in the field "avatar", with an optional avatar_alt (issue 13); other fields are ignored. */
  app.post('/svc/settings/blog/:name/avatar', async (request) => {
    const auth = requireAuth(request);
    const { params } = parseRequest(request, { params: BlogSettingsParamsSchema });
    const blog = await ownBlogForSettings(app.db, auth, params.name);
    const { file, fields } = await readUploadWithFields(request, settingsImageTooBig);
    const { avatar_alt: alt } = validate(AvatarImageFieldsSchema, fields);
    const image = await checkSettingsImage(file, 'avatar');
    return ok(await replaceAvatar(app.db, app.media.dir, auth, blog, image, cleanAltText(alt, 'avatar_alt')));
  });

  /** Multipart, the image in the field "header", with optional header_focus_x / header_focus_y (0 to 1) and header_image_alt. */
  app.post('/svc/settings/blog/:name/header', async (request) => {
    const auth = requireAuth(request);
    const { params } = parseRequest(request, { params: BlogSettingsParamsSchema });
    const blog = await ownBlogForSettings(app.db, auth, params.name);
    const { file, fields } = await readUploadWithFields(request, settingsImageTooBig);
    const { [FORM_KEY_FIELD]: _formKey, ...headerFields } = fields;
    const input = validate(HeaderImageFieldsSchema, headerFields);
    const alt = cleanAltText(input.header_image_alt, 'header_image_alt');
    const image = await checkSettingsImage(file, 'header');
    return ok(
      await replaceHeaderImage(
        app.db,
        app.media.dir,
        auth,
        blog,
        image,
        { x: input.header_focus_x, y: input.header_focus_y },
        alt,
      ),
    );
  });

  /** Spec 1 §7: tumblelog_name_or_id, page, tumblelog[twitter_send_posts] / tumblelog[facebook_opengraph_send_posts] on|off. */
  app.post('/settings/save', async (request) => {
    const auth = requireAuth(request);
    const { body } = parseRequest(request, { body: SettingsSaveRequestSchema });
    return ok(await saveSharingSettings(app.db, auth, body));
  });
}
