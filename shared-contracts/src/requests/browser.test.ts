import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as browserRequests from './browser';
import * as requests from './index';

const ROOT = join(__dirname, '..', '..', '..');
const BROWSER_PACKAGES = ['shell', 'remote-kit', 'mfe-compose', 'mfe-messaging', 'mfe-blog', 'mfe-share', 'mfe-activity'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'ssr' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Values (not types) the browser packages import from the contracts' root. */
function browserImportedValues(): Map<string, string> {
  const found = new Map<string, string>();
  for (const pkg of BROWSER_PACKAGES) {
    for (const file of sourceFiles(join(ROOT, pkg, 'src'))) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@dash\/shared-contracts'/g)) {
        if (match[1]) continue;
        for (const spec of match[2]!.split(',')) {
          const name = spec.trim().split(/\s+as\s+/)[0]!;
          if (name && !name.startsWith('type ')) found.set(name, file.slice(ROOT.length + 1));
        }
      }
    }
  }
  return found;
}

describe('the browser entry of the request contracts', () => {
  it('exports only what exists in the full one', () => {
    for (const [name, value] of Object.entries(browserRequests)) expect((requests as Record<string, unknown>)[name]).toBe(value);
  });

  it('has every request value a browser package imports (webpack builds resolve ./index.ts to ./browser.ts)', () => {
    const missing = [...browserImportedValues()]
      .filter(([name]) => name in requests && !(name in browserRequests))
      .map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });

  it('leaves the request schemas out', () => {
    expect(Object.keys(requests).some((name) => name.endsWith('Schema'))).toBe(true);
    expect(Object.keys(browserRequests).filter((name) => name.endsWith('Schema'))).toEqual([]);
  });
});
