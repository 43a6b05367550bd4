import Testing
import WeatherLocalization
import WeatherStrings

/// The count-bearing strings of the shipped tables at the numbers where plural rules
/// differ, through ICU's rules for each locale: Arabic's six categories, Russian's
/// one/few/many, Japanese's single form, English's one/other.
@Suite("Counts read right in Arabic, Russian, Japanese and English")
struct PluralRenderingTests {
    static let counts = [0, 1, 2, 3, 11, 21, 100]

    func render(_ key: String, locale: String) throws -> [String] {
        let localizer = try Localizer(locale: WeatherLocale(locale), tables: LocalizationTables.bundled())
        let texts = Self.counts.map { localizer.string(key, .integer($0)) }
        #expect(localizer.missingKeys == [])
        #expect(localizer.formatMismatches.isEmpty)
        return texts
    }

    @Test("Arabic: zero, one, two, few (3–10), many (11–99), other (100), in Arabic-Indic digits")
    func arabic() throws {
        #expect(try render("section.daily", locale: "ar_EG") == [
            "توقعات ٠ يوم", "توقعات يوم واحد", "توقعات يومين", "توقعات ٣ أيام", "توقعات ١١ يومًا", "توقعات ٢١ يومًا", "توقعات ١٠٠ يوم",
        ])
        #expect(try render("lint.problems", locale: "ar_EG") == [
            "لا توجد مشكلات", "مشكلة واحدة", "مشكلتان", "٣ مشكلات", "١١ مشكلة", "٢١ مشكلة", "١٠٠ مشكلة",
        ])
    }

    @Test("Russian: one (1, 21), few (2, 3), many (0, 11, 100)")
    func russian() throws {
        #expect(try render("section.daily", locale: "ru_RU") == [
            "Прогноз на 0 дней", "Прогноз на 1 день", "Прогноз на 2 дня", "Прогноз на 3 дня", "Прогноз на 11 дней",
            "Прогноз на 21 день", "Прогноз на 100 дней",
        ])
        #expect(try render("lint.problems", locale: "ru_RU") == [
            "0 проблем", "1 проблема", "2 проблемы", "3 проблемы", "11 проблем", "21 проблема", "100 проблем",
        ])
    }

    @Test("Japanese: one form for every number")
    func japanese() throws {
        #expect(try render("section.daily", locale: "ja_JP") == [
            "0日間の予報", "1日間の予報", "2日間の予報", "3日間の予報", "11日間の予報", "21日間の予報", "100日間の予報",
        ])
        #expect(try render("lint.problems", locale: "ja_JP") == ["問題 0件", "問題 1件", "問題 2件", "問題 3件", "問題 11件", "問題 21件", "問題 100件"])
    }

    @Test("English: one for 1 only")
    func english() throws {
        #expect(try render("lint.problems", locale: "en_US") == [
            "0 problems", "1 problem", "2 problems", "3 problems", "11 problems", "21 problems", "100 problems",
        ])
    }
}
