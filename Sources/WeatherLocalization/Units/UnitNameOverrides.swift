import WeatherStrings

/// Where ICU 72's CLDR data writes a unit as a language's weather services and press do
/// not, the words they write instead. Each row names ICU's words, so a text without them
/// (a newer ICU with other data) stays as ICU wrote it, and a test says so.
///
/// Sources, checked 2026-11-27:
/// - Hindi, short width: CLDR abbreviates with the Devanagari abbreviation sign (`°से॰`,
///   `कि॰मी॰/घं॰`, `मि॰मी॰`) and writes Fahrenheit `°फ़ेरन`, which Hindi newspapers' weather pages (Zee News Hindi,
///   Prabhat Khabar, News Nation) and IMD's Hindi bulletins do not use: they write `°C`
///   beside a temperature (`डिग्री सेल्सियस` in prose) and `किमी`, `मिमी`, `सेमी`, `किमी/घंटा`
///   (ICU's own narrow width has `किमी` and `मिमी` too).
/// - Hindi concentrations: CLDR writes µg/m³ `मा॰ग्रा॰/घन मी॰` and, spoken,
///   `माइक्रोग्राम/घन मीटर` (a slash a screen reader reads out). CPCB's National AQI
///   bulletins, SAFAR-India and BreezoMeter's Hindi pages print `µg/m³` beside a concentration (in CLDR's
///   `μ`, U+03BC, as every other language's text here); Hindi papers (Dainik Jagran, Amar Ujala,
///   Navbharat Times) write `माइक्रोग्राम प्रति घन मीटर` in prose, the spoken form.
/// - Korean concentrations: AirKorea and the Korean press write `㎍/㎥` (U+338D U+33A5,
///   "미세먼지 나쁨 (95㎍/㎥)"), CLDR's Korean `μg/m³`.
/// - Canadian English concentrations: CLDR's en_CA writes `μg/cu m`, `mg/cu m`; Environment
///   and Climate Change Canada's AQHI pages write `µg/m³` (as every other English locale here).
/// - Korean mg/m³: `㎎/㎥` (U+338E U+33A5), as AirKorea writes the µg/m³ beside it.
/// - Chinese concentrations, one script per unit: CLDR's Simplified short form mixes a Greek
///   prefix with a Chinese denominator (`μg/立方米`, `mg/立方米`); MEE's 实时空气质量 pages
///   and HJ 633 write `μg/m³` and CO in `mg/m³`. Taiwan's MOENV (環境部 空氣品質監測網)
///   writes `μg/m³` for PM and `ppm`/`ppb` for gases where CLDR's Traditional short forms
///   are `微克/立方公尺`, `毫克/立方公尺` and `百萬分率`.
/// - Hebrew concentrations, one script per unit: CLDR writes `מק״ג/m³` and `מ״ג/m³`; the
///   Ministry of Environmental Protection's air-quality site (air.sviva.gov.il) and the
///   Hebrew press write `מק״ג/מ״ק` and `מ״ג/מ״ק`.
/// - Hebrew, short width: CLDR has no Hebrew symbol for the millibar and writes `mbar`;
///   Hebrew weather reports and school books write `מ״ב` (`מיליבר` in full, ICU's narrow form).
/// - Arabic, short width: CLDR abbreviates the millibar `م. بار`; Arabic met bulletins and
///   the press write the word (`١٠٠٥ مليبار`), as they write `هكتوباسكال`.
/// - Arabic, full names (what a screen reader says): CLDR has one form for every number
///   of these units, where Arabic counts 3–10 with the plural (`٣ درجات مئوية`) and 11–99
///   with the accusative singular (`١١ كيلومترًا`), as CLDR itself does for the meter and
///   the hour (`٣ أمتار`, `١١ مترًا`). One and two are said without a numeral, as Arabic
///   counts them (`درجة مئوية واحدة`, `درجتان مئويتان`, `كيلومتران في الساعة`); below zero
///   the words go after the whole (`درجتان مئويتان تحت الصفر`, `accessibility.belowZero.quantity`).
/// - Hebrew, full names: CLDR's singular puts the digit after the construct noun (`מעלת
///   צלזיוס 1`), which Hebrew says with the word (`מעלת צלזיוס אחת`).
/// - Brazilian Portuguese, full names: CLDR's `one` covers 0 (`0 grau Celsius`); Brazilian
///   weather reports and grammars say zero with the plural (`0 graus Celsius`).
/// - Turkish speeds, full names: CLDR writes `17 kilometre/saat`, a slash a screen reader
///   reads out ("bölü"); Turkish says the time first, as the Turkish State Meteorological
///   Service (MGM) writes winds in its forecasts ("saatte 40-60 km hızla"): `saatte 17
///   kilometre`, `saniyede 4,6 metre`, `saatte 10 mil`; concentrations alike, per cubic
///   metre first (`metreküpte 36 mikrogram`, `milyonda 17 parça`).
/// - Spoken concentrations without a slash (CLDR's full names write `マイクログラム/立方メートル`,
///   `ميكروغرام/متر مكعب`, `מיקרוגרם/מטר מעוקב`, `36微克/立方米`): Japanese reads the SI
///   name `マイクログラム毎立方メートル` (as JIS Z 8000 and the Ministry of the Environment's
///   大気汚染物質広域監視システム write the unit in words), Arabic `لكل متر مكعب`, Hebrew
///   `למטר מעוקב` ("per cubic metre"), Simplified Chinese `每立方米36微克`, as CLDR's own
///   Traditional Chinese already says it (`每立方公尺 36 微克`).
struct UnitNameOverrides: Sendable {
    struct Row: Sendable {
        var language: String
        /// ICU's skeleton stem of the unit (`temperature-celsius`, `kilometer-per-hour`).
        var unit: String
        var width: UnitWidth
        /// The plural category of the number shown, or `nil` for every number.
        var category: PluralCategory?
        var icu: String
        var ours: String
        /// Words that go before the number and unit (Turkish `saatte `), when the row applies.
        var before: String? = nil
        /// The one whole number the row is for, or `nil` for every number of its category.
        var number: Int? = nil
        /// Whether ``ours`` says the number too (`درجة مئوية واحدة` for `١ درجة مئوية`): the
        /// row then applies only to ICU's exact text of the number and unit.
        var saysNumber = false
    }

    static let rows: [Row] = [
        Row(language: "hi", unit: "temperature-celsius", width: .short, icu: "°से॰", ours: "°C"),
        Row(language: "hi", unit: "temperature-fahrenheit", width: .short, icu: "°फ़ेरन", ours: "°F"),
        Row(language: "hi", unit: "kilometer-per-hour", width: .short, icu: "कि॰मी॰/घं॰", ours: "किमी/घंटा"),
        Row(language: "hi", unit: "meter-per-second", width: .short, icu: "मी॰/से॰", ours: "मी/से"),
        Row(language: "hi", unit: "centimeter", width: .short, icu: "सें॰मी॰", ours: "सेमी"),
        Row(language: "hi", unit: "kilometer", width: .short, icu: "कि॰मी॰", ours: "किमी"),
        Row(language: "hi", unit: "millimeter", width: .short, icu: "मि॰मी॰", ours: "मिमी"),
        Row(language: "hi", unit: "microgram-per-cubic-meter", width: .short, icu: "मा॰ग्रा॰/घन मी॰", ours: "μg/m³"),
        Row(language: "hi", unit: "microgram-per-cubic-meter", width: .fullName, icu: "माइक्रोग्राम/घन मीटर", ours: "माइक्रोग्राम प्रति घन मीटर"),
        Row(language: "hi", unit: "milligram-per-cubic-meter", width: .short, icu: "मि॰ग्रा॰/घन मी॰", ours: "mg/m³"),
        Row(language: "hi", unit: "milligram-per-cubic-meter", width: .fullName, icu: "मिलीग्राम/घन मीटर", ours: "मिलीग्राम प्रति घन मीटर"),
        Row(language: "en", unit: "microgram-per-cubic-meter", width: .short, icu: "μg/cu m", ours: "μg/m³"),
        Row(language: "en", unit: "milligram-per-cubic-meter", width: .short, icu: "mg/cu m", ours: "mg/m³"),
        Row(language: "ko", unit: "microgram-per-cubic-meter", width: .short, icu: "μg/m³", ours: "㎍/㎥"),
        Row(language: "ko", unit: "milligram-per-cubic-meter", width: .short, icu: "mg/m³", ours: "㎎/㎥"),
        Row(language: "zh", unit: "microgram-per-cubic-meter", width: .short, icu: "μg/立方米", ours: "μg/m³"),
        Row(language: "zh", unit: "microgram-per-cubic-meter", width: .short, icu: "微克/立方公尺", ours: "μg/m³"),
        Row(language: "zh", unit: "milligram-per-cubic-meter", width: .short, icu: "mg/立方米", ours: "mg/m³"),
        Row(language: "zh", unit: "milligram-per-cubic-meter", width: .short, icu: "毫克/立方公尺", ours: "mg/m³"),
        Row(language: "zh", unit: "permillion", width: .short, icu: "百萬分率", ours: "ppm"),
        Row(language: "he", unit: "microgram-per-cubic-meter", width: .short, icu: "מק״ג/m³", ours: "מק״ג/מ״ק"),
        Row(language: "he", unit: "milligram-per-cubic-meter", width: .short, icu: "מ״ג/m³", ours: "מ״ג/מ״ק"),
        Row(language: "he", unit: "millibar", width: .short, icu: "mbar", ours: "מ״ב"),
        Row(language: "ar", unit: "millibar", width: .short, icu: "م. بار", ours: "مليبار"),
        Row(language: "ar", unit: "temperature-celsius", width: .fullName, category: .few, icu: "درجة مئوية", ours: "درجات مئوية"),
        Row(language: "ar", unit: "temperature-fahrenheit", width: .fullName, category: .few, icu: "درجة فهرنهايت", ours: "درجات فهرنهايت"),
        Row(language: "ar", unit: "kilometer-per-hour", width: .fullName, category: .few, icu: "كيلومتر في الساعة", ours: "كيلومترات في الساعة"),
        Row(language: "ar", unit: "kilometer-per-hour", width: .fullName, category: .many, icu: "كيلومتر في الساعة", ours: "كيلومترًا في الساعة"),
        Row(language: "ar", unit: "kilometer", width: .fullName, category: .few, icu: "كيلومتر", ours: "كيلومترات"),
        Row(language: "ar", unit: "kilometer", width: .fullName, category: .many, icu: "كيلومتر", ours: "كيلومترًا"),
        Row(language: "ar", unit: "millimeter", width: .fullName, category: .few, icu: "مليمتر", ours: "مليمترات"),
        Row(language: "ar", unit: "millimeter", width: .fullName, category: .many, icu: "مليمتر", ours: "مليمترًا"),
        Row(language: "tr", unit: "kilometer-per-hour", width: .fullName, icu: "kilometre/saat", ours: "kilometre", before: "saatte "),
        Row(language: "tr", unit: "meter-per-second", width: .fullName, icu: "metre/saniye", ours: "metre", before: "saniyede "),
        Row(language: "tr", unit: "mile-per-hour", width: .fullName, icu: "mil/saat", ours: "mil", before: "saatte "),
        Row(language: "tr", unit: "microgram-per-cubic-meter", width: .fullName, icu: "mikrogram/metreküp", ours: "mikrogram", before: "metreküpte "),
        Row(language: "tr", unit: "milligram-per-cubic-meter", width: .fullName, icu: "miligram/metreküp", ours: "miligram", before: "metreküpte "),
        Row(language: "tr", unit: "permillion", width: .fullName, icu: "parça/milyon", ours: "parça", before: "milyonda "),
        Row(language: "ja", unit: "microgram-per-cubic-meter", width: .fullName, icu: "マイクログラム/立方メートル", ours: "マイクログラム毎立方メートル"),
        Row(language: "ja", unit: "milligram-per-cubic-meter", width: .fullName, icu: "ミリグラム/立方メートル", ours: "ミリグラム毎立方メートル"),
        Row(language: "ar", unit: "microgram-per-cubic-meter", width: .fullName, icu: "ميكروغرام/متر مكعب", ours: "ميكروغرام لكل متر مكعب"),
        Row(language: "ar", unit: "milligram-per-cubic-meter", width: .fullName, icu: "مليغرام/متر مكعب", ours: "مليغرام لكل متر مكعب"),
        Row(language: "he", unit: "microgram-per-cubic-meter", width: .fullName, icu: "מיקרוגרם/מטר מעוקב", ours: "מיקרוגרם למטר מעוקב"),
        Row(language: "he", unit: "milligram-per-cubic-meter", width: .fullName, icu: "מיליגרם/מטר מעוקב", ours: "מיליגרם למטר מעוקב"),
        Row(language: "zh", unit: "microgram-per-cubic-meter", width: .fullName, icu: "微克/立方米", ours: "微克", before: "每立方米"),
        Row(language: "zh", unit: "milligram-per-cubic-meter", width: .fullName, icu: "毫克/立方米", ours: "毫克", before: "每立方米"),
        Row(language: "ar", unit: "temperature-celsius", width: .fullName, icu: "١ درجة مئوية", ours: "درجة مئوية واحدة", number: 1, saysNumber: true),
        Row(language: "ar", unit: "temperature-celsius", width: .fullName, icu: "٢ درجة مئوية", ours: "درجتان مئويتان", number: 2, saysNumber: true),
        Row(language: "ar", unit: "temperature-fahrenheit", width: .fullName, icu: "١ درجة فهرنهايت", ours: "درجة فهرنهايت واحدة", number: 1, saysNumber: true),
        Row(language: "ar", unit: "temperature-fahrenheit", width: .fullName, icu: "٢ درجة فهرنهايت", ours: "درجتا فهرنهايت", number: 2, saysNumber: true),
        Row(language: "ar", unit: "kilometer-per-hour", width: .fullName, icu: "١ كيلومتر في الساعة", ours: "كيلومتر واحد في الساعة", number: 1, saysNumber: true),
        Row(language: "ar", unit: "kilometer-per-hour", width: .fullName, icu: "٢ كيلومتر في الساعة", ours: "كيلومتران في الساعة", number: 2, saysNumber: true),
        Row(language: "ar", unit: "kilometer", width: .fullName, icu: "١ كيلومتر", ours: "كيلومتر واحد", number: 1, saysNumber: true),
        Row(language: "ar", unit: "kilometer", width: .fullName, icu: "٢ كيلومتر", ours: "كيلومتران", number: 2, saysNumber: true),
        Row(language: "he", unit: "temperature-celsius", width: .fullName, icu: "מעלת צלזיוס 1", ours: "מעלת צלזיוס אחת", number: 1, saysNumber: true),
        Row(language: "he", unit: "temperature-fahrenheit", width: .fullName, icu: "מעלת פרנהייט 1", ours: "מעלת פרנהייט אחת", number: 1, saysNumber: true),
        Row(language: "pt", unit: "temperature-celsius", width: .fullName, icu: "grau Celsius", ours: "graus Celsius", number: 0),
        Row(language: "pt", unit: "temperature-fahrenheit", width: .fullName, icu: "grau Fahrenheit", ours: "graus Fahrenheit", number: 0),
    ]

    private let rows: [Row]
    private let rules: (any PluralRules)?
    /// Whether a row depends on the number shown (a plural category or a number).
    private let needsNumber: Bool

    /// The rows for one formatter; `nil` when none applies (most locales).
    init?(language: String, unit: String, width: UnitWidth, localeID: String) {
        let rows = Self.rows.filter { $0.language == language && $0.unit == unit && $0.width == width }
        guard !rows.isEmpty else { return nil }
        self.rows = rows
        // Rules that fail to open (reported where the localizer opens them) leave the
        // per-number rows out: ICU's form, never a wrong one.
        rules = rows.contains { $0.category != nil } ? try? ICUPluralRules.shared(localeID: localeID) : nil
        needsNumber = rows.contains { $0.category != nil || $0.number != nil }
    }

    /// `text` with ICU's words for the unit replaced where a row fits the number it shows.
    func apply(to text: String) -> String {
        // The whole number shown (`١١ كيلومتر` → 11), only when a row depends on it; `nil`
        // for a fraction or no number (the plural rows are for whole numbers).
        let number = needsNumber ? ShownNumber(in: text)?.integer : nil
        let category = rules.flatMap { rules in number.map { rules.category(for: Double($0)) } }
        for row in rows where (row.category == nil || row.category == category) && (row.number == nil || row.number == number) {
            if row.saysNumber {
                guard text == row.icu else { continue }
                return row.ours
            }
            // By UTF-8 bytes: ICU's words are exact text, and a byte search costs a small part
            // of a search by characters (every concentration and temperature passes here).
            guard let range = Self.firstRange(of: row.icu, in: text) else { continue }
            var result = text
            result.replaceSubrange(range, with: row.ours)
            return (row.before ?? "") + result
        }
        return text
    }

    /// Where `pattern`'s UTF-8 bytes first stand in `text`'s: a plain scan (the generic
    /// search of the standard library builds a searcher for each call).
    static func firstRange(of pattern: String, in text: String) -> Range<String.Index>? {
        let bytes = text.utf8
        let wanted = pattern.utf8
        guard let lead = wanted.first else { return nil }
        var from = bytes.startIndex
        while let start = bytes[from...].firstIndex(of: lead) {
            if bytes[start...].starts(with: wanted) { return start..<bytes.index(start, offsetBy: wanted.count) }
            from = bytes.index(after: start)
        }
        return nil
    }

}
