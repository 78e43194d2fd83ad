extension FindingReport {
  /// A quoted XML attribute value: `"…"`, with `&`, `<`, `>`, `"` escaped and line breaks and
  /// tabs as character references, so that an XML parser's attribute normalisation keeps them.
  static func xmlAttribute(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "&quot;"
      case "\n": result += "&#10;"
      case "\r": result += "&#13;"
      case "\t": result += "&#9;"
      default: result += xmlText(String(scalar))
      }
    }
    return result + "\""
  }

  /// XML character data: `&`, `<` and `>` escaped; the control characters XML 1.0 forbids
  /// (below U+0020 but tab, LF and CR, U+FFFE and U+FFFF) dropped.
  static func xmlText(_ text: String) -> String {
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
