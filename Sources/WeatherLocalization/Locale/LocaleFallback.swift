internal import CICU
import WeatherStrings

/// The translation tables a locale's lookups try, worked out from ICU's own data: the one
/// set of fallback rules the package follows (CLDR's, as ICU ships them).
///
/// ```swift
/// LocaleFallback.tables(for: "zh_TW")   // ["zh_Hant_TW", "zh_TW", "zh_Hant"]
/// LocaleFallback.tables(for: "es_MX")   // ["es_Latn_MX", "es_MX", "es_Latn_419", "es_419", "es_Latn", "es"]
/// LocaleFallback.tables(for: "iw")      // ["he_Hebr", "he"]
/// ```
///
/// - Deprecated codes are replaced as ICU's BCP 47 conversion replaces them (`iw` → `he`).
/// - Each step follows ICU's resource data: an alias (`zh_TW` is `zh_Hant_TW`), a
///   `%%Parent` (`es_MX` → `es_419`, `pt_AO` → `pt_PT`, `zh_Hant` → root), else
///   `uloc_getParent` (`ko_KR` → `ko`), except that dropping a script other than the
///   language's likely one leads to root (`zh_Latn`); root ends the walk.
/// - Each id is tried in both of its spellings, with the likely script (`zh_Hant_TW`)
///   and, when likely subtags make it the same locale, without it (`zh_TW`), so tables may be
///   named either way (`zh-Hant.lproj`, `zh-TW.lproj`).
enum LocaleFallback {
    /// The most steps followed: CLDR's longest chains have five (`en_Latn_AU` → `en_AU` →
    /// `en_001` → `en`); the bound only guards against a cycle in broken data.
    static let maximumSteps = 8

    /// The table ids for the ICU id `identifier` (keywords ignored), most specific first.
    static func tables(for identifier: String) -> [String] {
        var chain: [String] = []
        var current = replacingDeprecatedCodes(baseName(identifier))
        for _ in 0..<maximumSteps {
            guard !current.isEmpty, current != "root" else { break }
            let data = bundleData(current)
            if let actual = data.actualLocale { current = actual }
            for spelling in spellings(of: current) where !chain.contains(spelling) { chain.append(spelling) }
            if let parent = data.parent {
                current = parent
                continue
            }
            let truncated = parent(of: current)
            // CLDR: a script other than the language's likely one has root as its parent
            // (`zh_Latn` never reads the Simplified `zh`); ICU's data says so only where it has the locale.
            let script = ICULocaleData.script(current)
            if !script.isEmpty, ICULocaleData.script(truncated).isEmpty,
                ICULocaleData.script(ICULocaleData.maximized(truncated)) != script
            {
                break
            }
            current = truncated
        }
        return chain
    }

    /// The language whose tables the locale reads: `he` for `iw_IL`.
    static func language(of identifier: String) -> String {
        ICULocaleData.language(replacingDeprecatedCodes(baseName(identifier)))
    }

    /// Tables read only when no table of the locale's own chain exists: another variety its
    /// readers read without effort, better than English. Not CLDR's inheritance: a choice
    /// of this package. Portuguese outside Brazil reads Brazilian Portuguese (CLDR and Apple
    /// treat bare `pt` as Brazilian; a European table, once added, takes over entirely);
    /// Norwegian (`no`) and Nynorsk (`nn`) read Bokmål (`nb`); Cantonese reads written
    /// Chinese in its likely script (Traditional unless `yue_Hans`).
    static func standIns(for identifier: String) -> [String] {
        let id = replacingDeprecatedCodes(baseName(identifier))
        switch ICULocaleData.language(id) {
        case "pt" where ICULocaleData.region(id) != "BR": return ["pt_BR"]
        case "no", "nn": return ["nb"]
        case "yue": return ["zh_" + ICULocaleData.script(ICULocaleData.maximized(id))]
        default: return []
        }
    }

    /// The id with and without its likely script: `zh_TW` gives `zh_Hant_TW`, `zh_TW`;
    /// `zh_Hant_HK` gives `zh_Hant_HK`, `zh_HK`; `sr_Latn` gives itself alone.
    private static func spellings(of id: String) -> [String] {
        let language = ICULocaleData.language(id)
        let script = ICULocaleData.script(id)
        let region = ICULocaleData.region(id)
        let rest = variants(of: id, language: language, script: script, region: region)
        func joined(_ subtags: String...) -> String { underscored(subtags) }
        if script.isEmpty {
            let likely = ICULocaleData.script(ICULocaleData.maximized(id))
            return likely.isEmpty ? [id] : [joined(language, likely, region, rest), id]
        }
        guard !region.isEmpty else { return [id] }
        let withoutScript = joined(language, region, rest)
        let sameLocale = ICULocaleData.script(ICULocaleData.maximized(withoutScript)) == script
        return sameLocale ? [id, withoutScript] : [id]
    }

    /// What follows language, script and region in `id` (`POSIX` in `en_US_POSIX`).
    private static func variants(of id: String, language: String, script: String, region: String) -> String {
        var subtags = id.split(separator: "_", omittingEmptySubsequences: false).dropFirst()
        if !script.isEmpty, subtags.first.map(String.init) == script { subtags = subtags.dropFirst() }
        if subtags.first.map(String.init) == region { subtags = subtags.dropFirst() }
        return underscored(subtags.map(String.init))
    }

    /// The subtags that are not empty, joined by `_`. A loop of appends: the standard
    /// library's generic `joined(separator:)` costs its first call in a process about 0.3 M
    /// instructions of type lookups, and every locale is resolved here once.
    private static func underscored(_ subtags: [String]) -> String {
        var id = ""
        for subtag in subtags where !subtag.isEmpty {
            if !id.isEmpty { id += "_" }
            id += subtag
        }
        return id
    }

    private static func baseName(_ id: String) -> String {
        (try? icuCString("uloc_getBaseName") { cicu_uloc_getBaseName(id, $0, $1, &$2) }) ?? id
    }

    /// The id with the codes BCP 47 conversion replaces (`iw` → `he`, `in` → `id`, `mo` → `ro`).
    private static func replacingDeprecatedCodes(_ id: String) -> String {
        guard let tag = ICULocaleData.languageTag(id), let replaced = ICULocaleData.localeID(fromLanguageTag: tag) else { return id }
        return baseName(replaced)
    }

    private static func parent(of id: String) -> String {
        (try? icuCString("uloc_getParent") { cicu_uloc_getParent(id, $0, $1, &$2) }) ?? ""
    }

    /// Where ICU's data for `id` really lives (an alias's target) and its `%%Parent`, when ICU has data for it.
    ///
    /// The alias is resolved by `ures_open`, never `ures_openDirect`: opened directly, an
    /// alias (`zh_TW`) stays in ICU 72's bundle cache without its parents, and every formatter
    /// opened for it afterwards fell back to the Simplified `zh` (`下午3时` for `下午3時`).
    /// `%%Parent` is read directly from the target, a real locale, so no parent's value is inherited.
    private static func bundleData(_ id: String) -> (actualLocale: String?, parent: String?) {
        var status = U_ZERO_ERROR
        let bundle = cicu_ures_open(nil, id, &status)
        defer { cicu_ures_close(bundle) }
        // A warning means ICU fell back to a parent or root: no data of the id's own.
        guard let bundle, status == U_ZERO_ERROR else { return (nil, nil) }
        var actualStatus = U_ZERO_ERROR
        guard let actualName = cicu_ures_getLocaleByType(bundle, ULOC_ACTUAL_LOCALE, &actualStatus), actualStatus.isSuccess
        else { return (nil, nil) }
        let actual = String(cString: actualName)
        var directStatus = U_ZERO_ERROR
        let direct = cicu_ures_openDirect(nil, actual, &directStatus)
        defer { cicu_ures_close(direct) }
        var length: Int32 = 0
        var parentStatus = U_ZERO_ERROR
        let parent = directStatus.isSuccess
            ? cicu_ures_getStringByKey(direct, "%%Parent", &length, &parentStatus).flatMap { chars in
                parentStatus.isSuccess ? String(icuUTF16: UnsafeBufferPointer(start: chars, count: Int(length))) : nil
            }
            : nil
        return (actual.isEmpty ? nil : actual, parent)
    }
}
