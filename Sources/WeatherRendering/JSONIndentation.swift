/// Indents one line of JSON the way Foundation's `JSONEncoder` pretty-prints: two spaces per
/// level, `"key" : value`, one member or element per line, and an empty object or array as
/// its brackets around an empty line (`[\n\n  ]`).
///
/// The input is valid JSON without whitespace between tokens, as ``SortedKeysJSONWriter``
/// writes it; text inside strings is copied as it is.
///
/// ```swift
/// JSONIndentation.indented(#"{"a":[1,2],"b":{}}"#)
/// // {
/// //   "a" : [
/// //     1,
/// //     2
/// //   ],
/// //   "b" : {
/// //
/// //   }
/// // }
/// ```
enum JSONIndentation {
    static func indented(_ compact: String) -> String {
        var compact = compact
        return compact.withUTF8 { input in
            var output: [UInt8] = []
            output.reserveCapacity(input.count * 2)
            var depth = 0
            var inString = false
            var escaped = false
            func newline() {
                output.append(UInt8(ascii: "\n"))
                output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
            }
            var index = 0
            while index < input.count {
                let byte = input[index]
                index += 1
                if inString {
                    output.append(byte)
                    if escaped {
                        escaped = false
                    } else if byte == UInt8(ascii: "\\") {
                        escaped = true
                    } else if byte == UInt8(ascii: "\"") {
                        inString = false
                    }
                    continue
                }
                switch byte {
                case UInt8(ascii: "\""):
                    inString = true
                    output.append(byte)
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    output.append(byte)
                    let close = byte == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
                    if index < input.count, input[index] == close {
                        output.append(UInt8(ascii: "\n"))
                        newline()
                        output.append(close)
                        index += 1
                    } else {
                        depth += 1
                        newline()
                    }
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    newline()
                    output.append(byte)
                case UInt8(ascii: ","):
                    output.append(byte)
                    newline()
                case UInt8(ascii: ":"):
                    output.append(contentsOf: " : ".utf8)
                default:
                    output.append(byte)
                }
            }
            return String(decoding: output, as: UTF8.self)
        }
    }
}
