/// The units an Open-Meteo answer declares for its values (`current_units`, `hourly_units`,
/// `daily_units`), and each value in the units the model holds (°C, m/s, mm, cm of snow,
/// metres, Unix seconds).
///
/// Our requests ask for those units (`wind_speed_unit=ms`, `timeformat=unixtime`), but an
/// answer saved by another program carries Open-Meteo's defaults or other choices: km/h,
/// `mp/h`, `kn`, °F, `inch`, `ft` and ISO 8601 local times (`2025-11-17T06:00`, days as
/// `2025-11-17`, at `utc_offset_seconds`). Each is read as declared, then checked as any
/// feed's values are. A unit Open-Meteo does not document is read as the one we ask for.
struct OpenMeteoUnits {
    typealias Failure = WireModelReader.Failure

    /// Each variable's declared unit, by key.
    private let declared: [String: String]
    /// Seconds east of UTC for times written without a zone.
    let utcOffset: Int

    /// What `object` (a `…_units` object, absent in some answers) declares.
    init(_ object: Fields?, utcOffset: Int) {
        var declared: [String: String] = [:]
        if let object {
            for (key, value) in object.reader.members(of: object.object) where object.reader.kind(value) == .string {
                declared[object.reader.text(of: key)] = object.reader.text(of: value)
            }
        }
        self.declared = declared
        self.utcOffset = utcOffset
    }

    private func unit(_ key: StaticString) -> String? { declared["\(key)"] }

    /// A temperature in °C, checked in the unit it was sent in.
    func celsius(_ value: Double, _ key: StaticString, at node: Int) throws(Failure) -> Double {
        if unit(key) == "°F" {
            return (try ReadingChecks.temperature(value, at: node, .imperial) - 32) * 5 / 9
        }
        return try ReadingChecks.temperature(value, at: node, .metric)
    }

    /// A wind speed in m/s. Factors: 1 km/h = 1/3.6 m/s; 1 mph = 0.44704 m/s; 1 kn = 1852/3600 m/s.
    func metresPerSecond(_ value: Double, _ key: StaticString, at node: Int) throws(Failure) -> Double {
        let factor: Double = switch unit(key) {
        case "km/h": 1 / 3.6
        case "mp/h", "mph": 0.44704
        case "kn": 1852.0 / 3600
        default: 1
        }
        return try ReadingChecks.speed(ReadingChecks.amount(value, at: node) * factor, at: node, .metric)
    }

    /// A quantity that cannot be negative, in the model's unit: rain in mm (25.4 a declared
    /// `inch`), a distance in m (0.3048 a declared `ft`), anything else as sent.
    func amount(_ value: Double, _ key: StaticString, at node: Int) throws(Failure) -> Double {
        let value = try ReadingChecks.amount(value, at: node)
        switch unit(key) {
        case "inch": return value * 25.4
        case "ft": return value * 0.3048
        default: return value
        }
    }

    /// Fresh snow in cm (2.54 a declared `inch`).
    func snowCentimetres(_ value: Double, _ key: StaticString, at node: Int) throws(Failure) -> Double {
        let value = try ReadingChecks.amount(value, at: node)
        return unit(key) == "inch" ? value * 2.54 : value
    }

    /// A time: Unix seconds, or ISO 8601 local text at ``utcOffset``.
    func time(_ reader: JSONTree.Reader, _ node: Int) throws(Failure) -> Int {
        if reader.kind(node) == .string {
            let text = reader.text(of: node)
            guard let seconds = InstantParser.unixSeconds(local: text, offsetSeconds: utcOffset) else {
                throw Failure(node: node, problem: .invalid(.notNumeric(text)))
            }
            return seconds
        }
        return try ReadingChecks.time(JSONNumber.int(reader, node), at: node)
    }
}
