import Testing
@_spi(Fuzzing) import WeatherStrings
import WeatherTestSupport

@Suite("Rendering numbers in ASCII")
struct StringsNumberRenderingTests {
    @Test("decimals round half away from zero on the shortest decimal form", arguments: [
        (2.345, 1, "2.3"), (2.675, 2, "2.68"), (0.5, 0, "1"), (-2.5, 0, "-3"), (9.999, 2, "10.00"),
        (12.0, 6, "12.000000"), (1e-5, 3, "0.000"), (0.05, 1, "0.1"), (1e20, 0, "100000000000000000000"),
        (-0.04, 1, "0.0"), (-7.25, 1, "-7.3"),
    ] as [(Double, Int, String)])
    func fixedDigits(value: Double, digits: Int, expected: String) {
        #expect(ASCIINumberRendering().decimal(value, fractionDigits: digits) == expected)
    }

    @Test("without a digit count a decimal shows as few digits as it needs", arguments: [
        (3.0, "3"), (2.5, "2.5"), (0.001, "0.001"), (1.5e-7, "0.00000015"), (-0.0, "0"), (-12.75, "-12.75"),
        (Double.nan, "NaN"), (Double.infinity, "∞"), (-Double.infinity, "-∞"),
    ] as [(Double, String)])
    func shortest(value: Double, expected: String) {
        #expect(ASCIINumberRendering().decimal(value, fractionDigits: nil) == expected)
    }

    @Test("integers have no grouping")
    func integers() {
        #expect(ASCIINumberRendering().integer(-1234567) == "-1234567")
    }
}

@Suite("Specifier signatures for the lint")
struct StringsFormatSignatureTests {
    @Test("a format's signature lists each argument's position and type", arguments: [
        ("%@ at %.1f°", "%1$@ %2$f"),
        ("%2$.1f°에 %1$@", "%1$@ %2$f"),
        ("%d%% chance", "%1$d"),
        ("%ld %lld %lu %llu %zd %i %u", "%1$d %2$d %3$d %4$d %5$d %6$d %7$d"),
        ("%f %g %lf", "%1$f %2$f %3$f"),
        ("%1$@ and %1$d", "%1$@ %1$d"),
        ("%1$#@days@", "%1$d"),
        ("no specifiers, 100%% sure", "(none)"),
        ("unsupported %s and %5d", "(none)"),
    ])
    func signature(format: String, expected: String) {
        #expect(FormatSignature(format: format).description == expected)
    }

    @Test("a plural entry's variables take their value type")
    func pluralSignature() {
        let entry = PluralEntry(
            key: "rain", format: "%1$@: %2$#@mm@",
            variables: ["mm": PluralVariable(name: "mm", valueType: .double, forms: [.other: "%.1f mm"])])
        #expect(FormatSignature(entry: entry).slots == [
            FormatSlot(position: 1, type: .object), FormatSlot(position: 2, type: .double),
        ])
    }
}

@Suite("Formatting translations with arguments")
struct StringsFormattingLookupTests {
    static let english = [
        "greeting": "Hello %@",
        "wind": "%1$@ wind at %2$d km/h",
        "temperature": "Temperature %.1f°",
        "chance": "%d%% chance",
        "plain": "100%% sure",
        "any": "%@ / %@ / %@",
        "wide": "%f and %g",
        "broken": "Value %s",
        "two": "%@ and %@",
    ]

    func localizer(_ locale: String = "en", korean: [String: String] = [:], numbers: any NumberRendering = ASCIINumberRendering())
        -> Localizer
    {
        Localizer(
            tables: tables(["en": Self.english, "ko": korean]), chain: TableChain(locale: locale, tables: [locale]),
            pluralRules: FakeEnglishPluralRules(), numbers: numbers)
    }

    @Test("specifiers are filled in order")
    func sequential() {
        let en = localizer()
        #expect(en.string("greeting", "Minsu") == "Hello Minsu")
        #expect(en.string("temperature", 21.46) == "Temperature 21.5°")
        #expect(en.string("chance", 30) == "30% chance")
        #expect(en.string("wide", 2, 2.5) == "2.000000 and 2.5")
        #expect(en.formatMismatches == [])
    }

    @Test("positional arguments let a translation reorder them")
    func positional() {
        let ko = localizer("ko", korean: ["wind": "풍속 %2$dkm/h, 풍향 %1$@"])
        #expect(ko.string("wind", "NW", 12) == "풍속 12km/h, 풍향 NW")
        #expect(localizer().string("wind", "NW", 12) == "NW wind at 12 km/h")
    }

    @Test("%@ shows numbers through the number rendering")
    func objectShowsNumbers() {
        let en = localizer(numbers: FullwidthNumberRendering())
        #expect(en.string("any", "a", 12, 2.5) == "a / １２ / ２.５")
        #expect(en.string("chance", 30) == "３０% chance")
    }

    @Test("a lookup without arguments returns the text as written")
    func noArguments() {
        #expect(localizer().string("plain") == "100%% sure")
        #expect(localizer().string("plain", arguments: []) == "100% sure")
    }

    @Test("extra arguments are ignored and are not a mismatch")
    func extraArguments() {
        let en = localizer()
        #expect(en.string("greeting", "Minsu", 3, 4.5) == "Hello Minsu")
        #expect(en.formatMismatches == [])
    }

    @Test("a translation with %d given text falls back to English and records why")
    func wrongTypeFallsBack() {
        let ko = localizer("ko", korean: ["greeting": "%d님 안녕하세요"])
        #expect(ko.string("greeting", "Minsu") == "Hello Minsu")
        #expect(ko.formatMismatches == [
            FormatMismatch(key: "greeting", language: "ko", problems: [
                .wrongType(specifier: "%d", position: 1, argument: "Minsu")
            ])
        ])
        #expect(ko.formatMismatches.map(\.description) == [#"ko: "greeting": %d cannot show argument 1 ("Minsu")"#])
    }

    @Test("a translation using %2$@ with one argument falls back to English")
    func missingPositionFallsBack() {
        let ko = localizer("ko", korean: ["greeting": "%2$@에서 %1$@님 안녕하세요"])
        #expect(ko.string("greeting", "Minsu") == "Hello Minsu")
        #expect(ko.formatMismatches == [
            FormatMismatch(key: "greeting", language: "ko", problems: [.missingArgument(specifier: "%2$@", position: 2)])
        ])
    }

    @Test("a translation with more specifiers than English falls back to English")
    func extraSpecifiersFallBack() {
        let ko = localizer("ko", korean: ["greeting": "%@님 %@ %d"])
        #expect(ko.string("greeting", "Minsu") == "Hello Minsu")
        #expect(ko.formatMismatches == [
            FormatMismatch(key: "greeting", language: "ko", problems: [
                .missingArgument(specifier: "%@", position: 2), .missingArgument(specifier: "%d", position: 3),
            ])
        ])
    }

    @Test("when English mismatches too, what can be filled is and the rest stays as written")
    func bothMismatch() {
        let ko = localizer("ko", korean: ["two": "%1$@와 %2$@"])
        #expect(ko.string("two", "눈") == "눈와 %2$@")
        #expect(ko.formatMismatches == [
            FormatMismatch(key: "two", language: "ko", problems: [.missingArgument(specifier: "%2$@", position: 2)]),
            FormatMismatch(key: "two", language: "en", problems: [.missingArgument(specifier: "%@", position: 2)]),
        ])
    }

    @Test("English given wrong arguments fills what it can", arguments: [
        ("temperature", ["warm"] as [FormatArgument], "Temperature %.1f°"),
        ("chance", [0.5], "%d% chance"),
        ("wind", [12, "NW"], "12 wind at %2$d km/h"),
        ("greeting", [], "Hello %@"),
        ("broken", ["x"], "Value %s"),
    ])
    func englishBestEffort(key: String, arguments: [FormatArgument], expected: String) {
        let en = localizer()
        #expect(en.string(key, arguments: arguments) == expected)
        #expect(en.formatMismatches.count == 1)
    }

    @Test("a key missing everywhere returns the key and is recorded once")
    func missingKey() {
        let ko = localizer("ko")
        #expect(ko.string("no.such.key") == "no.such.key")
        #expect(ko.string("no.such.key", 3) == "no.such.key")
        #expect(ko.string("other.missing") == "other.missing")
        #expect(ko.missingKeys == ["no.such.key", "other.missing"])
    }

    @Test("the missing-key log is shared by copies and safe across tasks")
    func concurrentLog() async {
        let en = localizer()
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<50 {
                group.addTask { _ = en.string("missing.\(index % 10)") }
            }
        }
        #expect(Set(en.missingKeys) == Set((0..<10).map { "missing.\($0)" }))
        #expect(en.missingKeys.count == 10)
    }
}

@Suite("Plural lookups through .stringsdict entries")
struct StringsPluralTests {
    static let plurals: [String: [PluralEntry]] = [
        "en": [
            pluralEntry("days", [.one: "%d day", .other: "%d days"]),
            pluralEntry("alerts", [.zero: "No alerts", .one: "An alert", .other: "%d alerts"]),
            PluralEntry(
                key: "files", format: "%2$#@folders@ hold %1$#@files@",
                variables: [
                    "files": PluralVariable(name: "files", valueType: .integer, forms: [.one: "%d file", .other: "%d files"]),
                    "folders": PluralVariable(name: "folders", valueType: .integer, forms: [.one: "one folder", .other: "%d folders"]),
                ]),
            pluralEntry("rain", type: .double, [.one: "%.1f millimetre", .other: "%.1f millimetres"]),
            pluralEntry("hours", [.one: "%d hour", .other: "%d hours"]),
        ],
        "ko": [
            pluralEntry("days", [.other: "%d일"]),
            pluralEntry("broken", [.one: "%d개"]),
        ],
    ]

    func localizer(_ locale: String) -> Localizer {
        let rules: any PluralRules = locale.hasPrefix("ko") ? FakeKoreanPluralRules() : FakeEnglishPluralRules()
        return Localizer(
            tables: tables(["en": ["days": "unused", "broken": "%d item(s)"], "ko": [:]], plurals: Self.plurals),
            chain: TableChain(locale: locale, tables: locale == "ko_KR" ? ["ko_KR", "ko"] : [locale]),
            pluralRules: rules, developmentPluralRules: FakeEnglishPluralRules())
    }

    @Test("English chooses one or other", arguments: [(1, "1 day"), (2, "2 days"), (0, "0 days"), (21, "21 days")])
    func english(count: Int, expected: String) {
        #expect(localizer("en").string("days", .integer(count)) == expected)
    }

    @Test("Korean has one form for every number", arguments: [(1, "1일"), (2, "2일")])
    func korean(count: Int, expected: String) {
        #expect(localizer("ko_KR").string("days", .integer(count)) == expected)
    }

    @Test("a zero form is used for 0, and forms need not show the number")
    func zeroForm() {
        let en = localizer("en")
        #expect([0, 1, 5].map { en.string("alerts", .integer($0)) } == ["No alerts", "An alert", "5 alerts"])
    }

    @Test("each variable takes its own argument, by position")
    func twoVariables() {
        let en = localizer("en")
        #expect(en.string("files", 3, 1) == "one folder hold 3 files")
        #expect(en.string("files", 1, 4) == "4 folders hold 1 file")
    }

    @Test("a double chooses its category and formats with the form's precision")
    func doubleVariable() {
        let en = localizer("en")
        #expect(en.string("rain", 1.0) == "1.0 millimetre")
        #expect(en.string("rain", 2.25) == "2.3 millimetres")
    }

    @Test("English text reached from Korean uses the English plural rules")
    func fallbackUsesEnglishRules() {
        #expect(localizer("ko").string("hours", 1) == "1 hour")
    }

    @Test("a plural key without the form it needs falls back to English")
    func missingFormFallsBack() {
        let ko = localizer("ko")
        #expect(ko.string("broken", 1) == "1 item(s)")
        #expect(ko.missingKeys == [])
        #expect(ko.formatMismatches == [
            FormatMismatch(key: "broken", language: "ko", problems: [.missingPluralForm(variable: "count", category: .other)])
        ])
    }

    @Test("a plural variable given text is a mismatch, not a crash")
    func textForPlural() {
        let en = localizer("en")
        #expect(en.string("days", "many") == "%#@count@")
        #expect(en.formatMismatches == [
            FormatMismatch(key: "days", language: "en", problems: [
                .wrongType(specifier: "%#@count@", position: 1, argument: "many")
            ])
        ])
    }

    @Test("a .stringsdict entry wins over a .strings value of the same key")
    func pluralWins() {
        #expect(localizer("en").string("days", 3) == "3 days")
    }
}
