// The in-process floor: one temperature plus one date per iteration, every value new,
// with ICU's C API alone and formatters opened once -- what the "every value new"
// benchmark of FormattingBenchmarks does through the library, written the cheapest way.
// Results stay in UTF-16 (no conversion to UTF-8, which the library's Strings need).
//
// cc -O2 Benchmarks/InProcess/format_loop.c $(pkg-config --cflags --libs icu-i18n) -o /tmp/format_loop
// /tmp/format_loop [iterations]   -> best of 20 rounds, ns per pair
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unicode/unumberformatter.h>
#include <unicode/udatpg.h>
#include <unicode/udat.h>
#include <unicode/ustring.h>

static double now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e9 + t.tv_nsec;
}

int main(int argc, char **argv) {
    long iterations = argc > 1 ? atol(argv[1]) : 100000;
    UErrorCode status = U_ZERO_ERROR;
    UChar skeleton[160], dateSkeleton[16], pattern[64], zone[32], text[128];
    u_uastrcpy(skeleton, "measure-unit/temperature-celsius unit-width-short precision-integer rounding-mode-half-up sign-negative");
    UNumberFormatter *number = unumf_openForSkeletonAndLocale(skeleton, -1, "ko_KR", &status);
    UFormattedNumber *result = unumf_openResult(&status);
    UDateTimePatternGenerator *generator = udatpg_open("ko_KR", &status);
    u_uastrcpy(dateSkeleton, "MMMEdj");
    u_uastrcpy(zone, "Asia/Seoul");
    int32_t patternLength = udatpg_getBestPattern(generator, dateSkeleton, -1, pattern, 64, &status);
    UDateFormat *date = udat_open(UDAT_PATTERN, UDAT_PATTERN, "ko_KR", zone, -1, pattern, patternLength, &status);
    if (U_FAILURE(status)) { fprintf(stderr, "ICU: %s\n", u_errorName(status)); return 1; }

    // 240 K + i/100, converted to Celsius exactly as the library does (-33.15 ...), written
    // out before timing so the loop holds only ICU calls.
    static char decimals[8000][16];
    for (long i = 0; i < 8000; i++) {
        long hundredths = 24000 + i - 27315;
        snprintf(decimals[i], sizeof decimals[i], "%s%ld.%02ld", hundredths < 0 ? "-" : "", labs(hundredths) / 100, labs(hundredths) % 100);
    }

    double best = 1e18;
    long checksum = 0;
    for (int round = 0; round < 20; round++) {
        double start = now_ns();
        for (long i = 0; i < iterations; i++) {
            unumf_formatDecimal(number, decimals[i % 8000], -1, result, &status);
            checksum += unumf_resultToString(result, text, 128, &status);
            checksum += udat_format(date, (1781244000.0 + i) * 1000, text, 128, NULL, &status);
        }
        double elapsed = (now_ns() - start) / iterations;
        if (elapsed < best) best = elapsed;
    }
    if (U_FAILURE(status)) { fprintf(stderr, "ICU: %s\n", u_errorName(status)); return 1; }
    printf("%.0f ns per temperature + date (best of 20 rounds of %ld; checksum %ld)\n", best, iterations, checksum);
    return 0;
}
