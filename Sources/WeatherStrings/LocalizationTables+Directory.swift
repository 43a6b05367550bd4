internal import WeatherCore

extension LocalizationTables {
    /// Reads `<directory>/*.lproj/Localizable.strings` and `Localizable.stringsdict`, and
    /// String Catalogs `<directory>/*.xcstrings` (or `directory` itself when it names one).
    ///
    /// - Throws: The first `StringsParseError` (also for a missing directory),
    ///   `StringsDictError` or `StringCatalogError`. Entries a catalog marks `new` or
    ///   `needs_review` are left out without an error. Use ``loadReport(directory:)`` to
    ///   see every problem.
    package static func load(directory: String) throws -> LocalizationTables {
        try loadReport(directory: directory).strictTables()
    }

    /// The tables of a directory as far as they load, with every problem in every file.
    /// Errors show paths as `<directory>/ko.lproj/Localizable.strings`. A catalog's
    /// tables win over `.lproj` tables of the same language, key by key.
    package static func loadReport(directory: String) -> LocalizationLoadReport {
        if directory.hasSuffix(".xcstrings"), FileBytes.exists(directory), !FileBytes.isDirectory(directory) {
            return LocalizationLoadReport(tables: LocalizationTables()).addingCatalog(at: directory)
        }
        guard FileBytes.isDirectory(directory), let names = FileBytes.directoryEntries(directory) else {
            let problem: TableFileProblem = FileBytes.exists(directory) ? .notADirectory : .missingDirectory
            let error = StringsParseError(file: directory, line: 0, column: 0, kind: .unreadable(problem))
            return LocalizationLoadReport(tables: LocalizationTables(), problems: [.parseError(error)])
        }
        var files: [TranslationFile] = []
        for folder in names where folder.hasSuffix(".lproj") && FileBytes.isDirectory(directory + "/" + folder) {
            for name in TranslationFile.Kind.allCases.map(\.fileName) {
                let relative = folder + "/" + name
                let path = directory + "/" + relative
                guard FileBytes.exists(path), let location = TranslationFile.Location(relativePath: relative) else { continue }
                let bytes = Result { () throws(StringsParseError) in try FileBytes.read(path, displayPath: path) }
                files.append(TranslationFile(location: location, displayPath: path, bytes: bytes))
            }
        }
        var report = TranslationFile.report(loading: files)
        for name in names.sorted() where name.hasSuffix(".xcstrings") {
            report = report.addingCatalog(at: directory + "/" + name)
        }
        return report
    }
}

extension LocalizationLoadReport {
    /// The tables, or the first problem that strict loading does not accept.
    func strictTables() throws -> LocalizationTables {
        if let error = problems.lazy.compactMap(\.error).first { throw error }
        return tables
    }
}

extension LocalizationLoadReport {
    /// This report with the String Catalog at `path` read over its tables.
    func addingCatalog(at path: String) -> LocalizationLoadReport {
        var report = self
        let bytes: [UInt8]
        do throws(StringsParseError) {
            bytes = try FileBytes.read(path, displayPath: path)
        } catch {
            report.problems.append(.parseError(error))
            return report
        }
        do throws(StringCatalogError) {
            let catalog = try StringCatalog.read(bytes, file: path)
            report.tables = report.tables.overlaid(with: catalog.tables)
            report.problems += catalog.invalidEntries.map { .catalogError($0) }
            report.problems += catalog.reduced.map { .catalogEntryReduced($0) }
            report.problems += catalog.unreviewed.map { .unreviewed(language: $0.language, key: $0.key, state: $0.state, file: path) }
        } catch {
            report.problems.append(.catalogError(error))
        }
        return report
    }
}
