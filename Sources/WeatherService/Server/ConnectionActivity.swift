import NIOCore
import NIOHTTPTypes

/// Tells ``OpenConnections`` whether its connection is busy (a request head read, its answer
/// not yet written out) or idle, and closes the connection when asked only if it is still
/// idle on its own event loop, so no request or answer is ever cut.
final class ConnectionActivity: ChannelDuplexHandler, RemovableChannelHandler, @unchecked Sendable {
    // Sendable notes: the state below is touched only on the channel's event loop (handler
    // callbacks, and the closures, which hop there first).
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private let connections: OpenConnections
    private var number: Int?
    private var activity: OpenConnections.Activity?
    /// Requests whose head was read and whose answer's end is not yet written out.
    private var inFlight = 0

    init(connections: OpenConnections) {
        self.connections = connections
    }

    func handlerAdded(context: ChannelHandlerContext) {
        let channel = context.channel
        let loop = context.eventLoop
        (number, activity) = connections.opened(
            closeIfIdle: { [self] in
                loop.execute { if self.inFlight == 0 { channel.close(promise: nil) } }
            },
            close: { channel.close(promise: nil) })
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        forget()
    }

    func channelInactive(context: ChannelHandlerContext) {
        forget()
        context.fireChannelInactive()
    }

    /// The connection is gone: so are its requests, answered or not.
    private func forget() {
        if let number { connections.closed(number) }
        number = nil
        connections.addUnanswered(-inFlight)
        inFlight = 0
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if case .head = unwrapInboundIn(data) {
            inFlight += 1
            connections.addUnanswered(1)
            activity?.busy()
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        guard case .end = unwrapOutboundIn(data) else { return context.write(data, promise: promise) }
        // Idle once the answer's last bytes are written out, not merely queued.
        let written = promise ?? context.eventLoop.makePromise()
        written.futureResult.whenComplete { [self] _ in
            guard inFlight > 0 else { return }
            inFlight -= 1
            connections.addUnanswered(-1)
            if inFlight == 0 { activity?.idle() }
        }
        context.write(data, promise: written)
    }
}
