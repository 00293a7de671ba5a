import type { Server } from 'node:http';

export function startRoundRobinProxy(options: { port: number; host?: string; targets: string[] }): Promise<Server>;
