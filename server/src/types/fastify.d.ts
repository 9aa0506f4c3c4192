import type { EnvironmentRegistry } from '@dash/shared-contracts';
import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import type { SessionRow, UserRow } from '../db/types';
import type { Mailer } from '../plugins/app/mail';
import type { MediaStore } from '../plugins/app/media';
import type { TitleFontAsset } from '../lib/title-font-assets';

export interface Auth {
  user: UserRow;
  session: SessionRow;
  token: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    secret: string;
    mailer: Mailer;
    media: MediaStore;
    registry: () => EnvironmentRegistry;
    /** The served title fonts by their /fonts/{path} (plugins/app/title-fonts.ts). */
    titleFonts: ReadonlyMap<string, TitleFontAsset>;
  }
  interface FastifyRequest {
    auth: Auth | null;
    anonId: string | null;
  }
}
