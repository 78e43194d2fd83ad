@_spi(Fuzzing) import SwivelScan

/// Swivel's Objective-C lexer (`ObjCLexer`) against clang's: any bytes, read as the scan reads a
/// file (decoded as UTF-8, the preprocessor syntax blanked), must give the tokens libclang's
/// `clang_tokenize` gives, kind, spelling and line, as Objective-C and as Objective-C++. A
/// difference stops the run as a crash, with the first differing token. libclang (opened from
/// the toolchain at run time) is not instrumented: coverage is the lexer's.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  // Without libclang there is nothing to hold the lexer to: each input passes, and the run says
  // so once rather than failing a machine that lacks it.
  guard ObjCLexerCheck.hasLibclang else {
    if Warning.once { print("FuzzObjCLexer: libclang not found (set SWIVEL_LIBCLANG); nothing is compared") }
    return 0
  }
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  for language in ["objective-c", "objective-c++"] {
    if let difference = ObjCLexerCheck.disagreement(in: text, language: language) {
      fatalError("the lexer and libclang differ as \(language): \(difference)")
    }
  }
  return 0
}

/// Whether the missing-libclang warning is still to be printed (libFuzzer runs inputs on one thread).
enum Warning {
  nonisolated(unsafe) private static var printed = false
  static var once: Bool {
    defer { printed = true }
    return !printed
  }
}
