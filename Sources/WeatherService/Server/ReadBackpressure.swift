import NIOCore
import NIOHTTPTypes

/// Backpressure for pipelined requests, as nginx bounds what it queues per connection: the
/// connection is read only while fewer than ``maximumUnanswered`` of its requests are read
/// and not yet answered, and while its answers can be written (the channel under its
/// write-buffer high water mark). A client that writes requests without reading the answers
/// stops being read: its requests wait in its own socket, not in the server's memory. Each
/// read takes at most ``readSize`` bytes (``configure(_:)``), so what one read brings is
/// bounded too. A connection with answers queued none of which is written out for
/// ``stallTimeout`` (the client reads none of them) is closed, within twice that; one that is
/// merely busy producing an answer never is.
final class ReadBackpressure: ChannelDuplexHandler, RemovableChannelHandler, @unchecked Sendable {
    // Sendable notes: the state below is touched only on the channel's event loop (handler
    // callbacks, write completions and the stall timer, which run there).
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    /// Requests read and not yet answered past which the connection is not read.
    static let maximumUnanswered = 4
    /// The most bytes one read takes from the socket (request heads are at most 16 KB: a
    /// larger one takes several reads).
    static let readSize = 4096
    /// Bytes of answers queued past which the channel is not writable (and not read), and
    /// under which it is again.
    static let writeBufferWaterMark = ChannelOptions.Types.WriteBufferWaterMark(low: 64 * 1024, high: 256 * 1024)

    private let stallTimeout: TimeAmount
    private var context: ChannelHandlerContext?
    private var unanswered = 0
    /// A read asked for by the handlers after this one and held back.
    private var readHeld = false
    /// Answers whose end is queued and not yet written out.
    private var endsQueued = 0
    /// Answers written out so far: the progress the stall timer looks for.
    private var endsWritten = 0
    /// Closes the connection when no queued answer is written out in time.
    private var stall: Scheduled<Void>?

    init(stallTimeout: TimeAmount) {
        self.stallTimeout = stallTimeout
    }

    /// Sets the channel's read size (one socket read per read asked) and write water marks.
    static func configure(_ channel: any Channel) throws {
        guard let options = channel.syncOptions else { return }
        try options.setOption(.maxMessagesPerRead, value: 1)
        try options.setOption(.recvAllocator, value: AdaptiveRecvByteBufferAllocator(minimum: 64, initial: 2048, maximum: readSize))
        try options.setOption(.writeBufferWaterMark, value: writeBufferWaterMark)
    }

    func handlerAdded(context: ChannelHandlerContext) {
        self.context = context
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        stall?.cancel()
        stall = nil
        // Removed: this handler holds nothing back any more.
        if readHeld {
            readHeld = false
            context.read()
        }
        self.context = nil
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if case .head = unwrapInboundIn(data) { unanswered += 1 }
        context.fireChannelRead(data)
    }

    func read(context: ChannelHandlerContext) {
        if canRead(context) {
            context.read()
        } else {
            readHeld = true
        }
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        guard case .end = unwrapOutboundIn(data) else { return context.write(data, promise: promise) }
        // Answered once the answer's last bytes are written out, not merely queued.
        endsQueued += 1
        if stall == nil { armStall(context.channel) }
        let written = promise ?? context.eventLoop.makePromise()
        written.futureResult.whenComplete { [self] _ in
            unanswered = max(0, unanswered - 1)
            endsQueued = max(0, endsQueued - 1)
            endsWritten &+= 1
            resume()
        }
        context.write(data, promise: written)
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        if context.channel.isWritable { resume() }
        context.fireChannelWritabilityChanged()
    }

    /// Checks after ``stallTimeout`` that an answer was written out meanwhile, if any is
    /// queued: one timer per period, not one per answer.
    private func armStall(_ channel: any Channel) {
        let progress = endsWritten
        stall = channel.eventLoop.scheduleTask(in: stallTimeout) { [self] in
            stall = nil
            guard endsQueued > 0 else { return }
            if endsWritten == progress {
                channel.close(promise: nil)
            } else if context != nil {
                armStall(channel)
            }
        }
    }

    private func canRead(_ context: ChannelHandlerContext) -> Bool {
        unanswered < Self.maximumUnanswered && context.channel.isWritable
    }

    /// Passes on the read held back, if it may now be done.
    private func resume() {
        guard readHeld, let context, canRead(context) else { return }
        readHeld = false
        context.read()
    }
}
