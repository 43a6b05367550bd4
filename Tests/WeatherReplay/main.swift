// `weather-replay --port N [--host 127.0.0.1]`: the tests' OpenWeather replay as a standalone
// server for load and deployment tests and benchmarks. Prints the port it listens on as its
// first line; `GET /__counts` answers the requests it has served, by endpoint and place,
// and `GET /__places` the synthetic places' names.
import Glibc
import WeatherTestServer

/// Writes `text` to a file descriptor (1: standard output, 2: standard error), unbuffered, so
/// a script reading the port line sees it at once (and without C's shared `stdout`).
func emit(_ text: String, to descriptor: Int32) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard written > 0 else { return }
        bytes = bytes.dropFirst(written)
    }
}

/// The command line's host and port; exits 64 with a message on anything else.
func parseArguments(_ arguments: [String]) -> (host: String, port: Int) {
    var host = "127.0.0.1"
    var port: Int?
    var index = 1
    func fail(_ message: String) -> Never {
        emit("weather-replay: \(message)\nusage: weather-replay --port N [--host 127.0.0.1]\n", to: 2)
        exit(64)
    }
    while index < arguments.count {
        let option = arguments[index]
        guard index + 1 < arguments.count else { fail("\(option) needs a value") }
        let value = arguments[index + 1]
        switch option {
        case "--port":
            guard let number = Int(value), (0...65535).contains(number) else { fail("--port: not a port number: \(value)") }
            port = number
        case "--host":
            host = value
        default:
            fail("unknown option \(option)")
        }
        index += 2
    }
    guard let port else { fail("--port is required (0 for a free port)") }
    return (host, port)
}

let (host, port) = parseArguments(CommandLine.arguments)
let router: ReplayRouter
do {
    router = try ReplayRouter()
} catch {
    emit("weather-replay: \(error)\n", to: 2)
    exit(1)
}
let server: TestHTTPServer
do {
    server = try await TestHTTPServer(host: host, port: port, respond: router.respond)
} catch {
    emit("weather-replay: cannot listen on \(host):\(port): \(error)\n", to: 2)
    exit(1)
}
emit("\(server.port)\n", to: 1)
emit("weather-replay: the recordings and \(router.places.count) synthetic places on \(server.baseURL)\n", to: 2)
while true { try await Task.sleep(for: .seconds(3600)) }
