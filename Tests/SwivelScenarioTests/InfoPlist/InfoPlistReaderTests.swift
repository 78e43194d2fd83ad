import Foundation
import SwivelCore
import SwivelKit
import Testing

@testable import SwivelScenario

private func fixture(_ name: String) -> String { Fixture.infoPlist(name) }

private func readError(_ name: String) -> InfoPlistError? {
  do {
    _ = try InfoPlistReader.read(contentsOf: fixture(name))
    return nil
  } catch {
    return error
  }
}

@Suite struct InfoPlistReaderTests {
  // Issue 3, point 4: Info.plist from a file, XML or binary (the binary made with plutil -convert binary1).
  @Test(arguments: ["universal.plist", "universal.binary.plist"])
  func readsEveryOrientationKeyFromXMLAndBinary(name: String) throws {
    let plist = try InfoPlistReader.read(contentsOf: fixture(name))
    #expect(plist.supportedInterfaceOrientations == .portrait)
    #expect(plist.supportedInterfaceOrientationsByIdiom[.pad] == .all)
    #expect(plist.supportedInterfaceOrientationsByIdiom[.phone] == [.portrait, .landscapeRight])
    #expect(plist.interfaceOrientation == .landscapeRight)
    #expect(plist.requiresFullScreen == true)
  }

  @Test func loadingLocatesEachKeyByFileAndNameAndRepeatsCountOnce() throws {
    let path = fixture("duplicates.plist")
    let keys = try InfoPlistReader.load(contentsOf: path)
    #expect(keys.infoPlist == InfoPlist(supportedInterfaceOrientations: [.portrait, .landscapeRight]))
    #expect(
      keys.locations == [
        .supportedInterfaceOrientations: .infoPlistKey(file: path, key: "UISupportedInterfaceOrientations")
      ])
    let universal = try InfoPlistReader.load(contentsOf: fixture("universal.binary.plist"))
    #expect(
      Set(universal.locations.keys)
        == Set(InfoPlist.Key.allCases).subtracting([
          .requiresFullScreenPad, .requiresFullScreenPhone, .launchScreen,
          .requiresFullScreenIgnoredStartingWithVersion,
        ]))
    #expect(
      universal.supportedInterfaceOrientations(for: .pad)?.location
        == .infoPlistKey(file: fixture("universal.binary.plist"), key: "UISupportedInterfaceOrientations~ipad"))
  }

  @Test func xmlAndBinaryGiveTheSameValue() throws {
    #expect(
      try InfoPlistReader.read(contentsOf: fixture("landscape.plist"))
        == InfoPlistReader.read(contentsOf: fixture("landscape.binary.plist")))
  }

  // Apple: the ~ipad / ~iphone keys replace the plain key on their idiom.
  @Test func theReadIdiomKeysReplaceThePlainKey() throws {
    let plist = try InfoPlistReader.read(contentsOf: fixture("universal.plist"))
    #expect(plist.effectiveSupportedInterfaceOrientations(for: .pad) == .all)
    #expect(plist.effectiveSupportedInterfaceOrientations(for: .phone) == [.portrait, .landscapeRight])
    #expect(plist.initialInterfaceOrientation(for: .phone) == nil)
  }

  @Test func otherKeysAreIgnoredAndAbsentKeysStayAbsent() throws {
    #expect(try InfoPlistReader.read(contentsOf: fixture("no-orientation-keys.plist")) == InfoPlist())
    let initial = try InfoPlistReader.read(contentsOf: fixture("initial-orientation-only.plist"))
    #expect(initial == InfoPlist(interfaceOrientation: .landscapeLeft, requiresFullScreen: false))
  }

  // Issue 3, point 6: a mask of 0 is not an input error (UIKit raises when it is used).
  @Test func anEmptyOrientationListIsTheEmptyMaskNotAnError() throws {
    let plist = try InfoPlistReader.read(contentsOf: fixture("empty-supported.plist"))
    #expect(plist.supportedInterfaceOrientations == [])
  }

  // Issue 3, point 6: each bad input gives a typed error naming the file and the key.
  @Test(
    arguments: [
      ("missing.plist", nil, InfoPlistError.Problem.unreadable("no such file")),
      ("empty-file.plist", nil, .notAPropertyList("the file is empty")),
      ("truncated.binary.plist", nil, nil),
      ("junk-text.plist", nil, nil),
      ("openstep.plist", nil, .notXMLOrBinary),
      ("top-level-array.plist", nil, .topLevelNotADictionary(found: "an array")),
      (
        "supported-not-an-array.plist", "UISupportedInterfaceOrientations",
        .wrongType(expected: "an array of orientation strings", found: "a string")
      ),
      (
        "element-not-a-string.plist", "UISupportedInterfaceOrientations[1]",
        .wrongType(expected: "an orientation string", found: "a number")
      ),
      (
        "device-family-string.plist", "UIDeviceFamily[0]",
        .wrongType(expected: "a device family number (1: iPhone, 2: iPad)", found: "a string")
      ),
    ] as [(String, String?, InfoPlistError.Problem?)])
  func badInputGivesATypedErrorNamingFileAndKey(name: String, key: String?, problem: InfoPlistError.Problem?) throws {
    let error = try #require(readError(name))
    #expect(error.file == fixture(name))
    #expect(error.key == key)
    if let problem {
      #expect(error.problem == problem)
    } else {
      // Truncated binary and junk text: either Foundation refuses them, or it reads them as an
      // OpenStep string, which the reader refuses; both are errors about the whole file.
      let acceptable: Bool
      switch error.problem {
      case .notAPropertyList, .notXMLOrBinary: acceptable = true
      default: acceptable = false
      }
      #expect(acceptable, "\(error)")
    }
    #expect(error.description.hasPrefix(key.map { "\(fixture(name)): \($0)" } ?? fixture(name)))
  }

  // What iOS takes without complaint is read as iOS reads it, noted, and the file read on: an
  // orientation string UIKit does not know is skipped (Apple, UISupportedInterfaceOrientations
  // lists the four strings), a Boolean written as an integer is read as NSNumber's boolValue.
  @Test(
    arguments: [
      (
        "unknown-orientation.plist", InfoPlist(supportedInterfaceOrientationsByIdiom: [.pad: .portrait]),
        "UISupportedInterfaceOrientations~ipad[1]",
        InfoPlistRemark.Kind.unknownOrientation("UIInterfaceOrientationSideways", suggestion: nil)
      ),
      (
        "unknown-orientation.binary.plist", InfoPlist(supportedInterfaceOrientationsByIdiom: [.pad: .portrait]),
        "UISupportedInterfaceOrientations~ipad[1]",
        .unknownOrientation("UIInterfaceOrientationSideways", suggestion: nil)
      ),
      (
        "initial-orientation-lowercase.plist", InfoPlist(), "UIInterfaceOrientation",
        .unknownOrientation("landscapeRight", suggestion: "UIInterfaceOrientationLandscapeRight")
      ),
      (
        "requires-full-screen-integer.plist", InfoPlist(requiresFullScreen: true), "UIRequiresFullScreen",
        .notABoolean(written: "<integer>1</integer>", readAs: true)
      ),
    ] as [(String, InfoPlist, String, InfoPlistRemark.Kind)])
  func oddButAcceptedValuesAreReadAsIOSReadsThemAndNoted(
    name: String, infoPlist: InfoPlist, key: String, remark: InfoPlistRemark.Kind
  ) throws {
    let keys = try InfoPlistReader.load(contentsOf: fixture(name))
    #expect(keys.infoPlist == infoPlist)
    #expect(keys.remarks == [InfoPlistRemark(remark, at: .infoPlistKey(file: fixture(name), key: key))])
  }

  @Test func aFileWithValueTyposIsReadOnWithEachNoted() throws {
    let path = fixture("value-typos.plist")
    let keys = try InfoPlistReader.load(contentsOf: path)
    #expect(
      keys.infoPlist
        == InfoPlist(
          supportedInterfaceOrientations: .landscapeLeft, requiresFullScreen: true,
          launchScreen: .storyboard("LaunchScreen")))
    #expect(keys.deviceFamily == [.phone, .pad])
    #expect(
      keys.remarks.map(\.kind) == [
        .unknownOrientation("UIInterfaceOrientationPortait", suggestion: "UIInterfaceOrientationPortrait"),
        .buildSettingReference("$(EXTRA_ORIENTATION)"),
        .notABoolean(written: "<string>YES</string>", readAs: true),
      ])
    #expect(
      keys.remarks.map(\.location.description) == [
        "\(path): UISupportedInterfaceOrientations[0]", "\(path): UISupportedInterfaceOrientations[2]",
        "\(path): UIRequiresFullScreen",
      ])
  }

  // NSString.boolValue: true on "Y", "y", "T", "t" or a digit 1 to 9 after white space, a sign and
  // zeros; false otherwise (Apple, https://developer.apple.com/documentation/foundation/nsstring/boolvalue).
  // Foundation on this platform gives the documented answers.
  @Test(
    arguments: zip(
      ["YES", "yes", "true", "Y", "1", " +01", "NO", "no", "false", "0", "", "maybe"],
      [true, true, true, true, true, true, false, false, false, false, false, false]))
  func aBooleanWrittenAsAStringIsReadAsBoolValueReadsIt(text: String, flag: Bool) throws {
    let keys = try InfoPlistReader.contents(of: ["UIRequiresFullScreen": text], file: "Info.plist")
    #expect(keys.infoPlist.requiresFullScreen == flag)
    #expect(keys.remarks.map(\.kind) == [.notABoolean(written: "<string>\(text)</string>", readAs: flag)])
  }

  // Xcode expands $(VAR) and ${VAR} in the Info.plist at build time (INFOPLIST_EXPAND_BUILD_SETTINGS).
  // The value is skipped; a list of nothing but build settings is unknown, not empty.
  @Test(
    arguments: zip(
      [
        "UISupportedInterfaceOrientations", "UISupportedInterfaceOrientations~iphone", "UIInterfaceOrientation",
        "UIRequiresFullScreen~ipad", "UIDeviceFamily",
      ],
      ["$(ORIENTATIONS)", "[$(ORIENTATION)]", "${INITIAL}", "$(FULL_SCREEN)", "[$(TARGETED_DEVICE_FAMILY)]"]))
  func aBuildSettingIsSkippedAndNoted(key: String, value: String) throws {
    let inArray = value.hasPrefix("[")
    let text = inArray ? String(value.dropFirst().dropLast()) : value
    let keys = try InfoPlistReader.contents(of: [key: inArray ? [text] : text], file: "Info.plist")
    #expect(keys.infoPlist == InfoPlist())
    #expect(keys.deviceFamily == nil)
    #expect(
      keys.remarks == [
        InfoPlistRemark(
          .buildSettingReference(text), at: .infoPlistKey(file: "Info.plist", key: inArray ? "\(key)[0]" : key))
      ])
  }

  @Test(
    arguments: zip(
      [
        "UIInterfaceOrientationPortait", "uiinterfaceorientationportrait", "portraitUpsideDown",
        "UIInterfaceOrientationMaskLandscapeLeft", "UIInterfaceOrientationSideways", "UIDeviceOrientationFaceUp",
      ],
      [
        "UIInterfaceOrientationPortrait", "UIInterfaceOrientationPortrait", "UIInterfaceOrientationPortraitUpsideDown",
        "UIInterfaceOrientationLandscapeLeft", nil, nil,
      ] as [String?]))
  func anOrientationTypoSuggestsTheStringMeant(text: String, suggestion: String?) {
    #expect(InfoPlistReader.orientationSuggestion(for: text) == suggestion)
  }

  // Core Foundation reads keys exactly, and a ~DEVICE suffix only when it is iphone, ipod or ipad
  // in lowercase (swift-corelibs-foundation, CFBundle_InfoPlist.c, _isOverrideKey): other
  // spellings are keys nothing reads. Valid variants Swivel does not model are no typo.
  @Test(
    arguments: zip(
      [
        "UISupportedInterfaceOrientation", "UISupportedInterfaceOrientations~iPad",
        "UISupportedInterfaceOrientations~IPHONE", "uisupportedinterfaceorientations", "UIRequiresFullscreen",
        "UIRequiresFullScreen-ipad", "UISupportedInterfaceOrientation~ipad", "UIInterfaceOrientation~ipda",
        "UIDeviceFamilly", "UISupportedInterfaceOrientations-iPhoneOS~ipad",
        // No typos: read by iOS, or nothing like an orientation key.
        "UISupportedInterfaceOrientations", "UISupportedInterfaceOrientations~ipod", "UIInterfaceOrientation~ipad",
        "UIRequiresFullScreen-iphoneos", "UISupportedInterfaceOrientations-iphoneos~ipad",
        "UIRequiresFullScreenIgnoredStartingWithVersion", "UILaunchStoryboardName", "CFBundleIdentifier",
        "UIApplicationSceneManifest", "", "~ipad",
        // A stray tilde: no suffix, so a key nothing reads.
        "UIRequiresFullScreen~",
      ],
      [
        "UISupportedInterfaceOrientations", "UISupportedInterfaceOrientations~ipad",
        "UISupportedInterfaceOrientations~iphone", "UISupportedInterfaceOrientations", "UIRequiresFullScreen",
        "UIRequiresFullScreen~ipad", "UISupportedInterfaceOrientations~ipad", "UIInterfaceOrientation~ipad",
        "UIDeviceFamily", "UISupportedInterfaceOrientations-iphoneos~ipad",
        nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, "UIRequiresFullScreen",
      ] as [String?]))
  func aMisspeltKeySuggestsTheKeyMeant(key: String, suggestion: String?) {
    #expect(InfoPlistKeySpelling.suggestion(for: key) == suggestion)
  }

  @Test func misspeltKeysAreNotedAndTheirValuesUnread() throws {
    let path = fixture("key-typos.plist")
    let keys = try InfoPlistReader.load(contentsOf: path)
    // Only the correctly spelt keys are read: the launch storyboard and the version from which
    // UIRequiresFullScreen is ignored (which, beside no correctly spelt UIRequiresFullScreen, does nothing).
    var read = InfoPlist(launchScreen: .storyboard("LaunchScreen"))
    read.requiresFullScreenIgnoredStartingWithVersion = SystemVersion(anyNumbered: "27.0")
    #expect(keys.infoPlist == read)
    #expect(
      keys.remarks.map(\.kind) == [
        .misspelledKey("UIRequiresFullScreen-ipad", suggestion: "UIRequiresFullScreen~ipad"),
        .misspelledKey("UISupportedInterfaceOrientation", suggestion: "UISupportedInterfaceOrientations"),
        .misspelledKey(
          "UISupportedInterfaceOrientations~iPad", suggestion: "UISupportedInterfaceOrientations~ipad"),
        .misspelledKey("uirequiresfullscreen", suggestion: "UIRequiresFullScreen"),
      ])
    #expect(keys.remarks.first?.location == .infoPlistKey(file: path, key: "UIRequiresFullScreen-ipad"))
  }

  // Apple, Information Property List Key Reference, UIDeviceFamily: "Number or Array"; 1 is
  // iPhone and iPod touch (the default), 2 iPad.
  @Test(
    arguments: zip(
      [
        "universal-portrait-only.plist", "universal-portrait-only.binary.plist", "ipad-landscape-only.plist",
        "landscape.plist",
      ],
      [Set<UserInterfaceIdiom>([.phone, .pad]), [.phone, .pad], [.pad], nil]))
  func theDeviceFamilyIsReadAsIdioms(name: String, idioms: Set<UserInterfaceIdiom>?) throws {
    #expect(try InfoPlistReader.load(contentsOf: fixture(name)).deviceFamily == idioms)
  }

  // TOOLCHAIN.md: Foundation parses a junk word as an OpenStep string — refused.
  @Test func aJunkWordIsRefusedThoughFoundationParsesIt() {
    #expect(throws: InfoPlistError(file: "Info.plist", problem: .notXMLOrBinary)) {
      try InfoPlistReader.decode(Data("garbage".utf8), file: "Info.plist")
    }
  }

  // Xcode runs the C preprocessor over an Info.plist when the target sets INFOPLIST_PREPROCESS
  // (Xcode build settings, "Preprocess Info.plist File"), so a real app's Info.plist may hold
  // `#ifndef` lines; Foundation stops at the `#`, and the error says what the line is.
  @Test func aPlistForThePreprocessorSaysWhichLineIsADirective() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("swivel-\(UUID().uuidString).plist").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try Data(
      "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n  #ifndef BETA\n<key>A</key><true/>\n#endif\n</dict>\n</plist>\n"
        .utf8
    ).write(to: URL(fileURLWithPath: path))
    do {
      _ = try InfoPlistReader.load(contentsOf: path)
      Issue.record("a plist with #ifndef was read")
    } catch {
      #expect(error.line == 4)
      #expect(
        error.description.hasSuffix(
          "; line 4 is a C preprocessor line (#ifndef BETA): Xcode runs the preprocessor over an Info.plist like this one when the target sets INFOPLIST_PREPROCESS, and Swivel does not, so lint the Info.plist of the built app instead"
        ), "\(error)")
    }
    // A broken file without a directive keeps the parser's words alone.
    #expect(PreprocessorLines.first(in: Data("<plist>\n<dict>\n# not one\n#pragma once\n".utf8)) == nil)
  }

  @Test func aDirectoryCannotBeRead() {
    let directory = fixture("")
    #expect(throws: InfoPlistError(file: directory, problem: .unreadable("it is a folder"))) {
      try InfoPlistReader.read(contentsOf: directory)
    }
  }

  @Test func errorMessagesSayWhatToDo() {
    let unknown = InfoPlistError(
      file: "App/Info.plist", key: "UIInterfaceOrientation", problem: .unknownOrientation("up"))
    #expect(unknown.description.contains("App/Info.plist: UIInterfaceOrientation: unknown interface orientation 'up'"))
    #expect(unknown.description.contains("UIInterfaceOrientationLandscapeRight"))
  }
}
