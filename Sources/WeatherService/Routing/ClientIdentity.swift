package import HTTPTypes
package import NIOCore
package import WeatherSettings

/// Who a request comes from, as the upstream allowance counts clients: the peer's address,
/// or, when the peer is a trusted proxy, the rightmost address in `Forwarded` (else
/// `X-Forwarded-For`) that is not a trusted proxy. An untrusted peer's forwarding fields are
/// ignored, so they cannot buy a fresh allowance. IPv6 clients count by their /64 (one
/// subscriber's block).
///
/// ```swift
/// let identity = ClientIdentity(trustedProxies: [AddressRange("127.0.0.1/32")!])
/// identity.key(peer: "127.0.0.1", headers: ["X-Forwarded-For": "198.51.100.7, 127.0.0.1"])  // "198.51.100.7"
/// ```
package struct ClientIdentity: Sendable {
    package var trustedProxies: [AddressRange]

    package init(trustedProxies: [AddressRange] = []) {
        self.trustedProxies = trustedProxies
    }

    /// The client's key for `peer` (the socket's address) and the request's `headers`; `nil`
    /// when the peer has no IP address (a Unix socket, an in-process test).
    package func key(peer: SocketAddress?, headers: HTTPFields) -> String? {
        guard let text = peer?.ipAddress, let address = IPAddress(text) else { return nil }
        return key(peer: address, headers: headers)
    }

    func key(peer: IPAddress, headers: HTTPFields) -> String {
        guard isTrusted(peer) else { return Self.key(peer) }
        let hops = Self.forwardedHops(headers[.forwarded]) ?? Self.forwardedForHops(headers[.xForwardedFor]) ?? []
        // From the nearest hop outwards; a hop that is no address ends the walk at the last trusted one.
        var client = peer
        for hop in hops.reversed() {
            guard let address = IPAddress(hop) else { break }
            client = address
            if !isTrusted(address) { break }
        }
        return Self.key(client)
    }

    private func isTrusted(_ address: IPAddress) -> Bool {
        trustedProxies.contains { $0.contains(address) }
    }

    private static func key(_ address: IPAddress) -> String {
        if address.bytes.count == 4 { return address.bytes.map(String.init).joined(separator: ".") }
        let prefix = address.bytes.prefix(8)
        return stride(from: 0, to: 8, by: 2).map { String(UInt16(prefix[$0]) << 8 | UInt16(prefix[$0 + 1]), radix: 16) }
            .joined(separator: ":") + "::/64"
    }

    /// `X-Forwarded-For: client, proxy1, proxy2` (repeated fields joined with commas).
    private static func forwardedForHops(_ value: String?) -> [String]? {
        value.map { $0.split(separator: ",").map { String($0.trimmingSpaces) } }
    }

    /// The `for=` nodes of RFC 7239's `Forwarded` (`for=192.0.2.60`, `for="[2001:db8::17]:4711"`).
    private static func forwardedHops(_ value: String?) -> [String]? {
        guard let value else { return nil }
        var hops: [String] = []
        for element in value.split(separator: ",") {
            for pair in element.split(separator: ";") {
                let pair = pair.trimmingSpaces
                guard pair.lowercased().hasPrefix("for=") else { continue }
                var node = pair.dropFirst(4).trimmingCharacters("\"")
                if node.hasPrefix("["), let close = node.firstIndex(of: "]") {
                    node = node[node.index(after: node.startIndex)..<close]
                } else if node.filter({ $0 == ":" }).count == 1, let colon = node.firstIndex(of: ":") {
                    node = node[..<colon]  // an IPv4 address with its port
                }
                hops.append(String(node))
            }
        }
        return hops.isEmpty ? nil : hops
    }
}

extension HTTPField.Name {
    static let forwarded = HTTPField.Name("Forwarded")!
    static let xForwardedFor = HTTPField.Name("X-Forwarded-For")!
}

extension Substring {
    fileprivate var trimmingSpaces: Substring {
        var text = self
        while text.first == " " || text.first == "\t" { text = text.dropFirst() }
        while text.last == " " || text.last == "\t" { text = text.dropLast() }
        return text
    }

    fileprivate func trimmingCharacters(_ character: Character) -> Substring {
        var text = self
        if text.first == character { text = text.dropFirst() }
        if text.last == character { text = text.dropLast() }
        return text
    }
}
