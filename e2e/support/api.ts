import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

// Tests seed their own data and sign in through the API (documenso's app-tests style):
// page.request shares the browser context's cookies, so a session made here is the page's session.

let counter = 0;
export function uniqueName(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid.toString(36)}${counter}`.toLowerCase().slice(0, 32);
}

interface Envelope<T> {
  meta: { status: number; msg: string };
  response: T;
  errors?: Array<{ code: string; detail: string }>;
}

export async function formKey(request: APIRequestContext): Promise<string> {
  const res = await request.get('/svc/session');
  expect(res.ok()).toBeTruthy();
  const body = (await res.json()) as Envelope<{ form_key: string }>;
  return body.response.form_key;
}

export async function apiPost<T = unknown>(request: APIRequestContext, path: string, form: Record<string, string>): Promise<T> {
  const key = await formKey(request);
  const res = await request.post(path, { form, headers: { 'x-form-key': key } });
  const body = (await res.json()) as Envelope<T>;
  expect(res.status(), `${path}: ${JSON.stringify(body.errors ?? body.meta)}`).toBeLessThan(300);
  return body.response;
}

export interface TestUser {
  email: string;
  password: string;
  blogName: string;
}

/**
 * Registers a fresh user (logged in afterwards, in this page's context). A new account's dashboard
 * opens with the guided tour; tests of other features start as an account that has taken it
 * (`POST /svc/tour/done`), the tour's own tests pass `{ tour: true }` to meet it.
 */
export async function registerUser(page: Page, prefix = 'e2e', { tour = false }: { tour?: boolean } = {}): Promise<TestUser> {
  const blogName = uniqueName(prefix);
  const user = { email: `${blogName}@example.test`, password: 'correct horse battery', blogName };
  await apiPost(page.request, '/svc/account/register', { email: user.email, password: user.password, blog_name: user.blogName });
  if (!tour) await apiPost(page.request, '/svc/tour/done', { done: 'true' });
  return user;
}

export async function login(page: Page, email: string, password: string): Promise<void> {
  await apiPost(page.request, '/svc/account/login', { email, password });
}

export async function follow(page: Page, blogName: string): Promise<void> {
  await apiPost(page.request, '/svc/follow', { tumblelog: blogName });
}

/**
 * Demo blogs the seed creates (server/src/db/seed/people.ts), most recent poster first: read from
 * the explore feed but only the seed's own blogs, so the posts other tests write (fresh users with a
 * post or two) never stand in for them.
 */
const SEED_BLOGS = new Set([
  'alex-cooks',
  'alex-shoots',
  'maya-draws',
  'sam-codes',
  'jun-travels',
  'priya-reads',
  'leo-sounds',
  'nora-gardens',
  'nora-quotes',
]);
export async function demoBlogNames(page: Page): Promise<string[]> {
  const res = await page.request.get('/svc/post/explore/before/0');
  const body = (await res.json()) as Envelope<{ posts: Array<{ blog: { name: string } }> }>;
  const seen = [...new Set(body.response.posts.map((p) => p.blog.name))].filter((name) => SEED_BLOGS.has(name));
  return [...seen, ...[...SEED_BLOGS].filter((name) => !seen.includes(name))];
}

export interface SavedPost {
  created_post: { id: string; reblog_key: string; blog: { name: string } };
}

/** Creates a post through POST /svc/post/update (spec 1 §7 payload), by default a published text post. */
export async function createPost(page: Page, blogName: string, fields: Record<string, string> = {}): Promise<SavedPost> {
  return apiPost<SavedPost>(page.request, '/svc/post/update', {
    channel_id: blogName,
    'post[type]': 'regular',
    'post[one]': `A post by ${blogName}`,
    'post[two]': '<p>Posted through the API by the e2e suite.</p>',
    'post[state]': '0',
    editor_type: 'rich',
    ...fields,
  });
}

/** Logs the page's context out (a fresh session for the next user). */
export async function logout(page: Page): Promise<void> {
  await apiPost(page.request, '/svc/account/logout', {});
}

/** Uploads an image file for a photo post (POST /svc/media/upload, field `photo`); its media id. */
export async function uploadPhoto(page: Page, file: string): Promise<string> {
  const res = await page.request.post('/svc/media/upload', {
    headers: { 'x-form-key': await formKey(page.request) },
    multipart: { photo: { name: basename(file), mimeType: mimeOf(file), buffer: readFileSync(file) } },
  });
  expect(res.ok(), `upload ${file}: ${res.status()}`).toBeTruthy();
  return ((await res.json()) as Envelope<{ id: string }>).response.id;
}

/** A published photo post of these image files (a photoset when there are several), uploaded through the API; `fields` adds to or overrides the post's. */
export async function createPhotoPost(
  page: Page,
  blogName: string,
  files: string[],
  fields: Record<string, string> = {},
): Promise<SavedPost> {
  const images: Record<string, string> = {};
  for (const [i, file] of files.entries()) images[`images[o${i + 1}]`] = await uploadPhoto(page, file);
  return createPost(page, blogName, {
    'post[type]': 'photo',
    'post[two]': '<p>Photos from the e2e suite</p>',
    ...images,
    ...fields,
  });
}

/** Sets a blog's avatar or header image (POST /svc/settings/blog/{name}/avatar|header, the file in that field). */
export async function uploadBlogImage(page: Page, blogName: string, field: 'avatar' | 'header', file: string): Promise<void> {
  const res = await page.request.post(`/svc/settings/blog/${encodeURIComponent(blogName)}/${field}`, {
    headers: { 'x-form-key': await formKey(page.request) },
    multipart: { [field]: { name: basename(file), mimeType: mimeOf(file), buffer: readFileSync(file) } },
  });
  expect(res.ok(), `${field} ${file}: ${res.status()}`).toBeTruthy();
}

const mimeOf = (file: string) => (/\.png$/i.test(file) ? 'image/png' : /\.gif$/i.test(file) ? 'image/gif' : 'image/jpeg');
