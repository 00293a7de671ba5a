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

/** The policy of every answer that is code or data, never a page. */
export const NOT_A_PAGE_CSP: string;
export function inlineScriptHashes(html: string): string[];
export function shellContentSecurityPolicy(options: { html: string; remoteOrigins: string[] }): string;
export function remoteOriginsOf(registry: unknown): string[];
