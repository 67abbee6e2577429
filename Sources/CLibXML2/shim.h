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

/* libxml2's generic error handler is variadic, which Swift cannot write. This one drops what it is given: every
   message libxml2 prints through it (e.g. "xmlParseChunk: encoder error") also fails the parse, which the reader
   reports as a located diagnostic; errors with no parser context come through the structured handler. */
static void storyflow_ignore_generic_error(void *context, const char *message, ...) {
    (void)context;
    (void)message;
}

/* Routes this thread's libxml2 errors that have no parser of their own (encoding conversion, I/O) to `handler`
   with `context`, and silences its generic error printing, so nothing reaches standard error raw. `handler` NULL
   restores the default structured handler (the generic printing stays silenced). */
static inline void storyflow_route_thread_errors(void *context, xmlStructuredErrorFunc handler) {
    xmlSetGenericErrorFunc(NULL, storyflow_ignore_generic_error);
    xmlSetStructuredErrorFunc(context, handler);
}
#endif
