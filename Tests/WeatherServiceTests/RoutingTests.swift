import HTTPTypes
import OpenWeatherAPI
import Testing
import WeatherService
import WeatherTestServer

@Suite("The service's routes, statuses and headers")
struct RoutingTests {
    @Test("GET /Seoul?lang=ko answers the Korean terminal text with its caching headers")
    func koreanText() async throws {
        let harness = try await ServiceHarness.start()
        let answer = await harness.get("/Seoul?lang=ko")
        #expect(answer.status == 200)
        #expect(answer.header("Content-Type") == "text/plain; charset=utf-8")
        #expect(answer.header("Content-Language") == "ko")
        #expect(answer.header("Vary") == "Accept, Accept-Language, Accept-Encoding")
        #expect(answer.header("Cache-Control") == "max-age=600")
        #expect(answer.header("ETag")?.count == 18)
        #expect(answer.text.hasPrefix("서울, 대한민국\n12월 3일 (목) 오후 2:50 기준\n"))
        #expect(answer.text.contains("기온      0°C\n"))
        #expect(answer.text.contains("날씨      ☀️ 맑음\n"))
        await harness.stop()
    }

    @Test("GET /Seoul?lang=ko&chart=1&width=60 draws the chart under the summary; chart=maybe is a 400")
    func chart() async throws {
        let harness = try await ServiceHarness.start()
        let answer = await harness.get("/Seoul?lang=ko&chart=1&width=60")
        let plain = await harness.get("/Seoul?lang=ko&width=60")
        let bad = await harness.get("/Seoul?chart=maybe")
        await harness.stop()
        #expect(answer.status == 200)
        #expect(answer.text.contains("\n최저 -4°C(내일 오전 6시), 최고 3°C(내일 오후 12시)\n 3°C "))
        #expect(answer.text.contains("\n     0%    0%    0%    0%    0%    4%    18%   42%\n"))
        #expect(!plain.text.contains("18%   42%"))
        // A different answer, so a different entity tag.
        #expect(answer.header("ETag") != plain.header("ETag"))
        #expect(bad.status == 400)
        #expect(bad.text == "The value of “chart” is not valid\n")
    }

    @Test("A percent-encoded place in any script is the same search as typed (/서울)")
    func encodedHangul() async throws {
        let harness = try await ServiceHarness.start()
        let answer = await harness.get("/%EC%84%9C%EC%9A%B8?lang=ko&format=line")
        #expect(answer.status == 200)
        #expect(answer.text.hasPrefix("서울, 대한민국 "))
        #expect(harness.upstream.requests.first?.query["q"] == "서울")
        await harness.stop()
    }

    @Test("Coordinates and postal codes answer like a city", arguments: [
        ("/?lat=37.57&lon=126.98&format=line&lang=en-GB", "Jung-gu, South Korea"),
        ("/?zip=10001,US&format=line&lang=en-US", "New York, United States"),
        ("/?city=Kathmandu&format=line&lang=en", "Kathmandu, "),
    ])
    func otherPlaceForms(target: String, place: String) async throws {
        let harness = try await ServiceHarness.start()
        let answer = await harness.get(target)
        #expect(answer.status == 200)
        #expect(answer.text.hasPrefix(place))
        await harness.stop()
    }

    @Test("/healthz answers ok, /openapi.yaml the API's description, /style.css the page's style, /page.js its script")
    func fixedRoutes() async throws {
        let harness = try await ServiceHarness.start()
        let health = await harness.get("/healthz")
        #expect(health.status == 200)
        #expect(health.text == "ok\n")
        let openAPI = await harness.get("/openapi.yaml")
        #expect(openAPI.status == 200)
        #expect(openAPI.text.hasPrefix("openapi: 3.1.0\n"))
        #expect(openAPI.header("Content-Type") == "application/yaml; charset=utf-8")
        let style = await harness.get("/style.css")
        #expect(style.header("Content-Type") == "text/css; charset=utf-8")
        #expect(style.text.contains("prefers-color-scheme: dark"))
        let script = await harness.get("/page.js")
        #expect(script.header("Content-Type") == "text/javascript; charset=utf-8")
        #expect(script.text.contains("location.reload()"))
        #expect(harness.upstream.requests.isEmpty)
        await harness.stop()
    }

    @Test("GET / without a place says how to name one; with a default place it shows it")
    func root() async throws {
        let harness = try await ServiceHarness.start()
        let usage = await harness.get("/", ["accept-language": "ko"])
        #expect(usage.status == 200)
        #expect(usage.text.hasPrefix("주소에 장소를 넣어 주세요. 예: /서울"))
        await harness.stop()

        let withDefault = try await ServiceHarness.start(defaultPlace: .name("Seoul"))
        let forecast = await withDefault.get("/?format=line&lang=ko")
        #expect(forecast.status == 200)
        #expect(forecast.text.hasPrefix("서울, 대한민국 맑음 0°C"))
        await withDefault.stop()
    }

    @Test("Every failure has its status and a short message in the negotiated language", arguments: [
        ("GET", "/Atlantis?lang=ko", 404, "‘Atlantis’에 해당하는 장소를 찾을 수 없습니다\n"),
        ("GET", "/Seoul?format=xml", 400, "The value of “format” is not valid\n"),
        ("GET", "/Seoul?format=xml&lang=de", 400, "Der Wert von „format“ ist ungültig\n"),
        ("GET", "/Seoul?lang=zz-ZZ", 400, "The value of “lang” is not valid\n"),
        ("GET", "/Seoul?unit=rankine", 400, "The value of “unit” is not valid\n"),
        ("GET", "/Seoul?width=5", 400, "The value of “width” is not valid\n"),
        ("GET", "/Seoul?template=%7Bnope%7D", 400, "The value of “template” is not valid\n"),
        ("GET", "/Seoul?format=json&format=text", 400, "The value of “format” is not valid\n"),
        ("GET", "/?lat=91&lon=0", 400, "The value of “lat” is not valid\n"),
        ("GET", "/?lat=nan&lon=0", 400, "The value of “lat” is not valid\n"),
        ("GET", "/?lat=1", 400, "The value of “lon” is not valid\n"),
        ("GET", "/?zip=%0A", 400, "The value of “zip” is not valid\n"),
        ("GET", "/%FF", 400, "The value of “path” is not valid\n"),
        ("GET", "/robots.txt", 404, "This page does not exist\n"),
        // A path under a fixed route is no place's name: the router has no route for it.
        ("GET", "/healthz/x", 404, "This page does not exist\n"),
        ("POST", "/Seoul", 405, "Only GET and HEAD requests are accepted\n"),
        ("DELETE", "/Seoul?lang=ja", 405, "GET と HEAD のリクエストのみ受け付けます\n"),
    ])
    func failures(method: String, target: String, status: Int, message: String) async throws {
        let harness = try await ServiceHarness.start()
        let answer = await harness.request(try #require(HTTPRequest.Method(method)), target)
        #expect(answer.status == status)
        #expect(answer.text == message)
        #expect(answer.header("Cache-Control") == "no-store")
        if status == 405 { #expect(answer.header("Allow") == "GET, HEAD") }
        // Nothing was asked upstream for a request that could not be right.
        if status != 404 || !target.hasPrefix("/Atlantis") { #expect(harness.upstream.requests.isEmpty) }
        await harness.stop()
    }

    @Test("Each answer is counted under its route; one refused before its route, or with none, under other")
    func countedByRoute() async throws {
        let harness = try await ServiceHarness.start()
        _ = await harness.get("/healthz")
        _ = await harness.request(.head, "/healthz")
        _ = await harness.get("/favicon.ico")
        _ = await harness.get("/Seoul?lang=zz-ZZ")
        _ = await harness.request(.post, "/Seoul")
        _ = await harness.get("/healthz/x")
        let metrics = await harness.get("/metrics").text
        #expect(metrics.contains("weather_http_requests_total{route=\"healthz\",status=\"200\"} 2\n"))
        #expect(metrics.contains("weather_http_requests_total{route=\"static\",status=\"200\"} 1\n"))
        #expect(metrics.contains("weather_http_requests_total{route=\"other\",status=\"400\"} 1\n"))
        #expect(metrics.contains("weather_http_requests_total{route=\"other\",status=\"405\"} 1\n"))
        #expect(metrics.contains("weather_http_requests_total{route=\"other\",status=\"404\"} 1\n"))
        await harness.stop()
    }

    @Test("An address over 2 KB is a 414, before anything else is read")
    func uriTooLong() async throws {
        let harness = try await ServiceHarness.start()
        let answer = await harness.get("/" + String(repeating: "a", count: 2100), ["accept-language": "ko"])
        #expect(answer.status == 414)
        #expect(answer.text == "주소가 너무 깁니다\n")
        await harness.stop()
    }

    @Test("HEAD answers GET's headers, Content-Length included, without the body")
    func head() async throws {
        let harness = try await ServiceHarness.start()
        let get = await harness.get("/Seoul")
        let answer = await harness.request(.head, "/Seoul")
        #expect(answer.status == 200)
        #expect(answer.body.isEmpty)
        #expect(answer.header("ETag") == get.header("ETag"))
        #expect(answer.header("Content-Length") == String(get.body.count))
        await harness.stop()
    }

    @Test("Errors are JSON for JSON clients and a page for browsers")
    func errorFormats() async throws {
        let harness = try await ServiceHarness.start()
        let json = await harness.get("/Atlantis", ["accept": "application/json"])
        #expect(json.status == 404)
        #expect(json.text == "{\"error\":{\"message\":\"No place found for “Atlantis”\",\"status\":404}}\n")
        let page = await harness.get("/Atlantis", ["accept": "text/html", "accept-language": "ar"])
        #expect(page.status == 404)
        #expect(page.text.contains("<html lang=\"ar\" dir=\"rtl\">"))
        #expect(page.text.contains("<p class=\"error\" role=\"alert\">لم يُعثر على مكان باسم «Atlantis»</p>"))
        await harness.stop()
    }
}

@Suite("The OpenAPI description")
struct OpenAPIDocumentTests {
    @Test("Its length limits are the service's own, so a valid request never reaches the 2 KB limit")
    func limitsAgree() async throws {
        let harness = try await ServiceHarness.start()
        let document = await harness.get("/openapi.yaml").text
        #expect(document.contains("schema: {type: string, minLength: 1, maxLength: \(ForecastRequestLimits.place)}"))
        #expect(document.contains("schema: {type: string, minLength: 1, maxLength: \(ForecastRequestLimits.template)}"))
        #expect(document.contains("schema: {type: string, minLength: 2, maxLength: \(ForecastRequestLimits.language), pattern:"))
        // Every parameter at its longest, every character percent-encoded as 3 UTF-8 bytes.
        let longest = 9 * (ForecastRequestLimits.place + ForecastRequestLimits.template) + 3 * ForecastRequestLimits.language
            + "/?format=markdown&unit=fahrenheit&color=always&width=1000&chart=true&lang=&template=".utf8.count
        #expect(longest <= WeatherSite.maximumTargetBytes)
        await harness.stop()
    }
}
