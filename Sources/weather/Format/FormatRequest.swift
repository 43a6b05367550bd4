import WeatherCore
import WeatherLocalization
import WeatherStrings

/// One `weather format` call, whichever way its arguments were read (by ArgumentParser or
/// directly, see ``DirectlyReadable``): each subcommand builds one, and it does the work.
struct FormatRequest {
    /// What the values are and how they are read.
    enum Subject {
        case temperature(from: TemperatureUnit, unit: TemperatureUnit?)
        case date(skeleton: String, timeZone: String)
        case quantity(WeatherQuantity)
    }

    /// The `format` options' defaults, declared once: the subcommands' declarations start
    /// from them, so help shows them and both readers fill them in.
    enum Default {
        static let from = TemperatureUnit.kelvin
        static let unit = UnitChoice.auto
        static let width = UnitWidth.short
        static let timeZone = "UTC"
    }

    var subject: Subject
    /// `--locale` as given; `nil` means the environment's.
    var locale: String?
    /// `nil` when no rounding option was given (each formatter then rounds its own way).
    var rounding: Rounding?
    var width: UnitWidth = .short
    /// The value arguments as typed, parsed only when the request runs.
    var values: [String]

    /// Prints one formatted value per line; a failure is one localized line on stderr.
    func run() throws {
        try runReportingFailures(resolving: locale) { (locale) throws(CommandFailure) in try output(in: locale) }
    }

    /// Every value formatted, one per line.
    func output() throws(CommandFailure) -> String {
        try output(in: LocaleOptions.resolve(locale))
    }

    /// Every value formatted in `locale`, one per line.
    private func output(in locale: WeatherLocale) throws(CommandFailure) -> String {
        switch subject {
        case .temperature(let from, let unit):
            let numbers = try parseNumbers(values)
            let options = TemperatureFormatOptions(unit: unit, rounding: rounding ?? Rounding(), width: width)
            let formatter = try usage { () throws(LocalizationError) in try TemperatureFormatter(locale: locale, options: options) }
            guard width == .fullName else { return try lines(numbers.map { formatter.format(Temperature($0, from)) }, for: values) }
            // Spoken: "섭씨 영하 5도", "minus 5 degrees Celsius", where the language has its own table.
            // A value, not a message: no isolates around its parts, right to left too.
            let localizer = MessageLocalizer.make(locale: locale, tables: nil).isolatingTextArguments(false)
            return try lines(numbers.map { formatter.spoken(Temperature($0, from), localizer: localizer) }, for: values)
        case .date(let skeleton, let timeZone):
            let seconds = try parseUnixSeconds(values)
            let formatter = try usage { () throws(LocalizationError) in
                try SkeletonDateFormatter(locale: locale, skeleton: skeleton, timeZone: WeatherTimeZone(timeZone))
            }
            return try lines(seconds.map(formatter.format(unixSeconds:)), for: values)
        case .quantity(let quantity):
            let numbers = try parseNumbers(values)
            let formatter = try usage { () throws(LocalizationError) in
                try QuantityFormatter(quantity, locale: locale, width: width, rounding: rounding)
            }
            // A trace reads "< 0.1 mm" / "0.1mm 미만", in the user's language.
            let localizer = MessageLocalizer.make(locale: locale, tables: nil)
            return try lines(numbers.map { value in
                let formatted = formatter.format(value)
                // An empty text is ICU's failure: `lines` reports it, so it is not wrapped.
                guard !formatted.text.isEmpty else { return "" }
                return formatted.isTrace ? localizer.string(.precipitationTrace, .string(formatted.text)) : formatted.text
            }, for: values)
        }
    }
}

/// A formatter built from the user's options: its failure is a usage error.
private func usage<Formatter>(_ make: () throws(LocalizationError) -> Formatter) throws(CommandFailure) -> Formatter {
    do {
        return try make()
    } catch {
        throw .usage(error)
    }
}

/// The value arguments. They are collected with `allUnrecognized`, so negative numbers
/// need no `--`; a `--` given anyway is the terminator, not a value.
private func valueArguments(_ values: [String]) throws(CommandFailure) -> [String] {
    let values = valueArguments(ignoringEmpty: values)
    guard !values.isEmpty else { throw CommandFailure(kind: .usage, message: .nothingToFormat) }
    return values
}

/// Reads each argument as a number, or fails naming the first that is not one.
private func parseNumbers(_ values: [String]) throws(CommandFailure) -> [Double] {
    try valueArguments(values).map { value throws(CommandFailure) in
        guard let number = Double(value), number.isFinite else { throw CommandFailure(kind: .usage, message: .notANumber(value)) }
        return number
    }
}

/// Reads each argument as whole Unix seconds within years 1 to 9999, or fails naming the first that is not.
private func parseUnixSeconds(_ values: [String]) throws(CommandFailure) -> [Int] {
    try valueArguments(values).map { value throws(CommandFailure) in
        guard let seconds = Int(value) else { throw CommandFailure(kind: .usage, message: .notANumber(value)) }
        guard UnixTime.range.contains(seconds) else { throw .invalidOption(value, "UNIX_SECONDS") }
        return seconds
    }
}

/// Joins formatted values, one per line, each line ended by a newline. ICU returns an empty
/// string only when it could not format (the library logs why): that is an error naming the
/// value (exit 70), never an empty line.
func lines(_ formatted: [String], for values: [String]) throws(CommandFailure) -> String {
    var text = ""
    for (index, value) in formatted.enumerated() {
        guard !value.isEmpty else {
            let input = valueArguments(ignoringEmpty: values).dropFirst(index).first ?? ""
            throw CommandFailure(kind: .software, message: .internalError("ICU could not format '\(input)'"))
        }
        text += value
        text += "\n"
    }
    return text
}

/// The value arguments without the `--` terminator.
private func valueArguments(ignoringEmpty values: [String]) -> [String] {
    values.filter { $0 != "--" }
}
