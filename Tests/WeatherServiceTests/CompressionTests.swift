import CompressNIO
import NIOCore
import Testing
import WeatherService
import WeatherTestServer

@Suite("gzip and the favicon")
struct CompressionTests {
    @Test("A client that accepts gzip gets the same page gzipped, with its own entity tag; a 304 keeps that tag")
    func gzipPage() async throws {
        let harness = try await ServiceHarness.start()
        let plain = await harness.get("/Seoul?lang=ko", ["accept": "text/html"])
        let zipped = await harness.get("/Seoul?lang=ko", ["accept": "text/html", "accept-encoding": "br, gzip;q=0.8"])
        #expect(plain.header("Content-Encoding") == nil)
        #expect(plain.header("Vary") == "Accept, Accept-Language, Accept-Encoding")
        #expect(zipped.header("Content-Encoding") == "gzip")
        #expect(zipped.header("Vary") == "Accept, Accept-Language, Accept-Encoding")
        #expect(Array(zipped.body.prefix(2)) == [0x1f, 0x8b])
        #expect(zipped.body.count * 4 < plain.body.count)
        var buffer = ByteBuffer(bytes: zipped.body)
        let unzipped = try buffer.decompress(with: .gzip())
        #expect(Array(unzipped.readableBytesView) == plain.body)
        let plainTag = try #require(plain.header("ETag"))
        #expect(zipped.header("ETag") == String(plainTag.dropLast()) + "-gzip\"")
        let notModified = await harness.get(
            "/Seoul?lang=ko", ["accept": "text/html", "accept-encoding": "gzip", "if-none-match": zipped.header("ETag") ?? ""])
        #expect(notModified.status == 304)
        #expect(notModified.header("ETag") == zipped.header("ETag"))
        let refused = await harness.get("/Seoul?lang=ko", ["accept": "text/html", "accept-encoding": "gzip;q=0, identity"])
        #expect(refused.header("Content-Encoding") == nil)
        await harness.stop()
    }

    @Test("A 304 says the Vary its 200 says, Accept-Encoding included (RFC 9110 §15.4.5)")
    func notModifiedVary() async throws {
        let harness = try await ServiceHarness.start()
        let page = await harness.get("/Seoul?lang=ko", ["accept": "text/html"])
        let tag = try #require(page.header("ETag"))
        for encoding in ["gzip", "identity"] {
            let notModified = await harness.get("/Seoul?lang=ko", ["accept": "text/html", "accept-encoding": encoding, "if-none-match": tag])
            #expect(notModified.status == 304)
            #expect(notModified.header("Vary") == page.header("Vary"))
        }
        await harness.stop()
    }

    @Test("An Accept-Encoding of 8,000 codings is read only up to its first 32, as Accept-Language is")
    func longAcceptEncoding() async throws {
        let harness = try await ServiceHarness.start()
        let many = (0..<8_000).map { "x\($0);q=0.5" }.joined(separator: ", ")
        let late = await harness.get("/Seoul?lang=ko", ["accept": "text/html", "accept-encoding": many + ", gzip"])
        #expect(late.status == 200)
        #expect(late.header("Content-Encoding") == nil)
        let early = await harness.get("/Seoul?lang=ko", ["accept": "text/html", "accept-encoding": "gzip, " + many])
        #expect(early.header("Content-Encoding") == "gzip")
        await harness.stop()
    }

    @Test("The favicon is served, cached, for either address browsers ask")
    func favicon() async throws {
        let harness = try await ServiceHarness.start()
        for path in ["/favicon.ico", "/favicon.svg"] {
            let icon = await harness.get(path)
            #expect(icon.status == 200)
            #expect(icon.header("Content-Type") == "image/svg+xml")
            #expect(icon.header("Cache-Control") == "max-age=3600")
            #expect(icon.text.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        }
        #expect(harness.upstream.requests.isEmpty)
        await harness.stop()
    }
}
