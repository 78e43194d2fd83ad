/// Text for the XML documents Swivel writes (JUnit, Checkstyle): escaped so that an XML 1.0
/// parser reads back what was written.
package enum XMLEscaping {
  /// A quoted XML attribute value: `"…"`, with `&`, `<`, `>`, `"` escaped and line breaks and
  /// tabs as character references, so that an XML parser's attribute normalisation keeps them.
  package static func attribute(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "&quot;"
      case "\n": result += "&#10;"
      case "\r": result += "&#13;"
      case "\t": result += "&#9;"
      default: result += Self.text(String(scalar))
      }
    }
    return result + "\""
  }

  /// XML character data: `&`, `<` and `>` escaped; the control characters XML 1.0 forbids
  /// (below U+0020 but tab, LF and CR, U+FFFE and U+FFFF) dropped.
  package static func text(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
      case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: continue
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
