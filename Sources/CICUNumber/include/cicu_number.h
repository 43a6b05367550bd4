// Number formatters that share their locale's decimal symbols (C++ ICU, reached from Swift
// through this C interface).
//
// ICU's C API (`unumf_openForSkeletonAndLocale`) builds a formatter's decimal symbols
// (`DecimalFormatSymbols`: digits, signs, the currency data behind them) from the locale's
// resource bundles each time it builds the formatter's pipeline, which it does on each of
// its first calls. A weather render opens about twenty formatters per locale, so these
// symbols were built about thirty times per locale. Here a locale's symbols are built
// once (`cicu_numsym_open`) and each formatter opened with them (`cicu_numfmt_open`, the
// stable C++ setter `UnlocalizedNumberFormatter::symbols`) copies them instead: the same
// symbols ICU would build for the locale, so the same text.
#ifndef CICU_NUMBER_H
#define CICU_NUMBER_H

#include <unicode/utypes.h>

#ifdef __cplusplus
#define CICU_NOEXCEPT noexcept
extern "C" {
#else
#define CICU_NOEXCEPT
#endif

/// A locale's decimal symbols, built once and read (never changed) by every formatter opened with them.
typedef struct CICUNumberSymbols CICUNumberSymbols;
/// A number formatter from a skeleton, a locale and that locale's shared symbols.
typedef struct CICUNumberFormatter CICUNumberFormatter;

CICUNumberSymbols* cicu_numsym_open(const char* locale, UErrorCode* status) CICU_NOEXCEPT;
void cicu_numsym_close(CICUNumberSymbols* symbols) CICU_NOEXCEPT;

/// Opens a formatter as `unumf_openForSkeletonAndLocaleWithError` would, with `symbols`
/// (which must be the same locale's) instead of symbols of its own.
CICUNumberFormatter* cicu_numfmt_open(
    const UChar* skeleton, int32_t skeletonLength, const char* locale, const CICUNumberSymbols* symbols, UErrorCode* status) CICU_NOEXCEPT;
void cicu_numfmt_close(CICUNumberFormatter* formatter) CICU_NOEXCEPT;

/// Formats into `result` (preflighting, as `unumf_resultToString`: returns the length,
/// U_BUFFER_OVERFLOW_ERROR when `capacity` is too small). Thread-safe on one formatter.
/// The stable C++ API allocates each call's result and frees it after: unlike the C API's
/// reusable `UFormattedNumber`, an allocation per value ICU formats. Shared symbols were
/// chosen over that reuse (they save far more), and formatters keep their recent results.
int32_t cicu_numfmt_formatDouble(const CICUNumberFormatter* formatter, double value, UChar* result, int32_t capacity, UErrorCode* status) CICU_NOEXCEPT;
int32_t cicu_numfmt_formatInt(const CICUNumberFormatter* formatter, int64_t value, UChar* result, int32_t capacity, UErrorCode* status) CICU_NOEXCEPT;
/// `digits`: a decimal number as ICU's `formatDecimal` reads it (`-2.75`).
int32_t cicu_numfmt_formatDecimal(
    const CICUNumberFormatter* formatter, const char* digits, int32_t length, UChar* result, int32_t capacity, UErrorCode* status) CICU_NOEXCEPT;

#ifdef __cplusplus
}
#endif

#endif
