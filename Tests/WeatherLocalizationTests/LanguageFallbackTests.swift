import Testing
import WeatherLocalization
import WeatherStrings
import WeatherTestSupport

/// Which table a locale's words come from when its own language has several varieties.
@Suite("The fallback chain handles script, region and old codes")
struct LanguageFallbackTests {
    /// Tables named as they ship (`zh-Hans.lproj`, `pt-BR.lproj`), one marker key each.
    static let shipped = tables([
        "en": ["k": "en"], "zh-Hans": ["k": "zh-Hans"], "zh-Hant": ["k": "zh-Hant"], "pt-BR": ["k": "pt-BR"],
        "he": ["k": "he"], "nb": ["k": "nb"], "es": ["k": "es"],
    ])

    /// A localizer through the locale's own chain (ICU's), with fake plural rules.
    func localizer(_ locale: String, in tables: LocalizationTables = Self.shipped) throws -> Localizer {
        Localizer(tables: tables, chain: try WeatherLocale(locale).tableChain, pluralRules: FakeKoreanPluralRules())
    }

    func word(_ locale: String, in tables: LocalizationTables = Self.shipped) throws -> String {
        try localizer(locale, in: tables).string("k")
    }

    @Test("Chinese: the region decides the script", arguments: [
        ("zh_TW", "zh-Hant"), ("zh-HK", "zh-Hant"), ("zh_MO", "zh-Hant"), ("zh-Hant", "zh-Hant"), ("zh_Hant_HK", "zh-Hant"),
        ("zh_CN", "zh-Hans"), ("zh-SG", "zh-Hans"), ("zh", "zh-Hans"), ("zh_Hans_SG", "zh-Hans"), ("zh-Hans-CN", "zh-Hans"),
    ])
    func chinese(locale: String, expected: String) throws {
        #expect(try word(locale) == expected)
    }

    @Test("Traditional Chinese never shows a Simplified table named plain zh")
    func traditionalSkipsPlainChinese() throws {
        let tables = tables(["en": ["k": "en"], "zh": ["k": "zh"]])
        #expect(try word("zh_TW", in: tables) == "en")
        #expect(try word("zh_CN", in: tables) == "zh")
        #expect(try localizer("zh_TW", in: tables).languageChain == ["en"])
    }

    @Test("A table named by region (zh-TW.lproj) is found too")
    func regionNamedTable() throws {
        let tables = tables(["en": ["k": "en"], "zh-TW": ["k": "zh-TW"], "zh-Hant": ["k": "zh-Hant"]])
        #expect(try word("zh_Hant_TW", in: tables) == "zh-TW")
        #expect(try word("zh_HK", in: tables) == "zh-Hant")
    }

    @Test("Portuguese outside Brazil shows Brazilian Portuguese only while there is no pt table", arguments: [
        "pt_PT", "pt-AO", "pt_MZ", "pt", "pt_BR",
    ])
    func portuguese(locale: String) throws {
        #expect(try word(locale) == "pt-BR")
        #expect(try localizer(locale, in: Self.shipped).hasOwnTable)
        let withEuropean = Self.shipped.overlaid(with: tables(["pt-PT": ["k": "pt-PT"]]))
        #expect(try word(locale, in: withEuropean) == (locale.hasSuffix("BR") || locale == "pt" ? "pt-BR" : "pt-PT"))
        let chain = try localizer("pt_PT", in: withEuropean).languageChain
        #expect(chain == ["pt_PT", "en"])
    }

    @Test("Old and macrolanguage codes: iw is he, no is nb, in either direction", arguments: [
        ("iw", "he"), ("iw_IL", "he"), ("he_IL", "he"), ("no", "nb"), ("no_NO", "nb"), ("nb_NO", "nb"), ("nn", "nb"),
    ])
    func aliases(locale: String, expected: String) throws {
        #expect(try word(locale) == expected)
    }

    @Test("A table in an old code's folder (iw.lproj, no.lproj) serves the new code")
    func aliasFolders() throws {
        let old = tables(["en": ["k": "en"], "iw": ["k": "iw"], "no": ["k": "no"]])
        #expect(try word("he_IL", in: old) == "iw")
        #expect(try word("nb", in: old) == "no")
        #expect(old.languages.keys.sorted() == ["en", "he", "nb"])
    }

    @Test("A script the table is not written in falls back to English: Hindi in Latin letters is not Devanagari",
          arguments: [("hi_Latn", "en"), ("hi_Latn_IN", "en"), ("hi_IN", "hi"), ("sr_Latn", "en")])
    func otherScript(locale: String, expected: String) throws {
        let withHindi = Self.shipped.overlaid(with: tables(["hi": ["k": "hi"], "sr": ["k": "sr"]]))
        #expect(try word(locale, in: withHindi) == expected)
    }

    @Test("Cantonese reads written Chinese in its own script", arguments: [("yue", "zh-Hant"), ("yue_HK", "zh-Hant"), ("yue_Hans_CN", "zh-Hans")])
    func cantonese(locale: String, expected: String) throws {
        #expect(try word(locale) == expected)
        #expect(try localizer(locale, in: Self.shipped).hasOwnTable)
    }

    @Test("Latin American Spanish passes through es-419 to es")
    func spanish() throws {
        let withLatin = Self.shipped.overlaid(with: tables(["es-419": ["k": "es-419"]]))
        #expect(try word("es_MX", in: withLatin) == "es-419")
        #expect(try word("es_ES", in: withLatin) == "es")
        #expect(try word("es_MX") == "es")
    }

    @Test("Pseudo-locales fall back to English, never to Arabic", arguments: ["en_XA", "ar_XB", "ar-XB"])
    func pseudo(locale: String) throws {
        let withArabic = Self.shipped.overlaid(with: tables(["ar": ["k": "ar"]]))
        #expect(try word(locale, in: withArabic) == "en")
    }
}
