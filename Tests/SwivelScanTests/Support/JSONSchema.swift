import Foundation

/// A small JSON Schema (draft 2020-12) validator for the schemas the reporters' tests check
/// against: `type` (one or several, `integer` being a number without fraction), `enum`,
/// `properties`, `required`, `additionalProperties` (`false` or a schema), `items`, `minItems`,
/// `uniqueItems`, `minLength`, `minimum`, `anyOf` and local `$ref`s (`#/$defs/name`,
/// `#/definitions/name`). A keyword it does not know makes `violations` report it, so that a
/// schema is never checked less than it says.
struct JSONSchema {
  /// The whole schema document, for `$ref`s.
  let root: [String: Any]

  /// The schema in the file at `path`.
  init(contentsOf path: String) throws {
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
    root = object as? [String: Any] ?? [:]
  }

  /// The keywords this validator applies, and those it may ignore (annotations).
  private static let applied: Set<String> = [
    "type", "enum", "properties", "required", "additionalProperties", "items", "minItems", "uniqueItems", "minLength",
    "minimum", "anyOf", "$ref",
  ]
  private static let annotations: Set<String> = [
    "$schema", "$id", "$comment", "$defs", "definitions", "title", "description",
  ]

  /// Every way `value` breaks the schema, each as `path: what`; none when it is valid.
  func violations(of value: Any) -> [String] {
    violations(of: value, against: root, at: "$")
  }

  private func violations(of value: Any, against schema: [String: Any], at path: String) -> [String] {
    var found: [String] = []
    for key in schema.keys where !Self.applied.contains(key) && !Self.annotations.contains(key) {
      found.append("\(path): the validator does not know the keyword '\(key)'")
    }
    if let reference = schema["$ref"] as? String {
      guard let target = resolve(reference) else { return found + ["\(path): cannot resolve \(reference)"] }
      found += violations(of: value, against: target, at: path)
    }
    if let type = schema["type"] {
      let types = (type as? [String]) ?? [type as? String ?? ""]
      if !types.contains(where: { Self.has(value, type: $0) }) {
        found.append("\(path): not of type \(types.joined(separator: " or "))")
        return found
      }
    }
    if let allowed = schema["enum"] as? [Any], !allowed.contains(where: { Self.equal($0, value) }) {
      found.append("\(path): \(value) is not one of \(allowed.map { "\($0)" }.joined(separator: ", "))")
    }
    if let anyOf = schema["anyOf"] as? [[String: Any]],
      !anyOf.contains(where: { violations(of: value, against: $0, at: path).isEmpty })
    {
      found.append("\(path): matches none of anyOf")
    }
    if let object = value as? [String: Any] {
      let properties = schema["properties"] as? [String: [String: Any]] ?? [:]
      for key in (schema["required"] as? [String] ?? []) where object[key] == nil {
        found.append("\(path): missing required property '\(key)'")
      }
      for key in object.keys.sorted() {
        let child = object[key]!
        if let property = properties[key] {
          found += violations(of: child, against: property, at: "\(path).\(key)")
        } else if let additional = schema["additionalProperties"] {
          if Self.isBoolean(additional), additional as? Bool == false {
            found.append("\(path).\(key): not an allowed property")
          } else if let additionalSchema = additional as? [String: Any] {
            found += violations(of: child, against: additionalSchema, at: "\(path).\(key)")
          }
        }
      }
    }
    if let array = value as? [Any] {
      if let items = schema["items"] as? [String: Any] {
        for (index, item) in array.enumerated() {
          found += violations(of: item, against: items, at: "\(path)[\(index)]")
        }
      }
      if let minimum = schema["minItems"] as? Int, array.count < minimum {
        found.append("\(path): fewer than \(minimum) items")
      }
      if schema["uniqueItems"] as? Bool == true {
        let texts = array.map { Self.canonical($0) }
        if Set(texts).count != texts.count { found.append("\(path): items are not unique") }
      }
    }
    if let text = value as? String, let minimum = schema["minLength"] as? Int, text.unicodeScalars.count < minimum {
      found.append("\(path): shorter than \(minimum)")
    }
    if let number = value as? NSNumber, !Self.isBoolean(number), let minimum = schema["minimum"] as? NSNumber,
      number.doubleValue < minimum.doubleValue
    {
      found.append("\(path): \(number) is below the minimum \(minimum)")
    }
    return found
  }

  private func resolve(_ reference: String) -> [String: Any]? {
    let parts = reference.split(separator: "/").map(String.init)
    guard parts.count == 3, parts[0] == "#" else { return nil }
    return (root[parts[1]] as? [String: Any])?[parts[2]] as? [String: Any]
  }

  private static func isBoolean(_ value: Any) -> Bool {
    guard let number = value as? NSNumber else { return false }
    return ["c", "B"].contains(String(cString: number.objCType))
  }

  private static func has(_ value: Any, type: String) -> Bool {
    switch type {
    case "null": value is NSNull
    case "boolean": isBoolean(value)
    case "integer":
      if let number = value as? NSNumber, !isBoolean(number) {
        number.doubleValue == number.doubleValue.rounded()
      } else {
        false
      }
    case "number": (value as? NSNumber).map { !isBoolean($0) } ?? false
    case "string": value is String
    case "array": value is [Any]
    case "object": value is [String: Any]
    default: false
    }
  }

  private static func equal(_ lhs: Any, _ rhs: Any) -> Bool {
    canonical(lhs) == canonical(rhs)
  }

  /// A value as sorted-key JSON text, to compare values.
  private static func canonical(_ value: Any) -> String {
    guard
      let data = try? JSONSerialization.data(
        withJSONObject: [value], options: [.sortedKeys, .fragmentsAllowed])
    else { return "\(value)" }
    return String(decoding: data, as: UTF8.self)
  }
}
