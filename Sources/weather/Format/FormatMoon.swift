import ArgumentParser
import WeatherCore
import WeatherLocalization
import WeatherRendering
import WeatherStrings

/// `weather format moon`: the Moon's phase, illumination, rise and set for days at a place.
struct FormatMoon: FormatKind {
    static let configuration = CommandConfiguration(
        commandName: "moon",
        abstract: "The Moon's phase, illuminated percentage, moonrise and moonset for days at a place.",
        discussion: """
            Days are YYYY-MM-DD in the --time-zone (default UTC); rise and set are the upper limb on \
            the horizon with refraction, within a minute of the almanacs up to 60° of latitude. A day \
            without a rise or a set says so.
            Example: weather format moon --locale en_US --lat 37.57 --lon 126.98 --time-zone Asia/Seoul 2026-12-24  →  Full Moon 🌕 · 100% · Moonrise 5:19 PM · Moonset 7:58 AM
            """
    )

    /// How the result is printed.
    enum Output: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @OptionGroup var localeOptions: LocaleOptions

    @Option(name: .named(.lat), parsing: .unconditional, help: ArgumentHelp("Latitude in degrees, north positive.", valueName: "degrees"))
    var lat: Double

    @Option(name: .named(.lon), parsing: .unconditional, help: ArgumentHelp("Longitude in degrees, east positive.", valueName: "degrees"))
    var lon: Double

    @Option(name: .named(.timeZone), help: "The place's zone: IANA id (Asia/Seoul) or offset (+09:00).")
    var timeZone: String = FormatRequest.Default.timeZone

    @Option(name: .named(.format), help: "text (one line per day) or json (one object per line).")
    var output: Output = .text

    @Argument(parsing: .allUnrecognized, help: "Days as YYYY-MM-DD.")
    var values: [String] = []

    func run() throws {
        try MoonRequest(lat: lat, lon: lon, timeZone: timeZone, locale: localeOptions.locale, output: output, values: values).run()
    }
}

/// One `weather format moon` call, however its arguments were read.
struct MoonRequest: LocaleWordedRequest {
    var lat: Double
    var lon: Double
    var timeZone: String
    /// `--locale` as given; `nil` means the environment's.
    var locale: String?
    var output: FormatMoon.Output
    var values: [String]

    func text(in locale: WeatherLocale) throws(CommandFailure) -> String {
        func problem(_ problem: UsageProblem) -> CommandFailure { CommandFailure(kind: .usage, message: .usage(problem)) }
        guard Coordinates.latitudeRange.contains(lat) else { throw problem(.outOfRange(option: OptionName.lat.typed, low: "-90", high: "90")) }
        guard Coordinates.longitudeRange.contains(lon) else { throw problem(.outOfRange(option: OptionName.lon.typed, low: "-180", high: "180")) }
        let zone: WeatherTimeZone
        do { zone = try WeatherTimeZone(timeZone) } catch { throw .usage(error) }
        let days = try parseCalendarDays(values)
        let localizer = MessageLocalizer.make(locale: locale, tables: nil)
        let words: SkyWords
        do { words = try SkyWords(locale: locale, timeZone: zone, localizer: localizer, lunarCalendar: nil) } catch { throw .usage(error) }
        let place = Coordinates(lon: lon, lat: lat)
        var text = ""
        for date in days {
            let moon = words.moon(at: place, on: date)
            switch output {
            case .text:
                text += "\(moon.phaseName) \(moon.day.phase.emoji) · \(moon.illumination) · \(moon.riseText) · \(moon.setText)\n"
            case .json:
                text += Self.json(moon) + "\n"
            }
        }
        return text
    }

    /// One day as a JSON object, keys sorted: instants as Unix seconds and local text.
    static func json(_ moon: MoonDayWords) -> String {
        func optional(_ value: Int?) -> String { value.map(String.init) ?? "null" }
        func optional(_ value: String?) -> String { value.map(SortedKeysJSONWriter.string) ?? "null" }
        let day = moon.day
        return "{" + [
            #""ascii":\#(SortedKeysJSONWriter.string(day.phase.ascii))"#,
            #""date":"\#(moon.date.isoText)""#,
            #""emoji":\#(SortedKeysJSONWriter.string(day.phase.emoji))"#,
            #""illumination":\#(day.illuminatedPercent)"#,
            #""name":\#(SortedKeysJSONWriter.string(moon.phaseName))"#,
            #""phase":"\#(day.phase.rawValue)""#,
            #""principalPhaseTime":\#(optional(day.principalPhaseInstant))"#,
            #""rise":\#(optional(day.horizon.rise))"#,
            #""riseText":\#(optional(moon.riseTime))"#,
            #""set":\#(optional(day.horizon.set))"#,
            #""setText":\#(optional(moon.setTime))"#,
            #""waxing":\#(day.phaseAtMidday.isWaxing)"#,
        ].joined(separator: ",") + "}"
    }
}
