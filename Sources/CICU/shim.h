// Version-independent entry points into the system ICU (Debian's libicu-dev).
//
// ICU renames every C function with a version suffix (`udat_open` is really
// `udat_open_72`) through macros that Swift cannot import. Each `cicu_` wrapper
// below is a `static inline` call of the renamed function, so Swift code names
// one stable symbol whatever ICU version the machine has.
#ifndef CICU_SHIM_H
#define CICU_SHIM_H

#include <unicode/utypes.h>
#include <unicode/uversion.h>
#include <unicode/uloc.h>
#include <unicode/ures.h>
#include <unicode/unumberformatter.h>
#include <unicode/udatpg.h>
#include <unicode/udat.h>
#include <unicode/ucal.h>
#include <unicode/ureldatefmt.h>
#include <unicode/upluralrules.h>
#include <unicode/uscript.h>
#include <unicode/unumsys.h>
#include <unicode/uenum.h>
#include <unicode/uchar.h>
#include <unicode/uregion.h>
#include <unicode/ustring.h>
#include <unicode/uldnames.h>
#include <unicode/utrans.h>

static inline int32_t cicu_uloc_forLanguageTag(const char* langtag, char* localeID, int32_t localeIDCapacity, int32_t* parsedLength, UErrorCode* err) { return uloc_forLanguageTag(langtag, localeID, localeIDCapacity, parsedLength, err); }
static inline int32_t cicu_uloc_toLanguageTag(const char* localeID, char* langtag, int32_t langtagCapacity, UBool strict, UErrorCode* err) { return uloc_toLanguageTag(localeID, langtag, langtagCapacity, strict, err); }
static inline int32_t cicu_uloc_canonicalize(const char* localeID, char* name, int32_t nameCapacity, UErrorCode* err) { return uloc_canonicalize(localeID, name, nameCapacity, err); }
static inline int32_t cicu_uloc_getBaseName(const char* localeID, char* name, int32_t nameCapacity, UErrorCode* err) { return uloc_getBaseName(localeID, name, nameCapacity, err); }
static inline int32_t cicu_uloc_getLanguage(const char* localeID, char* language, int32_t languageCapacity, UErrorCode* err) { return uloc_getLanguage(localeID, language, languageCapacity, err); }
static inline int32_t cicu_uloc_getScript(const char* localeID, char* script, int32_t scriptCapacity, UErrorCode* err) { return uloc_getScript(localeID, script, scriptCapacity, err); }
static inline int32_t cicu_uloc_getCountry(const char* localeID, char* country, int32_t countryCapacity, UErrorCode* err) { return uloc_getCountry(localeID, country, countryCapacity, err); }
static inline int32_t cicu_uloc_addLikelySubtags(const char* localeID, char* maximizedLocaleID, int32_t maximizedLocaleIDCapacity, UErrorCode* err) { return uloc_addLikelySubtags(localeID, maximizedLocaleID, maximizedLocaleIDCapacity, err); }
static inline int32_t cicu_uloc_getKeywordValue(const char* localeID, const char* keywordName, char* buffer, int32_t bufferCapacity, UErrorCode* status) { return uloc_getKeywordValue(localeID, keywordName, buffer, bufferCapacity, status); }
static inline int32_t cicu_uloc_countAvailable(void) { return uloc_countAvailable(); }
static inline const char* cicu_uloc_getAvailable(int32_t n) { return uloc_getAvailable(n); }
static inline int32_t cicu_uloc_getParent(const char* localeID, char* parent, int32_t parentCapacity, UErrorCode* err) { return uloc_getParent(localeID, parent, parentCapacity, err); }
static inline const char* cicu_ures_getLocaleByType(const UResourceBundle* resourceBundle, ULocDataLocaleType type, UErrorCode* status) { return ures_getLocaleByType(resourceBundle, type, status); }
static inline int32_t cicu_uloc_getName(const char* localeID, char* name, int32_t nameCapacity, UErrorCode* err) { return uloc_getName(localeID, name, nameCapacity, err); }
static inline const char* cicu_uloc_toLegacyKey(const char* keyword) { return uloc_toLegacyKey(keyword); }
static inline const char* cicu_uloc_toLegacyType(const char* keyword, const char* value) { return uloc_toLegacyType(keyword, value); }
static inline UResourceBundle* cicu_ures_openDirect(const char* packageName, const char* locale, UErrorCode* status) { return ures_openDirect(packageName, locale, status); }
static inline UResourceBundle* cicu_ures_getByKey(const UResourceBundle *resourceBundle, const char* key, UResourceBundle *fillIn, UErrorCode *status) { return ures_getByKey(resourceBundle, key, fillIn, status); }
static inline UResourceBundle* cicu_ures_getByIndex(const UResourceBundle *resourceBundle, int32_t indexR, UResourceBundle *fillIn, UErrorCode *status) { return ures_getByIndex(resourceBundle, indexR, fillIn, status); }
static inline int32_t cicu_ures_getSize(const UResourceBundle *resourceBundle) { return ures_getSize(resourceBundle); }
static inline const char * cicu_ures_getKey(const UResourceBundle *resourceBundle) { return ures_getKey(resourceBundle); }
static inline const UChar* cicu_ures_getStringByKey(const UResourceBundle *resB, const char* key, int32_t* len, UErrorCode *status) { return ures_getStringByKey(resB, key, len, status); }
static inline const UChar* cicu_ures_getString(const UResourceBundle* resourceBundle, int32_t* len, UErrorCode* status) { return ures_getString(resourceBundle, len, status); }
static inline void cicu_ures_close(UResourceBundle* resourceBundle) { ures_close(resourceBundle); }
static inline UNumberFormatter* cicu_unumf_openForSkeletonAndLocaleWithError(const UChar* skeleton, int32_t skeletonLen, const char* locale, UParseError* perror, UErrorCode* ec) { return unumf_openForSkeletonAndLocaleWithError(skeleton, skeletonLen, locale, perror, ec); }
static inline UFormattedNumber* cicu_unumf_openResult(UErrorCode* ec) { return unumf_openResult(ec); }
static inline void cicu_unumf_formatDecimal(const UNumberFormatter* uformatter, const char* value, int32_t valueLen, UFormattedNumber* uresult, UErrorCode* ec) { unumf_formatDecimal(uformatter, value, valueLen, uresult, ec); }
static inline int32_t cicu_unumf_resultToString(const UFormattedNumber* uresult, UChar* buffer, int32_t bufferCapacity, UErrorCode* ec) { return unumf_resultToString(uresult, buffer, bufferCapacity, ec); }
static inline void cicu_unumf_close(UNumberFormatter* uformatter) { unumf_close(uformatter); }
static inline void cicu_unumf_closeResult(UFormattedNumber* uresult) { unumf_closeResult(uresult); }
static inline UDateTimePatternGenerator * cicu_udatpg_open(const char *locale, UErrorCode *pErrorCode) { return udatpg_open(locale, pErrorCode); }
static inline int32_t cicu_udatpg_getBestPatternWithOptions(UDateTimePatternGenerator *dtpg, const UChar *skeleton, int32_t length, UDateTimePatternMatchOptions options, UChar *bestPattern, int32_t capacity, UErrorCode *pErrorCode) { return udatpg_getBestPatternWithOptions(dtpg, skeleton, length, options, bestPattern, capacity, pErrorCode); }
static inline void cicu_udatpg_close(UDateTimePatternGenerator *dtpg) { udatpg_close(dtpg); }
static inline UDateFormat* cicu_udat_open(UDateFormatStyle timeStyle, UDateFormatStyle dateStyle, const char *locale, const UChar *tzID, int32_t tzIDLength, const UChar *pattern, int32_t patternLength, UErrorCode *status) { return udat_open(timeStyle, dateStyle, locale, tzID, tzIDLength, pattern, patternLength, status); }
static inline int32_t cicu_udat_format(const UDateFormat* format, UDate dateToFormat, UChar* result, int32_t resultLength, UFieldPosition* position, UErrorCode* status) { return udat_format(format, dateToFormat, result, resultLength, position, status); }
static inline void cicu_udat_close(UDateFormat* format) { udat_close(format); }
static inline int32_t cicu_udat_toPattern(const UDateFormat *fmt, UBool localized, UChar *result, int32_t resultLength, UErrorCode *status) { return udat_toPattern(fmt, localized, result, resultLength, status); }
static inline void cicu_udat_setContext(UDateFormat* fmt, UDisplayContext value, UErrorCode* status) { udat_setContext(fmt, value, status); }
static inline int32_t cicu_ucal_getCanonicalTimeZoneID(const UChar* id, int32_t len, UChar* result, int32_t resultCapacity, UBool *isSystemID, UErrorCode* status) { return ucal_getCanonicalTimeZoneID(id, len, result, resultCapacity, isSystemID, status); }
static inline UCalendar* cicu_ucal_open(const UChar* zoneID, int32_t len, const char* locale, UCalendarType type, UErrorCode* status) { return ucal_open(zoneID, len, locale, type, status); }
static inline void cicu_ucal_setMillis(UCalendar* cal, UDate dateTime, UErrorCode* status) { ucal_setMillis(cal, dateTime, status); }
static inline int32_t cicu_ucal_get(const UCalendar* cal, UCalendarDateFields field, UErrorCode* status) { return ucal_get(cal, field, status); }
static inline void cicu_ucal_close(UCalendar *cal) { ucal_close(cal); }
static inline URelativeDateTimeFormatter* cicu_ureldatefmt_open(const char* locale, UNumberFormat* nfToAdopt, UDateRelativeDateTimeFormatterStyle width, UDisplayContext capitalizationContext, UErrorCode* status) { return ureldatefmt_open(locale, nfToAdopt, width, capitalizationContext, status); }
static inline int32_t cicu_ureldatefmt_format(const URelativeDateTimeFormatter* reldatefmt, double offset, URelativeDateTimeUnit unit, UChar* result, int32_t resultCapacity, UErrorCode* status) { return ureldatefmt_format(reldatefmt, offset, unit, result, resultCapacity, status); }
static inline int32_t cicu_ureldatefmt_formatNumeric(const URelativeDateTimeFormatter* reldatefmt, double offset, URelativeDateTimeUnit unit, UChar* result, int32_t resultCapacity, UErrorCode* status) { return ureldatefmt_formatNumeric(reldatefmt, offset, unit, result, resultCapacity, status); }
static inline ULocaleDisplayNames* cicu_uldn_openForContext(const char* locale, UDisplayContext* contexts, int32_t length, UErrorCode* pErrorCode) { return uldn_openForContext(locale, contexts, length, pErrorCode); }
static inline int32_t cicu_uldn_regionDisplayName(const ULocaleDisplayNames* ldn, const char* region, UChar* result, int32_t maxResultSize, UErrorCode* pErrorCode) { return uldn_regionDisplayName(ldn, region, result, maxResultSize, pErrorCode); }
static inline void cicu_uldn_close(ULocaleDisplayNames* ldn) { uldn_close(ldn); }
static inline UTransliterator* cicu_utrans_openU(const UChar* id, int32_t idLength, UTransDirection dir, const UChar* rules, int32_t rulesLength, UParseError* parseError, UErrorCode* pErrorCode) { return utrans_openU(id, idLength, dir, rules, rulesLength, parseError, pErrorCode); }
static inline void cicu_utrans_transUChars(const UTransliterator* trans, UChar* text, int32_t* textLength, int32_t textCapacity, int32_t start, int32_t* limit, UErrorCode* status) { utrans_transUChars(trans, text, textLength, textCapacity, start, limit, status); }
static inline void cicu_utrans_close(UTransliterator* trans) { utrans_close(trans); }
static inline void cicu_ureldatefmt_close(URelativeDateTimeFormatter *reldatefmt) { ureldatefmt_close(reldatefmt); }
static inline UPluralRules* cicu_uplrules_open(const char *locale, UErrorCode *status) { return uplrules_open(locale, status); }
static inline int32_t cicu_uplrules_select(const UPluralRules *uplrules, double number, UChar *keyword, int32_t capacity, UErrorCode *status) { return uplrules_select(uplrules, number, keyword, capacity, status); }
static inline void cicu_uplrules_close(UPluralRules *uplrules) { uplrules_close(uplrules); }
static inline UEnumeration* cicu_uplrules_getKeywords(const UPluralRules *uplrules, UErrorCode *status) { return uplrules_getKeywords(uplrules, status); }
static inline const char* cicu_uenum_next(UEnumeration* en, int32_t* resultLength, UErrorCode* status) { return uenum_next(en, resultLength, status); }
static inline void cicu_uenum_close(UEnumeration* en) { uenum_close(en); }
static inline int32_t cicu_u_getIntPropertyValue(UChar32 c, UProperty which) { return u_getIntPropertyValue(c, which); }
static inline UBool cicu_u_hasBinaryProperty(UChar32 c, UProperty which) { return u_hasBinaryProperty(c, which); }
static inline int8_t cicu_u_charType(UChar32 c) { return u_charType(c); }
static inline const char * cicu_u_errorName(UErrorCode code) { return u_errorName(code); }
static inline void cicu_u_getVersion(UVersionInfo versionArray) { u_getVersion(versionArray); }
static inline const URegion* cicu_uregion_getRegionFromCode(const char *regionCode, UErrorCode *status) { return uregion_getRegionFromCode(regionCode, status); }
static inline URegionType cicu_uregion_getType(const URegion* uregion) { return uregion_getType(uregion); }
static inline UBool cicu_uloc_isRightToLeft(const char *locale) { return uloc_isRightToLeft(locale); }
static inline const char* cicu_uloc_getISO3Country(const char* localeID) { return uloc_getISO3Country(localeID); }
static inline UResourceBundle* cicu_ures_open(const char* packageName, const char* locale, UErrorCode* status) { return ures_open(packageName, locale, status); }
static inline char* cicu_u_strToUTF8(char *dest, int32_t destCapacity, int32_t *pDestLength, const UChar *src, int32_t srcLength, UErrorCode *pErrorCode) { return u_strToUTF8(dest, destCapacity, pDestLength, src, srcLength, pErrorCode); }


// Numbering systems: whether a `-u-nu-` value names one ICU has.
static inline UNumberingSystem* cicu_unumsys_openByName(const char* name, UErrorCode* status) { return unumsys_openByName(name, status); }
static inline void cicu_unumsys_close(UNumberingSystem* system) { unumsys_close(system); }

// Date field positions and the calendar type: what the date formatter's field memo learns from.
#include <unicode/ufieldpositer.h>
static inline UFieldPositionIterator* cicu_ufieldpositer_open(UErrorCode* status) { return ufieldpositer_open(status); }
static inline int32_t cicu_ufieldpositer_next(UFieldPositionIterator* fpositer, int32_t* beginIndex, int32_t* endIndex) { return ufieldpositer_next(fpositer, beginIndex, endIndex); }
static inline void cicu_ufieldpositer_close(UFieldPositionIterator* fpositer) { ufieldpositer_close(fpositer); }
static inline int32_t cicu_udat_formatForFields(const UDateFormat* format, UDate dateToFormat, UChar* result, int32_t resultLength, UFieldPositionIterator* fpositer, UErrorCode* status) { return udat_formatForFields(format, dateToFormat, result, resultLength, fpositer, status); }
static inline const UCalendar* cicu_udat_getCalendar(const UDateFormat* fmt) { return udat_getCalendar(fmt); }
static inline const char* cicu_ucal_getType(const UCalendar* cal, UErrorCode* status) { return ucal_getType(cal, status); }

// The ISO 15924 code of a code point's script (`Latn`, `Cyrl`, `Zyyy` for common ones).
static inline const char* cicu_script_code(int32_t codepoint) {
    UErrorCode err = U_ZERO_ERROR;
    UScriptCode code = uscript_getScript(codepoint, &err);
    if (U_FAILURE(err)) return "";
    const char* name = uscript_getShortName(code);
    return name ? name : "";
}

#endif
