import HTTPTypes
import Hummingbird
import NIOCore

extension Response {
    /// An answer: its status, its header fields in this order, and its body (the router adds
    /// `Content-Length` after them; HEAD keeps it and drops the body).
    static func answer(_ status: Int, _ fields: [(HTTPField.Name, String)], body: [UInt8] = []) -> Response {
        var headers = HTTPFields()
        headers.reserveCapacity(fields.count + 1)
        for (name, value) in fields { headers.append(HTTPField(name: name, value: value)) }
        return Response(status: HTTPResponse.Status(code: status), headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }
}
