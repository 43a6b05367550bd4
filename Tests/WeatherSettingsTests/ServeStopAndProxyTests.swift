import Testing
@testable import WeatherSettings

@Suite("[serve] trusted_proxies and shutdown_timeout")
struct ServeStopAndProxyTests {
    @Test("trusted_proxies takes a list of addresses and CIDR blocks (or one), shutdown_timeout seconds")
    func read() throws {
        let file = try ConfigurationFile.parse(
            "[serve]\ntrusted_proxies = [\"127.0.0.1/32\", \"::1\"]\nshutdown_timeout = 5\n", path: "c.toml")
        #expect(file.serve.trustedProxies == [AddressRange("127.0.0.1/32")!, AddressRange("::1")!])
        #expect(file.serve.shutdownTimeout == 5)
        let one = try ConfigurationFile.parse("[serve]\ntrusted_proxies = \"10.0.0.0/8\"\n", path: "c.toml")
        #expect(one.serve.trustedProxies == [AddressRange("10.0.0.0/8")!])
    }

    @Test("A text that is no address or block is refused, naming it")
    func refused() {
        #expect(throws: ConfigurationFileError(path: "c.toml", problem: .key("serve.trusted_proxies", line: 2, .notAddressRange("nginx")))) {
            try ConfigurationFile.parse("[serve]\ntrusted_proxies = [\"127.0.0.1\", \"nginx\"]\n", path: "c.toml")
        }
        #expect(throws: ConfigurationFileError(path: "c.toml", problem: .key("serve.shutdown_timeout", line: 2, .notWholeNumber(low: 0, high: 3600)))) {
            try ConfigurationFile.parse("[serve]\nshutdown_timeout = -1\n", path: "c.toml")
        }
    }

    @Test("The option wins over the file; the defaults are no trusted proxy and 10 seconds")
    func resolved() throws {
        let defaults = try ResolvedSettings(request: SettingsRequest(), environment: ["HOME": "/nonexistent-home"])
        #expect(defaults.serve.trustedProxies.isEmpty)
        #expect(defaults.serve.shutdownTimeout == 10)
        let given = try ResolvedSettings(
            request: SettingsRequest(trustedProxies: [AddressRange("::1")!], shutdownTimeout: 3), environment: ["HOME": "/nonexistent-home"])
        #expect(given.serve.trustedProxies == [AddressRange("::1")!])
        #expect(given.serve.shutdownTimeout == 3)
    }
}
