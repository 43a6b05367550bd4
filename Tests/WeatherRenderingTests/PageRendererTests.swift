import Testing
import WeatherCore
import WeatherLocalization
import WeatherPresentation
import WeatherRendering
import WeatherTestSupport

/// The page through the public API a frontend has (WeatherEngine re-exports it): the view
/// model, the presenter's page words and the site's links; no service.
@Suite("The HTML page renders from the view model and the page's words, with no service")
struct PageRendererTests {
    static func seoul(_ locale: String) throws -> (view: ForecastViewModel, words: PageWords) {
        let current = try OpenWeatherDecoder.decodeCurrent(Fixture.data("seoul-current"))
        let forecast = try OpenWeatherDecoder.decodeForecast(Fixture.data("seoul-forecast"))
        let presenter = try ForecastPresenter(options: PresentationOptions(locale: WeatherLocale(locale), now: current.dt))
        return (try presenter.present(current: current, forecast: forecast), presenter.pageWords)
    }

    @Test("Korean: lang and dir, the title with the temperature, the place's parts isolated, the chart named, the links marked")
    func korean() throws {
        let (view, words) = try Self.seoul("ko_KR")
        let site = PageSite(
            language: "ko", rightToLeft: false, languageName: "한국어",
            languageLinks: [PageLink(href: "/ko", text: "한국어", lang: "ko", isCurrent: true), PageLink(href: "/en", text: "English", lang: "en")],
            unitLinks: [PageLink(href: "/c", text: "°C", isCurrent: true), PageLink(href: "/f", text: "°F")])
        let page = PageRenderer().forecast(view, words: words, site: site, refreshSeconds: 600)
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"ko\" dir=\"ltr\">\n"))
        #expect(page.contains("<title>Seoul, 대한민국 날씨 0°C</title>"))
        #expect(page.contains("<h1><bdi>Seoul</bdi>, <bdi>대한민국</bdi></h1>"))
        #expect(page.contains("<script src=\"/page.js\" data-expires=\"600\" defer></script>"))
        #expect(page.contains("aria-labelledby=\"chart-summary next-change\""))
        #expect(page.contains("<a href=\"/c\" dir=\"ltr\" aria-current=\"true\">°C</a> <a href=\"/f\" dir=\"ltr\">°F</a> </nav>"))
        #expect(page.contains("<li><a href=\"/ko\" lang=\"ko\" hreflang=\"ko\" aria-current=\"page\">한국어</a></li>"))
        #expect(page.hasSuffix("</footer>\n</main>\n</body>\n</html>\n"))
    }

    @Test("Every value is escaped, in text and in attributes; no refresh, no script")
    func escaping() throws {
        let (_, words) = try Self.seoul("en_US")
        let site = PageSite(language: "en", rightToLeft: false, languageLinks: [PageLink(href: "/?a=1&b=\"2\"", text: "<b>it's</b>", lang: "en")])
        let page = PageRenderer().error(status: 404, heading: "Place not found", message: "No <script>", query: "\"><script>", words: words, site: site)
        #expect(page.contains("<a href=\"/?a=1&amp;b=&quot;2&quot;\" lang=\"en\" hreflang=\"en\">&lt;b&gt;it&#39;s&lt;/b&gt;</a>"))
        #expect(page.contains("<p class=\"error\" role=\"alert\">No &lt;script&gt;</p>"))
        #expect(page.contains(" value=\"&quot;&gt;&lt;script&gt;\">"))
        #expect(page.contains("<title>404 · Place not found</title>"))
        #expect(!page.contains("<script"))
    }

    @Test("Arabic is right to left; the search page has its heading and no forecast")
    func arabicSearch() throws {
        let (_, words) = try Self.seoul("ar")
        let page = PageRenderer().search(words: words, site: PageSite(language: "ar", rightToLeft: true))
        #expect(page.contains("<html lang=\"ar\" dir=\"rtl\">"))
        #expect(page.contains("<header>\n<h1>الطقس</h1>\n</header>"))
        #expect(page.contains("<form class=\"search\" role=\"search\""))
        #expect(!page.contains("class=\"top\""))
    }
}
