package import OpenWeatherAPI

/// How the client reaches a server, one GET attempt at a time (``HTTPFetcher`` retries):
/// WeatherHTTP's is AsyncHTTPClient's (SwiftNIO); anything else that can send a GET may
/// stand in, so the client's logic builds and runs without SwiftNIO.
package protocol HTTPTransport: Sendable {
    /// One GET of `url` within `remaining` seconds: the body of a 200 answer (at most the
    /// settings' ``HTTPSettings/maximumBodyBytes``), or why not and whether a retry may help.
    /// - Parameter display: the URL as errors show it (without the key).
    func attempt(url: String, display: String, remaining: Double) async -> Result<[UInt8], AttemptFailure>

    /// Closes its connections.
    func shutdown() async
}

/// What a transport is made from when a client is made.
package struct HTTPTransportSetup: Sendable {
    package var base: BaseURL
    package var settings: HTTPSettings
    package var proxy: ProxySettings
    /// Unix seconds now (for a `Retry-After` date).
    package var clock: @Sendable () -> Double
    /// Connections open at once to the host, at most (AsyncHTTPClient's default).
    package var connectionsPerHost = 8
}

/// Makes a client's transport from its setup.
package typealias HTTPTransportMaker = @Sendable (HTTPTransportSetup) -> any HTTPTransport
