import WeatherLocalization

/// Loading and writing tables for `weather strings export` and `import`.
enum TranslatorTables {
    /// The built-in tables, overlaid with a folder or catalog when given; any problem there fails.
    static func load(overlay: String?) throws(CommandFailure) -> LocalizationTables {
        let bundled = LocalizationTables.bundledReport()
        if let problem = bundled.problems.first {
            throw CommandFailure(kind: .software, message: .internalError(problem.description))
        }
        guard let overlay else { return bundled.tables }
        let report = LocalizationTables.loadReport(directory: overlay)
        if let problem = report.problems.first { throw CommandFailure(kind: .dataError, message: problem.failureMessage) }
        return bundled.tables.overlaid(with: report.tables)
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
