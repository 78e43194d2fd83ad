import Foundation
import SwivelScan

/// `.xcconfig` files: the reader (`NAME[cond=…] = value` lines, comments, `#include`s, which name
/// files in a folder that does not exist, so each is a note) and the evaluation of every setting
/// the file assigns, whose references to each other (`$(NAME)`, `${NAME}`, `$NAME`, operators,
/// nesting, `$(inherited)`) are all expanded (`ProjectScanner.buildSettings(xcconfig:file:)`).
/// Reading gives values and notes; never a crash, a hang or a memory blow-up.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let (values, notes) = Input.scanner.buildSettings(
    xcconfig: Data(bytes: data, count: size), file: "/nonexistent/swivel-fuzz/Fuzz.xcconfig")
  Input.evaluated &+= values.count + notes.count
  return 0
}

/// What every input shares.
enum Input {
  /// The scanner, for a Debug build so that `[config=Debug]` conditions can hold too.
  static let scanner = ProjectScanner(configuration: "Debug")
  /// How many values and notes were made, kept so that nothing is optimised away.
  nonisolated(unsafe) static var evaluated = 0
}
