import Foundation
import SwivelScan

/// `project.pbxproj` files, old-style (OpenStep) property lists and the XML form: the project is
/// scanned as `swivel scan` scans each project it finds (`ProjectScanner.scan(projectFile:bundle:)`:
/// the syntax check, Foundation's parser, the targets, their build settings through the project's
/// levels, the group paths), and its report printed as text and JSON (SARIF is left out: most of
/// it is the rules' catalog, the same for every input). The bundle is in a folder that does not
/// exist, so the files the project names are missing and become notes. The scan gives a report,
/// with a located error when the file is not a project; never a crash or a hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let report = ProjectScanner().scan(
    projectFile: Data(bytes: data, count: size), bundle: "/nonexistent/swivel-fuzz/Fuzz.xcodeproj")
  Output.printed &+= report.text.utf8.count + report.json.utf8.count
  return 0
}

/// What was printed, kept so that no formatting is optimised away.
enum Output {
  nonisolated(unsafe) static var printed = 0
}
