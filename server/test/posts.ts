import type { Post } from '@dash/shared-contracts';
import type { Client } from './helpers';

/** POST /svc/post/update as the compose form sends it: a published text post unless `fields` say else. */
export function savePost(client: Client, blog: string, fields: Record<string, unknown> = {}) {
  return client.post('/svc/post/update', { channel_id: blog, 'post[state]': '0', 'post[type]': 'regular', ...fields });
}

/** A published text post ("A title", "Body") on `blog`; throws with the server's answer if refused. */
export async function createPost(client: Client, blog: string, fields: Record<string, string> = {}): Promise<Post> {
  const res = await savePost(client, blog, { 'post[one]': 'A title', 'post[two]': '<p>Body</p>', ...fields });
  if (res.status !== 200) throw new Error(JSON.stringify(res.json));
  return res.json.response.created_post as Post;
}

/** A published photo post on `client`'s blog `blog` whose photos are the given refs (URLs or upload ids). */
export function savePhotos(client: Client, blog: string, refs: string[]) {
  return savePost(client, blog, {
    'post[type]': 'photo',
    ...Object.fromEntries(refs.map((ref, i) => [`images[o${i + 1}]`, ref])),
  });
}
