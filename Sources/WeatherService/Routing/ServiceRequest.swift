/// An HTTP request as the service reads it: no framework types, so the whole service is
/// testable without a socket.
public struct ServiceRequest: Sendable {
    public var method: String
    /// The request target as sent (`/%EC%84%9C%EC%9A%B8?format=json`), still percent-encoded.
    public var target: String
    /// Header fields by lower-case name; repeated fields joined with `, ` (RFC 9110 §5.3).
    public var headers: [String: String]

    public init(method: String, target: String, headers: [String: String] = [:]) {
        self.method = method
        self.target = target
        self.headers = headers
    }

    /// The header named `name` (lower-case).
    func header(_ name: String) -> String? { headers[name] }
}

/// An answer: status, header fields in order, and the body (empty for `HEAD` and 304).
public struct ServiceResponse: Sendable, Equatable {
    public var status: Int
    public var headers: [(name: String, value: String)]
    public var body: [UInt8]

    public init(status: Int, headers: [(name: String, value: String)] = [], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// The value of the first field named `name` (any case).
    public func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.status == rhs.status && lhs.body == rhs.body
            && lhs.headers.map { "\($0.name): \($0.value)" } == rhs.headers.map { "\($0.name): \($0.value)" }
    }
}
