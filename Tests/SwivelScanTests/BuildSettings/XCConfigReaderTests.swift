import Foundation
import Testing

@testable import SwivelScan

@Suite struct XCConfigReaderTests {
  private func read(_ files: [String: String], main: String = "main.xcconfig") throws -> (
    settings: BuildSettings, notes: [ScanNote], folder: String
  ) {
    let folder = try ScanFixtures.temporaryFolder()
    for (name, text) in files { try ScanFixtures.write(text, to: "\(folder)/\(name)") }
    var table = BuildSettingTable()
    var reader = XCConfigReader()
    reader.read("\(folder)/\(main)", into: &table)
    return (BuildSettings(table: table, configuration: "Release"), reader.notes, folder)
  }

  // `#include "file"` reads another file at that point, its path relative to the including file
  // (Apple, Xcode Help, "Add a build configuration (xcconfig) file"); a later assignment "using
  // $(inherited) … will inherit from earlier assignments in the .xcconfig" (Xcode 10 beta 1
  // release notes).
  @Test func includesAreReadInPlaceRelativeToTheIncludingFile() throws {
    let result = try read([
      "main.xcconfig": "A = main\n#include \"common/base.xcconfig\"\nB = $(inherited) main\n",
      "common/base.xcconfig": "A = base\nB = base\n",
    ])
    defer { try? FileManager.default.removeItem(atPath: result.folder) }
    #expect(result.settings.value("A") == "base")
    #expect(result.settings.value("B") == "base main")
    #expect(result.notes.isEmpty)
  }

  @Test func commentsSemicolonsAndConditionsAreRead() throws {
    let result = try read([
      "main.xcconfig": """
      // a comment line
      DEVICE = 1 // the iPhone
      DEVICE[sdk=iphoneos*] = 1,2;
      DEVICE[sdk=macosx*] = 6

      """
    ])
    defer { try? FileManager.default.removeItem(atPath: result.folder) }
    #expect(result.settings.value("DEVICE") == "1,2")
    #expect(result.settings.origin("DEVICE")?.line == 3)
  }

  // `#include?` is an optional include: only a missing non-optional include is reported
  // (swift-build, `Sources/SWBMacro/MacroConfigFileParser.swift`, its grammar and
  // `foundPreprocessorInclusion(_:optional:parser:)`).
  @Test func aMissingOptionalIncludeIsSilentAndAMissingIncludeANote() throws {
    let result = try read([
      "main.xcconfig": "#include? \"local.xcconfig\"\n#include \"Pods/Pods.release.xcconfig\"\nA = 1\n"
    ])
    defer { try? FileManager.default.removeItem(atPath: result.folder) }
    #expect(result.settings.value("A") == "1")
    #expect(result.notes.count == 1)
    #expect(result.notes.first?.location.line == 2)
    #expect(result.notes.first?.message.contains("Pods.release.xcconfig cannot be read (no such file)") == true)
  }

  @Test func anIncludeCycleIsANoteNotALoop() throws {
    let result = try read([
      "main.xcconfig": "#include \"other.xcconfig\"\nA = main\n",
      "other.xcconfig": "#include \"main.xcconfig\"\nB = other\n",
    ])
    defer { try? FileManager.default.removeItem(atPath: result.folder) }
    #expect(result.settings.value("A") == "main")
    #expect(result.settings.value("B") == "other")
    #expect(result.notes.contains { $0.message.contains("includes itself") })
  }

  @Test func includesRepeatedManyTimesOverStopAtAThousandFiles() throws {
    let include = String(repeating: "#include \"b.xcconfig\"\n", count: 100)
    let result = try read([
      "main.xcconfig": include, "b.xcconfig": String(repeating: "#include \"c.xcconfig\"\n", count: 100),
      "c.xcconfig": "C = 1\n",
    ])
    defer { try? FileManager.default.removeItem(atPath: result.folder) }
    #expect(result.settings.value("C") == "1")
    #expect(result.notes.count == 1)
    #expect(result.notes.first?.message.contains("more than 1000 .xcconfig files") == true)
  }

  @Test func aLineThatIsNoSettingIsANote() throws {
    let result = try read(["main.xcconfig": "A = 1\nthis is not a setting\n"])
    defer { try? FileManager.default.removeItem(atPath: result.folder) }
    #expect(result.settings.value("A") == "1")
    #expect(result.notes.map(\.location.line) == [2])
  }
}
