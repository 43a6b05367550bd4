import Testing
import WeatherCore
import WeatherLocalization

@Suite("Countries are named in the user's language, and ages read as ICU words them")
struct PlaceNameFormattingTests {
    @Test("Region codes become CLDR names", arguments: [
        ("ko_KR", "KR", "대한민국"),
        ("en_US", "KR", "South Korea"),
        ("fr_FR", "KR", "Corée du Sud"),
        ("ja_JP", "US", "アメリカ合衆国"),
        ("ko_KR", "NP", "네팔"),
        ("en_US", "np", "Nepal"),
        ("de_DE", "419", "Lateinamerika"),
    ])
    func regionName(locale: String, code: String, expected: String) throws {
        #expect(try RegionNameFormatter(locale: WeatherLocale(locale)).name(forRegion: code) == expected)
    }

    @Test("Unknown or malformed codes have no name, so the caller shows them as given", arguments: ["ZZ", "XK1", "", "K R", "Q9"])
    func unknownRegion(code: String) throws {
        #expect(try RegionNameFormatter(locale: WeatherLocale("en_US")).name(forRegion: code) == nil)
    }

    @Test("A place is named in the reader's language and, for Chinese, in the reader's script", arguments: [
        ("zh_TW", "首爾"), ("zh_HK", "首爾"), ("zh_Hant", "首爾"), ("yue", "首爾"),
        ("zh_CN", "首尔"), ("zh", "首尔"), ("zh_SG", "首尔"), ("yue_Hans", "首尔"),
        ("ko_KR", "서울"), ("ja_JP", "ソウル"), ("de_DE", "Seoul"), ("sv_SE", "Seoul"),
    ])
    func placeNameInScript(locale: String, expected: String) throws {
        let seoul = Place(name: "Seoul", localNames: ["zh": "首尔", "ko": "서울", "ja": "ソウル"], countryCode: "KR")
        #expect(seoul.name(for: try WeatherLocale(locale)) == expected)
    }

    @Test("A local name in a script the language does not write is passed over for the default name", arguments: [
        // OpenWeather's geocoding gives São Paulo a Cyrillic "tr" name (issue 31).
        ("tr_TR", "São Paulo"), ("ru_RU", "Сан-Паулу"), ("ja_JP", "サンパウロ"), ("ko_KR", "상파울루"),
        ("el_GR", "Σάο Πάολο"), ("pt_BR", "São Paulo"), ("sr_Latn_RS", "Sao Paulo"), ("sr_RS", "São Paulo"),
    ])
    func localNameInWrongScript(locale: String, expected: String) throws {
        let saoPaulo = Place(
            name: "São Paulo",
            localNames: ["tr": "Сан-Паулу", "ru": "Сан-Паулу", "ja": "サンパウロ", "ko": "상파울루", "el": "Σάο Πάολο", "sr": "Sao Paulo"],
            countryCode: "BR")
        #expect(saoPaulo.name(for: try WeatherLocale(locale)) == expected)
    }

    @Test("Simplified names become Traditional character by character, as ICU converts them", arguments: [
        ("乌鲁木齐", "烏魯木齊"), ("广州", "廣州"), ("台北", "台北"), ("北京", "北京"), ("新竹县", "新竹縣"),
    ])
    func traditionalNames(simplified: String, traditional: String) throws {
        let place = Place(name: "Somewhere", localNames: ["zh": simplified])
        #expect(place.name(for: try WeatherLocale("zh_TW")) == traditional)
    }

    @Test("Traditional names become Simplified for Simplified readers, as ICU converts them", arguments: [
        ("倫敦市", "伦敦市"), ("聖地牙哥", "圣地牙哥"), ("烏魯木齊", "乌鲁木齐"), ("廣州", "广州"), ("北京", "北京"), ("首尔", "首尔"),
    ])
    func simplifiedNames(traditional: String, simplified: String) throws {
        let place = Place(name: "Somewhere", localNames: ["zh": traditional])
        #expect(place.name(for: try WeatherLocale("zh_CN")) == simplified)
        #expect(place.name(for: try WeatherLocale("zh_Hans_SG")) == simplified)
    }

    @Test("Both scripts joined by a slash: the part in the reader's script, never the pair", arguments: [
        ("纽约/紐約", "zh_CN", "纽约"), ("纽约/紐約", "zh_TW", "紐約"),
        ("紐約/纽约", "zh_CN", "纽约"), ("紐約/纽约", "zh_HK", "紐約"),
        ("广州 / 廣州", "zh_CN", "广州"), ("广州 / 廣州", "zh_TW", "廣州"),
        // Both parts in the other script: the first, converted.
        ("倫敦/倫敦市", "zh_CN", "伦敦"),
        ("大阪/大阪", "zh_TW", "大阪"),
        ("/", "zh_CN", "/"),
    ])
    func slashJoinedScripts(local: String, locale: String, expected: String) throws {
        let place = Place(name: "Somewhere", localNames: ["zh": local])
        #expect(place.name(for: try WeatherLocale(locale)) == expected)
    }

    @Test("A Traditional reader without a Chinese name gets the place's own name")
    func noChineseName() throws {
        #expect(Place(name: "Kathmandu", localNames: ["ne": "काठमाडौं"]).name(for: try WeatherLocale("zh_TW")) == "Kathmandu")
    }

    @Test("Ages take the largest whole unit", arguments: [
        ("en_US", 0, "0 seconds ago"),
        ("en_US", 59, "59 seconds ago"),
        ("en_US", 60, "1 minute ago"),
        ("en_US", 1_500, "25 minutes ago"),
        ("en_US", 7_199, "1 hour ago"),
        ("en_US", 90_000, "1 day ago"),
        ("ko_KR", 1_500, "25분 전"),
        ("ko_KR", 7_200, "2시간 전"),
        ("de_DE", 10_800, "vor 3 Stunden"),
        ("en_US", -30, "0 seconds ago"),
    ])
    func age(locale: String, seconds: Int, expected: String) throws {
        #expect(try ElapsedTimeFormatter(locale: WeatherLocale(locale)).format(seconds: seconds) == expected)
    }
}
