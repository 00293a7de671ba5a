// The api project's global set-up (jest.config.js): one id for the run's databases, which the suites leave
// standing (a drop waits for a server checkpoint) and global-teardown.ts drops together at the end.
import { randomBytes } from 'node:crypto';

export default async function globalSetup(): Promise<void> {
  process.env.HARMAN_TEST_RUN ??= randomBytes(4).toString('hex');
  process.env.HARMAN_TEST_RUN_TEARDOWN = '1';
}
