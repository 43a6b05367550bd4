import ArgumentParser
import WeatherCore
import WeatherLocalization
import WeatherRendering
import WeatherStrings

/// `weather format lunar-date`: the lunar date of days, and the solar term falling on them.
struct FormatLunarDate: FormatKind {
    static let configuration = CommandConfiguration(
        commandName: "lunar-date",
        abstract: "The lunar (Korean dangi or Chinese) date of days, with the solar term of the day.",
        discussion: """
            Korean locales use dangi (음력), Chinese ones chinese (农历/農曆); -u-ca-dangi or \
            -u-ca-chinese in the locale chooses (en-US-u-ca-chinese), and other locales use chinese. \
            A solar term is named when the Sun reaches it on that day in the calendar's own time \
            (UTC+9 for dangi, UTC+8 for chinese).
            Example: weather format lunar-date --locale zh_Hans_CN 2026-12-06  →  农历十月廿八
            """
    )

    /// How the result is printed.
    enum Output: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @OptionGroup var localeOptions: LocaleOptions

    @Option(name: .named(.format), help: "text (one line per day) or json (one object per line).")
    var output: Output = .text

    @Argument(parsing: .allUnrecognized, help: "Days as YYYY-MM-DD (Gregorian).")
    var values: [String] = []

    func run() throws {
        try LunarDateRequest(locale: localeOptions.locale, output: output, values: values).run()
    }
}

/// One `weather format lunar-date` call, however its arguments were read.
struct LunarDateRequest: LocaleWordedRequest {
    /// `--locale` as given; `nil` means the environment's.
    var locale: String?
    var output: FormatLunarDate.Output
    var values: [String]

    func text(in locale: WeatherLocale) throws(CommandFailure) -> String {
        let days = try parseCalendarDays(values)
        // Asked for explicitly: a locale that shows none by default gets chinese (Korean dangi).
        let calendar = LunarCalendar.asked(for: locale)
        let localizer = MessageLocalizer.make(locale: locale, tables: nil)
        let words: SkyWords
        do {
            // The almanacs' own time: Korea's for dangi, China's for chinese.
            let zone = try WeatherTimeZone(offsetSeconds: calendar == .dangi ? 9 * 3_600 : 8 * 3_600)
            words = try SkyWords(locale: locale, timeZone: zone, localizer: localizer, lunarCalendar: calendar)
        } catch {
            throw .usage(error)
        }
        var text = ""
        for date in days {
            let lunar: LunarDate
            let formatted: String
            do {
                lunar = try LunarDate(date, in: calendar)
                formatted = try words.lunarDate(date) ?? ""
            } catch {
                throw CommandFailure(kind: .software, message: .localization(error))
            }
            guard !formatted.isEmpty else { throw CommandFailure(kind: .software, message: .internalError("ICU could not format '\(date.isoText)'")) }
            let term = words.solarTerm(on: date)
            switch output {
            case .text:
                text += formatted + (term.map { " · " + $0.name } ?? "") + "\n"
            case .json:
                let termID = term.map { "\"\($0.term.id)\"" } ?? "null"
                let termName = term.map { SortedKeysJSONWriter.string($0.name) } ?? "null"
                text += "{" + [
                    #""calendar":"\#(calendar.rawValue)""#,
                    #""date":"\#(date.isoText)""#,
                    #""day":\#(lunar.day)"#,
                    #""leapMonth":\#(lunar.isLeapMonth)"#,
                    #""month":\#(lunar.month)"#,
                    #""solarTerm":\#(termID)"#,
                    #""solarTermName":\#(termName)"#,
                    #""text":\#(SortedKeysJSONWriter.string(formatted))"#,
                    #""year":\#(lunar.year)"#,
                ].joined(separator: ",") + "}\n"
            }
        }
        return text
    }
}
