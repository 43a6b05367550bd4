#if canImport(Glibc)
import Glibc
#endif
import FuzzSupport
import WeatherLocalization
@_spi(Fuzzing) import WeatherStrings

// `.stringsdict` bytes (XML or binary plist) → plural entries → every form rendered.
let status = FuzzDriver.run { data, size in
    let bytes = FuzzDriver.bytes(data, size)
    if let file = try? StringsDictReader.read(bytes, file: "fuzz.lproj/Localizable.stringsdict") {
        var plurals: [String: PluralEntry] = [:]
        for entry in file.entries {
            plurals[entry.key] = entry
            _ = FormatSignature(entry: entry)
        }
        let tables = LocalizationTables(languages: ["ko": LanguageTable(plurals: plurals)])
        TableRendering.renderAll(tables, language: "ko", inputSize: size)
    }
    return 0
}
exit(status)
