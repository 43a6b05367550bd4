import Testing
import WeatherSettings

@Suite("Addresses and CIDR blocks")
struct AddressRangeTests {
    @Test("Addresses are read as their bytes", arguments: [
        ("192.0.2.1", [192, 0, 2, 1]),
        ("::1", [UInt8](repeating: 0, count: 15) + [1]),
        ("2001:db8::", [0x20, 0x01, 0x0d, 0xb8] + [UInt8](repeating: 0, count: 12)),
        ("::ffff:192.0.2.1", [192, 0, 2, 1]),
        ("fe80::1%eth0", [0xfe, 0x80] + [UInt8](repeating: 0, count: 13) + [1]),
        ("1:2:3:4:5:6:7:8", [0, 1, 0, 2, 0, 3, 0, 4, 0, 5, 0, 6, 0, 7, 0, 8]),
    ] as [(String, [UInt8])])
    func addresses(text: String, bytes: [UInt8]) {
        #expect(IPAddress(text)?.bytes == bytes)
    }

    @Test("Texts that are no address are refused", arguments: [
        "", "example.com", "256.0.0.1", "1.2.3", "1.2.3.4.5", "1::2::3", "1:2:3:4:5:6:7:8:9", "12345::", ":::", "1.2.3.4/8", "unknown",
    ])
    func notAddresses(text: String) {
        #expect(IPAddress(text) == nil)
    }

    @Test("A block holds the addresses its prefix covers, of its own family")
    func blocks() throws {
        let ten = try #require(AddressRange("10.0.0.0/8"))
        #expect(ten.contains(IPAddress("10.255.1.2")!))
        #expect(!ten.contains(IPAddress("11.0.0.1")!))
        #expect(!ten.contains(IPAddress("::a00:1")!))
        let odd = try #require(AddressRange("192.168.0.0/23"))
        #expect(odd.contains(IPAddress("192.168.1.200")!))
        #expect(!odd.contains(IPAddress("192.168.2.1")!))
        let documentation = try #require(AddressRange("2001:db8::/32"))
        #expect(documentation.contains(IPAddress("2001:db8:ffff::1")!))
        #expect(!documentation.contains(IPAddress("2001:db9::1")!))
        #expect(try #require(AddressRange("127.0.0.1")).contains(IPAddress("127.0.0.1")!))
        #expect(try #require(AddressRange("0.0.0.0/0")).contains(IPAddress("203.0.113.9")!))
    }

    @Test("Prefixes beyond the family's bits are refused", arguments: ["10.0.0.0/33", "::/129", "10.0.0.0/", "10.0.0.0/-1", "10.0.0.0/a"])
    func badPrefixes(text: String) {
        #expect(AddressRange(text) == nil)
    }
}
