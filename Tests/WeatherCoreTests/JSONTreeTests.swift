import FoundationEssentials
import Testing
@testable import WeatherCore
import WeatherTestSupport

/// The flat tree keeps keys and strings as byte ranges; these pin that it finds, reads and
/// rejects exactly what the `String`-keyed tree before it did.
@Suite("The JSON tree: keys matched as bytes, text read on demand, the same errors")
struct JSONTreeTests {
    private func tree(_ text: String) throws -> JSONTree {
        try JSONTreeParser.parse(Array(text.utf8))
    }

    @Test("Containers step over their contents: elements, members and counts in document order")
    func layout() throws {
        let tree = try tree(#"[1, [2, 3], {"a": [4], "b": {"c": null}}, "x", true, false]"#)
        #expect(tree.kind(JSONTree.root) == .array)
        #expect(tree.count(JSONTree.root) == 6)
        let elements = tree.elements(of: JSONTree.root)
        #expect(elements.map { tree.kind($0) } == [.number, .array, .object, .string, .true, .false])
        #expect(tree.text(of: elements[0]) == "1")
        #expect(tree.elements(of: elements[1]).map { tree.text(of: $0) } == ["2", "3"])
        #expect(tree.members(of: elements[2]).map { tree.text(of: $0.key) } == ["a", "b"])
        #expect(tree.count(elements[2]) == 2)
        let b = try #require(tree.member("b", of: elements[2]))
        #expect(tree.kind(try #require(tree.member("c", of: b))) == .null)
        #expect(tree.text(of: elements[3]) == "x")
        #expect(tree.kind(JSONTree.absent) == .null)
    }

    @Test("An escaped key is found by its text, by the tree and by the wire-model reader")
    func escapedKeys() throws {
        let tree = try tree(#"{"te\u006dp": 1.5, "feels\u005flike": 2, "\/": 3}"#)
        let temp = try #require(tree.member(StaticString("temp"), of: JSONTree.root))
        #expect(tree.text(of: temp) == "1.5")
        #expect(tree.member("feels_like", of: JSONTree.root).map { tree.text(of: $0) } == "2")
        #expect(tree.member("/", of: JSONTree.root).map { tree.text(of: $0) } == "3")
        #expect(tree.member("tem", of: JSONTree.root) == nil)
        #expect(tree.member("te\\u006dp", of: JSONTree.root) == nil)

        // A whole response with escaped keys reads as the plain one does.
        let plain = try String(decoding: Fixture.data("seoul-current"), as: UTF8.self)
        let escaped = plain.replacing(#""temp":"#, with: #""te\u006dp":"#)
            .replacing(#""main":"#, with: #""m\u0061in":"#)
        #expect(escaped != plain)
        let expected = try OpenWeatherDecoder.decodeCurrent(Data(plain.utf8))
        #expect(try OpenWeatherDecoder.decodeCurrent(Data(escaped.utf8)) == expected)
        #expect(expected.main.temp == 272.9)
    }

    @Test("Keys compare as Swift strings do: the Kelvin sign is canonically a K")
    func canonicalEquivalence() throws {
        let tree = try tree(#"{"\u212A": 1, "é": 2}"#)
        #expect(tree.member("K", of: JSONTree.root).map { tree.text(of: $0) } == "1")
        #expect(tree.member(StaticString("K"), of: JSONTree.root).map { tree.text(of: $0) } == "1")
        #expect(tree.member("e\u{301}", of: JSONTree.root).map { tree.text(of: $0) } == "2")
        #expect(tree.member("e", of: JSONTree.root) == nil)
    }

    @Test("A repeated key: the last one counts, for the tree and for the wire-model reader")
    func duplicateKeys() throws {
        let tree = try tree(#"{"a": 1, "b": 2, "a": {"x": 3}, "c": 4}"#)
        let a = try #require(tree.member(StaticString("a"), of: JSONTree.root))
        #expect(tree.kind(a) == .object)
        #expect(tree.member("a", of: JSONTree.root) == a)

        let body = try String(decoding: Fixture.data("seoul-current"), as: UTF8.self)
            .replacing(#""dt":"#, with: #""dt": 1, "dt":"#)
        let decoded = try OpenWeatherDecoder.decodeCurrent(Data(body.utf8))
        #expect(decoded.dt == (try OpenWeatherDecoder.decodeCurrent(Fixture.data("seoul-current"))).dt)
        #expect(decoded.dt != 1)
    }

    @Test("Strings are read with their escapes resolved, surrogate pairs joined")
    func strings() throws {
        let tree = try tree(#"["a\"b\\c\/d\b\f\n\r\t", "\u00e9\u0000", "\ud83c\udf27 비", "서울"]"#)
        let texts = tree.elements(of: JSONTree.root).map { tree.text(of: $0) }
        #expect(texts == ["a\"b\\c/d\u{8}\u{C}\n\r\t", "é\u{0}", "🌧 비", "서울"])
    }

    @Test("Nesting to the maximum depth is read; one level more is a syntax error at its bracket")
    func depth() throws {
        let deepest = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        var node = JSONTree.root
        let tree = try tree(deepest)
        for _ in 1..<512 { node = try #require(tree.elements(of: node).first) }
        #expect(tree.count(node) == 0)
        #expect(tree.nodes.count == 512)

        let tooDeep = String(repeating: #"{"a":"#, count: 513) + "1" + String(repeating: "}", count: 513)
        #expect(syntaxError { _ = try GeocodingDecoder.decodePlaces(Data(tooDeep.utf8)) }?.description
            == "nesting deeper than 512 levels at line 1, column 2561 (byte 2560)")
    }

    @Test("What the old tree refused, this one refuses, saying why and where", arguments: [
        (#"{"a":"\ud800"}"#, "unpaired UTF-16 surrogate in a \\u escape at line 1, column 7 (byte 6)"),
        (#"{"a":"\x"}"#, "invalid escape sequence in a string at line 1, column 8 (byte 7)"),
        (#"{"a":"\u12"}"#, "unexpected character '\"', expected four hexadecimal digits after \\u at line 1, column 11 (byte 10)"),
        (#"{"a\"#, "unexpected end of input in a string at line 1, column 5 (byte 4)"),
        ("{\"a\":\"\u{1}\"}", "unescaped control character in a string at line 1, column 7 (byte 6)"),
        (#"{"a":1,}"#, "unexpected character '}', expected a string key at line 1, column 8 (byte 7)"),
        (#"[01]"#, "unexpected character '1', expected ',' or ']' in an array at line 1, column 3 (byte 2)"),
    ])
    func rejected(body: String, detail: String) throws {
        #expect(throws: JSONSyntaxError.self) { try JSONTreeParser.parse(Array(body.utf8)) }
        #expect(syntaxError { _ = try GeocodingDecoder.decodePlaces(Data(body.utf8)) }?.description
            == detail)
    }

    @Test("Invalid UTF-8 in a key or a value, escaped or not, is refused as not UTF-8", arguments: [
        [0x7B, 0x22, 0xC3, 0x22, 0x3A, 0x31, 0x7D] as [UInt8],  // {"\xC3":1}
        [0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D],  // ["\xED\xA0\x80"]: an encoded surrogate
        [0x5B, 0x22, 0x5C, 0x6E, 0xF4, 0x90, 0x80, 0x80, 0x22, 0x5D],  // ["\n\xF4\x90\x80\x80"]: past U+10FFFF
    ])
    func notUTF8(bytes: [UInt8]) throws {
        #expect(throws: JSONSyntaxError.self) { try JSONTreeParser.parse(bytes) }
        let syntax = syntaxError { _ = try GeocodingDecoder.decodePlaces(Data(bytes)) }
        #expect(syntax?.isNotUTF8 == true)
        #expect(syntax?.offset == 1)
    }

    @Test("The UTF-8 check agrees with String(validating:) on every short sequence of interesting bytes")
    func utf8Validation() {
        let interesting: [UInt8] = [0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1,
                                    0xEC, 0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xFF]
        var checked = 0
        for a in interesting {
            for b in interesting {
                for c in interesting {
                    for d in [0x41, 0x80, 0xBF, 0xC2] as [UInt8] {
                        let bytes = [a, b, c, d]
                        #expect(UTF8Validation.isValid(bytes) == (String(validating: bytes, as: UTF8.self) != nil), "\(bytes)")
                        checked += 1
                    }
                }
            }
        }
        #expect(checked == 55_296)
    }
}
