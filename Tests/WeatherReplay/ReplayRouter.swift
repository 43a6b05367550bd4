import FoundationEssentials
import WeatherTestServer
import WeatherTestSupport

/// Answers as OpenWeather would for the recordings and the synthetic places, counting each
/// request. Two paths of its own, not counted: `GET /__counts` (the counts as JSON) and
/// `GET /__places` (the synthetic places' names, one a line, for load scripts to rotate over).
struct ReplayRouter: Sendable {
    let places: [SyntheticPlace]
    let answers: [SyntheticAnswers]
    let counts = ReplayCounts()
    private let seoulCurrent: String
    private let seoulForecast: String

    /// Makes every synthetic place's answers from the Seoul recordings.
    init(places: [SyntheticPlace] = SyntheticPlace.all) throws {
        let current = String(decoding: try Fixture.data("seoul-current"), as: UTF8.self)
        let forecast = String(decoding: try Fixture.data("seoul-forecast"), as: UTF8.self)
        self.places = places
        seoulCurrent = current
        seoulForecast = forecast
        answers = try places.map { try SyntheticAnswers(for: $0, seoulCurrent: current, seoulForecast: forecast) }
    }

    func respond(_ request: ReceivedRequest) -> TestResponse {
        switch request.path {
        case "/__counts": return .json(counts.json)
        case "/__places":
            let names = places.map(\.name).joined(separator: "\n") + "\n"
            return TestResponse(headers: [("Content-Type", "text/plain; charset=utf-8")], body: Array(names.utf8))
        default: break
        }
        let query = request.query
        guard query["appid"] == OpenWeatherReplay.apiKey else {
            counts.count(endpoint: request.path, place: nil)
            return OpenWeatherReplay.respond(request)
        }
        let index = syntheticIndex(request.path, query)
        counts.count(endpoint: request.path, place: index.map { places[$0].name } ?? recordedPlace(request.path, query))
        guard let index else { return anywhere(request) ?? OpenWeatherReplay.respond(request) }
        switch request.path {
        case "/geo/1.0/direct": return json(answers[index].geocoding)
        case "/data/2.5/weather": return json(answers[index].current)
        default: return json(answers[index].forecast)
        }
    }

    /// OpenWeather has data for every valid coordinate: current and forecast for one no
    /// recording or synthetic place covers are Seoul's, at those coordinates, unnamed.
    private func anywhere(_ request: ReceivedRequest) -> TestResponse? {
        guard request.path == "/data/2.5/weather" || request.path == "/data/2.5/forecast",
              OpenWeatherReplay.city(request.query) == nil,
              let lat = request.query["lat"].flatMap(Double.init), let lon = request.query["lon"].flatMap(Double.init),
              abs(lat) <= 90, abs(lon) <= 180,
              let answers = try? SyntheticAnswers(
                for: SyntheticPlace(name: "", country: "", latitude: lat, longitude: lon, id: 0),
                seoulCurrent: seoulCurrent, seoulForecast: seoulForecast)
        else { return nil }
        return json(request.path == "/data/2.5/weather" ? answers.current : answers.forecast)
    }

    /// The synthetic place a geocoding, current or forecast request asks for.
    private func syntheticIndex(_ path: String, _ query: [String: String]) -> Int? {
        switch path {
        case "/geo/1.0/direct":
            let name = Self.queriedName(query)
            return places.firstIndex { $0.name.lowercased() == name }
        case "/data/2.5/weather", "/data/2.5/forecast":
            guard let lat = query["lat"].flatMap(Double.init), let lon = query["lon"].flatMap(Double.init) else { return nil }
            return places.firstIndex { $0.matches(latitude: lat, longitude: lon) }
        default:
            return nil
        }
    }

    /// How a request for a recording (or for nothing the replay knows) is counted.
    private func recordedPlace(_ path: String, _ query: [String: String]) -> String {
        if let name = query["q"] { return Self.queriedName(["q": name]) }
        if let zip = query["zip"] { return zip }
        let coordinates = "\(query["lat"] ?? ""),\(query["lon"] ?? "")"
        return OpenWeatherReplay.city(query) ?? coordinates
    }

    /// The city part of a geocoding query (`Springfield,IL,US` → `springfield`).
    private static func queriedName(_ query: [String: String]) -> String {
        (query["q"] ?? "").split(separator: ",").first.map { $0.lowercased() } ?? ""
    }

    private func json(_ body: [UInt8]) -> TestResponse {
        TestResponse(headers: [("Content-Type", "application/json; charset=utf-8")], body: body)
    }
}
