// See include/cicu_number.h. No C++ exception crosses into Swift: ICU does not throw, and
// every allocation here is `new (std::nothrow)`.
#include "cicu_number.h"

#include <new>
#include <unicode/dcfmtsym.h>
#include <unicode/locid.h>
#include <unicode/numberformatter.h>
#include <unicode/unistr.h>

struct CICUNumberSymbols {
    icu::DecimalFormatSymbols symbols;
};

struct CICUNumberFormatter {
    icu::number::LocalizedNumberFormatter formatter;
};

extern "C" CICUNumberSymbols* cicu_numsym_open(const char* locale, UErrorCode* status) CICU_NOEXCEPT {
    if (U_FAILURE(*status)) return nullptr;
    // What a formatter builds for itself: the locale's default (or `@numbers=`) numbering system.
    icu::DecimalFormatSymbols symbols(icu::Locale(locale), *status);
    if (U_FAILURE(*status)) return nullptr;
    auto* opened = new (std::nothrow) CICUNumberSymbols{symbols};
    if (opened == nullptr) *status = U_MEMORY_ALLOCATION_ERROR;
    return opened;
}

extern "C" void cicu_numsym_close(CICUNumberSymbols* symbols) CICU_NOEXCEPT { delete symbols; }

extern "C" CICUNumberFormatter* cicu_numfmt_open(
    const UChar* skeleton, int32_t skeletonLength, const char* locale, const CICUNumberSymbols* symbols, UErrorCode* status) CICU_NOEXCEPT {
    if (U_FAILURE(*status)) return nullptr;
    UParseError parseError;
    // ICU builds a formatter's data (unit names, patterns) on its third call and, until then,
    // builds it anew for each call. Ours are opened once, kept, and usually called more than
    // once (the unit formatters' probes alone call them up to three times): threshold 1
    // builds the data on the first call, once. The text is the same on either path.
    icu::number::LocalizedNumberFormatter formatter = icu::number::NumberFormatter::forSkeleton(
        icu::UnicodeString(skeletonLength == -1, skeleton, skeletonLength), parseError, *status)
        .symbols(symbols->symbols)
        .threshold(1)
        .locale(locale);
    if (U_FAILURE(*status)) return nullptr;
    auto* opened = new (std::nothrow) CICUNumberFormatter{std::move(formatter)};
    if (opened == nullptr) *status = U_MEMORY_ALLOCATION_ERROR;
    return opened;
}

extern "C" void cicu_numfmt_close(CICUNumberFormatter* formatter) CICU_NOEXCEPT { delete formatter; }

static int32_t extract(const icu::number::FormattedNumber& formatted, UChar* result, int32_t capacity, UErrorCode* status) {
    if (U_FAILURE(*status)) return 0;
    return formatted.toTempString(*status).extract(result, capacity, *status);
}

extern "C" int32_t cicu_numfmt_formatDouble(
    const CICUNumberFormatter* formatter, double value, UChar* result, int32_t capacity, UErrorCode* status) CICU_NOEXCEPT {
    if (U_FAILURE(*status)) return 0;
    return extract(formatter->formatter.formatDouble(value, *status), result, capacity, status);
}

extern "C" int32_t cicu_numfmt_formatInt(
    const CICUNumberFormatter* formatter, int64_t value, UChar* result, int32_t capacity, UErrorCode* status) CICU_NOEXCEPT {
    if (U_FAILURE(*status)) return 0;
    return extract(formatter->formatter.formatInt(value, *status), result, capacity, status);
}

extern "C" int32_t cicu_numfmt_formatDecimal(
    const CICUNumberFormatter* formatter, const char* digits, int32_t length, UChar* result, int32_t capacity, UErrorCode* status) CICU_NOEXCEPT {
    if (U_FAILURE(*status)) return 0;
    return extract(formatter->formatter.formatDecimal(icu::StringPiece(digits, length), *status), result, capacity, status);
}
