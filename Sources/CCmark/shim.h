#ifndef HAPTUI_CCMARK_SHIM_H
#define HAPTUI_CCMARK_SHIM_H
#include <cmark.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>

// cmark with a memory budget (HapModel's BlockLocator; DECISIONS.md D024).
//
// cmark builds a node for every inline element, so some Markdown costs ~230 bytes of memory
// per byte of input ("*a*a*a…"): 3 MB of it needs 680 MB, 64 MB would need 14 GB. cmark has no
// limit of its own and aborts when an allocation fails, so the parse runs with an allocator
// that counts what is live: past the budget it jumps back out of cmark (longjmp) and frees
// every block cmark had, which it can because it keeps them all in a list. The state is
// per thread, so documents can be read on several threads at once; a tree must be used and
// freed on the thread that parsed it.

typedef struct haptui_cmark_block {
  struct haptui_cmark_block *previous;
  struct haptui_cmark_block *next;
  size_t size;
  size_t padding;  // keeps the caller's memory 16-byte aligned, as malloc's is
} haptui_cmark_block;

static _Thread_local haptui_cmark_block *haptui_cmark_blocks = NULL;
static _Thread_local size_t haptui_cmark_live = 0;
static _Thread_local size_t haptui_cmark_peak = 0;
static _Thread_local size_t haptui_cmark_budget = SIZE_MAX;
static _Thread_local size_t haptui_cmark_base = 0;
static _Thread_local jmp_buf *haptui_cmark_escape = NULL;

static inline void haptui_cmark_link(haptui_cmark_block *block, size_t size) {
  block->size = size;
  block->previous = NULL;
  block->next = haptui_cmark_blocks;
  if (haptui_cmark_blocks != NULL) haptui_cmark_blocks->previous = block;
  haptui_cmark_blocks = block;
  haptui_cmark_live += size + sizeof(haptui_cmark_block);
  if (haptui_cmark_live > haptui_cmark_peak) haptui_cmark_peak = haptui_cmark_live;
}

static inline void haptui_cmark_unlink(haptui_cmark_block *block) {
  if (block->previous != NULL) block->previous->next = block->next;
  else haptui_cmark_blocks = block->next;
  if (block->next != NULL) block->next->previous = block->previous;
  haptui_cmark_live -= block->size + sizeof(haptui_cmark_block);
}

/// Leaves the parse when `extra` more bytes would pass the budget (only while parsing).
static inline void haptui_cmark_check(size_t extra) {
  if (haptui_cmark_escape != NULL
      && haptui_cmark_live - haptui_cmark_base + extra > haptui_cmark_budget) {
    longjmp(*haptui_cmark_escape, 1);
  }
}

static inline void *haptui_cmark_calloc(size_t count, size_t size) {
  if (size != 0 && count > (SIZE_MAX - sizeof(haptui_cmark_block)) / size) abort();
  size_t total = count * size;
  haptui_cmark_check(total + sizeof(haptui_cmark_block));
  haptui_cmark_block *block = calloc(1, sizeof(haptui_cmark_block) + total);
  if (block == NULL) abort();  // what cmark's own allocator does
  haptui_cmark_link(block, total);
  return block + 1;
}

static inline void *haptui_cmark_realloc(void *pointer, size_t size) {
  if (pointer == NULL) return haptui_cmark_calloc(1, size);
  haptui_cmark_block *block = (haptui_cmark_block *)pointer - 1;
  if (size > block->size) haptui_cmark_check(size - block->size);
  haptui_cmark_unlink(block);
  haptui_cmark_block *moved = realloc(block, sizeof(haptui_cmark_block) + size);
  if (moved == NULL) abort();
  haptui_cmark_link(moved, size);
  return moved + 1;
}

static inline void haptui_cmark_free(void *pointer) {
  if (pointer == NULL) return;
  haptui_cmark_block *block = (haptui_cmark_block *)pointer - 1;
  haptui_cmark_unlink(block);
  free(block);
}

static cmark_mem haptui_cmark_allocator = {
    haptui_cmark_calloc, haptui_cmark_realloc, haptui_cmark_free};

/// Parses `length` bytes of CommonMark using at most `budget` bytes of cmark memory. Returns
/// the document, or NULL when the budget ran out (everything cmark held is freed then). The
/// tree must be freed with `cmark_node_free` on this thread.
static inline cmark_node *haptui_cmark_parse(
    const char *text, size_t length, int options, size_t budget) {
  jmp_buf escape;
  // Blocks of trees still in use on this thread come after this parse's in the list.
  haptui_cmark_block *earlier = haptui_cmark_blocks;
  haptui_cmark_budget = budget;
  haptui_cmark_base = haptui_cmark_live;
  haptui_cmark_peak = haptui_cmark_live;
  if (setjmp(escape) != 0) {
    haptui_cmark_escape = NULL;
    while (haptui_cmark_blocks != earlier) {
      haptui_cmark_block *block = haptui_cmark_blocks;
      haptui_cmark_unlink(block);
      free(block);
    }
    return NULL;
  }
  haptui_cmark_escape = &escape;
  cmark_parser *parser = cmark_parser_new_with_mem(options, &haptui_cmark_allocator);
  cmark_parser_feed(parser, text, length);
  cmark_node *document = cmark_parser_finish(parser);
  cmark_parser_free(parser);
  haptui_cmark_escape = NULL;
  return document;
}

/// The most memory cmark held at once on this thread during the last parse, in bytes.
static inline size_t haptui_cmark_peak_bytes(void) {
  return haptui_cmark_peak - haptui_cmark_base;
}

#endif
