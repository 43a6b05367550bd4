/// Something wrong in the translation files that loading found and passed over.
package enum LocalizationLoadProblem: Sendable, Hashable, CustomStringConvertible {
    /// A `.strings` file that could not be read or parsed; its language has no strings from it.
    case parseError(StringsParseError)
    /// A `.stringsdict` file, or one of its keys, that could not be read; that part is left out.
    case stringsDictError(StringsDictError)
    /// A key defined twice in one `.strings` file; the later value is used.
    case duplicateKey(language: String, key: String, file: String, line: Int, firstLine: Int)
    /// A String Catalog, or one of its entries, that could not be read; that part is left out.
    case catalogError(StringCatalogError)
    /// A String Catalog entry in state `new` or `needs_review`: left out, so the key falls
    /// back (to a shorter identifier, then English) as a missing one does.
    case unreviewed(language: String, key: String, state: String, file: String)
    /// A String Catalog entry read in part (one device variation of several) or left out as a
    /// kind this library does not use; never a reason to refuse the file.
    case catalogEntryReduced(StringCatalog.ReducedEntry)

    package var description: String {
        switch self {
        case .parseError(let error): error.description
        case .stringsDictError(let error): error.description
        case .duplicateKey(_, let key, let file, let line, let firstLine):
            StringsParseError(file: file, line: line, column: 1, kind: .duplicateKey(key: key, firstLine: firstLine))
                .description
        case .catalogError(let error): error.description
        case .catalogEntryReduced(let entry): entry.description
        case .unreviewed(let language, let key, let state, let file):
            "\(file): \(language): \"\(key)\" is \(state), not translated (the fallback is shown)"
        }
    }

    /// The underlying error, for problems that make strict loading fail.
    var error: (any Error)? {
        switch self {
        case .parseError(let error): error
        case .stringsDictError(let error): error
        case .catalogError(let error): error
        case .duplicateKey, .unreviewed, .catalogEntryReduced: nil
        }
    }
}

/// Tables loaded as far as possible, with every problem met in every file.
///
/// ```swift
/// let report = LocalizationTables.loadReport(directory: "Localizations")
/// report.problems.map(\.description)  // ["ko.lproj/Localizable.strings:12:5: missing ';' after value"]
/// ```
package struct LocalizationLoadReport: Sendable, Hashable {
    /// Everything that could be read.
    package var tables: LocalizationTables
    /// Problems in file order.
    package var problems: [LocalizationLoadProblem]
    /// Languages with a whole file that could not be read, so their tables are incomplete.
    package var incompleteLanguages: Set<String>

    /// Creates a report of loaded tables and their problems.
    package init(tables: LocalizationTables, problems: [LocalizationLoadProblem] = [], incompleteLanguages: Set<String> = []) {
        self.tables = tables
        self.problems = problems
        self.incompleteLanguages = incompleteLanguages
    }
}
