import OpenWeatherAPI

/// GETs bodies through a transport, with up to ``HTTPSettings/maximumRetries`` retries on
/// 429, 5xx, reset connections and timeouts, all within the settings' total timeout.
///
/// Call ``shutdown()`` when done (``OpenWeatherClient/withClient(_:_:)`` does).
struct HTTPFetcher: Sendable {
    let transport: any HTTPTransport
    let settings: HTTPSettings
    /// A random number in 0..<1 (the retries' jitter): injectable so tests can pin it.
    let random: @Sendable () -> Double

    init(transport: any HTTPTransport, settings: HTTPSettings, random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) }) {
        self.transport = transport
        self.settings = settings
        self.random = random
    }

    func shutdown() async {
        await transport.shutdown()
    }

    /// The body of a 200 answer to `url`.
    /// - Parameters:
    ///   - display: the URL as errors show it (without the key).
    ///   - gate: asked before every attempt, retries included (each is a call), and told
    ///     of every failed attempt.
    /// - Throws: ``NetworkError``; a 404 is `.httpStatus(url:status: 404, reason:)` for the caller to name.
    func body(url: String, display: String, gate: AttemptGate = .open) async throws(NetworkError) -> [UInt8] {
        let start = ContinuousClock.now
        var retry = 0
        while true {
            if let refusal = gate.admit() { throw refusal }
            let remaining = settings.totalTimeoutSeconds - Durations.seconds(since: start)
            let outcome = await transport.attempt(url: url, display: display, remaining: remaining)
            switch outcome {
            case .success(let body):
                return body
            case .failure(let failure):
                retry += 1
                let left = settings.totalTimeoutSeconds - Durations.seconds(since: start)
                let wait = failure.retryable
                    ? RetryPolicy(settings: settings).delay(beforeRetry: retry, retryAfter: failure.retryAfter, remaining: left, random: random())
                    : nil
                gate.failed(failure, wait != nil)
                guard let wait else { throw failure.error }
                try? await Task.sleep(for: .milliseconds(Durations.milliseconds(wait)))
            }
        }
    }
}
