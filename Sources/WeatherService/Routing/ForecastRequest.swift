import OpenWeatherAPI
import WeatherCore
import WeatherLocalization

/// What a forecast request asks for, read from its path and query; every rendered answer
/// is cached under ``cacheKey``.
package struct ForecastRequest: Sendable {
    /// `nil`: no place asked for (`GET /`).
    var place: PlaceQuery?
    /// What the reader typed or the address named as the place (`q`, `city` or the path),
    /// as given, for an error page to keep in its search field.
    var typed: String?
    var format: ServiceFormat
    var locale: WeatherLocale
    /// `nil`: the locale's CLDR preference.
    var unit: TemperatureUnit?
    var template: String?
    var color: Bool
    var width: Int
    /// `?air=0`: no air quality shown or asked for.
    var airQuality = true
    /// `?aqi=us`: the air-quality scale instead of the place's country's own.
    var airQualityScale: AirQualityScaleID?
    /// `?lunar=1` or `0`: the lunar date shown or not (absent: the language decides).
    var lunar: Bool?

    /// Whether the text answer draws the chart of the next hours (`chart=1`).
    var chart: Bool

    /// The parameters a forecast request reads; anything else is ignored.
    package enum Parameter: String, CaseIterable, Sendable {
        case q, city, lat, lon, zip, format, lang, unit, template, color, width, chart, air, aqi, lunar
    }

    /// A parameter with a value the service cannot use: the 400 names it.
    struct BadParameter: Error, Equatable {
        var part: RequestPart
        init(_ part: RequestPart) { self.part = part }
    }

    static let defaultWidth = 80
    /// The longest place name, template and locale id read. With every parameter at its
    /// longest and percent-encoded (9 bytes a character), a valid request stays under the
    /// 2 KB address limit (``WeatherSite/maximumTargetBytes``); `openapi.yaml` says the same.
    static let maximumPlaceLength = 80
    static let maximumTemplateLength = 100
    static let maximumLanguageBytes = 64

    /// Reads the place and options. `format` and `locale` are negotiated by the caller
    /// (they word the error too) and checked here only when given as parameters.
    init(path: String, parameters: [String: String], format: ServiceFormat, locale: WeatherLocale) throws(BadParameter) {
        self.format = format
        self.locale = locale
        let name = String(path.dropFirst())
        place = try Self.place(name: name, parameters)
        typed = parameters["q"] ?? parameters["city"] ?? parameters["zip"] ?? (name.isEmpty ? nil : name)
        switch parameters["unit"] {
        case nil, "auto": unit = nil
        case let text?:
            guard let unit = TemperatureUnit(rawValue: text) else { throw BadParameter(.parameter(.unit)) }
            self.unit = unit
        }
        switch parameters["color"] {
        case nil, "never", "auto": color = false
        case "always": color = true
        default: throw BadParameter(.parameter(.color))
        }
        switch parameters["width"] {
        case nil: width = Self.defaultWidth
        case let text?:
            guard text.count <= 4, let width = Int(text), (20...1000).contains(width) else { throw BadParameter(.parameter(.width)) }
            self.width = width
        }
        switch parameters["chart"] {
        case nil, "0", "false": chart = false
        case "1", "true": chart = true
        default: throw BadParameter(.parameter(.chart))
        }
        switch parameters["air"] {
        case nil, "1": airQuality = true
        case "0": airQuality = false
        default: throw BadParameter(.parameter(.air))
        }
        switch parameters["lunar"] {
        case nil: lunar = nil
        case "1": lunar = true
        case "0": lunar = false
        default: throw BadParameter(.parameter(.lunar))
        }
        if let scale = parameters["aqi"] {
            guard let id = AirQualityScaleID(rawValue: scale) else { throw BadParameter(.parameter(.aqi)) }
            airQualityScale = id
        }
        if let template = parameters["template"] {
            guard (1...Self.maximumTemplateLength).contains(template.unicodeScalars.count) else { throw BadParameter(.parameter(.template)) }
            self.template = template
            self.format = .line
        }
    }

    private static func place(name: String, _ parameters: [String: String]) throws(BadParameter) -> PlaceQuery? {
        if !name.isEmpty { return .name(try checkedName(name, part: .place)) }
        // The page's search box: coordinates, `CODE,CC` or a name, whichever it reads as.
        if let text = parameters["q"] { return SearchQuery.place(try checkedName(text, part: .parameter(.q))) }
        if let city = parameters["city"] { return .name(try checkedName(city, part: .parameter(.city))) }
        if let zip = parameters["zip"] {
            guard (1...32).contains(zip.count), zip.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "," || $0 == " " || $0 == "-") })
            else { throw BadParameter(.parameter(.zip)) }
            return .zip(zip)
        }
        switch (parameters["lat"], parameters["lon"]) {
        case (nil, nil): return nil
        case (nil, _): throw BadParameter(.parameter(.lat))
        case (_, nil): throw BadParameter(.parameter(.lon))
        case let (lat?, lon?):
            guard let latitude = coordinate(lat, limit: 90) else { throw BadParameter(.parameter(.lat)) }
            guard let longitude = coordinate(lon, limit: 180) else { throw BadParameter(.parameter(.lon)) }
            return .coordinates(latitude: latitude, longitude: longitude)
        }
    }

    /// A decimal number of degrees within ±`limit` (no `nan`, `inf`, exponents or hex).
    private static func coordinate(_ text: String, limit: Double) -> Double? {
        guard (1...24).contains(text.count), text.allSatisfy({ $0.isASCIIDigit || $0 == "." || $0 == "-" || $0 == "+" }),
              let value = Double(text), value.isFinite, abs(value) <= limit
        else { return nil }
        return value
    }

    /// A place name as OpenWeather's search takes it: trimmed, 1–80 characters, no controls.
    private static func checkedName(_ text: String, part: RequestPart) throws(BadParameter) -> String {
        let name = text.trimmingSpacesAndTabs
        guard (1...maximumPlaceLength).contains(name.unicodeScalars.count), !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else { throw BadParameter(part) }
        return name
    }

    /// Everything that changes the rendered bytes but the data.
    var renderKey: RenderKey {
        RenderKey(
            locale: locale.identifier, format: format, unit: unit, color: color, width: width, chart: chart,
            airQuality: airQuality, airQualityScale: airQualityScale, lunar: lunar, template: template)
    }

    /// ``renderKey``'s fields, compared as fields: no option's text can pass for another's.
    struct RenderKey: Hashable, Sendable {
        var locale: String
        var format: ServiceFormat
        var unit: TemperatureUnit?
        var color: Bool
        var width: Int
        var chart: Bool
        var airQuality: Bool
        var airQualityScale: AirQualityScaleID?
        var lunar: Bool?
        var template: String?
    }
}

extension PlaceQuery {
    /// The place as a cache key (``PlaceKey``).
    var cacheKey: PlaceKey {
        switch self {
        case .name(let name): .name(PercentEncoding.encoded(name))
        case .zip(let code): .zip(PercentEncoding.encoded(code))
        case .coordinates(let latitude, let longitude):
            { .coordinates(latitude: $0.latitude, longitude: $0.longitude) }(CoordinateText(latitude: latitude, longitude: longitude))
        }
    }
}

/// A place as the rendered answers are keyed: exactly what the upstream is asked,
/// percent-encoded as it is sent, so no two names the upstream tells apart share an answer.
/// Case-folding would let `/\u{212A}abul` (the Kelvin sign) answer `/Kabul` with its own place,
/// and so would the name itself: Swift's `String` compares canonically equivalent text as
/// equal, and U+212A is canonically `K`. The encoded text is ASCII, compared byte for byte;
/// the kind of query is a case, so a name can never pass for a postal code or coordinates.
///
/// ```swift
/// PlaceQuery.name("서울").cacheKey                            // .name("%EC%84%9C%EC%9A%B8")
/// PlaceQuery.coordinates(latitude: 37.56667, longitude: 127).cacheKey
/// // .coordinates(latitude: "37.5667", longitude: "127")
/// ```
enum PlaceKey: Hashable, Sendable {
    /// A name, percent-encoded.
    case name(String)
    /// A postal code and its country, percent-encoded.
    case zip(String)
    /// Coordinates as sent: four decimals at most (``CoordinateText``).
    case coordinates(latitude: String, longitude: String)

    /// Roughly what the key holds, for the rendered answers' byte bound.
    var bytes: Int {
        switch self {
        case .name(let text), .zip(let text): 2 + text.utf8.count
        case .coordinates(let latitude, let longitude): 3 + latitude.utf8.count + longitude.utf8.count
        }
    }
}

/// The limits of ``ForecastRequest``, for the tests that hold `openapi.yaml` to them.
package enum ForecastRequestLimits {
    package static let place = ForecastRequest.maximumPlaceLength
    package static let template = ForecastRequest.maximumTemplateLength
    package static let language = ForecastRequest.maximumLanguageBytes
}
