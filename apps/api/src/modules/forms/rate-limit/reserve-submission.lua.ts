/**
 * Reserves one submission against two sliding one-hour windows at once (per e-mail and per address), atomically,
 * so concurrent posts to any number of api instances can never pass the limits. Each window is a sorted set of
 * the accepted submissions by time: a submission counts for exactly the hour after it (spec §7: "in the last
 * hour"), so no burst fits around a window's edge as it would with fixed windows. Only accepted submissions are
 * counted: nothing is added when either window is full.
 *
 * KEYS[1] e-mail window, KEYS[2] address window; ARGV[1] e-mail limit, ARGV[2] address limit, ARGV[3] window ms,
 * ARGV[4] now (ms since the epoch), ARGV[5] this submission's unique id.
 * Returns { allowed (1/0), e-mail count, address count, ms until one more fits in every full window }.
 */
export const RESERVE_SUBMISSION_LUA = `
local limits = { tonumber(ARGV[1]), tonumber(ARGV[2]) }
local windowMs = tonumber(ARGV[3])
local now = tonumber(ARGV[4])
local counts = {}
local full = false
local wait = 0
for i = 1, 2 do
  redis.call('ZREMRANGEBYSCORE', KEYS[i], '-inf', now - windowMs)
  counts[i] = redis.call('ZCARD', KEYS[i])
  if counts[i] >= limits[i] then
    full = true
    -- One more fits once the (count - limit + 1)th oldest submission has left the window.
    local oldest = redis.call('ZRANGE', KEYS[i], counts[i] - limits[i], counts[i] - limits[i], 'WITHSCORES')
    wait = math.max(wait, tonumber(oldest[2]) + windowMs - now)
  end
end
if full then return { 0, counts[1], counts[2], wait } end
for i = 1, 2 do
  redis.call('ZADD', KEYS[i], now, ARGV[5])
  redis.call('PEXPIRE', KEYS[i], windowMs)
end
return { 1, counts[1] + 1, counts[2] + 1, 0 }
`;

/** Gives back a reservation whose submission was not stored after all. ARGV[1]: the submission's id. */
export const RELEASE_SUBMISSION_LUA = `
for _, key in ipairs(KEYS) do redis.call('ZREM', key, ARGV[1]) end
return 1
`;
