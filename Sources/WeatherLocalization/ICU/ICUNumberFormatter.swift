internal import CICU
internal import CICUNumber
import WeatherCore

/// What a formatted number is remembered by: the caller's input, bit for bit, and what
/// kind of input it was (a temperature in kelvin and the plain number 300 format differently).
enum NumberInput: RecentInput {
    case temperature(bits: UInt64, unit: TemperatureUnit)
    /// A temperature by its value rounded to the formatter's grid (``RoundingGrid``): every
    /// input that rounds to the same value has the same text.
    case rounded(steps: Int64)
    case exact(ExactDecimal)
    case double(bits: UInt64)
    case int(Int)

    var mixedBits: UInt64 {
        switch self {
        case .temperature(let bits, .kelvin): bits
        case .temperature(let bits, .celsius): bits ^ 0x1
        case .temperature(let bits, .fahrenheit): bits ^ 0x2
        case .rounded(let steps): UInt64(bitPattern: steps) ^ 0x3
        case .exact(let decimal): UInt64(bitPattern: decimal.numerator) &* 31 &+ UInt64(bitPattern: decimal.denominator)
        case .double(let bits): bits
        case .int(let value): UInt64(bitPattern: Int64(value))
        }
    }
}

/// The number an input stands for, as ICU is given it; computed only when not remembered.
enum NumberValue {
    /// Written out in decimal and formatted exactly as written.
    case exact(ExactDecimal)
    case double(Double)
    case int(Int)
}

/// One ICU number formatter, opened from a skeleton and a locale with the locale's shared
/// decimal symbols (``ICUNumberSymbols``), and its recent results.
///
/// Sendable notes: the formatter is immutable after creation and formatting is
/// thread-safe on it, but the recent results are written by every call, so a call holds
/// the lock for the format and the copy out.
final class ICUNumberFormatter: Sendable {
    /// Sendable notes: ICU handles, reached only while ``state``'s lock is held (see ``ICUHandle``).
    private struct State: @unchecked Sendable {
        let formatter: OpaquePointer
        var recent: RecentResults<NumberInput>
    }

    private let state: Locked<State>

    /// Opens a formatter; fails with ICU's error for a skeleton it cannot read. At most
    /// `recentCapacity` results are kept.
    init(skeleton: String, localeID: String, recentCapacity: Int = 64) throws(ICUError) {
        let symbols = try ICUNumberSymbols.shared(localeID: localeID)
        let opened = try withICUStatus("cicu_numfmt_open") { status in
            skeleton.withUTF16Buffer { cicu_numfmt_open($0, $1, localeID, symbols.symbols, &status) }
        }
        guard let opened else { throw ICUError(code: U_ILLEGAL_ARGUMENT_ERROR.rawValue, operation: "cicu_numfmt_open") }
        state = Locked(State(formatter: opened, recent: RecentResults(capacity: recentCapacity)))
    }

    /// Every number formatter of the process, keyed by locale id and skeleton, so the
    /// temperature, quantity, percent and in-translation formatters share one cache.
    private static let cache = Locked(LeastRecentlyUsed<Key, ICUNumberFormatter>(maximumCost: 64))

    /// What a number formatter is opened from.
    private struct Key: Hashable, Sendable {
        var localeID: String
        var skeleton: String
    }

    /// The shared formatter for a skeleton in a locale, opened on first use (keeping at most
    /// `recentCapacity` results: the skeleton's first user decides).
    static func shared(skeleton: String, locale: WeatherLocale, recentCapacity: Int = 64) throws(LocalizationError) -> ICUNumberFormatter {
        do {
            return try cache.value(for: Key(localeID: locale.identifier, skeleton: skeleton)) { () throws(ICUError) in
                try ICUNumberFormatter(skeleton: skeleton, localeID: locale.identifier, recentCapacity: recentCapacity)
            }
        } catch {
            throw error.localizationError
        }
    }

    deinit {
        state.withLock { state in cicu_numfmt_close(state.formatter) }
    }

    /// Formats `input`, whose value is computed (by `value`) only when it was not formatted recently.
    func format(_ input: NumberInput, value: () -> NumberValue) -> String {
        state.withLock { state in
            let (slot, remembered) = state.recent.lookUp(input)
            if let remembered { return remembered }
            let formatter = state.formatter
            let number = value()
            // ICU fails here only when memory is exhausted; "" then stands for "could not
            // format", is logged as an error, and is not remembered.
            let text: String
            do throws(ICUError) {
                text = try icuString("cicu_numfmt_format") { buffer, capacity, status in
                    switch number {
                    case .exact(let decimal):
                        decimal.withDecimalDigits { digits in
                            digits.withMemoryRebound(to: CChar.self) { chars in
                                cicu_numfmt_formatDecimal(formatter, chars.baseAddress, Int32(chars.count), buffer, capacity, &status)
                            }
                        }
                    case .double(let number):
                        cicu_numfmt_formatDouble(formatter, number, buffer, capacity, &status)
                    case .int(let number):
                        cicu_numfmt_formatInt(formatter, Int64(number), buffer, capacity, &status)
                    }
                }
            } catch {
                return formattingFailed(error.operation, UErrorCode(rawValue: error.code))
            }
            state.recent.remember(text, for: input, in: slot)
            return text
        }
    }

    /// Formats a decimal exactly (27.5 is 27.5, not the nearest `Double`).
    func format(_ value: ExactDecimal) -> String {
        format(.exact(value)) { .exact(value) }
    }

    func format(_ value: Double) -> String {
        format(.double(bits: value.bitPattern)) { .double(value) }
    }

    func format(_ value: Int) -> String {
        format(.int(value)) { .int(value) }
    }
}
