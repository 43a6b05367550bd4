package import OpenWeatherAPI
import WeatherCore

/// What a person typed in the page's search box (`?q=`), read as the search it asks for:
/// coordinates (`37.57,126.98`, `37.57, 126.98`, `-33.87 151.21`, `37,57; 126,98`,
/// `37,57, 126,98`) go to the coordinates search, `CODE,CC` with a digit in the code
/// (`10001,US`, `04524,KR`, `SW1A 1AA,GB`) to the postal-code search, anything else
/// (`Seoul`, `Springfield,IL,US`, `Paris,FR`) to the name search.
///
/// ```swift
/// SearchQuery.place("37,57; 126,98")  // .coordinates(latitude: 37.57, longitude: 126.98)
/// SearchQuery.place("10001,US")       // .zip("10001,US")
/// ```
package enum SearchQuery {
    /// The search for `text` (already trimmed and checked by the caller).
    package static func place(_ text: String) -> PlaceQuery {
        if let (latitude, longitude) = coordinates(text) { return .coordinates(latitude: latitude, longitude: longitude) }
        if let code = postalCode(text) { return .zip(code) }
        return .name(text)
    }

    /// Two numbers of degrees within range, in one of the ways people write them.
    static func coordinates(_ text: String) -> (Double, Double)? {
        // U+2212 MINUS SIGN and a no-break space are how some keyboards and pages write them.
        let text = String(text.map { $0 == "\u{2212}" ? "-" : ($0 == "\u{A0}" ? " " : $0) })
        guard text.allSatisfy({ $0.isASCIIDigit || ".,;-+ ".contains($0) }) else { return nil }
        let pairs: [[Substring]]
        if text.contains(";") {
            pairs = [text.split(separator: ";", omittingEmptySubsequences: false)]  // `37,57; 126,98`
        } else if text.contains(".") || text.filter({ $0 == "," }).count == 1 {
            pairs = [text.split(whereSeparator: { $0 == "," || $0 == " " })]  // `37.57,126.98`, `37.57 126.98`, `37,127`
        } else {
            // Comma decimals: `37,57, 126,98` or `37,57 126,98`.
            pairs = [text.split(separator: ", "), text.split(separator: " ")].filter { $0.count == 2 }
        }
        for parts in pairs where parts.count == 2 {
            let numbers = parts.map { $0.trimmingCharacters(" ").replacingComma() }
            if let latitude = degrees(numbers[0], limit: 90), let longitude = degrees(numbers[1], limit: 180) {
                return (latitude, longitude)
            }
        }
        return nil
    }

    /// `CODE,CC`: a code of 2–10 letters, digits, spaces or hyphens with at least one digit,
    /// then a two-letter country code; upper-cased as OpenWeather's zip search takes it.
    static func postalCode(_ text: String) -> String? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(" ") }
        guard parts.count == 2 else { return nil }
        let code = parts[0], country = parts[1]
        guard (2...10).contains(code.count), code.contains(where: \.isASCIIDigit),
              code.allSatisfy({ $0.isASCIIDigit || ($0.isASCII && $0.isLetter) || $0 == " " || $0 == "-" }),
              country.count == 2, country.allSatisfy({ $0.isASCII && $0.isLetter })
        else { return nil }
        return (code + "," + country).uppercased()
    }

    private static func degrees(_ text: String, limit: Double) -> Double? {
        guard (1...24).contains(text.count), text.filter({ $0 == "." }).count <= 1,
              text.dropFirst().allSatisfy({ $0.isASCIIDigit || $0 == "." }),
              let value = Double(text), value.isFinite, abs(value) <= limit
        else { return nil }
        return value
    }
}

extension Substring {
    fileprivate func trimmingCharacters(_ character: Character) -> String {
        String(drop { $0 == character }.reversed().drop { $0 == character }.reversed())
    }
}

extension String {
    fileprivate func replacingComma() -> String {
        String(map { $0 == "," ? "." : $0 })
    }
}
