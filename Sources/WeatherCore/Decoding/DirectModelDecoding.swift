/// The wire models read straight from a ``JSONValue`` tree, without `Codable`.
///
/// A warm render spent about half its instructions in `Codable`'s generic containers (a
/// boxed container, a coding-path array and a metadata look-up per field), and a cold one
/// paid for the runtime's first conformance checks of each model. This reader takes only
/// responses it fully understands, each field as the model's `init(from:)` reads it (the
/// last of repeated keys, `null` for an absent optional, `cod` as number or numeric
/// string), and gives up (``Unusual``) on anything else: a missing or mistyped field, a
/// number that is not a plain literal of its type, an error body. The caller then decodes
/// with `Codable`, which either reads the same model or throws the error with its JSON
/// path, so errors are described in one place only. The tests decode every fixture both
/// ways and compare.
enum DirectModelDecoding {
    /// Something only the `Codable` path should decide.
    struct Unusual: Error {}

    static func current(_ document: JSONDocument) throws(Unusual) -> CurrentWeatherResponse {
        let object = try Fields(document.root, document.bytes)
        try object.requireSuccessCode()
        return CurrentWeatherResponse(
            coord: try coordinates(object.required("coord"), document.bytes),
            weather: try conditions(object.required("weather"), document.bytes),
            base: try object.string("base"),
            main: try mainReadings(object.required("main"), document.bytes),
            visibility: try object.optionalInt("visibility"),
            wind: try wind(object.required("wind"), document.bytes),
            clouds: try clouds(object.required("clouds"), document.bytes),
            rain: try object.optional("rain").map { value throws(Unusual) in try precipitation(value, document.bytes) },
            snow: try object.optional("snow").map { value throws(Unusual) in try precipitation(value, document.bytes) },
            dt: try object.int("dt"),
            sys: try currentSystem(object.required("sys"), document.bytes),
            timezoneOffsetSeconds: try object.optionalInt("timezone"),
            id: try object.int("id"),
            name: try object.optionalString("name") ?? "",
            cod: try object.responseCode())
    }

    static func forecast(_ document: JSONDocument) throws(Unusual) -> ForecastResponse {
        let object = try Fields(document.root, document.bytes)
        try object.requireSuccessCode()
        let cod = try object.responseCode()
        let message = try object.optionalDouble("message")
        let cnt = try object.int("cnt")
        guard case .array(let elements) = try object.required("list") else { throw Unusual() }
        var list: [ForecastResponse.Item] = []
        list.reserveCapacity(elements.count)
        for element in elements { list.append(try item(element, document.bytes)) }
        return ForecastResponse(
            cod: cod, message: message, cnt: cnt, list: list, city: try city(object.required("city"), document.bytes))
    }

    private static func item(_ value: JSONValue, _ bytes: [UInt8]) throws(Unusual) -> ForecastResponse.Item {
        let object = try Fields(value, bytes)
        let sys = try Fields(object.required("sys"), bytes)
        guard let partOfDay = PartOfDay(rawValue: try sys.string("pod")) else { throw Unusual() }
        return ForecastResponse.Item(
            dt: try object.int("dt"),
            main: try mainReadings(object.required("main"), bytes),
            weather: try conditions(object.required("weather"), bytes),
            clouds: try clouds(object.required("clouds"), bytes),
            wind: try wind(object.required("wind"), bytes),
            visibility: try object.optionalInt("visibility"),
            probabilityOfPrecipitation: try object.optionalDouble("pop"),
            rain: try object.optional("rain").map { value throws(Unusual) in try precipitation(value, bytes) },
            snow: try object.optional("snow").map { value throws(Unusual) in try precipitation(value, bytes) },
            sys: ForecastResponse.Item.System(partOfDay: partOfDay),
            dtTxt: try object.optionalString("dt_txt"))
    }

    private static func city(_ value: JSONValue, _ bytes: [UInt8]) throws(Unusual) -> ForecastResponse.City {
        let object = try Fields(value, bytes)
        return ForecastResponse.City(
            id: try object.int("id"),
            name: try object.optionalString("name") ?? "",
            coord: try coordinates(object.required("coord"), bytes),
            country: try object.optionalString("country"),
            population: try object.optionalInt("population"),
            timezoneOffsetSeconds: try object.optionalInt("timezone"),
            sunrise: try object.optionalInt("sunrise"),
            sunset: try object.optionalInt("sunset"))
    }

    private static func currentSystem(_ value: JSONValue, _ bytes: [UInt8]) throws(Unusual) -> CurrentWeatherResponse.System {
        let object = try Fields(value, bytes)
        return CurrentWeatherResponse.System(
            type: try object.optionalInt("type"),
            id: try object.optionalInt("id"),
            message: try object.optionalDouble("message"),
            country: try object.optionalString("country"),
            sunrise: try object.optionalInt("sunrise"),
            sunset: try object.optionalInt("sunset"))
    }

    private static func mainReadings(_ value: JSONValue, _ bytes: [UInt8]) throws(Unusual) -> MainReadings {
        let object = try Fields(value, bytes)
        return MainReadings(
            temp: try object.double("temp"),
            feelsLike: try object.optionalDouble("feels_like"),
            tempMin: try object.double("temp_min"),
            tempMax: try object.double("temp_max"),
            pressure: try object.double("pressure"),
            humidity: try object.int("humidity"),
            seaLevel: try object.optionalDouble("sea_level"),
            grndLevel: try object.optionalDouble("grnd_level"),
            tempKf: try object.optionalDouble("temp_kf"))
    }

    private static func conditions(_ value: JSONValue, _ bytes: [UInt8]) throws(Unusual) -> [WeatherCondition] {
        guard case .array(let elements) = value else { throw Unusual() }
        var result: [WeatherCondition] = []
        result.reserveCapacity(elements.count)
        for element in elements {
            let object = try Fields(element, bytes)
            result.append(WeatherCondition(
                id: try object.int("id"), main: try object.string("main"),
                description: try object.string("description"), icon: try object.string("icon")))
        }
        return result
    }

    private static func coordinates(_ value: JSONValue, _ bytes: [UInt8]) throws(Unusual) -> Coordinates {
        let object = try Fields(value, bytes)
        return Coordinates(lon: try object.double("lon"), lat: try object.double("lat"))
    }

    private static func wind(_ value: JSONValue, _ bytes: [UInt8]) throws(Unusual) -> Wind {
        let object = try Fields(value, bytes)
        return Wind(speed: try object.double("speed"), deg: try object.optionalDouble("deg"), gust: try object.optionalDouble("gust"))
    }

    private static func clouds(_ value: JSONValue, _ bytes: [UInt8]) throws(Unusual) -> Clouds {
        Clouds(all: try Fields(value, bytes).int("all"))
    }

    private static func precipitation(_ value: JSONValue, _ bytes: [UInt8]) throws(Unusual) -> Precipitation {
        let object = try Fields(value, bytes)
        return Precipitation(oneHour: try object.optionalDouble("1h"), threeHours: try object.optionalDouble("3h"))
    }
}

/// An object's members, read as the `Codable` path reads them.
private struct Fields {
    let members: [(key: String, value: JSONValue)]
    let bytes: [UInt8]

    init(_ value: JSONValue, _ bytes: [UInt8]) throws(DirectModelDecoding.Unusual) {
        guard case .object(let members) = value else { throw DirectModelDecoding.Unusual() }
        self.members = members
        self.bytes = bytes
    }

    /// The last member named `key`, as the keyed container finds it.
    func optional(_ key: String) -> JSONValue? {
        var index = members.endIndex
        while index > members.startIndex {
            index -= 1
            if members[index].key == key {
                if case .null = members[index].value { return nil }
                return members[index].value
            }
        }
        return nil
    }

    func required(_ key: String) throws(DirectModelDecoding.Unusual) -> JSONValue {
        guard let value = optional(key) else { throw DirectModelDecoding.Unusual() }
        return value
    }

    func int(_ key: String) throws(DirectModelDecoding.Unusual) -> Int {
        try JSONNumber.int(required(key), bytes)
    }

    func optionalInt(_ key: String) throws(DirectModelDecoding.Unusual) -> Int? {
        guard let value = optional(key) else { return nil }
        return try JSONNumber.int(value, bytes)
    }

    func double(_ key: String) throws(DirectModelDecoding.Unusual) -> Double {
        try JSONNumber.double(required(key), bytes)
    }

    func optionalDouble(_ key: String) throws(DirectModelDecoding.Unusual) -> Double? {
        guard let value = optional(key) else { return nil }
        return try JSONNumber.double(value, bytes)
    }

    func string(_ key: String) throws(DirectModelDecoding.Unusual) -> String {
        guard case .string(let text) = try required(key) else { throw DirectModelDecoding.Unusual() }
        return text
    }

    func optionalString(_ key: String) throws(DirectModelDecoding.Unusual) -> String? {
        guard let value = optional(key) else { return nil }
        guard case .string(let text) = value else { throw DirectModelDecoding.Unusual() }
        return text
    }

    /// `cod`, a number or a numeric string, as `decodeResponseCode` reads it.
    func responseCode() throws(DirectModelDecoding.Unusual) -> Int {
        let value = try required("cod")
        if case .string(let text) = value {
            guard let code = Int(text) else { throw DirectModelDecoding.Unusual() }
            return code
        }
        return try JSONNumber.int(value, bytes)
    }

    /// Only a body whose `cod` says 200 is read here: an error body is `APIStatus`'s to report.
    func requireSuccessCode() throws(DirectModelDecoding.Unusual) {
        guard try responseCode() == 200 else { throw DirectModelDecoding.Unusual() }
    }
}

/// Number literals converted without making a `String` of them, where the result is
/// certainly the one `Int(_:)` or `Double(_:)` gives for the same text; anything else is
/// ``DirectModelDecoding/Unusual``.
enum JSONNumber {
    static func int(_ value: JSONValue, _ bytes: [UInt8]) throws(DirectModelDecoding.Unusual) -> Int {
        guard case .number(let range) = value else { throw DirectModelDecoding.Unusual() }
        var index = range.lowerBound
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        // At most 18 digits: no overflow, no fraction or exponent (those go the long way).
        guard range.upperBound - index <= 18 else { throw DirectModelDecoding.Unusual() }
        var result = 0
        while index < range.upperBound {
            let digit = bytes[index] &- UInt8(ascii: "0")
            guard digit < 10 else { throw DirectModelDecoding.Unusual() }
            result = result &* 10 &+ Int(digit)
            index += 1
        }
        return negative ? -result : result
    }

    /// `-?digits(.digits)?` with at most 15 significant digits and 22 after the point: the
    /// integer and the power of ten are exact doubles, so one correctly rounded division
    /// gives the correctly rounded value (Clinger's fast path), as `Double(_:)` does.
    static func double(_ value: JSONValue, _ bytes: [UInt8]) throws(DirectModelDecoding.Unusual) -> Double {
        guard case .number(let range) = value else { throw DirectModelDecoding.Unusual() }
        var index = range.lowerBound
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        var mantissa = 0
        var digits = 0
        var fractionDigits = 0
        var inFraction = false
        while index < range.upperBound {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: ".") {
                inFraction = true
                continue
            }
            let digit = byte &- UInt8(ascii: "0")
            guard digit < 10 else { throw DirectModelDecoding.Unusual() }  // an exponent
            mantissa = mantissa &* 10 &+ Int(digit)
            if mantissa != 0 { digits += 1 }
            if inFraction { fractionDigits += 1 }
        }
        guard digits <= 15, fractionDigits < powersOfTen.count else { throw DirectModelDecoding.Unusual() }
        let magnitude = Double(mantissa) / powersOfTen[fractionDigits]
        return negative ? -magnitude : magnitude
    }

    /// 10⁰ … 10²², each exactly representable.
    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19,
        1e20, 1e21, 1e22,
    ]
}

extension CurrentWeatherResponse {
    static func decodedDirectly(_ document: JSONDocument) throws(DirectModelDecoding.Unusual) -> Self {
        try DirectModelDecoding.current(document)
    }
}

extension ForecastResponse {
    static func decodedDirectly(_ document: JSONDocument) throws(DirectModelDecoding.Unusual) -> Self {
        try DirectModelDecoding.forecast(document)
    }
}
