#include "CICUBridge.h"

#include <stdio.h>
#include <stdlib.h>
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
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
    int32_t b = ubrk_preceding(breaker->iterator, offset);
    return b == UBRK_DONE ? -1 : b;
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

int32_t es_grapheme_cluster_break(uint32_t code_point) {
    return u_getIntPropertyValue((UChar32)code_point, UCHAR_GRAPHEME_CLUSTER_BREAK);
}

int32_t es_combining_class(uint32_t code_point) {
    return u_getCombiningClass((UChar32)code_point);
}

int32_t es_general_category(uint32_t code_point) {
    return u_charType((UChar32)code_point);
}

int32_t es_indic_syllabic_category(uint32_t code_point) {
    return u_getIntPropertyValue((UChar32)code_point, UCHAR_INDIC_SYLLABIC_CATEGORY);
}

int32_t es_script(uint32_t code_point, char *short_name_buffer) {
    UErrorCode status = U_ZERO_ERROR;
    UScriptCode script = uscript_getScript((UChar32)code_point, &status);
    if (U_FAILURE(status)) script = USCRIPT_INVALID_CODE;
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
