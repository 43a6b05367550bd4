/// The range checks every feed's reader applies to a value it has read at a node of the
/// tree, so that One Call's keyed fields and Open-Meteo's columns refuse (or clamp) the same
/// values the same way; a failure names the node.
enum ReadingChecks {
    typealias Failure = WireModelReader.Failure

    /// Unix seconds within ``UnixTime/range``.
    static func time(_ seconds: Int, at node: Int) throws(Failure) -> Int {
        guard UnixTime.range.contains(seconds) else { throw Failure(node: node, problem: .invalid(.timeOutOfRange(seconds: seconds))) }
        return seconds
    }

    /// A temperature no colder than absolute zero and no hotter than any air.
    static func temperature(_ value: Double, at node: Int, _ units: OpenWeatherUnits) throws(Failure) -> Double {
        if value < units.absoluteZero { throw Failure(node: node, problem: .invalid(.belowAbsoluteZero(value, units))) }
        if !(value <= units.highestTemperature) { throw Failure(node: node, problem: .invalid(.aboveAnyTemperature(value, units))) }
        return value
    }

    /// A quantity that cannot be negative (an amount, a pressure, a distance, an index).
    static func amount(_ value: Double, at node: Int) throws(Failure) -> Double {
        if value < 0 { throw Failure(node: node, problem: .invalid(.negative("\(value)"))) }
        return value
    }

    /// A wind speed: an amount no faster than any wind.
    static func speed(_ value: Double, at node: Int, _ units: OpenWeatherUnits) throws(Failure) -> Double {
        let value = try amount(value, at: node)
        if !(value <= units.highestWindSpeed) { throw Failure(node: node, problem: .invalid(.aboveAnyWindSpeed(value, units))) }
        return value
    }

    /// A share of `whole` (100 for a percentage, 1 for a probability), clamped when at most
    /// 1 % outside and recorded with its node; further outside, a failure.
    static func share(_ value: Double, at node: Int, of whole: Double, repairs: inout [ReadingAdjustment]) throws(Failure) -> Double {
        guard (-whole / 100...whole * 1.01).contains(value) else {
            throw Failure(node: node, problem: .invalid(.outside(value: "\(value)", lowest: "0", highest: whole == 1 ? "1" : "100")))
        }
        let clamped = min(max(value, 0), whole)
        if clamped != value { repairs.append(ReadingAdjustment(path: String(node), sent: "\(value)", shown: "\(clamped)")) }
        return clamped
    }
}
