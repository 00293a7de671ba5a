// Cookie names the shell's server reads, as libs/contracts names them (session.ts): plain JavaScript here, so the
// server runs without building the contracts; a unit test (release-table.spec.mjs) holds them equal.
export const SIGNED_IN_HINT_COOKIE = 'harman_signed_in';
