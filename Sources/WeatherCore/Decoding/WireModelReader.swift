/// The wire models read from a ``JSONTree``: the one reader of each model's rules.
///
/// Each field is read as the model documents it: the last of repeated keys counts, an
/// absent or `null` optional is `nil`, `cod` is a number or a numeric string, a whole
/// number may be written `50.0` or `5e1`. A failure is a node of the tree and what is wrong
/// there; its JSON path is spelled out only then (``JSONTree/path(to:)``), so a plain
/// response pays for no path at all. `Codable`'s generic containers cost a warm render
/// about half its instructions, so the models are not read through them.
enum WireModelReader {
    /// What is wrong at a node of the document.
    struct Failure: Error {
        enum Problem {
            /// The object at the node has no member `key`, or it is `null`.
            case missing(key: StaticString)
            /// The value at the node is `null` where a value is required.
            case null
            /// The value at the node is of another kind.
            case expected(JSONExpectation)
            /// The value at the node cannot be used, for `reason`.
            case invalid(InvalidValueReason)
        }

        let node: Int
        let problem: Problem

        /// The error with the failing value's JSON path.
        func error(in tree: JSONTree) -> OpenWeatherDecodingError {
            let path = tree.path(to: node)
            return switch problem {
            case .missing(let key): .missingField(path: path.appending(key: "\(key)").description)
            case .null: .missingField(path: path.description)
            case .expected(let expected): .invalidValue(path: path.description, reason: .expected(expected))
            case .invalid(let reason): .invalidValue(path: path.description, reason: reason)
            }
        }
    }

    static func current(_ tree: JSONTree) throws(OpenWeatherDecodingError) -> CurrentWeatherResponse {
        try read(tree) { root throws(Failure) in try current(root) }
    }

    static func forecast(_ tree: JSONTree) throws(OpenWeatherDecodingError) -> ForecastResponse {
        try read(tree) { root throws(Failure) in try forecast(root) }
    }

    static func airPollution(_ tree: JSONTree) throws(OpenWeatherDecodingError) -> AirPollutionResponse {
        try read(tree) { root throws(Failure) in try airPollution(root) }
    }

    /// `cod` and `message` of any body, to tell an error body from a broken one: `nil` when
    /// the body is not an object or `cod` is neither a number nor a numeric string.
    static func apiError(_ tree: JSONTree) -> OpenWeatherDecodingError? {
        tree.withReader { reader in
            guard let root = try? Fields(reader, JSONTree.root), let cod = root.optional("cod") else { return nil }
            let code: String
            switch reader.kind(cod) {
            case .string: code = reader.text(of: cod)
            case .number: guard let number = try? JSONNumber.int(reader, cod) else { return nil }; code = String(number)
            default: return nil
            }
            guard let number = Int(code), number != 200 else { return nil }
            let message = root.optional("message").flatMap { reader.kind($0) == .string ? reader.text(of: $0) : nil }
            return .apiError(code: code, message: message ?? "")
        }
    }

    /// `body`'s model, read from the document's top-level object; a failure with its JSON path.
    static func read<Model>(
        _ tree: JSONTree, _ body: (Fields) throws(Failure) -> Model
    ) throws(OpenWeatherDecodingError) -> Model {
        do throws(Failure) {
            return try tree.withReader { reader throws(Failure) in try body(Fields(reader, JSONTree.root)) }
        } catch {
            throw error.error(in: tree)
        }
    }

    private static func current(_ object: Fields) throws(Failure) -> CurrentWeatherResponse {
        CurrentWeatherResponse(
            coord: try coordinates(object.fields("coord")),
            weather: try conditions(object.array("weather")),
            base: try object.string("base"),
            main: try mainReadings(object.fields("main")),
            visibility: try object.optionalInt("visibility"),
            wind: try wind(object.fields("wind")),
            clouds: try clouds(object.fields("clouds")),
            rain: try object.optionalFields("rain").map { value throws(Failure) in try precipitation(value) },
            snow: try object.optionalFields("snow").map { value throws(Failure) in try precipitation(value) },
            dt: try object.int("dt"),
            sys: try currentSystem(object.fields("sys")),
            timezoneOffsetSeconds: try object.optionalInt("timezone"),
            id: try object.int("id"),
            name: try object.optionalString("name") ?? "",
            cod: try object.responseCode())
    }

    private static func forecast(_ object: Fields) throws(Failure) -> ForecastResponse {
        let cod = try object.responseCode()
        let message = try object.optionalDouble("message")
        let cnt = try object.int("cnt")
        let elements = try object.array("list")
        var list: [ForecastResponse.Item] = []
        list.reserveCapacity(object.reader.count(elements.node))
        for (_, element) in object.reader.elements(of: elements.node) { list.append(try item(Fields(object.reader, element))) }
        return ForecastResponse(
            cod: cod, message: message, cnt: cnt, list: list, city: try city(object.fields("city")))
    }

    private static func item(_ object: Fields) throws(Failure) -> ForecastResponse.Item {
        // Fields in the model's order: the first that fails is the one reported.
        ForecastResponse.Item(
            dt: try object.int("dt"),
            main: try mainReadings(object.fields("main")),
            weather: try conditions(object.array("weather")),
            clouds: try clouds(object.fields("clouds")),
            wind: try wind(object.fields("wind")),
            visibility: try object.optionalInt("visibility"),
            probabilityOfPrecipitation: try object.optionalDouble("pop"),
            rain: try object.optionalFields("rain").map { value throws(Failure) in try precipitation(value) },
            snow: try object.optionalFields("snow").map { value throws(Failure) in try precipitation(value) },
            sys: try itemSystem(object.fields("sys")),
            dtTxt: try object.optionalString("dt_txt"))
    }

    /// An Air Pollution body: `coord` may be absent, `list` empty, any component absent,
    /// `null`, or a numeric string (`"12.5"`), as third-party proxies send it.
    private static func airPollution(_ object: Fields) throws(Failure) -> AirPollutionResponse {
        let coord = try object.optionalFields("coord").map { value throws(Failure) in try coordinates(value) }
        let elements = try object.array("list")
        var list: [AirPollutionResponse.Item] = []
        list.reserveCapacity(object.reader.count(elements.node))
        for (_, element) in object.reader.elements(of: elements.node) {
            let item = try Fields(object.reader, element)
            let components = try item.optionalFields("components").map { value throws(Failure) in try airComponents(value) }
            list.append(AirPollutionResponse.Item(
                dt: try item.int("dt"),
                openWeatherIndex: try item.optionalFields("main")?.optionalInt("aqi"),
                components: components?.concentrations ?? PollutantConcentrations(),
                nitrogenMonoxide: components?.nitrogenMonoxide))
        }
        return AirPollutionResponse(coord: coord, list: list)
    }

    /// `components`, read in one pass over its members (a forecast has ~100 of them, eight
    /// members each); a repeated key's last value wins, as ``Fields/optional(_:)`` reads it.
    private static func airComponents(
        _ object: Fields
    ) throws(Failure) -> (concentrations: PollutantConcentrations, nitrogenMonoxide: Double?) {
        var concentrations = PollutantConcentrations()
        var nitrogenMonoxideNode: Int?
        // Each component's last node first (by the pollutant's ordinal, on the stack), so
        // that only the value read is checked.
        try withUnsafeTemporaryAllocation(of: Int.self, capacity: Pollutant.allCases.count) { nodes throws(Failure) in
            nodes.initialize(repeating: JSONTree.absent)
            for (key, value) in object.reader.members(of: object.object) {
                switch object.reader.packedKey(key).map(AirComponent.init(packedKey:)) ?? AirComponent(name: object.reader.text(of: key)) {
                case .pollutant(let pollutant): nodes[pollutant.ordinal] = value
                case .nitrogenMonoxide: nitrogenMonoxideNode = value
                case nil: continue
                }
            }
            // In the pollutants' order, so the first broken one reported is the one it was before.
            for pollutant in Pollutant.allCases where nodes[pollutant.ordinal] != JSONTree.absent {
                concentrations[pollutant] = try object.lenientDouble(nodes[pollutant.ordinal])
            }
        }
        return (concentrations, try nitrogenMonoxideNode.map { node throws(Failure) in try object.lenientDouble(node) } ?? nil)
    }

    private static func itemSystem(_ object: Fields) throws(Failure) -> ForecastResponse.Item.System {
        let text = try object.string("pod")
        guard let partOfDay = PartOfDay(rawValue: text) else {
            throw Failure(node: try object.required("pod"), problem: .invalid(.notDayOrNight(text)))
        }
        return ForecastResponse.Item.System(partOfDay: partOfDay)
    }

    private static func city(_ object: Fields) throws(Failure) -> ForecastResponse.City {
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

    private static func currentSystem(_ object: Fields) throws(Failure) -> CurrentWeatherResponse.System {
        CurrentWeatherResponse.System(
            type: try object.optionalInt("type"),
            id: try object.optionalInt("id"),
            message: try object.optionalDouble("message"),
            country: try object.optionalString("country"),
            sunrise: try object.optionalInt("sunrise"),
            sunset: try object.optionalInt("sunset"))
    }

    private static func mainReadings(_ object: Fields) throws(Failure) -> MainReadings {
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

    private static func conditions(_ array: Elements) throws(Failure) -> [WeatherCondition] {
        let reader = array.reader
        var result: [WeatherCondition] = []
        result.reserveCapacity(reader.count(array.node))
        for (_, element) in reader.elements(of: array.node) {
            let object = try Fields(reader, element)
            result.append(WeatherCondition(
                id: try object.int("id"), main: try object.string("main"),
                description: try object.string("description"), icon: try object.string("icon")))
        }
        return result
    }

    private static func coordinates(_ object: Fields) throws(Failure) -> Coordinates {
        Coordinates(lon: try object.double("lon"), lat: try object.double("lat"))
    }

    private static func wind(_ object: Fields) throws(Failure) -> Wind {
        Wind(speed: try object.double("speed"), deg: try object.optionalDouble("deg"), gust: try object.optionalDouble("gust"))
    }

    private static func clouds(_ object: Fields) throws(Failure) -> Clouds {
        Clouds(all: try object.int("all"))
    }

    private static func precipitation(_ object: Fields) throws(Failure) -> Precipitation {
        Precipitation(oneHour: try object.optionalDouble("1h"), threeHours: try object.optionalDouble("3h"))
    }
}

/// An array's node.
struct Elements {
    let reader: JSONTree.Reader
    let node: Int
}

/// An object's members, each read by its model's rule.
struct Fields {
    typealias Failure = WireModelReader.Failure

    let reader: JSONTree.Reader
    let object: Int

    init(_ reader: JSONTree.Reader, _ node: Int) throws(Failure) {
        guard reader.kind(node) == .object else { throw Failure(node: node, problem: .expected(.object)) }
        self.reader = reader
        self.object = node
    }

    /// The last member named `key`; `nil` when absent or `null`.
    func optional(_ key: StaticString) -> Int? {
        guard let value = reader.member(key, of: object), reader.kind(value) != .null else { return nil }
        return value
    }

    func required(_ key: StaticString) throws(Failure) -> Int {
        guard let value = optional(key) else { throw Failure(node: object, problem: .missing(key: key)) }
        return value
    }

    /// The object at `key`.
    func fields(_ key: StaticString) throws(Failure) -> Fields {
        try Fields(reader, required(key))
    }

    func optionalFields(_ key: StaticString) throws(Failure) -> Fields? {
        guard let value = optional(key) else { return nil }
        return try Fields(reader, value)
    }

    /// The array at `key`.
    func array(_ key: StaticString) throws(Failure) -> Elements {
        let value = try required(key)
        guard reader.kind(value) == .array else { throw Failure(node: value, problem: .expected(.array)) }
        return Elements(reader: reader, node: value)
    }

    func int(_ key: StaticString) throws(Failure) -> Int {
        try JSONNumber.int(reader, required(key))
    }

    func optionalInt(_ key: StaticString) throws(Failure) -> Int? {
        guard let value = optional(key) else { return nil }
        return try JSONNumber.int(reader, value)
    }

    func double(_ key: StaticString) throws(Failure) -> Double {
        try JSONNumber.double(reader, required(key))
    }

    func optionalDouble(_ key: StaticString) throws(Failure) -> Double? {
        guard let value = optional(key) else { return nil }
        return try JSONNumber.double(reader, value)
    }

    /// The number, or a string holding one (`"12.5"`), at `value`; `nil` for `null`.
    func lenientDouble(_ value: Int) throws(Failure) -> Double? {
        switch reader.kind(value) {
        case .null: return nil
        case .string: break
        default: return try JSONNumber.double(reader, value)
        }
        let text = reader.text(of: value)
        guard let number = JSONNumber.finite(text, as: Double.self) else {
            throw Failure(node: value, problem: .invalid(.notNumeric(text)))
        }
        return number
    }

    func string(_ key: StaticString) throws(Failure) -> String {
        try text(required(key))
    }

    func optionalString(_ key: StaticString) throws(Failure) -> String? {
        guard let value = optional(key) else { return nil }
        return try text(value)
    }

    private func text(_ node: Int) throws(Failure) -> String {
        guard reader.kind(node) == .string else { throw Failure(node: node, problem: .expected(.string)) }
        return reader.text(of: node)
    }

    /// `cod`: a number in `/weather` (`200`), a string in `/forecast` (`"200"`).
    func responseCode() throws(Failure) -> Int {
        let value = try required("cod")
        guard reader.kind(value) == .string else { return try JSONNumber.int(reader, value) }
        let text = reader.text(of: value)
        guard let code = Int(text) else {
            throw Failure(node: value, problem: .invalid(.notNumeric(text)))
        }
        return code
    }
}
