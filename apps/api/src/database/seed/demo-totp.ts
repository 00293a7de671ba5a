import { totpCodeAt } from '../../modules/two-factor/totp';
import { DEMO_ADMIN } from './demo-accounts';

/** `npm run demo-totp -w @harman/api`: the demo admin's current two-factor code, and how long it stays valid. */
const now = Date.now();
const secondsLeft = 30 - (Math.floor(now / 1000) % 30);
console.log(`${DEMO_ADMIN.email}: ${totpCodeAt(DEMO_ADMIN.totpSecret, now)} (valid ${secondsLeft} s more; seed ${DEMO_ADMIN.totpSecret})`);
