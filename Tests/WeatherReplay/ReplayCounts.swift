import WeatherCore

/// Every request the replay answered, by endpoint and place, for `GET /__counts`.
///
/// ```json
/// {"requests":3,"unauthorized":0,"endpoints":{"/data/2.5/weather":{"Lisbon":1},"/geo/1.0/direct":{"lisbon":1,"seoul":1}}}
/// ```
/// A place is a synthetic place's name (`Lisbon`); otherwise a geocoding query's name
/// lower-cased (`seoul`, `서울`), a ZIP code, the recording's file stem for coordinates
/// (`seoul`, `new-york`), or `lat,lon` for coordinates the replay does not know.
final class ReplayCounts: Sendable {
    private struct State {
        var requests = 0
        var unauthorized = 0
        var byEndpoint: [String: [String: Int]] = [:]
    }

    private let state = Locked(State())

    /// Counts one request (`place` nil for a request turned away with 401).
    func count(endpoint: String, place: String?) {
        state.withLock { state in
            state.requests += 1
            if let place {
                state.byEndpoint[endpoint, default: [:]][place, default: 0] += 1
            } else {
                state.unauthorized += 1
            }
        }
    }

    /// The counts as JSON, keys sorted.
    var json: String {
        state.withLock { state in
            let endpoints = state.byEndpoint.keys.sorted().map { endpoint in
                let places = state.byEndpoint[endpoint, default: [:]]
                let members = places.keys.sorted().map { "\(Self.quoted($0)):\(places[$0, default: 0])" }
                return "\(Self.quoted(endpoint)):{\(members.joined(separator: ","))}"
            }
            return #"{"requests":\#(state.requests),"unauthorized":\#(state.unauthorized),"endpoints":{\#(endpoints.joined(separator: ","))}}"#
        }
    }

    /// `text` as a JSON string: quotes, backslashes and control characters escaped.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\u{0}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
