import ArgumentParser

/// `weather format …`: format values one per line, for scripts and other frontends.
struct FormatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "format",
        abstract: "Format weather values for a locale, one per line.",
        subcommands: kinds.map { $0 as any ParsableCommand.Type }
    )

    /// The kinds, in the order help lists them.
    static var kinds: [any FormatKind.Type] {
        [
            FormatTemperature.self, FormatDate.self, FormatWind.self, FormatPressure.self, FormatPrecipitation.self,
            FormatVisibility.self, FormatAirQuality.self, FormatUV.self, FormatMoon.self, FormatLunarDate.self,
        ]
    }
}

/// A `weather format` kind. Each is read directly on a plain call: its `init(reading:)` is
/// written from its declarations at build time, and a kind whose declarations cannot be
/// read that way does not compile.
protocol FormatKind: ParsableCommand, DirectlyReadable {}
