import Testing
@testable import WeatherPresentation
import WeatherRendering

@Suite("Sample and stale data are marked in every format")
struct DataNoticeRenderingTests {
    private var staleForecast: ForecastViewModel {
        var view = SmallForecasts.english
        view.current = nil
        view.daily = []
        view.hourly = []
        view.notice = DataNoticeViewModel(kind: .stale, text: "Offline: showing the data fetched 25 minutes ago", lineTemplate: "{line} [offline, fetched 25 minutes ago]", ageSeconds: 1_500)
        return view
    }

    @Test("Text: the notice is the line under the place")
    func text() throws {
        #expect(try Renderers.text("en_US").render(staleForecast)
            == "Seoul, KR\nOffline: showing the data fetched 25 minutes ago\n")
    }

    @Test("Markdown: the notice is a quote under the heading, escaped like any paragraph")
    func markdown() throws {
        var view = staleForecast
        view.notice?.text = "1. *Sample* data"
        #expect(try Renderers.markdown("en_US").render(view) == "# Seoul, KR\n\n> 1\\. \\*Sample\\* data\n")
    }

    @Test("JSON: the notice is a field with its kind and age")
    func json() throws {
        let json = try JSONRendering.render(staleForecast)
        #expect(json.contains("""
              "notice" : {
                "ageSeconds" : 1500,
                "kind" : "stale",
                "lineTemplate" : "{line} [offline, fetched 25 minutes ago]",
                "text" : "Offline: showing the data fetched 25 minutes ago"
              },
            """))
        #expect(!(try JSONRendering.render(SmallForecasts.english)).contains("notice"))
    }
}
