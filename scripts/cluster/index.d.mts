// Types of scripts/cluster/index.mjs for the TypeScript tests that import it.

export interface ClusterOptions {
  /** App processes (default 2). */
  processes?: number;
  /** nginx's port (default 3000; 0 picks a free one). */
  port?: number;
  /** nginx's address (default 127.0.0.1); the app processes listen on 127.0.0.1 only. */
  host?: string;
  /** Default postgres://postgres@127.0.0.1:5432/osce. */
  databaseUrl?: string;
  /** Default redis://127.0.0.1:6379. */
  redisUrl?: string;
  /** More settings for every app process (METRICS_TOKEN, STRIPE_WEBHOOK_SECRET, ...). */
  env?: Record<string, string>;
  /** Logs, nginx's files and the shared DATA_DIR; default a temp folder removed by stop(). */
  dir?: string;
  keepDir?: boolean;
  /** The processes' own ports (default free ones). */
  appPorts?: number[];
  nginxWorkers?: number | 'auto';
}

export interface ClusterProcess {
  readonly pid: number | undefined;
  readonly port: number;
  /** The process itself, bypassing nginx. */
  readonly url: string;
  readonly logFile: string;
  readonly alive: boolean;
  /** Ends the process (SIGKILL by default: a crash); resolves once it has exited. */
  kill(signal?: NodeJS.Signals): Promise<unknown>;
  /** Starts it again on the same port, without seeding; resolves when it answers /api/health. */
  restart(): Promise<void>;
  /** Resolves when the process now running exits (a kill, a crash or stop()). */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface Cluster {
  /** nginx, in front of every process. */
  url: string;
  port: number;
  dir: string;
  /** The processes' shared DATA_DIR (the mail outbox is DATA_DIR/mail without SMTP_URL). */
  dataDir: string;
  databaseUrl: string;
  redisUrl: string;
  nginx: { pid: number | undefined; conf: string; exited: Promise<unknown> };
  processes: ClusterProcess[];
  /** Stops nginx, then every process (SIGTERM, a clean drain); removes dir if it made it. */
  stop(): Promise<void>;
}

export function startCluster(options?: ClusterOptions): Promise<Cluster>;

export interface NginxOptions {
  /** "host:port" of each upstream. */
  upstreams: string[];
  host?: string;
  port: number;
  dir: string;
  workers?: number | 'auto';
}

export function startNginx(options: NginxOptions): Promise<{
  url: string;
  pid: number | undefined;
  conf: string;
  stop(): Promise<unknown>;
  exited: Promise<unknown>;
}>;

export function renderNginxSite(options: {
  upstreams: string[];
  listen: string | number;
  failTimeoutS?: number;
}): string;

export function freePort(host?: string): Promise<number>;
export function tail(file: string, lines?: number): string;
export const root: string;
export const serverMain: string;
export const nginxTemplate: string;
export const NGINX: string;
