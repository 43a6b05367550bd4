import ArgumentParser
import WeatherLocalization
@_spi(Fuzzing) import WeatherStrings

/// `weather strings …`: tools for translators.
struct StringsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strings",
        abstract: "Check, export and import translation tables.",
        subcommands: [StringsLintCommand.self, StringsExportCommand.self, StringsImportCommand.self]
    )
}

/// `weather strings lint`: every problem in the tables, one per line; exit 1 if any.
struct StringsLintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Report missing, extra and untranslated keys, format specifiers that differ from English, plural categories a language needs, unreviewed catalog entries, keys the code does not use, duplicates and parse errors.",
        discussion: "Without --localizations, checks the tables built into weather, including keys the code no longer uses."
    )

    @Option(help: ArgumentHelp("A folder of <lang>.lproj tables or .xcstrings catalogs (or one catalog) to check.", valueName: "dir"))
    var localizations: String?

    @OptionGroup var localeOptions: LocaleOptions

    func run() throws {
        // Validated once: the failure, the notes and the summary are worded in this value.
        let messageLocale = MessageLocalizer.validated(localeOptions.locale)
        let report: LocalizationLoadReport
        if let localizations {
            var loaded: LocalizationLoadReport?
            try runReportingFailures(validLocale: messageLocale) { () throws(CommandFailure) in
                loaded = try Self.overrideReport(localizations)
                return ""
            }
            guard let loaded else { return }
            report = loaded
        } else {
            report = LocalizationTables.bundledReport()
        }
        let findings = StringsLint(usedKeys: localizations == nil ? CLIStringKey.usedKeys : nil).findings(in: report)
        let localizer = MessageLocalizer.make(locale: messageLocale, tables: nil)
        let languages = report.tables.languages.keys.sorted().joined(separator: ", ")
        if findings.isEmpty {
            StandardStreams.writeOutput("\(languages): \(localizer.string(.lintProblems, .integer(0)))\n")
            return
        }
        let lines = findings.map { "\($0.description)\n" }.joined()
        StandardStreams.writeOutput(lines + "\(languages): \(localizer.string(.lintProblems, .integer(findings.count)))\n")
        throw ExitCode(CommandFailure.Kind.findings.rawValue)
    }
}

extension StringsLintCommand {
    /// The tables of `--localizations`. A folder with its own English (a whole table set, such
    /// as `Localizations/`) is checked on its own. One without is an override folder, as
    /// `show --localizations` uses it: laid over the built-in tables, so its translations are
    /// checked against the built-in English, and a key it leaves out is not missing (the
    /// built-in one is shown); only its languages are reported. A missing folder is exit 66.
    static func overrideReport(_ path: String) throws(CommandFailure) -> LocalizationLoadReport {
        guard InputFile.exists(path) else {
            throw InputFile.missing(path)
        }
        let folder = LocalizationTables.loadReport(directory: path)
        guard folder.tables.languages[LocalizationTables.developmentLanguage] == nil else { return folder }
        let overlaid = LocalizationTables.bundledReport().tables.overlaid(with: folder.tables)
        let reported = Set(folder.tables.languages.keys).union([LocalizationTables.developmentLanguage])
        return LocalizationLoadReport(
            tables: LocalizationTables(languages: overlaid.languages.filter { reported.contains($0.key) }),
            problems: folder.problems,
            incompleteLanguages: folder.incompleteLanguages)
    }
}

/// The two ways tables are written out.
enum TranslationFormat: String, ExpressibleByArgument, CaseIterable {
    /// One Xcode String Catalog holding every language.
    case xcstrings
    /// `<lang>.lproj/Localizable.strings` and `.stringsdict` folders.
    case strings
}

/// `weather strings export`: the tables (built in, overlaid with `--localizations`) as a
/// String Catalog or as `.lproj` folders, for translators.
struct StringsExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write the translation tables out as an Xcode String Catalog or as .lproj folders.",
        discussion: """
            Comments for translators come from the English .strings under --localizations when it has them \
            (weather strings export --localizations Localizations in the source tree).
            """
    )

    @Option(help: "xcstrings (one catalog; stdout unless --output) or strings (.lproj folders in --output).")
    var format: TranslationFormat = .xcstrings

    @Option(help: ArgumentHelp("The catalog file, or the folder for .lproj folders.", valueName: "path"))
    var output: String?

    @Option(help: ArgumentHelp("A folder of <lang>.lproj tables or catalogs to add to the built-in ones.", valueName: "dir"))
    var localizations: String?

    @OptionGroup var localeOptions: LocaleOptions

    func run() throws {
        let messageLocale = MessageLocalizer.validated(localeOptions.locale)
        try runReportingFailures(validLocale: messageLocale) { () throws(CommandFailure) in
            let tables = try TranslatorTables.load(overlay: localizations, locale: messageLocale)
            let comments = localizations.map(TranslatorTables.englishComments(in:)) ?? [:]
            switch format {
            case .xcstrings:
                let json: String
                do throws(StringCatalogError) {
                    json = try StringCatalog.write(tables, comments: comments, file: output ?? "-")
                } catch {
                    throw CommandFailure(kind: .software, message: .internalError(error.description))
                }
                guard let output else { return json }
                try TranslatorTables.writeFile(json, to: output)
                return ""
            case .strings:
                guard let output else { throw .invalidOption("strings", "--format (needs --output)") }
                try TranslatorTables.write(tables, to: output, comments: comments)
                return ""
            }
        }
    }
}

/// `weather strings import`: a translated String Catalog into `.lproj` folders that
/// `--localizations` reads (and that can be committed to `Localizations/`).
struct StringsImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Write a translated String Catalog out as <lang>.lproj folders.",
        discussion: "Entries still new or needs_review are left out and named on stderr; an unreadable entry writes nothing."
    )

    @Argument(help: ArgumentHelp("The .xcstrings file.", valueName: "catalog"))
    var catalog: String

    @Option(help: ArgumentHelp("The folder to write <lang>.lproj folders into.", valueName: "dir"))
    var output: String

    @OptionGroup var localeOptions: LocaleOptions

    func run() throws {
        let messageLocale = MessageLocalizer.validated(localeOptions.locale)
        try runReportingFailures(validLocale: messageLocale) { () throws(CommandFailure) in
            // Written only once the whole catalog has read; the note comes from `overlay`.
            let tables = try TranslatorTables.overlay(catalog, on: LocalizationTables(), locale: messageLocale)
            try TranslatorTables.write(tables, to: output, comments: TranslatorTables.catalogComments(catalog))
            return ""
        }
    }
}
