/// Checks translation tables against English: missing and extra keys, specifiers that
/// differ, text left in English, plural categories the language's ICU rules use but a
/// `.stringsdict` entry lacks, duplicate keys, unreadable files, plural variables without
/// `other`, empty translations, String Catalog entries still `new` or `needs_review`, and, given the registry
/// of keys the code uses (`StringKey.allKeys`), keys nobody looks up and registered keys
/// English lacks.
///
/// **Untranslated** means identical to English where that is suspicious: any text with a
/// word of two or more letters in a language not written in Latin script (Japanese,
/// Russian, Arabic…); in a Latin-script language, text of two or more words. One word
/// (`Wind`, `Tornado`, `N`) is often the right translation and is not reported. Symbols
/// every script writes in Latin letters (``internationalSymbols``: `ppb`, `PM10`) are no
/// words: Russian, Hebrew or Japanese text writes them so, and spelling them in look-alike
/// letters (Cyrillic `РМ10`) to pass would be the defect.
///
/// ```swift
/// let report = LocalizationTables.loadReport(directory: "Localizations")
/// for finding in StringsLint().findings(in: report) { print(finding) }
/// // ko.lproj/Localizable.strings:4:1: missing ';' after value
/// // ko: "wind" has specifiers %1$d but en has %1$@
/// ```
package struct StringsLint: Sendable {
    /// What the lint needs to know about a language: the plural categories its rules use,
    /// whether it is written in Latin script, and the tables its lookups try (itself first).
    package struct LanguageFacts {
        var pluralCategories: Set<PluralCategory>
        var isLatinScript: Bool
        var tableChain: [String]

        package init(pluralCategories: Set<PluralCategory>, isLatinScript: Bool, tableChain: [String]) {
            self.pluralCategories = pluralCategories
            self.isLatinScript = isLatinScript
            self.tableChain = tableChain
        }
    }

    private let facts: @Sendable (String) -> LanguageFacts

    /// The keys the code looks up, or `nil` to skip the unused-key check (tables that are
    /// not the engine's own, such as test data).
    package var usedKeys: Set<String>?

    /// Creates the lint from what it is told about each language (the public `init()`
    /// in WeatherLocalization asks ICU, which this target does not use).
    package init(usedKeys: Set<String>? = nil, facts: @escaping @Sendable (String) -> LanguageFacts) {
        self.usedKeys = usedKeys
        self.facts = facts
    }

    /// The findings for loaded tables and the problems met loading them.
    package func findings(in report: LocalizationLoadReport) -> [StringsLintFinding] {
        findings(in: report.tables, problems: report.problems, incompleteLanguages: report.incompleteLanguages)
    }

    /// The findings for tables.
    ///
    /// Problems come first, in the order given; then each language in identifier order,
    /// its keys in order. A key counts as present in `ko_KR` when `ko` has it, as lookups
    /// fall back. Key comparisons are skipped for `incompleteLanguages` (a file of theirs
    /// did not load), and all comparisons when English is among them.
    package func findings(
        in tables: LocalizationTables,
        problems: [LocalizationLoadProblem] = [],
        incompleteLanguages: Set<String> = []
    ) -> [StringsLintFinding] {
        var findings = problems.map(Self.finding(for:))
        let development = LocalizationTables.developmentLanguage
        let english = tables.languages[development]
        let compare = english != nil && !incompleteLanguages.contains(development)

        if let usedKeys {
            findings += unusedKeyFindings(in: tables, usedKeys: usedKeys, incompleteLanguages: incompleteLanguages)
        }
        for language in tables.languages.keys.sorted() {
            guard let table = tables.languages[language] else { continue }
            let facts = facts(language)
            if compare, let english, language != development {
                if !incompleteLanguages.contains(language) {
                    let available = Self.keysSeen(through: facts.tableChain, in: tables)
                    findings += english.keys.subtracting(available).sorted()
                        .map { .keyMissing(language: language, key: $0) }
                }
                findings += table.keys.subtracting(english.keys).sorted()
                    .map { .keyNotInDevelopmentLanguage(language: language, key: $0) }
                for key in table.keys.intersection(english.keys).sorted() {
                    let expected = Self.signature(of: key, in: english)
                    let found = Self.signature(of: key, in: table)
                    if expected != found {
                        findings.append(.specifierMismatch(language: language, key: key, expected: expected, found: found))
                    }
                    if Self.looksUntranslated(Self.texts(of: key, in: table), english: Self.texts(of: key, in: english), facts: facts) {
                        findings.append(.untranslated(language: language, key: key))
                    }
                }
            }
            for key in table.keys.sorted() where Self.texts(of: key, in: table).contains(where: { $0.allSatisfy(\.isWhitespace) }) {
                findings.append(.emptyTranslation(language: language, key: key))
            }
            for key in table.plurals.keys.sorted() {
                guard let entry = table.plurals[key] else { continue }
                if entry.variables.values.contains(where: { $0.forms[.other] == nil }) {
                    findings.append(.missingPluralOther(language: language, key: key))
                }
                let present = entry.variables.values.reduce(into: Set(PluralCategory.allCases)) { $0.formIntersection($1.forms.keys) }
                let missing = PluralCategory.allCases.filter { facts.pluralCategories.contains($0) && !present.contains($0) && $0 != .other }
                if !missing.isEmpty {
                    findings.append(.missingPluralCategories(language: language, key: key, categories: missing))
                }
            }
        }
        return findings
    }

    /// English keys the code never asks for, and registered keys English lacks. Without an
    /// English table (a translator's folder), each language's unknown keys are reported.
    private func unusedKeyFindings(in tables: LocalizationTables, usedKeys: Set<String>, incompleteLanguages: Set<String>) -> [StringsLintFinding] {
        let development = LocalizationTables.developmentLanguage
        if let english = tables.languages[development] {
            guard !incompleteLanguages.contains(development) else { return [] }
            return english.keys.subtracting(usedKeys).sorted().map { .unusedKey(language: development, key: $0) }
                + usedKeys.subtracting(english.keys).sorted().map { .keyMissing(language: development, key: $0) }
        }
        return tables.languages.keys.sorted().flatMap { language in
            (tables.languages[language]?.keys ?? []).subtracting(usedKeys).sorted().map { .unusedKey(language: language, key: $0) }
        }
    }

    private static func finding(for problem: LocalizationLoadProblem) -> StringsLintFinding {
        switch problem {
        case .parseError(let error): .parseError(error)
        case .stringsDictError(let error): .stringsDictError(error)
        case .duplicateKey(let language, let key, let file, let line, _):
            .duplicateKey(language: language, key: key, file: file, line: line)
        case .catalogError(let error): .catalogError(error)
        case .catalogEntryReduced(let note): .catalogEntryReduced(note)
        case .unreviewed(let language, let key, let state, let file):
            .unreviewed(language: language, key: key, state: state, file: file)
        }
    }

    /// The keys a lookup through `chain` (a language's tables) finds before reaching English.
    private static func keysSeen(through chain: [String], in tables: LocalizationTables) -> Set<String> {
        chain.reduce(into: Set<String>()) { keys, identifier in
            if identifier != LocalizationTables.developmentLanguage, let table = tables.languages[identifier] {
                keys.formUnion(table.keys)
            }
        }
    }

    /// The texts a reader sees for `key`: the string, or the format and each plural form.
    private static func texts(of key: String, in table: LanguageTable) -> [String] {
        if let entry = table.plurals[key] {
            return [entry.format] + entry.variables.keys.sorted().flatMap { name in
                PluralCategory.allCases.compactMap { entry.variables[name]?.forms[$0] }
            }
        }
        return table.strings[key].map { [$0] } ?? []
    }

    /// Symbols written in Latin letters in every language: the mixing ratios ppm and ppb
    /// and particulate matter's PM (PM10, PM2.5), as WHO, the agencies and the press of
    /// every script here write them.
    static let internationalSymbols: Set<Substring> = ["ppm", "ppb", "PM"]

    private static func looksUntranslated(_ texts: [String], english: [String], facts: LanguageFacts) -> Bool {
        let shared = Set(texts).intersection(english)
        return shared.contains { text in
            var words = 0
            for case .literal(let literal) in FormatParser.segments(of: text) {
                words += literal.split { !($0.isASCII && $0.isLetter) }.filter { $0.count >= 2 && !internationalSymbols.contains($0) }.count
            }
            return facts.isLatinScript ? words >= 2 : words >= 1
        }
    }

    /// The signature of what a lookup of `key` in `table` uses: the plural entry, else the string.
    private static func signature(of key: String, in table: LanguageTable) -> FormatSignature {
        if let entry = table.plurals[key] { return FormatSignature(entry: entry) }
        return FormatSignature(format: table.strings[key] ?? "")
    }
}
