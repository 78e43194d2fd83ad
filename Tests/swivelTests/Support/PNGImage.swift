import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A PNG screenshot decoded to RGB pixels, enough to read the browser's screenshots: 8-bit RGB or
/// RGBA, not interlaced. The image data is inflated with the system's zlib, loaded at run time
/// (every Linux and macOS has it), so the tests need no package for it.
struct PNGImage {
  let width: Int
  let height: Int
  /// Bytes per pixel: 3 (RGB) or 4 (RGBA).
  private let channels: Int
  private let pixels: [UInt8]

  enum DecodingError: Error, CustomStringConvertible {
    case notAPNG, unsupported(String), noZlib, inflateFailed(Int32)
    var description: String {
      switch self {
      case .notAPNG: "not a PNG file"
      case .unsupported(let what): "unsupported PNG: \(what)"
      case .noZlib: "the system's zlib could not be loaded"
      case .inflateFailed(let code): "zlib's uncompress failed (\(code))"
      }
    }
  }

  init(data: Data) throws {
    let bytes = [UInt8](data)
    guard bytes.count > 8, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else {
      throw DecodingError.notAPNG
    }
    func bigEndian(_ offset: Int) -> Int {
      Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
    }
    var offset = 8
    var header: (width: Int, height: Int, depth: UInt8, colorType: UInt8, interlace: UInt8)?
    var compressed: [UInt8] = []
    while offset + 8 <= bytes.count {
      let length = bigEndian(offset)
      let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
      let body = (offset + 8)..<min(offset + 8 + length, bytes.count)
      switch type {
      case "IHDR":
        header = (
          bigEndian(body.lowerBound), bigEndian(body.lowerBound + 4), bytes[body.lowerBound + 8],
          bytes[body.lowerBound + 9], bytes[body.lowerBound + 12]
        )
      case "IDAT": compressed += bytes[body]
      default: break
      }
      offset += 12 + length
    }
    guard let header else { throw DecodingError.unsupported("no IHDR chunk") }
    guard header.depth == 8, header.interlace == 0, header.colorType == 2 || header.colorType == 6 else {
      throw DecodingError.unsupported(
        "bit depth \(header.depth), color type \(header.colorType), interlace \(header.interlace)")
    }
    width = header.width
    height = header.height
    channels = header.colorType == 6 ? 4 : 3
    let stride = width * channels
    let raw = try Self.inflate(compressed, expectedSize: height * (stride + 1))
    var pixels = [UInt8](repeating: 0, count: height * stride)
    for row in 0..<height {
      let filter = raw[row * (stride + 1)]
      let source = row * (stride + 1) + 1
      for column in 0..<stride {
        let x = Int(raw[source + column])
        let left = column >= channels ? Int(pixels[row * stride + column - channels]) : 0
        let up = row > 0 ? Int(pixels[(row - 1) * stride + column]) : 0
        let upLeft = row > 0 && column >= channels ? Int(pixels[(row - 1) * stride + column - channels]) : 0
        let predicted: Int
        switch filter {
        case 0: predicted = 0
        case 1: predicted = left
        case 2: predicted = up
        case 3: predicted = (left + up) / 2
        case 4:
          let estimate = left + up - upLeft
          let (a, b, c) = (abs(estimate - left), abs(estimate - up), abs(estimate - upLeft))
          predicted = a <= b && a <= c ? left : b <= c ? up : upLeft
        default: throw DecodingError.unsupported("filter \(filter)")
        }
        pixels[row * stride + column] = UInt8((x + predicted) & 0xFF)
      }
    }
    self.pixels = pixels
  }

  /// The red, green and blue of the pixel at `x`, `y`.
  func rgb(x: Int, y: Int) -> (red: Int, green: Int, blue: Int) {
    let offset = y * width * channels + x * channels
    return (Int(pixels[offset]), Int(pixels[offset + 1]), Int(pixels[offset + 2]))
  }

  /// Whether the pixel at `x`, `y` is dark (the device's outline and screen are; the page is white).
  func isDark(x: Int, y: Int) -> Bool {
    let (red, green, blue) = rgb(x: x, y: y)
    return red + green + blue < 3 * 96
  }

  private typealias Uncompress =
    @convention(c) (
      UnsafeMutablePointer<UInt8>, UnsafeMutablePointer<UInt>, UnsafePointer<UInt8>, UInt
    ) -> Int32

  private static func inflate(_ compressed: [UInt8], expectedSize: Int) throws -> [UInt8] {
    #if os(macOS)
      let library = dlopen("libz.dylib", RTLD_NOW)
    #else
      let library = dlopen("libz.so.1", RTLD_NOW)
    #endif
    guard let library, let symbol = dlsym(library, "uncompress") else { throw DecodingError.noZlib }
    let uncompress = unsafeBitCast(symbol, to: Uncompress.self)
    var output = [UInt8](repeating: 0, count: expectedSize)
    var size = UInt(expectedSize)
    let status = output.withUnsafeMutableBufferPointer { out in
      compressed.withUnsafeBufferPointer { input in
        uncompress(out.baseAddress!, &size, input.baseAddress!, UInt(input.count))
      }
    }
    guard status == 0, size == UInt(expectedSize) else { throw DecodingError.inflateFailed(status) }
    return output
  }
}

// A failed expectation shows the image's size, not its millions of bytes.
extension PNGImage: CustomTestStringConvertible {
  var testDescription: String { "PNGImage(\(width)×\(height))" }
}
