import FoundationEssentials
import OpenWeatherAPI
import Testing
import WeatherCore
import WeatherNetwork
import WeatherTestServer

@Suite("Live weather through a real HTTP server replaying OpenWeather")
struct LiveFetchTests {
    @Test("Seoul by its Korean name: one place search, then both data requests at its coordinates in standard units")
    func seoulByName() async throws {
        let harness = try await ReplayHarness()
        let weather = try await harness.weather(.name("서울"))
        await harness.finish()

        #expect(weather.current.name == "Seoul")
        #expect(weather.forecast.list.count == 40)
        #expect(weather.place?.name(forLanguage: "ko") == "서울")
        #expect(weather.staleAgeSeconds == nil)
        let requests = harness.server.requests
        #expect(requests.count == 3)
        #expect(requests[0].path == "/geo/1.0/direct")
        #expect(requests[0].query["q"] == "서울")
        #expect(requests[0].query["limit"] == "5")
        #expect(Set(requests.dropFirst().map(\.path)) == ["/data/2.5/weather", "/data/2.5/forecast"])
        for request in requests.dropFirst() {
            #expect(request.query["units"] == "standard")
            #expect(request.query["lat"] == "37.5667")
            #expect(request.query["lon"] == "126.9783")
        }
        #expect(requests.allSatisfy { $0.query["appid"] == OpenWeatherReplay.apiKey })
    }

    @Test("The current and forecast requests are in flight at the same time")
    func concurrentRequests() async throws {
        let harness = try await ReplayHarness(respond: { request in
            var response = OpenWeatherReplay.respond(request)
            // Long enough that a busy test machine starting the second request late still
            // overlaps; a client that waited for the first answer never would.
            if request.path.hasPrefix("/data/") { response.delay = .seconds(2) }
            return response
        })
        _ = try await harness.weather(.coordinates(latitude: 40.7127281, longitude: -74.0060152))
        await harness.finish()
        let data = harness.server.requests.filter { $0.path.hasPrefix("/data/") }
        #expect(data.count == 2)
        #expect(data[0].overlaps(data[1]))
    }

    @Test("New York by ZIP code")
    func newYorkByZip() async throws {
        let harness = try await ReplayHarness()
        let weather = try await harness.weather(.zip("10001,US"))
        await harness.finish()
        #expect(weather.place == Place(name: "New York", countryCode: "US", coordinates: Coordinates(lon: -73.9967, lat: 40.7484)))
        #expect(weather.current.timezoneOffsetSeconds == -18_000)
        let requests = harness.server.requests
        #expect(requests[0].path == "/geo/1.0/zip")
        #expect(requests[0].query["zip"] == "10001,US")
        #expect(requests.dropFirst().allSatisfy { $0.query["lat"] == "40.7484" && $0.query["lon"] == "-73.9967" })
    }

    @Test("Kathmandu by coordinates: the reverse search runs beside the data requests; no name found keeps the data's")
    func kathmanduByCoordinates() async throws {
        let harness = try await ReplayHarness()
        let weather = try await harness.weather(.coordinates(latitude: 27.708317, longitude: 85.3205817))
        await harness.finish()
        #expect(weather.place == nil)
        #expect(weather.current.timezoneOffsetSeconds == 20_700)
        #expect(Set(harness.server.requests.map(\.path)) == ["/geo/1.0/reverse", "/data/2.5/weather", "/data/2.5/forecast"])
        #expect(harness.server.requests.allSatisfy { $0.query["lat"] == "27.7083" && $0.query["lon"] == "85.3206" })
    }

    /// A reverse-search answer that fails, named for the test's list.
    struct FailingSearch: CustomTestStringConvertible, Sendable {
        var name: String
        var answer: TestResponse
        var timeout: Double
        var expected: NetworkError
        var testDescription: String { name }
    }

    @Test("A failed reverse search (400 wrong latitude, a server error, a timeout) still gives the weather, and why the place has no name", arguments: [
        FailingSearch(name: "HTTP 400 wrong latitude", answer: .json(#"{"cod":"400","message":"wrong latitude"}"#, status: 400), timeout: 3,
                      expected: .httpStatus(url: "", status: 400, reason: nil)),
        FailingSearch(name: "HTTP 503, retried", answer: .json("{}", status: 503), timeout: 3, expected: .serverError(status: 503)),
        FailingSearch(name: "no answer within the timeout", answer: TestResponse(status: 200, body: Array("[]".utf8), delay: .seconds(30)), timeout: 3,
                      expected: .timeout(host: "127.0.0.1")),
    ])
    func reverseSearchFails(_ search: FailingSearch) async throws {
        let answer = search.answer
        let expected = search.expected
        var harness = try await ReplayHarness(respond: { request in
            request.path == "/geo/1.0/reverse" ? answer : OpenWeatherReplay.respond(request)
        })
        harness.configuration.http.totalTimeoutSeconds = search.timeout
        let weather = try await harness.weather(.coordinates(latitude: 27.708317, longitude: 85.3205817))
        await harness.finish()
        #expect(weather.current.name == "Kathmandu")
        #expect(weather.forecast.list.count == 8)
        #expect(weather.place == nil)
        if case .httpStatus(let url, let status, _) = weather.placeSearchFailure, case .httpStatus(_, let expectedStatus, _) = expected {
            #expect(url == harness.server.baseURL + "/geo/1.0/reverse?lat=27.7083&limit=1&lon=85.3206&appid=…")
            #expect(status == expectedStatus)
        } else {
            #expect(weather.placeSearchFailure == expected)
        }
    }

    @Test("A search's first match borrows names from a match at the same place and drops a state that tells nothing apart")
    func preparedMatches() async throws {
        let harness = try await ReplayHarness(respond: { request in
            guard request.path == "/geo/1.0/direct" else { return OpenWeatherReplay.respond(request) }
            return .json(#"""
                [{"name": "City of London", "local_names": {"en": "City of London"}, "lat": 51.5156, "lon": -0.0920, "country": "GB", "state": "England"},
                 {"name": "London", "local_names": {"ko": "런던", "ja": "ロンドン"}, "lat": 51.5073, "lon": -0.1276, "country": "GB", "state": "England"},
                 {"name": "London", "lat": 42.9834, "lon": -81.2330, "country": "CA", "state": "Ontario"}]
                """#)
        })
        let places = try await harness.places(.name("London"))
        await harness.finish()
        #expect(places.map(\.state) == [nil, nil, nil])
        #expect(places[0].localNames == ["en": "City of London", "ko": "런던", "ja": "ロンドン"])
        #expect(places[2].localNames == [:])
    }

    @Test("Several matches come back in the API's order")
    func springfields() async throws {
        let harness = try await ReplayHarness()
        let places = try await harness.places(.name("Springfield,US"))
        await harness.finish()
        #expect(places.map(\.state) == ["Illinois", "Missouri", "Massachusetts"])
    }

    @Test("An unknown name (empty answer) or ZIP code (404) is 'place not found', naming what was searched")
    func notFound() async throws {
        let harness = try await ReplayHarness()
        #expect(await harness.failure(.name("Atlantis")) == .placeNotFound(query: "Atlantis"))
        #expect(await harness.failure(.zip("00000,US")) == .placeNotFound(query: "00000,US"))
        await harness.finish()
        #expect(harness.server.requests.count == 2)
    }

    @Test("A wrong key is reported once, without retrying")
    func invalidKey() async throws {
        var harness = try await ReplayHarness()
        harness.configuration.apiKey = "wrong-key"
        #expect(await harness.failure(.name("Seoul")) == .invalidAPIKey)
        await harness.finish()
        #expect(harness.server.requests.count == 1)
    }
}
