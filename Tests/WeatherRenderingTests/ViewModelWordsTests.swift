import Testing
import WeatherCore
import WeatherLocalization
@testable import WeatherPresentation
import WeatherRendering
import WeatherTestSupport

/// The view model is the one source of text: every cell the text renderer draws is a string
/// the view model (and so its JSON) carries, in every shipped language and a sample of ICU
/// locales. A word a renderer looked up itself would fail here.
@Suite("Every word of the text output is in the view model")
struct ViewModelWordsTests {
    static let locales = ShippedLocales.all + ["en_GB", "sr_Latn_RS", "fa_IR", "sw_KE", "bn_BD", "th_TH", "fi_FI", "pl_PL"]

    /// Every string the view model holds, at any depth (what its JSON writes as string values).
    static func strings(in value: Any) -> [String] {
        if let text = value as? String { return [text] }
        return Mirror(reflecting: value).children.flatMap { strings(in: $0.value) }
    }

    /// The cells of a text rendering: lines split at the renderer's gutters and joiners,
    /// without bidi isolates.
    static func cells(of text: String) -> [String] {
        text.replacing("\u{2068}", with: "").replacing("\u{2069}", with: "")
            .split(separator: "\n")
            .flatMap { $0.split(separator: "  ").flatMap { $0.split(separator: " · ") } }
            .map { String($0).trimmingWhitespace }
            .filter { !$0.isEmpty }
    }

    @Test("Text cells are view-model strings", arguments: locales)
    func cellsComeFromTheViewModel(locale: String) throws {
        let current = try OpenWeatherDecoder.decodeCurrent(Fixture.data("seoul-current"))
        let forecast = try OpenWeatherDecoder.decodeForecast(Fixture.data("seoul-forecast"))
        let presenter = try ForecastPresenter(options: PresentationOptions(locale: WeatherLocale(locale), now: current.dt))
        let view = try presenter.present(current: current, forecast: forecast, origin: .sample)
        let known = Self.strings(in: view).joined(separator: "\n")
        let missing = Self.cells(of: TextRenderer(width: nil).render(view)).filter { !known.contains($0) }
        #expect(missing == [])
    }

    @Test("The check is real: a word the view model lacks is reported")
    func checkFails() throws {
        #expect(Self.cells(of: "기온      0°C\n체감 -5°C · 최고 0°C") == ["기온", "0°C", "체감 -5°C", "최고 0°C"])
        #expect(!Self.strings(in: SmallForecasts.korean).joined().contains("Temperature"))
    }
}
