import NIOCore
import NIOHTTPTypes

/// Closes a connection whose next request head has not arrived whole in time: the answer
/// to slowloris, whose client keeps a connection by sending its head a byte at a time
/// (an idle timeout alone never fires on it).
final class RequestHeadDeadline: ChannelDuplexHandler, RemovableChannelHandler, @unchecked Sendable {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private let timeout: TimeAmount
    private var deadline: Scheduled<Void>?
    private var removed = false

    init(timeout: TimeAmount) {
        self.timeout = timeout
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { arm(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        arm(context)
        context.fireChannelActive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if case .head = unwrapInboundIn(data) {
            deadline?.cancel()
            deadline = nil
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        guard case .end = unwrapOutboundIn(data) else { return context.write(data, promise: promise) }
        // The answer is written out: the next request's head has its own time. (Not when
        // merely queued: while a client reads its answers slowly, ``ReadBackpressure`` holds
        // its next requests unread, and their time starts when they can be read.)
        let written = promise ?? context.eventLoop.makePromise()
        let channel = context.channel
        written.futureResult.whenSuccess { [self] in
            if !removed, channel.isActive { arm(channel) }
        }
        context.write(data, promise: written)
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        removed = true
        deadline?.cancel()
        deadline = nil
    }

    private func arm(_ context: ChannelHandlerContext) {
        arm(context.channel)
    }

    private func arm(_ channel: any Channel) {
        deadline?.cancel()
        deadline = channel.eventLoop.scheduleTask(in: timeout) {
            channel.close(promise: nil)
        }
    }
}
