import Testing

@testable import SwivelScenario

/// `PathName` takes paths apart as NSString's path methods do on Apple's platforms, without the
/// traps of swift-corelibs-foundation of Swift 6.3 on Linux: `deletingLastPathComponent` of a
/// one-character path (`a`, `a/`, `.`, `é`; a scenario file named `m` crashed `swivel check m`),
/// and all four methods on a run of slashes before a short last component outside ASCII (`a//é`,
/// `a///Ça`; FuzzPackageManifest found it in `.package(path:)`).
@Suite struct PathNameTests {
  /// The tables of Apple's NSString documentation, `lastPathComponent`.
  @Test(arguments: [
    ("/tmp/scratch.tiff", "scratch.tiff"), ("/tmp/scratch", "scratch"), ("/tmp/", "tmp"),
    ("scratch///", "scratch"), ("/", "/"), ("", ""),
  ])
  func lastIsAppleDocumentedLastPathComponent(path: String, last: String) {
    #expect(PathName.last(of: path) == last)
  }

  /// The tables of Apple's NSString documentation, `deletingLastPathComponent`.
  @Test(arguments: [
    ("/tmp/scratch.tiff", "/tmp"), ("/tmp/lock/", "/tmp"), ("/tmp/", "/"), ("/tmp", "/"), ("/", "/"),
    ("scratch.tiff", ""),
  ])
  func parentIsAppleDocumentedDeletingLastPathComponent(path: String, parent: String) {
    #expect(PathName.parent(of: path) == parent)
  }

  /// The tables of Apple's NSString documentation, `pathExtension`.
  @Test(arguments: [
    ("/tmp/scratch.tiff", "tiff"), (".scratch.tiff", "tiff"), ("/tmp/scratch", ""), ("/tmp/", ""),
    ("/tmp/scratch..tiff", "tiff"),
  ])
  func fileExtensionIsAppleDocumentedPathExtension(path: String, fileExtension: String) {
    #expect(PathName.fileExtension(of: path) == fileExtension)
  }

  /// The tables of Apple's NSString documentation, `deletingPathExtension`.
  @Test(arguments: [
    ("/tmp/scratch.tiff", "/tmp/scratch"), ("/tmp/", "/tmp"), ("scratch.bundle/", "scratch"),
    ("scratch..tiff", "scratch."), (".tiff", ".tiff"), ("/", "/"),
  ])
  func deletingExtensionIsAppleDocumentedDeletingPathExtension(path: String, result: String) {
    #expect(PathName.deletingExtension(of: path) == result)
  }

  @Test(arguments: ["a", "a/", "a//", ".", "./", "é"])
  func aOneCharacterPathHasNoFolder(path: String) {
    #expect(PathName.parent(of: path) == "")
    #expect(PathName.folder(of: path) == ".")
  }

  /// Each of these stopped Foundation of Swift 6.3 on Linux; NSString on Apple's platforms tidies
  /// the run of slashes first, as `PathName` does.
  @Test func aRunOfSlashesBeforeAShortLastComponentOutsideASCIIIsTidied() {
    #expect(PathName.last(of: "Photos//é") == "é")
    #expect(PathName.last(of: "Vendor///Ça") == "Ça")
    #expect(PathName.parent(of: "Photos//é") == "Photos")
    #expect(PathName.parent(of: "é//") == "")
    #expect(PathName.fileExtension(of: "a//é") == "")
    #expect(PathName.deletingExtension(of: "Vendor///Ça") == "Vendor/Ça")
    #expect(PathName.stem(of: "Base.lproj//ü") == "ü")
    #expect(PathName.last(of: "///file/123.png.smb") == "123.png.smb")
  }

  /// NSString finds slashes among UTF-16 units: a combining mark after a slash starts a component.
  @Test func aCombiningMarkAfterASlashDoesNotHideIt() {
    #expect(PathName.last(of: "a/\u{301}") == "\u{301}")
    #expect(PathName.parent(of: "a/\u{301}") == "a")
  }

  // Reports print one path form in every format: no leading ./, slashes tidied (issue 55).
  @Test func aDisplayedPathHasNoLeadingDotSlash() {
    #expect(PathName.displayed("./Sources//App.swift") == "Sources/App.swift")
    #expect(PathName.displayed(".") == ".")
    #expect(PathName.displayed("././") == ".")
    #expect(PathName.displayed("Sources/App.swift") == "Sources/App.swift")
    #expect(PathName.displayed("/abs/./x") == "/abs/./x")
    #expect(PathName.displayed("../up/x") == "../up/x")
    #expect(PathName.joined(".", "App.swift") == "App.swift")
    #expect(PathName.joined("./Sources/", "App.swift") == "Sources/App.swift")
    #expect(PathName.joined("/", "App.swift") == "/App.swift")
  }
}
