/// The translations of one language: `.strings` values and `.stringsdict` plural entries.
public struct LanguageTable: Sendable, Hashable {
    /// Key → value from `Localizable.strings`.
    public var strings: [String: String]
    /// Key → plural entry from `Localizable.stringsdict`.
    public var plurals: [String: PluralEntry]

    /// Creates a table from its strings and plural entries.
    public init(strings: [String: String] = [:], plurals: [String: PluralEntry] = [:]) {
        self.strings = strings
        self.plurals = plurals
    }

    /// Every key of either kind.
    package var keys: Set<String> { Set(strings.keys).union(plurals.keys) }

    /// This table with `other`'s keys replacing or adding to its own.
    package func overlaid(with other: LanguageTable) -> LanguageTable {
        LanguageTable(
            strings: strings.merging(other.strings) { _, new in new },
            plurals: plurals.merging(other.plurals) { _, new in new })
    }
}

/// Translation tables for every language, keyed by normalised language identifier.
///
/// ```swift
/// let tables = LocalizationTables.bundled()
/// tables.languages.keys.sorted()  // ["en", "ko"]
/// ```
///
/// Identifiers are normalised as `.lproj` names and locales are matched: `ko-KR`,
/// `ko_KR` and `ko_kr` are all `ko_KR`; `zh-Hans` is `zh_Hans`.
public struct LocalizationTables: Sendable, Hashable {
    /// The language every other falls back to, and the lint's reference.
    package static let developmentLanguage = "en"

    /// Language identifier → its table.
    public private(set) var languages: [String: LanguageTable]

    /// Creates tables; identifiers that normalise alike (`ko-KR`, `ko_KR`) are merged in key order.
    public init(languages: [String: LanguageTable] = [:]) {
        var merged: [String: LanguageTable] = [:]
        for identifier in languages.keys.sorted() {
            guard let table = languages[identifier] else { continue }
            let normalized = LanguageIdentifier.normalized(identifier)
            merged[normalized] = merged[normalized]?.overlaid(with: table) ?? table
        }
        self.languages = merged
    }

    /// Creates tables whose identifiers are already normalised and distinct (the build's).
    package init(normalizedLanguages: [String: LanguageTable]) {
        self.languages = normalizedLanguages
    }

    /// The table of a language identifier in any spelling, if there is one.
    package subscript(language: String) -> LanguageTable? {
        languages[LanguageIdentifier.normalized(language)]
    }

    /// These tables with `other`'s keys winning per language; languages only `other` has are added.
    ///
    /// ```swift
    /// bundled.overlaid(with: try .load(directory: "MyStrings"))  // local fixes over shipped text
    /// ```
    package func overlaid(with other: LocalizationTables) -> LocalizationTables {
        var result = self
        for (language, table) in other.languages {
            result.languages[language] = result.languages[language]?.overlaid(with: table) ?? table
        }
        return result
    }

    /// These tables with the pseudo-locale's table generated from English (replacing any
    /// table of that name, since pseudo-locales are never stored).
    package func addingPseudoLocale(_ pseudoLocale: PseudoLocale) -> LocalizationTables {
        var result = self
        result.languages[pseudoLocale.rawValue] = languages[Self.developmentLanguage].map(pseudoLocale.table(from:))
        return result
    }
}
