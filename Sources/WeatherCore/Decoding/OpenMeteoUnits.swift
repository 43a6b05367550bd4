/// The units an Open-Meteo answer declares for its values (`current_units`, `hourly_units`,
/// `daily_units`), and each value in the units the model holds (°C, m/s, mm, cm of snow,
/// metres, Unix seconds).
///
/// Our requests ask for those units (`wind_speed_unit=ms`, `timeformat=unixtime`), but an
/// answer saved by another program carries Open-Meteo's defaults or other choices: km/h,
/// `mp/h`, `kn`, °F, `inch`, `ft` and ISO 8601 local times (`2025-11-17T06:00`, days as
/// `2025-11-17`, at `utc_offset_seconds`). Each is read as declared, then checked as any
/// feed's values are. A unit the reader cannot convert from (one Open-Meteo does not
/// document) fails the answer at that unit's entry (`hourly_units.wind_speed_10m`), rather
/// than showing its numbers as another unit's.
struct OpenMeteoUnits {
    typealias Failure = WireModelReader.Failure

    /// Each variable's declared unit, by key, with its node (where a unit not known fails).
    private let declared: [String: (text: String, node: Int)]
    /// Seconds east of UTC for times written without a zone.
    let utcOffset: Int

    /// What `object` (a `…_units` object, absent in some answers) declares.
    init(_ object: Fields?, utcOffset: Int) {
        var declared: [String: (text: String, node: Int)] = [:]
        if let object {
            for (key, value) in object.reader.members(of: object.object) where object.reader.kind(value) == .string {
                declared[object.reader.text(of: key)] = (object.reader.text(of: value), value)
            }
        }
        self.declared = declared
        self.utcOffset = utcOffset
    }

    /// The unit declared for `key`, if it is one of `known` (or none is declared).
    private func unit(_ key: StaticString, in known: Set<String>) throws(Failure) -> String? {
        guard let (text, node) = declared["\(key)"] else { return nil }
        guard known.contains(text) else { throw Failure(node: node, problem: .invalid(.unknownUnit(text))) }
        return text
    }

    /// The units each conversion reads, as Open-Meteo's documentation writes them (its
    /// `temperature_unit`, `wind_speed_unit`, `precipitation_unit` and the metres and feet of
    /// visibility; open-meteo.com/en/docs, read 2025-11).
    private static let temperatures: Set<String> = ["°C", "°F"]
    private static let speeds: Set<String> = ["m/s", "km/h", "mp/h", "mph", "kn"]
    private static let amounts: Set<String> = ["mm", "inch", "m", "ft", "hPa", "%", "", "μg/m³", "µg/m³"]
    private static let snow: Set<String> = ["cm", "inch"]

    /// A temperature in °C, checked in the unit it was sent in.
    func celsius(_ value: Double, _ key: StaticString, at node: Int) throws(Failure) -> Double {
        if try unit(key, in: Self.temperatures) == "°F" {
            return (try ReadingChecks.temperature(value, at: node, .imperial) - 32) * 5 / 9
        }
        return try ReadingChecks.temperature(value, at: node, .metric)
    }

    /// A wind speed in m/s. Factors: 1 km/h = 1/3.6 m/s; 1 mph = 0.44704 m/s; 1 kn = 1852/3600 m/s.
    func metresPerSecond(_ value: Double, _ key: StaticString, at node: Int) throws(Failure) -> Double {
        let factor: Double = switch try unit(key, in: Self.speeds) {
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
        switch try unit(key, in: Self.amounts) {
        case "inch": return value * 25.4
        case "ft": return value * 0.3048
        default: return value
        }
    }

    /// Fresh snow in cm (2.54 a declared `inch`).
    func snowCentimetres(_ value: Double, _ key: StaticString, at node: Int) throws(Failure) -> Double {
        let value = try ReadingChecks.amount(value, at: node)
        return try unit(key, in: Self.snow) == "inch" ? value * 2.54 : value
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
