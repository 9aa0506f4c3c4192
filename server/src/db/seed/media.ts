import fs from 'node:fs';
import path from 'node:path';
import type { Photo } from '@dash/shared-contracts';
import { writeMediaFile } from '../../lib/images';
import { withoutData } from '../../lib/photo-renditions';
import type { Random } from '../../lib/prng';
import { nowSeconds } from '../../lib/time';
import { mediaUrl } from '../../plugins/app/media';
import type { Executor } from '../../repositories/executor';
import { photoFromMedia } from '../../services/post-form/resolve-media';
import { renderDemoPhoto } from './photo-cache';
import { abstractSvg, sceneSvg } from './scenes';

const FIXTURES = path.join(__dirname, 'fixtures');

/**
 * Renders one generated picture into MEDIA_DIR at every photo size and format and records it as
 * media. A scene comes with its description as `alt` (issue 13); an abstract picture has none.
 */
export async function generatePhoto(
  db: Executor,
  mediaDir: string,
  random: Random,
  name: string,
  kind: 'scene' | 'abstract',
): Promise<Photo> {
  const landscape = random.chance(0.7);
  const scene = kind === 'scene' ? sceneSvg(random, landscape ? 1280 : 960, landscape ? 853 : 1200) : null;
  const svg = scene ? scene.svg : abstractSvg(random, 1080);
  const { renditions, variants } = await renderDemoPhoto(`demo/${name}`, svg);
  for (const file of [...renditions, ...variants]) await writeMediaFile(mediaDir, file.path, file.data);
  const sizes = withoutData(renditions);
  const first = sizes[0];
  const row = await db
    .insertInto('media')
    .values({
      owner_user_id: null,
      kind: 'image',
      path: first?.path ?? '',
      mime: 'image/jpeg',
      width: first?.width ?? null,
      height: first?.height ?? null,
      sizes: JSON.stringify(sizes),
      variants: JSON.stringify(withoutData(variants)),
      created_at: nowSeconds(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...photoFromMedia(row), alt: scene?.description ?? '' };
}

export interface DemoAvFiles {
  video: string;
  videoHd: string;
  audio: string;
  copied: string[];
  missing: string[];
}

/**
 * Copies the fixture video/audio files into MEDIA_DIR/demo. A missing fixture is skipped: the posts
 * keep their URLs (the player then shows its error state) and the seed reports what was missing.
 */
export function copyAvFixtures(mediaDir: string): DemoAvFiles {
  const files = { video: 'demo.mp4', videoHd: 'demo-hd.mp4', audio: 'demo.mp3' };
  const copied: string[] = [];
  const missing: string[] = [];
  fs.mkdirSync(path.join(mediaDir, 'demo'), { recursive: true });
  for (const file of Object.values(files)) {
    const from = path.join(FIXTURES, file);
    if (fs.existsSync(from)) {
      fs.copyFileSync(from, path.join(mediaDir, 'demo', file));
      copied.push(file);
    } else {
      missing.push(file);
    }
  }
  return {
    video: mediaUrl(`demo/${files.video}`),
    videoHd: mediaUrl(`demo/${files.videoHd}`),
    audio: mediaUrl(`demo/${files.audio}`),
    copied,
    missing,
  };
}
