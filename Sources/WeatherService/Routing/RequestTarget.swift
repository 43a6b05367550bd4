import WeatherCore

/// A request target split into its decoded path and query parameters.
///
/// ```swift
/// let target = try RequestTarget("/%EC%84%9C%EC%9A%B8?format=json&lang=ko")
/// target.path                 // "/서울"
/// target.parameters["format"] // "json"
/// ```
struct RequestTarget {
    var path: String
    var parameters: [String: String]

    enum Problem: Error, Equatable {
        /// Not an origin-form target, or a percent-escape that is not UTF-8.
        case malformed
        /// A parameter given twice (`?format=json&format=text`): which one was meant?
        case repeated(String)
    }

    init(_ target: String) throws(Problem) {
        guard target.hasPrefix("/") else { throw .malformed }
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        guard let path = PercentEncoding.decoded(parts[0], plusIsSpace: false) else { throw .malformed }
        self.path = path
        var parameters: [String: String] = [:]
        if parts.count == 2 {
            for pair in parts[1].split(separator: "&", omittingEmptySubsequences: true) {
                let halves = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                guard let name = PercentEncoding.decoded(halves[0], plusIsSpace: true),
                      let value = PercentEncoding.decoded(halves.count == 2 ? halves[1] : "", plusIsSpace: true)
                else { throw .malformed }
                guard parameters[name] == nil else { throw .repeated(name) }
                parameters[name] = value
            }
        }
        self.parameters = parameters
    }
}
