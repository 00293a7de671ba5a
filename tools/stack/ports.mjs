// Checks, before anything starts, that every port the stack will listen on is free, so a port in use is one clear
// line naming the port and the variable that moves it instead of a failure half-way through.
import net from 'node:net';
import { StackError } from './progress.mjs';

/** True when nothing listens on `port` (any interface, as the stack's servers listen). */
export function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/**
 * @param {{ name: string, port: number, variable: string }[]} wanted
 * @throws {StackError} for the first port in use
 */
export async function assertPortsFree(wanted) {
  for (const { name, port, variable } of wanted) {
    if (!(await portIsFree(port))) {
      throw new StackError(
        `Port ${port} (${name}) is in use.`,
        `Stop what listens on it, or move the ${name} to another port with ${variable}=<port>.`,
      );
    }
  }
}
