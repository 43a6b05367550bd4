import Testing
import WeatherCore
import WeatherLocalization
@testable import WeatherPresentation
import WeatherRendering
import WeatherStrings
import WeatherTestSupport

@Suite("A full render asks only for keys that exist, with arguments that fit")
struct TranslationCompletenessTests {
    @Test("Seoul and Kathmandu, text and Markdown, in every shipped language", arguments: ShippedLocales.all + ShippedLocales.pseudo, ["seoul", "kathmandu"])
    func noMissingKeys(locale: String, city: String) throws {
        let presenter = try ForecastPresenter(options: PresentationOptions(locale: WeatherLocale(locale)))
        let view = try presenter.present(
            current: OpenWeatherDecoder.decodeCurrent(Fixture.data("\(city)-current")),
            forecast: OpenWeatherDecoder.decodeForecast(Fixture.data("\(city)-forecast")))
        _ = TextRenderer().render(view)
        _ = MarkdownRenderer().render(view)
        #expect(presenter.localizer.missingKeys == [])
        #expect(presenter.localizer.formatMismatches.isEmpty)
    }
}
