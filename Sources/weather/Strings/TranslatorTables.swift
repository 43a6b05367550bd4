import WeatherLocalization
@_spi(Fuzzing) import WeatherStrings

/// Loading and writing tables for `weather strings export` and `import`.
enum TranslatorTables {
    /// The built-in tables, overlaid with a folder or catalog when given; `locale` words the
    /// notes (`nil`: the environment's).
    static func load(overlay: String?, locale: WeatherLocale?) throws(CommandFailure) -> LocalizationTables {
        let bundled = LocalizationTables.bundledReport()
        if let problem = bundled.problems.first {
            throw CommandFailure(kind: .software, message: .internalError(problem.description))
        }
        guard let overlay else { return bundled.tables }
        return try Self.overlay(overlay, on: bundled.tables, locale: locale)
    }

    /// `base` overlaid with the tables of a `--localizations` folder or catalog. A missing
    /// one fails with exit 66, a broken file with its file, line and column (or JSON path); catalog entries still
    /// `new` or `needs_review` are left out, those with device variations read as one text and
    /// those of a kind not used left out, each kind named in one note on stderr.
    static func overlay(_ path: String, on base: LocalizationTables, locale: WeatherLocale?) throws(CommandFailure) -> LocalizationTables {
        guard InputFile.exists(path) else { throw InputFile.missing(path) }
        let report = LocalizationTables.loadReport(directory: path)
        var notes: [CLIStringKey: [String]] = [:]
        for problem in report.problems {
            switch problem {
            case .unreviewed(let language, let key, _, _):
                notes[.noteUnreviewed, default: []].append("\(language) \(key)")
            case .catalogEntryReduced(let entry):
                notes[entry.isSkipped ? .noteCatalogSkipped : .noteCatalogDeviceReduced, default: []].append("\(entry.language) \(entry.key)")
            default:
                throw CommandFailure(kind: .dataError, message: problem.failureMessage)
            }
        }
        let tables = base.overlaid(with: report.tables)
        if !notes.isEmpty {
            // Not errors: the translator is told what was not used as written.
            let messages = LocalizationTables.bundledReport().tables.overlaid(with: report.tables)
            let localizer = MessageLocalizer.make(locale: locale, tables: messages)
            for key in [CLIStringKey.noteUnreviewed, .noteCatalogDeviceReduced, .noteCatalogSkipped] {
                guard let entries = notes[key] else { continue }
                StandardStreams.writeError("weather: \(localizer.string(key, .string(path), .string(entries.joined(separator: ", "))))\n")
            }
        }
        return tables
    }

    /// The comments above each key of `<directory>/en.lproj/Localizable.strings`, if it parses.
    static func englishComments(in directory: String) -> [String: String] {
        let path = directory + "/" + LocalizationTables.developmentLanguage + ".lproj/Localizable.strings"
        guard let file = try? StringsParser.parse(contentsOf: path) else { return [:] }
        return Dictionary(file.entries.compactMap { entry in entry.comment.map { (entry.key, $0) } }, uniquingKeysWith: { _, last in last })
    }

    /// The comments of a catalog's entries, if it reads.
    static func catalogComments(_ path: String) -> [String: String] {
        guard let bytes = try? InputFile.read(path), let catalog = try? StringCatalog.read(bytes, file: path) else { return [:] }
        return catalog.comments
    }

    static func write(_ tables: LocalizationTables, to directory: String, comments: [String: String]) throws(CommandFailure) {
        do {
            try TranslationWriter.write(tables, toDirectory: directory, comments: comments)
        } catch {
            throw CommandFailure(kind: .cannotCreate, message: .fileUnwritable(path: error.file))
        }
    }

    static func writeFile(_ text: String, to path: String) throws(CommandFailure) {
        do {
            try TranslationWriter.writeFile(text, to: path)
        } catch {
            throw CommandFailure(kind: .cannotCreate, message: .fileUnwritable(path: error.file))
        }
    }
}
