import HTTPTypes
import NIOCore
import Testing
import WeatherService
import WeatherSettings

@Suite("Who counts as one client")
struct ClientIdentityTests {
    static let behindNginx = ClientIdentity(trustedProxies: ["127.0.0.1/32", "::1/128", "10.0.0.0/8"].compactMap(AddressRange.init))

    static func key(_ identity: ClientIdentity, peer: String, _ fields: [String: String] = [:]) throws -> String? {
        var headers = HTTPFields()
        for (name, value) in fields { headers.append(HTTPField(name: HTTPField.Name(name)!, value: value)) }
        return identity.key(peer: try SocketAddress(ipAddress: peer, port: 40000), headers: headers)
    }

    @Test("Without trusted proxies the peer is the client, whatever X-Forwarded-For or Forwarded say")
    func peerAlone() throws {
        #expect(try Self.key(ClientIdentity(), peer: "198.51.100.7", ["X-Forwarded-For": "192.0.2.1", "Forwarded": "for=192.0.2.2"]) == "198.51.100.7")
    }

    @Test("Behind a trusted proxy: the rightmost hop that is not trusted", arguments: [
        (["X-Forwarded-For": "198.51.100.7"], "198.51.100.7"),
        // A client's own X-Forwarded-For is left of what nginx appends: it cannot choose its key.
        (["X-Forwarded-For": "192.0.2.99, 198.51.100.7"], "198.51.100.7"),
        (["X-Forwarded-For": "198.51.100.7, 10.1.2.3"], "198.51.100.7"),
        (["X-Forwarded-For": "garbage, 198.51.100.7"], "198.51.100.7"),
        (["Forwarded": #"for=192.0.2.60;proto=http, for="[2001:db8:cafe::17]:4711""#], "2001:db8:cafe:0::/64"),
        (["Forwarded": "for=198.51.100.7:8080", "X-Forwarded-For": "192.0.2.1"], "198.51.100.7"),
        // Nothing forwarded, or only trusted hops: the proxy itself, or the outermost hop.
        ([:], "127.0.0.1"),
        (["X-Forwarded-For": "10.9.9.9, 10.1.1.1"], "10.9.9.9"),
    ])
    func trustedProxy(fields: [String: String], expected: String) throws {
        #expect(try Self.key(Self.behindNginx, peer: "127.0.0.1", fields) == expected)
    }

    @Test("A peer outside the trusted blocks is the client even when others are trusted")
    func untrustedPeer() throws {
        #expect(try Self.key(Self.behindNginx, peer: "203.0.113.5", ["X-Forwarded-For": "198.51.100.7"]) == "203.0.113.5")
    }

    @Test("IPv6 clients count by their /64; an IPv4-mapped peer is its IPv4 address")
    func ipv6() throws {
        #expect(try Self.key(ClientIdentity(), peer: "2001:db8:1:2:aaaa::1") == "2001:db8:1:2::/64")
        #expect(try Self.key(ClientIdentity(), peer: "2001:db8:1:2:bbbb::9") == "2001:db8:1:2::/64")
        #expect(try Self.key(ClientIdentity(), peer: "::ffff:198.51.100.7") == "198.51.100.7")
    }
}
