import ArgumentParser
import WeatherLocalization

/// `weather format date`: instants from an ICU skeleton, in a given time zone.
struct FormatDate: FormatKind {
    static let configuration = CommandConfiguration(
        commandName: "date",
        abstract: "Format Unix times from an ICU date skeleton.",
        discussion: "Example: weather format date --locale ko_KR --skeleton MMMEdj --time-zone Asia/Seoul 1781244000  →  6월 12일 (금) 오후 3시"
    )

    @OptionGroup var localeOptions: LocaleOptions

    @Option(name: .named(.skeleton), help: "ICU date skeleton: MMMEd, jm, MMMMEEEEd, Hm, yMd, EEEE, MMMEdj …")
    var skeleton: String

    @Option(name: .named(.timeZone), help: "IANA zone (Asia/Seoul), offset (+09:00, -05:00, +05:45) or offset in seconds (32400). Default: UTC.")
    var timeZone: String = FormatRequest.Default.timeZone

    @Argument(parsing: .allUnrecognized, help: "Unix times in seconds (OpenWeather's dt).")
    var values: [String] = []

    func run() throws {
        try FormatRequest(
            subject: .date(skeleton: skeleton, timeZone: timeZone), locale: localeOptions.locale, values: values
        ).run()
    }
}
