internal import CICU

/// ICU's locale-id functions, wrapped once: canonical ids, BCP 47 tags, subtags,
/// keywords, likely subtags, and which languages and regions ICU has data for.
enum ICULocaleData {
    /// Converts a BCP 47 tag to an ICU id, or `nil` when ICU cannot read all of it.
    static func localeID(fromLanguageTag tag: String) -> String? {
        var parsedLength: Int32 = 0
        let id = try? icuCString("uloc_forLanguageTag") { cicu_uloc_forLanguageTag(tag, $0, $1, &parsedLength, &$2) }
        guard let id, !id.isEmpty, Int(parsedLength) == tag.utf8.count else { return nil }
        return id
    }

    static func canonicalize(_ id: String) -> String? {
        try? icuCString("uloc_canonicalize") { cicu_uloc_canonicalize(id, $0, $1, &$2) }
    }

    static func languageTag(_ id: String) -> String? {
        try? icuCString("uloc_toLanguageTag") { cicu_uloc_toLanguageTag(id, $0, $1, 0, &$2) }
    }

    static func language(_ id: String) -> String {
        (try? icuCString("uloc_getLanguage") { cicu_uloc_getLanguage(id, $0, $1, &$2) }) ?? ""
    }

    static func region(_ id: String) -> String {
        (try? icuCString("uloc_getCountry") { cicu_uloc_getCountry(id, $0, $1, &$2) }) ?? ""
    }

    static func maximized(_ id: String) -> String {
        (try? icuCString("uloc_addLikelySubtags") { cicu_uloc_addLikelySubtags(id, $0, $1, &$2) }) ?? id
    }

    /// The script subtag (`Latn`), empty when the id names none; see ``maximized(_:)``.
    static func script(_ id: String) -> String {
        (try? icuCString("uloc_getScript") { cicu_uloc_getScript(id, $0, $1, &$2) }) ?? ""
    }

    static func isRightToLeft(_ id: String) -> Bool {
        cicu_uloc_isRightToLeft(id) != 0
    }

    /// The value of an ICU keyword (`measure`, `mu`, `hours`, `rg`), or `nil` when absent.
    static func keyword(_ name: String, in id: String) -> String? {
        let value = try? icuCString("uloc_getKeywordValue") { cicu_uloc_getKeywordValue(id, name, $0, $1, &$2) }
        guard let value, !value.isEmpty else { return nil }
        return value
    }

    /// Whether ICU has locale data for a language (`ko`, `haw`), checked by opening its
    /// resource bundle: a language without data falls back to root with
    /// `U_USING_DEFAULT_WARNING`. One bundle open, which ICU caches for the formatters
    /// that follow, instead of listing every available locale.
    static func hasData(forLanguage language: String) -> Bool {
        var status = U_ZERO_ERROR
        let bundle = cicu_ures_open(nil, language, &status)
        defer { cicu_ures_close(bundle) }
        return bundle != nil && status.isSuccess && status != U_USING_DEFAULT_WARNING
    }

    /// Whether ICU has the numbering system `name` (`latn`, `arab`, `hanidec`): an unknown one
    /// (`-u-nu-lawoltn`) made every number format fail with `U_UNSUPPORTED_ERROR`.
    static func isNumberingSystem(_ name: String) -> Bool {
        guard !name.isEmpty, name.utf8.count <= 8, name.utf8.allSatisfy({ (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) })
        else { return false }
        var status = U_ZERO_ERROR
        let system = cicu_unumsys_openByName(name, &status)
        defer { cicu_unumsys_close(system) }
        return system != nil && status.isSuccess
    }

    /// Whether ICU knows `code` as a region (`KR`, `LR`, `419`); `ZZ` and made-up codes are not.
    static func isKnownRegion(_ code: String) -> Bool {
        // ISO 3166 letter codes through ICU's static table (no data to load);
        // UN M.49 numeric codes (`419`) through the region data.
        if code.allSatisfy(\.isLetter) {
            guard let iso3 = cicu_uloc_getISO3Country("und_\(code)") else { return false }
            return iso3.pointee != 0
        }
        var status = U_ZERO_ERROR
        guard let region = cicu_uregion_getRegionFromCode(code, &status), status.isSuccess else { return false }
        let type = cicu_uregion_getType(region)
        return type != URGN_UNKNOWN && type != URGN_DEPRECATED
    }
}
