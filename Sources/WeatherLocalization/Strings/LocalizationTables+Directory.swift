extension LocalizationTables {
    /// Reads `<directory>/*.lproj/Localizable.strings` and `Localizable.stringsdict`.
    ///
    /// - Throws: The first `StringsParseError` (also for a missing directory) or
    ///   `StringsDictError`. Use ``loadReport(directory:)`` to see every problem.
    public static func load(directory: String) throws -> LocalizationTables {
        try loadReport(directory: directory).strictTables()
    }

    /// The tables of a directory as far as they load, with every problem in every file.
    /// Errors show paths as `<directory>/ko.lproj/Localizable.strings`.
    public static func loadReport(directory: String) -> LocalizationLoadReport {
        guard FileBytes.isDirectory(directory), let names = FileBytes.directoryEntries(directory) else {
            let reason = FileBytes.exists(directory) ? "not a directory" : "no such directory"
            let error = StringsParseError(file: directory, line: 0, column: 0, kind: .unreadable(reason: reason))
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
        return TranslationFile.report(loading: files)
    }
}

extension LocalizationLoadReport {
    /// The tables, or the first problem that strict loading does not accept.
    func strictTables() throws -> LocalizationTables {
        if let error = problems.lazy.compactMap(\.error).first { throw error }
        return tables
    }
}
