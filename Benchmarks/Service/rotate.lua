-- wrk: every request a different (place, language, width), so each answer is rendered anew
-- from cached data (the rendered-answer cache never hits). PLACES and LANGS come from the
-- environment, comma-separated.
--
-- Request k of a thread asks for place k mod P and language (k div P) mod L; its width,
-- 20 + (37 * round + k mod PL) mod 981 with round = k div PL, makes (place, language, width)
-- new for P * L * 981 requests (37 and 981 share no factor), not only for lcm(PL, 900) as
-- widths 20-919 in turn did: with 40 x 15 that repeated every 1,800 requests, and the
-- rendered-answer cache (32 MB) answered most of a run. Threads start 250,000 requests apart.
-- Benchmarks/Service/run's callgrind part asks for the same paths (request k from 0).
local places, langs = {}, {}
for p in string.gmatch(os.getenv("PLACES"), "[^,]+") do places[#places + 1] = p end
for l in string.gmatch(os.getenv("LANGS"), "[^,]+") do langs[#langs + 1] = l end

local started = 0
function setup(thread)
  thread:set("first", started * 250000)
  started = started + 1
end

local n = -1
request = function()
  n = n + 1
  local k = (first or 0) + n
  local combos = #places * #langs
  local place = places[(k % #places) + 1]
  local lang = langs[(math.floor(k / #places) % #langs) + 1]
  local width = 20 + (37 * math.floor(k / combos) + k % combos) % 981
  return wrk.format("GET", "/" .. place .. "?lang=" .. lang .. "&width=" .. width)
end
