public import WeatherCore
package import WeatherStrings

/// A validated locale: what ICU formats with, plus the preferences its `-u-` keywords carry.
///
/// Accepts BCP 47 tags and POSIX or ICU ids:
/// ```swift
/// try WeatherLocale("ko-KR").identifier                   // "ko_KR"
/// try WeatherLocale("ko_KR.UTF-8").identifier             // "ko_KR"
/// try WeatherLocale("en-US-u-mu-celsius").temperatureUnit // .celsius
/// try WeatherLocale("en_US@measure=metric").measurementSystem // .metric
/// try WeatherLocale("en-XA").pseudoLocale                // .accented (see PseudoLocale)
/// try WeatherLocale("xx_YY")  // throws LocalizationError.unknownLocale("xx_YY")
/// ```
public struct WeatherLocale: Sendable, Hashable, CustomStringConvertible {
    /// The canonical ICU id, keywords included (`en_US@hours=h23;measure=metric`).
    public let identifier: String
    /// The language subtag (`ko`).
    public let language: String
    /// The region subtag as given (`KR`), or `nil` when the locale names none.
    public let region: String?
    /// The script subtag as given (`Hant`, `Latn`), or `nil` when the locale names none.
    public let script: String?
    /// A numbering system forced by `-u-nu-` (`latn`, `arab`), checked against ICU's.
    public let numberingSystem: String?
    /// The translation tables the locale's lookups try, worked out once from ICU's data
    /// (see `LocaleFallback`): `zh_TW` → `zh_Hant_TW`, `zh_TW`, `zh_Hant`.
    package let tableChain: TableChain
    /// A temperature unit forced by `-u-mu-` (`celsius`, `fahrenhe`, `kelvin`).
    public let temperatureUnit: TemperatureUnit?
    /// A measurement system forced by `-u-ms-` (`metric`, `ussystem`, `uksystem`).
    public let measurementSystem: MeasurementSystem?
    /// A region whose preferences override the locale's own, from `-u-rg-` (`uszzzz` → `US`).
    public let regionOverride: String?
    /// An hour cycle forced by `-u-hc-` (`h23`).
    public let hourCycle: HourCycle?
    /// `en-XA` or `ar-XB`: words from the English table transformed, dates and numbers
    /// from the CLDR data of English or Arabic (ICU has no pseudo-locale data of its own).
    package let pseudoLocale: PseudoLocale?

    /// Parses and validates a locale given as a BCP 47 tag or a POSIX/ICU id.
    public init(_ text: String) throws(LocalizationError) {
        Self.validationCounter?.withLock { $0 += 1 }
        let id = try Self.icuIdentifier(parsing: text)
        let language = ICULocaleData.language(id)
        guard !language.isEmpty, language != "und", language != "root", ICULocaleData.hasData(forLanguage: language) else {
            throw .unknownLocale(text)
        }
        let region = ICULocaleData.region(id)
        let pseudoLocale = PseudoLocale(language: language, region: region)
        guard region.isEmpty || pseudoLocale != nil || ICULocaleData.isKnownRegion(region) else {
            throw .unknownLocale(text)
        }

        self.identifier = id
        self.pseudoLocale = pseudoLocale
        self.language = language
        self.region = region.isEmpty ? nil : region
        let script = ICULocaleData.script(id)
        self.script = script.isEmpty ? nil : script
        self.temperatureUnit = try Self.keyword("mu", in: id, text) { TemperatureUnit(localeKeyword: $0) }
        self.measurementSystem = try Self.keyword("measure", in: id, text) { MeasurementSystem(localeKeyword: $0) }
        self.hourCycle = try Self.keyword("hours", in: id, text) { HourCycle(rawValue: $0) }
        // Checked: ICU cannot format with an unknown one (ICU reads it from the id).
        self.numberingSystem = try Self.keyword("numbers", in: id, text) { ICULocaleData.isNumberingSystem($0) ? $0 : nil }
        self.regionOverride = try Self.keyword("rg", in: id, text) { value in
            // A subdivision code: a region followed by "zzzz" (or a subdivision suffix).
            let code = String(value.prefix(2)).uppercased()
            return value.count == 6 && ICULocaleData.isKnownRegion(code) ? code : nil
        }
        // Worked out once, after every check: lookups and the tables loaded read it from here.
        self.tableChain = pseudoLocale == nil
            ? TableChain(
                locale: id, language: LocaleFallback.language(of: id), tables: LocaleFallback.tables(for: id),
                standIns: LocaleFallback.standIns(for: id))
            // Pseudo-locales read their own generated table, then English: never Arabic.
            : TableChain(locale: id, language: language, tables: [language + "_" + region])
    }

    /// The BCP 47 form of the locale (`ko-KR`, `en-US-u-hc-h23`).
    public var languageTag: String { ICULocaleData.languageTag(identifier) ?? identifier }

    /// The region whose CLDR unit preferences apply before keywords: the `-u-rg-` override,
    /// else the locale's region, else the likely region of its language (`en` → `US`).
    public var preferenceRegion: String {
        if let regionOverride { return regionOverride }
        // ICU knows no XA or XB region and formats them like the world (001): 24-hour
        // clock, km/h. The units follow the same world defaults, so the output is coherent.
        if pseudoLocale != nil { return "001" }
        if let region { return region }
        let likely = ICULocaleData.region(ICULocaleData.maximized(identifier))
        return likely.isEmpty ? "001" : likely
    }

    public var description: String { identifier }

    /// A test hook: while a task sets it, each locale parsed and validated in that task
    /// counts one, so a test can show that a command or a request validates its locale once.
    @TaskLocal package static var validationCounter: Locked<Int>?

    /// The Chinese script a reader of the locale reads (`Hant` for `zh_TW`, `zh_HK`,
    /// `zh_Hant`, `yue`; `Hans` for `zh`, `zh_CN`, `yue_Hans`), from the table chain;
    /// `nil` for other languages.
    package var chineseScript: String? {
        for table in tableChain.tables + tableChain.standIns {
            if table == "zh_Hant" { return "Hant" }
            if table == "zh_Hans" { return "Hans" }
        }
        return nil
    }

    /// Whether the locale's script is written right to left (Arabic, Hebrew, Persian).
    public var isRightToLeft: Bool { ICULocaleData.isRightToLeft(identifier) }

    /// Whether the locale writes in Latin script (`en`, `tr`, `sr_Latn`), its likely one when
    /// the id names none: `ja`, `ru`, `ar` do not. Asks ICU on each call.
    package var writesLatinScript: Bool { ICULocaleData.script(ICULocaleData.maximized(identifier)) == "Latn" }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.identifier == rhs.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

    /// Turns the many spellings users type into one ICU id, or throws.
    private static func icuIdentifier(parsing text: String) throws(LocalizationError) -> String {
        let trimmed = text.filter { !$0.isWhitespace }
        // Before any ICU call: ICU overflows on long ids and opens its internal bundles as languages.
        guard LocaleIDSyntax.isPlausible(trimmed) else { throw .unknownLocale(text) }

        // BCP 47: hyphens, no POSIX codeset or ICU keyword syntax.
        if trimmed.contains("-"), !trimmed.contains(where: { "_.@=".contains($0) }) {
            guard let id = ICULocaleData.localeID(fromLanguageTag: trimmed), id.utf8.count <= LocaleIDSyntax.maximumLength
            else { throw .unknownLocale(text) }
            return id
        }

        // POSIX `language_REGION.codeset@modifier`, or an ICU id with `@key=value;...`.
        var base = Substring(trimmed)
        var keywords = ""
        if let at = base.firstIndex(of: "@") {
            let modifier = base[base.index(after: at)...]
            // glibc modifiers such as `@euro` carry no ICU meaning; ICU keywords have `=`.
            if modifier.contains("=") { keywords = String(modifier) }
            base = base[..<at]
        }
        if let dot = base.firstIndex(of: ".") { base = base[..<dot] }
        if base == "C" || base == "POSIX" { base = "en_US_POSIX" }
        guard base.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { throw .unknownLocale(text) }

        let raw = keywords.isEmpty ? String(base) : "\(base)@\(keywords)"
        guard let id = ICULocaleData.canonicalize(raw), !id.isEmpty, id.utf8.count <= LocaleIDSyntax.maximumLength
        else { throw .unknownLocale(text) }
        return id
    }

    private static func keyword<T>(
        _ name: String, in id: String, _ text: String, _ parse: (String) -> T?
    ) throws(LocalizationError) -> T? {
        guard let value = ICULocaleData.keyword(name, in: id) else { return nil }
        guard let parsed = parse(value.lowercased()) else {
            throw .invalidLocaleKeyword(locale: text, keyword: name, value: value)
        }
        return parsed
    }
}

extension WeatherLocale: Codable {
    /// Encodes as the ICU identifier string; decoding validates it again.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        try self.init(text)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }
}
