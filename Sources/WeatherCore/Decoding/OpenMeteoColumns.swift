/// Open-Meteo's `hourly`, `daily` and air-quality objects: one array per variable, all as
/// long as `time`, read by row. A column that is absent, shorter than `time` or `null` at a
/// row gives `nil` there; a value of the wrong kind is a failure naming its JSON path.
struct Columns {
    typealias Failure = WireModelReader.Failure

    let reader: JSONTree.Reader
    /// Each array member's element nodes, by key (read once: rows are then looked up directly).
    private let columns: [String: [Int]]

    init(_ object: Fields) throws(Failure) {
        reader = object.reader
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
        let seconds = try JSONNumber.int(reader, times[row])
        guard UnixTime.range.contains(seconds) else { throw Failure(node: times[row], problem: .invalid(.timeOutOfRange(seconds: seconds))) }
        return seconds
    }

    /// A Unix time in column `key` (sunrise, sunset); `nil` when absent.
    func timeValue(_ key: StaticString, _ row: Int) throws(Failure) -> Int? {
        guard let node = node(key, row) else { return nil }
        let seconds = try JSONNumber.int(reader, node)
        guard UnixTime.range.contains(seconds) else { throw Failure(node: node, problem: .invalid(.timeOutOfRange(seconds: seconds))) }
        return seconds
    }

    /// A temperature in °C, within what air can be.
    func temperature(_ key: StaticString, _ row: Int) throws(Failure) -> Double? {
        guard let value = try double(key, row), let node = node(key, row) else { return nil }
        let units = OpenMeteoReader.units
        if value < units.absoluteZero { throw Failure(node: node, problem: .invalid(.belowAbsoluteZero(value, units))) }
        if !(value <= units.highestTemperature) { throw Failure(node: node, problem: .invalid(.aboveAnyTemperature(value, units))) }
        return value
    }

    /// A quantity that cannot be negative.
    func amount(_ key: StaticString, _ row: Int) throws(Failure) -> Double? {
        guard let value = try double(key, row), let node = node(key, row) else { return nil }
        if value < 0 { throw Failure(node: node, problem: .invalid(.negative("\(value)"))) }
        return value
    }

    /// A wind speed in m/s, within what wind can be.
    func speed(_ key: StaticString, _ row: Int) throws(Failure) -> Double? {
        guard let value = try amount(key, row), let node = node(key, row) else { return nil }
        let units = OpenMeteoReader.units
        if !(value <= units.highestWindSpeed) { throw Failure(node: node, problem: .invalid(.aboveAnyWindSpeed(value, units))) }
        return value
    }

    /// A percentage, clamped to 0...100 when slightly outside (recorded with its node).
    func percentage(_ key: StaticString, _ row: Int, repairs: inout [ReadingAdjustment]) throws(Failure) -> Double? {
        guard let value = try double(key, row), let node = node(key, row) else { return nil }
        guard (-1...101).contains(value) else {
            throw Failure(node: node, problem: .invalid(.outside(value: "\(value)", lowest: "0", highest: "100")))
        }
        let clamped = min(max(value, 0), 100)
        if clamped != value { repairs.append(ReadingAdjustment(path: String(node), sent: "\(value)", shown: "\(clamped)")) }
        return clamped
    }
}
