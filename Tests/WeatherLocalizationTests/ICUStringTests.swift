import Testing
@testable import WeatherLocalization

@Suite("ICU's UTF-16 results become the same Swift strings as Swift's own UTF-16 decoding")
struct ICUStringTests {
    @Test("ASCII, two- and three-byte characters, surrogate pairs and lone surrogates", arguments: [
        Array("-3°C".utf16), Array("6월 12일 (금) 오후 3시".utf16), Array("3\u{202F}PM".utf16),
        Array("١٢\u{200F}/٦\u{200F}/٢٠٢٦".utf16), Array("🌧️ 12 °C".utf16), Array("𝟘𝟙".utf16),
        [0x0041, 0xD83C], [0xDC00, 0x0041], [0xD83C, 0x0041, 0xDF27], [0x00E9, 0x07FF, 0x0800, 0xFFFF], [],
    ] as [[UInt16]])
    func sameAsSwiftDecoding(units: [UInt16]) {
        let converted = units.withUnsafeBufferPointer { String(icuUTF16: $0) }
        #expect(converted == String(decoding: units, as: UTF16.self))
        #expect(Array(converted.utf8) == Array(String(decoding: units, as: UTF16.self).utf8))
    }
}
