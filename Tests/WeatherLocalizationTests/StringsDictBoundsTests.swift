import FoundationEssentials
import Testing
@testable import WeatherLocalization
@_spi(Fuzzing) @testable import WeatherStrings
import WeatherTestSupport

/// A binary property list built by hand: `bplist00`, the objects, a table of 2-byte offsets
/// and the trailer, with 1-byte object references.
private enum BinaryPlist {
    enum Object {
        case ascii(String)
        /// Pairs of (key object, value object) indices.
        case dictionary([(Int, Int)])
    }

    static func bytes(_ objects: [Object], top: Int = 0) -> [UInt8] {
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            switch object {
            case .ascii(let text):
                bytes.append(0x50 | UInt8(text.utf8.count))
                bytes += text.utf8
            case .dictionary(let entries):
                bytes.append(0xD0 | UInt8(entries.count))
                bytes += entries.map { UInt8($0.0) } + entries.map { UInt8($0.1) }
            }
        }
        let table = bytes.count
        for offset in offsets { bytes += [UInt8(offset >> 8), UInt8(offset & 0xFF)] }
        bytes += [0, 0, 0, 0, 0, 0, 2, 1]
        for value in [objects.count, top, table] {
            bytes += (0..<8).reversed().map { UInt8((value >> ($0 * 8)) & 0xFF) }
        }
        return bytes
    }
}

@Suite(".stringsdict files are read within bounds: no cycle, expansion or nesting exhausts anything")
struct StringsDictBoundsTests {
    static let file = "evil.lproj/Localizable.stringsdict"

    private func readError(_ bytes: [UInt8]) -> StringsDictError.Kind? {
        do {
            _ = try StringsDictReader.read(bytes, file: Self.file)
            return nil
        } catch {
            return error.kind
        }
    }

    @Test("A 49-byte binary plist whose dictionary contains itself is refused (it overflowed the stack)")
    func selfContainingDictionary() {
        let bytes = BinaryPlist.bytes([.dictionary([(1, 0)]), .ascii("a")])
        #expect(bytes.count == 49)
        #expect(readError(bytes) == .sharedContainer)
    }

    @Test("A dictionary shared by two keys is refused rather than copied")
    func sharedDictionary() {
        let bytes = BinaryPlist.bytes([.dictionary([(1, 3), (2, 3)]), .ascii("a"), .ascii("b"), .dictionary([])])
        #expect(readError(bytes) == .sharedContainer)
    }

    @Test("40 levels of shared references (2^40 copies when expanded) stop at the depth limit")
    func fortyLevelsOfSharing() {
        // Object 0 is "a", 1 is "b"; dictionary i (object i + 2) maps both keys to dictionary i + 1.
        var objects: [BinaryPlist.Object] = [.ascii("a"), .ascii("b")]
        for level in 0..<40 { objects.append(.dictionary([(0, level + 3), (1, level + 3)])) }
        objects.append(.dictionary([]))
        let bytes = BinaryPlist.bytes(objects, top: 2)
        #expect(bytes.count < 400)
        #expect(readError(bytes) == .nestedTooDeep(limit: 8))
    }

    @Test("XML nested 2,000, 5,000 and 10,000 levels is refused at the depth limit", arguments: [2_000, 5_000, 10_000])
    func deepXML(levels: Int) {
        let text = "<plist>" + String(repeating: "<dict><key>a</key>", count: levels)
            + "<string/>" + String(repeating: "</dict>", count: levels) + "</plist>"
        #expect(readError(Array(text.utf8)) == .nestedTooDeep(limit: 8))
        let arrays = "<plist>" + String(repeating: "<array>", count: levels) + String(repeating: "</array>", count: levels) + "</plist>"
        #expect(readError(Array(arrays.utf8)) == .nestedTooDeep(limit: 8))
    }

    @Test("More than 1 MiB is refused before parsing")
    func tooLarge() {
        let bytes = plist(String(repeating: " ", count: 1 << 20))
        #expect(readError(bytes) == .tooLarge(bytes: bytes.count, limit: 1 << 20))
    }

    @Test("A binary .stringsdict written by Python's plistlib (strings shared) reads like the XML it came from")
    func binaryMatchesXML() throws {
        let binary = try StringsDictReader.read(contentsOf: stringsDataPath("binary/en.lproj/Localizable.stringsdict"))
        let xml = try StringsDictReader.read(contentsOf: Repository.url("Localizations/en.lproj/Localizable.stringsdict").path)
        #expect(binary.entries.count >= 2)
        #expect(binary.entries == xml.entries)
    }

    @Test("Entities and numeric references in XML text are decoded")
    func entities() throws {
        let bytes = plist("""
            <key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>&lt;%d&gt; &amp; &#xC548;&#45;</string></dict>
            """)
        #expect(try StringsDictReader.read(bytes, file: Self.file).entries.map(\.format) == ["<%d> & 안-"])
    }
}

@Suite("Plural forms that refer to themselves expand within bounds")
struct PluralExpansionBoundsTests {
    /// The "billion laughs" file: `%#@a@`'s form names `%#@a@` `fanOut` times (855 bytes at 60).
    static func selfReferencingFile(fanOut: Int) -> [UInt8] {
        plist("""
            <key>days</key><dict>
              <key>NSStringLocalizedFormatKey</key><string>%#@a@</string>
              <key>a</key><dict>
                <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>d</string>
                <key>other</key><string>\(String(repeating: "%#@a@", count: fanOut))</string>
              </dict>
            </dict>
            """)
    }

    @Test("60 and 200 self-references stop at the output limit and fall back to English", arguments: [60, 200])
    func billionLaughs(fanOut: Int) throws {
        let evil = try StringsDictReader.read(Self.selfReferencingFile(fanOut: fanOut), file: "ko.lproj/Localizable.stringsdict")
        let override = LanguageTable(plurals: [
            "section.daily": PluralEntry(key: "section.daily", format: evil.entries[0].format, variables: evil.entries[0].variables)
        ])
        let tables = LocalizationTables.bundled().overlaid(with: LocalizationTables(languages: ["ko": override]))
        let localizer = Localizer(tables: tables, chain: try WeatherLocale("ko_KR").tableChain, pluralRules: EnglishRules())
        #expect(localizer.string("section.daily", 5) == "5-Day Forecast")
        #expect(localizer.formatMismatches.map(\.problems) == [[
            .variableNestedTooDeep("a", limit: 4), .expansionTooLarge(maximumBytes: 16_384, maximumWork: 200_000),
        ]])
    }

    @Test("Without a fallback, the text stops at the output limit instead of growing")
    func boundedOutput() throws {
        let evil = try StringsDictReader.read(Self.selfReferencingFile(fanOut: 60), file: "en.lproj/Localizable.stringsdict")
        let renderer = FormatRenderer(numbers: ASCIINumberRendering(), pluralRules: EnglishRules())
        let result = renderer.render(evil.entries[0].format, arguments: [.integer(5)], variables: evil.entries[0].variables)
        #expect(result.problems == [.variableNestedTooDeep("a", limit: 4), .expansionTooLarge(maximumBytes: 16_384, maximumWork: 200_000)])
        #expect(result.text.utf8.count <= FormatRenderer.maximumOutputBytes + 300)
    }

    private struct EnglishRules: PluralRules {
        func category(for number: Double) -> PluralCategory { number == 1 ? .one : .other }
    }
}
