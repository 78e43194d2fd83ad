import Testing

@testable import SwivelScan

@Suite struct PBXLineIndexTests {
  // The byte reading agrees with the reading by Character on every shape of line Xcode writes,
  // and on lines it does not.
  @Test(arguments: [
    "\t\t5EED00000000000000001001 /* Screen1.swift in Sources */ = {isa = PBXBuildFile; };",
    "\t\tE1B2C3D40000000000000008 /* Player */ = {", "E1B2C3D40000000000000008 = {",
    "  ABCDEF12_x = {", "\t\tABCDEF12 /* unclosed = {", "\t\tABCDEF12 /* a */ = (", "\t\tABC = {",
    "\t\tABCDEF12 /* a */ ={", "\t\tABCDEF12 /**/ = {", "", "\t\t};", "\t\tÉABCDEF12 = {", "\t\tABCDEF12é = {",
    "\t\tABCDEF12 /* é */ = {",
  ])
  func bytesAndCharactersFindTheSameID(line: String) {
    #expect(PBXLineIndex.objectID(definedOn: Substring(line)) == PBXLineIndex.objectID(spelledOn: Substring(line)))
  }

  @Test func objectsAndEntriesAreFoundAtTheirLines() {
    let index = PBXLineIndex(
      text:
        "// !$*UTF8*$!\n{\n\tobjects = {\n\t\tABCDEF1234 /* Release */ = {\n\t\t\tbuildSettings = {\n\t\t\t\tSDKROOT = iphoneos;\n\t\t\t};\n\t\t};\n\t};\n}\n"
    )
    #expect(index.line(ofObject: "ABCDEF1234") == 4)
    #expect(index.line(ofEntry: "SDKROOT", inObject: "ABCDEF1234") == 6)
    #expect(index.line(ofObject: "MISSING") == nil)
  }

  // Lines end at "\n" even after "\r", which Swift's Character reading joins with it.
  @Test func windowsLineEndsCountAsLines() {
    let index = PBXLineIndex(text: "{\r\n\tobjects = {\r\n\t\tABCDEF1234 = {\r\n\t\t};\r\n\t};\r\n}\r\n")
    #expect(index.line(ofObject: "ABCDEF1234") == 3)
  }
}
