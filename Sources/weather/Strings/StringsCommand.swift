import ArgumentParser
import WeatherLocalization

/// `weather strings …`: tools for translators.
struct StringsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strings",
        abstract: "Check translation tables.",
        subcommands: [StringsLintCommand.self]
    )
}

/// `weather strings lint`: every problem in the tables, one per line; exit 1 if any.
struct StringsLintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Report missing, extra and unused keys, format specifiers that differ from English, duplicates and parse errors.",
        discussion: "Without --localizations, checks the tables built into weather, including keys the code no longer uses."
    )

    @Option(help: ArgumentHelp("A folder of <lang>.lproj tables to check.", valueName: "dir"))
    var localizations: String?

    @OptionGroup var localeOptions: LocaleOptions

    func run() throws {
        let report = localizations.map(LocalizationTables.loadReport(directory:)) ?? LocalizationTables.bundledReport()
        let findings = StringsLint(usedKeys: localizations == nil ? StringKey.allKeys : nil).findings(in: report)
        let localizer = MessageLocalizer.make(preferredLocale: localeOptions.locale, tables: nil)
        let languages = report.tables.languages.keys.sorted().joined(separator: ", ")
        if findings.isEmpty {
            StandardStreams.writeOutput("\(languages): \(localizer.string("lint.problems", .integer(0)))\n")
            return
        }
        let lines = findings.map { "\($0.description)\n" }.joined()
        StandardStreams.writeOutput(lines + "\(languages): \(localizer.string("lint.problems", .integer(findings.count)))\n")
        throw ExitCode(CommandFailure.Kind.findings.rawValue)
    }
}
