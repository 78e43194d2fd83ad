import SwivelCore
import Testing

@Suite("SystemVersion")
struct SystemVersionTests {
  @Test(
    "parses one to three numbers",
    arguments: zip(
      ["3.0", "5.1", "6", "6.0", "12.4.1", "17", "18.7", "26", "26.1", "26.7", "27.1", "06.0"],
      [
        (3, 0, 0), (5, 1, 0), (6, 0, 0), (6, 0, 0), (12, 4, 1), (17, 0, 0), (18, 7, 0), (26, 0, 0), (26, 1, 0),
        (26, 7, 0), (27, 1, 0), (6, 0, 0),
      ]
    )
  )
  func parses(text: String, expected: (Int, Int, Int)) throws {
    let version = try SystemVersion(text)
    #expect(version.major == expected.0)
    #expect(version.minor == expected.1)
    #expect(version.patch == expected.2)
  }

  @Test(
    "prints major.minor, and the patch only when set",
    arguments: zip(["6", "12.4.1", "26.1", "7.1.0"], ["6.0", "12.4.1", "26.1", "7.1"])
  )
  func description(text: String, expected: String) throws {
    #expect(try SystemVersion(text).description == expected)
  }

  @Test(
    "a string that is not numbers and dots is malformed",
    arguments: ["", "six", "6.", ".6", "6..0", "6.0.0.0", "-6", "+6", " 6", "6 ", "v6", "6.x", "١٢", "99999", "6,0"]
  )
  func malformed(text: String) {
    #expect(throws: SystemVersionError.malformed(text)) { try SystemVersion(text) }
  }

  // Apple released iPhone OS 3 (2009) to iOS 18 (2024), then iOS 26 (2025) and iOS 27 (2026):
  // no 19 to 25, and no 28 yet.
  @Test("a major version Swivel does not reproduce is refused", arguments: ["1", "2.2", "19", "25.0", "28", "100"])
  func unknownMajor(text: String) {
    #expect(throws: SystemVersionError.unknownMajor(text)) { try SystemVersion(text) }
  }

  // The last minor release of each major version (Apple, iOS release history): 5.1.1, 6.1.6, 8.4.1, 12.5.7 …
  // iOS 26.7 (build 23H24) came out with iOS 27 on 14 September 2026.
  @Test(
    "a minor release past the last one of its major is refused",
    arguments: zip(
      ["3.3", "5.2", "6.2", "7.2", "8.5", "12.6", "16.8", "18.8", "26.8"],
      ["3.2", "5.1", "6.1", "7.1", "8.4", "12.5", "16.7", "18.7", "26.7"])
  )
  func unknownMinor(text: String, lastMinor: String) {
    #expect(throws: SystemVersionError.unknownMinor(text, lastMinor: lastMinor)) { try SystemVersion(text) }
  }

  @Test("every error says what is wrong in words a person can act on")
  func errorDescriptions() {
    #expect(SystemVersionError.malformed("six").description.contains("'six' is not an iOS version"))
    #expect(SystemVersionError.unknownMajor("19").description.contains("iOS 26 and 27"))
    #expect(SystemVersionError.unknownMinor("6.2", lastMinor: "6.1").description.contains("6.1"))
  }

  @Test("versions order by major, then minor, then patch")
  func ordering() throws {
    let texts = [
      "3.0", "3.1", "4.3", "5.0", "5.1", "6.0", "9.3", "10.0", "12.4", "12.4.1", "18.7", "26.0", "26.1", "26.7", "27.0",
      "27.1",
    ]
    let versions = try texts.map { try SystemVersion($0) }
    #expect(versions == versions.sorted())
    #expect(try SystemVersion("10.0") > SystemVersion("9.3"))
    #expect(try SystemVersion("6") == SystemVersion("6.0.0"))
    #expect(SystemVersion.oldest < SystemVersion.newest)
    // iOS 27.1 shipped in October 2026 with the iPhone Duo; 27.2 is in beta.
    #expect(SystemVersion.newest == (try SystemVersion("27.1")))
  }

  @Test func theLastReleaseOfAMajorIsItsLastMinor() throws {
    #expect(SystemVersion.lastRelease(ofMajor: 16) == (try SystemVersion("16.7")))
    #expect(SystemVersion.lastRelease(ofMajor: 26) == (try SystemVersion("26.7")))
    #expect(SystemVersion.lastRelease(ofMajor: 27) == .newest)
    #expect(SystemVersion.lastRelease(ofMajor: 3) == (try SystemVersion("3.2")))
    #expect(SystemVersion.lastRelease(ofMajor: 20) == nil)
    #expect(SystemVersion.lastRelease(ofMajor: 2) == nil)
  }
}
