import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Parses the XML files Xcode writes (storyboards, XIBs, workspaces) with FoundationXML's
/// `XMLParser`, which gives the line of each element and of an error, and prints nothing.
///
/// Two kinds of input crash FoundationXML of Swift 6.3 on Linux (both found by `FuzzStoryboard`)
/// and are refused before it sees them; Xcode and Interface Builder never write either.
enum XMLFile {
  /// Parses `data` with `delegate`; why it cannot be read, with the line, or `nil`.
  ///
  /// - Parameters:
  ///   - kind: what the file is, as messages name it (`storyboard`, `workspace`).
  ///   - writer: what writes such files (`Interface Builder`, `Xcode`).
  static func parse(
    _ data: Data, file: String, kind: String, writer: String, delegate: some XMLParserDelegate
  ) -> ScanError? {
    if let line = firstLineNotUTF8(in: data) {
      return ScanError(
        file: file, line: line,
        message: "the \(kind) cannot be read: it is not UTF-8 text, as \(writer) writes \(kind)s")
    }
    if let line = firstProcessingInstructionLine(in: data) {
      return ScanError(
        file: file, line: line,
        message: "the \(kind) cannot be read: it holds a processing instruction ('<?'), which \(writer) never writes")
    }
    let parser = XMLParser(data: data)
    parser.delegate = delegate
    // On Linux, `parse()` may return true for a document that ends early; the error says so.
    guard parser.parse(), parser.parserError == nil else {
      return ScanError(
        file: file, line: parser.lineNumber, message: "the \(kind) cannot be read: \(reason(parser.parserError))")
    }
    return nil
  }

  /// The line of the first byte that is not UTF-8; `nil` when all are.
  ///
  /// Xcode writes its XML in UTF-8 (`<?xml … encoding="UTF-8"?>`). It is checked before parsing
  /// because FoundationXML crashes on an attribute name that is not UTF-8, which libxml2 hands on
  /// to it.
  static func firstLineNotUTF8(in data: Data) -> Int? {
    var line = 1
    var parser = Unicode.UTF8.ForwardParser()
    var bytes = data.makeIterator()
    while true {
      switch parser.parseScalar(from: &bytes) {
      case .valid(let scalar): if scalar.count == 1, scalar.first == 0x0A { line += 1 }
      case .emptyInput: return nil
      case .error: return line
      }
    }
  }

  /// The line of the first processing instruction (`<?name …?>`) other than the XML declaration
  /// that opens the file; `nil` when there is none.
  ///
  /// Xcode writes none. They are refused before parsing because FoundationXML crashes (a null
  /// pointer in `strlen`) on one without data, `<?name?>`. A `<?` in a comment is refused too.
  static func firstProcessingInstructionLine(in data: Data) -> Int? {
    let bytes = [UInt8](data)
    var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    // The declaration is `<?xml` and white space; `<?xmlname?>` is an instruction like any other.
    if bytes[start...].starts(with: Array("<?xml".utf8)), start + 5 < bytes.count,
      [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start + 5])
    {
      start += 5
    }
    var line = 1
    for index in bytes.indices {
      if bytes[index] == 0x0A { line += 1 }
      if index >= start, bytes[index] == UInt8(ascii: "<"), index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "?")
      {
        return line
      }
    }
    return nil
  }

  /// What an `XMLParser` error code means, in words (Foundation's `XMLParser.ErrorCode`).
  static func reason(_ error: (any Error)?) -> String {
    let code = (error as NSError?)?.code ?? -1
    switch code {
    case 4: return "it is empty or not XML"
    case 5: return "the XML ends before its elements are closed"
    case 68: return "a '<' opens no tag"
    case 73: return "a tag is not closed with '>'"
    case 76: return "an end tag does not match its start tag"
    default: return "the XML is malformed (parser error \(code))"
    }
  }
}
