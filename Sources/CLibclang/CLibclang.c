// Declarations only (include/CLibclang.h): a C target needs one source file.
#include "CLibclang.h"
