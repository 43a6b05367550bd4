/// A reading a real response got slightly wrong, and what is shown instead: OpenWeather
/// sends humidity `101`, clouds or `pop` just outside their range, a wind direction of 400°.
/// One such reading never rejects a whole forecast; it is corrected or left out, and said so.
///
/// ```swift
/// let current = try OpenWeatherDecoder.decodeCurrent(body)  // "humidity": 101
/// current.main.humidity     // 100
/// current.adjustments       // [ReadingAdjustment(path: "main.humidity", sent: "101", shown: "100")]
/// ```
package struct ReadingAdjustment: Sendable, Hashable, Codable {
    /// The JSON path of the reading (`list[3].main.humidity`).
    package var path: String
    /// The value as sent (`101`).
    package var sent: String
    /// The value used instead (`100`), or `nil` when the reading is left out (shown as unknown).
    package var shown: String?

    package init(path: String, sent: String, shown: String?) {
        self.path = path
        self.sent = sent
        self.shown = shown
    }
}

/// Collects adjustments while a response is repaired.
struct ReadingRepairs {
    private(set) var adjustments: [ReadingAdjustment] = []

    /// Clamps a percentage to 0...100.
    mutating func percentage(_ value: inout Int, at path: @autoclosure () -> JSONPath) {
        let clamped = min(max(value, 0), 100)
        if clamped != value {
            adjustments.append(ReadingAdjustment(path: path().description, sent: String(value), shown: String(clamped)))
            value = clamped
        }
    }

    /// Clamps a probability to 0...1.
    mutating func probability(_ value: inout Double?, at path: @autoclosure () -> JSONPath) {
        guard let current = value, current.isFinite else { return }
        let clamped = min(max(current, 0), 1)
        if clamped != current {
            adjustments.append(ReadingAdjustment(path: path().description, sent: Self.text(current), shown: Self.text(clamped)))
            value = clamped
        }
    }

    /// Leaves out a reading below zero (a negative amount or distance means nothing).
    mutating func dropNegative<Number: Comparable & Numeric & LosslessStringConvertible>(_ value: inout Number?, at path: @autoclosure () -> JSONPath) {
        if let current = value, current < .zero {
            adjustments.append(ReadingAdjustment(path: path().description, sent: String(current), shown: nil))
            value = nil
        }
    }

    /// Sets a negative speed to zero (calm).
    mutating func zeroIfNegative(_ value: inout Double, at path: @autoclosure () -> JSONPath) {
        if value < 0 {
            adjustments.append(ReadingAdjustment(path: path().description, sent: Self.text(value), shown: "0"))
            value = 0
        }
    }

    /// Leaves out a direction outside 0...360°.
    mutating func direction(_ value: inout Double?, at path: @autoclosure () -> JSONPath) {
        if let current = value, !(0...360).contains(current) {
            adjustments.append(ReadingAdjustment(path: path().description, sent: Self.text(current), shown: nil))
            value = nil
        }
    }

    /// Leaves out a temperature below absolute zero where the reading is optional.
    mutating func dropBelowAbsoluteZero(_ value: inout Double?, units: OpenWeatherUnits, at path: @autoclosure () -> JSONPath) {
        if let current = value, current < units.absoluteZero {
            adjustments.append(ReadingAdjustment(path: path().description, sent: Self.text(current), shown: nil))
            value = nil
        }
    }

    /// Replaces a minimum or maximum below absolute zero with the reading's own temperature.
    mutating func replaceBelowAbsoluteZero(_ value: inout Double, with replacement: Double, units: OpenWeatherUnits, at path: @autoclosure () -> JSONPath) {
        if value < units.absoluteZero, replacement >= units.absoluteZero {
            adjustments.append(ReadingAdjustment(path: path().description, sent: Self.text(value), shown: Self.text(replacement)))
            value = replacement
        }
    }

    /// `101`, `0.5`, `-2`: whole numbers without `.0`.
    static func text(_ value: Double) -> String {
        value == value.rounded() && value.magnitude < 1e15 ? String(Int(value)) : String(value)
    }
}

extension MainReadings {
    mutating func repair(at path: @autoclosure () -> JSONPath, units: OpenWeatherUnits, _ repairs: inout ReadingRepairs) {
        repairs.percentage(&humidity, at: path().appending(CodingKeys.humidity))
        repairs.dropBelowAbsoluteZero(&feelsLike, units: units, at: path().appending(CodingKeys.feelsLike))
        repairs.replaceBelowAbsoluteZero(&tempMin, with: temp, units: units, at: path().appending(CodingKeys.tempMin))
        repairs.replaceBelowAbsoluteZero(&tempMax, with: temp, units: units, at: path().appending(CodingKeys.tempMax))
    }
}

extension Wind {
    mutating func repair(at path: @autoclosure () -> JSONPath, _ repairs: inout ReadingRepairs) {
        repairs.zeroIfNegative(&speed, at: path().appending(CodingKeys.speed))
        repairs.direction(&deg, at: path().appending(CodingKeys.deg))
        repairs.dropNegative(&gust, at: path().appending(CodingKeys.gust))
    }
}

extension Precipitation {
    mutating func repair(at path: @autoclosure () -> JSONPath, _ repairs: inout ReadingRepairs) {
        repairs.dropNegative(&oneHour, at: path().appending(CodingKeys.oneHour))
        repairs.dropNegative(&threeHours, at: path().appending(CodingKeys.threeHours))
    }
}

extension CurrentWeatherResponse {
    /// Corrects or leaves out readings a real response gets slightly wrong (see ``ReadingAdjustment``).
    mutating func repair() {
        var repairs = ReadingRepairs()
        let root = JSONPath.root
        main.repair(at: root.appending(CodingKeys.main), units: units, &repairs)
        wind.repair(at: root.appending(CodingKeys.wind), &repairs)
        repairs.percentage(&clouds.all, at: root.appending(CodingKeys.clouds).appending(key: "all"))
        repairs.dropNegative(&visibility, at: root.appending(CodingKeys.visibility))
        rain?.repair(at: root.appending(CodingKeys.rain), &repairs)
        snow?.repair(at: root.appending(CodingKeys.snow), &repairs)
        adjustments = repairs.adjustments
    }
}

extension ForecastResponse {
    /// Corrects or leaves out readings a real response gets slightly wrong (see ``ReadingAdjustment``).
    mutating func repair() {
        var repairs = ReadingRepairs()
        let list = JSONPath.root.appending(CodingKeys.list)
        for index in self.list.indices {
            let path = { list.appending(index: index) }
            self.list[index].main.repair(at: path().appending(key: "main"), units: units, &repairs)
            self.list[index].wind.repair(at: path().appending(key: "wind"), &repairs)
            repairs.percentage(&self.list[index].clouds.all, at: path().appending(key: "clouds").appending(key: "all"))
            repairs.dropNegative(&self.list[index].visibility, at: path().appending(key: "visibility"))
            repairs.probability(&self.list[index].probabilityOfPrecipitation, at: path().appending(key: "pop"))
            self.list[index].rain?.repair(at: path().appending(key: "rain"), &repairs)
            self.list[index].snow?.repair(at: path().appending(key: "snow"), &repairs)
        }
        adjustments = repairs.adjustments
    }
}
