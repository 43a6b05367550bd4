import NIOCore
import NIOPosix

/// A TCP client that writes and reads only when told (a small receive buffer, no reads
/// asked): the server's answers to it pile up until its writes cannot proceed, or trickle
/// out as slowly as the test reads.
final class NonReadingConnection: Sendable {
    private let channel: any Channel

    private init(channel: any Channel) { self.channel = channel }

    static func open(port: Int) async throws -> NonReadingConnection {
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .channelOption(.autoRead, value: false)
            .channelOption(.socketOption(.so_rcvbuf), value: 4096)
            .connect(host: "127.0.0.1", port: port).get()
        return NonReadingConnection(channel: channel)
    }

    /// Writes `text` `count` times in one go (pipelined requests).
    func send(_ text: String, count: Int) async throws {
        var buffer = channel.allocator.buffer(capacity: text.utf8.count * count)
        for _ in 0..<count { buffer.writeString(text) }
        try await channel.writeAndFlush(buffer).get()
    }

    /// Writes `text` `count` times in one go without waiting for the bytes to leave: a server
    /// that stops reading leaves them in the sockets' buffers.
    func post(_ text: String, count: Int) {
        var buffer = channel.allocator.buffer(capacity: text.utf8.count * count)
        for _ in 0..<count { buffer.writeString(text) }
        channel.writeAndFlush(buffer, promise: nil)
    }

    /// Reads what has arrived, a few times (some tens of KB), and drops it.
    func readSome() {
        for _ in 0..<16 { channel.read() }
    }

    func close() async {
        try? await channel.close()
    }
}
