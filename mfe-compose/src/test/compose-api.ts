import type { FakeApi, FakeBus } from '@dash/remote-kit/src/testing';
import type { PostFetchResponse, PostFormBuilderData, SaveResponse } from '@dash/shared-contracts';
import { API_ROUTES } from '@dash/shared-contracts';
import { fakePost, fakeSaveResponse } from './fake-posts';

export function fakeBuilderData(extra: Partial<PostFormBuilderData> = {}): PostFormBuilderData {
  const channel = (name: string, more: { is_current?: boolean; is_primary?: boolean } = {}) => ({
    name,
    uuid: `t:${name}`,
    title: name,
    avatar_url: `/a/${name}.png`,
    url: `/blog/${name}`,
    is_current: false,
    is_primary: false,
    twitter_send_posts: false,
    facebook_opengraph_send_posts: false,
    ...more,
  });
  return {
    channels: [channel('alice', { is_current: true, is_primary: true })],
    limits: {
      photos_per_post: 10,
      photo_caption: 200,
      tags_per_post: 30,
      upload_bytes: { image: 10_000_000, audio: 20_000_000, video: 100_000_000 },
    },
    default_editor_type: 'rich',
    ...extra,
  };
}

export function fakeFetch(extra: Partial<PostFetchResponse> & { post?: PostFetchResponse['post'] } = {}): PostFetchResponse {
  const post = extra.post ?? fakePost();
  return {
    post,
    form: {
      'post[type]': 'regular',
      'post[one]': post.content.title ?? '',
      'post[two]': post.content.body ?? '',
      'post[three]': '',
      'post[tags]': post.tags.join(','),
      'post[slug]': post.slug,
      'post[source_url]': post.source_url ?? '',
      channel_id: post.blog.name,
    },
    mode: 'edit',
    ...extra,
  };
}

type Answer<T> = T | Error | ((form: Record<string, string>) => T | Promise<T>);

export interface ApiAnswers {
  builder?: Answer<PostFormBuilderData>;
  fetch?: Answer<PostFetchResponse>;
  save?: Answer<SaveResponse>;
  openGraph?: Answer<unknown>;
}

/**
 * Programs the fake API like the server: each route answers (parsed by the call's schema, as the
 * real client does) or fails with the given error. Unprogrammed routes fail loudly.
 */
export function answerApi(api: FakeApi, answers: ApiAnswers = {}) {
  const table: Record<string, Answer<unknown> | undefined> = {
    [API_ROUTES.postFormBuilderData]: answers.builder ?? fakeBuilderData(),
    [API_ROUTES.postFetch]: answers.fetch,
    [API_ROUTES.postUpdate]: answers.save ?? fakeSaveResponse(),
    [API_ROUTES.openGraph]: answers.openGraph,
  };
  api.post.mockImplementation(
    async (
      path: string,
      options: { form?: Record<string, string>; json?: Record<string, string>; schema?: { parse(v: unknown): unknown } } = {},
    ) => {
      const answer = table[path];
      if (answer === undefined) throw new Error(`unexpected call ${path}`);
      if (answer instanceof Error) throw answer;
      const value = typeof answer === 'function' ? await answer(options.form ?? options.json ?? {}) : answer;
      return options.schema ? options.schema.parse(value) : value;
    },
  );
  return {
    /** The form-encoded bodies sent to one route, in order. */
    sent: (path: string) =>
      api.post.mock.calls.filter(([p]) => p === path).map(([, options]) => (options as { form: Record<string, string> }).form),
  };
}

/** Plays the shell's dialog service: each dialog:open is answered with the current `result`. */
export function answerDialogs(bus: FakeBus, initial: 'confirm' | 'cancel') {
  const state = {
    result: initial,
    asked: [] as Array<{ title: string; body?: string[]; confirmLabel: string; cancelLabel?: string; tone?: string }>,
  };
  bus.on('dialog:open', (request) => {
    state.asked.push(request);
    const result = state.result;
    queueMicrotask(() => bus.emit('dialog:closed', { id: request.id, result }));
  });
  return state;
}
