import Testing

@testable import SwivelScan

/// Where a quoted `#import` is looked for when the header is not beside the file: among the
/// project's headers, by name.
@Suite struct ObjCMacroSourcesTests {
  @Test func aQuotedImportIsTheProjectHeaderOfThatName() {
    let sources = ObjCMacroSources(prefixHeader: nil, projectHeaders: ["/p/Kit/Rotation.h", "/p/Kit/Other.h"])
    #expect(sources.resolve("Rotation.h", from: "/nowhere/App/A.m") == "/p/Kit/Rotation.h")
    #expect(sources.resolve("Kit/Rotation.h", from: "/nowhere/App/A.m") == "/p/Kit/Rotation.h")
    #expect(sources.resolve("Missing.h", from: "/nowhere/App/A.m") == nil)
  }

  // A header path with a run of slashes before a short name outside ASCII stopped the scan:
  // Foundation of Swift 6.3 on Linux traps in lastPathComponent of `Kit//ü`.
  @Test func aHeaderPathWithADoubledSlashBeforeAnAccentIsFoundByName() {
    let sources = ObjCMacroSources(prefixHeader: nil, projectHeaders: ["/p/Kit//ü"])
    #expect(sources.resolve("ü", from: "/nowhere//é") == "/p/Kit//ü")
  }
}
