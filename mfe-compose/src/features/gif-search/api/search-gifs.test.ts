import { API_ROUTES } from '@dash/shared-contracts';
import { fakeApi } from '@dash/remote-kit/src/testing';
import { searchGifs } from './search-gifs';

describe('searchGifs', () => {
  it('posts q and limit 200 (and context when there is one) and stamps the result', async () => {
    const api = fakeApi();
    api.post.mockResolvedValue({ media: [], message: null });
    const result = await searchGifs(api, 'cat', { context: 'post-form', now: () => 5 });
    expect(api.post).toHaveBeenCalledWith(API_ROUTES.gifSearch, { form: { q: 'cat', limit: 200, context: 'post-form' } });
    expect(result).toEqual({ query: 'cat', limit: 200, loggingContext: 'post-form', media: [], message: null, timestamp: 5 });
  });

  it.each([[undefined], [null], [{}], [{ media: 'x' }]])("rejects %p with 'Invalid GIF search response'", async (answer) => {
    const api = fakeApi();
    api.post.mockResolvedValue(answer);
    await expect(searchGifs(api, 'cat')).rejects.toThrow('Invalid GIF search response');
  });
});
