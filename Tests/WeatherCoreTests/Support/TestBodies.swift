import Foundation
import WeatherCore
import WeatherTestSupport

/// Small hand-written bodies and helpers for editing fixtures, so each error test
/// changes exactly one thing in an otherwise valid response.
enum TestBody {
    /// The smallest `/weather` body the decoder accepts.
    static let current = #"""
        {"coord":{"lon":0,"lat":0},"weather":[{"id":800,"main":"Clear","description":"clear sky","icon":"01d"}],\#
        "base":"stations","main":{"temp":280.5,"feels_like":279,"temp_min":279,"temp_max":281,"pressure":1013,\#
        "humidity":50},"wind":{"speed":1},"clouds":{"all":0},"dt":1796277000,"sys":{},"timezone":0,"id":1,\#
        "name":"Nowhere","cod":200}
        """#

    /// The smallest `/forecast` body the decoder accepts: one slot.
    static let forecast = #"""
        {"cod":"200","message":0,"cnt":1,"list":[{"dt":1796277600,"main":{"temp":280.5,"feels_like":279,\#
        "temp_min":279,"temp_max":281,"pressure":1013,"humidity":50,"temp_kf":0},"weather":[{"id":800,\#
        "main":"Clear","description":"clear sky","icon":"01d"}],"clouds":{"all":0},"wind":{"speed":1},\#
        "sys":{"pod":"d"}}],"city":{"id":1,"name":"Nowhere","coord":{"lat":0,"lon":0},"timezone":0}}
        """#

    /// A fixture's text.
    static func text(_ fixture: String) throws -> String {
        String(decoding: try Fixture.data(fixture), as: UTF8.self)
    }

    /// The wire JSON of a model, as the decoder would receive it.
    static func encoded(_ value: some Encodable) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(value)
    }
}

struct EditError: Error, CustomStringConvertible {
    var target: String
    var occurrences: Int
    var description: String { "expected \(target) exactly once, found it \(occurrences) times" }
}

extension String {
    /// Replaces `target`, which must occur exactly once, so an edit cannot silently miss.
    func replacingExactlyOnce(_ target: String, with replacement: String) throws -> String {
        let parts = components(separatedBy: target)
        guard parts.count == 2 else {
            throw EditError(target: target, occurrences: parts.count - 1)
        }
        return parts.joined(separator: replacement)
    }

    var data: Data { Data(utf8) }
}
