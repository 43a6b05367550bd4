// format_baseline.c line for line in Swift: the same ICU calls through the package's CICU
// wrappers, with no Foundation, no argument parsing and no caches. What it costs over the C
// program is the Swift runtime's own start-up, the floor for any Swift executable here.
//
// Built and run by Benchmarks/ColdStart/run. Usage: swift_floor temperature | date
import CICU
import Glibc

func printUChars(_ text: UnsafePointer<UChar>, _ length: Int32) -> Int32 {
    var utf8 = [CChar](repeating: 0, count: 512)
    var status = U_ZERO_ERROR
    cicu_u_strToUTF8(&utf8, 512, nil, text, length, &status)
    guard status.rawValue <= 0 else { return 1 }
    puts(utf8)
    return 0
}

func temperature() -> Int32 {
    var status = U_ZERO_ERROR
    let skeleton = Array("measure-unit/temperature-celsius unit-width-short precision-integer rounding-mode-half-up sign-negative".utf16)
    let formatter = cicu_unumf_openForSkeletonAndLocaleWithError(skeleton, Int32(skeleton.count), "ko_KR", nil, &status)
    let result = cicu_unumf_openResult(&status)
    cicu_unumf_formatDecimal(formatter, "-2", -1, result, &status)  // 271.15 K, converted exactly
    var text = [UChar](repeating: 0, count: 64)
    let length = cicu_unumf_resultToString(result, &text, 64, &status)
    guard status.rawValue <= 0 else { return 1 }
    let rc = printUChars(text, length)
    cicu_unumf_closeResult(result)
    cicu_unumf_close(formatter)
    return rc
}

func date() -> Int32 {
    var status = U_ZERO_ERROR
    let generator = cicu_udatpg_open("ko_KR", &status)
    let skeleton = Array("MMMEdj".utf16), zone = Array("Asia/Seoul".utf16)
    var pattern = [UChar](repeating: 0, count: 64), text = [UChar](repeating: 0, count: 128)
    let patternLength = cicu_udatpg_getBestPatternWithOptions(
        generator, skeleton, Int32(skeleton.count), UDATPG_MATCH_NO_OPTIONS, &pattern, 64, &status)
    let format = cicu_udat_open(UDAT_PATTERN, UDAT_PATTERN, "ko_KR", zone, Int32(zone.count), pattern, patternLength, &status)
    let length = cicu_udat_format(format, 1781244000.0 * 1000, &text, 128, nil, &status)
    guard status.rawValue <= 0 else { return 1 }
    let rc = printUChars(text, length)
    cicu_udat_close(format)
    cicu_udatpg_close(generator)
    return rc
}

switch CommandLine.arguments.dropFirst().first {
case "temperature": exit(temperature())
case "date": exit(date())
default:
    fputs("usage: swift_floor temperature | date\n", stderr)
    exit(64)
}
