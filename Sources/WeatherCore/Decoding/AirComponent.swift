/// A member of an Air Pollution answer's `components`: a pollutant a scale rates, or
/// nitrogen monoxide (`no`), which none does.
enum AirComponent: Equatable {
    case pollutant(Pollutant)
    case nitrogenMonoxide

    /// Every key with its component; the pollutants' keys are ``Pollutant/componentKey``.
    private static let keys: [(name: String, packed: UInt64, component: AirComponent)] =
        Pollutant.allCases.map { entry($0.componentKey, .pollutant($0)) } + [entry("no", .nitrogenMonoxide)]

    private static func entry(_ key: StaticString, _ component: AirComponent) -> (name: String, packed: UInt64, component: AirComponent) {
        let bytes = UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount)
        return (String(decoding: bytes, as: UTF8.self), JSONTree.packed(bytes), component)
    }

    /// The component of a key given as ``JSONTree/Reader/packedKey(_:)``; `nil` for others.
    init?(packedKey: UInt64) {
        guard let entry = Self.keys.first(where: { $0.packed == packedKey }) else { return nil }
        self = entry.component
    }

    /// The component of a key given as text (escaped or not ASCII: compared as `String`s are).
    init?(name: String) {
        guard let entry = Self.keys.first(where: { $0.name == name }) else { return nil }
        self = entry.component
    }
}
