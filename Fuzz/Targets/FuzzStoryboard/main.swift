import Foundation
import SwivelScan

/// Storyboards, Interface Builder's XML read with FoundationXML: the scenes, their controllers,
/// relationship and presentation segues, and the initial controller with its children, as a scan
/// reports the storyboard an app starts with (`ProjectScanner.storyboard(_:file:)`). Reading gives
/// the storyboard or a located `ScanError`; never a crash or a hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  _ = ProjectScanner.storyboard(Data(bytes: data, count: size), file: "Main.storyboard")
  return 0
}
