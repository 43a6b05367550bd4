#if canImport(Glibc)
import Glibc
#endif
import FuzzSupport
import WeatherLocalization
@_spi(Fuzzing) import WeatherStrings

// `.strings` bytes (any encoding the parser detects) → table → every value rendered.
let status = FuzzDriver.run { data, size in
    let bytes = FuzzDriver.bytes(data, size)
    if let file = try? StringsParser.parse(bytes, file: "fuzz.lproj/Localizable.strings") {
        for value in file.table.values.prefix(64) { _ = FormatSignature(format: value) }
        let tables = LocalizationTables(languages: ["ko": LanguageTable(strings: file.table)])
        TableRendering.renderAll(tables, language: "ko", inputSize: size)
    }
    return 0
}
exit(status)
