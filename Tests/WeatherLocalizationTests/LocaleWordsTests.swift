import Testing
@testable import WeatherLocalization
import WeatherStrings

/// Which shipped table a locale's words come from, and the locale pairing those words with
/// another locale's formats, read from the locale's table chain (issue 32).
@Suite("A locale's words table and the locale of its words")
struct LocaleWordsTests {
    static let shipped = Set(LocalizationTables.bundledLanguages)

    @Test("The first shipped table the chain reaches, then the stand-ins; none when only English is the last resort", arguments: [
        ("ko-KR", "ko"), ("zh-TW", "zh_Hant"), ("zh-HK", "zh_Hant"), ("zh-SG", "zh_Hans"), ("en-AU", "en"),
        ("pt-PT", "pt_BR"), ("iw-IL", "he"), ("yue", "zh_Hant"), ("yue-Hans", "zh_Hans"), ("hi-Latn", "en"), ("en-XA", "en_XA"),
    ])
    func wordsTable(locale: String, table: String) throws {
        let found = try WeatherLocale(locale).wordsTable(among: Self.shipped)
        #expect(found == table)
    }

    @Test("No shipped table on the chain", arguments: ["nl-NL", "uk", "nb-NO", "zh-Latn", "ca-ES-valencia"])
    func noWords(locale: String) throws {
        #expect(try WeatherLocale(locale).wordsTable(among: Self.shipped) == nil)
    }

    @Test("Whether a table is in the locale's own language", arguments: [
        ("pt-PT", "pt_BR", true), ("iw", "he", true), ("zh-HK", "zh_Hant", true),
        ("yue", "zh_Hant", false), ("hi-Latn", "en", false), ("nl", "en", false),
    ])
    func speaks(locale: String, table: String, speaks: Bool) throws {
        #expect(try WeatherLocale(locale).speaks(table: table) == speaks)
    }

    @Test("Another table's words with the locale's region and keywords", arguments: [
        ("nl-NL-u-mu-fahrenhe", "en", "en_NL@mu=fahrenhe"), ("da", "en", "en_DK"), ("yue", "zh_Hant", "zh_Hant_HK"),
        ("yue-Hans", "zh_Hans", "zh_Hans_CN"), ("ca-ES-valencia", "en", "en_ES"), ("uk-UA-u-hc-h12", "pt_BR", "pt_UA@hours=h12"),
    ])
    func withWords(locale: String, table: String, identifier: String) throws {
        let paired = try WeatherLocale(locale).withWords(of: table)
        #expect(paired?.identifier == identifier)
    }

    @Test("A pseudo-locale has no region to lend: nil")
    func pseudoLocaleLendsNoRegion() throws {
        #expect(try WeatherLocale("en-XA").withWords(of: "ko") == nil)
    }

    @Test("Keywords not kept are dropped; the locale itself when none is", arguments: [
        ("en-US-u-hc-h23-zz-abc", "en_US@hours=h23"), ("en-US-u-zz-abc", "en_US"), ("ko-KR", "ko_KR"),
        ("en-US-u-ms-uksystem-mu-celsius", "en_US@measure=imperial;mu=celsius"),
    ])
    func keeping(locale: String, identifier: String) throws {
        let kept = try WeatherLocale(locale).keeping(keywords: ["hours", "measure", "mu"])
        #expect(kept.identifier == identifier)
    }

    @Test("The locale most people of the region write", arguments: [("en-IL", "he_Hebr_IL"), ("en-US", "en_Latn_US"), ("ko", "ko_Kore_KR")])
    func regionsLikelyLocale(locale: String, identifier: String) throws {
        let likely = try WeatherLocale(locale).regionsLikelyLocale
        #expect(likely?.identifier == identifier)
    }
}
