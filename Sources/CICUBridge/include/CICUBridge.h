/*
 * A narrow C surface over the system ICU. Only plain C types cross it, so a Swift module that also
 * imports Foundation (which bundles its own ICU with the same type names) can use it.
 * Text is always UTF-16; offsets and lengths are UTF-16 code units.
 */
#ifndef CICU_BRIDGE_H
#define CICU_BRIDGE_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* An opaque ICU break iterator. Not thread-safe: one thread at a time. */
typedef struct es_breaker es_breaker;

/* Outcome of opening a break iterator. status is an ICU UErrorCode (<= 0 is success). */
typedef struct {
    int32_t status;
    /* For rule compilation errors: 1-based line and 0-based offset within the rules, else 0. */
    int32_t line;
    int32_t offset;
} es_open_result;

/* ICU's built-in extended grapheme cluster iterator (UBRK_CHARACTER, root locale). */
es_breaker *es_breaker_open_character(es_open_result *result);

/* An iterator compiled from ICU break rules (ubrk_openRules syntax), UTF-16 rules text. */
es_breaker *es_breaker_open_rules(const uint16_t *rules, int32_t rules_length, es_open_result *result);

/* An independent copy sharing the compiled rules; NULL on failure. */
es_breaker *es_breaker_clone(const es_breaker *breaker);

void es_breaker_close(es_breaker *breaker);

/* Points the iterator at text (not copied: it must stay alive while in use). Returns ICU status. */
int32_t es_breaker_set_text(es_breaker *breaker, const uint16_t *text, int32_t length);

/* Writes every boundary of the current text, 0 and length included, into out (capacity entries;
   intptr_t so that Swift can fill an array of its Int-sized offsets directly). Returns the number
   of boundaries, which may exceed capacity (then only capacity were written). */
int32_t es_breaker_boundaries(es_breaker *breaker, intptr_t *out, int32_t capacity);

/* The last boundary strictly before offset, or -1; exact at any offset, even inside a surrogate pair. */
int32_t es_breaker_preceding(es_breaker *breaker, int32_t offset);

/* The first boundary strictly after offset, or -1. */
int32_t es_breaker_following(es_breaker *breaker, int32_t offset);

/* The number of segments in text: the raw ICU loop used as the benchmark baseline. */
int32_t es_count_segments(es_breaker *breaker, const uint16_t *text, int32_t length);

/* Versions as dotted strings, e.g. "72.1" and "15.0". Buffers of at least 20 bytes. */
void es_icu_version(char *buffer);
void es_unicode_version(char *buffer);

/* Character properties from the system ICU (so they match its Unicode version). */
typedef enum {
    ES_PROP_EMOJI = 0,
    ES_PROP_EMOJI_PRESENTATION,
    ES_PROP_EMOJI_MODIFIER,
    ES_PROP_EMOJI_MODIFIER_BASE,
    ES_PROP_EMOJI_COMPONENT,
    ES_PROP_EXTENDED_PICTOGRAPHIC,
    ES_PROP_REGIONAL_INDICATOR,
    ES_PROP_VARIATION_SELECTOR,
    ES_PROP_GRAPHEME_EXTEND,
    ES_PROP_DEFAULT_IGNORABLE
} es_binary_property;

/* 1 if the code point has the property, else 0. */
int32_t es_has_binary_property(uint32_t code_point, es_binary_property property);

/* The properties here of the count code points from start, packed one uint64_t each into out:
   bit p (0...9) for es_binary_property p, Grapheme_Cluster_Break in bits 10-14, the general
   category in bits 16-20, the combining class in bits 24-31, Indic_Syllabic_Category in bits
   32-39. Read from ICU's property maps and sets range by range, so a plane takes about a
   millisecond rather than tens of one-by-one lookups. Returns an ICU status (<= 0 is success). */
int32_t es_fill_properties(uint32_t start, uint32_t count, uint64_t *out);

/* The packed properties of planes 0 and 1 (entries 0 to 0x1FFFF) and of U+E0000...U+E01FF
   (entries 0x20000 to 0x201FF), filled by es_fill_properties on first use (thread-safe). */
const uint64_t *es_property_table_load(void);
extern const uint64_t *es_property_table_storage;

/* The packed properties of code_point into *out, as es_fill_properties packs them; 0 when the
   code point is outside the table (then ask ICU one property at a time). Inline, so that a
   lookup costs a load rather than a call into ICU. */
static inline int32_t es_packed_properties(uint32_t code_point, uint64_t *out) {
    uint32_t index;
    if (code_point < 0x20000) index = code_point;
    else if (code_point - 0xE0000 < 0x200) index = 0x20000 + (code_point - 0xE0000);
    else return 0;
    const uint64_t *table = __atomic_load_n(&es_property_table_storage, __ATOMIC_ACQUIRE);
    if (table == 0) table = es_property_table_load();
    *out = table[index];
    return 1;
}

/* What es_packed_property_bits answers outside the table: bit 63, which no packed value sets. */
#define ES_NOT_PACKED 0x8000000000000000ULL

/* The packed properties of code_point, as es_packed_properties writes them, or ES_NOT_PACKED
   outside the table. Returned rather than written through a pointer, so that a caller keeps no
   local whose address is taken (which costs a stack-protector check on every lookup). */
static inline uint64_t es_packed_property_bits(uint32_t code_point) {
    uint32_t index;
    if (code_point < 0x20000) index = code_point;
    else if (code_point - 0xE0000 < 0x200) index = 0x20000 + (code_point - 0xE0000);
    else return ES_NOT_PACKED;
    const uint64_t *table = __atomic_load_n(&es_property_table_storage, __ATOMIC_ACQUIRE);
    if (table == 0) table = es_property_table_load();
    return table[index];
}

/* Grapheme_Cluster_Break values, numbered as ICU's UGraphemeClusterBreak. */
int32_t es_grapheme_cluster_break(uint32_t code_point);
/* Canonical combining class (0...254). */
int32_t es_combining_class(uint32_t code_point);
/// Bidi_Class as ICU's UCharDirection number (0 L, 1 R, 13 AL, …).
int32_t es_bidi_class(uint32_t code_point);
/* General category, numbered as ICU's UCharCategory. */
int32_t es_general_category(uint32_t code_point);
/* Age: the Unicode version that assigned the code point, as major * 256 + minor; 0 when the
   system ICU's Unicode leaves it unassigned. */
int32_t es_age(uint32_t code_point);
/* Indic_Syllabic_Category, numbered as ICU's UIndicSyllabicCategory. */
int32_t es_indic_syllabic_category(uint32_t code_point);
/* Indic_Positional_Category, numbered as ICU's UIndicPositionalCategory. */
int32_t es_indic_positional_category(uint32_t code_point);
/* Script code, numbered as ICU's UScriptCode; its short name into buffer (>= 8 bytes). */
int32_t es_script(uint32_t code_point, char *short_name_buffer);
/* Script code alone, numbered as ICU's UScriptCode (USCRIPT_INVALID_CODE on failure). */
int32_t es_script_number(uint32_t code_point);
/* The Unicode name into buffer; returns its length (0 when unnamed). */
int32_t es_char_name(uint32_t code_point, char *buffer, int32_t capacity);

/* The NFD (canonical decomposition) of UTF-16 text into out (capacity units). Returns the length
   of the result, which may exceed capacity (then call again with more room), or -1 on an ICU
   error. Lone surrogates pass through unchanged. */
int32_t es_nfd(const uint16_t *text, int32_t length, uint16_t *out, int32_t capacity);
/* 1 when the NFD of the code point alone differs from it (it has a canonical decomposition
   mapping, Hangul syllables included), 0 when not, -1 on an ICU error. */
int32_t es_nfd_changes(uint32_t code_point);

#ifdef __cplusplus
}
#endif

#endif
