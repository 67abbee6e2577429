#ifndef STORYFLOW_CLIBXML2_SHIM_H
#define STORYFLOW_CLIBXML2_SHIM_H
#include <libxml/xmlversion.h>
/* Debian's libxml2 is built with ICU; its headers would then pull in a second copy of ICU's headers that
   clashes with Foundation's. Storyflow never touches the ICU-specific encoding handler fields. */
#undef LIBXML_ICU_ENABLED
#include <libxml/xmlreader.h>
#include <libxml/parser.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlschemas.h>
#endif
