import Logging
internal import CICU
import WeatherStrings
import WeatherCore

/// ICU's plural rules (`UPluralRules`) for a locale: chooses `one`, `few`, `other` …
///
/// Sendable notes: `uplrules_select` only reads the immutable rules, so one instance is
/// shared across threads.
final class ICUPluralRules: PluralRules, @unchecked Sendable {
    private let rules: OpaquePointer

    init(localeID: String) throws(ICUError) {
        let opened = try withICUStatus("uplrules_open") { cicu_uplrules_open(localeID, &$0) }
        guard let opened else { throw ICUError(code: U_MISSING_RESOURCE_ERROR.rawValue, operation: "uplrules_open") }
        rules = opened
    }

    deinit { cicu_uplrules_close(rules) }

    private static let cache = Locked(LeastRecentlyUsed<String, ICUPluralRules>(maximumCost: 32))

    /// The rules for `localeID`, opened once per process and shared (the 32 most recent).
    static func shared(localeID: String) throws(ICUError) -> ICUPluralRules {
        try cache.value(for: localeID) { () throws(ICUError) in try ICUPluralRules(localeID: localeID) }
    }

    /// Every category the rules use (`one`, `few`, `many`, `other` for Russian).
    var categories: Set<PluralCategory> {
        var status = U_ZERO_ERROR
        guard let keywords = cicu_uplrules_getKeywords(rules, &status), status.isSuccess else {
            WeatherDiagnostics.logger.error("Only the \"other\" plural category is known: ICU could not list the rules' keywords", metadata: [
                "code": "\(String(cString: cicu_u_errorName(status)))",
            ])
            return [.other]
        }
        defer { cicu_uenum_close(keywords) }
        var result: Set<PluralCategory> = []
        while let keyword = cicu_uenum_next(keywords, nil, &status), status.isSuccess {
            if let category = PluralCategory(rawValue: String(cString: keyword)) { result.insert(category) }
        }
        return result
    }

    func category(for number: Double) -> PluralCategory {
        do {
            let keyword = try icuString("uplrules_select") { cicu_uplrules_select(rules, number, $0, $1, &$2) }
            if let category = PluralCategory(rawValue: keyword) { return category }
            WeatherDiagnostics.logger.error("The \"other\" plural form is used: ICU chose a category this library does not know", metadata: [
                "keyword": "\(keyword)", "number": "\(number)",
            ])
        } catch {
            WeatherDiagnostics.logger.error("The \"other\" plural form is used: ICU could not choose a plural category", metadata: [
                "number": "\(number)", "reason": "\(error)",
            ])
        }
        return .other
    }
}
