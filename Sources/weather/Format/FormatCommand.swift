import ArgumentParser

/// `weather format …`: format values one per line, for scripts and other frontends.
struct FormatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "format",
        abstract: "Format weather values for a locale, one per line.",
        subcommands: [
            FormatTemperature.self, FormatDate.self,
            FormatWind.self, FormatPressure.self, FormatPrecipitation.self, FormatVisibility.self, FormatAirQuality.self,
        ]
    )
}
