/// A JSON number literal as an `Int` or a `Double`: the one rule both readers follow.
///
/// A plain literal is converted from its bytes, without making a `String` of it, where the
/// result is certainly the one `Int(_:)` or `Double(_:)` gives for the same text; any other
/// goes through those initializers. A whole number may be written with a fraction or an
/// exponent (`50.0`, `5e1`), as `JSONDecoder` accepts it.
enum JSONNumber {
    /// The whole number at a number node of `reader`.
    static func int(_ reader: JSONTree.Reader, _ node: Int) throws(WireModelReader.Failure) -> Int {
        try number(reader, node, plain: int, text: { whole($0, as: Int.self) }, why: InvalidValueReason.notWholeNumber)
    }

    /// The finite number at a number node of `reader`.
    static func double(_ reader: JSONTree.Reader, _ node: Int) throws(WireModelReader.Failure) -> Double {
        try number(reader, node, plain: double, text: { finite($0, as: Double.self) }, why: InvalidValueReason.numberOutOfRange)
    }

    /// The number at `node`: from its bytes when the literal is plain, else from its text;
    /// `why` words a literal that does not fit.
    @inline(__always)
    private static func number<N>(
        _ reader: JSONTree.Reader, _ node: Int, plain: (UnsafeBufferPointer<UInt8>, Range<Int>) -> N?,
        text convert: (String) -> N?, why: (String) -> InvalidValueReason
    ) throws(WireModelReader.Failure) -> N {
        guard reader.kind(node) == .number else { throw WireModelReader.Failure(node: node, problem: .expected(.number)) }
        if let value = plain(reader.bytes, reader.literal(node)) { return value }
        let text = reader.text(of: node)
        guard let value = convert(text) else { throw WireModelReader.Failure(node: node, problem: .invalid(why(text))) }
        return value
    }

    /// `text` as an integer of type `I` if it is a whole number in its range.
    static func whole<I: FixedWidthInteger>(_ text: String, as type: I.Type) -> I? {
        if let exact = I(text) { return exact }
        if let number = Double(text), number.rounded() == number, let exact = I(exactly: number) { return exact }
        return nil
    }

    /// `text` as a floating-point number of type `F` if it is finite there.
    static func finite<F: BinaryFloatingPoint & LosslessStringConvertible>(_ text: String, as type: F.Type) -> F? {
        guard let number = F(text), number.isFinite else { return nil }
        return number
    }

    /// The plain integer literal at `range` of `bytes`: at most 18 digits, so no overflow,
    /// and no fraction or exponent; `nil` for any other.
    static func int(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        var index = range.lowerBound
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        guard range.upperBound - index <= 18 else { return nil }
        var result = 0
        while index < range.upperBound {
            let digit = bytes[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            result = result &* 10 &+ Int(digit)
            index += 1
        }
        return negative ? -result : result
    }

    /// The literal `-?digits(.digits)?` at `range` of `bytes` with at most 15 significant
    /// digits and 22 after the point: the integer and the power of ten are exact doubles, so
    /// one correctly rounded division gives the correctly rounded value (Clinger's fast path),
    /// as `Double(_:)` does; `nil` for any other.
    static func double(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Double? {
        var index = range.lowerBound
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        var mantissa = 0
        var digits = 0
        var fractionDigits = 0
        var inFraction = false
        while index < range.upperBound {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: ".") {
                inFraction = true
                continue
            }
            let digit = byte &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }  // an exponent
            mantissa = mantissa &* 10 &+ Int(digit)
            if mantissa != 0 { digits += 1 }
            if inFraction { fractionDigits += 1 }
        }
        guard digits <= 15, fractionDigits < powersOfTen.count else { return nil }
        let magnitude = Double(mantissa) / powersOfTen[fractionDigits]
        return negative ? -magnitude : magnitude
    }

    /// 10⁰ … 10²², each exactly representable.
    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19,
        1e20, 1e21, 1e22,
    ]
}
