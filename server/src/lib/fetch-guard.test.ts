import { checkTarget, parseAllowOrigins, type FetchGuard } from './fetch-guard';
import { isNotPublicAddress } from './ip-range';

const guard = (allowOrigins: string[] = [], port: number | null = null): FetchGuard => ({
  allowOrigins,
  listening: () => (port === null ? null : { address: '0.0.0.0', family: 'IPv4', port }),
});

describe('isNotPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.1',
    '10.0.0.5',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '0.0.0.0',
    '100.64.0.1',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:a00:5',
    '::7f00:1',
    '::10.0.0.5',
    'fd00::1',
    'fc12::9',
    'fe80::1',
    'ff02::1',
  ])('refuses %s', (ip) => expect(isNotPublicAddress(ip)).toBe(true));

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700::1111', '::ffff:8.8.8.8'])('lets %s through', (ip) =>
    expect(isNotPublicAddress(ip)).toBe(false),
  );
});

describe('checkTarget', () => {
  it.each([
    'http://127.0.0.1:8080/',
    'http://10.0.0.5/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]:8080/',
    'http://0.0.0.0/',
    'http://localhost:9/',
  ])('refuses %s by default', async (url) => expect(await checkTarget(new URL(url), guard())).toBeNull());

  it.each([
    ['http://127.0.0.1:8080/', 'http://127.0.0.1:8080', '127.0.0.1'],
    ['http://10.0.0.5/x.png', 'http://10.0.0.5', '10.0.0.5'],
    ['http://169.254.169.254/latest', 'http://169.254.169.254:80', '169.254.169.254'],
    ['http://[::1]:8080/', 'http://[::1]:8080', '::1'],
  ])('allows %s when %s is listed, pinned to %s', async (url, listed, address) => {
    expect(await checkTarget(new URL(url), guard(parseAllowOrigins(listed)))).toMatchObject({ address });
  });

  it('allows only the exact listed origin (scheme, host and port)', async () => {
    const listed = guard(parseAllowOrigins('http://10.0.0.5:8080'));
    expect(await checkTarget(new URL('http://10.0.0.5:8081/'), listed)).toBeNull();
    expect(await checkTarget(new URL('https://10.0.0.5:8080/'), listed)).toBeNull();
    expect(await checkTarget(new URL('http://10.0.0.6:8080/'), listed)).toBeNull();
  });

  it("allows the app's own origin (its listening port on this machine), nothing else local", async () => {
    const own = guard([], 8080);
    expect(await checkTarget(new URL('http://127.0.0.1:8080/blog/ann/post/1'), own)).toMatchObject({ address: '127.0.0.1' });
    expect(await checkTarget(new URL('http://localhost:8080/'), own)).not.toBeNull();
    expect(await checkTarget(new URL('http://127.0.0.1:8081/'), own)).toBeNull();
    // Another machine of the local network on the same port is not this app.
    expect(await checkTarget(new URL('http://10.255.255.254:8080/'), own)).toBeNull();
  });

  it('answers public addresses', async () => {
    expect(await checkTarget(new URL('https://93.184.216.34/'), guard())).toEqual({ address: '93.184.216.34', family: 4 });
  });
});

describe('parseAllowOrigins', () => {
  it('normalises comma-separated origins and refuses anything else', () => {
    expect(parseAllowOrigins(' http://127.0.0.1:4000/ , https://intranet.example:443,')).toEqual([
      'http://127.0.0.1:4000',
      'https://intranet.example',
    ]);
    expect(parseAllowOrigins(undefined)).toEqual([]);
    expect(() => parseAllowOrigins('ftp://x')).toThrow('DASH_FETCH_ALLOW_ORIGINS: "ftp://x" is not an http(s) origin');
    expect(() => parseAllowOrigins('nope')).toThrow('is not an http(s) origin');
  });
});
