import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { acceptedEncodings, type Encoding } from './lib/accept-encoding';

/**
 * Serves ONE folder as its own origin, for end-to-end tests of remotes deployed elsewhere:
 *   tsx server/src/static-origin.ts --port 9101 --root <dir> [--delay-ms N] [--status 503]
 * CORS is open (*); --delay-ms makes every answer slow, --status makes the origin "down".
 */
export interface StaticOriginOptions {
  port: number;
  root: string;
  host?: string;
  delayMs?: number;
  /** Answer every request with this status (e.g. 503) instead of files. */
  status?: number;
}

const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
  '.txt': 'text/plain; charset=utf-8',
};

const ENCODING_FILES: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** Reads the first precompressed variant that exists, else the file itself. */
function readEncoded(
  file: string,
  encodings: Encoding[],
  done: (err: NodeJS.ErrnoException | null, data?: Buffer, encoding?: Encoding) => void,
): void {
  const [encoding, ...rest] = encodings;
  if (!encoding) return void fs.readFile(file, (err, data) => done(err, data));
  fs.readFile(file + ENCODING_FILES[encoding], (err, data) => (err ? readEncoded(file, rest, done) : done(null, data, encoding)));
}

export interface StaticOrigin {
  url: string;
  port: number;
  close: () => Promise<void>;
}

export function startStaticOrigin(options: StaticOriginOptions): Promise<StaticOrigin> {
  const root = path.resolve(options.root);
  const server = http.createServer((req, res) => {
    const respond = () => {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', '*');
      res.setHeader('Cache-Control', 'no-cache');
      if (req.method === 'OPTIONS') return void res.writeHead(204).end();
      if (options.status && options.status !== 200) {
        return void res
          .writeHead(options.status, { 'Content-Type': 'text/plain; charset=utf-8' })
          .end(`Static origin answering ${options.status}`);
      }
      let pathname: string;
      try {
        pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      } catch {
        return void res.writeHead(400).end('Bad path');
      }
      const file = path.join(root, pathname);
      if (!file.startsWith(root + path.sep) && file !== root) return void res.writeHead(403).end('Forbidden');
      fs.stat(file, (err, stat) => {
        const target = !err && stat.isDirectory() ? path.join(file, 'index.html') : file;
        const encodings = acceptedEncodings(req.headers['accept-encoding']);
        readEncoded(target, encodings, (readErr, data, encoding) => {
          if (readErr || !data) return void res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
          res.writeHead(200, {
            'Content-Type': TYPES[path.extname(target).toLowerCase()] ?? 'application/octet-stream',
            'Content-Length': data.length,
            // Like the main server: the build's .br/.gz when the browser takes them (scripts/lib/precompress.mjs).
            ...(encoding ? { 'Content-Encoding': encoding } : {}),
            Vary: 'Accept-Encoding',
          });
          res.end(req.method === 'HEAD' ? undefined : data);
        });
      });
    };
    if (options.delayMs && options.delayMs > 0) setTimeout(respond, options.delayMs);
    else respond();
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : options.port;
      resolve({
        url: `http://localhost:${port}`,
        port,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

function argValue(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const root = argValue(args, '--root');
  if (!root) {
    process.stderr.write('Usage: tsx server/src/static-origin.ts --port 9101 --root <dir> [--delay-ms N] [--status 503]\n');
    process.exit(2);
  }
  startStaticOrigin({
    port: Number(argValue(args, '--port') ?? 9101),
    root,
    delayMs: Number(argValue(args, '--delay-ms') ?? 0),
    status: Number(argValue(args, '--status') ?? 0) || undefined,
    host: argValue(args, '--host') ?? '0.0.0.0',
  }).then(
    (origin) => process.stdout.write(`Static origin for ${path.resolve(root)} at ${origin.url}\n`),
    (err: unknown) => {
      process.stderr.write(`static origin failed: ${String(err)}\n`);
      process.exit(1);
    },
  );
}
