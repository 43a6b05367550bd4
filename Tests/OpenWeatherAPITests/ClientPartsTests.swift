@testable import OpenWeatherAPI
import Testing
import WeatherCore
import WeatherTestSupport

@Suite("The client's parts: URLs without keys, proxies, retry waits")
struct ClientPartsTests {
    @Test("Shown URLs say appid=… and encode names in any script")
    func displayURL() throws {
        let base = try BaseURL("http://127.0.0.1:8080/ow/")
        let request = OpenWeatherRequest(.direct, ["q": "서울,KR", "limit": "5"])
        #expect(request.displayURL(base: base) == "http://127.0.0.1:8080/ow/geo/1.0/direct?limit=5&q=%EC%84%9C%EC%9A%B8%2CKR&appid=…")
        #expect(request.url(base: base, apiKey: "k&1") == "http://127.0.0.1:8080/ow/geo/1.0/direct?limit=5&q=%EC%84%9C%EC%9A%B8%2CKR&appid=k%261")
        #expect(request.cacheKey == "/geo/1.0/direct?limit=5&q=%EC%84%9C%EC%9A%B8%2CKR")
    }

    @Test("Keys are removed from any text that quotes a URL")
    func redaction() {
        #expect(Redaction.redact("GET /x?q=Seoul&appid=0123abcd&units=standard failed") == "GET /x?q=Seoul&appid=…&units=standard failed")
        #expect(Redaction.redact("appid=secret") == "appid=…")
        #expect(Redaction.redact("no key here") == "no key here")
    }

    @Test("Base URLs: http(s) with a host, nothing else", arguments: [
        ("https://api.openweathermap.org", "https://api.openweathermap.org", "api.openweathermap.org"),
        ("HTTP://[::1]:8080/", "HTTP://[::1]:8080", "::1"),
        ("http://Mirror.example:81/ow//", "http://Mirror.example:81/ow", "mirror.example"),
    ])
    func baseURL(text: String, expected: String, host: String) throws {
        let base = try BaseURL(text)
        #expect(base.text == expected)
        #expect(base.host == host)
    }

    @Test("Not base URLs", arguments: ["ftp://x", "api.openweathermap.org", "http://", "http://h?q=1", "http://u:p@h", "http://h:port"])
    func invalidBaseURL(text: String) {
        #expect(throws: NetworkError.invalidBaseURL(text)) { try BaseURL(text) }
    }

    @Test("Coordinates are sent with four decimals at most", arguments: [
        (37.5666791, 126.9782914, "37.5667", "126.9783"),
        (-33.8688, 151.0, "-33.8688", "151"),
        (-0.00001, 0.00005, "0", "0.0001"),
    ])
    func coordinates(lat: Double, lon: Double, latitude: String, longitude: String) {
        let text = CoordinateText(latitude: lat, longitude: lon)
        #expect(text.latitude == latitude)
        #expect(text.longitude == longitude)
    }

    @Test("HTTPS_PROXY applies to https hosts unless NO_PROXY names them")
    func proxies() {
        let settings = ProxySettings(environment: [
            "HTTPS_PROXY": "http://ana:s3cret@proxy.corp:3128", "http_proxy": "proxy.lan", "NO_PROXY": "localhost, .internal,example.org:443",
        ])
        let corp = ProxySettings.Proxy(host: "proxy.corp", port: 3128, username: "ana", password: "s3cret")
        #expect(settings.proxy(forScheme: "https", host: "api.openweathermap.org") == corp)
        #expect(settings.proxy(forScheme: "https", host: "api.internal") == nil)
        #expect(settings.proxy(forScheme: "https", host: "internal") == nil)
        #expect(settings.proxy(forScheme: "https", host: "www.example.org") == nil)
        #expect(settings.proxy(forScheme: "https", host: "localhost") == nil)
        #expect(settings.proxy(forScheme: "http", host: "mirror") == ProxySettings.Proxy(host: "proxy.lan", port: 80))
        #expect(ProxySettings(environment: ["HTTPS_PROXY": "x:1", "NO_PROXY": "*"]).proxy(forScheme: "https", host: "a") == nil)
        #expect(ProxySettings(environment: ["HTTPS_PROXY": "http://x:99999"]).proxy(forScheme: "https", host: "a") == nil)
    }

    @Test("Backoff doubles with jitter; Retry-After wins; nothing past the limits")
    func retryDelays() {
        var settings = HTTPSettings()
        settings.backoffBaseSeconds = 1
        settings.longestRetryAfterSeconds = 10
        let policy = RetryPolicy(settings: settings)
        #expect(policy.delay(beforeRetry: 1, retryAfter: nil, remaining: 20, random: 0) == 0.5)
        #expect(policy.delay(beforeRetry: 1, retryAfter: nil, remaining: 20, random: 1) == 1)
        #expect(policy.delay(beforeRetry: 2, retryAfter: nil, remaining: 20, random: 0.5) == 1.5)
        #expect(policy.delay(beforeRetry: 3, retryAfter: nil, remaining: 20, random: 0) == nil)
        #expect(policy.delay(beforeRetry: 1, retryAfter: 7, remaining: 20, random: 0) == 7)
        #expect(policy.delay(beforeRetry: 1, retryAfter: 11, remaining: 20, random: 0) == nil)
        #expect(policy.delay(beforeRetry: 1, retryAfter: 7, remaining: 5, random: 0) == nil)
    }

    @Test("Retry-After as seconds or an HTTP date")
    func retryAfter() {
        let now = 1_445_412_480.0  // Wed, 21 Oct 2015 07:28:00 GMT
        #expect(RetryPolicy.retryAfterSeconds("120", now: now) == 120)
        #expect(RetryPolicy.retryAfterSeconds(" 3 ", now: now) == 3)
        #expect(RetryPolicy.retryAfterSeconds("Wed, 21 Oct 2015 07:28:30 GMT", now: now) == 30)
        #expect(RetryPolicy.retryAfterSeconds("Wed, 21 Oct 2015 07:00:00 GMT", now: now) == 0)
        #expect(RetryPolicy.retryAfterSeconds("soon", now: now) == nil)
        #expect(RetryPolicy.retryAfterSeconds("-5", now: now) == nil)
    }

    @Test("A Retry-After day its month does not have is no date, not a day of the next month", arguments: [
        ("Sun, 31 Feb 2026 07:28:00 GMT", nil),
        ("Sun, 29 Feb 2026 07:28:00 GMT", nil),
        ("Thu, 31 Apr 2027 07:28:00 GMT", nil),
        ("Mon, 00 Jan 2026 07:28:00 GMT", nil),
        ("Tue, 29 Feb 2028 00:00:00 GMT", 1_835_395_200),
        ("Fri, 30 Apr 2027 00:00:00 GMT", 1_809_043_200),
        ("Sat, 31 Jan 2026 00:00:00 GMT", 1_769_817_600),
    ] as [(String, Int?)])
    func retryAfterImpossibleDay(header: String, expected: Int?) {
        #expect(HTTPDate.unixSeconds(header) == expected)
        #expect(RetryPolicy.retryAfterSeconds(header, now: 0) == expected.map(Double.init))
    }

    @Test("A server's year too long to count days in is no date (it trapped: Int overflow)")
    func retryAfterHugeYear() {
        #expect(RetryPolicy.retryAfterSeconds("Wed, 21 Oct 9223372036854775807 07:28:30 GMT", now: 0) == nil)
        #expect(RetryPolicy.retryAfterSeconds("Wed, 21 Oct -9223372036854775808 07:28:30 GMT", now: 0) == nil)
        #expect(RetryPolicy.retryAfterSeconds("Fri, 31 Dec 9999 23:59:59 GMT", now: 0) == 253_402_300_799)
    }

    @Test("A Retry-After date the month does not have is no date, not a day of the next month", arguments: [
        "Sun, 31 Feb 2026 07:28:30 GMT", "Thu, 31 Apr 2026 00:00:00 GMT", "Sun, 29 Feb 2026 00:00:00 GMT", "Fri, 00 Jan 2026 00:00:00 GMT",
    ])
    func retryAfterImpossibleDate(value: String) {
        #expect(RetryPolicy.retryAfterSeconds(value, now: 0) == nil)
    }

    @Test("A leap day is a Retry-After date")
    func retryAfterLeapDay() {
        #expect(RetryPolicy.retryAfterSeconds("Tue, 29 Feb 2028 00:00:00 GMT", now: 0) == 1_835_395_200)
    }

    @Test("Status and headers decide before the body: read it, fail, or retry after the server's wait")
    func responseHead() {
        let settings = HTTPSettings()
        func failure(_ status: Int, _ headers: [String: String] = [:]) -> AttemptFailure? {
            ResponseHead(status: status) { headers[$0] }.failure(settings: settings, display: "https://h/p?appid=…", now: 1_445_412_480)
        }
        #expect(failure(200) == nil)
        #expect(failure(200, ["Content-Length": "4194304"]) == nil)
        #expect(failure(200, ["Content-Length": "4194305"]) == AttemptFailure(.tooLarge(url: "https://h/p?appid=…", limit: 4_194_304), retryable: false))
        // A length that is not a number is left to the body limit, which still applies.
        #expect(failure(200, ["Content-Length": "99999999999999999999999"]) == nil)
        #expect(failure(429, ["Retry-After": "3"]) == AttemptFailure(.rateLimited, retryable: true, retryAfter: 3))
        #expect(failure(503, ["Retry-After": "Wed, 21 Oct 2015 07:28:30 GMT"]) == AttemptFailure(.serverError(status: 503), retryable: true, retryAfter: 30))
        #expect(failure(503, ["Retry-After": "Wed, 21 Oct 99999999999 07:28:30 GMT"]) == AttemptFailure(.serverError(status: 503), retryable: true))
        #expect(failure(401) == AttemptFailure(.invalidAPIKey, retryable: false))
        #expect(failure(404) == AttemptFailure(.httpStatus(url: "https://h/p?appid=…", status: 404, reason: nil), retryable: false))
        #expect(failure(-1) == AttemptFailure(.httpStatus(url: "https://h/p?appid=…", status: -1, reason: nil), retryable: false))
    }

    @Test("A refusal's body says why: Open-Meteo's reason, its hourly and daily limits, never the key")
    func refusalBodies() {
        let url = "https://h/data/2.5/weather?q=x&appid=0123abcd"
        func read(_ status: Int, _ body: String, now: Double = 1_765_000_000) -> AttemptFailure? {
            var failure = ResponseHead(status: status) { _ in nil }.failure(settings: HTTPSettings(), display: "https://h/p", now: now)
            failure?.read(body: Array(body.utf8), now: now, url: url)
            return failure
        }
        // Open-Meteo's 400 (a real reason, as it words them).
        #expect(read(400, #"{"error":true,"reason":"Latitude must be in range of -90 to 90°. Given: 91.0."}"#)?.error
            == .httpStatus(url: "https://h/p", status: 400, reason: "Latitude must be in range of -90 to 90°. Given: 91.0."))
        // OpenWeather's own error object; a server echoing the key gets it hidden.
        #expect(read(404, #"{"cod":"404","message":"city not found"}"#)?.error == .httpStatus(url: "https://h/p", status: 404, reason: "city not found"))
        #expect(read(403, #"{"cod":403,"message":"key 0123abcd is blocked\nappid=0123abcd"}"#)?.error
            == .httpStatus(url: "https://h/p", status: 403, reason: "key … is blocked appid=…"))
        // Not an error object, or HTML: no reason.
        #expect(read(400, "<html>Bad Request</html>")?.error == .httpStatus(url: "https://h/p", status: 400, reason: nil))
        #expect(read(400, #"{"error":true}"#)?.error == .httpStatus(url: "https://h/p", status: 400, reason: nil))
        // 2025-12-06 05:46:40 UTC: the day ends in 65,600 s, the hour in 800 s.
        let daily = read(429, #"{"error":true,"reason":"Daily API request limit exceeded. Please try again tomorrow."}"#)
        #expect(daily == AttemptFailure(.limitReached(.day), retryable: false, retryAfter: 65_600))
        let hourly = read(429, #"{"error":true,"reason":"Hourly API request limit exceeded. Please try again in the next hour."}"#)
        #expect(hourly == AttemptFailure(.limitReached(.hour), retryable: false, retryAfter: 800))
        // A minute's limit stays a 429 worth retrying; OpenWeather's blocked account is the key's.
        #expect(read(429, #"{"error":true,"reason":"Minutely API request limit exceeded. Please try again in one minute."}"#)
            == AttemptFailure(.rateLimited, retryable: true))
        #expect(read(429, #"{"cod":429,"message":"Your account is temporary blocked due to exceeding of requests limitation of your subscription type."}"#)?.limitsKey == true)
    }

    @Test("A geocoding response with a UTF-8 byte-order mark reads as the same response without it")
    func byteOrderMarkResponse() throws {
        let direct = try Fixture.data("geocoding/springfield-direct")
        let body = [0xEF, 0xBB, 0xBF] + Array(direct)
        #expect(try ResponseReader.places(body, .direct, display: "geo") == ResponseReader.places(Array(direct), .direct, display: "geo"))
    }
}

@Suite("Names in weather answers, bounded where they enter")
struct WeatherAnswerNameTests {
    @Test("The current conditions' and the forecast's own place names and country codes are bounded like the searches'")
    func boundedDataNames() throws {
        let long = String(repeating: "Ab", count: 50_000)
        func hostile(_ fixture: String) throws -> [UInt8] {
            let text = String(decoding: try Fixture.data(fixture), as: UTF8.self)
                .replacing(#""name": "Seoul""#, with: #""name": "\#(long)\n""#)
                .replacing(#""country": "KR""#, with: #""country": "K\nR\u001b[31m""#)
            return Array(text.utf8)
        }
        let current = try ResponseReader.current(try hostile("seoul-current"), display: "x")
        #expect(current.name == String(long.prefix(120)))
        #expect(current.sys.country == nil)
        let forecast = try ResponseReader.forecast(try hostile("seoul-forecast"), display: "x")
        #expect(forecast.city.name == String(long.prefix(120)))
        #expect(forecast.city.country == nil)
    }
}
