import Foundation

/// Durations as text; nothing about orientation here.
enum Formatting {
  static func duration(_ seconds: Int) -> String { "\(seconds / 60):\(seconds % 60)" }
}
