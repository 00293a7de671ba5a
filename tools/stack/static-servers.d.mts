import type { Server } from 'node:http';

export interface RemoteServerOptions {
  remote: string;
  releasesDir: string;
  port: number;
  allowedOrigins: string[];
}

export interface ShellServerOptions {
  distDir: string;
  port: number;
  apiUrl: string;
  fallbackRegistry: { remotes: { name: string; version: string; manifestUrl: string }[] };
  embedRegistry?: boolean;
}

export function serveRemote(options: RemoteServerOptions): Promise<Server>;
export function serveShell(options: ShellServerOptions): Promise<Server>;
