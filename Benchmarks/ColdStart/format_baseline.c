// The same work as `weather format temperature --locale ko_KR 271.15` followed by
// `weather format date --locale ko_KR --skeleton MMMEdj --time-zone Asia/Seoul 1781244000`,
// written directly against ICU's C API: the floor a cold `weather format` is measured against.
//
// Built and run by Benchmarks/ColdStart/run.
// Usage: format_baseline temperature | date
#include <stdio.h>
#include <string.h>
#include <unicode/unumberformatter.h>
#include <unicode/udatpg.h>
#include <unicode/udat.h>
#include <unicode/ustring.h>

static int print_uchars(const UChar *text, int32_t length) {
    char utf8[512];
    UErrorCode status = U_ZERO_ERROR;
    u_strToUTF8(utf8, sizeof utf8, NULL, text, length, &status);
    if (U_FAILURE(status)) return 1;
    printf("%s\n", utf8);
    return 0;
}

static int temperature(void) {
    UErrorCode status = U_ZERO_ERROR;
    UChar skeleton[160];
    u_uastrcpy(skeleton, "measure-unit/temperature-celsius unit-width-short precision-integer rounding-mode-half-up sign-negative");
    UNumberFormatter *formatter = unumf_openForSkeletonAndLocale(skeleton, -1, "ko_KR", &status);
    UFormattedNumber *result = unumf_openResult(&status);
    unumf_formatDecimal(formatter, "-2", -1, result, &status);  // 271.15 K, converted exactly
    UChar text[64];
    int32_t length = unumf_resultToString(result, text, 64, &status);
    if (U_FAILURE(status)) return 1;
    int rc = print_uchars(text, length);
    unumf_closeResult(result);
    unumf_close(formatter);
    return rc;
}

static int date(void) {
    UErrorCode status = U_ZERO_ERROR;
    UDateTimePatternGenerator *generator = udatpg_open("ko_KR", &status);
    UChar skeleton[16], pattern[64], zone[32], text[128];
    u_uastrcpy(skeleton, "MMMEdj");
    u_uastrcpy(zone, "Asia/Seoul");
    int32_t patternLength = udatpg_getBestPattern(generator, skeleton, -1, pattern, 64, &status);
    UDateFormat *format = udat_open(UDAT_PATTERN, UDAT_PATTERN, "ko_KR", zone, -1, pattern, patternLength, &status);
    int32_t length = udat_format(format, 1781244000.0 * 1000, text, 128, NULL, &status);
    if (U_FAILURE(status)) return 1;
    int rc = print_uchars(text, length);
    udat_close(format);
    udatpg_close(generator);
    return rc;
}

int main(int argc, char **argv) {
    if (argc == 2 && strcmp(argv[1], "temperature") == 0) return temperature();
    if (argc == 2 && strcmp(argv[1], "date") == 0) return date();
    fprintf(stderr, "usage: format_baseline temperature | date\n");
    return 64;
}
