import Foundation
import SwivelScan

/// XIBs, Interface Builder's XML for one nib, read with FoundationXML for the view controllers
/// they hold (its File's Owner when its view outlet is connected, its top-level controllers and
/// those inside them), as a scan reads a target's XIBs (`ProjectScanner.xib(_:file:)`). Reading
/// gives the controllers' classes or a located `ScanError`; never a crash or a hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  _ = ProjectScanner.xib(Data(bytes: data, count: size), file: "View.xib")
  return 0
}
