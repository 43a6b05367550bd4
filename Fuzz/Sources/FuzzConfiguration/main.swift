#if canImport(Glibc)
import Glibc
#endif
import FuzzSupport
import OpenWeatherAPI
import WeatherCore
@_spi(Fuzzing) import WeatherSettings

/// A `config.toml` as a user (or anything that can write to their home) may leave it:
/// parsed, and what it yields used as the command line uses it.
let status = FuzzDriver.run { data, size in
    let text = String(decoding: FuzzDriver.bytes(data, size), as: UTF8.self)
    let file = ConfigurationFuzzing.parse(text, path: "config.toml")
    if let error = file.error {
        fuzzRequire(!error.detail.isEmpty && error.path == "config.toml", "an error without a reason: \(error)")
        return 0
    }
    // Coordinates come as a pair, within the options' ranges: nothing later can trap on them.
    fuzzRequire((file.latitude == nil) == (file.longitude == nil), "one coordinate without the other")
    if let latitude = file.latitude, let longitude = file.longitude {
        fuzzRequire((-90...90).contains(latitude) && (-180...180).contains(longitude), "accepted \(latitude), \(longitude)")
        let text = CoordinateText(latitude: latitude, longitude: longitude)
        fuzzRequire(Double(text.latitude).map { abs($0 - latitude) <= 0.00005 } == true, "\(latitude) written as \(text.latitude)")
        fuzzRequire(Double(text.longitude).map { abs($0 - longitude) <= 0.00005 } == true, "\(longitude) written as \(text.longitude)")
    }
    if let base = file.baseURL, let url = try? BaseURL(base) {
        fuzzRequire(!url.host.isEmpty && (url.scheme == "http" || url.scheme == "https"), "accepted base URL \(base)")
    }
    return 0
}
exit(status)
