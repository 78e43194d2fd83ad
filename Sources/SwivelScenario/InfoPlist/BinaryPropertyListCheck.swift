import Foundation

/// Checks the structure of a binary property list before Foundation parses it.
///
/// The toolchain's `PropertyListSerialization` trusts a binary property list's tables: a set
/// object, or a reference out of range, in a damaged file makes it crash (a segmentation fault
/// found by fuzzing, Fuzz/README.md). An Info.plist never holds a set, so this refuses one, and
/// checks that the trailer, the offset table and every object reference stay inside the file.
enum BinaryPropertyListCheck {
  /// Why the bytes are not a binary property list Swivel hands to Foundation; `nil` when they
  /// are fine (or are not a binary property list at all).
  static func problem(in data: Data) -> String? {
    let bytes = [UInt8](data)
    guard bytes.count >= 8, bytes[0..<6].elementsEqual("bplist".utf8) else { return nil }
    guard bytes.count >= 8 + 32 else { return "a binary property list too short for its trailer" }
    let trailer = bytes.count - 32
    let offsetSize = Int(bytes[trailer + 6])
    let referenceSize = Int(bytes[trailer + 7])
    let objectCount = Self.integer(bytes, at: trailer + 8, size: 8)
    let topObject = Self.integer(bytes, at: trailer + 16, size: 8)
    let tableOffset = Self.integer(bytes, at: trailer + 24, size: 8)
    guard (1...8).contains(offsetSize), (1...8).contains(referenceSize), objectCount > 0, topObject < objectCount,
      tableOffset >= 8, tableOffset < trailer, objectCount <= (trailer - tableOffset) / offsetSize
    else { return "a binary property list whose trailer is damaged" }
    for index in 0..<objectCount {
      let offset = Self.integer(bytes, at: tableOffset + index * offsetSize, size: offsetSize)
      guard offset >= 8, offset < tableOffset else { return "a binary property list with an object out of range" }
      let marker = bytes[offset] >> 4
      switch marker {
      case 0x0, 0x1, 0x2, 0x3, 0x4, 0x5, 0x6, 0x8: continue
      case 0xA, 0xD:
        // An array or a dictionary: its references must name objects of the file.
        var count = Int(bytes[offset] & 0x0F)
        var start = offset + 1
        if count == 0x0F {
          guard start < tableOffset, bytes[start] >> 4 == 0x1 else {
            return "a binary property list with a damaged collection"
          }
          let size = 1 << Int(bytes[start] & 0x0F)
          guard size <= 8, start + 1 + size <= tableOffset else {
            return "a binary property list with a damaged collection"
          }
          count = Self.integer(bytes, at: start + 1, size: size)
          start += 1 + size
        }
        let references = count * (marker == 0xD ? 2 : 1)
        guard count >= 0, references <= (tableOffset - start) / referenceSize else {
          return "a binary property list with a collection out of range"
        }
        for reference in 0..<references {
          guard Self.integer(bytes, at: start + reference * referenceSize, size: referenceSize) < objectCount else {
            return "a binary property list with a reference out of range"
          }
        }
      default:
        return "a binary property list holding a set or an unknown object, which no Info.plist has"
      }
    }
    return nil
  }

  /// The big-endian unsigned integer of `size` bytes at `offset` (0 past the end, or too large).
  private static func integer(_ bytes: [UInt8], at offset: Int, size: Int) -> Int {
    guard offset >= 0, size <= 8, offset + size <= bytes.count else { return Int.max / 2 }
    var value: UInt64 = 0
    for byte in bytes[offset..<(offset + size)] { value = value << 8 | UInt64(byte) }
    return value > UInt64(Int.max / 2) ? Int.max / 2 : Int(value)
  }
}
