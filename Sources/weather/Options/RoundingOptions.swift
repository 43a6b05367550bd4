import ArgumentParser
import WeatherLocalization

/// `--fraction-digits`, `--increment`, `--rounding-mode`: how numbers are rounded.
struct RoundingOptions: ParsableArguments {
    @Option(name: .named(.fractionDigits), help: "Digits after the decimal separator, 0 to 6 (default 0 for temperatures).")
    var fractionDigits: Int?

    @Option(name: .named(.increment), help: "Round to a multiple of this step, e.g. 0.5.")
    var increment: Double?

    @Option(name: .named(.roundingMode), help: "ceiling, floor, down, up, half-even, half-down or half-up (default half-up).")
    var roundingMode: RoundingMode?

    /// The rounding asked for, defaults filling the options not given; `nil` when no rounding
    /// option was given.
    var rounding: Rounding? {
        guard fractionDigits != nil || increment != nil || roundingMode != nil else { return nil }
        let defaults = Rounding()
        return Rounding(
            fractionDigits: fractionDigits ?? defaults.fractionDigits,
            increment: increment,
            mode: roundingMode ?? defaults.mode)
    }
}
