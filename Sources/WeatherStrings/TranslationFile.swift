/// One translation file to load, wherever its bytes come from (a directory or the binary).
struct TranslationFile {
    enum Kind: CaseIterable {
        case strings, stringsDict

        var fileName: String {
            switch self {
            case .strings: "Localizable.strings"
            case .stringsDict: "Localizable.stringsdict"
            }
        }
    }

    /// The language and kind a path such as `ko.lproj/Localizable.strings` names.
    struct Location {
        var language: String
        var kind: Kind

        init?(relativePath: String) {
            let components = relativePath.split(separator: "/")
            guard components.count == 2, components[0].hasSuffix(".lproj"),
                let kind = Kind.allCases.first(where: { $0.fileName == components[1] })
            else { return nil }
            self.language = LanguageIdentifier.normalized(String(components[0].dropLast(".lproj".count)))
            self.kind = kind
        }
    }

    var location: Location
    var displayPath: String
    var bytes: Result<[UInt8], StringsParseError>

    /// Parses every file, keeping what loads and listing every problem.
    static func report(loading files: [TranslationFile]) -> LocalizationLoadReport {
        var languages: [String: LanguageTable] = [:]
        var problems: [LocalizationLoadProblem] = []
        var incomplete: Set<String> = []
        for file in files {
            let language = file.location.language
            var table = languages[language] ?? LanguageTable()
            defer { languages[language] = table }
            switch file.location.kind {
            case .strings:
                do throws(StringsParseError) {
                    let parsed = try StringsParser.parse(file.bytes.get(), file: file.displayPath)
                    table.strings.merge(parsed.table) { _, new in new }
                    problems += parsed.duplicates.map {
                        .duplicateKey(language: language, key: $0.key, file: file.displayPath, line: $0.line, firstLine: $0.firstLine)
                    }
                } catch {
                    problems.append(.parseError(error))
                    incomplete.insert(language)
                }
            case .stringsDict:
                do throws(StringsDictError) {
                    let parsed = try file.readStringsDict()
                    for entry in parsed.entries { table.plurals[entry.key] = entry }
                    problems += parsed.invalidEntries.map { .stringsDictError($0) }
                } catch {
                    problems.append(.stringsDictError(error))
                    incomplete.insert(language)
                }
            }
        }
        return LocalizationLoadReport(
            tables: LocalizationTables(languages: languages), problems: problems, incompleteLanguages: incomplete)
    }

    private func readStringsDict() throws(StringsDictError) -> StringsDictFile {
        switch bytes {
        case .success(let bytes):
            return try StringsDictReader.read(bytes, file: displayPath)
        case .failure(let error):
            guard case .unreadable(let problem) = error.kind else { throw StringsDictError(file: displayPath, kind: .notAPropertyList) }
            throw StringsDictError(file: displayPath, kind: .unreadable(problem))
        }
    }
}
