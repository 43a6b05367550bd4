/// An ICU object's handle, owned by one ``Locked`` and used only while its lock is held.
///
/// Sendable notes: ICU's objects are not thread-safe and their handles are plain pointers,
/// which Swift rightly does not let cross threads; the lock that owns the handle is what
/// makes sharing it safe, so the claim is made here, once, for that use and no other.
/// (`Locked` itself asks for a `Sendable` value, as NIO's `NIOLockedValueBox` does.)
struct ICUHandle<Pointer>: @unchecked Sendable {
    let pointer: Pointer

    init(_ pointer: Pointer) {
        self.pointer = pointer
    }
}
