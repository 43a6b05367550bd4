/// Looks up translations for one locale, falling back through shorter identifiers to English.
///
/// ```swift
/// let ko = Localizer(tables: tables, chain: TableChain(locale: "ko_KR", tables: ["ko_KR", "ko"]), pluralRules: koreanRules)
/// ko.resolvedLanguage             // "ko" (no ko_KR table)
/// ko.string("days", 3)            // "3일" from Localizable.stringsdict
/// ko.string("wind", "NW", 12)     // "바람 NW 12km/h"
/// ko.string("no.such.key")        // "no.such.key", and listed in ko.missingKeys
/// ```
///
/// **Fallback chain**: the tables of the locale's ``TableChain`` (CLDR's parents as ICU
/// has them: `zh_TW` → `zh_Hant_TW`, `zh_TW`, `zh_Hant`, never the Simplified `zh`;
/// `pt_AO` → `pt_PT`, `pt`), then `en`; only languages that have a table take part. When
/// none of them has a table, the chain's stand-ins do (`pt_PT` → `pt_BR`, `nn` → `nb`).
/// In each language a `.stringsdict` entry wins over a `.strings` value of the same key.
///
/// **Mismatched arguments** never crash or read the wrong value. If the translation
/// has a specifier the arguments cannot fill (an argument missing, text for `%d`), the
/// English text of the key is used instead when it fits; if English does not fit
/// either (or has no such key), the translation is returned with every specifier it
/// could fill filled and the others left as written (`"%2$@"`). Every such case is
/// listed in ``formatMismatches``; extra arguments are not a mismatch.
///
/// Copies share one log of missing keys and mismatches; it is safe to use from any thread.
public struct Localizer: Sendable {
    /// The tables looked up.
    package let tables: LocalizationTables
    /// The locale's ICU id (`ko_KR`, `zh_Hant_TW`, `en_US_POSIX`).
    package let locale: String
    /// The languages that have tables, in the order they are tried, ending with `en` if it has one.
    package let languageChain: [String]

    private let pluralRules: any PluralRules
    private let developmentPluralRules: any PluralRules
    /// How numbers inside translations are written (``validatedLocale`` reads its locale).
    package let numbers: any NumberRendering
    private let log = LookupLog()
    /// The chain's languages whose plurals follow `pluralRules` (see `render`), worked out once.
    private let languagesWithLocaleRules: Set<String>

    /// Creates a localizer for a locale's chain of tables.
    ///
    /// - Parameters:
    ///   - tables: The translations.
    ///   - chain: The tables to try, from the locale (`WeatherLocale.tableChain`).
    ///   - pluralRules: The plural rules of the locale's language.
    ///   - developmentPluralRules: The rules for English text used as a fallback;
    ///     when nil, `pluralRules` serves for it too.
    ///   - numbers: How `%d`, `%f` and numeric `%@` arguments are written.
    public init(
        tables: LocalizationTables,
        chain tableChain: TableChain,
        pluralRules: any PluralRules,
        developmentPluralRules: (any PluralRules)? = nil,
        numbers: any NumberRendering = ASCIINumberRendering()
    ) {
        self.tables = tables
        self.locale = tableChain.locale
        self.pluralRules = pluralRules
        self.developmentPluralRules = developmentPluralRules ?? pluralRules
        self.numbers = numbers
        var chain = tableChain.tables.filter { tables.languages[$0] != nil }
        if chain.isEmpty {
            chain = tableChain.standIns.filter { tables.languages[$0] != nil }
        }
        let development = LocalizationTables.developmentLanguage
        if !chain.contains(development), tables.languages[development] != nil { chain.append(development) }
        self.languageChain = chain
        languagesWithLocaleRules = Set(chain.filter {
            Self.language(of: $0) == tableChain.language || $0 != LocalizationTables.developmentLanguage
        })
        // A parent in another language (`hi_Latn` → `en_IN`) is not the locale's own table.
        let first = chain.first ?? development
        hasOwnTable = tableChain.standIns.contains(first)
            || (Self.language(of: first) == tableChain.language && (first == development || tableChain.tables.contains(first)))
    }

    /// The language subtag of a table id (`zh` for `zh_Hant`).
    private static func language(of table: String) -> String {
        String(table.prefix { $0 != "_" })
    }

    /// The first language in the chain, whose text most lookups show; `en` if there are no tables.
    package var resolvedLanguage: String {
        languageChain.first ?? LocalizationTables.developmentLanguage
    }

    /// Whether a table of the locale's own language takes part (`ko` for `ko_KR`, `en`
    /// for `en_US`, `pt_BR` standing in for `pt_PT`), rather than English standing in for
    /// a language with no table.
    package let hasOwnTable: Bool

    /// The translation of `key`, exactly as written (no specifiers are read, `%%` stays).
    /// A `.stringsdict` key is formatted with no arguments. Returns the key if no language has it.
    public func string(_ key: String) -> String {
        lookUp(key, arguments: nil)
    }

    /// The translation of `key` with its specifiers filled from `arguments`; plural
    /// `.stringsdict` keys choose their forms from the numeric arguments.
    ///
    /// ```swift
    /// en.string("days", 1)  // "1 day"
    /// en.string("days", 2)  // "2 days"
    /// ```
    public func string(_ key: String, _ arguments: FormatArgument...) -> String {
        lookUp(key, arguments: arguments)
    }

    /// `string(_:_:)` with the arguments in an array.
    public func string(_ key: String, arguments: [FormatArgument]) -> String {
        lookUp(key, arguments: arguments)
    }

    /// Whether `%@` arguments are set apart as first-strong isolates (see ``isolatingTextArguments(_:)``).
    package private(set) var isolatesTextArguments = false

    /// A copy that writes each text argument as a first-strong isolate (U+2068 … U+2069),
    /// its own controls and unclosed bidi characters escaped first (``DiagnosticText``), when
    /// `isolating` is true: in a right-to-left line, a quoted option value, file name or
    /// address in Latin keeps its own order and leaves the words around it in theirs
    /// (`--unit: «furlong»`). For the one-line diagnostics of right-to-left locales.
    package func isolatingTextArguments(_ isolating: Bool = true) -> Localizer {
        var copy = self
        copy.isolatesTextArguments = isolating
        return copy
    }

    /// Keys that no language had, in the order first asked for, each once.
    package var missingKeys: [String] { log.missingKeys }

    /// Translations whose specifiers did not fit their arguments, each once.
    public var formatMismatches: [FormatMismatch] { log.mismatches }

    // MARK: Lookup

    private enum Translation {
        case plain(String)
        case plural(PluralEntry)
    }

    private func translation(_ key: String, in language: String) -> Translation? {
        guard let table = tables.languages[language] else { return nil }
        if let entry = table.plurals[key] { return .plural(entry) }
        return table.strings[key].map { .plain($0) }
    }

    private func lookUp(_ key: String, arguments: [FormatArgument]?) -> String {
        var match: (language: String, translation: Translation)?
        for language in languageChain {
            if let translation = translation(key, in: language) {
                match = (language, translation)
                break
            }
        }
        guard let (language, found) = match else {
            log.recordMissing(key)
            return key
        }
        if case .plain(let text) = found, arguments == nil { return text }

        let arguments = isolatesTextArguments ? arguments?.map(Self.isolated) : arguments
        let result = render(found, language: language, arguments: arguments ?? [])
        guard !result.problems.isEmpty else { return result.text }
        log.recordMismatch(FormatMismatch(key: key, language: language, problems: result.problems))

        let development = LocalizationTables.developmentLanguage
        if language != development, let english = translation(key, in: development) {
            let fallback = render(english, language: development, arguments: arguments ?? [])
            if fallback.problems.isEmpty { return fallback.text }
            log.recordMismatch(FormatMismatch(key: key, language: development, problems: fallback.problems))
        }
        return result.text
    }

    private static func isolated(_ argument: FormatArgument) -> FormatArgument {
        guard case .string(let text) = argument else { return argument }
        return .string("\u{2068}" + DiagnosticText.escaping(text) + "\u{2069}")
    }

    private func render(_ translation: Translation, language: String, arguments: [FormatArgument]) -> FormatRenderer.Result {
        let rules = languagesWithLocaleRules.contains(language) ? pluralRules : developmentPluralRules
        let renderer = FormatRenderer(numbers: numbers, pluralRules: rules)
        switch translation {
        case .plain(let text):
            return renderer.render(text, arguments: arguments)
        case .plural(let entry):
            return renderer.render(entry.format, arguments: arguments, variables: entry.variables)
        }
    }
}
