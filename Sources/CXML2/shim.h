#ifndef HAPTUI_CXML2_SHIM_H
#define HAPTUI_CXML2_SHIM_H
// Debian's libxml2 is built with ICU, so its encoding header pulls in the system's
// <unicode/utypes.h>, whose UErrorCode clashes with the copy Foundation's own ICU module
// defines: any Swift module that sees both fails to build (seen in clean builds). Nothing
// here reads the ICU parts of libxml2 (only the trailing converter fields of
// xmlCharEncodingHandler, which we never touch or allocate), so the ICU headers are kept out.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>

/// The options haptui parses vibration XML with: no network, no entity substitution, no DTD
/// loading, and no messages on standard error (errors are read from the parser context).
static inline int haptui_xml_options(void) {
  return XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING | XML_PARSE_NOCDATA;
}

/// Whether a node is an element (XML_ELEMENT_NODE), without the enum reaching Swift.
static inline int haptui_xml_is_element(xmlNodePtr node) {
  return node != NULL && node->type == XML_ELEMENT_NODE;
}

/// Whether a node is text or CDATA holding something other than white space.
static inline int haptui_xml_is_text(xmlNodePtr node) {
  return node != NULL && (node->type == XML_TEXT_NODE || node->type == XML_CDATA_SECTION_NODE);
}
#endif
