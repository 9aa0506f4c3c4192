import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as renditions from '../../lib/photo-renditions';
import { renderDemoPhoto } from './photo-cache';

const { renderPhoto } = renditions;

jest.mock('../../lib/photo-renditions', () => {
  const actual = jest.requireActual<typeof renditions>('../../lib/photo-renditions');
  return { ...actual, renderPhoto: jest.fn(actual.renderPhoto) };
});

const svg = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="${fill}"/></svg>`;

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dash-seed-cache-'));
  process.env.DASH_SEED_CACHE = dir;
  jest.mocked(renderPhoto).mockClear();
});
afterEach(() => {
  delete process.env.DASH_SEED_CACHE;
  fs.rmSync(dir, { recursive: true, force: true });
});

it('draws a demo photo once and gives the same files from the cache afterwards', async () => {
  const first = await renderDemoPhoto('demo/a', svg('#00b8ff'));
  expect(first.variants.map((v) => v.path)).toContain('demo/a-720.avif');
  const again = await renderDemoPhoto('demo/a', svg('#00b8ff'));
  expect(renderPhoto).toHaveBeenCalledTimes(1);
  expect(again).toEqual(first);

  await renderDemoPhoto('demo/a', svg('#ff4930'));
  expect(renderPhoto).toHaveBeenCalledTimes(2);
});

it('draws the photo again when its cache entry is damaged', async () => {
  await renderDemoPhoto('demo/b', svg('#00cf35'));
  const [entry] = fs.readdirSync(dir);
  fs.rmSync(path.join(dir, entry ?? '', 'demo_b-360.webp'));
  const redrawn = await renderDemoPhoto('demo/b', svg('#00cf35'));
  expect(renderPhoto).toHaveBeenCalledTimes(2);
  expect(redrawn.variants.find((v) => v.path === 'demo/b-360.webp')?.data.length).toBeGreaterThan(0);
  expect(await renderDemoPhoto('demo/b', svg('#00cf35'))).toEqual(redrawn);
  expect(renderPhoto).toHaveBeenCalledTimes(2);
});
