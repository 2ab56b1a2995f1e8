#include "CScan.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

size_t hap_count_byte(const uint8_t *bytes, size_t count, uint8_t byte, size_t limit) {
  size_t found = 0;
  size_t index = 0;
#if defined(__SSE2__)
  const __m128i needle = _mm_set1_epi8((char)byte);
  const __m128i zero = _mm_setzero_si128();
  // Each lane counts its matches (a match compares as -1, subtracted) for at most 255 blocks
  // of 16 bytes, then the lanes are summed: no per-block population count, which x86-64's
  // baseline lacks.
  while (index + 16 <= count && found <= limit) {
    __m128i lanes = zero;
    size_t blocks = (count - index) / 16;
    if (blocks > 255) blocks = 255;
    for (size_t step = 0; step < blocks; step++) {
      __m128i block = _mm_loadu_si128((const __m128i *)(bytes + index));
      lanes = _mm_sub_epi8(lanes, _mm_cmpeq_epi8(block, needle));
      index += 16;
    }
    __m128i sums = _mm_sad_epu8(lanes, zero);
    found += (size_t)_mm_cvtsi128_si32(sums) + (size_t)_mm_cvtsi128_si32(_mm_srli_si128(sums, 8));
  }
#endif
  for (; index < count && found <= limit; index++) {
    if (bytes[index] == byte) found++;
  }
  return found > limit ? limit + 1 : found;
}

size_t hap_offsets_after_byte32(const uint8_t *bytes, size_t count, size_t from, uint8_t byte,
                                uint32_t *out, size_t capacity) {
  size_t written = 0;
  size_t index = from;
  if (capacity == 0) return 0;
#if defined(__SSE2__)
  const __m128i needle = _mm_set1_epi8((char)byte);
  while (index + 16 <= count) {
    __m128i block = _mm_loadu_si128((const __m128i *)(bytes + index));
    unsigned mask = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(block, needle));
    while (mask != 0) {
      out[written++] = (uint32_t)(index + (size_t)__builtin_ctz(mask) + 1);
      if (written == capacity) return written;
      mask &= mask - 1;
    }
    index += 16;
  }
#endif
  for (; index < count; index++) {
    if (bytes[index] == byte) {
      out[written++] = (uint32_t)(index + 1);
      if (written == capacity) return written;
    }
  }
  return written;
}
