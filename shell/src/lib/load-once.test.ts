import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads once for every caller, and tries again after a failure', async () => {
    const load = jest.fn<Promise<string>, []>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('chunk');
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('offline');
    await expect(Promise.all([get(), get()])).resolves.toEqual(['chunk', 'chunk']);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
