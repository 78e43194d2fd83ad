import Foundation
import SwivelScan
import SwivelScenario

/// The drafts `swivel scan --emit-scenarios` writes, round-tripped through the loader
/// `swivel check` uses: each input is a Swift source and a main storyboard (split at the first
/// NUL byte; without one, the input is the source and the storyboard is empty) of a universal
/// app. The app is scanned as `swivel scan` scans it, flows read, and each of its two drafts
/// (iPhone, iPad) must load; one that does not is a finding (the draft and the loader's error on
/// standard error, then an abort), as a crash or a hang anywhere on the way is.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  let split = bytes.firstIndex(of: 0)
  let source = Data(bytes[..<(split ?? bytes.endIndex)])
  let storyboard = split.map { Data(bytes[($0 + 1)...]) } ?? Data()
  guard App.write(source, to: "App/Sources.swift"), App.write(storyboard, to: "App/Main.storyboard") else {
    return 0
  }
  var scanner = ProjectScanner()
  scanner.readsFlows = true
  let report = scanner.scan(path: App.folder)
  for draft in report.scenarioDrafts {
    do {
      _ = try ScenarioLoader(fileExists: { _ in true }).load(yaml: draft.text, file: draft.fileName)
    } catch {
      FileHandle.standardError.write(Data("a draft that does not load: \(error)\n\(draft.text)\n".utf8))
      abort()
    }
  }
  return 0
}

/// The app every input is written into: a temporary folder, its project and Info.plist
/// written once. (Static properties, not globals: with libFuzzer's `main`, this file's top-level
/// code never runs.)
enum App {
  static let folder: String = {
    // One folder, written over by each run rather than one left per process: run one FuzzDraft
    // at a time (Scripts/fuzz.sh does).
    let folder = NSTemporaryDirectory() + "swivel-fuzz-draft"
    try? FileManager.default.createDirectory(atPath: folder + "/App.xcodeproj", withIntermediateDirectories: true)
    try? FileManager.default.createDirectory(atPath: folder + "/App", withIntermediateDirectories: true)
    try? project.write(toFile: folder + "/App.xcodeproj/project.pbxproj", atomically: true, encoding: .utf8)
    try? infoPlist.write(toFile: folder + "/App/Info.plist", atomically: true, encoding: .utf8)
    return folder
  }()

  /// Writes a file of the app; `false` when it cannot be (a full disk: nothing to fuzz).
  static func write(_ data: Data, to path: String) -> Bool {
    FileManager.default.createFile(atPath: folder + "/" + path, contents: data)
  }

  static let infoPlist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict>
    <key>CFBundleIdentifier</key><string>fuzz.app</string>
    <key>UIMainStoryboardFile</key><string>Main</string>
    <key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationPortrait</string>
    <string>UIInterfaceOrientationLandscapeLeft</string><string>UIInterfaceOrientationLandscapeRight</string></array>
    </dict></plist>
    """

  /// One universal iOS application target whose Sources phase holds the source and the storyboard.
  static let project = """
    // !$*UTF8*$!
    {
      archiveVersion = 1;
      objects = {
        A1 = {isa = PBXNativeTarget; buildConfigurationList = B1; buildPhases = (A2); name = App;
          productType = "com.apple.product-type.application"; };
        A2 = {isa = PBXSourcesBuildPhase; files = (E1, E2); };
        E1 = {isa = PBXBuildFile; fileRef = F1; };
        E2 = {isa = PBXBuildFile; fileRef = F2; };
        F1 = {isa = PBXFileReference; path = App/Sources.swift; sourceTree = "<group>"; };
        F2 = {isa = PBXFileReference; path = App/Main.storyboard; sourceTree = "<group>"; };
        B1 = {isa = XCConfigurationList; buildConfigurations = (C1); defaultConfigurationName = Release; };
        C1 = {isa = XCBuildConfiguration; name = Release; buildSettings = {
          INFOPLIST_FILE = App/Info.plist; IPHONEOS_DEPLOYMENT_TARGET = 15.0; TARGETED_DEVICE_FAMILY = "1,2"; }; };
        B2 = {isa = XCConfigurationList; buildConfigurations = (C2); defaultConfigurationName = Release; };
        C2 = {isa = XCBuildConfiguration; name = Release; buildSettings = {SDKROOT = iphoneos; }; };
        D1 = {isa = PBXProject; buildConfigurationList = B2; targets = (A1); mainGroup = G1; };
        G1 = {isa = PBXGroup; children = (F1, F2); sourceTree = "<group>"; };
      };
      rootObject = D1;
    }
    """
}
