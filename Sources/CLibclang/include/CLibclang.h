// The few declarations of libclang's C interface that `swivel scan` uses to tokenise
// Objective-C, written here because no clang headers are installed with the Swift toolchain.
// Nothing is linked: SwivelScan opens libclang at run time with dlopen and looks each function up
// with dlsym, as these function pointer types.
//
// The layouts are those of LLVM's clang/include/clang-c headers (llvm/llvm-project), which keep
// them stable across releases (libclang's C interface is ABI-stable):
// - CXString.h: `typedef struct { const void *data; unsigned private_flags; } CXString;`
// - CXSourceLocation.h: `typedef struct { const void *ptr_data[2]; unsigned int_data; } CXSourceLocation;`
//   and `typedef struct { const void *ptr_data[2]; unsigned begin_int_data; unsigned end_int_data; } CXSourceRange;`
// - CXFile.h: `typedef void *CXFile;`
// - Index.h: `typedef void *CXIndex;`, `typedef struct CXTranslationUnitImpl *CXTranslationUnit;`,
//   `struct CXUnsavedFile { const char *Filename; const char *Contents; unsigned long Length; };`,
//   `typedef struct { unsigned int_data[4]; void *ptr_data; } CXToken;`, `enum CXTokenKind`
//   (Punctuation, Keyword, Identifier, Literal, Comment), `enum CXTranslationUnit_Flags`
//   (`CXTranslationUnit_Incomplete = 0x02`, `CXTranslationUnit_SkipFunctionBodies = 0x40`,
//   `CXTranslationUnit_KeepGoing = 0x200`, `CXTranslationUnit_SingleFileParse = 0x400`), and the
//   functions below.
#ifndef SWIVEL_CLIBCLANG_H
#define SWIVEL_CLIBCLANG_H

typedef void *CXIndex;
typedef struct CXTranslationUnitImpl *CXTranslationUnit;
typedef void *CXFile;

typedef struct {
  const void *data;
  unsigned private_flags;
} CXString;

typedef struct {
  const void *ptr_data[2];
  unsigned int_data;
} CXSourceLocation;

typedef struct {
  const void *ptr_data[2];
  unsigned begin_int_data;
  unsigned end_int_data;
} CXSourceRange;

typedef struct {
  unsigned int_data[4];
  void *ptr_data;
} CXToken;

struct CXUnsavedFile {
  const char *Filename;
  const char *Contents;
  unsigned long Length;
};

enum {
  CXToken_Punctuation = 0,
  CXToken_Keyword = 1,
  CXToken_Identifier = 2,
  CXToken_Literal = 3,
  CXToken_Comment = 4
};

enum {
  CXTranslationUnit_Incomplete = 0x02,
  CXTranslationUnit_SkipFunctionBodies = 0x40,
  CXTranslationUnit_KeepGoing = 0x200,
  CXTranslationUnit_SingleFileParse = 0x400
};

// CXIndex clang_createIndex(int excludeDeclarationsFromPCH, int displayDiagnostics);
typedef CXIndex (*swivel_clang_createIndex)(int, int);
// void clang_disposeIndex(CXIndex index);
typedef void (*swivel_clang_disposeIndex)(CXIndex);
// enum CXErrorCode clang_parseTranslationUnit2(CXIndex CIdx, const char *source_filename,
//   const char *const *command_line_args, int num_command_line_args,
//   struct CXUnsavedFile *unsaved_files, unsigned num_unsaved_files, unsigned options,
//   CXTranslationUnit *out_TU);   (CXErrorCode: 0 is CXError_Success)
typedef int (*swivel_clang_parseTranslationUnit2)(CXIndex, const char *, const char *const *, int,
                                                   struct CXUnsavedFile *, unsigned, unsigned,
                                                   CXTranslationUnit *);
// void clang_disposeTranslationUnit(CXTranslationUnit);
typedef void (*swivel_clang_disposeTranslationUnit)(CXTranslationUnit);
// CXFile clang_getFile(CXTranslationUnit tu, const char *file_name);
typedef CXFile (*swivel_clang_getFile)(CXTranslationUnit, const char *);
// CXSourceLocation clang_getLocationForOffset(CXTranslationUnit tu, CXFile file, unsigned offset);
typedef CXSourceLocation (*swivel_clang_getLocationForOffset)(CXTranslationUnit, CXFile, unsigned);
// CXSourceRange clang_getRange(CXSourceLocation begin, CXSourceLocation end);
typedef CXSourceRange (*swivel_clang_getRange)(CXSourceLocation, CXSourceLocation);
// void clang_tokenize(CXTranslationUnit TU, CXSourceRange Range, CXToken **Tokens, unsigned *NumTokens);
typedef void (*swivel_clang_tokenize)(CXTranslationUnit, CXSourceRange, CXToken **, unsigned *);
// void clang_disposeTokens(CXTranslationUnit TU, CXToken *Tokens, unsigned NumTokens);
typedef void (*swivel_clang_disposeTokens)(CXTranslationUnit, CXToken *, unsigned);
// CXTokenKind clang_getTokenKind(CXToken);
typedef int (*swivel_clang_getTokenKind)(CXToken);
// CXString clang_getTokenSpelling(CXTranslationUnit, CXToken);
typedef CXString (*swivel_clang_getTokenSpelling)(CXTranslationUnit, CXToken);
// CXSourceLocation clang_getTokenLocation(CXTranslationUnit, CXToken);
typedef CXSourceLocation (*swivel_clang_getTokenLocation)(CXTranslationUnit, CXToken);
// void clang_getSpellingLocation(CXSourceLocation location, CXFile *file, unsigned *line,
//   unsigned *column, unsigned *offset);
typedef void (*swivel_clang_getSpellingLocation)(CXSourceLocation, CXFile *, unsigned *, unsigned *, unsigned *);
// const char *clang_getCString(CXString string);
typedef const char *(*swivel_clang_getCString)(CXString);
// void clang_disposeString(CXString string);
typedef void (*swivel_clang_disposeString)(CXString);

#endif
