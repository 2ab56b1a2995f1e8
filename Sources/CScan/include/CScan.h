#ifndef HAPTUI_CSCAN_H
#define HAPTUI_CSCAN_H
// Byte scans over a whole file that Swift has no vector compare-and-mask for: one pass
// finds every line ending 16 bytes at a time (SSE2 on x86-64, a plain loop elsewhere).
#include <stddef.h>
#include <stdint.h>

// How many times `byte` occurs in bytes[0..<count], counting no further than `limit`
// (the count returned is then `limit + 1` at most).
size_t hap_count_byte(const uint8_t *bytes, size_t count, uint8_t byte, size_t limit);

// Writes to out[0..<capacity], in order, the offset just past each `byte` in
// bytes[from..<count]; returns how many it wrote. It stops when `out` is full, so a caller
// that counted the bytes first gets them all. Offsets must fit in 32 bits (count < 4 GiB).
size_t hap_offsets_after_byte32(const uint8_t *bytes, size_t count, size_t from, uint8_t byte,
                                uint32_t *out, size_t capacity);

#endif
