import ArgumentParser

/// `weather format …`: format values one per line, for scripts and other frontends.
struct FormatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "format",
        abstract: "Format weather values for a locale, one per line.",
        subcommands: [
            FormatTemperature.self, FormatDate.self,
            FormatWind.self, FormatPressure.self, FormatPrecipitation.self, FormatVisibility.self,
        ]
    )
}

/// The value arguments. They are collected with `allUnrecognized`, so negative numbers
/// need no `--`; a `--` given anyway is the terminator, not a value.
func valueArguments(_ values: [String]) throws(CommandFailure) -> [String] {
    let values = values.filter { $0 != "--" }
    guard !values.isEmpty else { throw .invalidOption("", "VALUE") }
    return values
}

/// Reads each argument as a number, or fails naming the first that is not one.
func parseNumbers(_ values: [String]) throws(CommandFailure) -> [Double] {
    var numbers: [Double] = []
    for value in try valueArguments(values) {
        guard let number = Double(value), number.isFinite else {
            throw .invalidOption(value, "VALUE")
        }
        numbers.append(number)
    }
    return numbers
}

/// Joins formatted values, one per line, each line ended by a newline.
func lines(_ values: [String]) -> String {
    values.map { $0 + "\n" }.joined()
}
