/// The wire models read straight from a ``JSONTree``, without `Codable`.
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
        try document.tree.withReader { reader throws(Unusual) in try current(Fields(reader, JSONTree.root)) }
    }

    static func forecast(_ document: JSONDocument) throws(Unusual) -> ForecastResponse {
        try document.tree.withReader { reader throws(Unusual) in try forecast(Fields(reader, JSONTree.root)) }
    }

    private static func current(_ object: Fields) throws(Unusual) -> CurrentWeatherResponse {
        try object.requireSuccessCode()
        return CurrentWeatherResponse(
            coord: try coordinates(object.fields("coord")),
            weather: try conditions(object.reader, object.array("weather")),
            base: try object.string("base"),
            main: try mainReadings(object.fields("main")),
            visibility: try object.optionalInt("visibility"),
            wind: try wind(object.fields("wind")),
            clouds: try clouds(object.fields("clouds")),
            rain: try object.optionalFields("rain").map { value throws(Unusual) in try precipitation(value) },
            snow: try object.optionalFields("snow").map { value throws(Unusual) in try precipitation(value) },
            dt: try object.int("dt"),
            sys: try currentSystem(object.fields("sys")),
            timezoneOffsetSeconds: try object.optionalInt("timezone"),
            id: try object.int("id"),
            name: try object.optionalString("name") ?? "",
            cod: try object.responseCode())
    }

    private static func forecast(_ object: Fields) throws(Unusual) -> ForecastResponse {
        try object.requireSuccessCode()
        let cod = try object.responseCode()
        let message = try object.optionalDouble("message")
        let cnt = try object.int("cnt")
        let elements = try object.array("list")
        var list: [ForecastResponse.Item] = []
        list.reserveCapacity(object.reader.count(elements))
        for (_, element) in object.reader.elements(of: elements) { list.append(try item(Fields(object.reader, element))) }
        return ForecastResponse(
            cod: cod, message: message, cnt: cnt, list: list, city: try city(object.fields("city")))
    }

    private static func item(_ object: Fields) throws(Unusual) -> ForecastResponse.Item {
        let sys = try object.fields("sys")
        guard let partOfDay = PartOfDay(rawValue: try sys.string("pod")) else { throw Unusual() }
        return ForecastResponse.Item(
            dt: try object.int("dt"),
            main: try mainReadings(object.fields("main")),
            weather: try conditions(object.reader, object.array("weather")),
            clouds: try clouds(object.fields("clouds")),
            wind: try wind(object.fields("wind")),
            visibility: try object.optionalInt("visibility"),
            probabilityOfPrecipitation: try object.optionalDouble("pop"),
            rain: try object.optionalFields("rain").map { value throws(Unusual) in try precipitation(value) },
            snow: try object.optionalFields("snow").map { value throws(Unusual) in try precipitation(value) },
            sys: ForecastResponse.Item.System(partOfDay: partOfDay),
            dtTxt: try object.optionalString("dt_txt"))
    }

    private static func city(_ object: Fields) throws(Unusual) -> ForecastResponse.City {
        ForecastResponse.City(
            id: try object.int("id"),
            name: try object.optionalString("name") ?? "",
            coord: try coordinates(object.fields("coord")),
            country: try object.optionalString("country"),
            population: try object.optionalInt("population"),
            timezoneOffsetSeconds: try object.optionalInt("timezone"),
            sunrise: try object.optionalInt("sunrise"),
            sunset: try object.optionalInt("sunset"))
    }

    private static func currentSystem(_ object: Fields) throws(Unusual) -> CurrentWeatherResponse.System {
        CurrentWeatherResponse.System(
            type: try object.optionalInt("type"),
            id: try object.optionalInt("id"),
            message: try object.optionalDouble("message"),
            country: try object.optionalString("country"),
            sunrise: try object.optionalInt("sunrise"),
            sunset: try object.optionalInt("sunset"))
    }

    private static func mainReadings(_ object: Fields) throws(Unusual) -> MainReadings {
        MainReadings(
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

    private static func conditions(_ reader: JSONTree.Reader, _ array: Int) throws(Unusual) -> [WeatherCondition] {
        var result: [WeatherCondition] = []
        result.reserveCapacity(reader.count(array))
        for (_, element) in reader.elements(of: array) {
            let object = try Fields(reader, element)
            result.append(WeatherCondition(
                id: try object.int("id"), main: try object.string("main"),
                description: try object.string("description"), icon: try object.string("icon")))
        }
        return result
    }

    private static func coordinates(_ object: Fields) throws(Unusual) -> Coordinates {
        Coordinates(lon: try object.double("lon"), lat: try object.double("lat"))
    }

    private static func wind(_ object: Fields) throws(Unusual) -> Wind {
        Wind(speed: try object.double("speed"), deg: try object.optionalDouble("deg"), gust: try object.optionalDouble("gust"))
    }

    private static func clouds(_ object: Fields) throws(Unusual) -> Clouds {
        Clouds(all: try object.int("all"))
    }

    private static func precipitation(_ object: Fields) throws(Unusual) -> Precipitation {
        Precipitation(oneHour: try object.optionalDouble("1h"), threeHours: try object.optionalDouble("3h"))
    }
}

/// An object's members, read as the `Codable` path reads them.
private struct Fields {
    let reader: JSONTree.Reader
    let object: Int

    init(_ reader: JSONTree.Reader, _ node: Int) throws(DirectModelDecoding.Unusual) {
        guard reader.kind(node) == .object else { throw DirectModelDecoding.Unusual() }
        self.reader = reader
        self.object = node
    }

    /// The last member named `key`, as the keyed container finds it; `nil` when absent or `null`.
    func optional(_ key: StaticString) -> Int? {
        guard let value = reader.member(key, of: object), reader.kind(value) != .null else { return nil }
        return value
    }

    func required(_ key: StaticString) throws(DirectModelDecoding.Unusual) -> Int {
        guard let value = optional(key) else { throw DirectModelDecoding.Unusual() }
        return value
    }

    /// The object at `key`.
    func fields(_ key: StaticString) throws(DirectModelDecoding.Unusual) -> Fields {
        try Fields(reader, required(key))
    }

    func optionalFields(_ key: StaticString) throws(DirectModelDecoding.Unusual) -> Fields? {
        guard let value = optional(key) else { return nil }
        return try Fields(reader, value)
    }

    /// The node of the array at `key`.
    func array(_ key: StaticString) throws(DirectModelDecoding.Unusual) -> Int {
        let value = try required(key)
        guard reader.kind(value) == .array else { throw DirectModelDecoding.Unusual() }
        return value
    }

    func int(_ key: StaticString) throws(DirectModelDecoding.Unusual) -> Int {
        try JSONNumber.int(reader, required(key))
    }

    func optionalInt(_ key: StaticString) throws(DirectModelDecoding.Unusual) -> Int? {
        guard let value = optional(key) else { return nil }
        return try JSONNumber.int(reader, value)
    }

    func double(_ key: StaticString) throws(DirectModelDecoding.Unusual) -> Double {
        try JSONNumber.double(reader, required(key))
    }

    func optionalDouble(_ key: StaticString) throws(DirectModelDecoding.Unusual) -> Double? {
        guard let value = optional(key) else { return nil }
        return try JSONNumber.double(reader, value)
    }

    func string(_ key: StaticString) throws(DirectModelDecoding.Unusual) -> String {
        let value = try required(key)
        guard reader.kind(value) == .string else { throw DirectModelDecoding.Unusual() }
        return reader.text(of: value)
    }

    func optionalString(_ key: StaticString) throws(DirectModelDecoding.Unusual) -> String? {
        guard let value = optional(key) else { return nil }
        guard reader.kind(value) == .string else { throw DirectModelDecoding.Unusual() }
        return reader.text(of: value)
    }

    /// `cod`, a number or a numeric string, as `decodeResponseCode` reads it.
    func responseCode() throws(DirectModelDecoding.Unusual) -> Int {
        let value = try required("cod")
        if reader.kind(value) == .string {
            guard let code = Int(reader.text(of: value)) else { throw DirectModelDecoding.Unusual() }
            return code
        }
        return try JSONNumber.int(reader, value)
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
    static func int(_ reader: JSONTree.Reader, _ node: Int) throws(DirectModelDecoding.Unusual) -> Int {
        guard reader.kind(node) == .number else { throw DirectModelDecoding.Unusual() }
        return try int(reader.bytes, reader.literal(node))
    }

    /// The literal at `range` of `bytes`.
    static func int(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) throws(DirectModelDecoding.Unusual) -> Int {
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
    static func double(_ reader: JSONTree.Reader, _ node: Int) throws(DirectModelDecoding.Unusual) -> Double {
        guard reader.kind(node) == .number else { throw DirectModelDecoding.Unusual() }
        return try double(reader.bytes, reader.literal(node))
    }

    /// The literal at `range` of `bytes`.
    static func double(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) throws(DirectModelDecoding.Unusual) -> Double {
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
