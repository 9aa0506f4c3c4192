export declare const APP_PORT: number;
export declare const PRODUCTION_APP_PORT: number;
export declare const REMOTE_PORTS: Record<'compose' | 'messaging' | 'blog' | 'share' | 'activity', number>;
export declare const DOWN_PORT: number;
export declare const SLOW_PORT: number;
export declare const HOST: string;
export declare function appUrl(port?: number): string;
export declare const INSTANCE_PORTS: { A: number; B: number };
export declare const TWO_INSTANCES_LOGIN_RATE_LIMIT: number;
