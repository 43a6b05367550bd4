/// Open-Meteo's `hourly`, `daily` and air-quality objects: one array per variable, all as
/// long as `time`, read by row. A column that is absent, shorter than `time` or `null` at a
/// row gives `nil` there; a value of the wrong kind is a failure naming its JSON path.
struct Columns {
    typealias Failure = WireModelReader.Failure

    let reader: JSONTree.Reader
    /// Each array member's element nodes, by key (read once: rows are then looked up directly).
    private let columns: [String: [Int]]
    /// The units the section declares (its `…_units` object).
    let units: OpenMeteoUnits

    init(_ object: Fields, units: OpenMeteoUnits) throws(Failure) {
        reader = object.reader
        self.units = units
        var columns: [String: [Int]] = [:]
        for (key, value) in object.reader.members(of: object.object) {
            let name = object.reader.text(of: key)
            guard object.reader.kind(value) != .null else { continue }
            guard object.reader.kind(value) == .array else { throw Failure(node: value, problem: .expected(.array)) }
            columns[name] = object.reader.elements(of: value).map(\.value)
        }
        self.columns = columns
    }

    /// The nodes of column `key`; empty when absent.
    func column(_ key: StaticString) throws(Failure) -> [Int] {
        columns["\(key)"] ?? []
    }

    /// The node at `row` of `key`, `nil` when absent or `null`.
    private func node(_ key: StaticString, _ row: Int) -> Int? {
        guard let column = columns["\(key)"], row < column.count, reader.kind(column[row]) != .null else { return nil }
        return column[row]
    }

    func double(_ key: StaticString, _ row: Int) throws(Failure) -> Double? {
        guard let node = node(key, row) else { return nil }
        return try JSONNumber.double(reader, node)
    }

    func int(_ key: StaticString, _ row: Int) throws(Failure) -> Int? {
        guard let node = node(key, row) else { return nil }
        return try JSONNumber.int(reader, node)
    }

    /// A Unix time at `row` of `times` (the `time` column), checked as every feed's times are.
    func time(_ times: [Int], _ row: Int) throws(Failure) -> Int? {
        guard reader.kind(times[row]) != .null else { return nil }
        return try units.time(reader, times[row])
    }

    /// A Unix time in column `key` (sunrise, sunset); `nil` when absent.
    func timeValue(_ key: StaticString, _ row: Int) throws(Failure) -> Int? {
        guard let node = node(key, row) else { return nil }
        return try units.time(reader, node)
    }

    /// A temperature in °C, within what air can be.
    func temperature(_ key: StaticString, _ row: Int) throws(Failure) -> Double? {
        guard let node = node(key, row) else { return nil }
        return try units.celsius(JSONNumber.double(reader, node), key, at: node)
    }

    /// A quantity that cannot be negative (rain in mm, a distance in m).
    func amount(_ key: StaticString, _ row: Int) throws(Failure) -> Double? {
        guard let node = node(key, row) else { return nil }
        return try units.amount(JSONNumber.double(reader, node), key, at: node)
    }

    /// Fresh snow in cm.
    func snow(_ key: StaticString, _ row: Int) throws(Failure) -> Double? {
        guard let node = node(key, row) else { return nil }
        return try units.snowCentimetres(JSONNumber.double(reader, node), key, at: node)
    }

    /// A wind speed in m/s, within what wind can be.
    func speed(_ key: StaticString, _ row: Int) throws(Failure) -> Double? {
        guard let node = node(key, row) else { return nil }
        return try units.metresPerSecond(JSONNumber.double(reader, node), key, at: node)
    }

    /// A percentage, clamped to 0...100 when slightly outside (recorded with its node).
    func percentage(_ key: StaticString, _ row: Int, repairs: inout [ReadingAdjustment]) throws(Failure) -> Double? {
        guard let node = node(key, row) else { return nil }
        return try ReadingChecks.share(JSONNumber.double(reader, node), at: node, of: 100, repairs: &repairs)
    }
}
