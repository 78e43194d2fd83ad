import Foundation
import SwivelScenario

/// Reads `.xcconfig` build configuration files into a ``BuildSettingTable``.
///
/// The format, as Xcode reads it (Apple, Xcode Help, "Add a build configuration (xcconfig)
/// file"; swift-build's `MacroConfigFileParser`): one `NAME = value` a line, `NAME[sdk=…]`
/// conditions allowed, `//` starting a comment, an optional `;` ending the value;
/// `#include "other.xcconfig"` reads another file at that point, its path relative to the
/// including file's folder, and `#include? "…"` does the same but says nothing when the file is
/// missing. Later lines come above earlier ones, so `$(inherited)` in a line stands for what the
/// lines before it (and the levels below) gave.
///
/// Nothing here throws: a file or include that cannot be read, an include cycle and a line that
/// is no setting become notes, and the rest is read.
struct XCConfigReader {
  /// How deep `#include`s may nest before the reader stops following them.
  static let maximumIncludeDepth = 16

  /// The most files one reader reads, includes counted: a file including another many times
  /// over cannot make it read without end.
  static let maximumFiles = 1_000

  /// What went wrong while reading, with the place; the scan reports them beside its findings.
  private(set) var notes: [ScanNote] = []
  private var filesRead = 0

  /// Reads a file and its includes, adding their settings to `table`.
  ///
  /// - Parameters:
  ///   - path: the file's path, as the scan names it.
  ///   - table: where the settings go, above those already there.
  ///   - includedFrom: the `#include` line that named it, for a note when it is missing; `nil`
  ///     for a file a project names.
  mutating func read(_ path: String, into table: inout BuildSettingTable, includedFrom: ScanLocation? = nil) {
    var stack: [String] = []
    read(path, into: &table, includedFrom: includedFrom, optional: false, stack: &stack)
  }

  /// Reads a file's bytes, already in memory, and its includes (read from the disk, relative to
  /// `path`'s folder), adding their settings to `table`.
  ///
  /// - Parameters:
  ///   - data: the file's bytes.
  ///   - path: the file's path, as the scan names it.
  ///   - table: where the settings go, above those already there.
  mutating func read(contents data: Data, of path: String, into table: inout BuildSettingTable) {
    var stack: [String] = []
    filesRead += 1
    read(contents: data, of: path, into: &table, stack: &stack)
  }

  private mutating func read(
    _ path: String, into table: inout BuildSettingTable, includedFrom: ScanLocation?, optional: Bool,
    stack: inout [String]
  ) {
    let standardized = (path as NSString).standardizingPath
    if stack.contains(standardized) {
      notes.append(
        ScanNote(
          at: includedFrom ?? ScanLocation(file: path),
          "\(path) includes itself (through \(stack.count) file\(stack.count == 1 ? "" : "s")); the cycle is not followed"
        ))
      return
    }
    filesRead += 1
    guard filesRead <= Self.maximumFiles else {
      if filesRead == Self.maximumFiles + 1 {
        notes.append(
          ScanNote(
            at: includedFrom ?? ScanLocation(file: path),
            "more than \(Self.maximumFiles) .xcconfig files read through #include; the rest are not read"))
      }
      return
    }
    guard stack.count < Self.maximumIncludeDepth else {
      notes.append(
        ScanNote(
          at: includedFrom ?? ScanLocation(file: path),
          "#include nested deeper than \(Self.maximumIncludeDepth) files; \(path) is not read"))
      return
    }
    let data: Data
    switch ScanFile.read(path) {
    case .success(let contents): data = contents
    case .failure(let failure):
      if !optional || failure.reason != "no such file" {
        let what = includedFrom == nil ? "the build configuration file" : "the included file"
        let hint = failure.reason == "no such file" ? " (made by CocoaPods or another tool? run it first)" : ""
        notes.append(
          ScanNote(
            at: includedFrom ?? ScanLocation(file: path),
            "\(what) \(path) cannot be read (\(failure.reason)), so its settings are missing\(hint)"))
      }
      return
    }
    read(contents: data, of: path, into: &table, stack: &stack)
  }

  /// Reads the lines of a file whose bytes are read, following its includes.
  private mutating func read(
    contents data: Data, of path: String, into table: inout BuildSettingTable, stack: inout [String]
  ) {
    stack.append((path as NSString).standardizingPath)
    defer { stack.removeLast() }
    let text = String(decoding: data, as: UTF8.self)
    let folder = PathName.parent(of: path)
    for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let location = ScanLocation(file: path, line: index + 1)
      let line = Self.removingComment(rawLine).trimmingCharacters(in: .whitespacesAndNewlines)
      if line.isEmpty { continue }
      if line.hasPrefix("#include") {
        let isOptional = line.hasPrefix("#include?")
        guard let included = Self.includedPath(in: line) else {
          notes.append(ScanNote(at: location, "an #include without a quoted path is ignored"))
          continue
        }
        if included.hasPrefix("<") {
          notes.append(ScanNote(at: location, "\(included) names a file inside Xcode, which is not read"))
          continue
        }
        let resolved = included.hasPrefix("/") ? included : (folder as NSString).appendingPathComponent(included)
        read(resolved, into: &table, includedFrom: location, optional: isOptional, stack: &stack)
        continue
      }
      guard let equals = Self.assignmentSign(in: line),
        let (name, conditions) = BuildSettingCondition.parse(String(line[..<equals]))
      else {
        notes.append(ScanNote(at: location, "'\(Self.shortened(line))' is no build setting (NAME = value); ignored"))
        continue
      }
      var value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
      if value.hasSuffix(";") { value.removeLast() }
      table.assign(
        name,
        BuildSettingAssignment(
          value: value.trimmingCharacters(in: .whitespaces), conditions: conditions, origin: location))
    }
  }

  /// The `=` of an assignment: the first outside the `[…]` of its conditions.
  static func assignmentSign(in line: String) -> String.Index? {
    var depth = 0
    for index in line.indices {
      switch line[index] {
      case "[": depth += 1
      case "]": depth -= 1
      case "=" where depth == 0: return index
      default: continue
      }
    }
    return nil
  }

  /// The line without its `//` comment.
  static func removingComment(_ line: Substring) -> Substring {
    guard let range = line.range(of: "//") else { return line }
    return line[..<range.lowerBound]
  }

  /// The path in `#include "path"` (or `<path>`, kept with its brackets).
  static func includedPath(in line: String) -> String? {
    if let open = line.firstIndex(of: "\""), let close = line[line.index(after: open)...].firstIndex(of: "\"") {
      return String(line[line.index(after: open)..<close])
    }
    if let open = line.firstIndex(of: "<"), let close = line.firstIndex(of: ">"), open < close {
      return String(line[open...close])
    }
    return nil
  }

  static func shortened(_ text: String, limit: Int = 60) -> String {
    text.count > limit ? String(text.prefix(limit - 1)) + "…" : text
  }
}
