import Foundation
import SwivelScenario

/// Info.plist files, XML, binary and old-style: decoding gives the keys or an `InfoPlistError`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Data(bytes: data, count: size)
  _ = try? InfoPlistReader.decodeLocated(bytes, file: "Info.plist")
  return 0
}
