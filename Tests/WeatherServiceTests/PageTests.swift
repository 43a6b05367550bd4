import Testing
import WeatherService
import WeatherTestServer

@Suite("The HTML page")
struct PageTests {
    @Test("The page has the locale's lang and dir, the sections of the text, and spoken labels")
    func koreanPage() async throws {
        let harness = try await ServiceHarness.start()
        let page = await harness.get("/Seoul?format=html&lang=ko")
        #expect(page.status == 200)
        #expect(page.text.contains("<html lang=\"ko\" dir=\"ltr\">"))
        #expect(page.text.contains("<title>서울, 대한민국 날씨</title>"))
        #expect(page.text.contains("<h2>현재 날씨</h2>"))
        #expect(page.text.contains("<dt>체감온도</dt><dd aria-label=\"영하 5도\">-5°C</dd>")
            || page.text.contains("<dt>체감온도</dt><dd aria-label=\"섭씨 영하 5도\">-5°C</dd>"))
        #expect(page.text.contains("<th scope=\"rowgroup\" colspan=\"6\">오늘 12월 3일</th>"))
        #expect(page.text.contains("<label for=\"city\">도시, 우편번호 또는 좌표</label>"))
        let policy = try #require(page.header("Content-Security-Policy"))
        #expect(policy.hasPrefix("default-src 'none'; style-src 'self'"))
        #expect(!page.text.contains("<script"))
        await harness.stop()
    }

    @Test("Arabic and Hebrew pages are right-to-left")
    func rightToLeft() async throws {
        let harness = try await ServiceHarness.start()
        for lang in ["ar", "he"] {
            let page = await harness.get("/Seoul?format=html&lang=\(lang)")
            #expect(page.text.contains("<html lang=\"\(lang)\" dir=\"rtl\">"))
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
