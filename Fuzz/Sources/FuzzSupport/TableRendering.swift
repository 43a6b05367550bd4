import WeatherLocalization
public import WeatherStrings

/// Plural rules that reach every category, so every form of a fuzzed entry is rendered.
public struct EveryCategoryRules: PluralRules {
    public init() {}

    public func category(for number: Double) -> PluralCategory {
        let categories = PluralCategory.allCases
        guard number.isFinite else { return .other }
        return categories[Int(number.magnitude.truncatingRemainder(dividingBy: Double(categories.count)))]
    }
}

public enum TableRendering {
    /// Arguments of every kind, for specifiers at positions 1 to 4.
    public static let argumentSets: [[FormatArgument]] = [
        [],
        [.integer(0)],
        [.integer(1), .string("x"), .double(2.5), .integer(-3)],
        [.string("%@ %d %#@a@"), .integer(Int.min), .double(.nan), .double(-.infinity)],
        [.double(1e300), .integer(Int.max), .integer(5), .string("")],
    ]

    /// Renders every key of `tables` in `language` with every argument set, checking that each
    /// result stays within the renderer's bound (16 KiB plus one piece of input).
    public static func renderAll(_ tables: LocalizationTables, language: String, inputSize: Int) {
        guard let table = tables.languages[language] else { return }
        let localizer = Localizer(tables: tables, chain: TableChain(locale: language, tables: [language]), pluralRules: EveryCategoryRules())
        let keys = Array(table.strings.keys) + Array(table.plurals.keys)
        let limit = 16 * 1024 + 4 * inputSize + 1024
        for key in keys.prefix(64) {
            for arguments in argumentSets {
                let text = localizer.string(key, arguments: arguments)
                fuzzRequire(text.utf8.count <= limit, "\(key) rendered \(text.utf8.count) bytes from \(inputSize)")
            }
            _ = localizer.string(key)
        }
        _ = localizer.formatMismatches
    }
}
