import Testing
import WeatherService

@Suite("Language and format negotiation")
struct NegotiationTests {
    @Test("Accept-Language with q-values picks the locale; an unknown tag falls to the next", arguments: [
        ("ko-KR,ko;q=0.9,en;q=0.8", "ko-KR", "서울, 대한민국"),
        ("fr-CA", "fr-CA", "Séoul, Corée du Sud"),
        ("xx-YY, de;q=0.5", "de", "Seoul, Südkorea"),
        ("en;q=0.2, ja;q=0.9", "ja", "ソウル、韓国"),
        ("fr;q=0, es", "es", "Seúl, Corea del Sur"),
        ("nl-NL, en;q=0.5", "en-NL", "Seoul, South Korea"),
        ("nl-NL", "en-NL", "Seoul, South Korea: Sunny"),
        ("*", "en-US", "Seoul, South Korea"),
        // The default (en-US) refused, and its region's language too: the most-read table, Simplified Chinese.
        ("*, en;q=0", "zh-Hans", "韩国首尔"),
        ("", "en-US", "Seoul, South Korea"),
        ("ar-EG;q=1.0", "ar-EG", "\u{200F}سيول، كوريا الجنوبية"),
        ("zh-TW,zh;q=0.9", "zh-TW", "南韓首爾"),
    ])
    func acceptLanguage(header: String, language: String, place: String) async throws {
        let harness = try await ServiceHarness.start()
        let answer = await harness.get("/Seoul?format=line", ["accept-language": header])
        #expect(answer.status == 200)
        #expect(answer.header("Content-Language") == language)
        #expect(answer.text.hasPrefix(place))
        await harness.stop()
    }

    /// Real headers, none written here:
    /// - Firefox's default `intl.accept_languages` per locale (Pontoon, toolkit/chrome/global/
    ///   intl.properties), sent with the q-values Firefox computes from the list's length
    ///   (netwerk/test/unit/test_header_Accept-Language_case.js: "de, en-US, en" is sent as
    ///   "de,en-US;q=0.7,en;q=0.3");
    /// - RFC 2616 §14.4's example, used by Django's and Vapor's tests ("da, en-gb;q=0.8, en;q=0.7"),
    ///   and Django's test_parse_spec_http_header ("da, en-gb;q=0.25, en;q=0.5",
    ///   "de,en-au;q=0.75,en-us;q=0.5,en;q=0.25,es;q=0.125,fa;q=0.125");
    /// - this README's own example, `nl-NL,en;q=0.5`.
    @Test("Real headers: the words from the best table, the units of the user's own first choice", arguments: [
        // Firefox, Ukrainian: English words, Ukraine's units.
        ("uk-UA,uk;q=0.8,en-US;q=0.5,en;q=0.3", "en-UA", "celsius", "kilometer-per-hour", "hectopascal"),
        // Firefox, Norwegian Bokmål (eight ranges).
        ("nb-NO,nb;q=0.9,no-NO;q=0.8,no;q=0.6,nn-NO;q=0.5,nn;q=0.4,en-US;q=0.3,en;q=0.1", "en-NO", "celsius", "meter-per-second", "hectopascal"),
        // Firefox, Frisian.
        ("fy-NL,fy;q=0.8,nl;q=0.6,en-US;q=0.4,en;q=0.2", "en-NL", "celsius", "kilometer-per-hour", "hectopascal"),
        // Firefox, Catalan (Valencian).
        ("ca-valencia,ca;q=0.8,en-US;q=0.5,en;q=0.3", "en-ES", "celsius", "kilometer-per-hour", "hectopascal"),
        // Firefox, Tibetan.
        ("bo-CN,bo-IN;q=0.8,bo;q=0.6,en-US;q=0.4,en;q=0.2", "en-CN", "celsius", "meter-per-second", "hectopascal"),
        // Firefox, Danish; RFC 2616's example; Django's reordered one (km/h: CLDR's wind unit for DK).
        ("da,en-US;q=0.7,en;q=0.3", "en-DK", "celsius", "kilometer-per-hour", "hectopascal"),
        ("da, en-gb;q=0.8, en;q=0.7", "en-DK", "celsius", "kilometer-per-hour", "hectopascal"),
        ("da, en-gb;q=0.25, en;q=0.5", "en-DK", "celsius", "kilometer-per-hour", "hectopascal"),
        // The README's example.
        ("nl-NL,en;q=0.5", "en-NL", "celsius", "kilometer-per-hour", "hectopascal"),
        // A first choice with a table keeps it whole (Django's).
        ("de,en-au;q=0.75,en-us;q=0.5,en;q=0.25,es;q=0.125,fa;q=0.125", "de", "celsius", "kilometer-per-hour", "hectopascal"),
    ])
    func realHeaders(header: String, language: String, temperature: String, wind: String, pressure: String) async throws {
        let harness = try await ServiceHarness.start()
        let answer = await harness.get("/Seoul?format=json", ["accept-language": header])
        #expect(answer.header("Content-Language") == language)
        #expect(answer.text.contains("\"temperatureUnit\" : \"\(temperature)\""))
        #expect(answer.text.contains("\"windSpeed\" : \"\(wind)\""))
        #expect(answer.text.contains("\"pressure\" : \"\(pressure)\""))
        let page = await harness.get("/Seoul", ["accept-language": header, "accept": "text/html"])
        #expect(page.text.contains("<html lang=\"\(language)\""))
        await harness.stop()
    }

    @Test("?lang= of a language without a table: English words in its region, said so")
    func langWithoutTable() async throws {
        let harness = try await ServiceHarness.start()
        let answer = await harness.get("/Seoul?format=line&lang=da")
        #expect(answer.header("Content-Language") == "en-DK")
        #expect(answer.text.hasPrefix("Seoul, South Korea: Sunny, 0°C"))
        let keywords = await harness.get("/Seoul?format=line&lang=nl-NL-u-mu-fahrenhe")
        #expect(keywords.header("Content-Language") == "en-NL-u-mu-fahrenhe")
        #expect(keywords.text.hasPrefix("Seoul, South Korea: Sunny, 32°F"))
        await harness.stop()
    }

    /// A decision of issue 32: whether a language has words is whether ICU's chain (with the
    /// package's stand-ins) reaches a shipped table; Cantonese reaches Traditional Chinese,
    /// which its readers read, rather than English.
    @Test("A Chinese language without a table of its own gets the Chinese table its chain reaches, named in Content-Language", arguments: [
        ("yue", "zh-Hant-HK", "南韓首爾：晴 0°C（體感 -5°C）"),
        ("yue-Hant-HK", "zh-Hant-HK", "南韓首爾：晴 0°C（體感 -5°C）"),
        ("yue-Hans, en;q=0.5", "zh-Hans-CN", "韩国首尔：晴 0°C（体感 -5°C）"),
        // Traditional words for a Danish reader who reads Taiwan's Chinese (the tag's text gave `zh-DK`, Simplified).
        ("da, zh-TW;q=0.8", "zh-Hant-DK", "南韓首爾：晴 0°C（體感 -5°C）"),
    ])
    func chineseStandIns(header: String, language: String, line: String) async throws {
        let harness = try await ServiceHarness.start()
        let answer = await harness.get("/Seoul?format=line", ["accept-language": header])
        #expect(answer.header("Content-Language") == language)
        #expect(answer.text.hasPrefix(line))
        let page = await harness.get("/Seoul", ["accept-language": header, "accept": "text/html"])
        #expect(page.text.contains("<html lang=\"\(language)\""))
        await harness.stop()
    }

    @Test("?lang=yue reads the Traditional table too")
    func langCantonese() async throws {
        let harness = try await ServiceHarness.start()
        let answer = await harness.get("/Seoul?format=line&lang=yue")
        #expect(answer.header("Content-Language") == "zh-Hant-HK")
        #expect(answer.text.hasPrefix("南韓首爾：晴 0°C（體感 -5°C）"))
        await harness.stop()
    }

    @Test("* with the default's language refused: the default region's language in that region, else the most-read table not refused", arguments: [
        ("en_IL", "*, en;q=0", "he-IL", "\u{200F}Seoul, קוריאה הדרומית: שמשי"),
        ("ko_KR", "*, ko;q=0", "en", "Seoul, South Korea"),
        ("en_US", "*, en;q=0, zh;q=0", "hi", "सियोल, दक्षिण कोरिया"),
    ])
    func wildcardChoice(defaultLocale: String, header: String, language: String, place: String) async throws {
        let harness = try await ServiceHarness.start(defaultLocale: defaultLocale)
        let answer = await harness.get("/Seoul?format=line", ["accept-language": header])
        #expect(answer.header("Content-Language") == language)
        #expect(answer.text.hasPrefix(place))
        await harness.stop()
    }

    @Test("fr-CA gets French words with Canada's units; ?unit= overrides the locale's preference")
    func unitsFollowTheRegion() async throws {
        let harness = try await ServiceHarness.start()
        let canada = await harness.get("/Seoul?format=json", ["accept-language": "fr-CA"])
        #expect(canada.text.contains("\"temperatureUnit\" : \"celsius\""))
        #expect(canada.text.contains("\"windSpeed\" : \"kilometer-per-hour\""))
        let fahrenheit = await harness.get("/Seoul?format=line&lang=ko&unit=fahrenheit")
        #expect(fahrenheit.text.contains("32°F"))
        await harness.stop()
    }

    @Test("?lang= wins over Accept-Language, with its -u- keywords")
    func langParameter() async throws {
        let harness = try await ServiceHarness.start()
        let answer = await harness.get("/Seoul?format=line&lang=en-US-u-mu-celsius", ["accept-language": "ko"])
        #expect(answer.header("Content-Language") == "en-US-u-mu-celsius")
        #expect(answer.text.contains("0°C"))
        await harness.stop()
    }

    @Test("Private-use and unknown -u- extensions do not change the answer, so they take no render or cache slot of their own")
    func extensionsThatChangeNothing() async throws {
        let harness = try await ServiceHarness.start()
        let plain = await harness.get("/Seoul?format=line&lang=en-US")
        var answers = [ServiceAnswer]()
        for variant in 0..<10 { answers.append(await harness.get("/Seoul?format=line&lang=en-US-x-v\(variant)")) }
        answers.append(await harness.get("/Seoul?format=line", ["accept-language": "en-US-u-zz-abc"]))
        answers.append(await harness.get("/Seoul?format=line", ["accept-language": "en-US-x-v3"]))
        for answer in answers {
            #expect(answer.body == plain.body)
            #expect(answer.header("Content-Language") == "en-US")
        }
        // One render (the first), every other answer from the cache; -u-hc- changes the times, so it renders anew.
        let metrics = await harness.get("/metrics")
        #expect(metrics.text.contains("weather_rendered_cache_total{result=\"miss\"} 1\n"))
        #expect(metrics.text.contains("weather_rendered_cache_total{result=\"hit\"} 12\n"))
        let hours = await harness.get("/Seoul?format=line&lang=en-US-u-hc-h23-x-v1")
        #expect(hours.header("Content-Language") == "en-US-u-hc-h23")
        await harness.stop()
    }

    @Test("Variant subtags no table or CLDR data reads (en-v0001x, en-US-v0002x) take no render of their own; en-US-POSIX keeps its own")
    func variantsThatChangeNothing() async throws {
        let harness = try await ServiceHarness.start()
        let plain = await harness.get("/Seoul?format=line&lang=en-US")
        for variant in ["en-US-v0001x", "en-US-v0002x", "en-US-1994", "en-US-fonipa-v0003x"] {
            let answer = await harness.get("/Seoul?format=line&lang=\(variant)")
            #expect(answer.body == plain.body, "\(variant)")
            #expect(answer.header("Content-Language") == "en-US", "\(variant)")
        }
        let metrics = await harness.get("/metrics")
        #expect(metrics.text.contains("weather_rendered_cache_total{result=\"miss\"} 1\n"))
        let posix = await harness.get("/Seoul?format=line&lang=en-US-posix")
        #expect(posix.header("Content-Language")?.lowercased().contains("posix") == true)
        await harness.stop()
    }

    @Test("Accept decides the format: a browser gets the page, JSON clients the view model, curl the text", arguments: [
        ("text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8", "text/html; charset=utf-8"),
        ("application/json", "application/json; charset=utf-8"),
        ("text/markdown", "text/markdown; charset=utf-8"),
        ("*/*", "text/plain; charset=utf-8"),
        ("image/png", "text/plain; charset=utf-8"),
    ])
    func acceptFormat(accept: String, contentType: String) async throws {
        let harness = try await ServiceHarness.start()
        let answer = await harness.get("/Seoul", ["accept": accept])
        #expect(answer.status == 200)
        #expect(answer.header("Content-Type") == contentType)
        await harness.stop()
    }

    @Test("The JSON is the view model weather --format json prints (schema version 5)")
    func jsonIsTheViewModel() async throws {
        let harness = try await ServiceHarness.start()
        let answer = await harness.get("/Seoul?format=json&lang=ko")
        #expect(answer.text.hasPrefix("{\n  \"airQuality\" : {"))
        #expect(answer.text.contains("\"title\" : \"현재 날씨\""))
        #expect(answer.text.contains("\"schemaVersion\" : 5"))
        #expect(answer.text.contains("\"place\" : \"서울, 대한민국\""))
        await harness.stop()
    }

    @Test("ANSI colour only on ?color=always")
    func color() async throws {
        let harness = try await ServiceHarness.start()
        let plain = await harness.get("/Seoul?lang=ko")
        #expect(!plain.body.contains(0x1B))
        let colored = await harness.get("/Seoul?lang=ko&color=always")
        #expect(colored.body.contains(0x1B))
        await harness.stop()
    }
}
