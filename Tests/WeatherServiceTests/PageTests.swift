import Foundation
import OpenWeatherAPI
import WeatherCore
import Testing
import WeatherService
import WeatherTestServer

@Suite("The HTML page")
struct PageTests {
    @Test("The page has the locale's lang and dir, the glanceable top, the chart's caption, and spoken forms")
    func koreanPage() async throws {
        let harness = try await ServiceHarness.start()
        let page = await harness.get("/Seoul?format=html&lang=ko")
        #expect(page.status == 200)
        #expect(page.text.contains("<html lang=\"ko\" dir=\"ltr\">"))
        #expect(page.text.contains("<title>서울, 대한민국 날씨 0°C</title>"))
        #expect(page.text.contains("<meta name=\"description\" content=\"서울, 대한민국의 현재 날씨와 시간별·일별 예보\">"))
        // Fetched just now: the page's script loads it again when the data expires, in 10
        // minutes (if nobody is typing); no meta refresh, which would wipe a search being typed.
        #expect(page.text.contains("<script src=\"/page.js\" data-expires=\"600\" defer></script>"))
        #expect(!page.text.contains("http-equiv"))
        #expect(page.text.contains("<h1><bdi>서울</bdi>, <bdi>대한민국</bdi></h1>"))
        #expect(page.text.contains("<p class=\"temperature\"><span aria-hidden=\"true\">0°C</span><span class=\"spoken\">섭씨 0도</span></p>"))
        #expect(page.text.contains("<p class=\"next\" id=\"next-change\">내일 오후 12시부터 비</p>"))
        // The chart is named by its curve's sentence and the next change's, which names the rain.
        #expect(page.text.contains("<svg viewBox=\"0 0 480 190\" role=\"img\" aria-labelledby=\"chart-summary next-change\" focusable=\"false\">"))
        #expect(page.text.contains("<figcaption id=\"chart-summary\">최저 -4°C(내일 오전 6시), 최고 3°C(내일 오후 12시)</figcaption>"))
        #expect(page.text.contains("<dt>체감온도</dt><dd><span aria-hidden=\"true\">-5°C</span><span class=\"spoken\">섭씨 영하 5도</span></dd>"))
        #expect(page.text.contains("<th scope=\"rowgroup\" colspan=\"6\">오늘 12월 3일</th>"))
        #expect(page.text.contains("<label for=\"q\">도시, 우편번호 또는 좌표</label>"))
        #expect(page.header("Content-Security-Policy")?.hasPrefix("default-src 'none'; style-src 'self'; script-src 'self'; img-src 'self'") == true)
        // OpenWeather's page credits OpenWeather once, in the footer, and links no other source.
        #expect(!page.text.contains("open-meteo.com"))
        #expect(page.text.components(separatedBy: "OpenWeather").count == 2)
        // The one script is ours, from /page.js: none inline.
        #expect(page.text.components(separatedBy: "<script").count == 2)
        await harness.stop()
    }

    @Test("The sun-and-moon card: the phase drawn with a spoken label, rise and set in the place's time, 음력 for Korean; ?lunar= turns it on or off")
    func skyCard() async throws {
        let harness = try await ServiceHarness.start()
        let korean = await harness.get("/Seoul?format=html&lang=ko")
        #expect(korean.text.contains("<section class=\"sky\">\n<h2>해와 달</h2>"))
        #expect(korean.text.contains("role=\"img\" aria-label=\"그믐달, 밝은 면 31%\">"))
        #expect(korean.text.contains("<p>월출 오전 1:41 · 월몰 오후 1:40</p>\n<p>음력 10월 25일</p>"))
        let noLunar = await harness.get("/Seoul?format=html&lang=ko&lunar=0")
        #expect(noLunar.status == 200)
        #expect(!noLunar.text.contains("음력"))
        let english = await harness.get("/Seoul?format=html&lang=en&lunar=1")
        #expect(english.text.contains("<p>Tenth Month 25</p>"))
        let bad = await harness.get("/Seoul?format=text&lang=en&lunar=yes")
        #expect(bad.status == 400)
        await harness.stop()
    }

    @Test("The daily table: every header has text, a partial day's note stands under the day's name")
    func dailyTable() async throws {
        let harness = try await ServiceHarness.start()
        let page = await harness.get("/Seoul?format=html&lang=ko")
        #expect(page.text.contains(
            "<thead><tr><th scope=\"col\" class=\"text\" data-column=\"day\">날짜</th><th scope=\"col\" class=\"text\" data-column=\"condition\">날씨</th>"
                + "<th scope=\"col\" class=\"number\" data-column=\"lowHigh\"><span aria-hidden=\"true\">최저 / 최고</span><span class=\"spoken\">최저기온과 최고기온</span></th><th scope=\"col\" class=\"number\" data-column=\"chanceOfPrecipitation\">강수확률</th></tr></thead>"))
        #expect(page.text.contains("<td class=\"text\"><span class=\"part\">오늘</span> <span class=\"part\">12월 3일</span> <small>오후 3시부터</small></td>"))
        #expect(!page.text.contains("data-column=\"day\"></th>"))
        await harness.stop()
    }

    @Test("Words a native reader marked: Japanese days and high first, Hebrew order and units, the chance's header")
    func nativeWords() async throws {
        let harness = try await ServiceHarness.start()
        let japanese = await harness.get("/Seoul?format=html&lang=ja")
        // One date style for the rows and the observation (12月3日(木)); a day after tomorrow by its date alone.
        #expect(japanese.text.contains("<td class=\"text\"><span class=\"part\">12月5日(土)</span> </td>"))
        #expect(japanese.text.contains("<td class=\"text\"><span class=\"part\">明日</span> <span class=\"part\">12月4日(金)</span> </td>"))
        #expect(japanese.text.contains("<th scope=\"rowgroup\" colspan=\"6\">今日 12月3日(木)</th>"))
        #expect(japanese.text.contains("data-column=\"lowHigh\"><span aria-hidden=\"true\">最高 / 最低</span><span class=\"spoken\">最高気温と最低気温</span></th>"))
        #expect(japanese.text.contains("<span aria-hidden=\"true\"><span class=\"part\">0°C / -3°C</span> </span><span class=\"spoken\">最高摂氏 0\u{A0}度、最低摂氏 マイナス3\u{A0}度</span>"))
        let hebrew = await harness.get("/Seoul?format=html&lang=he")
        #expect(hebrew.text.contains("<title>מזג האוויר – Seoul, קוריאה הדרומית: 0°C</title>"))
        #expect(hebrew.text.contains("data-column=\"lowHigh\"><span aria-hidden=\"true\">מקס׳ / מינ׳</span><span class=\"spoken\">טמפרטורת מקסימום ומינימום</span></th>"))
        #expect(hebrew.text.contains("1027\u{A0}מ״ב"))
        let russian = await harness.get("/Seoul?format=html&lang=ru")
        #expect(russian.text.contains("<span aria-hidden=\"true\">Осадки, %</span><span class=\"spoken\">Вероятность осадков</span>"))
        let german = await harness.get("/Seoul?format=html&lang=de")
        #expect(german.text.contains("<span aria-hidden=\"true\">Niederschlagsrisiko</span><span class=\"spoken\">Niederschlagswahrscheinlichkeit</span>"))
        await harness.stop()
    }

    @Test("In dry weather the 3-hour table has no amount column; wind is the column a phone hides")
    func dryWeather() async throws {
        let harness = try await ServiceHarness.start { request in
            var response = OpenWeatherReplay.respond(request)
            if request.path == "/data/2.5/forecast" {
                // The recording without its rain: no step expects any.
                let text = String(decoding: response.body, as: UTF8.self)
                response.body = Array(text.replacingOccurrences(of: #""rain":\s*\{\s*"3h":\s*[0-9.]+\s*\},"#, with: "", options: .regularExpression).utf8)
            }
            return response
        }
        let page = await harness.get("/Seoul?format=html&lang=en")
        #expect(page.status == 200)
        #expect(!page.text.contains("data-column=\"precipitationAmount\""))
        #expect(page.text.contains("<th scope=\"col\" class=\"text wide\" data-column=\"wind\">Wind</th>"))
        #expect(page.text.contains("<th scope=\"rowgroup\" colspan=\"5\">"))
        await harness.stop()
    }

    @Test("Links keep the place: °C and °F, and each language in its own name; a search keeps the unit")
    func links() async throws {
        let harness = try await ServiceHarness.start()
        let page = await harness.get("/Seoul?format=html&lang=ko")
        #expect(page.text.contains("<a href=\"/?city=Seoul&amp;lang=ko&amp;unit=fahrenheit\" dir=\"ltr\">°F</a>"))
        #expect(page.text.contains("<a href=\"/?city=Seoul&amp;lang=ja\" lang=\"ja\" hreflang=\"ja\">日本語</a>"))
        #expect(page.text.contains("<a href=\"/?city=Seoul&amp;lang=ko\" lang=\"ko\" hreflang=\"ko\" aria-current=\"page\">한국어</a>"))
        let fahrenheit = await harness.get("/?city=Seoul&lang=ko&unit=fahrenheit", ["accept": "text/html"])
        #expect(fahrenheit.text.contains("<title>서울, 대한민국 날씨 32°F</title>"))
        // A search from it keeps the unit, as it keeps the language.
        #expect(fahrenheit.text.contains("<input type=\"hidden\" name=\"lang\" value=\"ko\">\n<input type=\"hidden\" name=\"unit\" value=\"fahrenheit\">"))
        #expect(!page.text.contains("name=\"unit\""))
        let coordinates = PageLinks.href(.coordinates(latitude: 37.57, longitude: 126.98), lang: "de", unit: nil)
        #expect(coordinates == "/?lat=37.57&lon=126.98&lang=de")
        #expect(PageLinks.href(.name("서울 시"), lang: "ko", unit: .celsius) == "/?city=%EC%84%9C%EC%9A%B8%20%EC%8B%9C&lang=ko&unit=celsius")
        await harness.stop()
    }

    @Test("The search box's query reaches the right search upstream")
    func searchKinds() async throws {
        let harness = try await ServiceHarness.start()
        let coordinates = await harness.get("/?q=37.57%2C126.98&lang=en", ["accept": "text/html"])
        #expect(coordinates.status == 200)
        #expect(!harness.upstreamPaths.contains("/geo/1.0/direct"))
        #expect(harness.upstream.requests.contains { $0.path == "/data/2.5/weather" && $0.query["lat"] == "37.57" })
        let zip = await harness.get("/?q=10001%2CUS&lang=en", ["accept": "text/html"])
        #expect(zip.status == 200)
        #expect(harness.upstream.requests.contains { $0.path == "/geo/1.0/zip" && $0.query["zip"] == "10001,US" })
        #expect(zip.text.contains("<h1><bdi>New York</bdi>, <bdi>United States</bdi></h1>"))
        await harness.stop()
    }

    @Test("An error page says what went wrong in its heading and keeps the query in the box")
    func errorPage() async throws {
        let harness = try await ServiceHarness.start()
        let page = await harness.get("/?q=Atlantis&lang=de", ["accept": "text/html"])
        #expect(page.status == 404)
        #expect(page.text.contains("<title>404 · Ort nicht gefunden</title>"))
        #expect(page.text.contains("<h1>Ort nicht gefunden</h1>"))
        #expect(page.text.contains("value=\"Atlantis\""))
        let bad = await harness.get("/?lat=91&lon=0&lang=en", ["accept": "text/html"])
        #expect(bad.text.contains("<h1>Invalid address</h1>"))
        await harness.stop()
    }

    @Test("The start page: a heading, the search with its localized example and help, no alert")
    func startPage() async throws {
        let harness = try await ServiceHarness.start()
        let page = await harness.get("/?lang=ko", ["accept": "text/html"])
        #expect(page.status == 200)
        #expect(page.text.contains("<h1>날씨</h1>"))
        #expect(page.text.contains("placeholder=\"서울, 04524,KR 또는 37.57,126.98\""))
        #expect(page.text.contains("<p id=\"search-help\" class=\"note\">지역 이름, 국가 코드를 붙인 우편번호(04524,KR) 또는 좌표(37.57,126.98)</p>"))
        #expect(!page.text.contains("role=\"alert\""))
        await harness.stop()
    }

    @Test("Stale data: the page says OpenWeather did not answer, and how old the data is")
    func staleNotice() async throws {
        let failing = Locked(false)
        let harness = try await ServiceHarness.start(staleLimitSeconds: 3600) { request in
            failing.withLock { $0 } ? .json(#"{"cod":500,"message":"down"}"#, status: 500) : OpenWeatherReplay.respond(request)
        }
        _ = await harness.get("/Seoul?lang=en", ["accept": "text/html"])
        failing.withLock { $0 = true }
        harness.clock.advance(1500)
        let page = await harness.get("/Seoul?lang=en", ["accept": "text/html"])
        #expect(page.text.contains("<p class=\"notice\" role=\"status\">OpenWeather did not answer: showing the forecast fetched 25 minutes ago</p>"))
        #expect(page.text.contains("<script src=\"/page.js\" data-expires=\"60\" defer></script>"))
        await harness.stop()
    }

    @Test("Arabic and Hebrew pages are right-to-left")
    func rightToLeft() async throws {
        let harness = try await ServiceHarness.start()
        for lang in ["ar", "he"] {
            let page = await harness.get("/Seoul?format=html&lang=\(lang)")
            #expect(page.text.contains("<html lang=\"\(lang)\" dir=\"rtl\">"))
            // The city and the country isolated each, so neither reorders the other.
            #expect(page.text.contains(lang == "ar" ? "<h1><bdi>سيول</bdi>، <bdi>كوريا الجنوبية</bdi></h1>" : "<h1><bdi>Seoul</bdi>, <bdi>קוריאה הדרומית</bdi></h1>"))
        }
        await harness.stop()
    }

    @Test("A hostile place name shows as text: markup escaped, bidi overrides removed", arguments: [
        "<script>alert(1)</script>", "\u{202E}luoeS", "\" onmouseover=\"x",
    ])
    func hostileName(name: String) async throws {
        let harness = try await ServiceHarness.start { request in
            var response = OpenWeatherReplay.respond(request)
            if request.path == "/geo/1.0/direct" {
                let escaped = name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                response = .json(#"[{"name":"\#(escaped)","lat":37.5666791,"lon":126.9782914,"country":"KR"}]"#)
            }
            return response
        }
        let page = await harness.get("/Seoul?format=html&lang=en")
        #expect(page.status == 200)
        #expect(!page.text.contains("<script>alert"))
        #expect(!page.text.contains("\u{202E}"))
        #expect(!page.text.contains("\" onmouseover"))
        if name.hasPrefix("<") { #expect(page.text.contains("&lt;script&gt;alert(1)&lt;/script&gt;")) }
        await harness.stop()
    }
}
