internal import CICU

/// The character properties from ICU that decide how many terminal columns a scalar takes.
///
/// Sendable notes: `u_getIntPropertyValue`, `u_hasBinaryProperty` and `u_charType` read
/// ICU's immutable property tries and are safe from any thread.
struct UnicodeScalarWidthProperties {
    /// UAX #11 East Asian Width is Wide (`W`) or Fullwidth (`F`): Hangul, kana, CJK ideographs.
    var isEastAsianWide: Bool
    /// The scalar is an emoji shown as a picture by default (`Emoji_Presentation`).
    var hasEmojiPresentation: Bool
    /// The scalar draws nothing of its own: a combining (Mn, Me) or format (Cf) character,
    /// a control (Cc), or a default-ignorable code point (variation selectors, fillers).
    var isZeroWidth: Bool

    init(_ scalar: Unicode.Scalar) {
        let c = UChar32(bitPattern: scalar.value)
        let width = cicu_u_getIntPropertyValue(c, UCHAR_EAST_ASIAN_WIDTH)
        isEastAsianWide = width == Int32(U_EA_WIDE.rawValue) || width == Int32(U_EA_FULLWIDTH.rawValue)
        hasEmojiPresentation = cicu_u_hasBinaryProperty(c, UCHAR_EMOJI_PRESENTATION) != 0

        switch UInt32(cicu_u_charType(c)) {
        case U_NON_SPACING_MARK.rawValue, U_ENCLOSING_MARK.rawValue, U_FORMAT_CHAR.rawValue, U_CONTROL_CHAR.rawValue:
            isZeroWidth = true
        default:
            isZeroWidth = cicu_u_hasBinaryProperty(c, UCHAR_DEFAULT_IGNORABLE_CODE_POINT) != 0
        }
    }

    /// UAX #11 East Asian Width is Ambiguous (`A`): `°`, `–`, `…`, box drawing, block elements.
    static func isEastAsianAmbiguous(_ scalar: Unicode.Scalar) -> Bool {
        cicu_u_getIntPropertyValue(UChar32(bitPattern: scalar.value), UCHAR_EAST_ASIAN_WIDTH) == Int32(U_EA_AMBIGUOUS.rawValue)
    }
}
