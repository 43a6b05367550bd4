package import OpenWeatherAPI
package import WeatherCore
import WeatherRendering

/// The page's plain links that keep the place: °C and °F, and the 15 languages, each
/// named in its own language.
package enum PageLinks {
    /// Each bundled language by its `?lang=` value and its name in itself, as a menu shows
    /// it. Source: CLDR 48 (2025-10) language display names in each language's own locale,
    /// capitalized for a menu as its `contextTransforms` say (`uiListOrMenu`).
    static let languages: [(lang: String, name: String)] = [
        ("ar", "العربية"), ("de", "Deutsch"), ("en", "English"), ("es", "Español"), ("fr", "Français"),
        ("he", "עברית"), ("hi", "हिन्दी"), ("it", "Italiano"), ("ja", "日本語"), ("ko", "한국어"),
        ("pt-BR", "Português (Brasil)"), ("ru", "Русский"), ("tr", "Türkçe"), ("zh-Hans", "中文（简体）"), ("zh-Hant", "中文（繁體）"),
    ]

    /// The temperature units a reader can switch between, with their symbols.
    static let units: [(unit: TemperatureUnit, symbol: String)] = [(.celsius, "°C"), (.fahrenheit, "°F")]

    /// The unit links: the same place and language in each unit; the one shown is marked.
    static func unitLinks(place: PlaceQuery, lang: String, shown: TemperatureUnit) -> [PageLink] {
        units.map { unit in
            PageLink(href: href(place, lang: lang, unit: unit.unit), text: unit.symbol, isCurrent: unit.unit == shown)
        }
    }

    /// The language links: the same place (and unit, when one was asked for) in each language.
    static func languageLinks(place: PlaceQuery?, language: String, unit: TemperatureUnit?) -> [PageLink] {
        languages.map { entry in
            PageLink(
                href: place.map { href($0, lang: entry.lang, unit: unit) } ?? "/?lang=\(entry.lang)",
                text: entry.name, lang: entry.lang, isCurrent: entry.lang == language)
        }
    }

    /// `/?city=…&lang=…&unit=…` for a place.
    package static func href(_ place: PlaceQuery, lang: String, unit: TemperatureUnit?) -> String {
        var query: String
        switch place {
        case .name(let name): query = "city=" + percentEncoded(name)
        case .zip(let code): query = "zip=" + percentEncoded(code)
        case .coordinates(let latitude, let longitude):
            let text = CoordinateText(latitude: latitude, longitude: longitude)
            query = "lat=\(text.latitude)&lon=\(text.longitude)"
        }
        query += "&lang=" + lang
        if let unit { query += "&unit=" + unit.rawValue }
        return "/?" + query
    }

    /// A query value with everything but RFC 3986's unreserved characters percent-encoded (UTF-8).
    static func percentEncoded(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF".unicodeScalars)
                result += "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 15)])
            }
        }
        return result
    }
}
