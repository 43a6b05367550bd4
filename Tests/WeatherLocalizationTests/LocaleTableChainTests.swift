import Testing
import WeatherCore
@testable import WeatherLocalization
import WeatherStrings

/// The tables a locale's lookups try come from ICU's data (aliases, `%%Parent`, likely
/// subtags), worked out once when the locale is parsed, and the locale keeps its keywords.
@Suite("A locale carries its table chain, from ICU's fallback rules")
struct LocaleTableChainTests {
    @Test("ICU's parents, each id with and without its likely script", arguments: [
        // CLDR's parent of zh_Hant is root: Traditional never reads the Simplified zh.
        ("zh-Hant-HK", ["zh_Hant_HK", "zh_HK", "zh_Hant"]),
        // zh_TW is an alias of zh_Hant_TW in ICU's data.
        ("zh_TW", ["zh_Hant_TW", "zh_TW", "zh_Hant"]),
        ("pt_PT", ["pt_Latn_PT", "pt_PT", "pt_Latn", "pt"]),
        ("es_419", ["es_Latn_419", "es_419", "es_Latn", "es"]),
        // A parent from ICU's data: Mexico's Spanish is Latin American.
        ("es_MX", ["es_Latn_MX", "es_MX", "es_Latn_419", "es_419", "es_Latn", "es"]),
        // sr_Latn's parent is root: Serbian in Latin letters never reads the Cyrillic sr.
        ("sr_Latn", ["sr_Latn"]),
        // ICU 72 (CLDR 42): Bokmål's parent is Norwegian.
        ("nb", ["nb_Latn", "nb", "no_Latn", "no"]),
        ("no", ["no_Latn", "no"]),
        ("nn", ["nn_Latn", "nn", "no_Latn", "no"]),
        // iw is the withdrawn code of Hebrew.
        ("he", ["he_Hebr", "he"]),
        ("iw", ["he_Hebr", "he"]),
        ("en_001", ["en_Latn_001", "en_001", "en_Latn", "en"]),
        ("ar-EG-u-nu-latn", ["ar_Arab_EG", "ar_EG", "ar_Arab", "ar"]),
        // Hindi in Latin letters: ICU's parent is Indian English.
        ("hi_Latn", ["hi_Latn", "en_Latn_IN", "en_IN", "en_Latn_001", "en_001", "en_Latn", "en"]),
        // No data for zh_Latn: dropping a script that is not Chinese's likely one leads to root.
        ("zh_Latn", ["zh_Latn"]),
    ])
    func chain(locale: String, tables: [String]) throws {
        #expect(try WeatherLocale(locale).tableChain.tables == tables)
    }

    @Test("The chain's language has withdrawn codes replaced", arguments: [("iw_IL", "he"), ("he", "he"), ("no", "no"), ("zh_TW", "zh")])
    func language(locale: String, language: String) throws {
        #expect(try WeatherLocale(locale).tableChain.language == language)
    }

    @Test("Stand-ins: a close variety, tried only when the locale's own chain has no table", arguments: [
        ("pt_PT", ["pt_BR"]), ("pt", ["pt_BR"]), ("pt_BR", []), ("nn", ["nb"]), ("no", ["nb"]), ("nb", []),
        ("yue", ["zh_Hant"]), ("yue_Hans", ["zh_Hans"]), ("ko_KR", []),
    ])
    func standIns(locale: String, standIns: [String]) throws {
        #expect(try WeatherLocale(locale).tableChain.standIns == standIns)
    }

    @Test("Pseudo-locales read their generated table alone, then English")
    func pseudo() throws {
        #expect(try WeatherLocale("en-XA").tableChain.tables == ["en_XA"])
        #expect(try WeatherLocale("ar-XB").tableChain.tables == ["ar_XB"])
    }

    @Test("The keywords travel with the locale: script, numbering system, hour cycle, units")
    func keywords() throws {
        let egypt = try WeatherLocale("ar-EG-u-nu-latn-hc-h23-mu-fahrenhe")
        #expect(egypt.identifier == "ar_EG@hours=h23;mu=fahrenhe;numbers=latn")
        #expect(egypt.tableChain.locale == "ar_EG@hours=h23;mu=fahrenhe;numbers=latn")
        #expect(egypt.numberingSystem == "latn")
        #expect(egypt.hourCycle == .h23)
        #expect(egypt.temperatureUnit == .fahrenheit)
        #expect(egypt.script == nil)
        #expect(try WeatherLocale("sr-Latn-RS").script == "Latn")
    }

    @Test("Chinese place names follow the chain's script", arguments: [
        ("zh_TW", "Hant"), ("zh-HK", "Hant"), ("zh", "Hans"), ("zh_SG", "Hans"), ("yue", "Hant"), ("yue_Hans", "Hans"),
    ])
    func chineseScript(locale: String, script: String) throws {
        #expect(try WeatherLocale(locale).chineseScript == script)
    }

    @Test("Other languages have no Chinese script", arguments: ["ja", "ko_KR", "zh_Latn"])
    func noChineseScript(locale: String) throws {
        #expect(try WeatherLocale(locale).chineseScript == nil)
    }

    @Test("Working out an alias's chain leaves ICU's data for it intact: Taiwan's hours stay Traditional")
    func aliasKeepsTraditionalData() throws {
        let taiwan = try WeatherLocale("zh_TW")
        #expect(taiwan.tableChain.tables.first == "zh_Hant_TW")
        // 15:00 UTC; an alias opened the wrong way in ICU's cache made this the Simplified 下午3时.
        #expect(try SkeletonDateFormatter(locale: taiwan, skeleton: "h", timeZone: .utc).format(unixSeconds: 54_000) == "下午3時")
    }

    @Test("Taiwan's hours are 24-hour as its weather service writes them; Hong Kong's and a chosen -u-hc- stay", arguments: [
        ("zh_TW", "15時"), ("zh-Hant", "15時"), ("zh-Hant-TW", "15時"), ("zh-HK", "下午3時"), ("zh-TW-u-hc-h12", "下午3時"), ("zh_CN", "15时"),
    ])
    func taiwanHours(locale: String, hour: String) throws {
        #expect(try SkeletonDateFormatter(locale: WeatherLocale(locale), skeleton: "j", timeZone: .utc).format(unixSeconds: 54_000) == hour)
    }

    @Test("Validating counts once per locale parsed, in the task that set the counter")
    func validationCounter() throws {
        let count = Locked(0)
        try WeatherLocale.$validationCounter.withValue(count) {
            _ = try WeatherLocale("ko_KR")
            _ = try? WeatherLocale("xx_YY")
        }
        _ = try WeatherLocale("ja")
        #expect(count.withLock { $0 } == 2)
    }
}
