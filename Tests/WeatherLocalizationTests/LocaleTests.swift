import Testing
import WeatherCore
import WeatherLocalization

@Suite("Locales are read in BCP 47 and POSIX forms and validated against ICU's data")
struct LocaleTests {
    @Test("Accepted spellings become one canonical ICU id", arguments: [
        ("ko-KR", "ko_KR"),
        ("ko_KR", "ko_KR"),
        ("ko_KR.UTF-8", "ko_KR"),
        ("ko_KR.utf8@euro", "ko_KR"),
        ("en_US@measure=metric", "en_US@measure=metric"),
        ("en-US-u-ms-metric", "en_US@measure=metric"),
        ("en-US-u-mu-celsius", "en_US@mu=celsius"),
        ("ko-KR-u-hc-h23", "ko_KR@hours=h23"),
        ("en-GB-u-rg-uszzzz", "en_GB@rg=uszzzz"),
        ("en_LR", "en_LR"),
        ("C", "en_US_POSIX"),
        ("POSIX", "en_US_POSIX"),
        ("C.UTF-8", "en_US_POSIX"),
        ("zh-Hant-TW", "zh_Hant_TW"),
        (" de_DE ", "de_DE"),
        ("es-419", "es_419"),
        ("haw_US", "haw_US"),
    ])
    func canonicalIdentifier(input: String, expected: String) throws {
        #expect(try WeatherLocale(input).identifier == expected)
    }

    @Test("A locale ICU has no data for is an error, not root formatting", arguments: [
        "xx_YY", "zz", "", "   ", "garbage", "!!!", "ko_QQ", "ko_ZZ", "es_999", "root", "en-", "-KR", "und", "한국어",
        // ICU's internal data bundles, which ICU would open as if they were languages.
        "metadata", "plurals", "units", "icuver", "zoneinfo64", "supplementalData", "res_index", "pool",
        // Longer than ICU's buffers (ICU 72 aborted on the first: "buffer overflow detected").
        "en_" + String(repeating: "A", count: 153),
        "en_US" + String(repeating: "_AAAAAAAA", count: 17),
        "en_US@" + String(repeating: "x", count: 97),
        "en_AAAAAAAAA", "en\u{0}US",
    ])
    func unknownLocale(input: String) {
        #expect(throws: LocalizationError.unknownLocale(input)) { try WeatherLocale(input) }
    }

    @Test("A keyword with an unknown value names the keyword", arguments: [
        ("en-US-u-mu-foo", "mu", "foo"),
        ("en-US-u-hc-h99", "hours", "h99"),
        ("en_US@measure=furlongs", "measure", "furlongs"),
        // Found by FuzzLocale: every number format failed with U_UNSUPPORTED_ERROR.
        ("ar-EG-u-nu-lawoltn", "numbers", "lawoltn"),
    ])
    func invalidKeyword(input: String, keyword: String, value: String) {
        #expect(throws: LocalizationError.invalidLocaleKeyword(locale: input, keyword: keyword, value: value)) {
            try WeatherLocale(input)
        }
    }

    @Test("Keywords are read as preferences")
    func keywordsBecomePreferences() throws {
        #expect(try WeatherLocale("en-u-mu-fahrenhe").temperatureUnit == .fahrenheit)
        #expect(try WeatherLocale("ko-KR-u-mu-kelvin").temperatureUnit == .kelvin)
        #expect(try WeatherLocale("en-US-u-ms-uksystem").measurementSystem == .uksystem)
        #expect(try WeatherLocale("ko-KR-u-hc-h23").hourCycle == .h23)
        #expect(try WeatherLocale("en-GB-u-rg-uszzzz").regionOverride == "US")
        #expect(try WeatherLocale("ko_KR").languageTag == "ko-KR")
        #expect(try WeatherLocale("ko").region == nil)
    }

    @Test("The environment is read as POSIX tools read it: LC_ALL, then LC_MESSAGES, then LANG", arguments: [
        (["LC_ALL": "ko_KR.UTF-8", "LC_MESSAGES": "de_DE", "LANG": "fr_FR"], "ko_KR"),
        (["LC_ALL": "", "LC_MESSAGES": "de_DE.UTF-8", "LANG": "fr_FR"], "de_DE"),
        (["LANG": "ja_JP.UTF-8"], "ja_JP"),
        (["LANG": "C"], "en_US_POSIX"),
        ([:], "en_US_POSIX"),
    ])
    func environment(variables: [String: String], expected: String) throws {
        #expect(try WeatherLocale.fromEnvironment(variables).identifier == expected)
    }

    @Test("An unknown locale in the environment is reported, not ignored")
    func unknownEnvironmentLocale() {
        #expect(throws: LocalizationError.unknownLocale("xx_YY.UTF-8")) {
            try WeatherLocale.fromEnvironment(["LANG": "xx_YY.UTF-8"])
        }
    }
}
