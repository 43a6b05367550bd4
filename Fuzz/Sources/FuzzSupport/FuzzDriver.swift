/// libFuzzer's driver entry in `libclang_rt.fuzzer_no_main`: parses libFuzzer's flags from
/// argv and calls `test` with each input. SwiftPM renames an executable's entry point,
/// so the fuzzer's own `main` cannot be used; each target's `main.swift` calls this instead.
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ test: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

public enum FuzzDriver {
    /// Runs libFuzzer with the process's arguments; returns its exit status.
    ///
    /// `test` must not capture anything (it is a C function pointer): keep state in statics.
    public static func run(_ test: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Int32 {
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        return LLVMFuzzerRunDriver(&argc, &argv, test)
    }

    /// The input as an array (libFuzzer passes nil with size 0 for the empty input).
    public static func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
        guard let data, size > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: data, count: size))
    }
}

/// Reads structured choices from the front of a fuzz input, then hands over the rest.
public struct FuzzInput {
    private var bytes: ArraySlice<UInt8>

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes[...]
    }

    /// One byte as a choice among `count` options (0 when the input is used up).
    public mutating func choice(_ count: Int) -> Int {
        guard let byte = bytes.popFirst(), count > 0 else { return 0 }
        return Int(byte) % count
    }

    /// Eight bytes as an `Int`, little-endian, any value including `Int.min`.
    public mutating func integer() -> Int {
        var value: UInt64 = 0
        for shift in stride(from: 0, to: 64, by: 8) {
            value |= UInt64(bytes.popFirst() ?? 0) << UInt64(shift)
        }
        return Int(truncatingIfNeeded: value)
    }

    /// Bytes up to the next `separator` (a line, by default), as UTF-8 text with repairs.
    public mutating func field(separator: UInt8 = 0x0A) -> String {
        let end = bytes.firstIndex(of: separator) ?? bytes.endIndex
        let text = String(decoding: bytes[bytes.startIndex..<end], as: UTF8.self)
        bytes = end < bytes.endIndex ? bytes[(end + 1)...] : bytes[end...]
        return text
    }

    /// Everything not yet read.
    public var rest: [UInt8] { Array(bytes) }
}

/// Stops the fuzzer with a message when an invariant fails: a crash libFuzzer records.
public func fuzzRequire(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError("invariant failed: \(message())") }
}
