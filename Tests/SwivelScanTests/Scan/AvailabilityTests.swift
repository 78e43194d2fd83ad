import Foundation
import SwivelCore
import Testing

@testable import SwivelScan

/// A call inside an availability check is judged only for the versions that branch runs on: the
/// deprecated calls Apple's iOS 16 advice replaces still work below 16, where the `else` branch of
/// `if #available(iOS 16, *)` runs (The Swift Programming Language, "Checking API Availability":
/// "the else branch executes on earlier versions"; Clang, "Objective-C @available").
@Suite struct AvailabilityTests {
  private func mechanisms(_ text: String) -> [String] {
    SwiftSourceReader.read(text, file: "X.swift").mechanisms.map { "\($0.api) \($0.runsOn.text ?? "always")" }
  }

  @Test func theBranchesOfAnAvailabilityCheckRunOnTheirVersions() {
    #expect(
      mechanisms(
        """
        func rotate() {
          if #available(iOS 16.0, *) {
            scene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscape))
          } else {
            UIDevice.current.setValue(UIInterfaceOrientation.landscapeRight.rawValue, forKey: "orientation")
            UIViewController.attemptRotationToDeviceOrientation()
          }
          UIViewController.attemptRotationToDeviceOrientation()
        }
        """) == [
          "requestGeometryUpdate(_:errorHandler:) from iOS 16.0",
          "setValue(_:forKey: \"orientation\") below iOS 16.0",
          "attemptRotationToDeviceOrientation() below iOS 16.0",
          "attemptRotationToDeviceOrientation() always",
        ])
  }

  @Test func unavailableGuardsAndAttributesToo() {
    #expect(
      mechanisms(
        """
        func a() {
          if #unavailable(iOS 16) { UIViewController.attemptRotationToDeviceOrientation() }
        }
        func b() {
          guard #available(iOS 16, *) else {
            UIViewController.attemptRotationToDeviceOrientation()
            return
          }
          setNeedsUpdateOfSupportedInterfaceOrientations()
        }
        @available(iOS 16.0, *)
        func c() { setNeedsUpdateOfSupportedInterfaceOrientations() }
        @available(iOS, obsoleted: 16)
        func d() { UIViewController.attemptRotationToDeviceOrientation() }
        @available(iOS, deprecated: 16)
        func e() { UIViewController.attemptRotationToDeviceOrientation() }
        func f() {
          if #available(iOS 16, *), let scene { scene.requestGeometryUpdate(.iOS()) } else { UIViewController.attemptRotationToDeviceOrientation() }
        }
        """) == [
          "attemptRotationToDeviceOrientation() below iOS 16.0",
          "attemptRotationToDeviceOrientation() below iOS 16.0",
          "setNeedsUpdateOfSupportedInterfaceOrientations() from iOS 16.0",
          "setNeedsUpdateOfSupportedInterfaceOrientations() from iOS 16.0",
          "attemptRotationToDeviceOrientation() below iOS 16.0",
          "attemptRotationToDeviceOrientation() always",
          "requestGeometryUpdate(_:errorHandler:) from iOS 16.0",
          // The else of a check with another condition runs on every version.
          "attemptRotationToDeviceOrientation() always",
        ])
  }

  // The rules: a deprecated call in the pre-iOS 16 branch is the fix already applied.
  @Test func aDeprecatedCallBelowSixteenIsNotReported() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ScanFixtures.write(
      """
      final class Player: UIViewController {
        func landscape() {
          if #available(iOS 16.0, *) {
            view.window?.windowScene?.requestGeometryUpdate(.iOS(interfaceOrientations: .landscape))
            setNeedsUpdateOfSupportedInterfaceOrientations()
          } else {
            UIDevice.current.setValue(UIInterfaceOrientation.landscapeRight.rawValue, forKey: "orientation")
            UIViewController.attemptRotationToDeviceOrientation()
          }
        }
        func old() {
          UIDevice.current.setValue(UIInterfaceOrientation.portrait.rawValue, forKey: "orientation")
        }
        func new() {
          if #available(iOS 16, *) {
            UIViewController.attemptRotationToDeviceOrientation()
          }
        }
      }
      """, to: "\(folder)/App/Player.swift")
    try ScanFixtures.writeApp(
      in: folder,
      settings: [
        "GENERATE_INFOPLIST_FILE": "YES", "TARGETED_DEVICE_FAMILY": "1", "IPHONEOS_DEPLOYMENT_TARGET": "13.0",
      ], sources: ["App/Player.swift"])
    let target = try #require(ProjectScanner().scan(path: folder).targets.first)
    let found = target.findings.map { "\($0.rule)@\($0.location.line)" }
    // With the iOS 27 SDK (the default) the controller's lock is told too.
    #expect(
      found == ["lock-ignored-when-resizable@4", "device-orientation-setter@12", "attempt-rotation-deprecated@16"])
    let fromSixteen = try #require(target.findings.first { $0.location.line == 16 })
    #expect(fromSixteen.message.contains("(in code that runs from iOS 16.0)"))
  }
}

/// The same in Objective-C: `if (@available(iOS 16.0, *)) { … } else { … }` and `API_AVAILABLE`.
@Suite struct ObjCAvailabilityTests {
  @Test func theBranchesOfAnAvailabilityCheckRunOnTheirVersions() throws {
    let facts = ObjCSourceReader.read(
      """
      @implementation Player
      - (void)rotate {
          if (@available(iOS 16.0, *)) {
              [self setNeedsUpdateOfSupportedInterfaceOrientations];
          } else {
              [[UIDevice currentDevice] setValue:@(UIInterfaceOrientationLandscapeRight) forKey:@"orientation"];
              [UIViewController attemptRotationToDeviceOrientation];
          }
          [UIViewController attemptRotationToDeviceOrientation];
      }
      - (void)later API_AVAILABLE(ios(16.0)) {
          [self setNeedsUpdateOfSupportedInterfaceOrientations];
      }
      @end
      """, file: "Player.m")
    #expect(
      facts.mechanisms.map { "\($0.api) \($0.runsOn.text ?? "always")" } == [
        "setNeedsUpdateOfSupportedInterfaceOrientations() from iOS 16.0",
        "setValue(_:forKey: \"orientation\") below iOS 16.0",
        "attemptRotationToDeviceOrientation() below iOS 16.0",
        "attemptRotationToDeviceOrientation() always",
        "setNeedsUpdateOfSupportedInterfaceOrientations() from iOS 16.0",
      ])
  }

  // Checks nest: a call runs on what every check around it allows, and only those (the checks
  // are kept as the walk goes, so that a file of many is read in one pass).
  @Test func nestedAndNeighbouringChecksNarrowOnlyWhatTheyHold() throws {
    let attempt = "[UIViewController attemptRotationToDeviceOrientation];"
    let facts = ObjCSourceReader.read(
      """
      @implementation Player
      - (void)rotate {
          if (@available(iOS 16.0, *)) {
              \(attempt)
              if (@available(iOS 17.0, *)) { \(attempt) } else { \(attempt) }
              \(attempt)
          } else {
              \(attempt)
          }
          \(attempt)
          if (@available(iOS 18.0, *)) { \(attempt) }
      }
      - (void)later API_AVAILABLE(ios(15.0)) {
          if (@available(iOS 16.0, *)) { } else { \(attempt) }
          \(attempt)
      }
      @end
      """, file: "Player.m")
    #expect(
      facts.mechanisms.map { $0.runsOn.text ?? "always" } == [
        "from iOS 16.0", "from iOS 17.0", "from iOS 16.0 and below iOS 17.0", "from iOS 16.0", "below iOS 16.0",
        "always", "from iOS 18.0", "from iOS 15.0 and below iOS 16.0", "from iOS 15.0",
      ])
  }
}

extension AvailabilityTests {
  // oxen-io/session-ios keeps the key in a constant: `let orientationKey = "orientation"` then
  // `setValue(orientation.rawValue, forKey: orientationKey)`; the setter is the same call.
  @Test func theOrientationKeyInAConstantIsTheSameSetter() {
    #expect(
      mechanisms(
        """
        extension UIDevice {
          func rotate(to orientation: UIInterfaceOrientation) {
            let orientationKey = "orientation"
            self.setValue(orientation.rawValue, forKey: orientationKey)
            self.setValue(1, forKey: otherKey)
          }
        }
        """) == ["setValue(_:forKey: \"orientation\") always"])
  }

  // Found by FuzzSwiftSource (Fuzz/README.md): a constant whose name the parser had to make up
  // held the key, and the search for that empty name in each function read a byte past the end
  // of the file's text (AddressSanitizer: heap-buffer-overflow; a trap in a debug build).
  @Test func aKeyConstantWithoutANameIsNoKeyAndTheWalkGoesOn() throws {
    // The fuzzer's input (a fixture named .txt: it is not UTF-8, which swift format refuses); a
    // fixture that is missing or moved fails here, rather than reading nothing.
    let path = ScanFixtures.path("Fuzz/key-constant-without-a-name.swift.txt")
    let input = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
    #expect(input.contains("\"orientation\""), "the fuzzer's input holds the key")
    let facts = SwiftSourceReader.read(input, file: path)
    // Too broken to hold a fact, but read to the end.
    #expect(facts.controllers.isEmpty && facts.mechanisms.isEmpty && facts.notes.isEmpty)
    #expect(
      mechanisms(
        """
        extension UIDevice {
          let = "orientation"
          func rotate(to orientation: UIInterfaceOrientation) {
            self.setValue(orientation.rawValue, forKey: orientationKey)
          }
          func f() { UIDevice.current.beginGeneratingDeviceOrientationNotifications() }
        }
        """) == ["beginGeneratingDeviceOrientationNotifications() always"])
    let text = Array("abc".utf8)
    text.withUnsafeBytes { bytes in
      #expect(SwiftSourceReader.contains([], in: bytes))
      #expect(SwiftSourceReader.contains([], in: UnsafeRawBufferPointer(rebasing: bytes[3...])))
      #expect(SwiftSourceReader.contains(Array("bc".utf8), in: bytes))
      #expect(!SwiftSourceReader.contains(Array("cd".utf8), in: bytes))
    }
  }

  // The walk passes over a function that names no orientation identifier, but not over one that
  // names a constant holding the key, declared in another function or at the top of the file.
  @Test func aKeyConstantDeclaredElsewhereStillMarksTheCall() {
    #expect(
      mechanisms(
        """
        let deviceKey = "orientation"
        final class Rotator {
          func unrelated() { let x = 1; print(x) }
          func rotate() { UIDevice.current.setValue(3, forKey: deviceKey) }
          func nested() { func inner() { UIViewController.attemptRotationToDeviceOrientation() } }
        }
        """) == ["setValue(_:forKey: \"orientation\") always", "attemptRotationToDeviceOrientation() always"])
  }
}
