import ArgumentParser

/// `weather format …`: format values one per line, for scripts and other frontends.
struct FormatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "format",
        abstract: "Format weather values for a locale, one per line.",
        subcommands:
            [FormatTemperature.self, FormatDate.self] + quantities.map { $0 as any ParsableCommand.Type }
                + [FormatAirQuality.self, FormatUV.self, FormatMoon.self, FormatLunarDate.self]
    )

    /// The quantity subcommands, in the order help lists them.
    static var quantities: [any QuantityCommand.Type] {
        [FormatWind.self, FormatPressure.self, FormatPrecipitation.self, FormatVisibility.self]
    }
}
