import Testing
@testable import WeatherLocalization

/// The number a formatted text shows, found by decimal digits in any script.
@Suite("The number a formatted text shows")
struct ShownNumberTests {
    @Test("Whole numbers in Latin, Arabic-Indic, Devanagari and Bengali digits, with the unit around them", arguments: [
        ("-5°C", "5", 5),
        ("١١ كيلومتر", "١١", 11),
        ("מעלת צלזיוס 1", "1", 1),
        ("५ डिग्री सेल्सियस", "५", 5),
        ("১২ কিমি/ঘণ্টা", "১২", 12),
        ("섭씨 영하 15도", "15", 15),
    ])
    func whole(text: String, digits: String, value: Int) throws {
        let number = try #require(ShownNumber(in: text))
        #expect(String(text[number.range]) == digits)
        #expect(number.integer == value)
    }

    @Test("A fraction or separated thousands is a range without a whole value")
    func notWhole() throws {
        let fraction = try #require(ShownNumber(in: "0,3 mm"))
        #expect(String("0,3 mm"[fraction.range]) == "0,3")
        #expect(fraction.integer == nil)
        let thousands = try #require(ShownNumber(in: "1 013 hPa"))
        #expect(String("1 013 hPa"[thousands.range]) == "1 013")
        #expect(thousands.integer == nil)
    }

    @Test("No digits (a number said in words, or superscripts that are not decimal digits): none")
    func none() {
        #expect(ShownNumber(in: "درجة مئوية واحدة") == nil)
        #expect(ShownNumber(in: "m²") == nil)
        #expect(ShownNumber(in: "") == nil)
    }

    @Test("The ranges read without a property lookup hold no decimal digit in the standard library's Unicode data")
    func digitFreeRanges() {
        for range in ShownNumber.digitFree {
            let digits = range.compactMap(Unicode.Scalar.init).filter { $0.properties.numericType == .decimal }
            #expect(digits.isEmpty, "\(digits.map { String($0.value, radix: 16) })")
        }
        // Just outside them, digits: Arabic-Indic, Vai, fullwidth.
        #expect(["\u{0660}", "\u{A620}", "\u{FF10}"].map { ShownNumber(in: $0)?.integer } == [0, 0, 0])
    }
}
