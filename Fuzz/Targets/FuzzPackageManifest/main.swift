import Foundation
import SwivelScan

/// A local Swift package's `Package.swift`, read as a scan reads one to follow an app's package
/// products (`ProjectScanner.packageManifest(_:folder:)`): swift-syntax's parse on a thread of its
/// own, then the literal `.library`, `.target` and `.package(path:)` calls. Any bytes give a
/// manifest or `nil`; never a crash, a hang or unbounded memory.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  _ = ProjectScanner.packageManifest(Data(bytes: data, count: size), folder: "/fuzz/Package")
  return 0
}
