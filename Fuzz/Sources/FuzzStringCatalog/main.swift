#if canImport(Glibc)
import Glibc
#endif
import FuzzSupport
import WeatherLocalization
@_spi(Fuzzing) import WeatherStrings

// `.xcstrings` JSON → tables of every language → every key rendered.
let status = FuzzDriver.run { data, size in
    let bytes = FuzzDriver.bytes(data, size)
    if let catalog = try? StringCatalog.read(bytes, file: "Localizable.xcstrings") {
        for language in catalog.tables.languages.keys.sorted().prefix(4) {
            TableRendering.renderAll(catalog.tables, language: language, inputSize: size)
        }
    }
    return 0
}
exit(status)
