import NIOCore
import NIOPosix
import WeatherCore

/// A TCP client that writes exactly the bytes a test gives and records every byte that
/// comes back: for requests no HTTP client library would send (no Host, HTTP/1.0, an 8 KB
/// request line) and for connections that send nothing at all.
final class RawConnection: Sendable {
    private let channel: any Channel
    private let received: Locked<[UInt8]>

    private init(channel: any Channel, received: Locked<[UInt8]>) {
        self.channel = channel
        self.received = received
    }

    /// A connection to a server on the loopback's `port` (`localhost`, where the live test mode binds).
    static func open(port: Int) async throws -> RawConnection {
        let received = Locked<[UInt8]>([])
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture { try channel.pipeline.syncOperations.addHandler(Collector(received: received)) }
            }
            .connect(host: "localhost", port: port).get()
        return RawConnection(channel: channel, received: received)
    }

    func send(_ text: String) async throws {
        try await channel.writeAndFlush(ByteBuffer(string: text)).get()
    }

    /// Everything received so far, as text.
    var text: String { String(decoding: received.withLock { $0 }, as: UTF8.self) }

    /// Whether the server closed the connection within `limit` (polled every 20 ms).
    func closed(within limit: Duration) async -> Bool {
        let deadline = ContinuousClock.now + limit
        while channel.isActive, ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(20))
        }
        return !channel.isActive
    }

    /// Whether what was received ends with `suffix` within `limit` (polled every 20 ms).
    func received(suffix: String, within limit: Duration) async -> Bool {
        let deadline = ContinuousClock.now + limit
        while !text.hasSuffix(suffix), ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(20))
        }
        return text.hasSuffix(suffix)
    }

    func close() async throws {
        if channel.isActive { try await channel.close() }
    }

    private final class Collector: ChannelInboundHandler, Sendable {
        typealias InboundIn = ByteBuffer
        let received: Locked<[UInt8]>
        init(received: Locked<[UInt8]>) { self.received = received }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            let bytes = Array(unwrapInboundIn(data).readableBytesView)
            received.withLock { $0 += bytes }
        }
    }
}
