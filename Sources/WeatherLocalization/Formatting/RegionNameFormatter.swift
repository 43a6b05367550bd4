import Logging
import WeatherStrings
import WeatherCore
/// Names countries and regions in a locale's language, from ICU's (CLDR's) data.
///
/// ```swift
/// let names = try RegionNameFormatter(locale: WeatherLocale("ko_KR"))
/// names.name(forRegion: "KR")  // "대한민국"
/// names.name(forRegion: "US")  // "미국"
/// names.name(forRegion: "ZZ")  // nil
/// ```
///
/// The ICU object behind it is opened once per locale and shared.
package struct RegionNameFormatter: Sendable {
    private let names: ICURegionNames

    private static let cache = Locked(LeastRecentlyUsed<String, ICURegionNames>(maximumCost: 32))

    package init(locale: WeatherLocale) throws(LocalizationError) {
        do {
            names = try Self.cache.value(for: locale.identifier) { () throws(ICUError) in
                try ICURegionNames(localeID: locale.identifier)
            }
        } catch {
            throw error.localizationError
        }
    }

    /// The name of an ISO 3166 or UN M.49 region code (`KR`, `us`, `419`), or `nil` when
    /// ICU does not know the code.
    package func name(forRegion code: String) -> String? {
        let upper = code.uppercased()
        guard !upper.isEmpty, upper.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }),
              ICULocaleData.isKnownRegion(upper)
        else { return nil }
        return names.name(forRegion: upper)
    }

    /// The region's name, or the code as given when ICU has none (`ZZ`, a made-up code),
    /// which the diagnostic channel then says.
    ///
    /// ```swift
    /// names.displayName(forRegion: "KR")  // "대한민국"
    /// names.displayName(forRegion: "ZZ")  // "ZZ", and a warning
    /// ```
    package func displayName(forRegion code: String) -> String {
        if let name = name(forRegion: code) { return name }
        WeatherDiagnostics.logger.warning("A region is shown by its code: ICU has no name for it", metadata: ["code": "\(code)"])
        return code
    }
}
