/**
 * Lua scripts for the Redis live counters. A script runs atomically, so "join the day's set, and
 * only then count a first-ever player" cannot be split by another instance's write, and a retry
 * of the same write changes nothing. Every write that changes something bumps the day's version
 * (a rebuild WATCHes it) and publishes the date on the change channel.
 */

/**
 * KEYS: playing, version, ready, lifetime, lifetimeVersion.
 * ARGV: playerId, firstEver ('1'|'0'), ttlSeconds, channel, date.
 * Returns 1 when the player joined the day's set, 0 when already there.
 */
export const MARK_PLAYING_LUA = `
local added = redis.call('SADD', KEYS[1], ARGV[1])
redis.call('EXPIRE', KEYS[1], ARGV[3])
redis.call('EXPIRE', KEYS[3], ARGV[3])
if added == 1 then
  redis.call('INCR', KEYS[2])
  redis.call('EXPIRE', KEYS[2], ARGV[3])
  if ARGV[2] == '1' then
    redis.call('INCR', KEYS[5])
    -- An absent lifetime count is rebuilt from Postgres, which already has this player.
    if redis.call('EXISTS', KEYS[4]) == 1 then redis.call('INCR', KEYS[4]) end
  end
  redis.call('PUBLISH', ARGV[4], ARGV[5])
end
return added
`;

/**
 * KEYS: reachedScore, reachedWord, highestUniqueWords, version, ready.
 * ARGV: playerId, reachedScoreQualified ('1'|'0'), reachedWordQualified ('1'|'0'), uniqueWords,
 * ttlSeconds, channel, date.
 * Returns the number of changed counts.
 */
export const SET_PLAYER_FACTS_LUA = `
local changed = 0
if ARGV[2] == '1' then changed = changed + redis.call('SADD', KEYS[1], ARGV[1])
else changed = changed + redis.call('SREM', KEYS[1], ARGV[1]) end
if ARGV[3] == '1' then changed = changed + redis.call('SADD', KEYS[2], ARGV[1])
else changed = changed + redis.call('SREM', KEYS[2], ARGV[1]) end
local unique = tonumber(ARGV[4])
local highest = tonumber(redis.call('GET', KEYS[3]) or '0')
if unique > highest then
  redis.call('SET', KEYS[3], unique)
  changed = changed + 1
end
for i = 1, 3 do redis.call('EXPIRE', KEYS[i], ARGV[5]) end
redis.call('EXPIRE', KEYS[5], ARGV[5])
if changed > 0 then
  redis.call('INCR', KEYS[4])
  redis.call('EXPIRE', KEYS[4], ARGV[5])
  redis.call('PUBLISH', ARGV[6], ARGV[7])
end
return changed
`;
