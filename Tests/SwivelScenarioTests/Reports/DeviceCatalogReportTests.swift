import Foundation
import SwivelCore
import SwivelScenario
import Testing

@Suite("DeviceCatalogReport")
struct DeviceCatalogReportTests {
  let report = DeviceCatalogReport()

  @Test("the table has a header and one line per catalog device, in catalog order")
  func tableRows() {
    let lines = report.table().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.count == DeviceCatalog.all.count + 2)  // header, rows, and the empty string after the final newline
    #expect(lines.last == "")
    #expect(lines[0].hasPrefix("ID "))
    #expect(lines[0].hasSuffix("  MODELS"))
    let ids = lines.dropFirst().dropLast().map { String($0.prefix { $0 != " " }) }
    #expect(ids == DeviceCatalog.ids)
  }

  @Test("columns line up and no line ends in a space")
  func alignment() {
    let lines = report.table().split(separator: "\n").map(String.init)
    let headerColumns = ["IDIOM", "SIZE", "HOME", "PORTRAIT", "LANDSCAPE", "MODELS"].map { title in
      lines[0].distance(from: lines[0].startIndex, to: lines[0].range(of: "  " + title)!.upperBound) - title.count
    }
    for line in lines {
      #expect(!line.hasSuffix(" "))
      for column in headerColumns {
        let index = line.index(line.startIndex, offsetBy: column)
        #expect(line[line.index(before: index)] == " ", "column \(column) of \(line)")
        #expect(line[index] != " ", "column \(column) of \(line)")
      }
    }
  }

  // HIG "Layout", Specifications: iPhone 8 is 375×667 pt, compact/regular in portrait and
  // compact/compact in landscape; it has a Home button.
  @Test("a row shows idiom, size, Home button, size classes and models")
  func row() throws {
    let line = try #require(report.table().split(separator: "\n").first { $0.hasPrefix("iphone-8 ") })
    let cells = line.split(separator: " ", omittingEmptySubsequences: true).prefix(7).map(String.init)
    #expect(cells == ["iphone-8", "phone", "375x667", "yes", "compact/regular", "compact/compact", "8-16"])
    #expect(line.hasSuffix("iPhone 8, iPhone 7, iPhone 6s, iPhone 6"))
  }

  @Test("a custom list of models is rendered as given")
  func customModels() {
    let model = DeviceModel(idiom: .pad, portraitSize: Size(width: 800.5, height: 1200), hasHomeButton: false)
    let table = DeviceCatalogReport(models: [model]).table()
    // No sourced safe-area figures for an inline device without a Home button: `-`.
    #expect(
      table.contains("custom  pad    800.5x1200  no    regular/regular  regular/regular  -    -          Custom device")
    )
  }

  @Test("JSON is an array of one object per device with the inline-device keys")
  func json() throws {
    let text = report.json()
    #expect(text.hasSuffix("\n"))
    let array = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
    #expect(array.count == DeviceCatalog.all.count)
    #expect(array.compactMap { $0["id"] as? String } == DeviceCatalog.ids)
    let plus = try #require(array.first { $0["id"] as? String == "iphone-8-plus" })
    #expect(Set(plus.keys) == ["id", "name", "idiom", "size", "homeButton", "sizeClasses", "ios", "safeArea"])
    // The iPhone 6 Plus came with iOS 8; the 8 Plus stopped at iOS 16 (Apple's compatibility lists).
    #expect(plus["ios"] as? [Int] == [8, 16])
    #expect(plus["idiom"] as? String == "phone")
    #expect((plus["size"] as? [Double]) == [414, 736])
    #expect(plus["homeButton"] as? Bool == true)
    let classes = try #require(plus["sizeClasses"] as? [String: [String: String]])
    #expect(classes["portrait"] == ["horizontal": "compact", "vertical": "regular"])
    #expect(classes["landscape"] == ["horizontal": "regular", "vertical": "compact"])
  }

  @Test("JSON writes whole points without a fraction")
  func jsonIntegers() {
    #expect(report.json().contains("\"size\" : [\n      375,\n      667\n    ]"))
    #expect(!report.json().contains(".0"))
  }

  @Test("rendered(as:) picks the format", arguments: DeviceCatalogReport.Format.allCases)
  func rendered(format: DeviceCatalogReport.Format) {
    let expected = format == .text ? report.table() : report.json()
    #expect(report.rendered(as: format) == expected)
  }
}
