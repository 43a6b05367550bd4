import Testing
@_spi(Fuzzing) import WeatherStrings
import WeatherTestSupport

@Suite("Reading .stringsdict files")
struct StringsDictReaderTests {
    static let file = "en.lproj/Localizable.stringsdict"

    static func variable(_ name: String, type: String = "d", spec: String = "NSStringPluralRuleType", forms: String) -> String {
        """
        <key>\(name)</key><dict>
        <key>NSStringFormatSpecTypeKey</key><string>\(spec)</string>
        <key>NSStringFormatValueTypeKey</key><string>\(type)</string>
        \(forms)
        </dict>
        """
    }

    @Test("each key becomes a plural entry with its format, value type and forms")
    func readsEntries() throws {
        let bytes = plist("""
            <key>days</key><dict>
              <key>NSStringLocalizedFormatKey</key><string>%#@days@</string>
              \(Self.variable("days", forms: "<key>one</key><string>%d day</string><key>other</key><string>%d days</string>"))
            </dict>
            <key>rain</key><dict>
              <key>NSStringLocalizedFormatKey</key><string>%1$@: %2$#@mm@</string>
              \(Self.variable("mm", type: "f", forms: "<key>zero</key><string>dry</string><key>few</key><string>%.1f</string><key>other</key><string>%.1f mm</string>"))
            </dict>
            """)
        let file = try StringsDictReader.read(bytes, file: Self.file)
        #expect(file.entries == [
            PluralEntry(
                key: "days", format: "%#@days@",
                variables: ["days": PluralVariable(name: "days", valueType: .integer, forms: [.one: "%d day", .other: "%d days"])]),
            PluralEntry(
                key: "rain", format: "%1$@: %2$#@mm@",
                variables: [
                    "mm": PluralVariable(name: "mm", valueType: .double, forms: [.zero: "dry", .few: "%.1f", .other: "%.1f mm"])
                ]),
        ])
        #expect(file.invalidEntries == [])
    }

    @Test("value types are read as format specifiers", arguments: [
        ("d", FormatValueType.integer), ("ld", .integer), ("lu", .integer), ("lld", .integer), ("zd", .integer),
        ("i", .integer), ("u", .integer), ("f", .double), ("lf", .double), ("g", .double), ("@", .object),
    ])
    func valueTypes(written: String, expected: FormatValueType) throws {
        let bytes = plist("""
            <key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            \(Self.variable("n", type: written, forms: "<key>other</key><string>x</string>"))</dict>
            """)
        #expect(try StringsDictReader.read(bytes, file: Self.file).entries.first?.variables["n"]?.valueType == expected)
    }

    @Test("a variable without other is kept for the lint to report")
    func missingOtherIsKept() throws {
        let bytes = plist("""
            <key>days</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            \(Self.variable("n", forms: "<key>one</key><string>%d day</string>"))</dict>
            """)
        #expect(try StringsDictReader.read(bytes, file: Self.file).entries.first?.variables["n"]?.forms == [.one: "%d day"])
    }

    @Test("a malformed key is left out with an error naming the file and key, and the others still load", arguments: [
        ("<key>bad</key><string>text</string>", StringsDictError.Kind.entryNotADictionary,
         "en.lproj/Localizable.stringsdict: \"bad\": value is not a dictionary"),
        ("<key>bad</key><dict><key>n</key><string>x</string></dict>", .missingFormatKey,
         "en.lproj/Localizable.stringsdict: \"bad\": no NSStringLocalizedFormatKey string"),
        ("<key>bad</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string></dict>", .undefinedVariable("n"),
         "en.lproj/Localizable.stringsdict: \"bad\": variable \"n\" is not defined"),
        ("<key>bad</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><string>x</string></dict>",
         .variableNotADictionary("n"), "en.lproj/Localizable.stringsdict: \"bad\": variable \"n\" is not a dictionary"),
        ("<key>bad</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>"
            + variable("n", spec: "NSStringDeviceSpecificRuleType", forms: "<key>other</key><string>x</string>") + "</dict>",
         .unsupportedSpecType(variable: "n", type: "NSStringDeviceSpecificRuleType"),
         "en.lproj/Localizable.stringsdict: \"bad\": variable \"n\": NSStringFormatSpecTypeKey \"NSStringDeviceSpecificRuleType\" is not NSStringPluralRuleType"),
        ("<key>bad</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>"
            + variable("n", type: "s", forms: "<key>other</key><string>x</string>") + "</dict>",
         .unsupportedValueType(variable: "n", type: "s"),
         "en.lproj/Localizable.stringsdict: \"bad\": variable \"n\": NSStringFormatValueTypeKey \"s\" is not a supported specifier"),
        ("<key>bad</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>"
            + variable("n", forms: "<key>other</key><integer>3</integer>") + "</dict>",
         .formNotAString(variable: "n", category: .other),
         "en.lproj/Localizable.stringsdict: \"bad\": variable \"n\": \"other\" is not a string"),
    ])
    func malformedKey(body: String, kind: StringsDictError.Kind, description: String) throws {
        let good = "<key>good</key><dict><key>NSStringLocalizedFormatKey</key><string>plain</string></dict>"
        let file = try StringsDictReader.read(plist(body + good), file: Self.file)
        #expect(file.entries == [PluralEntry(key: "good", format: "plain", variables: [:])])
        #expect(file.invalidEntries == [StringsDictError(file: Self.file, key: "bad", kind: kind)])
        #expect(file.invalidEntries.map(\.description) == [description])
    }

    @Test("bytes that are not a property list say where they stop being one", arguments: [
        ("", "line 1: the document ends inside an element or has no <plist>"),
        ("not a plist <", "line 1: text outside a <string> or <key>"),
        ("<plist><dict><key>a</key></dict></plist>", "line 1: <key>a</key> has no value"),
        ("<plist><dict>\n<key>a</key><string>&bogus;</string></dict></plist>", "unknown entity &bogus;"),
        ("<plist><dict><key>a</key><string>x</dict></plist>", "line 1: </dict> closes a different element"),
        ("<!DOCTYPE plist [<!ENTITY a \"aaaa\">]><plist/>", "line 1: a DOCTYPE with an internal subset"),
        ("bplist00", "binary property list shorter than its trailer"),
    ])
    func malformed(text: String, detail: String) {
        #expect(throws: StringsDictError(file: Self.file, kind: .malformedPropertyList(detail))) {
            try StringsDictReader.read(Array(text.utf8), file: Self.file)
        }
    }

    @Test("a property list whose root is not a dictionary is an error for the whole file", arguments: [
        "<?xml version=\"1.0\"?><plist version=\"1.0\"><array/></plist>",
        "<?xml version=\"1.0\"?><plist version=\"1.0\"><string>x</string></plist>",
    ])
    func notAPropertyList(text: String) {
        #expect(throws: StringsDictError(file: Self.file, kind: .notAPropertyList)) {
            try StringsDictReader.read(Array(text.utf8), file: Self.file)
        }
    }

    @Test("an empty root dictionary has no entries")
    func emptyDictionary() throws {
        #expect(try StringsDictReader.read(plist(""), file: Self.file).entries == [])
    }

    @Test("a missing file names its path")
    func missingFile() {
        #expect(throws: StringsDictError(file: "nowhere.stringsdict", kind: .unreadable(.missing))) {
            try StringsDictReader.read(contentsOf: "/nonexistent/Localizable.stringsdict", displayPath: "nowhere.stringsdict")
        }
    }

    @Test("a fixture file reads from disk")
    func fixture() throws {
        let file = try StringsDictReader.read(contentsOf: stringsDataPath("clean/ko.lproj/Localizable.stringsdict"))
        #expect(file.entries.map(\.variables) == [
            ["days": PluralVariable(name: "days", valueType: .integer, forms: [.other: "%d일"])]
        ])
    }
}
