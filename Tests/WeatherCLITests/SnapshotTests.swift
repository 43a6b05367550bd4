import Foundation
import WeatherCore
import WeatherPresentation
import WeatherRendering
import Testing
import WeatherLocalization
import WeatherTestSupport

/// The real `weather` binary on committed fixtures, compared with committed golden files.
/// `--now` is fixed and the environment is minimal, so the output depends on nothing else.
@Suite("Localized output matches the committed snapshots")
struct SnapshotTests {
    /// Every shipped language, regional English variants, and both pseudo-locales.
    static let locales = ShippedLocales.all + ["en_GB", "en_LR"] + ShippedLocales.pseudo
    static let formats = [("text", "txt"), ("json", "json")]

    /// The ICU major version the snapshots were recorded with. ICU updates change CLDR data
    /// (spaces, abbreviations, unit preferences); when this fails, re-record and review.
    static let recordedWithICU = 72

    @Test("The snapshots were recorded with this machine's ICU")
    func icuVersion() {
        #expect(icuMajorVersion == Self.recordedWithICU, """
            Snapshots were recorded with ICU \(Self.recordedWithICU), this is ICU \(icuMajorVersion): \
            re-record with RECORD_SNAPSHOTS=1 and review the diff.
            """)
    }

    @Test("weather --version names the ICU it formats with")
    func version() throws {
        let result = try WeatherBinary.run(["--version"])
        #expect(result.standardOutput == "weather 0.1.0 (ICU 72.1)\n")
        #expect(result.status == 0)
    }

    @Test("Seoul, every locale, text and JSON", arguments: locales, formats)
    func seoul(locale: String, format: (name: String, ext: String)) throws {
        try check(
            ["--locale", locale, "--format", format.name,
             "--current", WeatherBinary.fixture("seoul-current"), "--forecast", WeatherBinary.fixture("seoul-forecast"),
             "--now", "2026-12-03T14:50:00+09:00"],
            snapshot: "seoul.\(locale).\(format.ext)")
    }

    @Test("Rome's One Call answer: the warning first, the next hour, UV, every shipped language", arguments: ShippedLocales.all)
    func romeOneCall(locale: String) throws {
        try check(
            ["--locale", locale, "--onecall", WeatherBinary.fixture("onecall/rome-onecall"), "--input-units", "metric", "--chart"],
            snapshot: "rome-onecall.\(locale).txt")
    }

    @Test("Moscow's English and Russian warning pairs, shown once each", arguments: ["ru_RU", "en_US", "ko_KR"])
    func moscowOneCall(locale: String) throws {
        try check(
            ["--locale", locale, "--onecall", WeatherBinary.fixture("onecall/moscow-onecall"), "--input-units", "metric"],
            snapshot: "moscow-onecall.\(locale).txt")
    }

    @Test("One Call as JSON and Markdown, in English")
    func oneCallFormats() throws {
        let rome = ["--locale", "en_US", "--onecall", WeatherBinary.fixture("onecall/rome-onecall"), "--input-units", "metric"]
        try check(rome + ["--format", "json"], snapshot: "rome-onecall.en_US.json")
        try check(rome + ["--format", "markdown"], snapshot: "rome-onecall.en_US.md")
    }

    static let air = [
        "--air-pollution", WeatherBinary.fixture("air/seoul-air-current"),
        "--air-pollution-history", WeatherBinary.fixture("air/seoul-air-history"),
        "--air-pollution-forecast", WeatherBinary.fixture("air/seoul-air-forecast"),
    ]

    @Test("Seoul with air quality on Korea's scale, every shipped language", arguments: ShippedLocales.all)
    func seoulAirQuality(locale: String) throws {
        try check(
            ["--locale", locale,
             "--current", WeatherBinary.fixture("seoul-current"), "--forecast", WeatherBinary.fixture("seoul-forecast"),
             "--now", "2026-12-03T14:50:00+09:00"] + Self.air,
            snapshot: "seoul-air.\(locale).txt")
    }

    @Test("The same air on every scale, in English", arguments: ["kr", "us", "eu", "cn", "in", "gb", "ca"])
    func airQualityScales(scale: String) throws {
        try check(
            ["--locale", "en_US", "--aqi-scale", scale,
             "--current", WeatherBinary.fixture("seoul-current"), "--forecast", WeatherBinary.fixture("seoul-forecast"),
             "--now", "2026-12-03T14:50:00+09:00"] + Self.air,
            snapshot: "seoul-air-\(scale).en_US.txt")
    }

    /// Each agency's units and windows in a language its readers use: MEE's mg/m³ CO in
    /// Chinese, CPCB's in Hindi, ECCC's ppb without per-pollutant risks in French, AirNow's
    /// ppb and ppm in Spanish, the EAQI's hourly values in German; the US AQI's ppb in
    /// Hebrew and Arabic too, right to left; the AQHI in Markdown.
    @Test("The same air on a scale in a language of its country", arguments: [
        ("cn", "zh_CN", "txt"), ("in", "hi_IN", "txt"), ("ca", "fr_CA", "txt"), ("us", "es_US", "txt"), ("eu", "de_DE", "txt"),
        ("us", "he_IL", "txt"), ("us", "ar_EG", "txt"), ("ca", "en_CA", "md"),
    ])
    func airQualityAgencies(scale: String, locale: String, format: String) throws {
        try check(
            ["--locale", locale, "--aqi-scale", scale, "--format", format == "md" ? "markdown" : "text",
             "--current", WeatherBinary.fixture("seoul-current"), "--forecast", WeatherBinary.fixture("seoul-forecast"),
             "--now", "2026-12-03T14:50:00+09:00"] + Self.air,
            snapshot: "seoul-air-\(scale).\(locale).\(format)")
    }

    @Test("Air quality in the JSON, Korean")
    func airQualityJSON() throws {
        try check(
            ["--locale", "ko_KR", "--format", "json",
             "--current", WeatherBinary.fixture("seoul-current"), "--forecast", WeatherBinary.fixture("seoul-forecast"),
             "--now", "2026-12-03T14:50:00+09:00"] + Self.air,
            snapshot: "seoul-air.ko_KR.json")
    }

    @Test("Markdown in Korean and English", arguments: ["ko_KR", "en_US"])
    func markdown(locale: String) throws {
        try check(
            ["--locale", locale, "--format", "markdown",
             "--current", WeatherBinary.fixture("seoul-current"), "--forecast", WeatherBinary.fixture("seoul-forecast")],
            snapshot: "seoul.\(locale).md")
    }

    @Test("Kathmandu (+05:45, optional fields missing)", arguments: ["ko_KR", "en_US"])
    func kathmandu(locale: String) throws {
        try check(
            ["--locale", locale,
             "--current", WeatherBinary.fixture("kathmandu-current"), "--forecast", WeatherBinary.fixture("kathmandu-forecast")],
            snapshot: "kathmandu.\(locale).txt")
    }

    @Test("Every 3-hour step, with ASCII symbols, in a narrow terminal", arguments: ["ko_KR", "en_US"])
    func allHours(locale: String) throws {
        try check(
            ["--locale", locale, "--hours", "all", "--icons", "ascii", "--width", "60",
             "--current", WeatherBinary.fixture("seoul-current"), "--forecast", WeatherBinary.fixture("seoul-forecast")],
            snapshot: "seoul-all-hours.\(locale).txt")
    }

    @Test("The chart of the next hours, every shipped language, 60 and 100 columns",
          arguments: ShippedLocales.all + ShippedLocales.pseudo, [60, 100])
    func chart(locale: String, width: Int) throws {
        try check(
            ["--locale", locale, "--chart", "--width", String(width),
             "--current", WeatherBinary.fixture("seoul-current"), "--forecast", WeatherBinary.fixture("seoul-forecast"),
             "--now", "2026-12-03T14:50:00+09:00"],
            snapshot: "chart-\(width).\(locale).txt")
    }

    @Test("The chart in ASCII, with Korean labels")
    func asciiChart() throws {
        try check(
            ["--locale", "ko_KR", "--chart", "--icons", "ascii", "--width", "60",
             "--current", WeatherBinary.fixture("seoul-current"), "--forecast", WeatherBinary.fixture("seoul-forecast"),
             "--now", "2026-12-03T14:50:00+09:00"],
            snapshot: "chart-ascii.ko_KR.txt")
    }

    @Test("The bundled sample, as a new user's first command shows it: a place is all live weather needs (Open-Meteo needs no key)")
    func bundledSample() throws {
        try check(
            ["--locale", "ko_KR"], snapshot: "sample.ko_KR.txt",
            standardError: "weather: 실시간 날씨를 보려면 --city, --zip, --lat/--lon 옵션 중 하나로 장소를 지정하거나 설정 파일(/.config/weather/config.toml)에 city를 적으세요\n")
    }

    private func check(_ arguments: [String], snapshot name: String, standardError: String = "") throws {
        let result = try WeatherBinary.run(arguments)
        #expect(result.status == 0)
        #expect(result.standardError == standardError)
        switch try Snapshot.compare(result.standardOutput, to: name) {
        case .matches:
            break
        case .recorded:
            Issue.record("Recorded \(name). Review it with git diff, then run the tests without RECORD_SNAPSHOTS.")
        case .missing:
            Issue.record("No snapshot \(name). Record it with: RECORD_SNAPSHOTS=1 swift test --filter SnapshotTests")
        case .differs(let diff):
            Issue.record("Output for \(name) differs from the snapshot:\n\(diff)")
        }
    }
}

/// Open-Meteo's answers for Seoul (forecast, hourly air, the place search in the reader's
/// language where the fixtures have it) presented and rendered as `weather --city 서울` does
/// with no key, with the clock at the forecast's own time: every shipped language.
@Suite("Open-Meteo's Seoul in every shipped language matches the committed snapshots")
struct OpenMeteoSnapshotTests {
    static func fixture(_ name: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: WeatherBinary.fixture("open-meteo/\(name)")))
    }

    @Test("Seoul from Open-Meteo, text", arguments: ShippedLocales.all)
    func seoul(locale: String) throws {
        let forecast = try OpenWeatherDecoder.decodeOpenMeteoForecast(Self.fixture("seoul-forecast"))
        let now = try #require(forecast.referenceTime)
        let language = String(locale.prefix(2))
        let search = ["ko", "ja"].contains(language) ? "search-seoul-\(language)" : "search-seoul-en"
        let place = try OpenWeatherDecoder.decodeOpenMeteoPlaces(Self.fixture(search), language: language).first
        let air = AirQualityInput(hours: try OpenWeatherDecoder.decodeOpenMeteoAirQuality(Self.fixture("seoul-air")), now: now)
        let presenter = try ForecastPresenter(options: PresentationOptions(locale: WeatherLocale(locale), now: now))
        let view = try presenter.present(forecast, place: place, airQuality: air)
        let text = TextRenderer(width: TextRenderer.fixedWidth).render(view)
        switch try Snapshot.compare(text, to: "seoul-open-meteo.\(locale).txt") {
        case .matches: break
        case .recorded: Issue.record("Recorded seoul-open-meteo.\(locale).txt. Review it with git diff, then run the tests without RECORD_SNAPSHOTS.")
        case .missing: Issue.record("No snapshot seoul-open-meteo.\(locale).txt. Record it with: RECORD_SNAPSHOTS=1 swift test --filter OpenMeteoSnapshotTests")
        case .differs(let diff): Issue.record("Output for seoul-open-meteo.\(locale).txt differs from the snapshot:\n\(diff)")
        }
    }
}
