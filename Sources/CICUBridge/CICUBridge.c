#include "CICUBridge.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/ucpmap.h>
#include <unicode/uset.h>
#include <unicode/unorm2.h>
#include <unicode/uscript.h>
#include <unicode/uversion.h>

struct es_breaker {
    UBreakIterator *iterator;
};

static es_breaker *wrap(UBreakIterator *iterator) {
    if (iterator == NULL) return NULL;
    es_breaker *breaker = malloc(sizeof *breaker);
    if (breaker == NULL) {
        ubrk_close(iterator);
        return NULL;
    }
    breaker->iterator = iterator;
    return breaker;
}

es_breaker *es_breaker_open_character(es_open_result *result) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *iterator = ubrk_open(UBRK_CHARACTER, "", NULL, 0, &status);
    if (result) { result->status = status; result->line = 0; result->offset = 0; }
    if (U_FAILURE(status)) return NULL;
    return wrap(iterator);
}

es_breaker *es_breaker_open_rules(const uint16_t *rules, int32_t rules_length, es_open_result *result) {
    UErrorCode status = U_ZERO_ERROR;
    UParseError parse_error = {0};
    UBreakIterator *iterator = ubrk_openRules((const UChar *)rules, rules_length, NULL, 0, &parse_error, &status);
    if (result) { result->status = status; result->line = parse_error.line; result->offset = parse_error.offset; }
    if (U_FAILURE(status)) return NULL;
    return wrap(iterator);
}

es_breaker *es_breaker_clone(const es_breaker *breaker) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *copy = ubrk_clone(breaker->iterator, &status);
    if (U_FAILURE(status)) return NULL;
    return wrap(copy);
}

void es_breaker_close(es_breaker *breaker) {
    if (breaker == NULL) return;
    ubrk_close(breaker->iterator);
    free(breaker);
}

int32_t es_breaker_set_text(es_breaker *breaker, const uint16_t *text, int32_t length) {
    UErrorCode status = U_ZERO_ERROR;
    ubrk_setText(breaker->iterator, (const UChar *)text, length, &status);
    return status;
}

int32_t es_breaker_boundaries(es_breaker *breaker, intptr_t *out, int32_t capacity) {
    int32_t count = 0;
    for (int32_t b = ubrk_first(breaker->iterator); b != UBRK_DONE; b = ubrk_next(breaker->iterator)) {
        if (count < capacity) out[count] = b;
        count++;
    }
    return count;
}

int32_t es_breaker_preceding(es_breaker *breaker, int32_t offset) {
    /* Not ubrk_preceding: on a freshly set text it backs up about 30 units and walks them all,
       which dominates a delete-backward loop. Walking forward from a few units before offset
       visits the same boundaries (ICU's following() finds a safe point itself), and the window
       widens until it holds one. Exact at any offset, even between the halves of a pair. */
    UBreakIterator *iterator = breaker->iterator;
    if (offset <= 0) return -1;
    for (int32_t back = 8;; back *= 2) {
        int32_t from = offset - back;
        int32_t found = -1;
        int32_t b = from <= 0 ? ubrk_first(iterator) : ubrk_following(iterator, from);
        while (b != UBRK_DONE && b < offset) {
            found = b;
            b = ubrk_next(iterator);
        }
        if (found >= 0 || from <= 0) return found;
    }
}

int32_t es_breaker_following(es_breaker *breaker, int32_t offset) {
    int32_t b = ubrk_following(breaker->iterator, offset);
    return b == UBRK_DONE ? -1 : b;
}

int32_t es_count_segments(es_breaker *breaker, const uint16_t *text, int32_t length) {
    UErrorCode status = U_ZERO_ERROR;
    ubrk_setText(breaker->iterator, (const UChar *)text, length, &status);
    if (U_FAILURE(status)) return -1;
    int32_t count = 0;
    ubrk_first(breaker->iterator);
    while (ubrk_next(breaker->iterator) != UBRK_DONE) count++;
    return count;
}

static void format_version(const UVersionInfo version, char *buffer) {
    if (version[2] == 0 && version[3] == 0) snprintf(buffer, 20, "%u.%u", version[0], version[1]);
    else if (version[3] == 0) snprintf(buffer, 20, "%u.%u.%u", version[0], version[1], version[2]);
    else snprintf(buffer, 20, "%u.%u.%u.%u", version[0], version[1], version[2], version[3]);
}

void es_icu_version(char *buffer) {
    UVersionInfo version;
    u_getVersion(version);
    format_version(version, buffer);
}

void es_unicode_version(char *buffer) {
    UVersionInfo version;
    u_getUnicodeVersion(version);
    format_version(version, buffer);
}

int32_t es_has_binary_property(uint32_t code_point, es_binary_property property) {
    UProperty which;
    switch (property) {
    case ES_PROP_EMOJI: which = UCHAR_EMOJI; break;
    case ES_PROP_EMOJI_PRESENTATION: which = UCHAR_EMOJI_PRESENTATION; break;
    case ES_PROP_EMOJI_MODIFIER: which = UCHAR_EMOJI_MODIFIER; break;
    case ES_PROP_EMOJI_MODIFIER_BASE: which = UCHAR_EMOJI_MODIFIER_BASE; break;
    case ES_PROP_EMOJI_COMPONENT: which = UCHAR_EMOJI_COMPONENT; break;
    case ES_PROP_EXTENDED_PICTOGRAPHIC: which = UCHAR_EXTENDED_PICTOGRAPHIC; break;
    case ES_PROP_REGIONAL_INDICATOR: which = UCHAR_REGIONAL_INDICATOR; break;
    case ES_PROP_VARIATION_SELECTOR: which = UCHAR_VARIATION_SELECTOR; break;
    case ES_PROP_GRAPHEME_EXTEND: which = UCHAR_GRAPHEME_EXTEND; break;
    case ES_PROP_DEFAULT_IGNORABLE: which = UCHAR_DEFAULT_IGNORABLE_CODE_POINT; break;
    default: return 0;
    }
    return u_hasBinaryProperty((UChar32)code_point, which) ? 1 : 0;
}

static void fill_int_property(UProperty property, uint32_t start, uint32_t end, uint64_t *out, int shift, UErrorCode *status) {
    const UCPMap *map = u_getIntPropertyMap(property, status);
    if (U_FAILURE(*status)) return;
    UChar32 c = (UChar32)start;
    while ((uint32_t)c < end) {
        uint32_t value = 0;
        UChar32 last = ucpmap_getRange(map, c, UCPMAP_RANGE_NORMAL, 0, NULL, NULL, &value);
        if (last < 0) break;
        for (UChar32 x = c; x <= last && (uint32_t)x < end; x++) out[x - start] |= (uint64_t)value << shift;
        c = last + 1;
    }
}

int32_t es_fill_properties(uint32_t start, uint32_t count, uint64_t *out) {
    static const UProperty binary[] = {
        UCHAR_EMOJI, UCHAR_EMOJI_PRESENTATION, UCHAR_EMOJI_MODIFIER, UCHAR_EMOJI_MODIFIER_BASE,
        UCHAR_EMOJI_COMPONENT, UCHAR_EXTENDED_PICTOGRAPHIC, UCHAR_REGIONAL_INDICATOR,
        UCHAR_VARIATION_SELECTOR, UCHAR_GRAPHEME_EXTEND, UCHAR_DEFAULT_IGNORABLE_CODE_POINT,
    };
    uint32_t end = start + count;
    UErrorCode status = U_ZERO_ERROR;
    for (uint32_t i = 0; i < count; i++) out[i] = 0;
    for (int p = 0; p < (int)(sizeof binary / sizeof binary[0]); p++) {
        const USet *set = u_getBinaryPropertySet(binary[p], &status);
        if (U_FAILURE(status)) return status;
        int32_t items = uset_getItemCount(set);
        for (int32_t item = 0; item < items; item++) {
            UChar32 first = 0, last = 0;
            if (uset_getItem(set, item, &first, &last, NULL, 0, &status) != 0 || U_FAILURE(status)) break;  /* strings come last */
            UChar32 from = first > (UChar32)start ? first : (UChar32)start;
            UChar32 to = last < (UChar32)end - 1 ? last : (UChar32)end - 1;
            for (UChar32 x = from; x <= to; x++) out[x - start] |= (uint64_t)1 << p;
        }
    }
    fill_int_property(UCHAR_GRAPHEME_CLUSTER_BREAK, start, end, out, 10, &status);
    fill_int_property(UCHAR_GENERAL_CATEGORY, start, end, out, 16, &status);
    fill_int_property(UCHAR_CANONICAL_COMBINING_CLASS, start, end, out, 24, &status);
    fill_int_property(UCHAR_INDIC_SYLLABIC_CATEGORY, start, end, out, 32, &status);
    return status;
}

const uint64_t *es_property_table_storage = NULL;
static pthread_once_t property_table_once = PTHREAD_ONCE_INIT;

static void fill_property_table(void) {
    uint64_t *table = malloc(sizeof(uint64_t) * (0x20000 + 0x200));
    if (table == NULL) abort();
    if (es_fill_properties(0, 0x20000, table) > 0 || es_fill_properties(0xE0000, 0x200, table + 0x20000) > 0) abort();
    __atomic_store_n(&es_property_table_storage, table, __ATOMIC_RELEASE);
}

const uint64_t *es_property_table_load(void) {
    pthread_once(&property_table_once, fill_property_table);
    return __atomic_load_n(&es_property_table_storage, __ATOMIC_ACQUIRE);
}

int32_t es_grapheme_cluster_break(uint32_t code_point) {
    return u_getIntPropertyValue((UChar32)code_point, UCHAR_GRAPHEME_CLUSTER_BREAK);
}

int32_t es_combining_class(uint32_t code_point) {
    return u_getCombiningClass((UChar32)code_point);
}

int32_t es_general_category(uint32_t code_point) {
    return u_charType((UChar32)code_point);
}

int32_t es_age(uint32_t code_point) {
    UVersionInfo age;
    u_charAge((UChar32)code_point, age);
    return (int32_t)age[0] << 8 | age[1];
}

int32_t es_indic_syllabic_category(uint32_t code_point) {
    return u_getIntPropertyValue((UChar32)code_point, UCHAR_INDIC_SYLLABIC_CATEGORY);
}

int32_t es_indic_positional_category(uint32_t code_point) {
    return u_getIntPropertyValue((UChar32)code_point, UCHAR_INDIC_POSITIONAL_CATEGORY);
}

int32_t es_script_number(uint32_t code_point) {
    UErrorCode status = U_ZERO_ERROR;
    UScriptCode script = uscript_getScript((UChar32)code_point, &status);
    return U_FAILURE(status) ? USCRIPT_INVALID_CODE : script;
}

int32_t es_script(uint32_t code_point, char *short_name_buffer) {
    UScriptCode script = (UScriptCode)es_script_number(code_point);
    const char *name = uscript_getShortName(script);
    snprintf(short_name_buffer, 8, "%s", name ? name : "Zzzz");
    return script;
}

int32_t es_char_name(uint32_t code_point, char *buffer, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t length = u_charName((UChar32)code_point, U_EXTENDED_CHAR_NAME, buffer, capacity, &status);
    if (U_FAILURE(status)) { if (capacity > 0) buffer[0] = 0; return 0; }
    return length;
}

int32_t es_nfd(const uint16_t *text, int32_t length, uint16_t *out, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    const UNormalizer2 *nfd = unorm2_getNFDInstance(&status);
    if (U_FAILURE(status)) return -1;
    int32_t result = unorm2_normalize(nfd, (const UChar *)text, length, (UChar *)out, capacity, &status);
    if (status == U_BUFFER_OVERFLOW_ERROR) return result;
    return U_FAILURE(status) ? -1 : result;
}

int32_t es_nfd_changes(uint32_t code_point) {
    UErrorCode status = U_ZERO_ERROR;
    const UNormalizer2 *nfd = unorm2_getNFDInstance(&status);
    if (U_FAILURE(status)) return -1;
    UChar buffer[32];
    int32_t length = unorm2_getDecomposition(nfd, (UChar32)code_point, buffer, 32, &status);
    if (U_FAILURE(status) && status != U_BUFFER_OVERFLOW_ERROR) return -1;
    return length >= 0 ? 1 : 0;
}

int32_t es_bidi_class(uint32_t code_point) {
    return (int32_t)u_charDirection((UChar32)code_point);
}
