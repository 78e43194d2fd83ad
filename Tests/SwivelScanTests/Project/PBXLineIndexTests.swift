import Testing

@testable import SwivelScan

@Suite struct PBXLineIndexTests {
  // The id an object is defined under, on every shape of line Xcode writes and on lines it does
  // not: at least eight letters, digits or underscores, an optional comment, then `= {`. Both
  // readings give it, the one by byte (`definedOn`, which hands a line with a byte outside
  // ASCII in its id to the other) and the one by Character (`spelledOn`, whose letters and
  // digits are Unicode's).
  @Test(
    arguments: [
      (
        "\t\t5EED00000000000000001001 /* Screen1.swift in Sources */ = {isa = PBXBuildFile; };",
        "5EED00000000000000001001"
      ),
      ("\t\tE1B2C3D40000000000000008 /* Player */ = {", "E1B2C3D40000000000000008"),
      ("E1B2C3D40000000000000008 = {", "E1B2C3D40000000000000008"), ("  ABCDEF12_x = {", "ABCDEF12_x"),
      ("\t\tABCDEF12 /* unclosed = {", nil), ("\t\tABCDEF12 /* a */ = (", nil), ("\t\tABC = {", nil),
      ("\t\tABCDEF1 = {", nil), ("\t\tABCDEF12 /* a */ ={", "ABCDEF12"), ("\t\tABCDEF12 /**/ = {", "ABCDEF12"),
      ("", nil), ("\t\t};", nil), ("\t\tABCDEF12 - = {", nil), ("\t\tÉABCDEF12 = {", "ÉABCDEF12"),
      ("\t\tABCDEF12é = {", "ABCDEF12é"), ("\t\tABCDEF1é = {", "ABCDEF1é"), ("\t\tABCDEFé = {", nil),
      ("\t\tABCDEF12 /* é */ = {", "ABCDEF12"), ("\t\tABCDEF٣٤ = {", "ABCDEF٣٤"),
    ] as [(String, String?)])
  func bothReadingsFindTheIDALineDefines(line: String, id: String?) {
    #expect(PBXLineIndex.objectID(definedOn: Substring(line)) == id)
    #expect(PBXLineIndex.objectID(spelledOn: Substring(line)) == id)
  }

  @Test func anObjectWhoseIDIsOutsideASCIIIsFoundAtItsLine() {
    let index = PBXLineIndex(text: "{\n\tobjects = {\n\t\tABCDEF12 = {\n\t\t};\n\t\tÉABCDEF12 = {\n\t\t};\n\t};\n}\n")
    #expect(index.line(ofObject: "ABCDEF12") == 3)
    #expect(index.line(ofObject: "ÉABCDEF12") == 5)
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
