-- wrk script: rotates requests over the lines of a file, "PATH<TAB>Accept-Language" (the
-- header may be empty), each thread from its own starting line, and ends with one line
-- deploy/test reads:
--   wrk -t2 -c16 -d5s -s deploy/rotate.lua http://127.0.0.1:PORT -- paths.txt [header:value]
-- An optional second argument adds one header to every request (a cache bypass, say).
local requests = {}
local position = 0
local thread_count = 0

function setup(thread)
    thread_count = thread_count + 1
    thread:set("thread_index", thread_count)
end

function init(args)
    local extra = {}
    if args[2] then
        local name, value = args[2]:match("^([^:]+):%s*(.*)$")
        extra[name] = value
    end
    local file = assert(io.open(args[1]), "cannot read " .. tostring(args[1]))
    for line in file:lines() do
        local path, language = line:match("^([^\t]+)\t?(.*)$")
        if path then
            local headers = {}
            for name, value in pairs(extra) do headers[name] = value end
            if language ~= "" then headers["Accept-Language"] = language end
            requests[#requests + 1] = wrk.format("GET", path, headers)
        end
    end
    file:close()
    assert(#requests > 0, "no requests in " .. args[1])
    position = ((thread_index or 1) - 1) * 7919 % #requests
end

function request()
    position = position % #requests + 1
    return requests[position]
end

function done(summary, latency, requests)
    local errors = summary.errors
    local failed = errors.connect + errors.read + errors.write + errors.timeout + errors.status
    io.write(string.format("wrk-result requests=%d failed=%d rps=%.0f p50ms=%.2f p99ms=%.2f\n",
        summary.requests, failed, summary.requests / (summary.duration / 1e6),
        latency:percentile(50) / 1000, latency:percentile(99) / 1000))
end
