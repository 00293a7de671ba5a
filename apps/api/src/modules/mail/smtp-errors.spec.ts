import { describeMailError, isPermanentSmtpError } from './smtp-errors';

const smtpError = (responseCode: number) => Object.assign(new Error('reply'), { responseCode });

describe('isPermanentSmtpError', () => {
  it('treats 5xx replies as permanent', () => {
    expect(isPermanentSmtpError(smtpError(550))).toBe(true);
    expect(isPermanentSmtpError(smtpError(554))).toBe(true);
  });

  it('retries 4xx replies and network errors', () => {
    expect(isPermanentSmtpError(smtpError(451))).toBe(false);
    expect(isPermanentSmtpError(Object.assign(new Error('refused'), { code: 'ECONNECTION' }))).toBe(false);
    expect(isPermanentSmtpError(null)).toBe(false);
  });
});

describe('describeMailError', () => {
  it('leads with the SMTP reply code or the error code', () => {
    expect(describeMailError(smtpError(550))).toBe('550 reply');
    expect(describeMailError(Object.assign(new Error('refused'), { code: 'ECONNECTION' }))).toBe('ECONNECTION refused');
  });
});
