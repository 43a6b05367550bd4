import NIOCore
import NIOHTTP1

/// What RFC 9112 asks of a request head that the framework does not check, applied before
/// the head becomes the framework's request:
/// - an HTTP/1.1 request without `Host`, with two, or with one that is not `host[:port]`,
///   is answered 400 and the connection closed (§3.2);
/// - a request that does not ask to keep the connection (HTTP/1.0 without `keep-alive`, or
///   `Connection: close`) is marked `Connection: close`, so the connection closes after the
///   answer instead of waiting for the idle timeout (§9.3).
final class RequestHygiene: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    /// The answer to a head without `Host`.
    static let missingHostMessage = "An HTTP/1.1 request needs a Host header\n"
    /// The answer to a head with two `Host` fields or one that is no `host[:port]`.
    static let invalidHostMessage = "A request needs one Host header of the form host[:port]\n"

    /// Set once a request was refused here: everything after it is dropped.
    private var refused = false

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !refused else { return }
        guard case .head(var head) = unwrapInboundIn(data) else {
            context.fireChannelRead(data)
            return
        }
        let hosts = head.headers["Host"]
        if (head.version.major, head.version.minor) >= (1, 1), hosts.isEmpty {
            refuse(Self.missingHostMessage, context: context)
            return
        }
        if hosts.count > 1 || !hosts.allSatisfy(HostField.isValid) {
            refuse(Self.invalidHostMessage, context: context)
            return
        }
        if !head.isKeepAlive { head.headers.replaceOrAdd(name: "Connection", value: "close") }
        context.fireChannelRead(wrapInboundOut(.head(head)))
    }

    private func refuse(_ message: String, context: ChannelHandlerContext) {
        refused = true
        let body = ByteBuffer(string: message)
        let headers: HTTPHeaders = [
            "Content-Type": "text/plain; charset=utf-8", "Content-Length": String(body.readableBytes), "Connection": "close",
        ]
        context.write(wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: .badRequest, headers: headers))), promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(body))), promise: nil)
        let channel = context.channel
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in channel.close(promise: nil) }
    }
}
