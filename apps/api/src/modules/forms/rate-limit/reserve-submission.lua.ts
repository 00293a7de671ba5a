/**
 * Reserves one submission against two fixed one-hour windows at once (per e-mail and per address), atomically,
 * so concurrent posts to any number of api instances can never pass the limits. Only accepted submissions are
 * counted: nothing is incremented when either window is full.
 *
 * KEYS[1] e-mail window, KEYS[2] address window; ARGV[1] e-mail limit, ARGV[2] address limit, ARGV[3] window ms.
 * Returns { allowed (1/0), e-mail count, address count, ms until the relevant window ends }.
 */
export const RESERVE_SUBMISSION_LUA = `
local emailLimit = tonumber(ARGV[1])
local ipLimit = tonumber(ARGV[2])
local windowMs = tonumber(ARGV[3])
redis.call('SET', KEYS[1], 0, 'PX', windowMs, 'NX')
redis.call('SET', KEYS[2], 0, 'PX', windowMs, 'NX')
local emailCount = tonumber(redis.call('GET', KEYS[1]))
local ipCount = tonumber(redis.call('GET', KEYS[2]))
if emailCount >= emailLimit or ipCount >= ipLimit then
  local wait = 0
  if emailCount >= emailLimit then wait = math.max(wait, redis.call('PTTL', KEYS[1])) end
  if ipCount >= ipLimit then wait = math.max(wait, redis.call('PTTL', KEYS[2])) end
  return { 0, emailCount, ipCount, wait }
end
emailCount = redis.call('INCR', KEYS[1])
ipCount = redis.call('INCR', KEYS[2])
return { 1, emailCount, ipCount, 0 }
`;

/** Gives back a reservation whose submission was not stored after all. */
export const RELEASE_SUBMISSION_LUA = `
for _, key in ipairs(KEYS) do
  if tonumber(redis.call('GET', key) or '0') > 0 then redis.call('DECR', key) end
end
return 1
`;
