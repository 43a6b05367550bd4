-- wrk: every request a different (place, language, width), so each answer is rendered anew
-- from cached data (the rendered-answer cache never hits). PLACES and LANGS come from the
-- environment, comma-separated.
local places, langs = {}, {}
for p in string.gmatch(os.getenv("PLACES"), "[^,]+") do places[#places + 1] = p end
for l in string.gmatch(os.getenv("LANGS"), "[^,]+") do langs[#langs + 1] = l end
local n = 0
request = function()
  n = n + 1
  local place = places[(n % #places) + 1]
  local lang = langs[(math.floor(n / #places) % #langs) + 1]
  local width = 20 + (n % 900)
  return wrk.format("GET", "/" .. place .. "?lang=" .. lang .. "&width=" .. width)
end
