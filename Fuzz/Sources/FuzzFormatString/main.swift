#if canImport(Glibc)
import Glibc
#endif
import FuzzSupport
import WeatherLocalization
@_spi(Fuzzing) import WeatherStrings

// A translation's format string (first byte: which arguments) → signature and rendering.
let status = FuzzDriver.run { data, size in
    var input = FuzzInput(FuzzDriver.bytes(data, size))
    let arguments = TableRendering.argumentSets[input.choice(TableRendering.argumentSets.count)]
    let format = String(decoding: input.rest, as: UTF8.self)
    _ = FormatSignature(format: format)
    let tables = LocalizationTables(languages: [
        "ko": LanguageTable(strings: ["k": format]), "en": LanguageTable(strings: ["k": "%1$@ %2$d"]),
    ])
    let localizer = Localizer(tables: tables, chain: TableChain(locale: "ko", tables: ["ko"]), pluralRules: EveryCategoryRules())
    let text = localizer.string("k", arguments: arguments)
    fuzzRequire(text.utf8.count <= 16 * 1024 + 4 * size + 1024, "rendered \(text.utf8.count) bytes")
    return 0
}
exit(status)
