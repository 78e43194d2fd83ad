// The keyword tables of ``ObjCLexer``, as clang 21 classifies identifiers in `clang_tokenize`
// (`-x objective-c`, GNU C17, and `-x objective-c++`, GNU C++17). Found by tokenising every
// identifier-like string of libclang's own text and the language keywords with libclang, each
// alone and after an `@`; `ObjCLexerTests` holds the lexer to libclang on the same words.

extension ObjCLexer {
  /// Keywords in both languages.
  static let sharedKeywords: Set<String> = [
    "_Alignas", "_Alignof", "_Atomic", "_BitInt", "_Complex", "_Decimal128", "_Decimal32", "_Decimal64", "_ExtInt",
    "_Float16", "_Generic", "_Imaginary", "_Nonnull", "_Noreturn", "_Null_unspecified", "_Nullable",
    "_Nullable_result", "_Static_assert", "_Thread_local", "__PRETTY_FUNCTION__", "__alignof", "__alignof__",
    "__arm_agnostic", "__arm_in", "__arm_inout", "__arm_locally_streaming", "__arm_new", "__arm_out",
    "__arm_preserves", "__arm_streaming", "__arm_streaming_compatible", "__asm", "__asm__", "__attribute",
    "__attribute__", "__auto_type", "__bf16", "__bridge", "__bridge_retain", "__bridge_retained",
    "__bridge_transfer", "__builtin_COLUMN", "__builtin_FILE", "__builtin_FILE_NAME", "__builtin_FUNCTION",
    "__builtin_LINE", "__builtin_available", "__builtin_bit_cast", "__builtin_choose_expr",
    "__builtin_convertvector", "__builtin_offsetof", "__builtin_omp_required_simd_align",
    "__builtin_ptrauth_type_discriminator", "__builtin_va_arg", "__builtin_vectorelements", "__cdecl", "__complex",
    "__complex__", "__const", "__const__", "__contravariant", "__covariant", "__extension__", "__fastcall",
    "__float128", "__fp16", "__func__", "__funcref", "__ibm128", "__imag", "__imag__", "__inline", "__inline__",
    "__int128", "__is_bitwise_cloneable", "__is_destructible", "__is_nothrow_destructible", "__kindof", "__label__",
    "__module_private__", "__nullptr", "__objc_no", "__objc_yes", "__pascal", "__private_extern__", "__ptrauth",
    "__real", "__real__", "__regcall", "__restrict", "__restrict__", "__signed", "__signed__", "__stdcall",
    "__thiscall", "__thread", "__typeof", "__typeof__", "__typeof_unqual", "__typeof_unqual__", "__vectorcall",
    "__volatile", "__volatile__", "asm", "auto", "break", "case", "char", "const", "continue", "default", "do",
    "double", "else", "enum", "extern", "float", "for", "goto", "if", "inline", "int", "long", "register", "return",
    "short", "signed", "sizeof", "static", "struct", "switch", "typedef", "typeof", "union", "unsigned", "void",
    "volatile", "while",
  ]

  /// Keywords of Objective-C that Objective-C++ spells as identifiers.
  static let cOnlyKeywords: Set<String> = [
    "_Bool", "_Countof", "__builtin_types_compatible_p", "restrict",
  ]

  /// Keywords of Objective-C++ only (C++17 and clang's type traits).
  static let cPlusPlusOnlyKeywords: Set<String> = [
    "__add_lvalue_reference", "__add_pointer", "__add_rvalue_reference", "__array_extent", "__array_rank",
    "__builtin_is_cpp_trivially_relocatable", "__builtin_is_implicit_lifetime", "__builtin_is_replaceable",
    "__builtin_is_virtual_base_of", "__builtin_source_location", "__builtin_structured_binding_size",
    "__can_pass_in_regs", "__char16_t", "__char32_t", "__datasizeof", "__decay", "__decltype",
    "__has_nothrow_assign", "__has_nothrow_constructor", "__has_nothrow_copy", "__has_nothrow_move_assign",
    "__has_trivial_assign", "__has_trivial_constructor", "__has_trivial_copy", "__has_trivial_destructor",
    "__has_trivial_move_assign", "__has_trivial_move_constructor", "__has_unique_object_representations",
    "__has_virtual_destructor", "__is_abstract", "__is_aggregate", "__is_arithmetic", "__is_array",
    "__is_assignable", "__is_base_of", "__is_bounded_array", "__is_class", "__is_complete_type", "__is_compound",
    "__is_const", "__is_constructible", "__is_convertible", "__is_convertible_to", "__is_empty", "__is_enum",
    "__is_final", "__is_floating_point", "__is_function", "__is_fundamental", "__is_integral",
    "__is_layout_compatible", "__is_literal", "__is_literal_type", "__is_lvalue_expr", "__is_lvalue_reference",
    "__is_member_function_pointer", "__is_member_object_pointer", "__is_member_pointer", "__is_nothrow_assignable",
    "__is_nothrow_constructible", "__is_nothrow_convertible", "__is_object", "__is_pod", "__is_pointer",
    "__is_pointer_interconvertible_base_of", "__is_polymorphic", "__is_reference", "__is_rvalue_expr",
    "__is_rvalue_reference", "__is_same", "__is_same_as", "__is_scalar", "__is_scoped_enum", "__is_signed",
    "__is_standard_layout", "__is_trivial", "__is_trivially_assignable", "__is_trivially_constructible",
    "__is_trivially_copyable", "__is_trivially_destructible", "__is_trivially_equality_comparable",
    "__is_trivially_relocatable", "__is_unbounded_array", "__is_union", "__is_unsigned", "__is_void",
    "__is_volatile", "__make_signed", "__make_unsigned", "__null", "__reference_binds_to_temporary",
    "__reference_constructs_from_temporary", "__reference_converts_from_temporary", "__remove_all_extents",
    "__remove_const", "__remove_cv", "__remove_cvref", "__remove_extent", "__remove_pointer", "__remove_reference_t",
    "__remove_restrict", "__remove_volatile", "__underlying_type", "alignas", "alignof", "and", "and_eq", "bitand",
    "bitor", "bool", "catch", "char16_t", "char32_t", "class", "compl", "const_cast", "constexpr", "decltype",
    "delete", "dynamic_cast", "explicit", "export", "false", "friend", "mutable", "namespace", "new", "noexcept",
    "not", "not_eq", "nullptr", "operator", "or", "private", "protected", "public", "reinterpret_cast",
    "static_assert", "static_cast", "template", "this", "thread_local", "throw", "true", "try", "typeid", "typename",
    "using", "virtual", "wchar_t", "xor", "xor_eq",
  ]

  /// The words that are keywords right after an `@` (`@interface`, `@end`, `@class`).
  static let atKeywords: Set<String> = [
    "autoreleasepool", "available", "catch", "class", "compatibility_alias", "defs", "dynamic", "encode", "end",
    "finally", "implementation", "import", "interface", "optional", "package", "private", "property", "protected",
    "protocol", "public", "required", "selector", "synchronized", "synthesize", "throw", "try",
  ]
}
