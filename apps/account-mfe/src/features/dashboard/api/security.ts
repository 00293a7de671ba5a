import {
  accountSessionListSchema,
  endedSessionsSchema,
  recoveryCodesSchema,
  securitySummarySchema,
  totpSetupSchema,
  type ChangePasswordInput,
} from '@harman/contracts';
import { sessionFetch } from '@harman/auth';

export const getSecurity = () => sessionFetch('/account/security', { schema: securitySummarySchema });
export const changePassword = (body: ChangePasswordInput) => sessionFetch('/account/password', { method: 'POST', body });

export const startTotpSetup = (password: string) => sessionFetch('/account/two-factor/setup', { method: 'POST', body: { password }, schema: totpSetupSchema });
export const enableTotp = (code: string) => sessionFetch('/account/two-factor/enable', { method: 'POST', body: { code }, schema: recoveryCodesSchema });
export const disableTotp = (password: string, code: string) => sessionFetch('/account/two-factor/disable', { method: 'POST', body: { password, code } });

export const getSessions = () => sessionFetch('/account/sessions', { schema: accountSessionListSchema });
export const endSession = (id: string) => sessionFetch(`/account/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
export const endOtherSessions = () => sessionFetch('/account/sessions/end-others', { method: 'POST', body: {}, schema: endedSessionsSchema });
